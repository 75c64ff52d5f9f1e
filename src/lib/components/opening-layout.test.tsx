import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SideVisual } from '@/content/generated/content-types.ts';
import { renderWithProviders } from '../../../testing/vitest/render-with-providers.tsx';
import { OpeningVisual } from './opening-layout.tsx';

vi.mock('virtual:media-index', () => import('../../../testing/fixtures/media-index.ts'));

const visual: SideVisual = {
  image: { src: '/media/images/home/hero', alt: 'A silver concept car on a dark studio floor' },
  model: {
    model: '/media/models/concept-car',
    alt: 'The silver grand-tourer coupé from the picture, in 3D',
    labels: {
      rotate: 'Rotate in 3D',
      loading: 'Loading the 3D model…',
      viewInRoom: 'View in your space',
      unavailable: 'The 3D view could not load here, so this is a picture of the car.',
    },
  },
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("an opening picture's 3D mode", () => {
  it('lays its "Rotate in 3D" button over the picture once the loaded page is idle, not in the first render', async () => {
    renderWithProviders(<OpeningVisual visual={visual} />);
    expect(screen.getByRole('img', { name: visual.image.alt })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rotate in 3D' })).toBeNull();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Rotate in 3D' })).toBeEnabled());
    // Over the picture, in its box: the button moves nothing on the page.
    expect(screen.getByRole('button', { name: 'Rotate in 3D' }).closest('div')?.parentElement).toBe(
      screen.getByRole('img', { name: visual.image.alt }).closest('picture')?.parentElement,
    );
  });

  it('is the picture alone without a model', async () => {
    renderWithProviders(<OpeningVisual visual={{ image: visual.image }} />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
