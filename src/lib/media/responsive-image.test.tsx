import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResponsiveImage } from './responsive-image.tsx';

vi.mock('virtual:media-index', () => import('../../../testing/fixtures/media-index.ts'));

describe('ResponsiveImage', () => {
  it('offers AVIF and WebP at every prepared width and reserves the space with width and height', () => {
    const { container } = render(<ResponsiveImage src="/media/images/test/card" alt="A tablet anchoring a pump in a plant room" sizes="50vw" />);
    const sources = [...container.querySelectorAll('source')].map((source) => [source.type, source.getAttribute('srcset'), source.getAttribute('sizes')]);
    expect(sources).toEqual([
      ['image/avif', '/media/images/test/card-480.avif 480w, /media/images/test/card-800.avif 800w, /media/images/test/card-1280.avif 1280w', '50vw'],
      ['image/webp', '/media/images/test/card-480.webp 480w, /media/images/test/card-800.webp 800w, /media/images/test/card-1280.webp 1280w', '50vw'],
    ]);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/images/test/card-800.webp');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('alt', 'A tablet anchoring a pump in a plant room');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once, with high priority, above the fold', () => {
    const { container } = render(<ResponsiveImage src="/media/images/test/card" alt="" priority />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('fails loudly for an image that was never prepared', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ResponsiveImage src="/media/images/missing" alt="" />)).toThrow('Unknown image "/media/images/missing"');
  });
});
