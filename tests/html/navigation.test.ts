/**
 * The main navigation as built: SPEC 2.2's groups and items with their addresses, the logo link home and Book a Demo
 * to the scheduling page in a new tab, and the current page marked. Opening, closing, the keyboard, the glow and the
 * phone menu are in e2e/navigation.spec.ts; that each address reaches its page, in tests/app/site-link-routes.test.ts.
 */
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { site } from '../../testing/playwright/content.ts';
import { builtPage } from '../../testing/vitest/built-site.ts';

/** SPEC 2.2's navigation, group by group. */
const specGroups = [
  { label: 'Platform', links: ['/Platform', '/solutions/salesxrtreme', '/solutions/engagexrtreme', '/solutions/TwinXrtreme'] },
  { label: 'Industries', links: ['/industries/industries', '/industries/ManufacturingIndustry', '/industries/Logistics&SupplyChainIndustry'] },
];
const specTopLinks = [
  ['Capabilities', '/Capabilities/capabilities'],
  ['About', '/about'],
  ['Centre of Excellence', '/EDUCOE/EDUCOE'],
  ['Blogs', '/blogs'],
  ['Case Study', '/CaseStudy'],
];

/** A built page with its main navigation; role queries read no styles here (the markup says what is hidden). */
function navigationOf(address: string) {
  const document = builtPage(address);
  for (const style of document.querySelectorAll('style')) style.remove();
  // The site's header (a page's hero may be a <header> too, which jsdom's roles count as a banner as well).
  const header = document.querySelector('body header:has(nav)');
  if (!header) throw new Error(`${address} has no site header`);
  const navigation = within(header as HTMLElement).getByRole('navigation', { name: site.navigation.label });
  return { document, header: header as HTMLElement, navigation, inNavigation: within(navigation) };
}
/** Parsed once, when the file loads: /about, and a page inside a dropdown group. */
const builtNavigation = { '/about': navigationOf('/about'), '/solutions/TwinXrtreme': navigationOf('/solutions/TwinXrtreme') };
const pathsOf = (links: Iterable<Element>) => [...links].map((link) => decodeURI(new URL((link as HTMLAnchorElement).href).pathname));

describe('the main navigation as built', () => {
  it('has the spec groups and items, the logo link home and Book a Demo to the scheduling page in a new tab', () => {
    const { document, header, inNavigation } = builtNavigation['/about'];
    for (const group of specGroups) {
      const button = inNavigation.getByRole('button', { name: group.label });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      if (!panel) throw new Error(`the ${group.label} button controls no panel`);
      expect(pathsOf(panel.querySelectorAll('a')), group.label).toEqual(group.links);
    }
    for (const [label = '', path] of specTopLinks) {
      expect(inNavigation.getByRole('link', { name: label }).getAttribute('href'), label).toBe(path);
    }
    expect(within(header).getByRole('link', { name: site.brand.logo.homeLink.accessibleLabel }).getAttribute('href')).toBe('/');
    const demo = inNavigation.getByRole('link', { name: /^Book a Demo/ });
    expect(demo.getAttribute('href')).toBe(site.externalLinks.scheduling);
    expect(demo.getAttribute('target')).toBe('_blank');
    expect(demo.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('marks the current page with aria-current, and no other', () => {
    for (const [address, current] of [
      ['/about', '/about'],
      ['/solutions/TwinXrtreme', '/solutions/TwinXrtreme'],
    ] as const) {
      const { navigation } = builtNavigation[address];
      expect(pathsOf(navigation.querySelectorAll('a[aria-current="page"]')), address).toEqual([current]);
    }
  });
});
