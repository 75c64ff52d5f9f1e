/** The part of subset-font (which ships no types) that the Inter subset uses; see node_modules/subset-font/index.js. */
declare module 'subset-font' {
  export interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    /** The OpenType layout features to keep; all of them when absent. */
    keepFeatures?: string[];
    /** Per axis tag: a value pins the axis, a range narrows it. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
