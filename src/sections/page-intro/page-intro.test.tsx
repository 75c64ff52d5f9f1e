import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import PageIntro from './page-intro.tsx';
import { OPENING_VISUAL_SIZES } from '@/lib/components/opening-layout.tsx';

describe('PageIntro', () => {
  it('renders the page heading as the only h1, with eyebrow and intro', () => {
    renderWithProviders(
      <PageIntro
        type="page-intro"
        header={{ eyebrow: 'Platform', heading: 'One studio for every experience', intro: 'Create once, publish anywhere.' }}
        align="start"
        demoButton={false}
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
        demoButton={false}
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
        demoButton={false}
      />,
    );
    expect(screen.getByText('50%').closest('p')).toHaveTextContent(/^50% faster learning cycles$/);
  });

  it("shows the site's 'Request a Demo' button to the scheduling page, unless the content turns it off", () => {
    const header = { heading: 'Plan, run and improve your factory in a digital twin' };
    const { unmount } = renderWithProviders(<PageIntro type="page-intro" header={header} align="start" demoButton />);
    const demo = screen.getByRole('link', { name: new RegExp(`^${testSite.heroAction.label}`) });
    expect(demo.getAttribute('href')).toContain(testSite.externalLinks.scheduling);
    expect(demo).toHaveAttribute('target', '_blank');
    unmount();
    renderWithProviders(<PageIntro type="page-intro" header={header} align="start" demoButton={false} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leaves the eyebrow out when there is none', () => {
    const { container } = renderWithProviders(
      <PageIntro type="page-intro" header={{ heading: 'Terms & Conditions', intro: 'Last updated 22 August 2025.' }} align="center" demoButton={false} />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
