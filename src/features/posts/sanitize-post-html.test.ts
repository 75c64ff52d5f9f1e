// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPostSanitizer, isWordPressClass, type PostHtmlSanitizer } from './sanitize-post-html.ts';
import { ALLOWED_IFRAME_HOSTS } from './video-embed-hosts.ts';
import { XSS_CORPUS, XSS_FAMILIES } from './xss-corpus.ts';

const sanitizer = createPostSanitizer(window);

const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const EMBED_SANDBOX_TOKENS = ['allow-popups', 'allow-presentation', 'allow-same-origin', 'allow-scripts'];

/** A list written as space-separated words. */
const words = (list: string) => list.split(' ');

/** Elements that must never come out, whatever the profile. */
const EXECUTABLE_ELEMENTS = new Set(
  words(
    'script object embed base meta link style form input button textarea select svg math frame frameset applet noscript template xmp noembed ' +
      'noframes plaintext portal isindex keygen',
  ),
);
/** Attributes that must never come out: besides every on* handler. */
const EXECUTABLE_ATTRIBUTES = new Set(words('srcdoc style formaction action xlink:href background poster data codebase dynsrc lowsrc'));
const URL_ATTRIBUTES = ['href', 'src', 'cite'];
/** WordPress's own class names, written out independently of the sanitiser's pattern. */
const WORDPRESS_CLASS = /^(?:(?:wp|has|is|are|size|items-justified|columns|blocks-gallery|attachment)-[a-z0-9_-]+|align(?:left|right|center|wide|full|none))$/;
const ARIA_ID_REFERENCES = words('aria-activedescendant aria-controls aria-describedby aria-details aria-errormessage aria-flowto aria-labelledby aria-owns');

type ProfileName = 'content' | 'excerpt';
type TestWindow = Window & typeof globalThis;

/** What each profile may emit: allow-lists, so widening the sanitiser's configuration has to be deliberate here too. */
interface Profile {
  readonly name: ProfileName;
  readonly elements: ReadonlySet<string>;
  readonly attributes: ReadonlySet<string>;
}

const PHRASING = 'a b br code em i span strong';
const PROFILES: readonly Profile[] = [
  {
    name: 'content',
    elements: new Set(
      words(
        `${PHRASING} h2 h3 h4 h5 h6 p div hr blockquote pre figure figcaption details summary ul ol li dl dt dd ` +
          'table caption colgroup col thead tbody tfoot tr th td abbr bdi cite del dfn ins kbd mark q s samp small sub sup time u var wbr img iframe',
      ),
    ),
    attributes: new Set(
      words(
        'href target rel title lang dir class id src srcset sizes alt width height loading decoding ' +
          'cite datetime colspan rowspan scope span start reversed type value open sandbox allow referrerpolicy',
      ),
    ),
  },
  {
    name: 'excerpt',
    elements: new Set(words(`p ${PHRASING}`)),
    attributes: new Set(words('href target rel title lang dir')),
  },
];

const sanitizeAs = (profile: ProfileName, postSanitizer: PostHtmlSanitizer) =>
  profile === 'content' ? (html: string) => postSanitizer.sanitizeContent(html) : (html: string) => postSanitizer.sanitizeExcerpt(html);

