import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageSection } from '../../../testing/vitest/page-section.ts';
import { renderWithProviders } from '../../../testing/vitest/render-with-providers.tsx';
import ContactRegions from './contact-regions.tsx';

const props = pageSection('/Contact/Contactus', 'contact-regions');
const visiblePanel = () => screen.getByRole('tabpanel');

/** The country shown: its tab selected, its panel named after it with every address line, and its phone link only if it has one. */
function expectCountry(country: string) {
  const office = props.regions.find((candidate) => candidate.country === country);
  if (!office) throw new Error(`No office for ${country}`);
  expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(country);
  expect(visiblePanel()).toHaveAccessibleName(country);
  for (const line of office.contact.addressLines) expect(visiblePanel()).toHaveTextContent(line);
  const phones = [...visiblePanel().querySelectorAll('a[href^="tel:"]')].map((link) => [link.getAttribute('href'), link.textContent]);
  expect(phones).toEqual(office.contact.phone ? [[office.contact.phone.target, office.contact.phone.label]] : []);
  // The other countries' phones are hidden with their panels.
  expect(screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('tel:'))).toHaveLength(phones.length);
}

describe('ContactRegions', () => {
  it('offers India, USA and Germany, in that order, with India selected first (SPEC 4, 9)', () => {
    renderWithProviders(<ContactRegions {...props} />);
    const tabs = within(screen.getByRole('tablist', { name: props.tabListLabel })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['India', 'USA', 'Germany']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('India');
    expect(visiblePanel()).toHaveAccessibleName('India');
  });

  it('shows only India with a phone number', () => {
    expect(props.regions.map((region) => [region.country, region.contact.phone !== undefined])).toEqual([
      ['India', true],
      ['USA', false],
      ['Germany', false],
    ]);
  });

  it('switches the address and the phone when a country is clicked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactRegions {...props} />);
    const [india, usa] = props.regions;
    const phone = india?.contact.phone;
    if (!india || !phone || !usa) throw new Error('contact.json lost its India phone or its USA office');
    expect(within(visiblePanel()).getByRole('link', { name: phone.label })).toHaveAttribute('href', phone.target);
    expect(visiblePanel()).toHaveTextContent(india.contact.addressLines.join(''));

    await user.click(screen.getByRole('tab', { name: 'USA' }));
    expect(visiblePanel()).toHaveAccessibleName('USA');
    expect(visiblePanel()).toHaveTextContent(usa.contact.addressLines.join(''));
    expect(within(visiblePanel()).queryByRole('link', { name: /^\+/ })).toBeNull();
    expect(screen.queryByRole('link', { name: phone.label })).toBeNull();
  });

  it('switches with the mouse: India first, then Germany, then USA, each with its address and only India with a phone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactRegions {...props} />);
    expectCountry('India');
    await user.click(screen.getByRole('tab', { name: 'Germany' }));
    expectCountry('Germany');
    await user.click(screen.getByRole('tab', { name: 'USA' }));
    expectCountry('USA');
  });

  it('switches with the arrow keys, Home and End, wrapping at the ends, and Tab moves on to the panel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactRegions {...props} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'India' })).toHaveFocus();
    const steps: [string, string][] = [
      ['{ArrowRight}', 'USA'],
      ['{End}', 'Germany'],
      ['{ArrowRight}', 'India'],
      ['{ArrowLeft}', 'Germany'],
      ['{Home}', 'India'],
    ];
    for (const [key, country] of steps) {
      await user.keyboard(key);
      expect(screen.getByRole('tab', { name: country })).toHaveFocus();
      expectCountry(country);
    }
    await user.tab();
    expect(visiblePanel()).toHaveFocus();
  });

  it('links each address to a maps search, naming the office for screen readers', () => {
    renderWithProviders(<ContactRegions {...props} />);
    const [india] = props.regions;
    if (!india) throw new Error('no regions');
    const maps = within(visiblePanel()).getByRole('link', { name: new RegExp(`^${india.contact.maps.label}: ${india.office}, India`) });
    expect(maps).toHaveAttribute('href', india.contact.maps.target);
    expect(maps).toHaveAttribute('target', '_blank');
  });
});
