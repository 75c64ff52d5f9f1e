/**
 * `npm run bench:lighthouse`: Lighthouse scores of the production build for a
 * few representative routes, in Debian's Chromium, mobile and desktop.
 * Lighthouse is fetched by npx on demand so it never weighs on `npm ci`.
 * Expects a build (`npm run build`); starts `scripts/serve.ts` itself.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const port = 4390;
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/about', '/Capabilities/capabilities', '/industries/Logistics&SupplyChainIndustry'];

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 2500));

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const outDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
try {
  console.log('route'.padEnd(44), 'form'.padEnd(8), 'perf', 'a11y', 'best', ' seo', '  LCP ms', '  CLS', ' TBT ms');
  for (const route of routes) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const output = join(outDir, `report-${formFactor}.json`);
      execFileSync(
        'npx',
        [
          '--yes',
          LIGHTHOUSE,
          `http://127.0.0.1:${port}${encodeURI(route)}`,
          '--quiet',
          '--output=json',
          `--output-path=${output}`,
          `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
      const score = (key: string) => String(Math.round((report.categories[key]?.score ?? 0) * 100)).padStart(4);
      const metric = (key: string, digits = 0) => (report.audits[key]?.numericValue ?? 0).toFixed(digits);
      console.log(
        route.padEnd(44),
        formFactor.padEnd(8),
        score('performance'),
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        metric('largest-contentful-paint').padStart(8),
        metric('cumulative-layout-shift', 3).padStart(6),
        metric('total-blocking-time').padStart(7),
      );
    }
  }
} finally {
  server.kill();
}
