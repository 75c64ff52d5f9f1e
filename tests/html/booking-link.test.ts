/**
 * The scheduling links as pre-rendered: they point at the scheduling page without a month, which the browser
 * adds at each click from the visitor's clock (e2e/booking-link.spec.ts).
 */
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { site } from '../../testing/playwright/content.ts';
import { builtHtml, builtPage } from '../../testing/vitest/built-site.ts';

const scheduling = site.externalLinks.scheduling;

/** A link whose accessible name starts with `label` (a new-tab link adds "(opens in a new tab)"). */
const named = (label: string) => (name: string) => name.startsWith(label);

/** Every scheduling link the pages render, found as a visitor finds it. */
const cases = [
  {
    name: `the navigation's '${site.navigation.bookDemo.label}'`,
    url: '/about',
    link: (document: Document) =>
      within(within(document.body).getByRole('navigation', { name: site.navigation.label })).getByRole('link', {
        name: named(site.navigation.bookDemo.label),
      }),
  },
  {
    name: `the home call to action's '${site.ctaBand.action.label}'`,
    url: '/',
    link: (document: Document) =>
      within(within(document.body).getByRole('region', { name: site.ctaBand.header.heading })).getByRole('link', {
        name: named(site.ctaBand.action.label),
      }),
  },
];

describe('scheduling links, as pre-rendered', () => {
  it('site.json sends both calls to the scheduling page, whose address holds no month', () => {
    expect(site.navigation.bookDemo.target).toBe('scheduling');
    expect(site.ctaBand.action.target).toBe('scheduling');
    expect(new URL(scheduling).searchParams.has('month'), 'site.json keeps the month out of the scheduling address').toBe(false);
  });

  for (const { name, url, link } of cases) {
    it(`${name} on ${url} links to the scheduling page in a new tab, and the page holds no month`, () => {
      const element = link(builtPage(url));
      expect(element.getAttribute('href')).toBe(scheduling);
      expect(element.getAttribute('target')).toBe('_blank');
      expect(builtHtml(url)).not.toContain('month=');
    });
  }
});
