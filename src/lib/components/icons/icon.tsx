import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height in CSS pixels. */
  size: number;
  /** The line width of a line icon, in viewBox units; left out for a solid icon filled with the text colour. */
  stroke?: number;
  viewBox?: string;
  children: ReactNode;
}

/**
 * The frame every icon of the site is drawn in: decorative (hidden from assistive technology; no browser the build
 * targets puts an SVG in the tab order, so it needs no `focusable`), in the current text colour, as round-capped lines of the site's line style or as a solid shape.
 * The control around an icon carries its name.
 */
export function Icon({ size, stroke, viewBox = '0 0 24 24', children }: IconProps) {
  const line =
    stroke === undefined
      ? { fill: 'currentColor' }
      : ({ fill: 'none', stroke: 'currentColor', strokeWidth: stroke, strokeLinecap: 'round', strokeLinejoin: 'round' } as const);
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox={viewBox} {...line}>
      {children}
    </svg>
  );
}
