/** Sizes of the prepared media (from public/media/media-manifest.json), served as virtual:media-index. */
export interface MediaIndex {
  /** Key such as "/media/images/capabilities/web"; files are `${key}-${width}.${avif|webp}`. */
  images: Record<string, { width: number; height: number; widths: number[] }>;
  /** Key such as "/media/videos/ar-tablet"; files are `${key}.webm`, `${key}.mp4`, `${key}-poster.webp`. */
  videos: Record<string, { width: number; height: number }>;
  /**
   * Frame sequences by folder key, such as "car_frames"; frame n (0-based) is
   * `${path}/${desktop|mobile}/${String(firstNumber + n).padStart(digits, '0')}.${avif|webp}`.
   */
  sequences: Record<
    string,
    { path: string; count: number; firstNumber: number; digits: number; desktop: { width: number; height: number }; mobile: { width: number; height: number } }
  >;
  /** Vector and icon files copied as they are, such as "/media/images/ui/rating-five-stars.svg". */
  files: Record<string, { width: number; height: number }>;
}