/** The two ways the output gets parsed again: as template content, and as a document's body. */
function parseAsTemplate(html: string, onWindow: TestWindow = window): DocumentFragment {
  const template = onWindow.document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function parseAsBody(html: string, onWindow: TestWindow = window): HTMLElement {
  return new onWindow.DOMParser().parseFromString(html, 'text/html').body;
}

/**
 * Independent of the sanitiser's own check: after the browser's clean-up (leading and trailing C0 controls and
 * spaces, tabs and newlines anywhere), a URL is safe when it has no scheme (relative, fragment) or an allowed one.
 */
function isSafeUrl(value: string, schemes: readonly string[]): boolean {
  const isControlOrSpace = (index: number) => value.charCodeAt(index) <= 0x20;
  let start = 0;
  let end = value.length;
  while (start < end && isControlOrSpace(start)) start += 1;
  while (end > start && isControlOrSpace(end - 1)) end -= 1;
  const cleaned = value.slice(start, end).replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  return scheme === undefined || schemes.includes(scheme);
}

/** Every candidate URL of a srcset, read generously: each token that is not a width or density descriptor. */
const srcsetTokens = (srcset: string) => srcset.split(/[\s,]+/).filter((token) => token !== '' && !/^\d+(?:\.\d+)?[wx]$/.test(token));

/** What in a parsed output could execute or escape the profile, as readable lines (empty when inert). */
function findProblems(root: ParentNode, profile: Profile): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const name = element.localName;
    if (EXECUTABLE_ELEMENTS.has(name)) problems.push(`<${name}> survived`);
    if (element.namespaceURI !== XHTML_NAMESPACE) problems.push(`<${name}> in namespace ${String(element.namespaceURI)}`);
    if (!profile.elements.has(name)) problems.push(`<${name}> is outside the ${profile.name} allow-list`);
    for (const attribute of element.getAttributeNames()) {
      if (attribute.startsWith('on')) problems.push(`<${name} ${attribute}> event handler`);
      if (EXECUTABLE_ATTRIBUTES.has(attribute)) problems.push(`<${name} ${attribute}> survived`);
      // DOMPurify empties a forbidden `is` rather than removing it: serialising an element that has lost its `is`
      // attribute writes back the value it was created with, so an empty one is how it is neutralised.
      const isEmptyIs = attribute === 'is' && element.getAttribute('is') === '';
      if (!profile.attributes.has(attribute) && !attribute.startsWith('aria-') && !isEmptyIs) problems.push(`<${name} ${attribute}> is outside the allow-list`);
    }
    for (const attribute of URL_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      const schemes = attribute === 'href' ? ['http', 'https', 'mailto', 'tel'] : ['http', 'https'];
      if (value !== null && !isSafeUrl(value, schemes)) problems.push(`<${name} ${attribute}="${value}">`);
    }
    const srcset = element.getAttribute('srcset');
    if (srcset !== null && !srcsetTokens(srcset).every((url) => isSafeUrl(url, ['http', 'https']))) problems.push(`<${name} srcset="${srcset}">`);
    const id = element.getAttribute('id');
    if (id !== null && !id.startsWith('user-content-')) problems.push(`<${name} id="${id}"> can clobber the DOM`);
    for (const className of (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean)) {
      if (!WORDPRESS_CLASS.test(className) || className.startsWith('is-position-')) problems.push(`<${name} class="${className}"> is not WordPress's`);
    }
    for (const reference of ARIA_ID_REFERENCES) {
      const ids = (element.getAttribute(reference) ?? '').split(/\s+/).filter(Boolean);
      if (!ids.every((referenced) => referenced.startsWith('user-content-'))) problems.push(`<${name} ${reference}> reaches outside the post`);
    }
    const target = element.getAttribute('target');
    const rel = (element.getAttribute('rel') ?? '').split(' ');
    if (target !== null && (target !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer'))) problems.push(`<${name} target="${target}">`);
    if (rel.includes('opener')) problems.push(`<${name} rel="opener">`);
    if (name === 'iframe') problems.push(...iframeProblems(element));
    // Not executable, but an image with no source or no alt text would fail the pages' accessibility checks.
    if (name === 'img' && (!element.hasAttribute('src') || !element.hasAttribute('alt'))) problems.push('<img> without src or alt');
  }
  return problems;
}

function iframeProblems(iframe: Element): string[] {
  const src = iframe.getAttribute('src') ?? '';
  const url = URL.canParse(src) ? new URL(src) : undefined;
  const problems: string[] = [];
  if (url?.protocol !== 'https:' || !ALLOWED_IFRAME_HOSTS.includes(url.hostname)) problems.push(`<iframe src="${src}"> is not an allowed player`);
  const sandbox = (iframe.getAttribute('sandbox') ?? '').split(' ').sort();
  if (sandbox.join(' ') !== EMBED_SANDBOX_TOKENS.join(' ')) problems.push(`<iframe sandbox="${sandbox.join(' ')}">`);
  if (iframe.childNodes.length > 0) problems.push('<iframe> has content');
  return problems;
}

describe('the XSS corpus', () => {
  it('has at least 300 payloads with unique names, in families', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(XSS_CORPUS.map(({ name }) => name)).size).toBe(XSS_CORPUS.length);
    expect(XSS_FAMILIES.length).toBeGreaterThanOrEqual(10);
  });

  it('is hostile before sanitising: the checks below find something in most payloads', () => {
    const [content] = PROFILES;
    if (content === undefined) throw new Error('no content profile');
    // The rest are plain text here, or dangerous only where they are parsed differently (a whole document,
    // another charset, a sanitiser that works on strings); they are in the corpus for those readings.
    const flagged = XSS_CORPUS.filter(({ html }) => findProblems(parseAsTemplate(html), content).length > 0);
    expect(flagged.length).toBeGreaterThan(XSS_CORPUS.length * 0.85);
  });
});

