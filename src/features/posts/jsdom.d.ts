/**
 * The one piece of jsdom the post sanitiser uses on the server (sanitize-post-html.ts) and its tests: jsdom ships
 * no type declarations and @types/jsdom is not a dependency. A JSDOM instance's window is a complete DOM window.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
