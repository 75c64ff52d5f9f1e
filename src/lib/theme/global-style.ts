import { createGlobalStyle } from 'styled-components';
import { fontFaces } from './font-faces.ts';
import { theme } from './tokens.ts';

export const GlobalStyle = createGlobalStyle`
  ${fontFaces}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    color-scheme: dark;
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: ${theme.layout.navHeight};
  }

  body {
    margin: 0;
    min-width: 320px;
    background: ${theme.color.black};
    color: ${theme.color.text};
    font-family: ${theme.font.body};
    font-size: ${theme.fontSize.md};
    line-height: ${theme.lineHeight.body};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4, p, ul, ol, figure { margin: 0; }
  ul[role='list'], ol[role='list'] { list-style: none; padding: 0; }
  img, svg, video, canvas { display: block; max-width: 100%; }
  img, video { height: auto; }
  button, input, select, textarea { font: inherit; color: inherit; }

  a { color: inherit; text-underline-offset: 0.2em; }

  :focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 3px;
  }

  ::selection { background: ${theme.color.accent}; color: ${theme.color.onAccent}; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
