/**
 * Sanitises the HTML that WordPress renders for a post (content.rendered, excerpt.rendered) before the site
 * inserts it with dangerouslySetInnerHTML. DOMPurify does the parsing and the removal; this module only chooses
 * what is allowed (an allow-list, never a block-list) and adds the rules DOMPurify has no setting for: which URL
 * schemes each attribute may carry, links that open a new tab, and the video embeds that may stay.
 *
 * Deliberately not allowed:
 * - `style` attributes and <style>: the site's own theme owns the presentation. Block-editor colours and sizes
 *   would break the brand and its contrast checks, CSS can redress the page (a fixed overlay over the header)
 *   or fetch URLs, and a strict Content-Security-Policy can then forbid inline styles (style-src-attr).
 * - `name`, and `id` as written: ids are prefixed with "user-content-" (DOMPurify's SANITIZE_NAMED_PROPS), so a
 *   post can never clobber a DOM global (window.location, document.cookie) or collide with the page's own ids;
 *   in-page links ("#pricing") are rewritten to match, so a post's table of contents keeps working.
 * - classes other than WordPress's own (wp-…, has-…, is-…, align…, size-…): the page's stylesheet also holds the
 *   site's classes (styled-components' sc-… and generated names, Swiper's), so a post using one could draw a fixed
 *   box over the navigation or borrow any other piece of the page's look.
 * - ARIA references to the page: aria-owns, aria-labelledby and the other id-reference attributes get the ids'
 *   prefix too, so they can only point into the post (aria-owns="site-nav" would adopt the navigation).
 * - data-* attributes (nothing of the post's should drive the site's scripts), svg and math (their parsing rules
 *   are where mutation XSS lives), forms and every active or document-level element.
 */
import createDOMPurify from 'dompurify';
import type { Config, DOMPurify, WindowLike } from 'dompurify';
import { splitPostBody, type PostBodyPart } from './post-body-parts.ts';
import { stripEventHandlers } from './strip-event-handlers.ts';
import { EMBED_PATH_BY_HOST } from './video-embed-hosts.ts';

export interface PostHtmlSanitizer {
  /** Post body (content.rendered): block markup, images, figures, lists, tables, links, headings h2-h6, allowed iframes. */
  sanitizeContent(html: string): string;
  /** The sanitised body split into markup and video players, which wait for the visitor's consent (post-body-parts.ts). */
  sanitizeContentParts(html: string): PostBodyPart[];
  /** Excerpt (excerpt.rendered): paragraphs and inline text-level markup only: no images, no iframes, no headings. */
  sanitizeExcerpt(html: string): string;
}

/**
 * The sandbox of every kept embed. Each token is one thing the players need:
 * - allow-scripts: the players are JavaScript applications;
 * - allow-same-origin: they keep their own origin (youtube.com, vimeo.com) and so their cookies and storage;
 *   without it both refuse to play. It is safe only because that origin is never ours: a framed document that is
 *   same-origin with the page could use scripts plus same-origin to lift its own sandbox, a cross-origin one cannot;
 * - allow-presentation: casting the video to a TV (the Presentation API);
 * - allow-popups: the player's title and logo open the video on the host's site in a new tab.
 * Left out on purpose: allow-top-navigation (the frame could navigate our page away), allow-forms, allow-modals.
 */
const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
/** Full screen and picture-in-picture are the only powers a video needs; no autoplay, camera, sensors or payment. */
const EMBED_PERMISSIONS = 'fullscreen; picture-in-picture';
/** An embed needs an accessible name; WordPress usually supplies the video's title, this is for when it does not. */
const EMBED_FALLBACK_TITLE = 'Embedded video';

/** The prefix DOMPurify's SANITIZE_NAMED_PROPS puts on every id, repeated on in-page links so they still match. */
const NAMED_PROPERTY_PREFIX = 'user-content-';

/** Schemes a link may use; everything else (javascript:, vbscript:, data:, file:, blob:, ftp:…) is removed. */
const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** Schemes an image source or a citation may use: no data: URLs, which can smuggle documents and scripts. */
const RESOURCE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);
/** Relative URLs are resolved against a base that can never be a real site, so only their scheme is judged. */
const RELATIVE_URL_BASE = 'https://relative-url.invalid/';

