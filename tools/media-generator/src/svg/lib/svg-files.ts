/** Shared helpers for the vector generators: text as outlines, number formatting, file output. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype, { type Font } from 'opentype.js';

const require = createRequire(import.meta.url);

/** Static TTF cuts from npm (OFL-licensed Google Fonts), so text becomes paths that look the same everywhere. */
const FONT_FILES = {
  'inter-400': '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  'inter-500': '@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf',
  'inter-600': '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
  'inter-700': '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  'inter-800': '@expo-google-fonts/inter/800ExtraBold/Inter_800ExtraBold.ttf',
  'grotesk-500': '@expo-google-fonts/space-grotesk/500Medium/SpaceGrotesk_500Medium.ttf',
  'grotesk-700': '@expo-google-fonts/space-grotesk/700Bold/SpaceGrotesk_700Bold.ttf',
  'condensed-600': '@expo-google-fonts/barlow-condensed/600SemiBold/BarlowCondensed_600SemiBold.ttf',
  'condensed-700': '@expo-google-fonts/barlow-condensed/700Bold/BarlowCondensed_700Bold.ttf',
  'serif-500': '@expo-google-fonts/ibm-plex-serif/500Medium/IBMPlexSerif_500Medium.ttf',
  'serif-600': '@expo-google-fonts/ibm-plex-serif/600SemiBold/IBMPlexSerif_600SemiBold.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

const fonts = new Map<FontName, Font>();
function font(name: FontName): Font {
  let loaded = fonts.get(name);
  if (!loaded) {
    const buffer = readFileSync(require.resolve(FONT_FILES[name]));
    loaded = opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
    const typeface = loaded;
    // opentype.js 2.0 throws on some GSUB lookups in these fonts; wordmarks need no ligatures, only glyphs and kerning.
    typeface.stringToGlyphs = (text) => Array.from(text, (char) => typeface.charToGlyph(char));
    fonts.set(name, loaded);
  }
  return loaded;
}

export interface TextOptions {
  font: FontName;
  size: number;
  /** Extra space between letters, in em. */
  tracking?: number;
  x?: number;
  /** Baseline. */
  y?: number;
}

export interface TextOutline {
  d: string;
  /** Advance width (without trailing tracking). */
  width: number;
  /** Height of capitals above the baseline. */
  capHeight: number;
}

/** Lays `text` out as one SVG path, left-aligned at x on baseline y. */
export function textOutline(text: string, options: TextOptions): TextOutline {
  const typeface = font(options.font);
  const tracking = options.tracking ?? 0;
  const x = options.x ?? 0;
  const y = options.y ?? 0;
  const renderOptions = { kerning: true, letterSpacing: tracking };
  const end = typeface.forEachGlyph(text, x, y, options.size, renderOptions, () => undefined);
  const capBox = typeface.getPath('H', 0, 0, options.size).getBoundingBox();
  return {
    d: typeface.getPath(text, x, y, options.size, renderOptions).toPathData({ decimalPlaces: 2, flipY: false }),
    width: end - x - tracking * options.size,
    capHeight: -capBox.y1,
  };
}

/** Numbers in SVG attributes: at most two decimals, no trailing zeros. */
export const n = (value: number): string => String(Math.round(value * 100) / 100);

/** Writes one generated file under `root`, creating folders; returns its path. */
export function writeGenerated(root: string, relativePath: string, content: string): string {
  const file = join(root, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}
