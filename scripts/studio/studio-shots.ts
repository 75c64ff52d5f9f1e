/**
 * `npm run studio:shots`: screenshots of the studio at work for docs/studio.md (docs/images/studio-*.webp), of the
 * studio at 390, 768 and 1440 px for review (shots/studio-<width>.png), and of the views issue 33 asked to see at 390
 * and 1440 px (shots/studio-<view>-<width>.png). Runs the development server on a
 * throwaway copy of the content (scripts/studio/studio-e2e-server.ts), so nothing it does touches the repository's pages.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium.ts';
import { restoreStudioContent, startStudioDevServer } from './studio-content-copy.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
const port = process.env['STUDIO_SHOTS_PORT'] ?? '4343';
const docsImages = join(projectRoot, 'docs', 'images');
const reviewShots = join(projectRoot, 'shots');

async function openAbout(page: Page) {
  await page.goto(`${origin}/__studio`);
  await page
    .getByRole('list', { name: 'Pages' })
    .getByRole('button', { name: /^\/about / })
    .click();
  await page.locator('#field_header_heading').waitFor();
  const preview = page.frameLocator('iframe[title="Preview"]');
  await preview.locator('main [data-section-type]').first().waitFor();
  // The site's opening splash covers the preview for its first moments: the pictures show the page.
  await preview.getByTestId('splash').waitFor({ state: 'detached' });
}

/** Scrolls the element to the middle of the window, so the picture shows it with what surrounds it. */
const centre = (locator: Locator) => locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));

/** A docs screenshot: WebP, at most 1600 px wide, so the docs stay light. */
async function docsShot(page: Page, name: string) {
  const png = await page.screenshot();
  await sharp(png)
    .resize({ width: 1600, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(join(docsImages, `${name}.webp`));
  console.log(`docs/images/${name}.webp`);
}

/**
 * The views issue 33 asked to see, at the width given: each leaves the studio showing one thing, scrolled to it.
 * They edit the throwaway copy (a rename and a save change its files), so each starts from a fresh page load.
 */
const views: Record<string, (page: Page) => Promise<void>> = {
  'link-field': async (page) => {
    await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^6\. / }).click();
    await page.locator('#field_action > summary').click();
    await page.locator('#field_action_target').fill('/Contact/Contactus');
    await centre(page.locator('#field_action_target'));
  },
  'section-picker': async (page) => {
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('dialog', { name: 'Add a section' }).getByRole('searchbox').fill('video');
  },
  'cross-file-problem': async (page) => {
    await page.getByRole('button', { name: 'Page settings' }).click();
    await page.locator('#field_path').fill('/about-us');
    const elsewhere = page.getByRole('region', { name: 'Problems' }).getByRole('heading', { name: 'In other pages' });
    await elsewhere.waitFor();
    await centre(elsewhere);
  },
  rename: async (page) => {
    await page.getByRole('button', { name: 'Page settings' }).click();
    const actions = page.getByRole('region', { name: 'This page', exact: true });
    await actions.getByRole('button', { name: 'Rename…' }).click();
    await actions.getByLabel('New address').fill('/about-us');
    await actions.getByRole('button', { name: 'Show what changes' }).click();
    await centre(actions.locator('[data-studio-planned-changes]'));
  },
  'changed-files': async (page) => {
    await page.locator('#field_header_heading').fill('Enabling');
    await page.keyboard.press('Control+s');
    const changes = page.getByRole('region', { name: 'Changes to share' });
    await changes.getByText('content-json/pages/about.json', { exact: true }).click();
    await centre(changes.locator('pre'));
  },
};

const contentRoot = join(process.env['TMPDIR'] ?? '/tmp', 'satori-studio-shots');
const { origin, stop } = await startStudioDevServer({ projectRoot, port, root: contentRoot });
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
  for (const width of [390, 1440]) {
    for (const [name, show] of Object.entries(views)) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await openAbout(page);
      await show(page);
      await page.screenshot({ path: join(reviewShots, `studio-${name}-${width}.png`) });
      console.log(`shots/studio-${name}-${width}.png`);
      if (width === 1440 && (name === 'rename' || name === 'section-picker' || name === 'changed-files'))
        await docsShot(page, name === 'changed-files' ? 'studio-changes' : `studio-${name}`);
      await page.close();
      // The next view starts from the repository's content again.
      restoreStudioContent(projectRoot, contentRoot);
    }
  }

  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await openAbout(page);
  await docsShot(page, 'studio-editing');
  await page.locator('#field_header_heading').fill('');
  const problem = page.getByRole('region', { name: 'Problems' }).getByRole('button').first();
  await problem.waitFor();
  await problem.scrollIntoViewIfNeeded();
  await docsShot(page, 'studio-problem');
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^2\. / }).click();
  await page.locator('#field_image > summary').click();
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
