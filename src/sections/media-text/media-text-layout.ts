import type { MediaTextSection } from '@/content/generated/content-types.ts';

export type MediaPosition = MediaTextSection['mediaPosition'];

/** Where text and picture go on wide screens (from 1024 px); below that both stack, text first. */
export interface WideLayout {
  /** grid-template-columns, or null for a single column (the picture as a banner under the text). */
  columns: string | null;
  /** The grid column of the text and of the picture (1 = left); both sit in the first row. */
  textColumn: 1 | 2;
  mediaColumn: 1 | 2;
}

/** The picture column is a little wider than the text column, as in the page openings. */
export function wideLayout(position: MediaPosition): WideLayout {
  switch (position) {
    case 'start':
      return { columns: 'minmax(0, 1.1fr) minmax(0, 1fr)', textColumn: 2, mediaColumn: 1 };
    case 'end':
      return { columns: 'minmax(0, 1fr) minmax(0, 1.1fr)', textColumn: 1, mediaColumn: 2 };
    case 'below':
      return { columns: null, textColumn: 1, mediaColumn: 1 };
  }
}
