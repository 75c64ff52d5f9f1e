/** Reads a Chromium trace (the Trace Event Format) into the figures `npm run bench:trace` prints. */

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { frame?: string; data?: Record<string, unknown> & { url?: string; documentLoaderURL?: string; isMainFrame?: boolean }; name?: string };
}

export interface TaskSummary {
  /** ms after navigation start */
  start: number;
  duration: number;
  /** What ran in the task (script by file, style, layout, paint, parsing), longest first, with its time. */
  activities: { label: string; duration: number }[];
}

export interface TraceSummary {
  firstPaint?: number;
  firstContentfulPaint?: number;
  largestContentfulPaint?: number;
  domContentLoaded?: number;
  load?: number;
  mainThreadBusy: number;
  taskCount: number;
  longestTasks: TaskSummary[];
  /**
   * The main-thread busy time by kind of work over every task, longest first; "other" is task time in no traced
   * activity (the scheduler, the network stack, what the categories do not name).
   */
  busyByActivity: { label: string; duration: number }[];
}

const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
]);
const ACTIVITIES = new Set([
  ...SCRIPT_EVENTS,
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'HitTest',
  'Decode Image',
  'IntersectionObserverController::computeIntersections',
]);
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

function shortUrl(url: string): string {
  if (!url) return '(inline or internal)';
  try {
    const { pathname } = new URL(url);
    return pathname.split('/').at(-1) || pathname;
  } catch {
    return url;
  }
}

/**
 * Finds the page's renderer main thread and its navigation start (the `navigationStart` mark of
 * the document at `url`), then measures everything from there.
 */
export function summariseTrace(events: TraceEvent[], url: string, windowMs: number): TraceSummary {
  const navigation = events.filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url).at(-1);
  if (!navigation) throw new Error(`The trace has no navigation to ${url}.`);
  const { pid, tid } = navigation;
  const origin = navigation.ts;
  const frame = navigation.args?.frame;
  const since = (event: TraceEvent | undefined) => (event ? (event.ts - origin) / 1000 : undefined);
  const firstMark = (name: string) => events.find((event) => event.name === name && event.ts >= origin && (frame === undefined || event.args?.frame === frame));
  // The browser's own markers name their frame in args.data; other pages of the browser emit them too.
  const documentMark = (name: string) => events.find((event) => event.name === name && event.ts >= origin && event.args?.data?.['frame'] === frame);
  const lastMark = (name: string) =>
    events.filter((event) => event.name === name && event.ts >= origin && (frame === undefined || event.args?.frame === frame)).at(-1);

  const thread = events.filter(
    (event) => event.pid === pid && event.tid === tid && event.ts >= origin && event.ts <= origin + windowMs * 1000 && event.ph === 'X',
  );
  // Top-level tasks only: the scheduler nests task events inside one another.
  const allTasks = thread.filter((event) => TASK_NAMES.has(event.name) && (event.dur ?? 0) > 0).sort((a, b) => a.ts - b.ts);
  const tasks: TraceEvent[] = [];
  for (const task of allTasks) {
    const last = tasks.at(-1);
    if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
    tasks.push(task);
  }
  const busyByActivity = new Map<string, number>();
  const summaries: TaskSummary[] = tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = thread.filter((event) => event !== task && !TASK_NAMES.has(event.name) && event.ts >= task.ts && event.ts < end);
    // The outermost activities of the task, each labelled by its kind and, for script, its file.
    const byActivity = new Map<string, number>();
    let coveredUntil = 0;
    for (const event of inside.sort((a, b) => a.ts - b.ts)) {
      if (!ACTIVITIES.has(event.name) || event.ts < coveredUntil) continue;
      coveredUntil = event.ts + (event.dur ?? 0);
      const data = event.args?.data;
      const scriptUrl = typeof data?.url === 'string' ? data.url : typeof data?.['fileName'] === 'string' ? data['fileName'] : '';
      const label = SCRIPT_EVENTS.has(event.name) ? `${event.name} ${shortUrl(scriptUrl)}` : event.name;
      byActivity.set(label, (byActivity.get(label) ?? 0) + (event.dur ?? 0) / 1000);
    }
    let traced = 0;
    for (const [label, duration] of byActivity) {
      busyByActivity.set(label, (busyByActivity.get(label) ?? 0) + duration);
      traced += duration;
    }
    busyByActivity.set('other', (busyByActivity.get('other') ?? 0) + Math.max(0, (task.dur ?? 0) / 1000 - traced));
    return {
      start: (task.ts - origin) / 1000,
      duration: (task.dur ?? 0) / 1000,
      activities: [...byActivity]
        .map(([label, duration]) => ({ label, duration }))
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 4),
    };
  });

  return {
    firstPaint: since(firstMark('firstPaint')),
    firstContentfulPaint: since(firstMark('firstContentfulPaint')),
    largestContentfulPaint: since(lastMark('largestContentfulPaint::Candidate')),
    domContentLoaded: since(documentMark('MarkDOMContent')),
    load: since(documentMark('MarkLoad')),
    mainThreadBusy: summaries.reduce((total, task) => total + task.duration, 0),
    taskCount: summaries.length,
    longestTasks: [...summaries].sort((a, b) => b.duration - a.duration).slice(0, 10),
    busyByActivity: [...busyByActivity].map(([label, duration]) => ({ label, duration })).sort((a, b) => b.duration - a.duration),
  };
}
