/**
 * A private MariaDB: its own data directory and unix socket under the state directory, no TCP port, started
 * directly (no service scripts). The mariadb client connects over the socket as the invoking OS user, whom
 * mariadb-install-db grants access through the unix_socket plugin.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { DaemonSpec } from './processes.ts';
import { DATABASE_NAME, DATABASE_PASSWORD, DATABASE_USER, type WpLocalSettings } from './settings.ts';

export interface SqlResult {
  readonly ok: boolean;
  readonly output: string;
  readonly error: string;
}

function databaseUserArguments(settings: WpLocalSettings): string[] {
  // mariadbd refuses to run as root unless told to; as root, it keeps running as root so it can write the checkout.
  return settings.isRoot ? ['--user=root'] : [];
}

/**
 * Creates the system tables once, logging to `logFile`. A data directory without them (an interrupted first
 * run) is started over. Returns whether it created one.
 */
export function initialiseDataDirectory(settings: WpLocalSettings, logFile: string): boolean {
  const { databaseDir } = settings.paths;
  if (existsSync(join(databaseDir, 'mysql'))) return false;
  rmSync(databaseDir, { recursive: true, force: true });
  const log = openSync(logFile, 'a');
  try {
    const result = spawnSync(
      'mariadb-install-db',
      ['--no-defaults', `--datadir=${databaseDir}`, '--auth-root-authentication-method=socket', '--skip-name-resolve', ...databaseUserArguments(settings)],
      { stdio: ['ignore', log, log] },
    );
    if (result.status !== 0) throw new Error(`mariadb-install-db failed (exit ${String(result.status)}).`);
  } finally {
    closeSync(log);
  }
  return true;
}

export function databaseDaemon(settings: WpLocalSettings): DaemonSpec {
  const { paths } = settings;
  return {
    name: 'mariadb',
    command: existsSync('/usr/sbin/mariadbd') ? '/usr/sbin/mariadbd' : '/usr/sbin/mysqld',
    args: [
      '--no-defaults',
      `--datadir=${paths.databaseDir}`,
      `--socket=${paths.databaseSocket}`,
      `--pid-file=${join(paths.runDir, 'mariadb.pid')}`,
      `--log-error=${join(paths.logDir, 'mariadb.log')}`,
      `--tmpdir=${paths.runDir}`,
      '--skip-networking',
      '--skip-name-resolve',
      '--character-set-server=utf8mb4',
      '--collation-server=utf8mb4_unicode_ci',
      // Small and quick to start: a test database of a few dozen rows.
      '--innodb-buffer-pool-size=32M',
      '--innodb-log-file-size=16M',
      ...databaseUserArguments(settings),
    ],
    logFile: join(paths.logDir, 'mariadb.log'),
  };
}

/** Runs SQL over the private socket; tab-separated raw output without column names. */
export function runSql(settings: WpLocalSettings, statements: string): SqlResult {
  const result = spawnSync(
    'mariadb',
    ['--no-defaults', '--protocol=socket', `--socket=${settings.paths.databaseSocket}`, `--user=${settings.user}`, '--batch', '--raw', '--skip-column-names'],
    { input: statements, encoding: 'utf8' },
  );
  return { ok: result.status === 0, output: result.stdout.replace(/\n$/, ''), error: result.stderr.trim() };
}

function runSqlOrThrow(settings: WpLocalSettings, statements: string): string {
  const result = runSql(settings, statements);
  if (!result.ok) throw new Error(`SQL failed: ${result.error}`);
  return result.output;
}

export function databaseAnswers(settings: WpLocalSettings): boolean {
  return runSql(settings, 'SELECT 1;').ok;
}

const escapeSqlString = (value: string) => value.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

/** The WordPress database and its user; with `reset`, the database is dropped first (the user and grants stay). */
export function prepareWordPressDatabase(settings: WpLocalSettings, reset: boolean): void {
  runSqlOrThrow(
    settings,
    [
      reset ? `DROP DATABASE IF EXISTS \`${DATABASE_NAME}\`;` : '',
      `CREATE DATABASE IF NOT EXISTS \`${DATABASE_NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`,
      `CREATE USER IF NOT EXISTS '${DATABASE_USER}'@'localhost' IDENTIFIED BY '${escapeSqlString(DATABASE_PASSWORD)}';`,
      `GRANT ALL PRIVILEGES ON \`${DATABASE_NAME}\`.* TO '${DATABASE_USER}'@'localhost';`,
    ].join('\n'),
  );
}

/** A WordPress option straight from the table; undefined when WordPress is not installed yet. */
export function readWordPressOption(settings: WpLocalSettings, name: string): string | undefined {
  const result = runSql(settings, `SELECT option_value FROM \`${DATABASE_NAME}\`.wp_options WHERE option_name = '${escapeSqlString(name)}';`);
  return result.ok && result.output !== '' ? result.output : undefined;
}
