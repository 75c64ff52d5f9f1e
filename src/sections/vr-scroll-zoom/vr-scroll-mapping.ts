/**
 * The VR section's scroll effect as pure functions (SPEC 4 and 9): how far the visitor has scrolled through the
 * 350vh section, and what that progress does to the image and the text.
 */

/** The section is this many viewports tall; its sticky viewport is one. */
export const VR_SECTION_VIEWPORTS = 3.5;
/** The image grows from 1 to this scale over the whole scroll. */
export const VR_MAX_SCALE = 4;
/** The image fades out between these progress values. */
export const VR_IMAGE_FADE = { start: 0.1, end: 0.6 } as const;
/** The text fades in and rises between these progress values. */
export const VR_TEXT_REVEAL = { start: 0.35, end: 0.7 } as const;
/** How far below its place, in px, the text starts. */
export const VR_TEXT_OFFSET_PX = 40;

export interface VrScrollState {
  /** The image's scale, 1 to 4. */
  scale: number;
  /** The image's opacity, 1 to 0. */
  imageOpacity: number;
  /** The text's opacity, 0 to 1. */
  textOpacity: number;
  /** The text's vertical offset in px, 40 to 0. */
  textOffsetY: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Where `progress` lies between `start` (0) and `end` (1), clamped. */
export function rangeProgress(progress: number, start: number, end: number): number {
  return clamp01((progress - start) / (end - start));
}

/**
 * Scroll progress through the section: 0 while its top is at or below the viewport's top, 1 once its bottom
 * has reached the viewport's bottom, linear in between.
 */
export function sectionScrollProgress(rect: { top: number; height: number }, viewportHeight: number): number {
  const distance = rect.height - viewportHeight;
  if (distance <= 0) return rect.top <= 0 ? 1 : 0;
  return clamp01(-rect.top / distance);
}

/** Progress (clamped to 0–1) → the image's scale and opacity and the text's opacity and offset. */
export function vrScrollState(progress: number): VrScrollState {
  const p = clamp01(Number.isFinite(progress) ? progress : 0);
  const textReveal = rangeProgress(p, VR_TEXT_REVEAL.start, VR_TEXT_REVEAL.end);
  return {
    scale: 1 + (VR_MAX_SCALE - 1) * p,
    imageOpacity: 1 - rangeProgress(p, VR_IMAGE_FADE.start, VR_IMAGE_FADE.end),
    textOpacity: textReveal,
    textOffsetY: VR_TEXT_OFFSET_PX * (1 - textReveal),
  };
}
