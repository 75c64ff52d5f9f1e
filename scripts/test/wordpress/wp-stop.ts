/**
 * `npm run wp:stop`: stops the servers `npm run wp:local` started, and only those: the pids recorded in
 * .wp-local/pids.json (WP_LOCAL_DIR), checked against their start time so that a reused pid is never hit.
 * SIGTERM to each server's process group, SIGKILL after a grace period; then the pid file is removed.
 * The packages, the database and the uploads stay; delete .wp-local/ to start from scratch.
 */
import { existsSync } from 'node:fs';
import { stopRecordedServers } from './processes.ts';
import { wpLocalSettings } from './settings.ts';

const STOP_GRACE_MS = 10_000;
const say = (line: string) => console.log(`[wp:stop] ${line}`);

async function main(): Promise<number> {
  const { pidFile } = wpLocalSettings().paths;
  if (!existsSync(pidFile)) {
    say(`Nothing to stop (no ${pidFile}).`);
    return 0;
  }
  const started = performance.now();
  await stopRecordedServers(pidFile, STOP_GRACE_MS, say);
  say(`Stopped in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}

process.exitCode = await main();
