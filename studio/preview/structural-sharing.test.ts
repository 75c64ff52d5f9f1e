import { describe, expect, it } from 'vitest';
import { reuseEqual } from './structural-sharing.ts';

describe('a new page that keeps what did not change', () => {
  const previous = {
    path: '/about',
    sections: [
      { type: 'hero', heading: 'Empowering' },
      { type: 'cta-band', header: { heading: 'Talk to us' } },
    ],
  };

  it('is the previous page when nothing changed', () => {
    expect(reuseEqual(previous, structuredClone(previous))).toBe(previous);
  });

  it('is a new page whose unchanged sections are the previous objects, and whose edited section is new', () => {
    const next = structuredClone(previous);
    next.sections[0] = { type: 'hero', heading: 'Enabling' };
    const shared = reuseEqual(previous, next);
    expect(shared).not.toBe(previous);
    expect(shared).toEqual(next);
    expect(shared.sections[1]).toBe(previous.sections[1]);
    expect(shared.sections[0]).not.toBe(previous.sections[0]);
  });

  it('notices added and removed keys and items', () => {
    expect(reuseEqual({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(reuseEqual({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    expect(reuseEqual([1, 2], [1])).toEqual([1]);
    expect(reuseEqual(undefined, previous)).toBe(previous);
  });
});
