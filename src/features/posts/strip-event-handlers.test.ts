// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { stripEventHandlers } from './strip-event-handlers.ts';
import { XSS_CORPUS } from './xss-corpus.ts';

const handlerAttributesIn = (html: string) =>
  [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.name).filter((name) => name.toLowerCase().startsWith('on')),
  );

describe('stripEventHandlers', () => {
  it.each([
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<img src=x OnErRoR=alert(1) alt=0>', '<img src=x alt=0>'],
    ['<img/src="x"/onerror="alert(1)">', '<img/src="x">'],
    ['<img src=x onerror\n=alert(1)>', '<img src=x>'],
    ['<div onmouseover=\'alert(1)\' class="spec">Specs</div>', '<div class="spec">Specs</div>'],
    ['<details open ontoggle>x</details>', '<details open>x</details>'],
    // An attribute name that only starts like a handler still goes: HTML's attribute names run up to a space, / or >.
    ['<iframe onload&#x3d;alert(1)<!--">', '<iframe>'],
  ])('removes the handlers of %j', (html, expected) => {
    expect(stripEventHandlers(html)).toBe(expected);
  });

  it('leaves text, and attributes that only contain "on", alone', () => {
    const html = '<p data-tone="only">Set onclick=handler in your code; <a href="/contact" title="online">contact</a> us.</p>';
    expect(stripEventHandlers(html)).toBe(html);
  });

  // A generous time limit: jsdom parses some 400 documents here, on a busy two-core machine.
  it('leaves no handler attribute in any payload of the XSS corpus', () => {
    const leftovers = XSS_CORPUS.filter((payload) => handlerAttributesIn(stripEventHandlers(payload.html)).length > 0).map((payload) => payload.name);
    expect(leftovers).toEqual([]);
  }, 30_000);
});
