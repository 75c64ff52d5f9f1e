/** Where `npm run studio:thumbnails` writes the section picker's pictures, shared with the test that checks them. */
export const THUMBNAILS_DIR = 'studio/thumbnails';
export const THUMBNAILS_INDEX = `${THUMBNAILS_DIR}/index.json`;
/** The width of every thumbnail in pixels; heights follow each example's shape. */
export const THUMBNAIL_WIDTH = 320;

/** One line of index.json: which example of which section type a picture shows (example counts from 0). */
export interface ThumbnailEntry {
  type: string;
  example: number;
  /** The file name inside studio/thumbnails/. */
  file: string;
  width: number;
  height: number;
}

export const thumbnailFile = (type: string, example: number) => `${type}-${String(example)}.webp`;
