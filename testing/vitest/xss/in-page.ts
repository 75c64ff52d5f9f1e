/**
 * Functions the real-browser XSS check runs inside Chromium. Each is sent as its source text (through the DevTools
 * protocol, not page.evaluate, whose main-world evaluation goes through the very eval the instrumentation hooks),
 * so each is self-contained: no imports, no module-level values, everything it needs passed as its argument.
 */

/** The binding the test exposes to every frame; the instrumentation reports through it. */
export const REPORT_BINDING = 'reportXssExecution';

export interface InstrumentationOptions {
  readonly reportBinding: string;
  readonly canaryName: string;
}

/**
 * Runs before any script of every document and frame (an init script). Everything a payload would use to show it
 * ran reports instead: the dialogs (alert, confirm, prompt, print), the canary, window.open, and code from strings
 * (eval, Function and its constructor chain, setTimeout and setInterval with a string). Code from strings is
 * reported and never run.
 */
export function instrumentPage({ reportBinding, canaryName }: InstrumentationOptions): void {
  const report = (channel: string, detail: string) => {
    const binding: unknown = Reflect.get(window, reportBinding);
    if (typeof binding === 'function') Reflect.apply(binding, window, [channel, detail.slice(0, 160)]);
  };
  const describe = (values: readonly unknown[]) => values.map((value) => String(value)).join(', ');
  for (const dialog of ['alert', 'confirm', 'prompt', 'print']) {
    Reflect.set(window, dialog, (...values: unknown[]) => report('dialog', `${dialog}(${describe(values)})`));
  }
  Reflect.set(window, canaryName, (...values: unknown[]) => report('canary', `${canaryName}(${describe(values)})`));
  Reflect.set(window, 'open', (...values: unknown[]) => report('window.open', describe(values)));
  Reflect.set(window, 'eval', (code: unknown) => report('eval', String(code)));
  const NativeFunction = Function;
  const reportingFunction = function (...values: unknown[]) {
    report('Function', describe(values));
    return () => undefined;
  };
  Object.defineProperty(reportingFunction, 'prototype', { value: NativeFunction.prototype });
  Reflect.set(window, 'Function', reportingFunction);
  Object.defineProperty(NativeFunction.prototype, 'constructor', { value: reportingFunction, configurable: true, writable: true });
  for (const timer of ['setTimeout', 'setInterval']) {
    const native: unknown = Reflect.get(window, timer);
    if (typeof native !== 'function') continue;
    Reflect.set(window, timer, (handler: unknown, ...rest: unknown[]) => {
      if (typeof handler !== 'string') {
        const timerId: unknown = Reflect.apply(native, window, [handler, ...rest]);
        return timerId;
      }
      report(timer, handler);
      return 0;
    });
  }
}

/** Resolves with the value of an attribute of <html> once it is set (the bundle sets it when it has inserted the posts). */
export function whenDocumentAttributeSet(attribute: string): Promise<string> {
  return new Promise((resolve) => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => {
      const value = root.getAttribute(attribute);
      if (value === null) return;
      observer.disconnect();
      resolve(value);
    });
    observer.observe(root, { attributes: true, attributeFilter: [attribute] });
    const value = root.getAttribute(attribute);
    if (value !== null) {
      observer.disconnect();
      resolve(value);
    }
  });
}

/**
 * Waits until the page has run what its markup started: two animation frames (autofocus, toggles and animation
 * events happen in a rendering update), then one task from the message queue. Never a timer, never the clock.
 */
export function settle(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
    );
  });
}

/**
 * Does what a visitor could do to every element of the posts: fires each event an element still has a handler
 * attribute for, focuses it and clicks it. A click on a link whose scheme is safe is cancelled (following it would
 * be the link working, not a payload), so only a script URL or a handler can act on it.
 */
export function activatePosts(postsElementId: string): void {
  const posts = document.getElementById(postsElementId);
  if (posts === null) return;
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href], area[href]') : null;
      const isSafeLink =
        (link instanceof HTMLAnchorElement || link instanceof HTMLAreaElement) && ['http:', 'https:', 'mailto:', 'tel:'].includes(link.protocol);
      if (isSafeLink) event.preventDefault();
    },
    true,
  );
  for (const element of posts.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      if (name.toLowerCase().startsWith('on')) element.dispatchEvent(new Event(name.slice(2).toLowerCase()));
    }
    if (element instanceof HTMLElement || element instanceof SVGElement) element.focus();
    if (element instanceof HTMLElement) element.click();
    else element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }
}

export interface ScanOptions {
  readonly postsElementId: string;
  /** The attribute that marks the harness's own elements in <head> and <body>. */
  readonly harnessAttribute: string;
  readonly embedHosts: readonly string[];
}

