/**
 * Where the local WordPress keeps its state and which port it serves on. Everything it writes at run time
 * lives under one directory (`.wp-local/` by default), so deleting that directory resets it completely.
 */
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';

/** Loopback only: the REST API is for this machine's tests, never for the network. */
export const WP_HOST = '127.0.0.1';
export const DEFAULT_WP_PORT = 8091;
/** Debian's `wordpress` package: the code lives here and reads /etc/wordpress/config-<host>.php. */
export const WORDPRESS_DIR = '/usr/share/wordpress';
export const DEBIAN_CONFIG_FILE = `/etc/wordpress/config-${WP_HOST}.php`;
export const DATABASE_NAME = 'wordpress';
export const DATABASE_USER = 'wordpress';
/** Only reachable through a unix socket inside the state directory (the server runs with --skip-networking). */
export const DATABASE_PASSWORD = 'wordpress-local';

export interface WpLocalSettings {
  /** The repository root (where package.json is). */
  readonly root: string;
  readonly port: number;
  readonly baseUrl: string;
  /** The REST URL whose JSON answer means "WordPress is up". */
  readonly probeUrl: string;
  /** The OS user every server runs as (the invoking user: root on CI). */
  readonly user: string;
  readonly isRoot: boolean;
  readonly paths: WpLocalPaths;
}

export interface WpLocalPaths {
  readonly stateDir: string;
  readonly configDir: string;
  readonly logDir: string;
  readonly runDir: string;
  readonly databaseDir: string;
  readonly contentDir: string;
  readonly nginxTempDir: string;
  readonly pidFile: string;
  readonly seedFile: string;
  readonly databaseSocket: string;
  readonly phpSocket: string;
  readonly nginxConfig: string;
  readonly phpFpmConfig: string;
  readonly wordpressConfig: string;
  readonly saltsFile: string;
  /** PHP seed scripts and config templates, in the repository. */
  readonly templateDir: string;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_WP_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) throw new Error(`WP_PORT must be a whole number from 1024 to 65535, not "${value}".`);
  return port;
}

export function wpLocalPaths(root: string, stateDir: string): WpLocalPaths {
  const configDir = join(stateDir, 'config');
  const runDir = join(stateDir, 'run');
  return {
    stateDir,
    configDir,
    logDir: join(stateDir, 'logs'),
    runDir,
    databaseDir: join(stateDir, 'mariadb'),
    contentDir: join(stateDir, 'wp-content'),
    nginxTempDir: join(stateDir, 'nginx-temp'),
    pidFile: join(stateDir, 'pids.json'),
    seedFile: join(stateDir, 'seed.json'),
    databaseSocket: join(runDir, 'mariadb.sock'),
    phpSocket: join(runDir, 'php-fpm.sock'),
    nginxConfig: join(configDir, 'nginx.conf'),
    phpFpmConfig: join(configDir, 'php-fpm.conf'),
    wordpressConfig: join(configDir, 'wp-config-local.php'),
    saltsFile: join(configDir, 'salts.php'),
    templateDir: join(root, 'scripts', 'test', 'wordpress'),
  };
}

/**
 * The state directory is written into nginx, php-fpm and PHP files unquoted or in single quotes, and unix
 * socket paths are limited to 107 bytes: a plain, short path avoids both problems.
 */
function checkStateDir(stateDir: string): string {
  if (!/^[\w./+-]+$/.test(stateDir)) throw new Error(`WP_LOCAL_DIR must be a plain path (letters, digits, . _ - + /), not "${stateDir}".`);
  if (stateDir.length > 80) throw new Error(`WP_LOCAL_DIR is too long for unix socket paths (${stateDir.length} characters, at most 80): "${stateDir}".`);
  return stateDir;
}

export function wpLocalSettings(root: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): WpLocalSettings {
  const port = parsePort(env['WP_PORT']);
  const stateDir = checkStateDir(resolve(root, env['WP_LOCAL_DIR'] ?? '.wp-local'));
  const baseUrl = `http://${WP_HOST}:${port}`;
  const { username, uid } = userInfo();
  return {
    root,
    port,
    baseUrl,
    probeUrl: `${baseUrl}/wp-json/wp/v2/posts?per_page=1`,
    user: username,
    isRoot: uid === 0,
    paths: wpLocalPaths(root, stateDir),
  };
}
