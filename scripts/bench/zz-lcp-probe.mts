import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startBuildServer } from '/work/main/scripts/dev/build-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/scripts/dev/chromium.ts';
import { writeStrippedBuild } from '/work/main/scripts/bench/stripped-build.ts';
const root = '/work/main';
const server = await startBuildServer(root);
const stripped = await writeStrippedBuild(root);
const strippedServer = await startBuildServer(stripped.root);
const routes = process.argv.slice(2);
for (const route of routes) for (const [name, s] of [['real', server], ['stripped', strippedServer]] as const) {
  const out = `/tmp/lh-${name}-${route.replace(/\W/g, '_')}.json`;
  for (let a = 0; a < 3; a += 1) { try { execFileSync('npx', ['--yes', 'lighthouse@12.8.2', s.origin + route, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`, '--only-categories=performance', '--save-assets', '--throttling.cpuSlowdownMultiplier=20'], { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] }); break; } catch { console.log('retry'); } }
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const m = r.audits.metrics.details.items[0];
  const el = r.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const phases = r.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  console.log(route, name, 'LCP sim', Math.round(m.largestContentfulPaint), 'FCP sim', Math.round(m.firstContentfulPaint), 'obs LCP', Math.round(m.observedLargestContentfulPaint), 'obs FCP', Math.round(m.observedFirstContentfulPaint), 'TBT', Math.round(m.totalBlockingTime));
  console.log('   el', el?.selector, '|', el?.nodeLabel?.slice(0, 60));
  console.log('   phases', JSON.stringify(phases));
}
server.stop(); strippedServer.stop(); process.exit(0);
