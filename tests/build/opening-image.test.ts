/** How the opening-image reader (scripts/bench/opening-image.ts) finds a page's first image and the phone's pick. */
import { describe, expect, it } from 'vitest';
import { chromiumPick, openingImageOf, phoneChoices, slotWidth } from '../../scripts/bench/opening-image.ts';

const SIZES = '(min-width: 1440px) 720px, (min-width: 1024px) 52vw, calc(100vw - 2rem)';
const candidates = [480, 720, 800, 1280].map((width) => ({ url: `/a-${width}.avif`, width }));

describe('the opening image reader', () => {
  it('evaluates sizes at a viewport width: the first condition that holds, else the last length', () => {
    expect(slotWidth(SIZES, 412)).toBe(380);
    expect(slotWidth(SIZES, 1200)).toBe(624);
    expect(slotWidth(SIZES, 1600)).toBe(720);
    expect(slotWidth(undefined, 412)).toBe(412);
    expect(() => slotWidth('(orientation: portrait) 50vw, 100vw', 412)).toThrow(/condition/);
  });

  it('picks as Chromium does: the smaller of two candidates when the ratio is below their densities’ geometric mean', () => {
    expect(chromiumPick(candidates, 380, 1.75).width).toBe(720);
    // 412 px slot: 720 is 1.748x, just under 1.75, and 800's 1.94x gives a geometric mean of 1.84, above 1.75.
    expect(chromiumPick(candidates, 412, 1.75).width).toBe(720);
    expect(chromiumPick(candidates, 412, 2).width).toBe(800);
    expect(chromiumPick(candidates, 380, 3).width).toBe(1280);
  });

  it('reads the first image of the first section, and the phone chooses among the typed sources', () => {
    const html = `<main><div data-section-type="page-intro"><picture>
      <source type="image/avif" srcSet="/a-480.avif 480w, /a-720.avif 720w, /a-800.avif 800w" sizes="${SIZES}"/>
      <source type="image/webp" srcSet="/a-480.webp 480w, /a-720.webp 720w" sizes="${SIZES}"/>
      <img src="/a-800.webp" alt=""/></picture></div><div data-section-type="cards"><img src="/b.webp" alt=""/></div></main>`;
    const image = openingImageOf(html);
    expect(image?.sectionType).toBe('page-intro');
    expect(image?.sources).toHaveLength(3);
    const choices = phoneChoices(image ?? { sectionType: '', sources: [] });
    expect(choices.map((choice) => [choice.type, choice.chromium.url, choice.atLeastSlot.url])).toEqual([
      ['image/avif', '/a-720.avif', '/a-720.avif'],
      ['image/webp', '/a-720.webp', '/a-720.webp'],
    ]);
    expect(
      openingImageOf('<main><div data-section-type="rotating-word-hero"><h1>Words</h1></div><div data-section-type="x"><img src="/b.webp"></div></main>'),
    ).toBeUndefined();
  });
});
