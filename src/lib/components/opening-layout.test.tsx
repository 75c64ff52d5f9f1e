import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { SideVisual } from '@/content/generated/content-types.ts';
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

describe("an opening picture's 3D mode", () => {
  it('is not in the pre-rendered picture; once hydrated, its "Rotate in 3D" button lies over the picture, without a mismatch', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToString(<OpeningVisual visual={visual} />);
    expect(html).not.toContain('Rotate in 3D');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    render(<OpeningVisual visual={visual} />, { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Rotate in 3D' });
    expect(button).toBeEnabled();
    // Over the picture, in its box: the button moves nothing on the page.
    expect(button.parentElement?.parentElement).toBe(screen.getByRole('img', { name: visual.image.alt }).closest('picture')?.parentElement);
  });

  it('is the picture alone without a model', () => {
    render(<OpeningVisual visual={{ image: visual.image }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
