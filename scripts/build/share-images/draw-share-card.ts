/**
 * Draws one share card (1200×630 JPEG) with sharp: the picture on the right, fading into the site's black surface
 * under the words; the logo, the headline in Inter Bold, an accent bar, the kicker and the site's address. Text is
 * drawn as SVG paths from Inter's TrueType files (opentype.js), so librsvg needs no installed fonts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font } from 'opentype.js';
import sharp, { type OverlayOptions } from 'sharp';
import { SHARE_PICTURE_AREA } from '../../../src/app/server/share-card.ts';
import { theme } from '../../../src/lib/theme/tokens.ts';
import { fitText, type FittedText } from './card-layout.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Raise when the drawing changes: every card's name (and so its file) changes with it. */
const TEMPLATE_VERSION = 1;

const MARGIN = 80;
/** The words' column; the picture fades out under it. */
const TEXT_WIDTH = 600;
const PICTURE_LEFT = CARD_WIDTH - SHARE_PICTURE_AREA.width;
const HEADLINE_SIZES = [68, 62, 56, 50, 46, 42] as const;
const HEADLINE_LINE_HEIGHT = 1.14;
const KICKER_SIZE = 28;
const DOMAIN_SIZE = 26;
const LOGO_HEIGHT = 48;

const { color } = theme;

const require = createRequire(import.meta.url);
const FONT_FILES = {
  bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  medium: '@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf',
  semiBold: '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
} as const;

const fonts = new Map<keyof typeof FONT_FILES, Font>();
function font(name: keyof typeof FONT_FILES): Font {
  let loaded = fonts.get(name);
  if (!loaded) {
    const buffer = readFileSync(require.resolve(FONT_FILES[name]));
    const typeface = opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
    // opentype.js 2.0 throws on some of Inter's GSUB lookups; the cards need glyphs and kerning, not ligatures.
    typeface.stringToGlyphs = (text) => Array.from(text, (char) => typeface.charToGlyph(char));
    fonts.set(name, typeface);
    loaded = typeface;
  }
  return loaded;
}

const widthOf = (typeface: Font, text: string, size: number) => typeface.forEachGlyph(text, 0, 0, size, { kerning: true }, () => undefined);
const outline = (typeface: Font, text: string, x: number, y: number, size: number) =>
  typeface.getPath(text, x, y, size, { kerning: true }).toPathData({ decimalPlaces: 2, flipY: false });

/** Whether Inter has a glyph for every character (it has none for Devanagari or CJK, which would be drawn as boxes). */
export function interCanDraw(text: string): boolean {
  const typeface = font('bold');
  return Array.from(text).every((char) => /\s/u.test(char) || typeface.charToGlyph(char).index !== 0);
}

export interface CardDrawing {
  /** The site's address as the card shows it, such as "satorixr.com". */
  domain: string;
  /** The logo (mark and wordmark) and the mark alone, as SVG source. */
  logoSvg: string;
  markSvg: string;
}

/** What the drawing depends on besides its words and picture, for the card's name. */
export function templateIdentity(drawing: Pick<CardDrawing, 'domain' | 'logoSvg' | 'markSvg'>): string {
  return JSON.stringify([TEMPLATE_VERSION, color, FONT_FILES, HEADLINE_SIZES, drawing]);
}

/** An SVG file's drawing placed at (x, y) at `height`, kept crisp as vectors inside the card's SVG. */
function placedSvg(source: string, x: number, y: number, height: number): string {
  const root = /<svg\b[^>]*>/u.exec(source)?.[0] ?? '';
  const viewBox = /viewBox="([\d.\s-]+)"/u.exec(root)?.[1] ?? '0 0 40 40';
  const [, , boxWidth = 40, boxHeight = 40] = viewBox.split(/\s+/u).map(Number);
  const width = (height * boxWidth) / boxHeight;
  const inner = source.slice(source.indexOf(root) + root.length, source.lastIndexOf('</svg>')).replace(/<title>[\s\S]*?<\/title>/u, '');
  return `<svg x="${String(x)}" y="${String(y)}" width="${width.toFixed(2)}" height="${String(height)}" viewBox="${viewBox}" fill="none">${inner}</svg>`;
}

export function fitHeadline(headline: string): FittedText {
  const typeface = font('bold');
  return fitText(headline, (text, size) => widthOf(typeface, text, size), { maxWidth: TEXT_WIDTH, maxLines: 3, sizes: HEADLINE_SIZES });
}

