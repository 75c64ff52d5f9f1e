/**
 * `npm run serve` (scripts/serve.ts) sends the headers and cache rules of scripts/lib/deploy/headers.ts, the same
 * ones the shipped nginx configuration sends (e2e/nginx/), so every suite here runs under the production policy.
 */
import { ASSET_CACHE, DOCUMENT_CACHE, MEDIA_CACHE, securityHeaders } from '../scripts/lib/deploy/headers.ts';
import { loadServerBundle } from '../scripts/lib/server-bundle.ts';
import { site } from './support/content.ts';
import { expect, test } from './support/test.ts';

const { externalOrigins } = await loadServerBundle(process.cwd());

test('pages, files, posts rendered on request and errors carry the security headers and their cache rule', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  for (const [path, cache] of [
    ['/', DOCUMENT_CACHE],
    ['/PLATFORM/', DOCUMENT_CACHE],
    ['/sitemap.xml', DOCUMENT_CACHE],
    [script, ASSET_CACHE],
    ['/media/images/capabilities/web-1280.webp', MEDIA_CACHE],
    ['/blogs/no-such-post', DOCUMENT_CACHE],
    ['/no/such/page', DOCUMENT_CACHE],
  ] as const) {
    const headers = (await request.get(path)).headers();
    for (const [name, value] of securityHeaders(externalOrigins)) expect(headers[name.toLowerCase()], `${name} of ${path}`).toBe(value);
    expect(headers['cache-control'], path).toBe(cache);
  }
});

test('the build output meant for servers is never sent', async ({ request }) => {
  for (const path of ['/_headers', '/_deploy/nginx/satori-xr.conf', '/.vite/manifest.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain(site.notFound.heading);
  }
});
