import mediaIndex from 'virtual:media-index';
import styled from 'styled-components';

const Picture = styled.picture`
  display: block;

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export interface ResponsiveImageProps {
  /** A prepared image key such as "/media/images/capabilities/web" (validated at build time). */
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the right file. */
  sizes?: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** AVIF and WebP at every prepared width, with width and height set so the page reserves the space. */
export function ResponsiveImage({ src, alt, sizes = '100vw', priority = false, className }: ResponsiveImageProps) {
  const image = mediaIndex.images[src];
  if (!image) throw new Error(`Unknown image "${src}": add it to media-src/images and run \`npm run media\`.`);
  const srcSet = (format: 'avif' | 'webp') => image.widths.map((width) => `${src}-${width}.${format} ${width}w`).join(', ');
  const fallbackWidth = image.widths.find((width) => width >= 800) ?? image.width;
  return (
    <Picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={`${src}-${fallbackWidth}.webp`}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        // "auto" is the default of both, so a lazy image leaves fetchPriority out and a priority one decoding.
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </Picture>
  );
}
