import { css } from 'styled-components';
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * Inter (variable weight; its Latin file covers all the site's copy, so it needs no unicode-range) and a metric-compatible fallback.
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
    font-weight: 100 900;
    src: url(${interLatinUrl}) format('woff2-variations');
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
