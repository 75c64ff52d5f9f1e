// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INITIAL_ROUTE_ELEMENT_ID,
  PAGE_HYDRATION_ELEMENT_ID,
  PAGE_MODULES_ELEMENT_ID,
  escapeJsonForHtml,
  initialRouteScript,
  pageHydrationScript,
  pageModulesScript,
  readInitialRouteModule,
  readPageHydration,
} from '../../src/app/shared/page-hydration.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('page hydration data', () => {
  const data = {
    loaderData: { 'page:/blogs': { meta: { title: 'A </script><script>alert(1)</script> & <!-- title \u2028' } } },
    queries: { mutations: [], queries: [] },
  };

  it('is JSON in a non-executable script whose text cannot close the element or open a comment', () => {
    const script = pageHydrationScript(data);
    expect(script.startsWith(`<script type="application/json" id="${PAGE_HYDRATION_ELEMENT_ID}">`)).toBe(true);
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(body)).toEqual(data);
    expect(escapeJsonForHtml('</script>')).toBe('"\\u003c/script\\u003e"');
  });

  it('reads back exactly what the server wrote', () => {
    document.head.innerHTML = pageHydrationScript(data);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(readPageHydration(document)).toEqual(data);
  });

  it('reads nothing from pages without data, and ignores unreadable data', () => {
    expect(readPageHydration(document)).toBeUndefined();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.head.innerHTML = `<script type="application/json" id="${PAGE_HYDRATION_ELEMENT_ID}">{not json</script>`;
    expect(readPageHydration(document)).toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(1);
    document.head.innerHTML = `<script type="application/json" id="${PAGE_HYDRATION_ELEMENT_ID}">{"loaderData":{},"queries":"x"}</script>`;
    expect(readPageHydration(document)).toEqual({ loaderData: {} });
  });
});

/** A document holding what the pre-renderer wrote, as the browser parses it. */
function documentWith(html: string): Document {
  const document = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
  return document;
}

describe('the opened page in the HTML (the browser hydrates without the route table)', () => {
  const ABOUT_CHUNK = '/assets/about-C6vT1aLv.js';
  const read = (html: string) => readInitialRouteModule(documentWith(html));

  it('names the page document chunk, and only a chunk the build wrote', () => {
    expect(read(initialRouteScript(ABOUT_CHUNK))).toBe(ABOUT_CHUNK);
    const element = (text: string) => `<script type="application/json" id="${INITIAL_ROUTE_ELEMENT_ID}">${text}</script>`;
    expect(read('')).toBeUndefined();
    expect(read(element('{not json'))).toBeUndefined();
    expect(read(element('{"module":"/assets/about.js"}'))).toBeUndefined();
    for (const module of [
      'https://elsewhere.example/about.js',
      '//elsewhere.example/about.js',
      '/assets/../secrets.js',
      'data:text/javascript,alert(1)',
      '/assets/about.css',
    ]) {
      expect(read(initialRouteScript(module)), module).toBeUndefined();
    }
  });

  it('cannot be closed early by the text it carries', () => {
    const script = initialRouteScript('/assets/x</script><script>alert(1)</script>.js');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe("the page's chunks in the HTML", () => {
  it('escapes "<" and ">" as every JSON element does, so the list can never close its script element', () => {
    expect(pageModulesScript(['/a</script>.js'])).toBe(
      `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">["/a\\u003c/script\\u003e.js"]</script>`,
    );
  });
});
