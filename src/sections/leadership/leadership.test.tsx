import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeadershipSection } from '@/content/generated/content-types.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import Leadership from './leadership.tsx';

const props: LeadershipSection = {
  type: 'leadership',
  header: { eyebrow: 'Leadership', heading: 'The people behind Satori XR' },
  people: [
    {
      name: 'Jonathan Mercer',
      title: 'Chief Executive Officer',
      bio: '26 years in product design and technology in the automotive industry.',
      photo: { src: '/media/images/leadership/jonathan-mercer', alt: 'Illustrated portrait of Jonathan Mercer' },
      linkedIn: { label: 'Jonathan Mercer on LinkedIn', target: 'https://www.linkedin.com/in/jonathan-mercer' },
    },
    {
      name: 'Priya Raman',
      title: 'Chief Technology Officer',
      bio: '26 years in software product development.',
      photo: { src: '/media/images/leadership/priya-raman', alt: 'Illustrated portrait of Priya Raman' },
      linkedIn: { label: 'Priya Raman on LinkedIn', target: 'https://www.linkedin.com/in/priya-raman' },
    },
  ],
};

describe('Leadership', () => {
  it('is a region named by its heading, with exactly one list item per person, in order', () => {
    renderWithProviders(<Leadership {...props} />);
    const region = screen.getByRole('region', { name: 'The people behind Satori XR' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Jonathan Mercer', 'Priya Raman']);
  });

  it('shows each person’s portrait, name, role and bio', () => {
    renderWithProviders(<Leadership {...props} />);
    const [first] = screen.getAllByRole('listitem');
    if (!first) throw new Error('no card');
    const card = within(first);
    const photo = card.getByRole('img', { name: 'Illustrated portrait of Jonathan Mercer' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '800');
    expect(photo).toHaveAttribute('height', '800');
    expect(card.getByText('Chief Executive Officer')).toBeInTheDocument();
    expect(card.getByText('26 years in product design and technology in the automotive industry.')).toBeInTheDocument();
  });

  it('links each profile on LinkedIn in a new tab, named by its link', () => {
    renderWithProviders(<Leadership {...props} />);
    for (const person of props.people) {
      const name = `${person.linkedIn.label} ${testSite.accessibility.newTabHint}`;
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', person.linkedIn.target);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
