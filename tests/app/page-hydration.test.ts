// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_HYDRATION_ELEMENT_ID, escapeJsonForHtml, pageHydrationScript, readPageHydration } from '../../src/app/shared/page-hydration.ts';

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
