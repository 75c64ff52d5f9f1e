/**
 * The footer as built: the links SPEC 2.2 lists, in order, and the Chennai address with its maps, phone, e-mail and
 * social links. That each link reaches its page through the client router is tested in
 * tests/app/site-link-routes.test.ts; the layout at each width and a real click in e2e/footer.spec.ts.
 */
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { site } from '../../testing/playwright/content.ts';
import { builtPage } from '../../testing/vitest/built-site.ts';

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

const document = builtPage('/about');
// Role queries read no styles here (jsdom's cascade only slows them): the markup says what is hidden.
for (const style of document.querySelectorAll('style')) style.remove();
// The page's contentinfo: a <footer> outside any article, aside, main, nav or section (HTML-AAM).
const footers = [...document.querySelectorAll('footer')].filter((element) => !element.closest('article, aside, main, nav, section'));
if (footers.length !== 1 || !footers[0]) throw new Error(`/about has ${footers.length} page footers`);
const footer = within(footers[0]);
const escapeRegExp = (value: string) => value.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startingWith = (words: string) => new RegExp(`^${escapeRegExp(words)}`);

describe('the footer as built', () => {
  it('links to every page the spec lists, in order', () => {
    const links = within(footer.getByRole('navigation', { name: site.footer.label })).getAllByRole('link');
    expect(links.map((link) => decodeURI(new URL((link as HTMLAnchorElement).href).pathname))).toEqual(specFooterLinks);
  });

  it('shows the Chennai address with a maps link, phone and e-mail links and four social links', () => {
    const address = document.querySelector('footer address')?.textContent ?? '';
    expect(address).toContain('IIT Madras Research Park');
    expect(address).toContain('Chennai');
    const maps = footer.getByRole('link', { name: startingWith(site.footer.contact.details.maps.label) });
    expect(maps.getAttribute('href')).toBe(site.footer.contact.details.maps.target);
    expect(maps.getAttribute('target')).toBe('_blank');
    expect(maps.getAttribute('rel')).toBe('noopener noreferrer');
    expect(footer.getByRole('link', { name: '+91 44 4000 1200' }).getAttribute('href')).toBe('tel:+914440001200');
    expect(footer.getByRole('link', { name: 'hello@satorixr.com' }).getAttribute('href')).toBe('mailto:hello@satorixr.com');
    for (const profile of site.footer.social.profiles) {
      const link = footer.getByRole('link', { name: startingWith(profile.label) });
      expect(link.getAttribute('href')).toBe(site.externalLinks[profile.target as keyof typeof site.externalLinks]);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(site.footer.social.profiles.map((profile) => profile.target)).toEqual(['facebook', 'youtube', 'instagram', 'linkedin']);
  });
});