/*
 * Each family runs on a window of its own, a bare jsdom window as on the server: jsdom 27 leaves event listeners
 * on the window for every document it creates (DOMPurify parses into a new one per call), so one shared window
 * would get slower with every payload.
 */
describe.each(PROFILES)('sanitising the XSS corpus as $name', (profile) => {
  describe.each(XSS_FAMILIES)('$family', ({ payloads }) => {
    let familyWindow: TestWindow;
    let sanitize: (html: string) => string;
    beforeAll(() => {
      familyWindow = new JSDOM('').window;
      sanitize = sanitizeAs(profile.name, createPostSanitizer(familyWindow));
    });
    afterAll(() => {
      familyWindow.close();
    });

    it.each(payloads)('$name: nothing executable survives, and the output is stable', ({ html }) => {
      const output = sanitize(html);
      expect(findProblems(parseAsTemplate(output, familyWindow), profile)).toEqual([]);
      expect(findProblems(parseAsBody(output, familyWindow), profile)).toEqual([]);
      // mXSS: the serialised output, parsed again, must be a DOM the sanitiser leaves exactly as it is.
      const again = sanitize(output);
      expect(again).toBe(output);
      expect(parseAsBody(again, familyWindow).isEqualNode(parseAsBody(output, familyWindow))).toBe(true);
    });
  });
});

/*
 * The page renders a body as parts (post-body-parts.ts): runs of markup, and players that wait for consent. Split,
 * the corpus must stay as inert as the whole: no markup part may hold an iframe, and each player part is one
 * allowed, sandboxed player.
 */
describe.each(XSS_FAMILIES)('splitting the sanitised XSS corpus into parts: $family', ({ payloads }) => {
  const [content] = PROFILES;
  let familyWindow: TestWindow;
  let familySanitizer: PostHtmlSanitizer;
  beforeAll(() => {
    familyWindow = new JSDOM('').window;
    familySanitizer = createPostSanitizer(familyWindow);
  });
  afterAll(() => {
    familyWindow.close();
  });

  it.each(payloads)('$name: markup parts are inert and frameless, player parts one sandboxed player', ({ html }) => {
    if (content === undefined) throw new Error('no content profile');
    for (const part of familySanitizer.sanitizeContentParts(html)) {
      const output = part.kind === 'html' ? part.html : part.frameHtml;
      const parsed = parseAsTemplate(output, familyWindow);
      expect(findProblems(parsed, content)).toEqual([]);
      expect(findProblems(parseAsBody(output, familyWindow), content)).toEqual([]);
      if (part.kind === 'html') expect(parsed.querySelector('iframe')).toBeNull();
      else expect([...parsed.childNodes].map((node) => node.nodeName)).toEqual(['IFRAME']);
    }
  });
});

/** Pieces of tag soup: the elements, attributes and delimiters that mutation-XSS payloads are made of. */
const TAG_SOUP = [
  ...['<', '>', '</', '/>', '=', '"', "'", '`', ' ', '\n', 'text', '&lt;', '&amp;', '<!--', '-->', '<![CDATA[', ']]>'],
  ...['p', 'a', 'b', 'h2', 'ul', 'li', 'figure', 'table', 'caption', 'tr', 'td', 'img', 'iframe', 'form', 'select', 'option', 'textarea', 'title'],
  ...['style', 'noscript', 'template', 'xmp', 'svg', 'math', 'mtext', 'mglyph', 'malignmark', 'foreignObject', 'desc', 'annotation-xml'],
  ...[' src=x', ' onerror=alert(1)', ' href="javascript:alert(1)"', ' href=#a', ' id=a', ' name=b', ' target=_blank', ' title="', ' srcdoc='],
];

