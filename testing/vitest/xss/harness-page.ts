/**
 * The pages of the real-browser XSS check: one origin that never resolves (every request is answered or refused
 * by the test's route), a server page carrying HTML as the pre-renderer writes it, and a browser page that loads
 * the bundled sanitiser (browser-sanitizer-entry.ts) on its payloads. Neither page sends a Content-Security-Policy:
 * whatever the sanitiser lets through is free to run, so the check sees the sanitiser's work alone.
 */

/** The test pages' origin: .test is reserved (RFC 2606), so nothing outside the test's route can answer it. */
export const HARNESS_ORIGIN = 'https://xss-check.test';
export const BUNDLE_PATH = '/sanitizer.js';
export const PAYLOADS_ELEMENT_ID = 'payloads';
export const POSTS_ELEMENT_ID = 'posts';
/** Set on <html> by the bundle once every payload is inserted ("done"), or with the reason it could not. */
export const INSERTED_ATTRIBUTE = 'data-xss-inserted';

/** How the payloads reach the page: sanitised as a post body or an excerpt, or untouched (the positive control). */
export type RenderProfile = 'content' | 'excerpt' | 'raw';

export interface BrowserBatch {
  readonly profile: RenderProfile;
  readonly payloads: readonly string[];
}

export function isBrowserBatch(value: unknown): value is BrowserBatch {
  if (typeof value !== 'object' || value === null || !('profile' in value) || !('payloads' in value)) return false;
  const { profile, payloads } = value;
  return (profile === 'content' || profile === 'excerpt' || profile === 'raw') && Array.isArray(payloads) && payloads.every((html) => typeof html === 'string');
}

/** Marks the harness's own elements, so that anything else found directly in <head> or <body> has escaped its container. */
export const HARNESS_ATTRIBUTE = 'data-harness';

const documentAround = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8" ${HARNESS_ATTRIBUTE}><title ${HARNESS_ATTRIBUTE}>XSS check</title></head><body>${body}</body></html>`;

/** The server path: each payload's HTML written into the page's markup, one container each, as React's renderToString does. */
export function serverPage(htmls: readonly string[]): string {
  return documentAround(
    `<main id="${POSTS_ELEMENT_ID}" ${HARNESS_ATTRIBUTE}>${htmls.map((html, index) => `<div data-payload="${index}">${html}</div>`).join('')}</main>`,
  );
}

/** The browser path: the payloads travel as JSON ("<" escaped, so no payload can end the script element early). */
export function browserPage(batch: BrowserBatch): string {
  const json = JSON.stringify(batch).replaceAll('<', '\\u003c');
  return documentAround(
    `<main id="${POSTS_ELEMENT_ID}" ${HARNESS_ATTRIBUTE}></main>` +
      `<script type="application/json" id="${PAYLOADS_ELEMENT_ID}" ${HARNESS_ATTRIBUTE}>${json}</script><script src="${BUNDLE_PATH}" ${HARNESS_ATTRIBUTE}></script>`,
  );
}
