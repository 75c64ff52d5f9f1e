/**
 * The servers wp:local starts and wp:stop stops: spawned detached (each leads its own process group),
 * logged to files, and recorded in pids.json with their start time, so that a pid the kernel has since
 * given to an unrelated process is never signalled. Nothing here looks processes up by name.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';

export interface ServerRecord {
  readonly name: string;
  readonly pid: number;
  /** Field 22 of /proc/<pid>/stat (clock ticks after boot): with the pid, it identifies the process. */
  readonly startTime: string;
  readonly command: readonly string[];
  readonly logFile: string;
}

export interface DaemonSpec {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly logFile: string;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

interface ProcessStat {
  readonly state: string;
  readonly processGroup: number;
  /** Field 22 of /proc/<pid>/stat. */
  readonly startTime: string;
}

function readProcessStat(pid: number): ProcessStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces: count the fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state, processGroup, startTime] = [fields[0], fields[2], fields[19]];
    return state === undefined || processGroup === undefined || startTime === undefined ? undefined : { state, processGroup: Number(processGroup), startTime };
  } catch {
    return undefined;
  }
}

/** True while the recorded process (same pid, same start time) exists and is not a zombie. */
export function isRunning(record: ServerRecord): boolean {
  const stat = readProcessStat(record.pid);
  return stat !== undefined && stat.startTime === record.startTime && stat.state !== 'Z';
}

/**
 * True while a live process is left in the group the recorded server led (its workers, say). Zombies do not
 * count: the servers' parent (npm) has exited, and how soon init reaps them varies from machine to machine.
 */
function groupHasMembers(pgid: number): boolean {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProcessStat(Number(entry));
    if (stat !== undefined && stat.processGroup === pgid && stat.state !== 'Z') return true;
  }
  return false;
}

export function readServerRecords(pidFile: string): ServerRecord[] {
  if (!existsSync(pidFile)) return [];
  try {
    const parsed: unknown = JSON.parse(readFileSync(pidFile, 'utf8'));
    return Array.isArray(parsed) ? parsed.filter(isServerRecord) : [];
  } catch {
    return [];
  }
}

function isServerRecord(value: unknown): value is ServerRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string' &&
    'pid' in value &&
    typeof value.pid === 'number' &&
    'startTime' in value &&
    typeof value.startTime === 'string' &&
    'logFile' in value &&
    typeof value.logFile === 'string'
  );
}

function writeServerRecords(pidFile: string, records: readonly ServerRecord[]): void {
  writeFileSync(pidFile, `${JSON.stringify(records, null, 2)}\n`);
}

/** Starts a server in the background, appends it to pids.json at once, and returns its record. */
export function startDaemon(spec: DaemonSpec, pidFile: string): ServerRecord {
  const log = openSync(spec.logFile, 'a');
  const child = spawn(spec.command, spec.args, { detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  child.unref();
  const pid = child.pid;
  const startTime = pid === undefined ? undefined : readProcessStat(pid)?.startTime;
  if (pid === undefined || startTime === undefined) throw new Error(`${spec.name} did not start (${spec.command}); see ${spec.logFile}.`);
  const record: ServerRecord = { name: spec.name, pid, startTime, command: [spec.command, ...spec.args], logFile: spec.logFile };
  writeServerRecords(pidFile, [...readServerRecords(pidFile).filter((existing) => existing.name !== spec.name), record]);
  return record;
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await sleep(100);
  }
  return condition();
}

/**
 * SIGTERM to the server's process group (the server and its workers), SIGKILL to the group after the grace
 * period. The group is only signalled while its leader is the recorded process or, once the leader is gone,
 * while members remain: Linux does not hand out a live group's id as a new pid, so they are still ours.
 */
export async function stopServer(record: ServerRecord, graceMs: number): Promise<'stopped' | 'killed' | 'not running'> {
  // A process with the recorded pid but another start time means the pid was reused, so our group is gone
  // (Linux never hands out the id of a live process group as a new pid).
  const stat = readProcessStat(record.pid);
  const pidReused = stat !== undefined && stat.startTime !== record.startTime;
  if (pidReused || !groupHasMembers(record.pid)) return 'not running';
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-record.pid, signal);
    } catch {
      // The group emptied between the check and the signal.
    }
  };
  signalGroup('SIGTERM');
  if (await waitUntil(() => !groupHasMembers(record.pid), graceMs)) return 'stopped';
  signalGroup('SIGKILL');
  await waitUntil(() => !groupHasMembers(record.pid), 2000);
  return 'killed';
}

/** Stops every recorded server, newest first (web server before PHP before the database), and removes pids.json. */
export async function stopRecordedServers(pidFile: string, graceMs: number, report: (line: string) => void): Promise<void> {
  const records = readServerRecords(pidFile);
  for (const record of [...records].reverse()) {
    const outcome = await stopServer(record, graceMs);
    report(`${record.name} (pid ${record.pid}): ${outcome}`);
  }
  rmSync(pidFile, { force: true });
}

/** The last lines of a log file, for error messages. */
export function logTail(file: string, lines = 30): string {
  if (!existsSync(file)) return `(no log at ${file})`;
  const text = readFileSync(file, 'utf8').trimEnd();
  return text.split('\n').slice(-lines).join('\n') || '(empty log)';
}
