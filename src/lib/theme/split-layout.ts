import { breakpoints } from './tokens.ts';

/**
 * Where a hero (`hero`, `frame-hero`) puts its text and its picture side by side: from the medium breakpoint, a tablet
 * held upright (SPEC 9), or from a wider screen when the content forces the phone layout below it
 * (`phoneLayoutBelow`, validated by the schemas to lie between 768 and 1920 px).
 */
export function splitLayoutWidth(phoneLayoutBelow: number | undefined): number {
  return Math.max(breakpoints.md, phoneLayoutBelow ?? 0);
}

/** `@media` for the side-by-side layout, from `splitLayoutWidth` up. */
export const sideBySideFrom = (width: number) => `@media (min-width: ${width}px)`;

/** `@media` for the phone layout, below `splitLayoutWidth` (0.02 px below, as `media.down`, so the two never overlap). */
export const stackedBelow = (width: number) => `@media (max-width: ${width - 0.02}px)`;

/** The `sizes` of a hero's picture: `wide` of the viewport beside the text, the whole column below `width`. */
export const splitPictureSizes = (width: number, wide: string) => `(min-width: ${width}px) ${wide}, calc(100vw - 2rem)`;
