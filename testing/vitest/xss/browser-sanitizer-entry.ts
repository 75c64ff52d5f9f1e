/**
 * The in-browser path of the real-browser XSS check (real-browser-xss.test.ts), bundled by Vite for Chromium as a
 * client build (import.meta.env.SSR false): the page's payloads go through loadPostSanitizer(), exactly as the
 * posts client loads the sanitiser in a visitor's browser, and each result is inserted with innerHTML, as React's
 * dangerouslySetInnerHTML does. With the profile "raw" nothing is sanitised: the positive control.
 */
import { loadPostSanitizer, type PostHtmlSanitizer } from '../../../src/features/posts/sanitize-post-html.ts';
import { PAYLOADS_ELEMENT_ID, POSTS_ELEMENT_ID, INSERTED_ATTRIBUTE, isBrowserBatch, type BrowserBatch } from './harness-page.ts';

function rendererFor(profile: BrowserBatch['profile'], sanitizer: PostHtmlSanitizer | undefined): (html: string) => string {
  if (profile === 'raw' || sanitizer === undefined) return (html) => html;
  return profile === 'content' ? (html) => sanitizer.sanitizeContent(html) : (html) => sanitizer.sanitizeExcerpt(html);
}

async function sanitizeAndInsert(): Promise<void> {
  const batch: unknown = JSON.parse(document.getElementById(PAYLOADS_ELEMENT_ID)?.textContent ?? 'null');
  const posts = document.getElementById(POSTS_ELEMENT_ID);
  if (!isBrowserBatch(batch) || posts === null) throw new Error('The harness page has no payloads or no posts element.');
  const render = rendererFor(batch.profile, batch.profile === 'raw' ? undefined : await loadPostSanitizer());
  batch.payloads.forEach((html, index) => {
    const container = document.createElement('div');
    container.dataset['payload'] = String(index);
    posts.append(container);
    container.innerHTML = render(html);
  });
}

sanitizeAndInsert().then(
  () => document.documentElement.setAttribute(INSERTED_ATTRIBUTE, 'done'),
  (error: unknown) => document.documentElement.setAttribute(INSERTED_ATTRIBUTE, `failed: ${String(error)}`),
);
