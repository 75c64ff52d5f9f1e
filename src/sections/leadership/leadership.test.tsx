import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeadershipSection } from '@/content/generated/content-types.ts';
import { pageSection } from '../../../testing/vitest/page-section.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import Leadership from './leadership.tsx';

/** The about page's leadership, as marketers ship it. */
const props: LeadershipSection = pageSection('/about', 'leadership');
const [first] = props.people;
if (!first) throw new Error('the about page names no one');

describe('Leadership', () => {
  it('is a region named by its heading, with exactly one list item per person, in order', () => {
    renderWithProviders(<Leadership {...props} />);
    const region = screen.getByRole('region', { name: props.header.heading });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(props.people.length);
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(props.people.map((person) => person.name));
  });

  it('shows each person’s portrait, name, role and bio', () => {
    renderWithProviders(<Leadership {...props} />);
    const [firstItem] = screen.getAllByRole('listitem');
    if (!firstItem) throw new Error('no card');
    const card = within(firstItem);
    const photo = card.getByRole('img', { name: first.photo.alt });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '800');
    expect(photo).toHaveAttribute('height', '800');
    expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(first.name);
    expect(card.getByText(first.title)).toBeInTheDocument();
    expect(card.getByText(first.bio)).toBeInTheDocument();
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
