import { createGlobalStyle } from 'styled-components';

/**
 * How a page with a legal document prints: the document alone, black on white. The site's chrome marks itself
 * data-print="hide" (skip link, navigation, footer, cookie banner, splash), and the call-to-action band's button
 * means nothing on paper. Every colour is forced to black: the site's yellow and greys are made for a black page.
 *
 * It ships with this section rather than with the site's global style because every byte of the global style is
 * in every page's first render (about 0.2 KB gzipped in the HTML and again in the JavaScript), which the home page's
 * and the listings' byte budgets have no room for; only the legal pages are meant to be printed.
 */
export const LegalPrintStyle = createGlobalStyle`
  @media print {
    [data-print='hide'], main [data-section-type='cta-band'] { display: none !important; }

    html { color-scheme: light; scroll-padding-top: 0; }

    body { min-width: 0; font-size: 11pt; line-height: 1.5; }

    *, *::before, *::after {
      color: #000 !important;
      background: transparent !important;
      box-shadow: none !important;
      text-shadow: none !important;
    }

    ::marker { color: #000 !important; }

    html, body { background: #fff !important; }

    a { text-decoration-color: currentColor !important; }

    main { min-height: 0; }

    /* Links cannot be followed on paper: the address of another site is printed after its words. */
    main a[href^='https://']::after {
      content: ' (' attr(href) ')';
      overflow-wrap: anywhere;
    }

    h1, h2, h3, h4 { break-after: avoid; break-inside: avoid; }
    p, li, dd { orphans: 3; widows: 3; }
  }
`;
