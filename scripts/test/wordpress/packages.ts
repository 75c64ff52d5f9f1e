/**
 * Debian's packages for a local WordPress, installed with apt when any is missing. When that cannot
 * happen (not root, no package mirror, apt fails), `InstallUnavailableError` tells the caller to exit
 * with code 3, which the test command reads as "skip the real-WordPress suite, loudly".
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, openSync, closeSync, rmSync, writeFileSync } from 'node:fs';

/**
 * The order matters to apt's resolver: php-fpm comes before `php`, and `php` before wordpress, so that
 * wordpress's "libapache2-mod-php | php" and php8.2's "libapache2-mod-php8.2 | php8.2-fpm | ..." are met
 * by php-fpm instead of pulling in Apache; nginx likewise stands in for wordpress's "apache2 | httpd".
 * php-gd makes the image sizes, php-cli runs the seed script, and the theme is only a Recommends of
 * wordpress (skipped by --no-install-recommends), without which the front end has no theme at all.
 */
export const REQUIRED_PACKAGES = [
  'nginx',
  'mariadb-server',
  'php-fpm',
  'php-cli',
  'php',
  'php-mysql',
  'php-gd',
  'php-mbstring',
  'php-xml',
  'wordpress',
  'wordpress-theme-twentytwentythree',
] as const;

/** Debian's convention for "do not start services from maintainer scripts" (invoke-rc.d and deb-systemd-invoke honour it). */
const POLICY_RC_D = '/usr/sbin/policy-rc.d';

export class InstallUnavailableError extends Error {
  override readonly name = 'InstallUnavailableError';
  constructor(
    message: string,
    /** apt's output, when apt ran. */
    readonly logFile?: string,
  ) {
    super(message);
  }
}

export function isPackageInstalled(name: string): boolean {
  const result = spawnSync('dpkg-query', ['--show', '--showformat=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === 'install ok installed';
}

/**
 * What the other test suites need from Debian besides WordPress: the browser every Playwright suite drives, and
 * nginx with its Brotli module for the production-serving suite. `npm test` installs them with WordPress's packages
 * in one apt transaction (scripts/test/install-test-packages.ts).
 */
export const BROWSER_AND_SERVER_PACKAGES = ['chromium', 'nginx', 'libnginx-mod-http-brotli-static'] as const;

export function missingPackages(names: readonly string[] = REQUIRED_PACKAGES): string[] {
  return names.filter((name) => !isPackageInstalled(name));
}

function runLogged(command: string, args: readonly string[], logFile: string): number | null {
  const log = openSync(logFile, 'a');
  try {
    writeFileSync(log, `\n$ ${command} ${args.join(' ')}\n`);
    const result = spawnSync(command, args, {
      stdio: ['ignore', log, log],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return result.status;
  } finally {
    closeSync(log);
  }
}

/**
 * Maintainer scripts would otherwise start system-wide nginx (on port 80, all interfaces) and MariaDB.
 * Docker images ship a policy-rc.d that forbids this; on other machines one is put in place for the
 * duration of the install and removed afterwards. An existing one is left exactly as it is.
 */
function withServiceStartsBlocked<T>(action: () => T): T {
  if (existsSync(POLICY_RC_D)) return action();
  writeFileSync(POLICY_RC_D, '#!/bin/sh\n# Temporary, from scripts/test/wordpress/packages.ts: no service starts during the install.\nexit 101\n');
  chmodSync(POLICY_RC_D, 0o755);
  try {
    return action();
  } finally {
    rmSync(POLICY_RC_D, { force: true });
  }
}

/** Installs whatever is missing. Returns the packages it installed (none when all were present). */
export function ensurePackages(isRoot: boolean, logFile: string, report: (line: string) => void, names: readonly string[] = REQUIRED_PACKAGES): string[] {
  const missing = missingPackages(names);
  if (missing.length === 0) return [];
  if (!isRoot) throw new InstallUnavailableError(`These Debian packages are missing and only root can install them: ${missing.join(' ')}.`);
  if (spawnSync('apt-get', ['--version']).status !== 0)
    throw new InstallUnavailableError('apt-get is not available on this machine (WordPress is installed from Debian packages).');
  report(`Installing ${missing.join(' ')} with apt-get (log: ${logFile}) ...`);
  withServiceStartsBlocked(() => {
    if (runLogged('apt-get', ['update'], logFile) !== 0)
      throw new InstallUnavailableError('apt-get update failed: is a Debian package mirror reachable?', logFile);
    const install = ['install', '-y', '--no-install-recommends', '-o', 'Dpkg::Options::=--force-confold', ...missing];
    if (runLogged('apt-get', install, logFile) !== 0) throw new InstallUnavailableError('apt-get install failed.', logFile);
  });
  const stillMissing = missingPackages(names);
  if (stillMissing.length > 0) throw new InstallUnavailableError(`apt-get finished but these packages are still missing: ${stillMissing.join(' ')}.`, logFile);
  return missing;
}
