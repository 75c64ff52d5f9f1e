/**
 * The demo build (`npm run build:demo`, what `npm start` and `npm test` serve) can never be mistaken for production:
 * every pre-rendered page, 404.html included, tells search engines not to index it, and the browser console says
 * "demo build" once, when the application starts. A production build carries neither (e2e/wordpress/production-build.spec.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConsoleMessage } from '@playwright/test';
import { studioTracesIn } from '../scripts/lib/studio-traces.ts';
import { expect, openReady, test } from './support/test.ts';

const dist = join(process.cwd(), 'dist');
const ROBOTS = /<meta name="robots" content="([^"]*)" \/>/g;

test('every pre-rendered page of the demo build, 404.html included, has exactly one robots tag, and it says noindex', () => {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'));
  expect(files).toContain('404.html');
  expect(files).toContain('index.html');
  const robotsByFile = files.map((file) => ({ file, robots: [...readFileSync(join(dist, file), 'utf8').matchAll(ROBOTS)].map((match) => match[1]) }));
  expect(robotsByFile.filter(({ robots }) => robots.length !== 1 || robots[0] !== 'noindex')).toEqual([]);
});

test('the console says "demo build" once, when the application starts, and not again on client-side navigation', async ({ page }) => {
  const demoLines: ConsoleMessage[] = [];
  page.on('console', (message) => {
    if (message.text().includes('demo build')) demoLines.push(message);
  });
  await openReady(page, '/');
  expect(demoLines.map((message) => [message.type(), message.text()])).toEqual([['info', 'Satori XR demo build: posts and contact form are mocks']]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.locator('footer a[href="/privacy"]').first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.locator('h1')).toBeVisible();
  // Still noindex after the head is updated in the browser, and still one line.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(demoLines).toHaveLength(1);
});

test('the build holds none of the studio: no studio file or code in dist/, and /__studio is a missing page', async ({ page }) => {
  expect(studioTracesIn(dist)).toEqual([]);
  const response = await page.goto('/__studio');
  expect(response?.status()).toBe(404);
});
