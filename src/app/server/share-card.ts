/**
 * What a page's share card (its og:image, drawn at build time by scripts/build/share-images/) shows: the words of
 * its title and its picture. Pure functions over the page document, so the server bundle can name them and the
 * pre-renderer can draw them without a browser.
 */
import type { MediaIndex } from '@/content/media-index.ts';
import type { Section } from '@/content/generated/content-types.ts';
import { frameUrl } from '@/sections/frame-hero/frame-sources.ts';

/** The words on a card: the title's main part large, its other parts (if any) as one smaller line. */
export interface ShareCardWords {
  headline: string;
  /** The title's other parts, such as "Aerospace" beside "XR for engines, maintenance and training". */
  kicker?: string;
}

/** What the pre-renderer is asked to draw for one page. */
export interface ShareCardSource {
  words: ShareCardWords;
  /**
   * The picture: a file under public/ ("/media/images/home/hero-1920.webp") or, for a WordPress post, the featured
   * image's absolute URL, which the builder treats as hostile. Absent: a card of brand colour, logo and words.
   */
  picture?: string;
}

/** The image a card became, as the head names it. */
export interface ShareImage {
  /** Root-relative, such as /media/share/3f2a….jpg. */
  path: string;
  width: number;
  height: number;
  /** The words the card shows. */
  alt: string;
}

/** Where a section's opening picture comes from, before it is resolved to a file. */
export type OpeningVisual = { image: string } | { videoPoster: string } | { frameSequence: string };

/**
 * A page title's parts ("Aerospace | XR for engines, maintenance and training") as card words: a part that is just
 * the brand name is dropped (the card carries the logo), the longest part is the headline and the rest, in their
 * order, the kicker. For a post ("{title} | Satori XR Blog") the post's title is usually the longest part.
 */
export function shareCardWordsOf(title: string, brandName: string): ShareCardWords {
  const parts = title
    .split(' | ')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const named = parts.filter((part) => part.toLowerCase() !== brandName.toLowerCase());
  const kept = named.length > 0 ? named : parts.length > 0 ? parts : [brandName];
  const headline = kept.reduce((longest, part) => (part.length > longest.length ? part : longest));
  const rest = kept.filter((part) => part !== headline);
  return rest.length > 0 ? { headline, kicker: rest.join(' · ') } : { headline };
}

/** A section's own picture, for the section types that open a page with one; cards, logos and portraits do not count. */
function visualOfSection(section: Section): OpeningVisual | undefined {
  switch (section.type) {
    case 'hero': {
      const image = section.visual?.image ?? section.image;
      if (image) return { image: image.src };
      return section.video ? { videoPoster: section.video } : undefined;
    }
    case 'page-intro': {
      const image = section.visual?.image ?? section.image;
      if (image) return { image: image.src };
      return section.video ? { videoPoster: section.video.src } : undefined;
    }
    case 'rotating-word-hero':
      return section.visual ? { image: section.visual.image.src } : undefined;
    case 'frame-hero':
      return { frameSequence: section.sequence };
    case 'media-text':
      if (section.image) return { image: section.image.src };
      return section.video ? { videoPoster: section.video.src } : undefined;
    case 'fullscreen-video':
    case 'tablet-video':
      return { videoPoster: section.video.src };
    default:
      return undefined;
  }
}

/** The page's opening visual: the picture of its first section that has one (a hero, intro, frame hero, media block…). */
export function openingVisualOf(sections: readonly Section[]): OpeningVisual | undefined {
  for (const section of sections) {
    const visual = visualOfSection(section);
    if (visual) return visual;
  }
  return undefined;
}

/** The area a card's picture covers (the right of the 1200×630 card; the words sit over its faded left edge). */
export const SHARE_PICTURE_AREA = { width: 780, height: 630 } as const;

/**
 * The file under public/ that holds a visual's still: the prepared WebP at the width the card's picture needs, a video's poster,
 * or a frame sequence's first frame (the one the page shows before it plays). Undefined when the media index does
 * not know it (content:check reports that; the card is then drawn without a picture).
 */
export function visualFileOf(visual: OpeningVisual, media: MediaIndex): string | undefined {
  if ('image' in visual) {
    const entry = media.images[visual.image];
    if (!entry || entry.widths.length === 0) return undefined;
    // The smallest prepared width that covers the area without enlarging (fewer pixels to decode), else the largest.
    const scale = Math.max(SHARE_PICTURE_AREA.width / entry.width, SHARE_PICTURE_AREA.height / entry.height);
    const widths = [...entry.widths].sort((a, b) => a - b);
    const width = widths.find((candidate) => candidate >= Math.ceil(entry.width * scale)) ?? widths.at(-1);
    return `${visual.image}-${String(width)}.webp`;
  }
  if ('videoPoster' in visual) return media.videos[visual.videoPoster] ? `${visual.videoPoster}-poster.webp` : undefined;
  const sequence = media.sequences[visual.frameSequence];
  return sequence ? frameUrl(sequence, 0, 'desktop', 'webp') : undefined;
}
