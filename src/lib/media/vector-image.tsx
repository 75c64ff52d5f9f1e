import mediaIndex from 'virtual:media-index';

export interface VectorImageProps {
  /** A file copied by `npm run media`, such as "/media/images/ui/rating-five-stars.svg". */
  src: string;
  alt: string;
  className?: string;
}

/** An SVG from public/ with its natural size set, so the page reserves its space. */
export function VectorImage({ src, alt, className }: VectorImageProps) {
  const file = mediaIndex.files[src];
  if (!file) throw new Error(`Unknown file "${src}": add it to media-src and run \`npm run media\`.`);
  return <img className={className} src={src} alt={alt} width={file.width} height={file.height} loading="lazy" decoding="async" />;
}
