import AxeBuilder from '@axe-core/playwright';
import { WCAG_22_AA } from '../../testing/playwright/axe.ts';
import { changedLines, contentFile, expect, openPage, preview, test, whenLive } from '../../testing/playwright/studio.ts';

const ABOUT = 'content-json/pages/about.json';

test('a changed heading shows in the preview as you type, and saving changes exactly that line of the file', async ({ page }) => {
  await openPage(page, '/about');
  const heading = page.locator('#field_header_heading');
  await expect(heading).toHaveValue('Empowering');
  // Left out of the file, the demo button is on by its schema default, and the form says so.
  await expect(page.getByRole('checkbox', { name: 'Show the demo button' })).toBeChecked();
  await heading.fill('Enabling');
  await expect(preview(page).locator('main')).toContainText('Enabling');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  // A tab on the site itself reloads with the saved change; the studio keeps its state (no reload).
  const siteTab = await page.context().newPage();
  await whenLive(siteTab, () => siteTab.goto('/about'));
  await expect(siteTab.locator('main')).toContainText('Empowering');
  const siteReloaded = siteTab.waitForEvent('load');
  await page.evaluate(() => Object.assign(window, { studioSession: 'kept' }));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await siteReloaded;
  await expect(siteTab.locator('main')).toContainText('Enabling');
  expect(await page.evaluate(() => ('studioSession' in window ? window.studioSession : undefined))).toBe('kept');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  const changes = changedLines(contentFile.original(ABOUT), contentFile.read(ABOUT));
  expect(changes).toEqual([{ line: expect.any(Number), before: '        "heading": "Empowering",', after: '        "heading": "Enabling",' }]);
});

test('an invalid value shows its message beside the field and in the problems list, and blocks saving; so do problems it causes in other files', async ({
  page,
}) => {
  await openPage(page, '/about');
  await page.getByRole('button', { name: 'Page settings' }).click();
  const path = page.locator('#field_path');
  await expect(path).toHaveValue('/about');
  await path.fill('about us');
  const problems = page.getByRole('region', { name: 'Problems' });
  const problem = problems.getByRole('button').filter({ hasText: 'must start with "/"' });
  await expect(problem).toContainText('Page settings · line 4, column');
  await expect(page.locator('#field_path').locator('xpath=ancestor::*[contains(@class, "form-group")][1]')).toContainText('must start with "/"');
  await expect(page.getByText('The preview shows the last valid version until the problems below are fixed.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Fix the errors listed under Problems before saving.' })).toBeVisible();
  expect(contentFile.read(ABOUT)).toBe(contentFile.original(ABOUT));
  // The problems list leads to the field.
  await path.fill('/about');
  await path.fill('about us');
  await problem.click();
  await expect(path).toBeFocused();
  // A new address leaves the links to the old one leading nowhere: those files' problems are listed too, and block saving.
  await path.fill('/about-us');
  await expect(problems.getByRole('heading', { name: 'In other pages' })).toBeVisible();
  await expect(problems.getByRole('button').filter({ hasText: 'does not lead to any page' }).first()).toContainText('/about');
  await expect(problems.getByRole('status')).toContainText(/errors? blocks? saving/);
});

test('sections reorder by keyboard, and the saved file has the new order', async ({ page }) => {
  await openPage(page, '/about');
  const outline = page.getByRole('list', { name: 'Sections' });
  // The leadership section goes above the Golden Circle; the opening hero (the page's h1) stays first.
  const handle = outline.getByRole('button', { name: /^Drag to reorder.*Feature grid \(3\)/ });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The drag has measured where the sections are once it says where it is; an arrow before then moves nothing.
  await expect(page.getByRole('status').filter({ hasText: 'Feature grid is over position 3.' })).toBeAttached();
  // dnd-kit's keyboard sensor starts listening for the arrows in a zero-delay timer it sets as the drag starts; a timer
  // set now fires after it, so the arrow below is heard.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('status').filter({ hasText: 'Feature grid is over position 4.' })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(outline.locator('li').nth(2)).toContainText('Leadership');
  await expect(outline.locator('li').nth(3)).toContainText('Feature grid');
  await expect(preview(page).locator('main > [data-section-type]').nth(2)).toHaveAttribute('data-section-type', 'leadership');
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  const saved = JSON.parse(contentFile.read(ABOUT)) as { sections: { type: string }[] };
  expect(saved.sections.map((section) => section.type)).toEqual([
    'rotating-word-hero',
    'media-text',
    'leadership',
    'feature-grid',
    'partner-logos',
    'cta-band',
  ]);
});

