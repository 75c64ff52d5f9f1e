import { breakpoints, type Breakpoint } from './tokens.ts';

/** Media query conditions, for CSS (via `media`) and for `matchMedia` in effects alike. */
export const mediaQueries = {
  up: (breakpoint: Breakpoint) => `(min-width: ${breakpoints[breakpoint]}px)`,
  // 0.02 px below the breakpoint, so `up` and `down` never overlap at fractional widths.
  down: (breakpoint: Breakpoint) => `(max-width: ${breakpoints[breakpoint] - 0.02}px)`,
  // For rules the spec states inclusively ("at 768px or narrower"): the breakpoint itself counts as narrow.
  atMost: (breakpoint: Breakpoint) => `(max-width: ${breakpoints[breakpoint]}px)`,
  above: (breakpoint: Breakpoint) => `(min-width: ${breakpoints[breakpoint] + 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  motionWelcome: '(prefers-reduced-motion: no-preference)',
  // Touch screens emulate :hover on tap and keep it until the next tap elsewhere, which leaves a tapped
  // item looking highlighted; hover styles apply only where a pointer can really hover.
  hover: '(hover: hover)',
} as const;

/** `${media.up('xl')} { … }` applies from that breakpoint upwards; `down` applies below it. */
export const media = {
  up: (breakpoint: Breakpoint) => `@media ${mediaQueries.up(breakpoint)}`,
  down: (breakpoint: Breakpoint) => `@media ${mediaQueries.down(breakpoint)}`,
  atMost: (breakpoint: Breakpoint) => `@media ${mediaQueries.atMost(breakpoint)}`,
  above: (breakpoint: Breakpoint) => `@media ${mediaQueries.above(breakpoint)}`,
  reducedMotion: `@media ${mediaQueries.reducedMotion}`,
  /** Transitions that are nice to have: only for visitors who have not asked for less motion. */
  motionWelcome: `@media ${mediaQueries.motionWelcome}`,
  /** Wrap every `:hover` rule in this: `${media.hover} { &:hover { … } }`. */
  hover: `@media ${mediaQueries.hover}`,
} as const;
