import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { pageManifest } from 'virtual:page-manifest';
import { describe, expect, it } from 'vitest';
import type { PartnerLogosSection } from '@/content/generated/content-types.ts';
import { renderWithProviders } from '../../../testing/vitest/render-with-providers.tsx';
import PartnerLogos from './partner-logos.tsx';

const props: PartnerLogosSection = {
  type: 'partner-logos',
  header: { heading: 'Trusted Partners' },
  logos: [
    { src: '/media/logos/partners/kestrel-aerodynamics.svg', alt: 'Kestrel Aerodynamics' },
    { src: '/media/logos/partners/halvorsen-motorworks.svg', alt: 'Halvorsen Motorworks' },
    { src: '/media/logos/partners/brightmoor-university.svg', alt: 'Brightmoor University' },
  ],
};

describe('PartnerLogos', () => {
  it('is a region named by its heading with exactly the logos given, in order, named for screen readers', () => {
    renderWithProviders(<PartnerLogos {...props} />);
    const region = screen.getByRole('region', { name: 'Trusted Partners' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    const images = within(region).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Kestrel Aerodynamics', 'Halvorsen Motorworks', 'Brightmoor University']);
    expect(images.map((image) => image.getAttribute('src'))).toEqual(props.logos.map((logo) => logo.src));
  });

  it('loads the logos lazily, each with its size reserved', () => {
    renderWithProviders(<PartnerLogos {...props} />);
    for (const image of screen.getAllByRole('img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '200');
      expect(image).toHaveAttribute('height', '60');
    }
  });

  it('names every partner logo on the site as partners.json names it', async () => {
    const partners = JSON.parse(readFileSync(join(process.cwd(), 'media-src/logos/partners/partners.json'), 'utf8')) as { file: string; name: string }[];
    const names = new Map(partners.map((partner) => [`/media/logos/partners/${partner.file}`, partner.name]));
    const pages = await Promise.all(pageManifest.map(async (entry) => (await entry.load()).default));
    const logos = pages.flatMap((page) => page.sections.flatMap((section) => (section.type === 'partner-logos' ? section.logos : [])));
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) expect(logo.alt, logo.src).toBe(names.get(logo.src));
  });
});