/**
 * DOMPurify's own first pass over every attribute value: its default expression without the ftp, callto, sms,
 * cid, xmpp and matrix schemes. The second, exact pass (LINK_PROTOCOLS, RESOURCE_PROTOCOLS) parses the URL.
 */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * The class names the block editor and WordPress's own renderers write (wp-block-image, wp-image-412,
 * wp-element-caption, has-text-align-center, has-large-font-size, is-style-rounded, is-layout-flex,
 * are-vertically-aligned-top, size-large, items-justified-left, columns-3, blocks-gallery-item,
 * attachment-post-thumbnail): a prefix ending in a hyphen, in lower case. styled-components' names never match
 * (sc-… and letters-only hashes), nor do Swiper's (swiper-…), nor any single word.
 */
const WORDPRESS_CLASS = /^(?:wp|has|is|are|size|items-justified|columns|blocks-gallery|attachment)-[a-z0-9_-]+$/;
/** The alignment classes, which carry no hyphen. */
const WORDPRESS_ALIGNMENT_CLASSES: ReadonlySet<string> = new Set(['alignleft', 'alignright', 'aligncenter', 'alignwide', 'alignfull', 'alignnone']);
/** WordPress's sticky and fixed positioning of group blocks: the one family of its classes that means an overlay. */
const WORDPRESS_POSITION_CLASS = /^is-position-/;

/** ARIA attributes whose value is a list of ids, which must stay inside the post (prefixed like the ids). */
const ARIA_ID_REFERENCES = [
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-labelledby',
  'aria-owns',
];

/** Text-level markup both profiles allow. */
const PHRASING_TAGS = ['a', 'b', 'br', 'code', 'em', 'i', 'span', 'strong'];

