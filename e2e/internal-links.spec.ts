import { staticPages } from './support/content.ts';
import { expect, test } from './support/test.ts';

const decodeAttribute = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The internal link targets in a page's pre-rendered HTML: the href of every <a> that stays on this site. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)]
    .map((match) => decodeAttribute(match[1] ?? ''))
    .filter((href) => href.startsWith('/') || href.startsWith('#'));
}

test('every internal link on every pre-rendered page leads to a page that exists, and every #fragment to its element', async ({ request }) => {
  test.setTimeout(120_000);
  const htmlOf = new Map<string, string>();
  const fetchHtml = async (path: string) => {
    const known = htmlOf.get(path);
    if (known !== undefined) return { status: 200, html: known };
    const response = await request.get(path);
    const html = await response.text();
    if (response.status() === 200) htmlOf.set(path, html);
    return { status: response.status(), html };
  };
  const broken: string[] = [];
  const checked = new Set<string>();
  for (const source of staticPages) {
    const { html } = await fetchHtml(source.path);
    for (const href of internalLinks(html)) {
      const url = new URL(href, `http://site${source.path}`);
      const target = decodeURI(url.pathname);
      const key = `${target}${url.hash}`;
      if (checked.has(key)) continue;
      checked.add(key);
      const { status, html: targetHtml } = await fetchHtml(url.pathname);
      if (status !== 200) broken.push(`${source.path} → ${href}: status ${status}`);
      else if (url.hash && !targetHtml.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`))
        broken.push(`${source.path} → ${href}: no element with that id`);
    }
  }
  expect(checked.size).toBeGreaterThan(40);
  expect(broken).toEqual([]);
});
