/**
 * The pieces of jsdom the post sanitiser uses on the server (sanitize-post-html.ts) and the html tests use to read
 * the built pages (testing/vitest/built-site.ts): jsdom ships no type declarations and @types/jsdom is not a
 * dependency. A JSDOM instance's window is a complete DOM window.
 */
declare module 'jsdom' {
  export class JSDOM {
    /** `url` is the document's address (relative links resolve against it); `contentType` may be an XML type. */
    constructor(html?: string, options?: { url?: string; contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
