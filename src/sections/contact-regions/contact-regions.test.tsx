import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageSection } from '../../../tests/support/page-section.ts';
import { renderWithProviders } from '../../../tests/support/render-with-providers.tsx';
import ContactRegions from './contact-regions.tsx';

const props = pageSection('/Contact/Contactus', 'contact-regions');
const visiblePanel = () => screen.getByRole('tabpanel');

describe('ContactRegions', () => {
  it('offers India, USA and Germany, in that order, with India selected first (SPEC 4, 9)', () => {
    renderWithProviders(<ContactRegions {...props} />);
    const tabs = within(screen.getByRole('tablist', { name: props.tabListLabel })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['India', 'USA', 'Germany']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('India');
    expect(visiblePanel()).toHaveAccessibleName('India');
  });

  it('shows only India with a phone number', () => {
    expect(props.regions.map((region) => [region.country, region.phone !== undefined])).toEqual([
      ['India', true],
      ['USA', false],
      ['Germany', false],
    ]);
  });

  it('switches the address and the phone when a country is clicked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactRegions {...props} />);
    const [india, usa] = props.regions;
    if (!india?.phone || !usa) throw new Error('contact.json lost its India phone or its USA office');
    expect(within(visiblePanel()).getByRole('link', { name: india.phone.display })).toHaveAttribute('href', `tel:${india.phone.number}`);
    expect(visiblePanel()).toHaveTextContent(india.addressLines.join(''));

    await user.click(screen.getByRole('tab', { name: 'USA' }));
    expect(visiblePanel()).toHaveAccessibleName('USA');
    expect(visiblePanel()).toHaveTextContent(usa.addressLines.join(''));
    expect(within(visiblePanel()).queryByRole('link', { name: /^\+/ })).toBeNull();
    expect(screen.queryByRole('link', { name: india.phone.display })).toBeNull();
  });

  it('moves between countries with the arrow keys, Home and End (WAI-ARIA tabs)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactRegions {...props} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'India' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'USA' })).toHaveFocus();
    expect(visiblePanel()).toHaveAccessibleName('USA');
    await user.keyboard('{End}');
    expect(visiblePanel()).toHaveAccessibleName('Germany');
    await user.keyboard('{ArrowRight}');
    expect(visiblePanel()).toHaveAccessibleName('India');
    await user.keyboard('{ArrowLeft}');
    expect(visiblePanel()).toHaveAccessibleName('Germany');
  });

  it('links each address to a maps search, naming the office for screen readers', () => {
    renderWithProviders(<ContactRegions {...props} />);
    const [india] = props.regions;
    if (!india) throw new Error('no regions');
    const maps = within(visiblePanel()).getByRole('link', { name: new RegExp(`^${props.mapLinkLabel}: ${india.office}, India`) });
    expect(maps).toHaveAttribute('href', india.mapsUrl);
    expect(maps).toHaveAttribute('target', '_blank');
  });
});
