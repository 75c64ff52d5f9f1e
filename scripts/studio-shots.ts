/**
 * `npm run studio:shots`: screenshots of the studio at work for docs/studio.md (docs/images/studio-*.webp), and of
 * the studio at 390, 768 and 1440 px for review (shots/studio-<width>.png). Runs the development server on a
 * throwaway copy of the content (scripts/studio-e2e-server.ts), so nothing it does touches the repository's pages.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { startStudioDevServer } from './lib/studio-content-copy.ts';

const projectRoot = resolve(import.meta.dirname, '..');
const port = process.env['STUDIO_SHOTS_PORT'] ?? '4343';
const docsImages = join(projectRoot, 'docs', 'images');
const reviewShots = join(projectRoot, 'shots');

async function openAbout(page: Page) {
  await page.goto(`${origin}/__studio`);
  await page
    .getByRole('list', { name: 'Pages' })
    .getByRole('button', { name: /^\/about / })
    .click();
  await page.locator('#field_heading').waitFor();
  await page.frameLocator('iframe[title="Preview"]').locator('main [data-section-type]').first().waitFor();
}

/** A docs screenshot: WebP, at most 1600 px wide, so the docs stay light. */
async function docsShot(page: Page, name: string) {
  const png = await page.screenshot();
  await sharp(png)
    .resize({ width: 1600, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(join(docsImages, `${name}.webp`));
  console.log(`docs/images/${name}.webp`);
}

const { origin, stop } = await startStudioDevServer({ projectRoot, port, root: join(process.env['TMPDIR'] ?? '/tmp', 'satori-studio-shots') });
try {
  mkdirSync(docsImages, { recursive: true });
  mkdirSync(reviewShots, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const width of [390, 768, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await openAbout(page);
    await page.screenshot({ path: join(reviewShots, `studio-${width}.png`), fullPage: true });
    console.log(`shots/studio-${width}.png`);
    await page.close();
  }

  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await openAbout(page);
  await docsShot(page, 'studio-editing');
  await page.locator('#field_heading').fill('');
  const problem = page.getByRole('region', { name: 'Problems' }).getByRole('button').first();
  await problem.waitFor();
  await problem.scrollIntoViewIfNeeded();
  await docsShot(page, 'studio-problem');
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('region', { name: 'Add a section' }).waitFor();
  await docsShot(page, 'studio-section-picker');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('list', { name: 'Sections' })
    .getByRole('button', { name: /^2\. media-text/ })
    .click();
  await page.locator('#field_image summary').click();
  await page.getByRole('button', { name: 'Choose from the media library' }).click();
  await page.locator('[data-studio-media-picker]').scrollIntoViewIfNeeded();
  await docsShot(page, 'studio-media-picker');
  await page.getByRole('button', { name: 'Page settings' }).click();
  await page.locator('[data-studio-meta-preview]').scrollIntoViewIfNeeded();
  await docsShot(page, 'studio-page-settings');
  await browser.close();
} finally {
  stop();
}