describe('arbitrary tag soup (fast-check, fixed seed)', () => {
  it.each(PROFILES)(
    '$name: the output is inert and stable',
    (profile) => {
      let soupWindow = new JSDOM('').window;
      let sanitize = sanitizeAs(profile.name, createPostSanitizer(soupWindow));
      let runs = 0;
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...TAG_SOUP), { maxLength: 40 }), (pieces) => {
          // A fresh window now and then: see the corpus tests for why.
          runs += 1;
          if (runs % 100 === 0) {
            soupWindow.close();
            soupWindow = new JSDOM('').window;
            sanitize = sanitizeAs(profile.name, createPostSanitizer(soupWindow));
          }
          const output = sanitize(pieces.join(''));
          expect(findProblems(parseAsBody(output, soupWindow), profile)).toEqual([]);
          expect(sanitize(output)).toBe(output);
        }),
        { numRuns: 600, seed: 20_250_815 },
      );
      soupWindow.close();
    },
    20_000,
  );
});

/** WordPress block-editor markup with nothing to remove or add (its id already carries the prefix the sanitiser gives ids). */
const CLEAN_POST = [
  '<h2 class="wp-block-heading" id="user-content-why-digital-twins">Why digital twins</h2>',
  '<p>A digital twin of the assembly line lets planners test a <strong>new station layout</strong> before a single bolt moves, and <em>trainers</em> rehearse changeovers in VR.</p>',
  '<h3 class="wp-block-heading">What changes on the shop floor</h3>',
  '<ul class="wp-block-list"><li>Shorter ramp-up for new models</li><li>Fewer physical prototypes</li></ul>',
  '<ol start="2" class="wp-block-list"><li>Scan the cell</li><li>Import the CAD data</li></ol>',
  '<blockquote class="wp-block-quote" cite="https://satorixr.example/case-studies/"><p>We cut our line-changeover training from three days to one.</p><cite>Plant manager, automotive supplier</cite></blockquote>',
  '<figure class="wp-block-table"><table><thead><tr><th scope="col">Use case</th><th scope="col">Saving</th></tr></thead><tbody><tr><td>Sales configurator</td><td>32%</td></tr><tr><td colspan="2">Figures from the 2025 pilot</td></tr></tbody></table><figcaption class="wp-element-caption">Pilot results</figcaption></figure>',
  '<pre class="wp-block-code"><code>const twin = await loadTwin("line-4");</code></pre>',
  '<p><a href="/CaseStudy/automotive-configurator">Read the case study</a>, <a href="mailto:sales@satorixr.example">email sales</a> or <a href="tel:+911234567890">call us</a>; jump to <a href="#user-content-why-digital-twins">the overview</a>.</p>',
  '<h4>Details</h4><h5>Hardware</h5><h6>Headsets</h6><hr class="wp-block-separator">',
].join('');

const IMAGE_BLOCK =
  '<figure class="wp-block-image size-large"><img src="https://cms.satorixr.example/wp-content/uploads/2025/08/line-4.jpg" alt="A technician in a headset beside the digital twin of line 4" width="1024" height="683" srcset="https://cms.satorixr.example/wp-content/uploads/2025/08/line-4.jpg 1024w, https://cms.satorixr.example/wp-content/uploads/2025/08/line-4-300x200.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px" class="wp-image-412"><figcaption class="wp-element-caption">Line 4 in VR</figcaption></figure>';

/** WordPress's oEmbed markup for a YouTube video. */
const youtubeEmbed = (src: string, title = 'Satori XR: digital twin walkthrough') =>
  `<figure class="wp-block-embed is-type-video is-provider-youtube"><div class="wp-block-embed__wrapper"><iframe title="${title}" width="500" height="281" src="${src}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe></div></figure>`;

