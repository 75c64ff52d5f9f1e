/** Size budgets of web media, enforced by `npm run media` and by the media tests. */
export const MEDIA_BUDGETS = {
  /** Each frame of a sequence at desktop width, per format. */
  frameDesktopBytes: 50 * 1024,
  /** Each video file (WebM or MP4). */
  videoFileBytes: 700 * 1024,
  /** Each card, banner or portrait image at its largest width, per format. */
  imageLargestBytes: 150 * 1024,
  /**
   * Each image's phone rendition (PHONE_IMAGE_WIDTH), per format: it may be a page's opening image (the largest paint
   * of its first section), the only bytes besides the document, its CSS and the font before that paint (issue 36).
   */
  openingImagePhoneBytes: 25 * 1024,
  /** Each 3D model (an optimised glTF binary), loaded only when a visitor asks for the 3D view. */
  modelBytes: 1.5 * 1024 * 1024,
  /** Each lighting environment of the 3D viewer (a Radiance .hdr), loaded with the viewer. */
  environmentBytes: 100 * 1024,
  /** Everything under public/, all formats together. */
  publicTotalBytes: 40 * 1024 * 1024,
} as const;

/**
 * The phone the opening images are sized for: Lighthouse's mobile emulation (a Moto G Power, 412 CSS px wide at a
 * device pixel ratio of 1.75), so a full-width image needs 721 pixels.
 */
export const PHONE_VIEWPORT = { width: 412, devicePixelRatio: 1.75 } as const;

/**
 * Responsive widths for images; each image gets those up to its own width. 720 is the phone's (PHONE_VIEWPORT): a
 * full-width image on it needs 721 pixels, one inside the page's 1 rem gutters 665, and without 720 both took the
 * 800 rendition (Chromium picks 720 for either: it takes the smaller of two candidates when the device pixel ratio
 * is below their densities' geometric mean). 800 stays for slots between 721 and 800 pixels.
 */
export const IMAGE_WIDTHS = [480, 720, 800, 1280, 1920] as const;

/** The phone's rendition of IMAGE_WIDTHS, held to `openingImagePhoneBytes` in every format. */
export const PHONE_IMAGE_WIDTH = 720;

/** The widths made of an image `sourceWidth` pixels wide: IMAGE_WIDTHS up to it, or its own width when it is narrower. */
export function imageWidthsFor(sourceWidth: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
  return widths.length > 0 ? widths : [sourceWidth];
}

export const FRAME_WIDTHS = { desktop: 1440, mobile: 720 } as const;

export const VIDEO_WIDTH = 1280;
