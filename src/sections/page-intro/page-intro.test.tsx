import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render-with-providers.tsx';
import PageIntro from './page-intro.tsx';
import { OPENING_VISUAL_SIZES } from '@/lib/components/opening-layout.ts';

describe('PageIntro', () => {
  it('renders the page heading as the only h1, with eyebrow and intro', () => {
    renderWithProviders(
      <PageIntro
        type="page-intro"
        header={{ eyebrow: 'Platform', heading: 'One studio for every experience', intro: 'Create once, publish anywhere.' }}
        align="start"
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('One studio for every experience');
    expect(screen.getByText('Platform')).toBeInTheDocument();
    expect(screen.getByText('Create once, publish anywhere.')).toBeInTheDocument();
  });

  it('puts an optional visual beside the text, its still loaded at once with high priority', () => {
    renderWithProviders(
      <PageIntro
        type="page-intro"
        header={{ heading: 'Plan, run and improve your factory in a digital twin' }}
        align="start"
        visual={{ image: { src: '/media/images/solutions/twin', alt: 'A factory line and its digital twin side by side' } }}
      />,
    );
    const image = screen.getByRole('img', { name: 'A factory line and its digital twin side by side' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(document.querySelector('source[type="image/avif"]')).toHaveAttribute('sizes', OPENING_VISUAL_SIZES);
  });

  it('shows a figure the introduction states as a stat under it', () => {
    renderWithProviders(
      <PageIntro
        type="page-intro"
        header={{ heading: 'Train teams in half the time', intro: 'Learning cycles up to 50% faster.' }}
        stat={{ value: '50%', label: 'faster learning cycles' }}
        align="start"
      />,
    );
    expect(screen.getByText('50%').closest('p')).toHaveTextContent(/^50% faster learning cycles$/);
  });

  it('leaves the eyebrow out when there is none', () => {
    const { container } = renderWithProviders(
      <PageIntro type="page-intro" header={{ heading: 'Terms & Conditions', intro: 'Last updated 22 August 2025.' }} align="center" />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