function firstElement(html: string, selector: string): Element | null {
  return parseAsTemplate(html).querySelector(selector);
}

describe('sanitizeContent keeps what a post needs', () => {
  it('leaves clean block markup (headings, lists, quotes, tables, code, links) exactly as it is', () => {
    expect(sanitizer.sanitizeContent(CLEAN_POST)).toBe(CLEAN_POST);
  });

  it('keeps an image block with srcset and sizes, loading lazily and decoding asynchronously', () => {
    const image = firstElement(sanitizer.sanitizeContent(IMAGE_BLOCK), 'figure > img');
    expect(image?.getAttribute('src')).toBe('https://cms.satorixr.example/wp-content/uploads/2025/08/line-4.jpg');
    expect(image?.getAttribute('srcset')).toContain('line-4-300x200.jpg 300w');
    expect(image?.getAttribute('sizes')).toBe('(max-width: 1024px) 100vw, 1024px');
    expect(image?.getAttribute('alt')).toBe('A technician in a headset beside the digital twin of line 4');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1024', '683']);
    expect([image?.getAttribute('loading'), image?.getAttribute('decoding')]).toEqual(['lazy', 'async']);
    expect(firstElement(sanitizer.sanitizeContent(IMAGE_BLOCK), 'figcaption')?.textContent).toBe('Line 4 in VR');
  });

  it('keeps a srcset URL that contains commas, and drops a srcset with any unsafe candidate', () => {
    const commas = sanitizer.sanitizeContent('<img src="/a.jpg" srcset="/a.jpg?crop=1,2 1x, /b.jpg 2x" alt="">');
    expect(firstElement(commas, 'img')?.getAttribute('srcset')).toBe('/a.jpg?crop=1,2 1x, /b.jpg 2x');
    const unsafe = sanitizer.sanitizeContent('<img src="/a.jpg" srcset="/a.jpg 1x, data:image/png;base64,AAAA 2x" alt="">');
    expect(firstElement(unsafe, 'img')?.hasAttribute('srcset')).toBe(false);
    expect(firstElement(unsafe, 'img')?.getAttribute('src')).toBe('/a.jpg');
  });

  it('drops images with a data: (or no) source, gives an image without alt text an empty one, and drops inline styles', () => {
    expect(sanitizer.sanitizeContent('<p>Chart: <img src="data:image/png;base64,AAAA" alt="Chart"></p>')).toBe('<p>Chart: </p>');
    expect(sanitizer.sanitizeContent('<img srcset="/a.jpg 1x" alt="Chart">')).toBe('');
    expect(sanitizer.sanitizeContent('<img src="/divider.png">')).toBe('<img src="/divider.png" alt="" loading="lazy" decoding="async">');
    expect(sanitizer.sanitizeContent('<p class="has-text-align-center" style="color:#ff0000">Red</p>')).toBe('<p class="has-text-align-center">Red</p>');
  });

  it('prefixes ids and the in-page links that point at them, so a post cannot clobber DOM globals', () => {
    expect(sanitizer.sanitizeContent('<h2 id="pricing">Pricing</h2><p><a href="#pricing">See pricing</a></p>')).toBe(
      '<h2 id="user-content-pricing">Pricing</h2><p><a href="#user-content-pricing">See pricing</a></p>',
    );
    expect(sanitizer.sanitizeContent('<a name="top" href="#">Top</a>')).toBe('<a href="#">Top</a>');
  });
});