const svgDocument = (content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${String(CARD_WIDTH)}" height="${String(CARD_HEIGHT)}" viewBox="0 0 ${String(CARD_WIDTH)} ${String(CARD_HEIGHT)}">${content}</svg>`;

/** What every card with a picture has over it: the shade that keeps the words legible, the logo and the address. */
function frameOverPictureSvg(drawing: CardDrawing): string {
  return svgDocument(`<defs><linearGradient id="shade" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="${color.surface}" stop-opacity="1"/>
      <stop offset="0.36" stop-color="${color.surface}" stop-opacity="1"/>
      <stop offset="0.58" stop-color="${color.surface}" stop-opacity="0.72"/>
      <stop offset="0.8" stop-color="${color.surface}" stop-opacity="0.2"/>
      <stop offset="1" stop-color="${color.surface}" stop-opacity="0.05"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" x2="0" y1="0" y2="1">
      <stop offset="0.6" stop-color="${color.black}" stop-opacity="0"/>
      <stop offset="1" stop-color="${color.black}" stop-opacity="0.55"/>
    </linearGradient></defs>
    <rect width="${String(CARD_WIDTH)}" height="${String(CARD_HEIGHT)}" fill="url(#shade)"/>
    <rect width="${String(CARD_WIDTH)}" height="${String(CARD_HEIGHT)}" fill="url(#floor)"/>
    ${brandingSvg(drawing)}`);
}

/** A card without a picture: the black surface with the mark in an accent glow, like site.json's default image. */
function frameWithoutPictureSvg(drawing: CardDrawing): string {
  return svgDocument(`<defs><radialGradient id="glow" cx="0.84" cy="0.5" r="0.42">
      <stop offset="0" stop-color="${color.accent}" stop-opacity="0.2"/>
      <stop offset="1" stop-color="${color.accent}" stop-opacity="0"/>
    </radialGradient></defs>
    <rect width="${String(CARD_WIDTH)}" height="${String(CARD_HEIGHT)}" fill="${color.surface}"/>
    <rect width="${String(CARD_WIDTH)}" height="${String(CARD_HEIGHT)}" fill="url(#glow)"/>
    ${placedSvg(drawing.markSvg, 850, 150, 330)}
    ${brandingSvg(drawing)}`);
}

function brandingSvg(drawing: CardDrawing): string {
  const domainPath = outline(font('semiBold'), drawing.domain, MARGIN, CARD_HEIGHT - 64, DOMAIN_SIZE);
  return `${placedSvg(drawing.logoSvg, MARGIN, 64, LOGO_HEIGHT)}<path d="${domainPath}" fill="${color.accent}"/>`;
}

/** The page's words: the headline, the accent bar and the kicker, as one block centred between the logo and the address. */
function wordsSvg({ headline, kicker }: CardWords): string {
  const bold = font('bold');
  const medium = font('medium');
  const fitted = fitHeadline(headline);
  const lineHeight = fitted.size * HEADLINE_LINE_HEIGHT;
  const kickerLine = kicker
    ? fitText(kicker, (text, size) => widthOf(medium, text, size), { maxWidth: TEXT_WIDTH, maxLines: 1, sizes: [KICKER_SIZE] }).lines[0]
    : undefined;
  const capHeight = fitted.size * 0.73;
  const blockHeight = capHeight + (fitted.lines.length - 1) * lineHeight + 44 + (kickerLine ? 24 + KICKER_SIZE : 0);
  const firstBaseline = 150 + (370 - blockHeight) / 2 + capHeight;
  const headlinePaths = fitted.lines.map((line, index) => outline(bold, line, MARGIN, firstBaseline + index * lineHeight, fitted.size)).join(' ');
  const barTop = firstBaseline + (fitted.lines.length - 1) * lineHeight + 30;
  const kickerPath = kickerLine ? outline(medium, kickerLine, MARGIN, barTop + 30 + KICKER_SIZE * 0.73, KICKER_SIZE) : '';
  return svgDocument(`<path d="${headlinePaths}" fill="${color.text}"/>
    <rect x="${String(MARGIN)}" y="${barTop.toFixed(2)}" width="72" height="6" rx="3" fill="${color.accent}"/>
    ${kickerPath ? `<path d="${kickerPath}" fill="${color.textMuted}"/>` : ''}`);
}

/** The picture, scaled once to the area it covers on the card. */
export async function preparePicture(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(SHARE_PICTURE_AREA.width, SHARE_PICTURE_AREA.height, { fit: 'cover', position: 'centre' })
    .toColourspace('srgb')
    .removeAlpha()
    .toBuffer();
}

export interface CardWords {
  headline: string;
  kicker?: string;
}

/**
 * Draws cards in one design. The parts every card shares (shade, logo, address; the no-picture background) are
 * rasterised once, so each card costs one picture resize, its words' outlines and one JPEG encoding.
 */
export function createCardDrawer(drawing: CardDrawing) {
  const overPicture = sharp(Buffer.from(frameOverPictureSvg(drawing)))
    .png()
    .toBuffer();
  const withoutPicture = sharp(Buffer.from(frameWithoutPictureSvg(drawing)))
    .png()
    .toBuffer();
  /**
   * The card as a JPEG at quality 80 with mozjpeg's quantisation table, progressive and with optimised coding (sharp's
   * libjpeg is mozjpeg). Colour at full resolution, so the accent-coloured words keep clean edges. Not trellis
   * quantisation (`mozjpeg: true`): measured, it made each card about 6 % smaller for ten times the encoding time.
   */
  return async function drawShareCard(words: CardWords, picture: Buffer | undefined): Promise<Buffer> {
    const layers: OverlayOptions[] = [
      ...(picture
        ? [
            { input: picture, left: PICTURE_LEFT, top: 0 },
            { input: await overPicture, left: 0, top: 0 },
          ]
        : [{ input: await withoutPicture, left: 0, top: 0 }]),
      { input: Buffer.from(wordsSvg(words)), left: 0, top: 0 },
    ];
    return sharp({ create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: color.surface } })
      .composite(layers)
      .jpeg({ quality: 80, quantisationTable: 3, progressive: true, optimiseCoding: true, overshootDeringing: true, chromaSubsampling: '4:4:4' })
      .toBuffer();
  };
}
