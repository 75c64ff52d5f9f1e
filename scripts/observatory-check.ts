/**
 * `npm run observatory`: scores the shipped headers with the Mozilla HTTP Observatory's rules
 * (scripts/lib/observatory-score.ts cites them) and fails below MINIMUM_SCORE.
 * - With no argument: the headers scripts/lib/deploy/headers.ts gives this build (dist/ and dist-ssr/ from
 *   `npm run build`), with the home page's HTML for the Subresource Integrity test.
 * - With an address (`npm run observatory -- https://www.satorixr.com/`): that live response.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControlFor, securityHeaders } from './lib/deploy/headers.ts';
import { scoreObservatory, type ObservatoryInput } from './lib/observatory-score.ts';
import { DIST_DIR, loadServerBundle } from './lib/server-bundle.ts';

/** What issue 17 asks of the shipped headers. */
const MINIMUM_SCORE = 110;

async function input(address: string | undefined): Promise<ObservatoryInput & { source: string }> {
  if (address) {
    const response = await fetch(address, { redirect: 'follow' });
    return { headers: Object.fromEntries(response.headers), html: await response.text(), pageUrl: response.url, source: response.url };
  }
  const root = process.cwd();
  const { externalOrigins, siteUrl } = await loadServerBundle(root);
  const headers = Object.fromEntries([...securityHeaders(externalOrigins), ['Cache-Control', cacheControlFor('/')]]);
  return {
    headers,
    html: readFileSync(join(root, DIST_DIR, 'index.html'), 'utf8'),
    pageUrl: `${siteUrl}/`,
    source: 'the headers of this build (scripts/lib/deploy/headers.ts)',
  };
}

const { source, ...scored } = await input(process.argv[2]);
const result = scoreObservatory(scored);
console.log(`Mozilla HTTP Observatory rules, applied to ${source}:\n`);
for (const test of result.tests) {
  const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
  console.log(`  ${test.pass ? '✓' : '✗'} ${test.test.padEnd(31)} ${modifier.padStart(4)}  ${test.result}`);
}
for (const { test, why } of result.notScored) console.log(`  – ${test.padEnd(31)}    ·  not scored: ${why}`);
console.log(`\nScore ${result.score} (${result.grade}); at least ${MINIMUM_SCORE} required.`);
if (result.score < MINIMUM_SCORE) process.exit(1);
