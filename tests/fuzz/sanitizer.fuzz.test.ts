/**
 * Fuzzing the post sanitiser (src/features/posts/sanitize-post-html.ts) with tag soup: fragments of the markup
 * attacks use, joined at random. Whatever goes in, what comes out must parse to no script, no event handler, no
 * javascript: address and no iframe outside the sandbox.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPostSanitizer } from '@/features/posts/sanitize-post-html.ts';
import { FUZZ_TIMEOUT_MS, fuzz, writeFuzzReportAfterAll } from './fuzz-report.ts';

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
