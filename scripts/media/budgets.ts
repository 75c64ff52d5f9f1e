/** Size budgets of web media, enforced by `npm run media` and by the media tests. */
export const MEDIA_BUDGETS = {
  /** Each frame of a sequence at desktop width, per format. */
  frameDesktopBytes: 50 * 1024,
  /** Each video file (WebM or MP4). */
  videoFileBytes: 700 * 1024,
  /** Each card, banner or portrait image at its largest width, per format. */
  imageLargestBytes: 150 * 1024,
  /** Everything under public/, all formats together. */
  publicTotalBytes: 40 * 1024 * 1024,
} as const;

/** Responsive widths for images; each image gets those up to its own width. */
export const IMAGE_WIDTHS = [480, 800, 1280, 1920] as const;

export const FRAME_WIDTHS = { desktop: 1440, mobile: 720 } as const;

export const VIDEO_WIDTH = 1280;