describe('class names: only WordPress’s own', () => {
  /** Classes the block editor and WordPress's renderers really write, as in a post's content.rendered. */
  const BLOCK_EDITOR_MARKUP = [
    '<figure class="wp-block-image aligncenter size-large is-resized is-style-rounded"><img src="/a.jpg" alt="" class="wp-image-412"></figure>',
    '<div class="wp-block-columns are-vertically-aligned-center is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex"><div class="wp-block-column is-vertically-aligned-center is-layout-flow">Column</div></div>',
    '<p class="has-text-align-center has-vivid-red-color has-text-color has-link-color has-large-font-size">Centred</p>',
    '<figure class="wp-block-gallery has-nested-images columns-3 is-cropped"><ul class="blocks-gallery-grid"><li class="blocks-gallery-item">Item</li></ul></figure>',
    '<div class="wp-block-buttons is-content-justification-center is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/contact">Contact</a></div></div>',
    '<ul class="wp-block-social-links items-justified-left is-style-logos-only"><li class="wp-social-link wp-social-link-linkedin">LinkedIn</li></ul>',
    '<img src="/b.jpg" alt="" class="attachment-post-thumbnail size-post-thumbnail wp-post-image">',
    '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio alignwide"><div class="wp-block-embed__wrapper">Video</div></figure>',
    '<figure class="wp-block-table is-style-stripes"><table class="has-fixed-layout"><tbody><tr><td>Cell</td></tr></tbody></table></figure>',
  ];

  it('keeps the block editor’s classes exactly', () => {
    for (const html of BLOCK_EDITOR_MARKUP) {
      const output = sanitizer.sanitizeContent(html);
      const classesOf = (markup: string) => [...parseAsTemplate(markup).querySelectorAll('[class]')].map((element) => element.getAttribute('class'));
      expect(classesOf(output), html).toEqual(classesOf(html));
    }
  });

  it('drops the class names styled-components gives the site’s own components', () => {
    const Overlay = styled.div`
      position: fixed;
      inset: 0;
    `;
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(createElement(Overlay, null, 'Sign in again')));
    sheet.seal();
    const siteClasses = parseAsTemplate(html).querySelector('div')?.classList;
    expect(siteClasses?.length).toBeGreaterThan(0);
    expect(sanitizer.sanitizeContent(html)).toBe('<div>Sign in again</div>');
  });

  it('drops every class of Swiper’s stylesheet, which the site loads for its slider', () => {
    // vitest runs from the project's root.
    const css = readFileSync('node_modules/swiper/swiper-bundle.css', 'utf8');
    const swiperClasses = [...new Set(css.match(/\.swiper[\w-]*/g) ?? [])].map((selector) => selector.slice(1));
    expect(swiperClasses).toContain('swiper-wrapper');
    expect(sanitizer.sanitizeContent(`<div class="${swiperClasses.join(' ')}">Slides</div>`)).toBe('<div>Slides</div>');
  });

  it('keeps the WordPress classes of a mixed list and drops the rest, whatever separates them', () => {
    expect(sanitizer.sanitizeContent('<div class="wp-block-group\tsc-gEvEer\nfixed  alignfull">x</div>')).toBe('<div class="wp-block-group alignfull">x</div>');
  });

  it.each([
    ['a positioning class of WordPress’s own', 'wp-block-group is-position-sticky', 'wp-block-group'],
    ['capitals', 'WP-BLOCK-COVER Has-Background', null],
    ['CSS characters', 'wp-block-x{position:fixed} has-background', 'has-background'],
    ['utility classes', 'fixed inset-0 z-50 visually-hidden', null],
    ['near misses of the alignment classes', 'align alignx aligncentre', null],
  ])('drops %s', (_, classes, kept) => {
    const output = firstElement(sanitizer.sanitizeContent(`<p class="${classes}">x</p>`), 'p');
    expect(output?.getAttribute('class')).toBe(kept);
  });

  it('is one rule, also exported for the real-browser check', () => {
    expect(['wp-block-image', 'has-background', 'is-layout-flex', 'aligncenter', 'size-large'].every(isWordPressClass)).toBe(true);
    expect(['sc-gEvEer', 'kXrGxh', 'swiper', 'is-position-fixed', 'alignment'].some(isWordPressClass)).toBe(false);
  });
});

