import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RotatingWordHeroSection } from '@/content/generated/content-types.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import RotatingWordHero from './rotating-word-hero.tsx';
import { SiteContentProvider } from '@/lib/site-content/site-content-context.tsx';
import { mediaQueries } from '@/lib/theme/media.ts';

const props: RotatingWordHeroSection = {
  type: 'rotating-word-hero',
  header: {
    eyebrow: 'About Satori XR',
    heading: 'Empowering',
    intro: 'We turn complex products into interactive 3D that people understand at first sight.',
  },
  words: ['EDUCATION', 'TRAINING', 'SALES'],
  spokenHeading: 'Empowering education, training and sales',
  demoButton: true,
};

function stubMediaQueries(matching: string[] = []) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** The word the eye sees, and how it is moving. */
function current() {
  const word = document.querySelector('[data-current="true"]');
  return { word: word?.textContent, phase: word?.getAttribute('data-phase') };
}

/**
 * Moves the fake clock in steps of at most 50 ms, each in its own act(): a phase's timer is set in an effect after
 * the previous phase renders, as in the browser. Every phase boundary falls on a step's end.
 */
function run(ms: number) {
  for (let left = ms; left > 0; left -= 50)
    act(() => {
      vi.advanceTimersByTime(Math.min(50, left));
    });
}

/** The splash covers the page for its first seconds after the application starts; the word waits for it. */
const splashMs = testSite.splash.durationMs;

