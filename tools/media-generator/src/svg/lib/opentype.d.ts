/** The small part of opentype.js 2 (which ships no types) that the vector generators use. */
declare module 'opentype.js' {
  export interface BoundingBox {
    x1: number;
    y1: number;
    x2: number;
    y2: number;
  }
  export interface Path {
    toPathData(options?: { decimalPlaces?: number; optimize?: boolean; flipY?: boolean }): string;
    getBoundingBox(): BoundingBox;
  }
  export interface RenderOptions {
    kerning?: boolean;
    letterSpacing?: number;
    features?: unknown;
  }
  export interface Glyph {
    index: number;
  }
  export interface Font {
    charToGlyph(char: string): Glyph;
    stringToGlyphs(text: string, options?: RenderOptions): Glyph[];
    unitsPerEm: number;
    ascender: number;
    descender: number;
    getPath(text: string, x: number, y: number, fontSize: number, options?: RenderOptions): Path;
    forEachGlyph(text: string, x: number, y: number, fontSize: number, options: RenderOptions, callback: () => void): number;
  }
  /** Node loads the package's CommonJS build, so everything hangs off the default export. */
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
