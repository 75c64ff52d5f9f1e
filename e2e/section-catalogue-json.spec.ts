import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { listSectionSchemaFiles, sectionTypeOfSchemaFile } from '../scripts/content/model/paths.ts';
import { WCAG_22_AA } from '../testing/playwright/axe.ts';
import { pages } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';

/** Every schema example exactly as written in its section's schema, by section type: what the catalogue must show. */
const schemaExamples = new Map(
  listSectionSchemaFiles(process.cwd()).map((file) => [
    sectionTypeOfSchemaFile(file),
    (JSON.parse(readFileSync(join(process.cwd(), file), 'utf8')) as { examples: unknown[] }).examples,
  ]),
);
const catalogue = pages.find((page) => page.path === '/sections');
/** The catalogue's words for its JSON part (that they exist, and that every example shows its JSON, is tests/html/section-catalogue-json.test.ts). */
const words = catalogue?.catalogue?.copyJson;

test.use({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test('Copy JSON puts the example on the clipboard and says so politely', async ({ page }) => {
  await openReady(page, '/sections');
  const example = page.locator('[data-catalogue-example="cta-band-2"]');
  const details = example.locator('details');
  await details.getByText(words?.summary ?? '', { exact: true }).click();
  const copy = details.getByRole('button', { name: words?.copyLabel, exact: true });
  await expect(copy).toBeVisible();
  // The button says which example it copies, through the example's label.
  await expect(copy).toHaveAccessibleDescription(/Example 2 of 2/);
  const status = details.getByRole('status');
  await expect(status).toHaveText('');
  await copy.click();
  await expect(status).toHaveText(words?.copiedMessage ?? '');
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(clipboard)).toEqual(schemaExamples.get('cta-band')?.[1]);
  expect(clipboard).toBe(await details.locator('pre code').textContent());
  await expect(details.getByRole('alert')).toHaveText('');
});

test('when the browser refuses the clipboard, an inline alert says how to copy by hand, never a dialog', async ({ page }) => {
  await page.addInitScript(() => {
    // As a browser that refuses permission does: the promise rejects.
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
  });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await openReady(page, '/sections');
  const details = page.locator('[data-catalogue-example="hero-1"] details');
  await details.getByText(words?.summary ?? '', { exact: true }).click();
  await details.getByRole('button', { name: words?.copyLabel, exact: true }).click();
  await expect(details.getByRole('alert')).toHaveText(words?.refusedMessage ?? '');
  await expect(details.getByRole('status')).toHaveText('');
  expect(dialogs).toBe(0);
});

test('an example with its JSON open and copied has no axe violations', async ({ page }) => {
  await openReady(page, '/sections');
  const example = page.locator('[data-catalogue-example="feature-grid-1"]');
  const details = example.locator('details');
  await details.getByText(words?.summary ?? '', { exact: true }).click();
  await details.getByRole('button', { name: words?.copyLabel, exact: true }).click();
  await expect(details.getByRole('status')).toHaveText(words?.copiedMessage ?? '');
  // The rest of /sections, closed, is the page sweep's; this is the state only a click reaches.
  const results = await new AxeBuilder({ page }).include('[data-catalogue-example="feature-grid-1"]').withTags(WCAG_22_AA).analyze();
  expect(results.violations).toEqual([]);
});
