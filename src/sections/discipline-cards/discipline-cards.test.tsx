import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DisciplineCardsSection } from '@/content/generated/content-types.ts';
import { renderWithProviders } from '../../../testing/vitest/render-with-providers.tsx';
import DisciplineCards, { wideColumns } from './discipline-cards.tsx';

const section: DisciplineCardsSection = {
  type: 'discipline-cards',
  header: { eyebrow: 'Engineering disciplines', heading: 'Built into four engineering curricula' },
  applicationsLabel: 'Where it is used',
  trendsLabel: 'What comes next',
  cards: [
    { title: 'Computer Science Engineering', description1: 'Build WebXR applications.', description2: 'Spatial computing roles.' },
    { title: 'Electrical Engineering', description1: 'Trace circuits in AR.', description2: 'Smart grids run on twins.' },
    { title: 'Mechanical Engineering', description1: 'Take apart engines in VR.', description2: 'Simulation-led design.' },
    { title: 'Civil Engineering', description1: 'Review BIM models in AR.', description2: 'Smart-city twins.' },
  ],
};

describe('DisciplineCards', () => {
  it('names the section by its h2 and lists one card per discipline, each titled by an h3', () => {
    renderWithProviders(<DisciplineCards {...section} />);
    const region = screen.getByRole('region', { name: 'Built into four engineering curricula' });
    expect(within(region).getByRole('heading', { level: 2 })).toBeInTheDocument();
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(section.cards.map((card) => card.title));
  });

  it("shows each card's applications (description1) and trends (description2) under the section's own labels", () => {
    renderWithProviders(<DisciplineCards {...section} />);
    const items = screen.getAllByRole('listitem');
    items.forEach((item, index) => {
      const card = section.cards[index];
      expect(
        within(item)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Where it is used', 'What comes next']);
      expect(
        within(item)
          .getAllByRole('definition')
          .map((definition) => definition.textContent),
      ).toEqual([card?.description1, card?.description2]);
    });
  });

  it('fits up to four cards in one row on wide screens and splits more into even rows', () => {
    expect([2, 3, 4, 5, 6, 7, 8].map(wideColumns)).toEqual([2, 3, 4, 4, 3, 4, 4]);
  });
});
