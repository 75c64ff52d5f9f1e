/**
 * `npm run observatory`: scores the shipped headers with the Mozilla HTTP Observatory's rules
 * (scripts/test/observatory-score.ts cites them) and fails below MINIMUM_SCORE.
 * - With no argument: this build (dist/ and dist-ssr/ from `npm run build`) as its shipped nginx configuration
 *   serves it over TLS: the home page's headers from scripts/build/deploy/headers.ts with its own style hashes, its
 *   HTML for the Subresource Integrity test, and plain HTTP redirected to HTTPS when the configuration does so.
 *   The nginx suite (e2e/nginx/) scores the same on a real nginx.
 * - With an address (`npm run observatory -- https://www.satorixr.com/`): that live site, its https:// page and
 *   what http:// on the same host redirects through.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOY_FILES, cacheControlFor, readPolicySettings, securityHeaders } from '../build/deploy/headers.ts';
import { DEFAULT_HTTPS_REDIRECT } from '../build/deploy/nginx-config.ts';
import { inlineStyleHashes, loadServerBundle } from '../build/prerender/html-page.ts';
import { scoreObservatory, type ObservatoryInput, type RedirectStep } from './observatory-score.ts';
import { DIST_DIR } from '../content/model/paths.ts';

/** What issue 25 asks of the shipped headers on the TLS configuration. */
const MINIMUM_SCORE = 120;
const MAXIMUM_REDIRECTS = 10;

/** The scanner's walk from http://host/: every address and its status, until one is not a redirect. */
async function redirectChain(start: string): Promise<RedirectStep[] | null> {
  const steps: RedirectStep[] = [];
  let url = start;
  for (let hop = 0; hop <= MAXIMUM_REDIRECTS; hop += 1) {
    let response: Response;
    try {
      response = await fetch(url, { redirect: 'manual' });
    } catch (error) {
      // Nothing answers plain HTTP: the Observatory's "no redirect needed". Any later failure is the chain's end.
      if (hop === 0) return null;
      throw error;
    }
    steps.push({ url, status: response.status });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return steps;
    url = new URL(location, url).href;
  }
  return steps;
}

async function input(address: string | undefined): Promise<ObservatoryInput & { source: string }> {
  if (address) {
    const response = await fetch(address, { redirect: 'follow' });
    const page = new URL(response.url);
    return {
      headers: Object.fromEntries(response.headers),
      html: await response.text(),
      pageUrl: response.url,
      https: page.protocol === 'https:',
      httpRedirects: await redirectChain(`http://${page.host}/`),
      source: response.url,
    };
  }
  const root = process.cwd();
  const dist = join(root, DIST_DIR);
  const { externalOrigins, siteUrl } = await loadServerBundle(root);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const headers = Object.fromEntries([
    ...securityHeaders(externalOrigins, readPolicySettings(dist), inlineStyleHashes(html)),
    ['Cache-Control', cacheControlFor('/')],
  ]);
  const site = new URL(siteUrl);
  const redirects = readFileSync(join(dist, DEPLOY_FILES.nginx), 'utf8').includes(`${DEFAULT_HTTPS_REDIRECT};`);
  const plainHttp = `http://${site.host}/`;
  return {
    headers,
    html,
    pageUrl: `https://${site.host}/`,
    httpRedirects: redirects
      ? [
          { url: plainHttp, status: 301 },
          { url: `https://${site.host}/`, status: 200 },
        ]
      : [{ url: plainHttp, status: 200 }],
    source: `this build as its nginx configuration serves it over TLS (${DIST_DIR}/${DEPLOY_FILES.nginx}, scripts/build/deploy/headers.ts)`,
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
