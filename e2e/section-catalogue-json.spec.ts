import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { WCAG_22_AA } from './support/axe.ts';
import { pages } from './support/content.ts';
import { expect, openReady, test, withCookieChoice } from './support/test.ts';

/** Every schema example exactly as written in schemas/sections, by section type: what the catalogue must show. */
const schemaExamples = new Map(
  readdirSync(join(process.cwd(), 'schemas/sections'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => [
      name.replace('.schema.json', ''),
      (JSON.parse(readFileSync(join(process.cwd(), 'schemas/sections', name), 'utf8')) as { examples: unknown[] }).examples,
    ]),
);
const catalogue = pages.find((page) => page.path === '/sections');
const words = catalogue?.catalogue?.copyJson;

test.use({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

test('/sections has the words for its JSON part in its own file', () => {
  expect(words, 'content-json/pages/catalogue/sections.json → catalogue.copyJson').toBeDefined();
});

test('every example on /sections shows its JSON, which parses to exactly the schema example (no defaults added)', async ({ page }) => {
  await openReady(page, '/sections');
  const shown = await page.locator('[data-catalogue-example]').evaluateAll((elements) =>
    elements.map((element) => ({
      id: element.getAttribute('data-catalogue-example') ?? '',
      json: element.querySelector('details pre code')?.textContent ?? null,
    })),
  );
  const expected = [...schemaExamples].flatMap(([type, examples]) => examples.map((example, index) => ({ id: `${type}-${index + 1}`, example })));
  expect(shown.map(({ id }) => id)).toEqual(expected.map(({ id }) => id));
  for (const [index, { id, json }] of shown.entries()) {
    expect(json, `${id} shows no JSON`).not.toBeNull();
    expect(JSON.parse(json ?? ''), id).toEqual(expected[index]?.example);
    // Pretty-printed as a marketer would paste it: two-space indents, one field a line.
    expect(json, id).toBe(JSON.stringify(expected[index]?.example, null, 2));
  }
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

test('/sections has no axe violations with an example’s JSON open and copied', async ({ page }) => {
  test.slow(true, 'the catalogue shows every example of every section type');
  await openReady(page, '/sections');
  const details = page.locator('[data-catalogue-example="feature-grid-1"] details');
  await details.getByText(words?.summary ?? '', { exact: true }).click();
  await details.getByRole('button', { name: words?.copyLabel, exact: true }).click();
  await expect(details.getByRole('status')).toHaveText(words?.copiedMessage ?? '');
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations).toEqual([]);
});
