/** Every design token of the site. Components read from here, never hard-code values. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export type Breakpoint = keyof typeof breakpoints;

export const theme = {
  color: {
    black: '#000000',
    surface: '#0a0a0d',
    surfaceRaised: '#131318',
    surfaceHigh: '#1d1d25',
    border: 'rgba(255, 255, 255, 0.14)',
    text: '#ffffff',
    textMuted: '#c4c4ce',
    textSubtle: '#a3a3b0',
    accent: '#ffd60a',
    accentHover: '#ffe14d',
    onAccent: '#000000',
    accentGlow: 'rgba(255, 214, 10, 0.18)',
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
  lineHeight: { tight: 1.1, snug: 1.3, body: 1.65 },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
    section: 'clamp(4rem, 2.5rem + 6vw, 8.5rem)',
    gutter: 'clamp(1rem, 0.5rem + 2.5vw, 3rem)',
  },
  radius: { sm: '0.375rem', md: '0.75rem', lg: '1.5rem', pill: '999px' },
  layout: { maxWidth: '1440px', navHeight: '4.5rem' },
  zIndex: { nav: 50, menu: 60, cookieBanner: 80, skipLink: 90, splash: 100 },
  motion: { fast: '150ms', base: '250ms', slow: '500ms', easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
  focusRing: '0 0 0 3px #000000, 0 0 0 5px #ffd60a',
} as const;

export type Theme = typeof theme;
