/**
 * A post body as the page renders it: runs of sanitised markup, and between them the video players, which the page
 * shows as a consent placeholder until the visitor agrees to load them (video-embed-consent.tsx). Splitting the
 * players out of the markup is what keeps them from loading: markup inserted with dangerouslySetInnerHTML would
 * start every iframe in it the moment it is parsed, server HTML included.
 */
import { videoEmbedSourceOf, type VideoProvider } from './video-embed-hosts.ts';

export interface PostHtmlPart {
  kind: 'html';
  /** Sanitised markup with no iframe in it. */
  html: string;
}

export interface PostEmbedPart {
  kind: 'embed';
  provider: VideoProvider;
  /** The player's title as the post gives it (the sanitiser supplies one when it does not): the placeholder's heading. */
  title: string;
  /** The video's page on YouTube or Vimeo, when its id could be validated (video-embed-hosts.ts). */
  watchUrl?: string;
  /** The player exactly as the sanitiser rebuilt it, sandbox, permissions and referrer policy included. */
  frameHtml: string;
}

export type PostBodyPart = PostHtmlPart | PostEmbedPart;

/** Content left in a block once its players are taken out; an empty wrapper is not worth a part. */
const hasContent = (node: Node): boolean => (node.textContent ?? '').trim() !== '' || (isElement(node) && node.querySelector('img, hr, table') !== null);

/** By node type: the markup is parsed in another document (jsdom's, or a DOMParser's), whose Element is not this realm's. */
const isElement = (node: Node): node is Element => node.nodeType === 1;

/**
 * Splits sanitised body markup into parts. Each top-level node that holds a player is taken apart: its players
 * become embed parts, and whatever else it held stays as markup, before them (a paragraph introducing the video) or,
 * for a figure, after them (WordPress's embed block, whose caption belongs under the video). No iframe is left in
 * any html part, and every string a part carries is passed through `resanitize` (the same sanitiser, which gives
 * back what it is given for its own output), so everything the page inserts is still the sanitiser's output.
 *
 * `document` must be inert (a DOMParser document or jsdom's): markup is parsed in a <template>, whose content
 * loads nothing.
 */
export function splitPostBody(sanitizedHtml: string, document: Document, resanitize: (html: string) => string): PostBodyPart[] {
  // The common case, a post without players, keeps the sanitiser's string as it is.
  if (!/<iframe/i.test(sanitizedHtml)) return sanitizedHtml.trim() === '' ? [] : [{ kind: 'html', html: sanitizedHtml }];

  const template = document.createElement('template');
  template.innerHTML = sanitizedHtml;
  const parts: PostBodyPart[] = [];
  let markup: Node[] = [];
  const flushMarkup = () => {
    const holder = document.createElement('template');
    holder.content.append(...markup);
    markup = [];
    const html = resanitize(holder.innerHTML);
    if (html.trim() !== '') parts.push({ kind: 'html', html });
  };

  for (const node of [...template.content.childNodes]) {
    const frames = frameElementsIn(node);
    if (frames.length === 0) {
      markup.push(node);
      continue;
    }
    const embeds = frames.flatMap((frame) => {
      // Every iframe leaves the markup, even one that names no known player (the sanitiser keeps none such).
      frame.remove();
      return embedPartOf(frame, resanitize);
    });
    const remainder = frames[0] !== node && hasContent(node) ? node : undefined;
    const captionFollows = node.nodeName.toLowerCase() === 'figure';
    if (remainder && !captionFollows) markup.push(remainder);
    flushMarkup();
    parts.push(...embeds);
    if (remainder && captionFollows) markup.push(remainder);
  }
  flushMarkup();
  return parts;
}

function frameElementsIn(node: Node): Element[] {
  if (!isElement(node)) return [];
  return node.localName === 'iframe' ? [node] : [...node.querySelectorAll('iframe')];
}

function embedPartOf(frame: Element, resanitize: (html: string) => string): PostEmbedPart[] {
  const source = videoEmbedSourceOf(frame.getAttribute('src') ?? '');
  const frameHtml = resanitize(frame.outerHTML);
  if (source === undefined || !frameHtml.startsWith('<iframe')) return [];
  return [{ kind: 'embed', ...source, title: frame.getAttribute('title') ?? '', frameHtml }];
}