test('a section added from the picker starts from its example, takes its required fields and saves valid', async ({ page }) => {
  await openPage(page, '/about');
  await page
    .getByRole('list', { name: 'Sections' })
    .getByRole('button', { name: /^5\. Partner logos/ })
    .click();
  await page.getByRole('button', { name: 'Add section' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a section' });
  await expect(picker.getByRole('searchbox', { name: 'Search sections' })).toBeFocused();
  await picker.getByRole('searchbox', { name: 'Search sections' }).fill('image beside text');
  await expect(picker.locator('[data-section-choice]').first()).toBeVisible();
  await picker.locator('[data-section-choice="media-text"]').first().click();
  await expect(picker).toBeHidden();
  const outline = page.getByRole('list', { name: 'Sections' });
  await expect(outline.locator('li').nth(5)).toContainText('Text beside an image or video');
  await page.locator('#field_header_heading').fill('From first sketch to a digital twin');
  await expect(preview(page).getByRole('heading', { name: 'From first sketch to a digital twin' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /No problems/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  const saved = JSON.parse(contentFile.read(ABOUT)) as { sections: { type: string; header?: { heading?: string } }[] };
  expect(saved.sections[5]?.type).toBe('media-text');
  expect(saved.sections[5]?.header?.heading).toBe('From first sketch to a digital twin');
});

test('an example without a thumbnail (a section type just added) shows in the picker drawn live, and picks like any other', async ({ page }) => {
  // As after adding a section type: its examples are not in the thumbnails' index (nor on disk).
  await page.route('**/studio/thumbnails/index.json', async (route) => {
    const response = await route.fetch();
    const entries = (await response.json()) as { file: string }[];
    await route.fulfill({ response, json: entries.filter((entry) => entry.file !== 'cta-band-0.webp') });
  });
  await openPage(page, '/about');
  await page.getByRole('button', { name: 'Add section' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a section' });
  await picker.getByRole('searchbox', { name: 'Search sections' }).fill('cta-band');
  const live = picker.locator('[data-live-example="cta-band-0"]');
  // Drawn by the preview itself, from the example with its defaults; the other examples keep their pictures.
  await expect(live.locator('iframe').contentFrame().locator('main > [data-section-type="cta-band"]')).toBeVisible();
  await expect(picker.locator('img[src$="/cta-band-1.webp"]')).toBeVisible();
  // The frame inside the card's button is inert: nothing in it is focusable or announced.
  const withLiveExample = await new AxeBuilder({ page }).withTags(WCAG_22_AA).exclude('iframe').analyze();
  expect(withLiveExample.violations).toEqual([]);
  await live.click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('list', { name: 'Sections' }).locator('li')).toHaveCount(
    (JSON.parse(contentFile.original(ABOUT)) as { sections: unknown[] }).sections.length + 1,
  );
});

test('an image comes from the media picker, and a link target box suggests the pages and named links', async ({ page }) => {
  await openPage(page, '/about');
  const outline = page.getByRole('list', { name: 'Sections' });
  await outline.getByRole('button', { name: /^2\. Text beside an image or video/ }).click();
  await page.locator('#field_image summary').click();
  await page.getByRole('button', { name: 'Choose from the media library' }).click();
  const picker = page.locator('[data-studio-media-picker]');
  await picker.getByLabel('Search media').fill('leadership/jonathan');
  await picker.getByRole('button', { name: /jonathan-mercer/ }).click();
  await expect(page.locator('#field_image_src')).toHaveValue('/media/images/leadership/jonathan-mercer');
  await expect(preview(page).locator('main > [data-section-type="media-text"] img[src*="jonathan-mercer"]').first()).toBeAttached();

  await outline.getByRole('button', { name: /^6\. Call-to-action band/ }).click();
  await page.locator('#field_action summary').click();
  await page.locator('#field_action_label').fill('Talk to our team');
  const target = page.locator('#field_action_target');
  const listId = await target.getAttribute('list');
  const suggestion = (value: string) => page.locator(`datalist[id="${listId ?? ''}"] option[value="${value}"]`);
  await expect(suggestion('/Contact/Contactus')).toHaveAttribute('label', /Contact/);
  await expect(suggestion('scheduling')).toHaveAttribute('label', /^Named link: https:\/\//);
  await target.fill('/Contact/Contactus');
  await expect(preview(page).getByRole('link', { name: 'Talk to our team' })).toHaveAttribute('href', /\/Contact\/Contactus$/i);
});

test('a file changed on disk since it was opened is never overwritten: the studio offers to reload it', async ({ page }) => {
  await openPage(page, '/about');
  const onDisk = contentFile.read(ABOUT).replace('"eyebrow": "About Satori XR"', '"eyebrow": "About us"');
  contentFile.write(ABOUT, onDisk);
  await page.locator('#field_header_heading').fill('Enabling');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This file changed on disk after you opened it' })).toBeVisible();
  expect(contentFile.read(ABOUT)).toBe(onDisk);
  await page.getByRole('button', { name: /Reload the file from disk/ }).click();
  await expect(page.locator('#field_header_eyebrow')).toHaveValue('About us');
  await expect(page.locator('#field_header_heading')).toHaveValue('Empowering');
});

test('a new page is created valid, opens in the studio and can be visited; a clashing address is refused', async ({ page }) => {
  await page.goto('/__studio');
  await page.getByRole('button', { name: 'New page' }).click();
  await page.getByLabel('Address').fill('/about');
  await page.getByLabel('Title').fill('About us again');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '/about' })).toBeVisible();
  await page.getByLabel('Address').fill('/events');
  await page.getByLabel('Title').fill('Events and webinars');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/events');
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('No problems');
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(JSON.parse(contentFile.read('content-json/pages/events.json'))).toMatchObject({ path: '/events' });
});

test('a page can be edited and saved with the keyboard alone', async ({ page }) => {
  await page.goto('/__studio');
  await expect(page.getByRole('list', { name: 'Pages' })).toBeVisible();
  const tabTo = async (matches: () => Promise<boolean>) => {
    for (let presses = 0; presses < 400; presses++) {
      if (await matches()) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('The element was not reached with Tab.');
  };
  await tabTo(() => page.getByLabel('Search pages').evaluate((element) => element === document.activeElement));
  await page.keyboard.type('about');
  await tabTo(() => page.evaluate(() => document.activeElement?.textContent.startsWith('/about') ?? false));
  await page.keyboard.press('Enter');
  await expect(page.locator('#field_header_eyebrow')).toHaveValue('About Satori XR');
  await tabTo(() => page.locator('#field_header_eyebrow').evaluate((element) => element === document.activeElement));
  await page.keyboard.press('Control+a');
  await page.keyboard.type('About the studio');
  await expect(preview(page).locator('main')).toContainText('About the studio');
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  expect(changedLines(contentFile.original(ABOUT), contentFile.read(ABOUT))).toHaveLength(1);
});

test('axe finds no violations in the studio', async ({ page }) => {
  await openPage(page, '/about');
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).exclude('iframe').analyze();
  expect(results.violations).toEqual([]);
  await page.getByRole('button', { name: 'Add section' }).click();
  const withPicker = await new AxeBuilder({ page }).withTags(WCAG_22_AA).exclude('iframe').analyze();
  expect(withPicker.violations).toEqual([]);
});

test('clicking words in the preview selects their section and puts the cursor in their field', async ({ page }) => {
  await openPage(page, '/about');
  await preview(page).locator('main > [data-section-type="leadership"] h2').first().click();
  await expect(page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: /^4\. Leadership/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#field_header_heading')).toBeFocused();
  await expect(preview(page).locator('[data-studio-selected-outline]')).toBeVisible();
  await preview(page).locator('main > [data-section-type="leadership"]').getByText('Chief Executive Officer').first().click();
  await expect(page.locator('#field_people_0_title')).toBeFocused();
  await expect(page.locator('#field_people_0')).toHaveAttribute('open', '');
});

test('a deleted section comes back with Undo, and leaving a page with unsaved changes asks first', async ({ page }) => {
  await openPage(page, '/about');
  const outline = page.getByRole('list', { name: 'Sections' });
  await outline.getByRole('button', { name: 'Delete: Call-to-action band (6)' }).click();
  await expect(outline.locator('li')).toHaveCount(5);
  await expect(preview(page).locator('main > [data-section-type="cta-band"]')).toHaveCount(0);
  await page.getByRole('status').filter({ hasText: 'Section deleted.' }).getByRole('button', { name: 'Undo' }).click();
  await expect(outline.locator('li')).toHaveCount(6);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  await outline.getByRole('button', { name: /^1\. Hero with a rotating word/ }).click();
  // Ctrl+Z and Ctrl+Shift+Z are the studio's undo and redo, inside a field too.
  await page.locator('#field_header_heading').fill('Enabling');
  await page.keyboard.press('Control+z');
  await expect(page.locator('#field_header_heading')).toHaveValue('Empowering');
  await page.keyboard.press('Control+Shift+z');
  await expect(page.locator('#field_header_heading')).toHaveValue('Enabling');
  await page.keyboard.press('Control+z');
  await page.locator('#field_header_heading').fill('Enabling');
  const pages = page.getByRole('list', { name: 'Pages' });
  await pages.getByRole('button', { name: /^\/blogs / }).click();
  const guard = page.getByRole('alert').filter({ hasText: 'You have unsaved changes to /about. Save them before you go on?' });
  await expect(guard.getByRole('button', { name: 'Save and continue' })).toBeFocused();
  await guard.getByRole('button', { name: 'Stay here' }).click();
  await expect(page.locator('#field_header_heading')).toHaveValue('Enabling');
  await pages.getByRole('button', { name: /^\/blogs / }).click();
  await guard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/blogs');
  expect(contentFile.read(ABOUT)).toBe(contentFile.original(ABOUT));
});

test('site-wide settings edit site.json, and the preview chrome shows the change', async ({ page }) => {
  await openPage(page, '/about');
  await page.getByRole('button', { name: 'Site-wide settings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('content-json/site.json');
  await page.locator('#field_navigation > summary').click();
  await page.locator('#field_navigation_bookDemo > summary').click();
  await page.locator('#field_navigation_bookDemo_label').fill('Book a walkthrough');
  await expect(preview(page).getByRole('navigation').first()).toContainText('Book a walkthrough');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  expect(changedLines(contentFile.original('content-json/site.json'), contentFile.read('content-json/site.json'))).toEqual([
    { line: 34, before: '      "label": "Book a Demo",', after: '      "label": "Book a walkthrough",' },
  ]);
});

test('the preview switches between phone, tablet and desktop widths', async ({ page }) => {
  await openPage(page, '/about');
  for (const width of [390, 768, 1440]) {
    await page.getByRole('button', { name: `${width} px` }).click();
    await expect(page.getByRole('button', { name: `${width} px` })).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() =>
        preview(page)
          .locator('html')
          .evaluate(() => window.innerWidth),
      )
      .toBe(width);
  }
});