describe('ARIA references stay inside the post', () => {
  it('prefix every id an ARIA reference names, as the ids themselves are prefixed', () => {
    expect(sanitizer.sanitizeContent('<h2 id="intro">Intro</h2><div aria-labelledby="intro site-title">Both</div>')).toBe(
      '<h2 id="user-content-intro">Intro</h2><div aria-labelledby="user-content-intro user-content-site-title">Both</div>',
    );
  });

  it.each(['aria-owns', 'aria-controls', 'aria-describedby', 'aria-activedescendant', 'aria-flowto', 'aria-details', 'aria-errormessage'])(
    '%s cannot reach the page’s elements',
    (attribute) => {
      const element = firstElement(sanitizer.sanitizeContent(`<div ${attribute}="main-navigation  user-content-own">x</div>`), 'div');
      expect(element?.getAttribute(attribute)).toBe('user-content-main-navigation user-content-own');
    },
  );

  it('in excerpts too, and an empty reference goes', () => {
    expect(sanitizer.sanitizeExcerpt('<p aria-describedby="cookie-banner">x</p>')).toBe('<p aria-describedby="user-content-cookie-banner">x</p>');
    expect(sanitizer.sanitizeContent('<p aria-owns=" ">x</p>')).toBe('<p>x</p>');
  });

  it('leaves the other ARIA attributes as they are', () => {
    expect(sanitizer.sanitizeContent('<p aria-label="Summary" aria-hidden="false">x</p>')).toBe('<p aria-label="Summary" aria-hidden="false">x</p>');
  });
});

describe('links that open a new tab', () => {
  it('get rel="noopener noreferrer"', () => {
    expect(sanitizer.sanitizeContent('<a href="https://partner.example/" target="_blank">Partner</a>')).toBe(
      '<a href="https://partner.example/" target="_blank" rel="noopener noreferrer">Partner</a>',
    );
  });

  it('keep the author’s rel tokens, merged, and lose "opener"', () => {
    const link = firstElement(
      sanitizer.sanitizeContent('<a href="https://partner.example/" target="_BLANK" rel="nofollow sponsored opener noopener">Partner</a>'),
      'a',
    );
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('nofollow sponsored noopener noreferrer');
  });

  it('are the only ones that keep a target; other targets go, same-tab links keep their rel as it is', () => {
    expect(sanitizer.sanitizeContent('<a href="/blogs" target="_top">Blog</a>')).toBe('<a href="/blogs">Blog</a>');
    expect(sanitizer.sanitizeContent('<a href="https://partner.example/" rel="nofollow">Partner</a>')).toBe(
      '<a href="https://partner.example/" rel="nofollow">Partner</a>',
    );
  });

  it('become their words in excerpts, which sit under a card’s own link', () => {
    expect(sanitizer.sanitizeExcerpt('<p>See <a href="https://partner.example/" target="_blank">our partner</a>.</p>')).toBe('<p>See our partner.</p>');
  });
});

