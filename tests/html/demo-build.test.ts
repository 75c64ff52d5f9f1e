/**
 * The demo build (`npm run build:demo`, what `npm start` and `npm test` serve) can never be mistaken for production:
 * every HTML file it writes, 404.html and the post shells included, tells search engines not to index it, and it
 * holds none of the studio. That the console says "demo build" once is a browser matter (e2e/demo-build.spec.ts);
 * a production build carries neither mark (e2e/wordpress/production-build.spec.ts).
 */
import { readdirSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { studioTracesIn } from '../../scripts/studio/studio-traces.ts';
import { DIST, readBuiltFile } from '../../testing/vitest/built-site.ts';

const { DOMParser } = new JSDOM().window;

describe('the demo build', () => {
  it('every HTML file of the demo build, 404.html included, has exactly one robots tag, and it says noindex', () => {
    const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
    expect(files).toContain('404.html');
    expect(files).toContain('index.html');
    const robotsByFile = files.map((file) => {
      // Every <meta> element of the file, parsed on its own, whatever its attributes' order or spelling.
      const metas = new DOMParser().parseFromString([...readBuiltFile(file).matchAll(/<meta\b[^>]*>/gi)].map(([tag]) => tag).join(''), 'text/html');
      return { file, robots: [...metas.querySelectorAll('meta[name="robots" i]')].map((meta) => meta.getAttribute('content')) };
    });
    expect(robotsByFile.filter(({ robots }) => robots.length !== 1 || robots[0] !== 'noindex')).toEqual([]);
  });

  it('holds none of the studio: no studio file or code in dist/, so /__studio has no file to serve', () => {
    // A file or folder named after the studio (dist/__studio/) counts as a trace, as does any of its code.
    expect(studioTracesIn(DIST)).toEqual([]);
  });
});
