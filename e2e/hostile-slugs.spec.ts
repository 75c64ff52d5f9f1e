/**
 * Issue 25, bug 3, in the browser: the post whose WordPress slug is `launch%2d2026` (decoded once, "launch-2026",
 * a different spelling) keeps its page after hydration, which looks the post up by its stored spelling. What the
 * build wrote for the hostile slugs (nothing outside dist/, /about left alone, no link to a refused post, a file for
 * launch%2d2026 at its address) is read from the files (tests/html/hostile-slugs.test.ts); that the server answers
 * the address with that file is tests/build/serve-requests.test.ts.
 */
import { htmlToPlainText } from '../src/lib/text/html-to-text.ts';
import { EDGE_CASE_SLUGS, requireMockPost } from '../testing/mocks/mock-posts.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';

const launchAddress = '/blogs/launch%252d2026';

test('launch%2d2026 is found by its stored spelling after hydration, at its address', async ({ page }) => {
  await withCookieChoice(page);
  await openReady(page, launchAddress);
  await expect(page).toHaveURL(launchAddress);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(htmlToPlainText(requireMockPost(EDGE_CASE_SLUGS.slugWithEncodedHyphen).title.rendered));
});
