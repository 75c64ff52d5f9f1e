/** php-fpm and nginx, each with the private configuration config-files.ts wrote, in the foreground. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DaemonSpec } from './processes.ts';
import type { WpLocalSettings } from './settings.ts';

/** Debian names the binary after the PHP version (php-fpm8.2 on bookworm). */
export function findPhpFpm(): string | undefined {
  const name = readdirSync('/usr/sbin')
    .filter((entry) => /^php-fpm\d+(\.\d+)?$/.test(entry))
    .sort()
    .at(-1);
  return name === undefined ? undefined : join('/usr/sbin', name);
}

export function phpFpmDaemon(settings: WpLocalSettings): DaemonSpec {
  const binary = findPhpFpm();
  if (binary === undefined) throw new Error('No php-fpm binary in /usr/sbin, although the php-fpm package is installed.');
  return {
    name: 'php-fpm',
    command: binary,
    // --nodaemonize keeps the master as the process we spawned; -R is required to run the pool as root.
    args: ['--nodaemonize', '--fpm-config', settings.paths.phpFpmConfig, ...(settings.isRoot ? ['--allow-to-run-as-root'] : [])],
    logFile: join(settings.paths.logDir, 'php-fpm.log'),
  };
}

export function nginxDaemon(settings: WpLocalSettings): DaemonSpec {
  if (!existsSync('/usr/sbin/nginx')) throw new Error('No /usr/sbin/nginx, although the nginx package is installed.');
  const { paths } = settings;
  return {
    name: 'nginx',
    command: '/usr/sbin/nginx',
    // -e: the log for messages before the configuration is read (otherwise /var/log/nginx/error.log).
    args: ['-p', paths.stateDir, '-c', paths.nginxConfig, '-e', join(paths.logDir, 'nginx-error.log')],
    logFile: join(paths.logDir, 'nginx-error.log'),
  };
}
