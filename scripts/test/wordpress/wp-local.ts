/**
 * `npm run wp:local`: a real WordPress on http://127.0.0.1:$WP_PORT (8091 by default) for the contract tests.
 *
 * Installs Debian's wordpress, mariadb-server, php-fpm, php-mysql, php-gd and nginx when missing, then runs
 * MariaDB, php-fpm and nginx directly (no systemd, no service scripts) with private configuration, sockets,
 * logs and data under .wp-local/ (WP_LOCAL_DIR), seeds deterministic posts through PHP, and leaves the
 * servers running in the background. Their pids are in .wp-local/pids.json; `npm run wp:stop` stops them.
 *
 * Exit codes: 0 running (started now or already), 3 the packages cannot be installed here (not root, no
 * package mirror, apt failed: the test command then skips only the real-WordPress suite), 1 anything else,
 * with the tail of the failing server's log. See docs/wordpress-local.md.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createStateDirectories, writeConfiguration } from './config-files.ts';
import { databaseAnswers, databaseDaemon, initialiseDataDirectory, prepareWordPressDatabase, readWordPressOption } from './database.ts';
import { restApiAnswers, waitForRestApi } from './http.ts';
import { InstallUnavailableError, ensurePackages } from './packages.ts';
import { isRunning, logTail, readServerRecords, startDaemon, stopRecordedServers, type ServerRecord } from './processes.ts';
import { seedVersion, seedWhenNeeded } from './seeding.ts';
import { wpLocalSettings, type WpLocalSettings } from './settings.ts';
import { nginxDaemon, phpFpmDaemon } from './web.ts';

const EXIT_INSTALL_UNAVAILABLE = 3;
const STOP_GRACE_MS = 10_000;
const DATABASE_START_TIMEOUT_MS = 60_000;
const REST_START_TIMEOUT_MS = 60_000;

const say = (line: string) => console.log(`[wp:local] ${line}`);
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** A failure that names the server whose log explains it. */
class ServerFailure extends Error {
  constructor(
    message: string,
    readonly logFile: string,
  ) {
    super(message);
  }
}

/** Running, answering, and holding the current seed (an edited seed script or another port restarts and reseeds). */
async function alreadyRunning(settings: WpLocalSettings): Promise<boolean> {
  const records = readServerRecords(settings.paths.pidFile);
  if (records.length !== 3 || !records.every(isRunning) || !(await restApiAnswers(settings.probeUrl))) return false;
  return readWordPressOption(settings, 'satori_seed_version') === seedVersion(settings);
}

async function waitForDatabase(settings: WpLocalSettings, record: ServerRecord): Promise<void> {
  const deadline = performance.now() + DATABASE_START_TIMEOUT_MS;
  while (!databaseAnswers(settings)) {
    if (!isRunning(record)) throw new ServerFailure('MariaDB stopped during start-up.', record.logFile);
    if (performance.now() > deadline) throw new ServerFailure(`MariaDB did not answer on ${settings.paths.databaseSocket} within 60 s.`, record.logFile);
    await sleep(200);
  }
}

async function startDatabase(settings: WpLocalSettings): Promise<void> {
  const logFile = join(settings.paths.logDir, 'mariadb-install-db.log');
  try {
    if (initialiseDataDirectory(settings, logFile)) say(`Created the MariaDB data directory ${settings.paths.databaseDir}.`);
  } catch (error) {
    throw new ServerFailure(error instanceof Error ? error.message : String(error), logFile);
  }
  const record = startDaemon(databaseDaemon(settings), settings.paths.pidFile);
  await waitForDatabase(settings, record);
  prepareWordPressDatabase(settings, false);
}

function seed(settings: WpLocalSettings): void {
  const started = performance.now();
  try {
    const outcome = seedWhenNeeded(settings, say);
    say(outcome === 'seeded' ? `Seeded in ${seconds(started)}.` : 'The database already holds this seed: kept as it is.');
  } catch (error) {
    throw new ServerFailure(error instanceof Error ? error.message : String(error), join(settings.paths.logDir, 'seed.log'));
  }
}

async function startWebServers(settings: WpLocalSettings): Promise<void> {
  startDaemon(phpFpmDaemon(settings), settings.paths.pidFile);
  const nginx = startDaemon(nginxDaemon(settings), settings.paths.pidFile);
  const records = readServerRecords(settings.paths.pidFile);
  try {
    await waitForRestApi(settings.probeUrl, REST_START_TIMEOUT_MS, () => records.find((record) => !isRunning(record))?.name);
  } catch (error) {
    const stopped = records.find((record) => !isRunning(record)) ?? nginx;
    throw new ServerFailure(error instanceof Error ? error.message : String(error), stopped.logFile);
  }
}

async function start(settings: WpLocalSettings): Promise<void> {
  const startedAt = performance.now();
  if (existsSync(settings.paths.pidFile)) {
    say('Stopping the servers of an earlier run first (stale, or holding an older seed) ...');
    await stopRecordedServers(settings.paths.pidFile, STOP_GRACE_MS, say);
  }
  mkdirSync(join(settings.paths.logDir), { recursive: true });
  const installStarted = performance.now();
  const installed = ensurePackages(settings.isRoot, join(settings.paths.logDir, 'apt.log'), say);
  if (installed.length > 0) say(`Installed ${installed.length} packages in ${seconds(installStarted)}.`);

  const serversStarted = performance.now();
  createStateDirectories(settings);
  writeConfiguration(settings);
  await startDatabase(settings);
  seed(settings);
  await startWebServers(settings);
  say(`Servers up in ${seconds(serversStarted)} (${seconds(startedAt)} in all).`);
}

function reportInstallUnavailable(error: InstallUnavailableError): void {
  const rule = '!'.repeat(78);
  console.error(
    [
      rule,
      '!! wp:local cannot install the local WordPress on this machine.',
      `!! ${error.message}`,
      '!! It needs root and a reachable Debian package mirror (apt-get). Exit code 3: the test',
      '!! command skips the real-WordPress contract suite only, and runs every other check.',
      rule,
    ].join('\n'),
  );
  if (error.logFile !== undefined) console.error(`--- last lines of ${error.logFile} ---\n${logTail(error.logFile, 12)}\n---`);
}

async function main(): Promise<number> {
  let settings: WpLocalSettings;
  try {
    settings = wpLocalSettings();
  } catch (error) {
    console.error(`[wp:local] ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  if (await alreadyRunning(settings)) {
    say(`Already running: ${settings.baseUrl} (seed: ${settings.paths.seedFile}).`);
    return 0;
  }
  try {
    await start(settings);
  } catch (error) {
    if (error instanceof InstallUnavailableError) {
      reportInstallUnavailable(error);
      return EXIT_INSTALL_UNAVAILABLE;
    }
    console.error(`[wp:local] FAILED: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof ServerFailure) console.error(`--- last lines of ${error.logFile} ---\n${logTail(error.logFile)}\n---`);
    if (existsSync(settings.paths.pidFile)) {
      console.error('[wp:local] Stopping the servers this run started ...');
      await stopRecordedServers(settings.paths.pidFile, STOP_GRACE_MS, (line) => console.error(`[wp:local] ${line}`));
    }
    return 1;
  }
  say(`WordPress is running at ${settings.baseUrl}/ (REST: ${settings.baseUrl}/wp-json/wp/v2/posts).`);
  say(`Seeded expectations: ${settings.paths.seedFile}. Logs: ${settings.paths.logDir}. Stop with: npm run wp:stop`);
  return 0;
}

process.exitCode = await main();
