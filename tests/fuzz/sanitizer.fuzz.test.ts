// @vitest-environment jsdom
/**
 * Fuzzing the post sanitiser (src/features/posts/sanitize-post-html.ts) with tag soup: fragments of the markup
 * attacks use, joined at random. Whatever goes in, what comes out must parse to no script, no event handler, no
 * javascript: address and no iframe outside the sandbox. Split into parts for the page, the body's markup must hold
 * no iframe at all (players wait for consent) and each player part exactly one sandboxed player.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPostSanitizer } from '@/features/posts/sanitize-post-html.ts';
import { FUZZ_TIMEOUT_MS, fuzz, writeFuzzReportAfterAll } from '../../testing/vitest/fuzz-report.ts';

writeFuzzReportAfterAll('sanitizer');
const sanitizer = createPostSanitizer(window);

const soupPiece = fc.constantFrom(
  '<script>alert(1)</script>',
  '<script',
  '</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<iframe src="https://evil.example/">',
  '<iframe src="https://www.youtube.com/embed/x"></iframe>',
  '<form action="https://evil.example/"><input name=q></form>',
  '<div class="site-nav" style="position:fixed;inset:0">',
  '<p class="wp-block-paragraph has-text-color">',
  '<select><option>x</option></select>',
  '<div aria-owns="main">',
  '<object data="x">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '"',
  "'",
  '>',
  '<',
  '</p>',
  '</div>',
  'text',
  '&lt;script&gt;',
);
const tagSoup = fc.array(soupPiece, { maxLength: 24 }).map((pieces) => pieces.join(''));

/** The soup with the players and wrappers WordPress writes, so that splitting meets them in every position. */
const playerPiece = fc.constantFrom(
  '<iframe title="Tour" src="https://www.youtube.com/embed/M7lc1UVf-VE" width="560" height="315"></iframe>',
  '<iframe src="https://player.vimeo.com/video/76979871?h=ab12"></iframe>',
  '<iframe src="https://www.youtube-nocookie.com/embed/videoseries?list=PL1">',
  '<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">',
  '<figcaption>Caption</figcaption></figure>',
  '<p>Intro ',
);
const playerSoup = fc.array(fc.oneof(soupPiece, playerPiece), { maxLength: 24 }).map((pieces) => pieces.join(''));

/** A URL as browsers read it: they skip white space and control characters inside "java\tscript:". */
const withoutBlanks = (url: string) => url.replace(/[\s\p{Cc}]/gu, '');

/** What a browser would build from the sanitised markup, checked element by element. */
function expectInert(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    expect(['SCRIPT', 'OBJECT', 'EMBED', 'BASE', 'META', 'FORM'], html).not.toContain(element.tagName);
    for (const attribute of element.attributes) {
      expect(attribute.name, html).not.toMatch(/^on/i);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name))
        expect(withoutBlanks(attribute.value), html).not.toMatch(/^(javascript|vbscript|data):/i);
    }
    if (element.tagName === 'IFRAME') expect(element.getAttribute('sandbox'), html).not.toBeNull();
  }
}

describe('the post sanitiser over tag soup', () => {
  it(
    'leaves bodies inert',
    async () => {
      await fuzz(
        'sanitizeContent over tag soup',
        fc.property(tagSoup, (html) => expectInert(sanitizer.sanitizeContent(html))),
        300,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'splits bodies into inert markup without frames and single sandboxed players',
    async () => {
      await fuzz(
        'sanitizeContentParts over tag soup with players',
        fc.property(playerSoup, (html) => {
          for (const part of sanitizer.sanitizeContentParts(html)) {
            if (part.kind === 'html') {
              expectInert(part.html);
              expect(part.html, html).not.toMatch(/<iframe/i);
              continue;
            }
            expectInert(part.frameHtml);
            const template = document.createElement('template');
            template.innerHTML = part.frameHtml;
            expect(
              [...template.content.childNodes].map((node) => node.nodeName),
              html,
            ).toEqual(['IFRAME']);
            expect(sanitizer.sanitizeContent(part.frameHtml), html).toBe(part.frameHtml);
          }
        }),
        300,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'leaves excerpts inert and free of frames',
    async () => {
      await fuzz(
        'sanitizeExcerpt over tag soup',
        fc.property(tagSoup, (html) => {
          const clean = sanitizer.sanitizeExcerpt(html);
          expectInert(clean);
          expect(clean).not.toMatch(/<iframe/i);
        }),
        200,
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
