import { site } from './support/content.ts';
import { expect, openReady, test, withCookieChoice } from './support/test.ts';

/** SPEC 2.2's footer links, in its order. */
const specFooterLinks = [
  '/about',
  '/Platform',
  '/Capabilities/capabilities',
  '/industries/industries',
  '/industries/ManufacturingIndustry',
  '/industries/Logistics&SupplyChainIndustry',
  '/solutions/salesxrtreme',
  '/solutions/engagexrtreme',
  '/solutions/TwinXrtreme',
  '/Blogs',
  '/Contact/Contactus',
  '/terms',
  '/privacy',
  '/corporate-info',
  '/impressum',
];

test.describe('footer', () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
    await openReady(page, '/about');
  });

  test('links to every page the spec lists, in order', async ({ page }) => {
    const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: site.footer.label });
    const hrefs = await footerNav.getByRole('link').evaluateAll((links) => links.map((link) => decodeURI(new URL((link as HTMLAnchorElement).href).pathname)));
    expect(hrefs).toEqual(specFooterLinks);
  });

  test('every footer link leads to a working page', async ({ page }) => {
    for (const path of specFooterLinks) {
      await page.getByRole('contentinfo').getByRole('navigation').locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'));
      await expect(page.locator('h1')).toHaveCount(1);
    }
  });

  test('shows the Chennai address with a maps link, phone and e-mail links and four social links', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('address')).toContainText('IIT Madras Research Park');
    await expect(footer.locator('address')).toContainText('Chennai');
    const maps = footer.getByRole('link', { name: new RegExp(site.footer.contact.mapsLabel) });
    await expect(maps).toHaveAttribute('href', site.footer.contact.mapsUrl);
    await expect(maps).toHaveAttribute('target', '_blank');
    await expect(maps).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: site.footer.contact.phoneDisplay })).toHaveAttribute('href', `tel:${site.footer.contact.phoneNumber}`);
    await expect(footer.getByRole('link', { name: site.footer.contact.email })).toHaveAttribute('href', `mailto:${site.footer.contact.email}`);
    for (const profile of site.footer.social.profiles) {
      const link = footer.getByRole('link', { name: new RegExp(profile.label) });
      await expect(link).toHaveAttribute('href', site.externalLinks[profile.network]);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(site.footer.social.profiles.map((profile) => profile.network)).toEqual(['facebook', 'youtube', 'instagram', 'linkedin']);
  });
});