export interface ContainerScan {
  /** The payload's index in its batch, or -1 for what is outside every container. */
  readonly payload: number;
  /** What in the live DOM could run, reach outside the post or escape its container. */
  readonly problems: readonly string[];
  readonly classNames: readonly string[];
  /** Resolved URLs the kept markup may load: images (src and srcset) and player iframes. */
  readonly resourceUrls: readonly string[];
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** What scanPosts returns, checked as it comes back from the page. */
export function isContainerScanList(value: unknown): value is ContainerScan[] {
  return (
    Array.isArray(value) &&
    value.every(
      (scan: unknown) =>
        typeof scan === 'object' &&
        scan !== null &&
        'payload' in scan &&
        typeof scan.payload === 'number' &&
        'problems' in scan &&
        isStringList(scan.problems) &&
        'classNames' in scan &&
        isStringList(scan.classNames) &&
        'resourceUrls' in scan &&
        isStringList(scan.resourceUrls),
    )
  );
}

/**
 * Reads the live DOM, as Chromium parsed it, for what must never be there after sanitising: elements and
 * attributes that run or load things, script URLs, un-prefixed ids and ARIA references, shadow roots, a changed
 * base URL, and markup that escaped its container. Independent of the sanitiser's own rules.
 */
export function scanPosts({ postsElementId, harnessAttribute, embedHosts }: ScanOptions): ContainerScan[] {
  const XHTML = 'http://www.w3.org/1999/xhtml';
  const ID_PREFIX = 'user-content-';
  const forbiddenElements = new Set(
    (
      'script style link meta base object embed frame frameset applet form input button select textarea option selectedcontent template noscript ' +
      'portal svg math xmp noembed noframes plaintext isindex keygen dialog video audio source track picture map area canvas'
    ).split(' '),
  );
  const forbiddenAttributes = new Set(
    (
      'style srcdoc formaction action form name background poster ping tabindex autofocus contenteditable popover popovertarget popovertargetaction ' +
      'command commandfor xlink:href dynsrc lowsrc codebase data usemap role'
    ).split(' '),
  );
  const ariaReferences = 'aria-activedescendant aria-controls aria-describedby aria-details aria-errormessage aria-flowto aria-labelledby aria-owns'.split(' ');
  const safeSchemes = ['http:', 'https:', 'mailto:', 'tel:'];
  const tokens = (value: string) => value.split(/[\t\n\f\r ]+/).filter((token) => token !== '');
  const resolve = (value: string) => {
    try {
      return new URL(value, document.baseURI);
    } catch {
      return undefined;
    }
  };

  const scanContainer = (container: Element, payload: number): ContainerScan => {
    const problems: string[] = [];
    const classNames: string[] = [];
    const resourceUrls: string[] = [];
    for (const element of container.querySelectorAll('*')) {
      const name = element.localName;
      if (element.namespaceURI !== XHTML) problems.push(`<${name}> in ${String(element.namespaceURI)}`);
      if (forbiddenElements.has(name)) problems.push(`<${name}>`);
      if (element.shadowRoot !== null) problems.push(`<${name}> has a shadow root`);
      for (const attribute of element.getAttributeNames()) {
        const value = element.getAttribute(attribute) ?? '';
        if (attribute.startsWith('on')) problems.push(`<${name} ${attribute}>`);
        if (forbiddenAttributes.has(attribute)) problems.push(`<${name} ${attribute}="${value}">`);
        if (attribute === 'is' && value !== '') problems.push(`<${name} is="${value}">`);
        if (attribute === 'id' && !value.startsWith(ID_PREFIX)) problems.push(`<${name} id="${value}">`);
        if (ariaReferences.includes(attribute) && !tokens(value).every((id) => id.startsWith(ID_PREFIX))) problems.push(`<${name} ${attribute}="${value}">`);
        if (attribute === 'class') classNames.push(...tokens(value));
        if (['href', 'src', 'cite'].includes(attribute)) {
          const url = resolve(value);
          if (url === undefined || !safeSchemes.includes(url.protocol)) problems.push(`<${name} ${attribute}="${value}">`);
        }
      }
      const srcset = element.getAttribute('srcset');
      const candidates = srcset === null ? [] : tokens(srcset.replaceAll(',', ' ')).filter((token) => !/^\d+(?:\.\d+)?[wx]$/.test(token));
      for (const candidate of candidates) {
        const url = resolve(candidate);
        if (url === undefined || !['http:', 'https:'].includes(url.protocol)) problems.push(`<${name} srcset="${srcset ?? ''}">`);
        else resourceUrls.push(url.href);
      }
      const src = element.getAttribute('src');
      const srcUrl = src === null ? undefined : resolve(src);
      if (name === 'img' && srcUrl !== undefined) resourceUrls.push(srcUrl.href);
      if (name === 'iframe') {
        if (srcUrl?.protocol !== 'https:' || !embedHosts.includes(srcUrl.hostname)) problems.push(`<iframe src="${src ?? ''}"> is not an allowed player`);
        else resourceUrls.push(srcUrl.href);
        if (!element.hasAttribute('sandbox')) problems.push('<iframe> without a sandbox');
      }
    }
    return { payload, problems, classNames, resourceUrls };
  };

  const posts = document.getElementById(postsElementId);
  if (posts === null) return [{ payload: -1, problems: ['the posts element is gone'], classNames: [], resourceUrls: [] }];
  const scans = [...posts.children].map((container, index) => scanContainer(container, Number(container.getAttribute('data-payload') ?? index)));
  const outside: string[] = [];
  if (document.baseURI !== location.href) outside.push(`the base URL became ${document.baseURI}`);
  for (const element of document.querySelectorAll('head > *, body > *')) {
    if (!element.hasAttribute(harnessAttribute)) outside.push(`<${element.localName}> outside the posts`);
  }
  for (const container of posts.children) {
    if (!container.hasAttribute('data-payload')) outside.push(`<${container.localName}> between the containers`);
  }
  if (outside.length > 0) scans.push({ payload: -1, problems: outside, classNames: [], resourceUrls: [] });
  return scans;
}