describe('video embeds', () => {
  const SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

  it('keeps a YouTube player, rebuilt with a sandbox, lazy loading and only fullscreen and picture-in-picture', () => {
    const output = sanitizer.sanitizeContent(youtubeEmbed('https://www.youtube.com/embed/M7lc1UVf-VE?feature=oembed'));
    expect(output).toBe(
      '<figure class="wp-block-embed is-type-video is-provider-youtube"><div class="wp-block-embed__wrapper">' +
        `<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE?feature=oembed" title="Satori XR: digital twin walkthrough" width="500" height="281" sandbox="${SANDBOX}" allow="fullscreen; picture-in-picture" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>` +
        '</div></figure>',
    );
    expect(sanitizer.sanitizeContent(output)).toBe(output);
  });

  it('keeps youtube-nocookie and Vimeo players, and names an untitled one', () => {
    const nocookie = firstElement(sanitizer.sanitizeContent(youtubeEmbed('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE')), 'iframe');
    expect(nocookie?.getAttribute('sandbox')).toBe(SANDBOX);
    const vimeo = firstElement(
      sanitizer.sanitizeContent('<iframe src="https://player.vimeo.com/video/76979871?dnt=1" width="640" height="360"></iframe>'),
      'iframe',
    );
    expect(vimeo?.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(vimeo?.getAttribute('title')).toBe('Embedded video');
    expect(vimeo?.getAttribute('loading')).toBe('lazy');
  });

  it('removes an iframe from any other host, over http, or outside the player path', () => {
    for (const src of [
      'https://evil.example/embed/M7lc1UVf-VE',
      'http://www.youtube.com/embed/M7lc1UVf-VE',
      'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      'https://www.youtube.com.evil.example/embed/M7lc1UVf-VE',
    ]) {
      expect(sanitizer.sanitizeContent(youtubeEmbed(src)), src).toBe(
        '<figure class="wp-block-embed is-type-video is-provider-youtube"><div class="wp-block-embed__wrapper"></div></figure>',
      );
    }
  });

  it('are never kept in an excerpt', () => {
    expect(sanitizer.sanitizeExcerpt(youtubeEmbed('https://www.youtube.com/embed/M7lc1UVf-VE'))).toBe('');
  });

  it('lists the allowed hosts for the Content-Security-Policy', () => {
    expect(ALLOWED_IFRAME_HOSTS).toEqual(['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com']);
    expect(Object.isFrozen(ALLOWED_IFRAME_HOSTS)).toBe(true);
  });
});

describe('sanitizeExcerpt', () => {
  it('keeps paragraphs and inline emphasis', () => {
    const excerpt = '<p>How <em>immersive</em> training cut <strong>onboarding</strong> time at a <code>Tier 1</code> supplier&hellip;</p>';
    expect(sanitizer.sanitizeExcerpt(excerpt)).toBe(
      '<p>How <em>immersive</em> training cut <strong>onboarding</strong> time at a <code>Tier 1</code> supplier…</p>',
    );
  });

  it('drops images, headings (keeping their words), classes and ids', () => {
    expect(sanitizer.sanitizeExcerpt(`<h2 id="intro">Digital twins</h2>${IMAGE_BLOCK}<p class="lead" id="x">For logistics</p>`)).toBe(
      'Digital twinsLine 4 in VR<p>For logistics</p>',
    );
  });
});

describe('loading the sanitiser', () => {
  /** Counts the jsdom windows made, to tell which way loadPostSanitizer went. */
  const jsdomWindowsMade = vi.fn();

  beforeEach(() => {
    vi.resetModules();
    vi.doMock('jsdom', async (importOriginal) => {
      const actual = await importOriginal<{ JSDOM: typeof JSDOM }>();
      class CountingJSDOM extends actual.JSDOM {
        constructor(html?: string) {
          super(html);
          jsdomWindowsMade();
        }
      }
      return { JSDOM: CountingJSDOM };
    });
  });

  afterEach(() => {
    vi.doUnmock('jsdom');
    vi.unstubAllEnvs();
    jsdomWindowsMade.mockClear();
  });

  it('sanitises on a bare jsdom window, as on the server, exactly as on the page’s window', () => {
    const serverWindow = new JSDOM('').window;
    const onServer = createPostSanitizer(serverWindow);
    const samples = [CLEAN_POST, IMAGE_BLOCK, youtubeEmbed('https://www.youtube.com/embed/M7lc1UVf-VE'), ...XSS_CORPUS.slice(0, 40).map(({ html }) => html)];
    for (const html of samples) {
      expect(onServer.sanitizeContent(html)).toBe(sanitizer.sanitizeContent(html));
      expect(onServer.sanitizeExcerpt(html)).toBe(sanitizer.sanitizeExcerpt(html));
    }
    serverWindow.close();
  });

  it('in the browser, loads one shared sanitiser on the page’s window', async () => {
    const { loadPostSanitizer } = await import('./sanitize-post-html.ts');
    const first = loadPostSanitizer();
    expect(loadPostSanitizer()).toBe(first);
    expect((await first).sanitizeContent('<p onclick="alert(1)">Hi</p>')).toBe('<p>Hi</p>');
    expect(jsdomWindowsMade).not.toHaveBeenCalled();
  });

  it('when rendering on the server, loads one on a jsdom window of its own', async () => {
    vi.stubEnv('SSR', true);
    const { loadPostSanitizer } = await import('./sanitize-post-html.ts');
    const loaded = await loadPostSanitizer();
    expect(await loadPostSanitizer()).toBe(loaded);
    expect(jsdomWindowsMade).toHaveBeenCalledTimes(1);
    expect(loaded.sanitizeContent(youtubeEmbed('https://evil.example/embed/x'))).not.toContain('iframe');
    expect(loaded.sanitizeExcerpt('<p><img src=x onerror=alert(1)>Hi</p>')).toBe('<p>Hi</p>');
  });
});