const CONTENT_CONFIG: Config = {
  ALLOWED_TAGS: [
    ...PHRASING_TAGS,
    // Headings below the page's own h1 (the post title).
    ...['h2', 'h3', 'h4', 'h5', 'h6'],
    ...['p', 'div', 'hr', 'blockquote', 'pre', 'figure', 'figcaption', 'details', 'summary'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
    ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
    ...['abbr', 'bdi', 'cite', 'del', 'dfn', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'sub', 'sup'],
    ...['time', 'u', 'var', 'wbr'],
    ...['img', 'iframe'],
  ],
  ALLOWED_ATTR: [
    ...['href', 'target', 'rel', 'title', 'lang', 'dir', 'class', 'id'],
    ...['src', 'srcset', 'sizes', 'alt', 'width', 'height'],
    ...['cite', 'datetime', 'colspan', 'rowspan', 'scope', 'span', 'start', 'reversed', 'type', 'value', 'open'],
  ],
  SANITIZE_NAMED_PROPS: true,
};

const EXCERPT_CONFIG: Config = {
  // No links: an excerpt sits on a card whose Read More link covers it, so a link inside could not be reached;
  // its words stay (KEEP_CONTENT).
  ALLOWED_TAGS: ['p', ...PHRASING_TAGS.filter((tag) => tag !== 'a')],
  // No ids (a listing repeats excerpts) and no classes (no block markup to style).
  ALLOWED_ATTR: ['title', 'lang', 'dir'],
};

/** Settings both profiles share. */
const COMMON_CONFIG: Config = {
  ALLOWED_URI_REGEXP,
  ALLOWED_NAMESPACES: [HTML_NAMESPACE],
  ALLOW_ARIA_ATTR: true,
  ALLOW_DATA_ATTR: false,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

/** Builds a sanitizer on a given window (jsdom's on the server, the browser's window). Pure: no module-level DOM access. */
export function createPostSanitizer(window: WindowLike): PostHtmlSanitizer {
  const contentPurifier = createPurifier(window);
  const excerptPurifier = createPurifier(window);
  const contentConfig: Config = { ...COMMON_CONFIG, ...CONTENT_CONFIG };
  const excerptConfig: Config = { ...COMMON_CONFIG, ...EXCERPT_CONFIG };
  // Handler attributes go before parsing, so the browser never reports them to the page's policy (strip-event-handlers.ts).
  const sanitizeContent = (html: string) => contentPurifier.sanitize(stripEventHandlers(html), contentConfig);
  // The players are split out of the markup in an inert document, where parsing loads no image and starts no frame.
  let inertDocument: Document | undefined;
  return {
    sanitizeContent,
    sanitizeContentParts: (html) =>
      splitPostBody(sanitizeContent(html), (inertDocument ??= new window.DOMParser().parseFromString('', 'text/html')), sanitizeContent),
    sanitizeExcerpt: (html) => excerptPurifier.sanitize(stripEventHandlers(html), excerptConfig),
  };
}

let loadedSanitizer: Promise<PostHtmlSanitizer> | undefined;

/**
 * Lazily loads one: in the browser on `window`, on the server (import.meta.env.SSR) on a jsdom window. Memoised.
 * jsdom is imported dynamically inside the SSR branch, which the client build drops, so it never reaches a browser.
 */
export function loadPostSanitizer(): Promise<PostHtmlSanitizer> {
  loadedSanitizer ??= createForThisEnvironment().catch((error: unknown) => {
    // A failed load is not remembered, so the next caller tries again.
    loadedSanitizer = undefined;
    throw error;
  });
  return loadedSanitizer;
}

async function createForThisEnvironment(): Promise<PostHtmlSanitizer> {
  if (import.meta.env.SSR) {
    const { JSDOM } = await import('jsdom');
    return createPostSanitizer(new JSDOM('').window);
  }
  return createPostSanitizer(window);
}

function createPurifier(window: WindowLike): DOMPurify {
  const purifier = createDOMPurify(window);
  // Unsupported, DOMPurify returns its input untouched: refuse to build a sanitiser that would not sanitise.
  if (!purifier.isSupported) throw new Error('DOMPurify cannot sanitise on this window (its DOM is incomplete).');
  purifier.addHook('afterSanitizeAttributes', applyPostRules);
  return purifier;
}

/** Runs on every element DOMPurify keeps, after its own attribute checks. */
function applyPostRules(element: Element): void {
  enforceUrlSchemes(element);
  keepOnlyWordPressClasses(element);
  keepAriaReferencesInsidePost(element);
  switch (element.localName) {
    case 'a':
      secureLink(element);
      break;
    case 'img':
      prepareImage(element);
      break;
    case 'iframe':
      keepOnlyAllowedEmbed(element);
      break;
    default:
      element.removeAttribute('target');
      element.removeAttribute('rel');
  }
}

function enforceUrlSchemes(element: Element): void {
  removeUnlessAllowed(element, 'href', (href) => isAllowedUrl(href, LINK_PROTOCOLS));
  removeUnlessAllowed(element, 'src', (src) => isAllowedUrl(src, RESOURCE_PROTOCOLS));
  removeUnlessAllowed(element, 'cite', (cite) => isAllowedUrl(cite, RESOURCE_PROTOCOLS));
  removeUnlessAllowed(element, 'srcset', (srcset) => srcsetUrls(srcset).every((url) => isAllowedUrl(url, RESOURCE_PROTOCOLS)));
  const href = element.getAttribute('href');
  if (href?.startsWith('#') && href.length > 1 && !href.startsWith(`#${NAMED_PROPERTY_PREFIX}`)) {
    element.setAttribute('href', `#${NAMED_PROPERTY_PREFIX}${href.slice(1)}`);
  }
}

/** Whether a class name is one of WordPress's own (see WORDPRESS_CLASS), and not one that positions a block. */
export function isWordPressClass(name: string): boolean {
  return (WORDPRESS_CLASS.test(name) || WORDPRESS_ALIGNMENT_CLASSES.has(name)) && !WORDPRESS_POSITION_CLASS.test(name);
}

function keepOnlyWordPressClasses(element: Element): void {
  const value = element.getAttribute('class');
  if (value === null) return;
  const kept = htmlTokens(value).filter(isWordPressClass);
  if (kept.length > 0) element.setAttribute('class', kept.join(' '));
  else element.removeAttribute('class');
}

function keepAriaReferencesInsidePost(element: Element): void {
  for (const name of ARIA_ID_REFERENCES) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    const ids = htmlTokens(value).map((id) => (id.startsWith(NAMED_PROPERTY_PREFIX) ? id : `${NAMED_PROPERTY_PREFIX}${id}`));
    if (ids.length > 0) element.setAttribute(name, ids.join(' '));
    else element.removeAttribute(name);
  }
}

/** The tokens of a space-separated attribute, split on HTML's ASCII whitespace. */
function htmlTokens(value: string): string[] {
  return value.split(/[\t\n\f\r ]+/).filter((token) => token !== '');
}

function removeUnlessAllowed(element: Element, name: string, isAllowed: (value: string) => boolean): void {
  const value = element.getAttribute(name);
  if (value !== null && !isAllowed(value)) element.removeAttribute(name);
}

/** Judges a URL as the browser will read it: the URL parser drops tabs and newlines and decides the scheme. */
function isAllowedUrl(value: string, protocols: ReadonlySet<string>): boolean {
  try {
    return protocols.has(new URL(value, RELATIVE_URL_BASE).protocol);
  } catch {
    return false;
  }
}

/**
 * The URLs of a srcset, following HTML's candidate grammar: a URL is a run of non-space characters (commas
 * included, so "a.jpg?w=1,2 2x" is one URL); a URL ending in commas ends its candidate; otherwise descriptors
 * follow up to the next comma outside parentheses.
 */
function srcsetUrls(srcset: string): string[] {
  const isSpace = (character: string) => ' \t\n\f\r'.includes(character);
  const urls: string[] = [];
  let index = 0;
  while (index < srcset.length) {
    while (index < srcset.length && (isSpace(srcset.charAt(index)) || srcset.charAt(index) === ',')) index += 1;
    const start = index;
    while (index < srcset.length && !isSpace(srcset.charAt(index))) index += 1;
    const url = srcset.slice(start, index);
    if (url === '') break;
    urls.push(url.replace(/,+$/, ''));
    if (url.endsWith(',')) continue;
    let depth = 0;
    for (; index < srcset.length; index += 1) {
      const character = srcset.charAt(index);
      if (character === '(') depth += 1;
      else if (character === ')') depth = Math.max(0, depth - 1);
      else if (character === ',' && depth === 0) break;
    }
  }
  return urls;
}

/**
 * An image whose source was removed shows nothing but a broken-image box, so it goes too. One without any alt
 * text is treated as decorative (alt=""), as WordPress does for an image block left without one; images load
 * lazily and decode off the main thread.
 */
function prepareImage(image: Element): void {
  if (!image.hasAttribute('src')) {
    image.remove();
    return;
  }
  if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
  image.setAttribute('loading', 'lazy');
  image.setAttribute('decoding', 'async');
}

/**
 * Only a link that already opened a new tab keeps a target, "_blank", and then always carries noopener and
 * noreferrer (merged with the author's rel tokens, such as nofollow or sponsored). Other targets (_top, _parent,
 * named windows) could navigate the page or a frame, so they go.
 */
function secureLink(anchor: Element): void {
  const target = anchor.getAttribute('target');
  const opensNewTab = target?.trim().toLowerCase() === '_blank';
  if (opensNewTab) anchor.setAttribute('target', '_blank');
  else anchor.removeAttribute('target');
  const relTokens = new Set(htmlTokens((anchor.getAttribute('rel') ?? '').toLowerCase()).filter((token) => token !== 'opener'));
  if (opensNewTab) {
    relTokens.add('noopener');
    relTokens.add('noreferrer');
  }
  if (relTokens.size > 0) anchor.setAttribute('rel', [...relTokens].join(' '));
  else anchor.removeAttribute('rel');
}

/**
 * An iframe stays only when it plays a video from an allowed host over https. It is then rebuilt with a fixed set
 * of attributes in a fixed order (sanitising the output again gives the same string); anything else is removed.
 */
function keepOnlyAllowedEmbed(iframe: Element): void {
  const source = allowedEmbedSource(iframe.getAttribute('src'));
  if (source === undefined) {
    iframe.remove();
    return;
  }
  const title = iframe.getAttribute('title')?.trim();
  const [width, height] = ['width', 'height'].map((name) => {
    const value = iframe.getAttribute(name);
    return value !== null && /^\d{1,4}$/.test(value) ? value : undefined;
  });
  for (const name of iframe.getAttributeNames()) iframe.removeAttribute(name);
  iframe.replaceChildren();
  iframe.setAttribute('src', source);
  iframe.setAttribute('title', title !== undefined && title !== '' ? title : EMBED_FALLBACK_TITLE);
  if (width !== undefined) iframe.setAttribute('width', width);
  if (height !== undefined) iframe.setAttribute('height', height);
  iframe.setAttribute('sandbox', EMBED_SANDBOX);
  iframe.setAttribute('allow', EMBED_PERMISSIONS);
  iframe.setAttribute('loading', 'lazy');
  iframe.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
}

/** The embed's normalised address, if it is an absolute https URL of an allowed player (no credentials, no port). */
function allowedEmbedSource(src: string | null): string | undefined {
  if (src === null) return undefined;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  const embedPath = EMBED_PATH_BY_HOST.get(url.hostname);
  const isAllowed =
    url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '' && embedPath !== undefined && url.pathname.startsWith(embedPath);
  return isAllowed ? url.href : undefined;
}
