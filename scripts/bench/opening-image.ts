/**
 * A built page's opening image on a phone (issue 36): the first image of its first section, the largest paint of the
 * first screen when the section has one, and the srcset candidate a phone downloads for it. Read from the HTML as
 * the browser reads it: the first <source> of a <picture> whose type it supports (AVIF, then WebP), its `sizes`
 * evaluated at the phone's width, and the candidate picked as Chromium picks it: the smallest whose density reaches
 * the device pixel ratio, or the one below it when the ratio is below the two densities' geometric mean
 * (HTMLSrcsetParser's PickCandidate). Used by `npm run bench:lcp-bytes` and tests/html/opening-images.test.ts.
 */
import { PHONE_VIEWPORT } from '../media/budgets.ts';

export interface SrcsetCandidate {
  url: string;
  /** The `w` descriptor; undefined for a plain `src`. */
  width: number | undefined;
}

export interface ImageSource {
  /** The <source> type, such as "image/avif"; undefined for the <img> itself. */
  type: string | undefined;
  candidates: SrcsetCandidate[];
  sizes: string | undefined;
}

export interface OpeningImage {
  /** The first section's `data-section-type`. */
  sectionType: string;
  /** What the browser may choose from, in document order: the <source> elements, then the <img>. */
  sources: ImageSource[];
}

export interface PhoneChoice {
  type: string | undefined;
  /** The slot's width in CSS pixels, from `sizes`. */
  slotWidth: number;
  /** The candidate Chromium downloads. */
  chromium: SrcsetCandidate;
  /** The smallest candidate at least as wide as the slot in device pixels (what a browser without Chromium's rule takes). */
  atLeastSlot: SrcsetCandidate;
}

const REM_PX = 16;

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');

function parseSrcset(srcset: string): SrcsetCandidate[] {
  return srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url = '', descriptor]) => ({ url, width: descriptor?.endsWith('w') ? Number(descriptor.slice(0, -1)) : undefined }));
}

/** The first section of a built page's main content and the first image in it; undefined when it has none. */
export function openingImageOf(html: string): OpeningImage | undefined {
  const main = html.indexOf('<main');
  const first = /data-section-type="([^"]+)"/g;
  first.lastIndex = Math.max(main, 0);
  const match = first.exec(html);
  if (!match?.[1]) return undefined;
  const next = html.indexOf('data-section-type="', first.lastIndex);
  const section = html.slice(match.index, next === -1 ? undefined : next);
  const image = /<picture[\s\S]*?<\/picture>|<img\s[^>]*>/.exec(section)?.[0];
  if (!image) return undefined;
  const sources: ImageSource[] = [...image.matchAll(/<(source|img)\s[^>]*>/g)].map(([tag, name]) => {
    const srcset = attribute(tag, 'srcset');
    const src = attribute(tag, 'src');
    return {
      type: name === 'source' ? attribute(tag, 'type') : undefined,
      candidates: srcset ? parseSrcset(srcset) : src ? [{ url: src, width: undefined }] : [],
      sizes: attribute(tag, 'sizes'),
    };
  });
  return { sectionType: match[1], sources: sources.filter((source) => source.candidates.length > 0) };
}

/** A length of a `sizes` attribute in CSS pixels at a viewport `viewportWidth` wide: px, vw, rem and calc() of them. */
function lengthPx(length: string, viewportWidth: number): number {
  const calc = /^calc\((.+)\)$/.exec(length.trim());
  if (calc?.[1]) {
    const terms = calc[1].split(/\s+([+-])\s+/);
    let total = lengthPx(terms[0] ?? '', viewportWidth);
    for (let index = 1; index < terms.length; index += 2) total += (terms[index] === '-' ? -1 : 1) * lengthPx(terms[index + 1] ?? '', viewportWidth);
    return total;
  }
  const unit = /^(-?[\d.]+)(px|vw|rem)$/.exec(length.trim());
  if (!unit) throw new Error(`A sizes length this reader does not know: "${length}".`);
  const value = Number(unit[1]);
  return unit[2] === 'vw' ? (value * viewportWidth) / 100 : unit[2] === 'rem' ? value * REM_PX : value;
}

/** Whether a `sizes` media condition of min-width and max-width terms (joined by "and") holds at `viewportWidth`. */
function conditionHolds(condition: string, viewportWidth: number): boolean {
  return condition.split(/\s+and\s+/).every((term) => {
    const feature = /^\((min|max)-width:\s*([\d.]+)px\)$/.exec(term.trim());
    if (!feature) throw new Error(`A sizes condition this reader does not know: "${condition}".`);
    return feature[1] === 'min' ? viewportWidth >= Number(feature[2]) : viewportWidth <= Number(feature[2]);
  });
}

/** The slot width in CSS pixels that `sizes` gives at `viewportWidth` (100vw without one). */
export function slotWidth(sizes: string | undefined, viewportWidth: number): number {
  if (!sizes) return viewportWidth;
  for (const entry of sizes.split(/,(?![^(]*\))/)) {
    const conditional = /^\s*(\(.*\))\s+(\S+|calc\(.*\))\s*$/.exec(entry);
    if (!conditional) return lengthPx(entry, viewportWidth);
    if (conditionHolds(conditional[1] ?? '', viewportWidth)) return lengthPx(conditional[2] ?? '', viewportWidth);
  }
  return viewportWidth;
}

/** The candidate Chromium picks for a slot `slot` CSS pixels wide at `devicePixelRatio`. */
export function chromiumPick(candidates: readonly SrcsetCandidate[], slot: number, devicePixelRatio: number): SrcsetCandidate {
  const byDensity = [...candidates].sort((a, b) => (a.width ?? slot) - (b.width ?? slot));
  const density = (candidate: SrcsetCandidate) => (candidate.width ?? slot) / slot;
  for (let index = 0; index < byDensity.length - 1; index++) {
    const current = byDensity[index] as SrcsetCandidate;
    const next = byDensity[index + 1] as SrcsetCandidate;
    if (density(current) >= devicePixelRatio) return current;
    if (density(next) < devicePixelRatio) continue;
    const geometricMean = Math.sqrt(density(current) * density(next));
    return (devicePixelRatio <= 1 && devicePixelRatio > density(current)) || devicePixelRatio >= geometricMean ? next : current;
  }
  return byDensity[byDensity.length - 1] as SrcsetCandidate;
}

/**
 * What a phone (PHONE_VIEWPORT by default) downloads for each source of an opening image that a browser may pick:
 * each typed <source> (AVIF, WebP), or the <img> alone when there is none (its `src` is for browsers without <picture>).
 */
export function phoneChoices(image: OpeningImage, viewport: { width: number; devicePixelRatio: number } = PHONE_VIEWPORT): PhoneChoice[] {
  const typed = image.sources.filter((source) => source.type !== undefined);
  return (typed.length > 0 ? typed : image.sources).map(({ type, candidates, sizes }) => {
    const slot = slotWidth(sizes, viewport.width);
    const needed = slot * viewport.devicePixelRatio;
    const byWidth = [...candidates].sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
    return {
      type,
      slotWidth: slot,
      chromium: chromiumPick(candidates, slot, viewport.devicePixelRatio),
      atLeastSlot: byWidth.find((candidate) => (candidate.width ?? Infinity) >= needed) ?? (byWidth[byWidth.length - 1] as SrcsetCandidate),
    };
  });
}
