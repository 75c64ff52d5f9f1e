import { css } from 'styled-components';
import interSubsetUrl from 'virtual:inter-subset-url';
import { theme } from './tokens.ts';

const weights = Object.values(theme.fontWeight);

/**
 * Inter (variable weight) and a metric-compatible fallback. The build subsets Inter to the characters the content
 * uses, plus ASCII and the usual typographic punctuation, with the weight axis narrowed to the theme's weights
 * (scripts/build/fonts/inter-subset.ts; about 16 KB instead of 47 KB). A character outside the subset (a post's
 * rare letter) is drawn in the fallback, glyph by glyph, so the face needs no unicode-range.
 * The pre-renderer preloads Inter, so it is normally there for the first paint. When it is
 * late (a slow first visit), font-display: optional keeps the fallback for that page instead
 * of swapping fonts under the reader and shifting text; later pages use Inter from the cache.
 * The fallback is Arial (or its metric twin Liberation Sans) scaled to Inter's width and
 * given Inter's ascent and descent (units per em 2048, ascender 1984, descender 494, no line
 * gap, divided by the size adjustment), so either way the page looks and measures alike.
 */
export const fontFaces = css`
  @font-face {
    font-family: 'Inter Variable';
    font-style: normal;
    font-display: optional;
    font-weight: ${Math.min(...weights)} ${Math.max(...weights)};
    src: url(${interSubsetUrl}) format('woff2-variations');
  }

  @font-face {
    font-family: 'Inter Fallback';
    src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');
    size-adjust: 107.1%;
    ascent-override: 90.4%;
    descent-override: 22.5%;
    line-gap-override: 0%;
  }
`;
