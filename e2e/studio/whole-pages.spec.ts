/**
 * Whole pages from the studio (issue 33): a rename shows the files it will change before it changes them, then every
 * link follows; a page that others link to cannot be deleted, and the studio says which pages link to it.
 */
import { contentFile, expect, openPage, test } from '../../testing/playwright/studio.ts';

test('a rename lists the files it will change, then updates every link; deleting a linked page is refused, naming the links', async ({ page }) => {
  await openPage(page, '/about');
  await page.getByRole('button', { name: 'Page settings' }).click();
  const actions = page.getByRole('region', { name: 'This page' });
  await actions.getByRole('button', { name: 'Rename…' }).click();
  await actions.getByLabel('New address').fill('/about-us');
  await expect(actions.getByLabel('Keep /about working too, for bookmarks and links from other sites')).toBeChecked();
  await actions.getByRole('button', { name: 'Show what changes' }).click();
  const planned = actions.locator('[data-studio-planned-changes] li');
  await expect(planned).toHaveCount(3);
  await expect(planned.filter({ hasText: 'content-json/site.json' })).toContainText('2 links follow the new address');
  await expect(planned.filter({ hasText: '/corporate-info' })).toContainText('1 link follows the new address');
  expect(JSON.parse(contentFile.read('content-json/pages/about.json'))).toMatchObject({ path: '/about' });
  await actions.getByRole('button', { name: 'Rename and update 3 links' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/about-us');
  expect(JSON.parse(contentFile.read('content-json/pages/about.json'))).toMatchObject({ path: '/about-us', aliases: ['/about'] });
  expect(contentFile.read('content-json/pages/legal/corporate-info.json')).toContain('"target": "/about-us"');

  await page.getByRole('button', { name: 'Page settings' }).click();
  await actions.getByRole('button', { name: 'Delete…' }).click();
  await expect(actions.getByRole('alert')).toContainText('Other pages link to /about-us');
  await expect(actions.getByRole('alert')).toContainText('/corporate-info (content-json/pages/legal/corporate-info.json, 1 link)');
  await expect(actions.getByRole('button', { name: /^Delete \// })).toHaveCount(0);
});
