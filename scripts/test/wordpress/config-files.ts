/**
 * The configuration wp:local writes on every start, from the templates in this folder: nginx, php-fpm,
 * WordPress (under the state directory), and the one file Debian's WordPress insists on in /etc/wordpress.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InstallUnavailableError } from './packages.ts';
import { DATABASE_NAME, DATABASE_PASSWORD, DATABASE_USER, DEBIAN_CONFIG_FILE, WORDPRESS_DIR, WP_HOST, type WpLocalSettings } from './settings.ts';

/**
 * Marks the /etc/wordpress file as ours, so that one written by someone else is never overwritten. It names the
 * command, not its file, so that moving the script does not orphan a shim an earlier run wrote.
 */
const SHIM_MARKER = 'Written by satori-xr wp:local';
/** What shims said before: the script's path (until scripts/ was grouped by job). */
const EARLIER_SHIM_MARKERS = ['Written by satori-xr scripts/wp-local.ts'];
const writtenByWpLocal = (text: string) => [SHIM_MARKER, ...EARLIER_SHIM_MARKERS].some((marker) => text.includes(marker));
const SALT_NAMES = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];

/** Replaces every {{NAME}}; a placeholder without a value is a bug in the caller, so it throws. */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${placeholder} in a wp-local template.`);
    return value;
  });
}

function templateValues(settings: WpLocalSettings): Record<string, string> {
  const { paths } = settings;
  return {
    HOST: WP_HOST,
    PORT: String(settings.port),
    BASE_URL: settings.baseUrl,
    STATE_DIR: paths.stateDir,
    RUN_DIR: paths.runDir,
    LOG_DIR: paths.logDir,
    CONTENT_DIR: paths.contentDir,
    NGINX_TEMP_DIR: paths.nginxTempDir,
    PHP_SOCKET: paths.phpSocket,
    DATABASE_SOCKET: paths.databaseSocket,
    DATABASE_NAME,
    DATABASE_USER,
    DATABASE_PASSWORD,
    WORDPRESS_DIR,
    // Only root may switch users; as root, the workers stay root so that they can read a checkout anywhere.
    NGINX_USER: settings.isRoot ? 'user root root;' : '# Workers run as the invoking user.',
    POOL_USER: settings.isRoot ? 'user = root\ngroup = root' : '; Workers run as the invoking user.',
  };
}

function writeFromTemplate(settings: WpLocalSettings, templateName: string, target: string): void {
  const template = readFileSync(join(settings.paths.templateDir, templateName), 'utf8');
  writeFileSync(target, renderTemplate(template, templateValues(settings)));
}

export function createStateDirectories(settings: WpLocalSettings): void {
  const { paths } = settings;
  for (const dir of [paths.configDir, paths.logDir, paths.runDir, paths.nginxTempDir, join(paths.contentDir, 'uploads'), join(paths.contentDir, 'plugins')]) {
    mkdirSync(dir, { recursive: true });
  }
  // The packaged theme, by reference: WordPress needs one active theme, and its files never change here.
  const themes = join(paths.contentDir, 'themes');
  if (!existsSync(themes)) symlinkSync(join(WORDPRESS_DIR, 'wp-content', 'themes'), themes);
}

/** Random keys once per state directory (they sign log-in cookies), kept across restarts. */
function writeSaltsOnce(saltsFile: string): void {
  if (existsSync(saltsFile)) return;
  const lines = SALT_NAMES.map((name) => `define('${name}', '${randomBytes(48).toString('base64')}');`);
  writeFileSync(saltsFile, `<?php\n// Generated once by scripts/test/wordpress/wp-local.ts; delete the state directory to renew.\n${lines.join('\n')}\n`);
}

/**
 * Debian's wp-config.php picks /etc/wordpress/config-<Host header without port>.php. Ours is a one-line
 * shim to the state directory, rewritten on each start so that WP_LOCAL_DIR may move.
 */
function writeDebianShim(settings: WpLocalSettings): void {
  if (existsSync(DEBIAN_CONFIG_FILE) && !writtenByWpLocal(readFileSync(DEBIAN_CONFIG_FILE, 'utf8'))) {
    throw new Error(`${DEBIAN_CONFIG_FILE} exists and was not written by wp:local; move it away and run again.`);
  }
  const shim = `<?php\n// ${SHIM_MARKER}: the local WordPress for the site's contract tests.\nrequire '${settings.paths.wordpressConfig}';\n`;
  try {
    if (!existsSync(DEBIAN_CONFIG_FILE) || readFileSync(DEBIAN_CONFIG_FILE, 'utf8') !== shim) writeFileSync(DEBIAN_CONFIG_FILE, shim);
  } catch (error) {
    const message = `Could not write ${DEBIAN_CONFIG_FILE} (Debian's WordPress reads its settings there): ${String(error)}`;
    // Like the install, this system-wide step needs root: without it, the machine cannot host the suite.
    throw settings.isRoot ? new Error(message) : new InstallUnavailableError(message);
  }
}

export function writeConfiguration(settings: WpLocalSettings): void {
  const { paths } = settings;
  writeFromTemplate(settings, 'nginx.conf.template', paths.nginxConfig);
  writeFromTemplate(settings, 'php-fpm.conf.template', paths.phpFpmConfig);
  writeFromTemplate(settings, 'wp-config-local.php.template', paths.wordpressConfig);
  writeSaltsOnce(paths.saltsFile);
  writeDebianShim(settings);
}
