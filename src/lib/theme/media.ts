import { breakpoints, type Breakpoint } from './tokens.ts';

/** `${media.up('xl')} { … }` applies from that breakpoint upwards; `down` applies below it. */
export const media = {
  up: (breakpoint: Breakpoint) => `@media (min-width: ${breakpoints[breakpoint]}px)`,
  down: (breakpoint: Breakpoint) => `@media (max-width: ${breakpoints[breakpoint] - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
