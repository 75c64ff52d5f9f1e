/**
 * A production build (`npm run build` with both services set, as scripts/test/test-wordpress.sh makes it) carries none
 * of the demo build's marks (tests/html/demo-build.test.ts): its pages may be indexed, and the console never says
 * "demo build".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { studioTracesIn } from '../../scripts/studio/studio-traces.ts';
import { wordPressBuildDir } from '../../scripts/test/playwright-suites.ts';

const dist = join(wordPressBuildDir(), 'dist');
const robotsOf = (html: string) => [...html.matchAll(/<meta name="robots" content="([^"]*)" \/>/g)].map((match) => match[1]);

test('content pages of a production build may be indexed; the 404 and catalogue pages say noindex', () => {
  const robotsOfFile = (file: string) => robotsOf(readFileSync(join(dist, file), 'utf8'));
  expect(robotsOfFile('index.html')).toEqual(['index, follow']);
  expect(robotsOfFile('about/index.html')).toEqual(['index, follow']);
  expect(robotsOfFile('404.html')).toEqual(['noindex']);
  expect(robotsOfFile('sections/index.html')).toEqual(['noindex']);
});

test('the console of a production build never says "demo build"', async ({ page }) => {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  await page.goto('/about');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  expect(lines.filter((line) => /demo build/i.test(line))).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
});

test('a production build holds none of the studio (no studio file or code in dist/)', () => {
  expect(studioTracesIn(dist)).toEqual([]);
});
