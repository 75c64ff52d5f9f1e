import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import { SiteFooter } from './site-footer.tsx';

const { footer, brand, externalLinks } = testSite;

describe('SiteFooter', () => {
  it('lists every link group of site.json in the footer navigation, in order', () => {
    renderWithProviders(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: footer.label });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(footer.linkGroups.map((group) => group.heading));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(footer.linkGroups.flatMap((group) => group.links.map((link) => link.target)));
  });

  it('shows the brand, then one paragraph: its slogan leading into what the name means', () => {
    const { container } = renderWithProviders(<SiteFooter />);
    expect(screen.getByRole('link', { name: brand.logo.homeLink.accessibleLabel })).toHaveAttribute('href', '/');
    const slogan = screen.getByText(brand.slogan);
    const paragraph = slogan.closest('p');
    expect(paragraph).toHaveTextContent(`${brand.slogan} ${brand.nameOrigin}`);
    // Set large and bold, a paragraph of its own would read as a heading that heads nothing (axe's p-as-heading).
    expect(slogan.tagName).toBe('SPAN');
    expect([...container.querySelectorAll('p')].filter((element) => element.textContent === brand.slogan)).toEqual([]);
    expect(screen.queryByRole('heading', { name: brand.slogan })).toBeNull();
  });

  it('gives the contact block its heading, the address, a maps link in a new tab, phone and e-mail', () => {
    const { container } = renderWithProviders(<SiteFooter />);
    const address = container.querySelector('address');
    if (!address) throw new Error('no address');
    expect(address.firstElementChild).toHaveTextContent(footer.contact.heading);
    const { details } = footer.contact;
    for (const line of details.addressLines) expect(address).toHaveTextContent(line);
    const maps = within(address).getByRole('link', { name: new RegExp(details.maps.label) });
    expect(maps).toHaveAttribute('href', details.maps.target);
    expect(maps).toHaveAttribute('target', '_blank');
    expect(within(address).getByRole('link', { name: '+91 44 4000 1200' })).toHaveAttribute('href', 'tel:+914440001200');
    expect(within(address).getByRole('link', { name: 'hello@satorixr.com' })).toHaveAttribute('href', 'mailto:hello@satorixr.com');
  });

  it('puts the social heading right before its four profile links', () => {
    renderWithProviders(<SiteFooter />);
    const heading = screen.getByText(footer.social.heading);
    const list = heading.nextElementSibling;
    if (!(list instanceof HTMLElement)) throw new Error('no list after the social heading');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      footer.social.profiles.map((profile) => externalLinks[profile.target as keyof typeof externalLinks]),
    );
    expect(screen.getByText(footer.copyright)).toBeInTheDocument();
  });
});
