/**
 * `npm run dev` in Chromium, on the studio suite's development server (scripts/studio/studio-e2e-server.ts: the project's
 * vite.config.ts over a throwaway copy of the content, which every test restores first): a page renders (the entry
 * must not wait for a first paint that an unrendered page never has), an invalid content file shows Vite's error
 * overlay with file, line and column on every load, and fixing the file clears it. Every wait is on the page's DOM,
 * never on the clock.
 */
import { loadContent } from '../../scripts/content/model/load-content.ts';
import { studioE2eRoot } from '../../scripts/studio/studio-content-copy.ts';
import { contentFile, expect, test, whenLive } from '../../testing/playwright/studio.ts';

/** A page whose <h1> is its legal document's title. */
const PAGE_FILE = 'content-json/pages/legal/corporate-info.json';
const PAGE_PATH = '/corporate-info';
/** The edit that makes the page invalid: a boolean property given a string. */
const VALID_LINE = '"numbered": false';
const INVALID_LINE = '"numbered": "no"';

const OVERLAY = 'vite-error-overlay';
/**
 * What a change to a content file may take to show: the development server recompiles the page's modules on demand,
 * which on a busy two-core machine took over 15 s (the bound the old dev-server test used).
 */
const RECOMPILE = { timeout: 120_000 };

/** The page's <h1>: the title of its legal document, the first section. */
function titleOf(pageJson: string): string | undefined {
  const { sections } = JSON.parse(pageJson) as { sections: { header?: { heading?: string } }[] };
  return sections[0]?.header?.heading;
}

test.describe('the development server (npm run dev)', () => {
  test("renders a page: its <h1> is the content file's title", async ({ page }) => {
    await page.goto(PAGE_PATH);
    await expect(page.locator('h1')).toHaveText(titleOf(contentFile.read(PAGE_FILE)) ?? '');
    await expect(page.locator(OVERLAY)).toHaveCount(0);
  });

  test.describe('with an invalid content file', () => {
    // The route table's module answers 500 while the file is invalid, and the page reports that it could not load it.
    test.use({
      expectedErrors: /^console: Failed to load resource: .* status of 500|^pageerror: Failed to fetch dynamically imported module: .*virtual:page-manifest/,
    });

    test('shows the error overlay with file, line and column on every load of an invalid file, and clears it once the file is fixed', async ({ page }) => {
      // Six recompiles, each allowed RECOMPILE, as the old dev-server test allowed (four times its 120 s wait).
      test.setTimeout(4 * RECOMPILE.timeout);
      await whenLive(page, () => page.goto(PAGE_PATH));
      await expect(page.locator('h1')).toBeVisible();

      const valid = contentFile.read(PAGE_FILE);
      expect(valid).toContain(VALID_LINE);
      const invalid = valid.replace(VALID_LINE, INVALID_LINE);
      const brokenLine = invalid.split('\n').findIndex((line) => line.includes(INVALID_LINE)) + 1;
      // Where the content loader itself locates the problem; the overlay must show exactly that.
      contentFile.write(PAGE_FILE, invalid);
      const [problem] = loadContent(studioE2eRoot()).errors;
      expect(problem).toMatchObject({ file: PAGE_FILE, line: brokenLine });
      const location = `${PAGE_FILE}:${String(problem?.line)}:${String(problem?.column)}`;

      // The save reloads the open page, which now shows the overlay.
      const overlayFile = page.locator(`${OVERLAY} .file`);
      await expect(overlayFile).toContainText(location, RECOMPILE);

      // And every fresh load shows it again (it used to stay blank three times in four).
      for (let load = 0; load < 4; load += 1) {
        // The last load must be live too: the fix below reloads it.
        await whenLive(page, () => page.reload());
        await expect(overlayFile).toContainText(location, RECOMPILE);
      }

      // Fixing the file reloads the page: the overlay is gone and the page is back.
      contentFile.write(PAGE_FILE, valid);
      await expect(page.locator('h1')).toHaveText(titleOf(valid) ?? '', RECOMPILE);
      await expect(page.locator(OVERLAY)).toHaveCount(0);
    });
  });
});
