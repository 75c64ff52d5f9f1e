import type { MediaIndex } from '@/content/media-index.ts';
import { mediaQueries } from '@/lib/theme/media.ts';

export type FrameSequenceInfo = MediaIndex['sequences'][string];
export type FrameSize = 'desktop' | 'mobile';
export type FrameFormat = 'avif' | 'webp';

/** Below this viewport width the 720 px mobile frames are used, above it the 1440 px desktop frames. */
export const MOBILE_FRAMES_QUERY = mediaQueries.down('md');

/** The address of frame `index` (0-based) of a prepared sequence, e.g. /media/frames/car_frames/desktop/10063.avif. */
export function frameUrl(sequence: FrameSequenceInfo, index: number, size: FrameSize, format: FrameFormat): string {
  return `${sequence.path}/${size}/${String(sequence.firstNumber + index).padStart(sequence.digits, '0')}.${format}`;
}

/** A `srcset` offering both prepared widths of one frame in one format. */
export function frameSrcSet(sequence: FrameSequenceInfo, index: number, format: FrameFormat): string {
  return `${frameUrl(sequence, index, 'mobile', format)} ${sequence.mobile.width}w, ${frameUrl(sequence, index, 'desktop', format)} ${sequence.desktop.width}w`;
}

/** The format the browser chose for the still frame, so the animation uses the same one. */
export function formatOf(currentSrc: string): FrameFormat {
  return currentSrc.endsWith('.webp') ? 'webp' : currentSrc.endsWith('.avif') ? 'avif' : 'webp';
}
