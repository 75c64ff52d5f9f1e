/**
 * Whole pages from the studio (issue 33): a rename shows the files it will change before it changes them, then every
 * link follows; a page that others link to cannot be deleted, and the studio says which pages link to it.
 */
import { contentFile, expect, gitInContentCopy, openPage, test } from '../../testing/playwright/studio.ts';

test('a rename lists the files it will change, then updates every link; deleting a linked page is refused, naming the links', async ({ page }) => {
  await openPage(page, '/about');
  await page.getByRole('button', { name: 'Page settings' }).click();
  const actions = page.getByRole('region', { name: 'This page', exact: true });
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

  // The renamed page opens again where the marketer was: Page settings.
  await expect(page.getByRole('button', { name: 'Page settings' })).toHaveAttribute('aria-pressed', 'true');
  await actions.getByRole('button', { name: 'Delete…' }).click();
  await expect(actions.getByRole('alert')).toContainText('Other pages link to /about-us');
  await expect(actions.getByRole('alert')).toContainText('/corporate-info (content-json/pages/legal/corporate-info.json, 1 link)');
  await expect(actions.getByRole('button', { name: /^Delete \// })).toHaveCount(0);
});

test('after a save the changed files are listed with their diffs, and Share for review commits them on a new branch, pushing nothing', async ({ page }) => {
  const branch = 'content/a-warmer-about-heading';
  try {
    await openPage(page, '/about');
    const changes = page.getByRole('region', { name: 'Changes to share' });
    await expect(changes).toContainText('No changed content files since the last commit.');
    await page.locator('#field_header_heading').fill('Enabling');
    await page.keyboard.press('Control+s');
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
    await expect(changes).toContainText('1 changed file on branch main');
    await changes.getByText('content-json/pages/about.json', { exact: true }).click();
    await expect(changes.locator('pre')).toContainText('+        "heading": "Enabling",');
    await changes.getByLabel('Describe your change (it becomes the commit message)').fill('A warmer About heading');
    await changes.getByRole('button', { name: 'Share for review' }).click();
    await expect(changes.getByRole('status').filter({ hasText: `Committed on the new branch ${branch}` })).toBeVisible();
    await expect(changes.getByText(`git push -u origin ${branch}`)).toBeVisible();
    expect(gitInContentCopy('log', '-1', '--format=%s', branch).trim()).toBe('A warmer About heading');
    expect(gitInContentCopy('show', '--name-only', '--format=', branch).trim()).toBe('content-json/pages/about.json');
    expect(gitInContentCopy('remote').trim()).toBe('');
  } finally {
    // Back to the copy's own branch for the next test (its content is restored file by file).
    gitInContentCopy('switch', '-q', 'main');
    if (gitInContentCopy('branch', '--list', branch).trim() !== '') gitInContentCopy('branch', '-q', '-D', branch);
  }
});
