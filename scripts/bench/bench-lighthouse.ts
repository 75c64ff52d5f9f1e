/**
 * `npm run bench:lighthouse [-- --all] [--runs N] [route ...]`: Lighthouse scores of the
 * production build in Debian's Chromium, mobile and desktop, N runs each (3 by default),
 * reporting the median of every figure per route and form factor.
 *
 *   (no routes)  a few representative routes
 *   route ...    the routes given, e.g. / /about
 *   --all        every pre-rendered page in dist/ (alias spellings and 404.html left out)
 *   --runs N     runs per route and form factor
 *   --form F     only one form factor: mobile or desktop
 *   --cpu N      Lighthouse's CPU slowdown (its throttling.cpuSlowdownMultiplier; 4 on mobile, 1 on desktop by
 *                default): on a machine much faster than a phone, main-thread figures are a few milliseconds of
 *                noise, and a larger N makes the script's share of the work visible again
 *   --stripped   also each page with every script stripped (scripts/bench/stripped-build.ts), run by turns with
 *                the real page in one sitting, and the table issue 36 reads: TBT and LCP beside the stripped
 *                page's, their ratio, and the page's first-render JavaScript. The ratio is the figure that holds
 *                from machine to machine; absolute times do not.
 *
 * Installs Chromium when it is missing (scripts/dev/ensure-chromium.sh), builds when dist/ is
 * missing, serves the build with scripts/dev/serve.ts on a free port, prints a table and writes
 * every run and the medians to reports/lighthouse.json. Lighthouse (pinned) is fetched by npx
 * on demand, so it never weighs on `npm ci`. Run it on an otherwise idle machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { DIST_DIR } from '../content/model/paths.ts';
import { startBuildServer } from '../dev/build-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium.ts';
import { kb, measureRoutes } from './route-sizes.ts';
import { writeStrippedBuild } from './stripped-build.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const DEFAULT_ROUTES = ['/', '/about', '/Capabilities/capabilities', '/industries/Logistics&SupplyChainIndustry'];
const FORM_FACTORS = ['mobile', 'desktop'] as const;
type FormFactor = (typeof FORM_FACTORS)[number];

const root = process.cwd();
const dist = join(root, DIST_DIR);
const reportFile = join(root, 'reports', 'lighthouse.json');

interface Options {
  all: boolean;
  runs: number;
  routes: string[];
  forms: readonly FormFactor[];
  stripped: boolean;
  cpuSlowdown: number | undefined;
}

function parseArguments(argv: string[]): Options {
  let all = false;
  let cpuSlowdown: number | undefined;
  let stripped = false;
  let forms: readonly FormFactor[] = FORM_FACTORS;
  let runs = 3;
  const routes: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--all') all = true;
    else if (argument === '--stripped') stripped = true;
    else if (argument === '--runs' || argument.startsWith('--runs=')) {
      const value = argument === '--runs' ? argv[(index += 1)] : argument.slice('--runs='.length);
      runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a whole number of at least 1, not "${value ?? ''}".`);
    } else if (argument === '--cpu') {
      const value = argv[(index += 1)];
      cpuSlowdown = Number(value);
      if (!Number.isFinite(cpuSlowdown) || cpuSlowdown < 1) throw new Error(`--cpu needs a slowdown of at least 1, not "${value ?? ''}".`);
    } else if (argument === '--form') {
      const value = argv[(index += 1)];
      const form = FORM_FACTORS.find((candidate) => candidate === value);
      if (!form) throw new Error(`--form needs mobile or desktop, not "${value ?? ''}".`);
      forms = [form];
    } else if (argument.startsWith('/')) routes.push(argument);
    else
      throw new Error(
        `Unknown argument "${argument}". Usage: npm run bench:lighthouse -- [--all] [--runs N] [--form mobile|desktop] [--cpu N] [--stripped] [/route ...]`,
      );
  }
  if (all && routes.length > 0) throw new Error('Pass either --all or routes, not both.');
  return { all, runs, routes, forms, stripped, cpuSlowdown };
}

/** Every pre-rendered page whose canonical link names its own address (alias spellings and 404.html are left out). */
function prerenderedRoutes(): string[] {
  const routes: string[] = [];
  (function walk(dir: string) {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name === 'index.html') {
        const route = `/${relative(dist, dir).split('\\').join('/')}`;
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
        const canonicalPath = canonical ? decodeURI(new URL(canonical.replaceAll('&amp;', '&')).pathname) : route;
        if (canonicalPath === route) routes.push(route);
      }
    }
  })(dist);
  return routes.sort((a, b) => a.localeCompare(b));
}

interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

/** One run's figures: scores 0–100, times in ms, CLS unitless. */
interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
}
const FIGURE_KEYS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'cls', 'tbt', 'fcp'] as const satisfies readonly (keyof Figures)[];

function figuresOf(report: LighthouseReport): Figures {
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const metric = (key: string) => report.audits[key]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    fcp: metric('first-contentful-paint'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

function medianFigures(runs: Figures[]): Figures {
  return Object.fromEntries(FIGURE_KEYS.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Figures;
}

/** Lighthouse sometimes loses its own trace of a load ("NO_NAVSTART"); such a run is started again, twice at most. */
const ATTEMPTS = 3;

function runLighthouse(url: string, formFactor: FormFactor, outDir: string, cpuSlowdown: number | undefined): Figures {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runLighthouseOnce(url, formFactor, outDir, cpuSlowdown);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.log(`  (Lighthouse failed on ${url}, attempt ${String(attempt)} of ${String(ATTEMPTS)}; running it again)`);
    }
  }
}

function runLighthouseOnce(url: string, formFactor: FormFactor, outDir: string, cpuSlowdown: number | undefined): Figures {
  const output = join(outDir, 'report.json');
  execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${String(cpuSlowdown)}`]),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return figuresOf(JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport);
}

const options = parseArguments(process.argv.slice(2));

// Chromium for Lighthouse: Debian's package, never a download (chrome-launcher finds it through CHROME_PATH).
execFileSync('bash', [join(root, 'scripts/dev/ensure-chromium.sh')], { stdio: 'inherit' });
process.env['CHROME_PATH'] = CHROMIUM_PATH;

const server = await startBuildServer(root);
const stripped = options.stripped ? await writeStrippedBuild(root) : undefined;
const strippedServer = stripped ? await startBuildServer(stripped.root) : undefined;
const routes = options.all ? prerenderedRoutes() : options.routes.length > 0 ? options.routes : DEFAULT_ROUTES;
const jsBytes = new Map(measureRoutes(dist).map((size) => [size.route, size.js]));

interface Result {
  route: string;
  formFactor: FormFactor;
  median: Figures;
  runs: Figures[];
  /** With --stripped: the same page with every script stripped, run by turns with the real one. */
  stripped?: { median: Figures; runs: Figures[] };
}
const results: Result[] = [];
const outDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const started = Date.now();
/** A column of the printed table: its title and its cell for one route and form factor, right-aligned to `width`. */
interface Column {
  title: string;
  width: number;
  cell: (result: Result) => string;
}
const ms = (value: number) => value.toFixed(0);
const strippedMedian = (result: Result): Figures => result.stripped?.median ?? result.median;
const tbtRatio = (result: Result) => {
  const of = strippedMedian(result).tbt;
  return of > 0 ? `${(result.median.tbt / of).toFixed(1)}×` : '-';
};
const SCORE_COLUMNS: Column[] = [
  { title: 'perf', width: 4, cell: (result) => String(result.median.performance) },
  { title: 'a11y', width: 4, cell: (result) => String(result.median.accessibility) },
  { title: 'best', width: 4, cell: (result) => String(result.median.bestPractices) },
  { title: 'seo', width: 4, cell: (result) => String(result.median.seo) },
  { title: 'LCP ms', width: 7, cell: (result) => ms(result.median.lcp) },
  { title: 'CLS', width: 6, cell: (result) => result.median.cls.toFixed(3) },
  { title: 'TBT ms', width: 7, cell: (result) => ms(result.median.tbt) },
  { title: 'FCP ms', width: 7, cell: (result) => ms(result.median.fcp) },
];
/** Issue 36's table: each figure beside the scripts-stripped page's. */
const STRIPPED_COLUMNS: Column[] = [
  { title: 'perf', width: 4, cell: (result) => String(result.median.performance) },
  { title: 'strp', width: 4, cell: (result) => String(strippedMedian(result).performance) },
  { title: 'TBT ms', width: 7, cell: (result) => ms(result.median.tbt) },
  { title: 'strp ms', width: 7, cell: (result) => ms(strippedMedian(result).tbt) },
  { title: 'ratio', width: 6, cell: tbtRatio },
  { title: 'LCP ms', width: 7, cell: (result) => ms(result.median.lcp) },
  { title: 'strp ms', width: 7, cell: (result) => ms(strippedMedian(result).lcp) },
  {
    title: 'JS KB gz',
    width: 8,
    cell: (result) => {
      const js = jsBytes.get(result.route);
      return js === undefined ? '-' : kb(js);
    },
  },
];
try {
  console.log(
    `Lighthouse ${LIGHTHOUSE.split('@')[1] ?? ''}, ${String(routes.length)} route(s) × ${options.forms.join(' and ')} × ${String(options.runs)} run(s)${strippedServer ? ', each beside its scripts-stripped copy (by turns)' : ''}${options.cpuSlowdown === undefined ? '' : `, CPU slowed ${String(options.cpuSlowdown)}×`}; medians.\n`,
  );
  const width = Math.max(...routes.map((route) => route.length), 5);
  const columns = strippedServer ? STRIPPED_COLUMNS : SCORE_COLUMNS;
  const line = (route: string, form: string, cells: string[]) =>
    [route.padEnd(width), form.padEnd(7), ...cells.map((cell, index) => cell.padStart(columns[index]?.width ?? 0))].join('  ');
  console.log(
    line(
      'route',
      'form',
      columns.map((column) => column.title),
    ),
  );
  for (const route of routes) {
    for (const formFactor of options.forms) {
      const runs: Figures[] = [];
      const strippedRuns: Figures[] = [];
      for (let run = 0; run < options.runs; run += 1) {
        runs.push(runLighthouse(`${server.origin}${encodeURI(route)}`, formFactor, outDir, options.cpuSlowdown));
        if (strippedServer) strippedRuns.push(runLighthouse(`${strippedServer.origin}${encodeURI(route)}`, formFactor, outDir, options.cpuSlowdown));
      }
      const result: Result = {
        route,
        formFactor,
        median: medianFigures(runs),
        runs,
        stripped: strippedServer ? { median: medianFigures(strippedRuns), runs: strippedRuns } : undefined,
      };
      results.push(result);
      console.log(
        line(
          route,
          formFactor,
          columns.map((column) => column.cell(result)),
        ),
      );
    }
  }
} finally {
  server.stop();
  strippedServer?.stop();
  stripped?.remove();
  rmSync(outDir, { recursive: true, force: true });
  // Written even when a run fails, so finished routes are not lost.
  mkdirSync(join(root, 'reports'), { recursive: true });
  const report = {
    lighthouse: LIGHTHOUSE,
    date: new Date().toISOString(),
    runsPerRoute: options.runs,
    stripped: options.stripped,
    cpuSlowdown: options.cpuSlowdown,
    complete: results.length === routes.length * options.forms.length,
    seconds: Math.round((Date.now() - started) / 1000),
    units: { scores: '0-100', lcp: 'ms', tbt: 'ms', fcp: 'ms', cls: 'unitless' },
    results,
  };
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\nWrote ${relative(root, reportFile)} (${String(results.length)} of ${String(routes.length * options.forms.length)} route and form-factor results).`,
  );
}
