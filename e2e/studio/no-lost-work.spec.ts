/**
 * The four ways a marketer lost work in the studio's trial (issue 33), each reproduced as it happened: an upload that
 * reloaded the studio, an address typed key by key that was cut short, "Save and continue" on a page with an error,
 * and New page over unsaved edits. Typing goes key by key (pressSequentially), as a person types.
 */
import type { Page } from '@playwright/test';
import { contentFile, expect, openPage, preview, test } from '../../testing/playwright/studio.ts';

const ABOUT = 'content-json/pages/about.json';
const MEDIA_MANIFEST = 'public/media/media-manifest.json';

const outline = (page: Page) => page.getByRole('list', { name: 'Sections' });
const guard = (page: Page) => page.getByRole('alert').filter({ hasText: 'You have unsaved changes to' });

test('an upload rewrites the media manifest without reloading the studio, and the new image lands in its field', async ({ page }) => {
  // The development server tells every tab to reload when the manifest changes; the studio must stay as it is.
  let reloadsAnnounced = 0;
  const announced: (() => void)[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (!String(payload).includes('"full-reload"')) return;
      reloadsAnnounced += 1;
      for (const resolve of announced.splice(0)) resolve();
    }),
  );
  await openPage(page, '/about');
  await page.evaluate(() => Object.assign(window, { studioSession: 'kept' }));
  // Vite's client reloads a moment after the announcement (a timer): with the page's clock in hand, that moment is
  // let pass on purpose below, so a reload cannot slip past the checks.
  await page.clock.install();
  // The media pipeline prepares all of media-src/, which this content copy does not have: the upload's answer names an
  // image the library holds, after the manifest is rewritten as the pipeline rewrites it.
  await page.route('**/__studio/api/media?name=*', async (route) => {
    const reloadAnnounced = new Promise<void>((resolve) => announced.push(resolve));
    contentFile.write(MEDIA_MANIFEST, contentFile.read(MEDIA_MANIFEST));
    await reloadAnnounced;
    await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ src: '/media/images/leadership/jonathan-mercer' }) });
  });

  await outline(page)
    .getByRole('button', { name: /^2\. Text beside an image or video/ })
    .click();
  await page.locator('#field_image summary').click();
  await page.getByRole('button', { name: 'Choose from the media library' }).click();
  await page.getByLabel('Add a new image').setInputFiles({ name: 'Jonathan Mercer.png', mimeType: 'image/png', buffer: Buffer.from('a picture') });
  await expect(page.locator('#field_image_src')).toHaveValue('/media/images/leadership/jonathan-mercer');
  expect(reloadsAnnounced).toBeGreaterThan(0);
  await page.clock.runFor(1000);
  await expect(preview(page).locator('main > [data-section-type="media-text"] img[src*="jonathan-mercer"]').first()).toBeAttached();
  expect(await page.evaluate(() => ('studioSession' in window ? window.studioSession : undefined))).toBe('kept');
  await expect(page.locator('#field_image_src')).toHaveValue('/media/images/leadership/jonathan-mercer');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
});

test('every kind of field keeps focus and every character typed key by key, whatever kind of value the text becomes', async ({ page }) => {
  await openPage(page, '/about');
  const typeInto = async (selector: string, text: string) => {
    const field = page.locator(selector);
    await field.clear();
    await field.pressSequentially(text);
    await expect(field).toHaveValue(text);
    await expect(field).toBeFocused();
  };
  // A plain text field, with its length counter.
  await typeInto('#field_header_heading', 'Enabling');
  // A link target: a page, a named link and addresses, each of which is another "kind" of target as it is typed.
  await outline(page)
    .getByRole('button', { name: /^6\. Call-to-action band/ })
    .click();
  await page.locator('#field_action summary').click();
  await typeInto('#field_action_label', 'Write to our team');
  for (const target of ['/Contact/Contactus', 'scheduling', 'https://satorixr.com/contact', 'tel:+914440001200', 'mailto:sales@satorixr.com'])
    await typeInto('#field_action_target', target);
  await expect(page.locator('#field_action')).toHaveAttribute('open', '');
  await expect(preview(page).getByRole('link', { name: /Write to our team/ })).toHaveAttribute('href', 'mailto:sales@satorixr.com');
  // A media reference, typed by hand, and a text field inside a list item.
  await outline(page)
    .getByRole('button', { name: /^4\. Leadership/ })
    .click();
  await page.locator('#field_people_0 > summary').click();
  await typeInto('#field_people_0_name', 'Jonathan R. Mercer');
  await page.locator('#field_people_0_photo > summary').click();
  await typeInto('#field_people_0_photo_src', '/media/images/leadership/jonathan-mercer');
  // The page's own settings.
  await page.getByRole('button', { name: 'Page settings' }).click();
  await typeInto('#field_path', '/about-satori-xr');
  await typeInto('#field_path', '/about');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  const saved = JSON.parse(contentFile.read(ABOUT)) as {
    sections: { header?: { heading?: string }; action?: { label: string; target: string }; people?: { name: string }[] }[];
  };
  expect(saved.sections[0]?.header?.heading).toBe('Enabling');
  expect(saved.sections[5]?.action).toEqual({ label: 'Write to our team', target: 'mailto:sales@satorixr.com' });
  expect(saved.sections[3]?.people?.[0]?.name).toBe('Jonathan R. Mercer');
});

test('"Save and continue" on a page with an error keeps the page and its edits; Site-wide settings asks first too', async ({ page }) => {
  await openPage(page, '/about');
  await page.locator('#field_header_heading').clear();
  await page.locator('#field_header_heading').pressSequentially('Enabling');
  await page.locator('#field_header_heading').clear();
  await expect(page.getByRole('region', { name: 'Problems' })).toContainText('1 error blocks saving');
  await page
    .getByRole('list', { name: 'Pages' })
    .getByRole('button', { name: /^\/blogs / })
    .click();
  await guard(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Fix the errors listed under Problems before saving.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/about');
  await expect(page.locator('#field_header_heading')).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  expect(contentFile.read(ABOUT)).toBe(contentFile.original(ABOUT));

  await page.getByRole('button', { name: 'Site-wide settings' }).click();
  await guard(page).getByRole('button', { name: 'Stay here' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/about');
  await expect(page.locator('#field_header_heading')).toHaveValue('');
});

test('New page over unsaved edits asks first: Stay keeps them, Save and continue saves them and then makes the page', async ({ page }) => {
  await openPage(page, '/about');
  await page.locator('#field_header_heading').clear();
  await page.locator('#field_header_heading').pressSequentially('Enabling');
  await page.getByRole('button', { name: 'New page' }).click();
  await page.getByLabel('Address').fill('/events');
  await page.getByLabel('Title').fill('Events and webinars');
  await page.getByRole('button', { name: 'Create page' }).click();
  await guard(page).getByRole('button', { name: 'Stay here' }).click();
  await expect(page.locator('#field_header_heading')).toHaveValue('Enabling');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/about');
  expect(() => contentFile.read('content-json/pages/events.json')).toThrow();

  await page.getByRole('button', { name: 'Create page' }).click();
  await guard(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/events');
  expect(JSON.parse(contentFile.read(ABOUT))).toHaveProperty('sections.0.header.heading', 'Enabling');
  expect(JSON.parse(contentFile.read('content-json/pages/events.json'))).toMatchObject({ path: '/events' });
});