beforeEach(() => {
  vi.useFakeTimers();
  // The application has just started.
  vi.spyOn(performance, 'now').mockReturnValue(0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RotatingWordHero', () => {
  it('gives screen readers one stable h1 and keeps the changing word out of the accessibility tree', () => {
    stubMediaQueries();
    renderWithProviders(<RotatingWordHero {...props} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^Empowering education, training and sales$/);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    const visible = document.querySelector('[data-current="true"]')?.closest('[aria-hidden="true"]');
    expect(visible?.textContent).toBe('Empowering EDUCATIONTRAININGSALES');
    expect(visible?.tagName).toBe('P');
    expect(document.querySelector('[aria-live]')).toBeNull();
    expect(screen.getByText('About Satori XR')).toBeInTheDocument();
    expect(screen.getByText(props.header.intro ?? '')).toBeInTheDocument();
  });

  it('pre-renders the first word standing still, and nothing moves until the page is hydrated', () => {
    const html = renderToString(
      <SiteContentProvider content={testSite}>
        <RotatingWordHero {...props} />
      </SiteContentProvider>,
    );
    expect(html).toMatch(/<span[^>]*data-current="true"[^>]*data-phase="hold"[^>]*>EDUCATION<\/span>/);
    expect(html.match(/data-current="true"/g)).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stands still while the splash covers the page', () => {
    stubMediaQueries();
    renderWithProviders(<RotatingWordHero {...props} />);
    run(splashMs);
    expect(current()).toEqual({ word: 'EDUCATION', phase: 'hold' });
    run(1000);
    expect(current()).toEqual({ word: 'EDUCATION', phase: 'out' });
  });

  it('starts at once on a later visit, when the splash is long gone', () => {
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    stubMediaQueries();
    renderWithProviders(<RotatingWordHero {...props} />);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    run(999);
    expect(current()).toEqual({ word: 'EDUCATION', phase: 'hold' });
    run(1);
    expect(current()).toEqual({ word: 'EDUCATION', phase: 'out' });
  });

  it('swaps after 1 s: out over 0.5 s, in over 0.8 s, hold 1.5 s, in order, wrapping to the first', () => {
    stubMediaQueries();
    renderWithProviders(<RotatingWordHero {...props} />);
    run(splashMs);
    run(999);
    expect(current()).toEqual({ word: 'EDUCATION', phase: 'hold' });
    run(1);
    expect(current()).toEqual({ word: 'EDUCATION', phase: 'out' });
    run(499);
    expect(current()).toEqual({ word: 'EDUCATION', phase: 'out' });
    run(1);
    expect(current()).toEqual({ word: 'TRAINING', phase: 'in' });
    run(799);
    expect(current()).toEqual({ word: 'TRAINING', phase: 'in' });
    run(1);
    expect(current()).toEqual({ word: 'TRAINING', phase: 'hold' });
    run(1499);
    expect(current()).toEqual({ word: 'TRAINING', phase: 'hold' });
    run(1);
    expect(current()).toEqual({ word: 'TRAINING', phase: 'out' });
    run(500);
    expect(current()).toEqual({ word: 'SALES', phase: 'in' });
    run(800 + 1500 + 500);
    expect(current()).toEqual({ word: 'EDUCATION', phase: 'in' });
    run(2800);
    expect(current()).toEqual({ word: 'TRAINING', phase: 'in' });
  });

  it('shows one word at a time, each word in the same place so the heading never changes size', () => {
    stubMediaQueries();
    renderWithProviders(<RotatingWordHero {...props} />);
    run(splashMs);
    expect(document.querySelectorAll('[data-current]')).toHaveLength(3);
    expect(document.querySelectorAll('[data-current="true"]')).toHaveLength(1);
    run(1500);
    expect(document.querySelectorAll('[data-current="true"]')).toHaveLength(1);
  });

  it('the pause button stops the rotation and play starts it again, after a full hold', () => {
    stubMediaQueries();
    renderWithProviders(<RotatingWordHero {...props} />);
    run(splashMs);
    run(1200);
    expect(current()).toEqual({ word: 'EDUCATION', phase: 'out' });
    fireEvent.click(screen.getByRole('button', { name: testSite.accessibility.pauseWordRotationLabel }));
    expect(current()).toEqual({ word: 'EDUCATION', phase: 'hold' });
    run(60_000);
    expect(current()).toEqual({ word: 'EDUCATION', phase: 'hold' });
    fireEvent.click(screen.getByRole('button', { name: testSite.accessibility.playWordRotationLabel }));
    expect(screen.getByRole('button', { name: testSite.accessibility.pauseWordRotationLabel })).toBeInTheDocument();
    run(1499);
    expect(current()).toEqual({ word: 'EDUCATION', phase: 'hold' });
    run(1);
    expect(current()).toEqual({ word: 'EDUCATION', phase: 'out' });
    run(500);
    expect(current()).toEqual({ word: 'TRAINING', phase: 'in' });
  });

  it('under reduced motion the word still changes on the same beat, but never moves', () => {
    stubMediaQueries([mediaQueries.reducedMotion]);
    renderWithProviders(<RotatingWordHero {...props} />);
    run(splashMs);
    const seen: { word: string | null | undefined; phase: string | null | undefined }[] = [];
    for (let ms = 0; ms < 6000; ms += 100) {
      run(100);
      seen.push(current());
    }
    expect(new Set(seen.map(({ phase }) => phase))).toEqual(new Set(['hold']));
    // EDUCATION until 1.5 s (1 s hold + 0.5 s out), TRAINING until 4.3 s, then SALES.
    expect(seen[13]?.word).toBe('EDUCATION');
    expect(seen[14]?.word).toBe('TRAINING');
    expect(seen[41]?.word).toBe('TRAINING');
    expect(seen[42]?.word).toBe('SALES');
  });

  it("shows the site's Request a Demo button to the scheduling page in a new tab, unless the section turns it off", () => {
    stubMediaQueries();
    const { unmount } = renderWithProviders(<RotatingWordHero {...props} />);
    const link = screen.getByRole('link', { name: `${testSite.heroAction.label} ${testSite.accessibility.newTabHint}` });
    expect(link).toHaveAttribute('href', testSite.externalLinks.scheduling);
    expect(link).toHaveAttribute('target', '_blank');
    unmount();
    renderWithProviders(<RotatingWordHero {...props} demoButton={false} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('puts an optional visual beside the text, loaded with high priority', () => {
    stubMediaQueries();
    renderWithProviders(
      <RotatingWordHero {...props} visual={{ image: { src: '/media/images/home/hero', alt: 'A concept car half rendered as a wireframe' } }} />,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('img', { name: 'A concept car half rendered as a wireframe' })).toHaveAttribute('fetchpriority', 'high');
  });
});
