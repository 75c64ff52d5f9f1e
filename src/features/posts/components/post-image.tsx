import { useState } from 'react';
import type { FeaturedImage } from '../api/featured-image.ts';
import { PLACEHOLDER_IMAGE_URL } from '../api/placeholder-image.ts';

interface PostImageProps {
  image: FeaturedImage;
  className?: string;
  /** The lead image of a post page loads at once; card images wait until they are near the screen. */
  eager?: boolean;
}

/**
 * A post's featured image. The later fallbacks of SPEC 3 (a guid, the post's own address) are not always
 * images; if the browser cannot show one, the placeholder takes its place. The frame's aspect ratio is set
 * by the caller's styles, so the space is reserved before the file arrives.
 */
export function PostImage({ image, className, eager = false }: PostImageProps) {
  const [failed, setFailed] = useState(false);
  const src = failed ? PLACEHOLDER_IMAGE_URL : image.url;
  return (
    <img className={className} src={src} alt={failed ? '' : image.alt} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setFailed(true)} />
  );
}
