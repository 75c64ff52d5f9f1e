/**
 * The pre-rendered /blogs on the demo build, running on the embedded mock posts: it holds the newest posts as
 * cards and, for hydration, their data as JSON that browsers never execute. How the page hydrates from that data,
 * and when it asks the content service again, is e2e/latest-posts.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { builtPage } from '../../testing/vitest/built-site.ts';

describe('the pre-rendered /blogs', () => {
  it('holds the newest posts and their data for hydration, and no inline executable script', () => {
    const document = builtPage('/blogs');
    const cards = [...document.querySelectorAll('main article')];
    expect(cards).toHaveLength(10);
    const [newest] = cards;
    expect(newest?.querySelector('h3')?.textContent).toBe('Why interactive 3D product demos convert better than video');
    expect(newest?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-12');
    expect(newest?.querySelector('time')?.textContent).toBe('12 Nov 2026');
    expect(cards.flatMap((card) => [...card.querySelectorAll('a')].map((link) => link.getAttribute('href')))).toContain(
      '/blogs/digital-twins-factory-floor-where-to-start',
    );
    // Data travels as JSON that browsers never execute (the hydration data, the structured data); no inline executable script.
    const hydration = document.querySelector('script#page-hydration');
    expect(hydration?.getAttribute('type')).toBe('application/json');
    expect(hydration?.textContent).toMatch(/^\{"loaderData":/);
    expect(JSON.stringify(JSON.parse(hydration?.textContent ?? ''))).toMatch(/"dataUpdatedAt":\d+/);
    const executable = [...document.querySelectorAll('script')].filter(
      (script) =>
        !['application/json', 'application/ld+json'].includes(script.getAttribute('type') ?? '') &&
        !(script.getAttribute('type') === 'module' && script.hasAttribute('src')),
    );
    expect(executable.map((script) => script.outerHTML)).toEqual([]);
  });
});
