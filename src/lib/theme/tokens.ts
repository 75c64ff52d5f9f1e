/**
 * Every design token of the site. Components read from here, never hard-code values. Values are written as short as
 * CSS allows (#fff, no spaces in rgba() or between shadows): each is repeated in every page's inlined CSS.
 */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export type Breakpoint = keyof typeof breakpoints;

export const theme = {
  color: {
    black: '#000',
    surface: '#0a0a0d',
    surfaceRaised: '#131318',
    surfaceHigh: '#1d1d25',
    border: 'rgba(255,255,255,0.14)',
    text: '#fff',
    textMuted: '#c4c4ce',
    textSubtle: '#a3a3b0',
    accent: '#ffd60a',
    accentHover: '#ffe14d',
    onAccent: '#000',
    accentGlow: 'rgba(255,214,10,0.18)',
    danger: '#ff8a80',
  },
  font: {
    body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: 'clamp(1.125rem, 1.05rem + 0.35vw, 1.3125rem)',
    xl: 'clamp(1.5rem, 1.3rem + 1vw, 2.125rem)',
    xxl: 'clamp(2rem, 1.55rem + 2.2vw, 3.25rem)',
    display: 'clamp(2.375rem, 1.6rem + 3.6vw, 4.5rem)',
  },
  /**
   * Inter's weights in use (a variable font: any value draws). Merged into these steps when they were introduced:
   * 560 into semibold (the menu links) and 720 into bold (section headings, the stat statement).
   */
  fontWeight: { regular: 400, semibold: 600, strong: 650, bold: 700, heavy: 750 },
  lineHeight: { tight: 1.1, snug: 1.3, body: 1.65 },
  /**
   * One spacing scale (a 4 px base, doubling towards the top). Fixed steps space things inside a component;
   * the fluid steps below them set the page's rhythm and shrink on phones. See docs/design-system.md.
   */
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
    /** Above and below every section: 32 px on a 390 px phone, 72 px at 1440 px, so blocks sit 64–144 px apart. */
    section: 'clamp(2rem, 0.9rem + 4vw, 4.5rem)',
    /** Between a section's header and its content. */
    stack: 'clamp(1.5rem, 1.1rem + 1.6vw, 2.5rem)',
    /** Inside cards and panels. */
    card: 'clamp(1.25rem, 0.9rem + 1.4vw, 2rem)',
    /** Inside the large feature panels (call-to-action band, share card, why slider). */
    panel: 'clamp(1.5rem, 0.9rem + 2.6vw, 3.5rem)',
    /** Between columns of a split layout (text beside media). */
    split: 'clamp(1.5rem, 0.6rem + 3.4vw, 4rem)',
    gutter: 'clamp(1rem, 0.5rem + 2.5vw, 3rem)',
  },
  radius: { sm: '0.375rem', md: '0.75rem', lg: '1.5rem', pill: '999px' },
  layout: { maxWidth: '1440px', navHeight: '4.5rem' },
  // The open mobile menu is modal, so it sits above the cookie banner (which is inert behind it).
  zIndex: { nav: 50, cookieBanner: 80, menu: 85, skipLink: 90, splash: 100 },
  motion: { fast: '150ms', base: '250ms', slow: '500ms', easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
  focusRing: '0 0 0 3px #000,0 0 0 5px #ffd60a',
  /** The same ring drawn inside the element, for items that sit flush in a clipped panel (the case-study tabs). */
  focusRingInset: 'inset 0 0 0 2px #ffd60a,inset 0 0 0 4px #000',
} as const;

export type Theme = typeof theme;
