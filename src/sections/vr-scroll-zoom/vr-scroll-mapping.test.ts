import { describe, expect, it } from 'vitest';
import { sectionScrollProgress, vrScrollState, type VrScrollState } from './vr-scroll-mapping.ts';

const expectState = (actual: VrScrollState, expected: VrScrollState) => {
  expect(actual.scale).toBeCloseTo(expected.scale, 10);
  expect(actual.imageOpacity).toBeCloseTo(expected.imageOpacity, 10);
  expect(actual.textOpacity).toBeCloseTo(expected.textOpacity, 10);
  expect(actual.textOffsetY).toBeCloseTo(expected.textOffsetY, 10);
};

describe('vrScrollState', () => {
  it.each([
    // progress, scale (1 → 4 over 0–1), image opacity (1 → 0 over 0.1–0.6), text opacity (0 → 1) and offset (40 → 0) over 0.35–0.7
    [0, { scale: 1, imageOpacity: 1, textOpacity: 0, textOffsetY: 40 }],
    [0.1, { scale: 1.3, imageOpacity: 1, textOpacity: 0, textOffsetY: 40 }],
    [0.35, { scale: 2.05, imageOpacity: 0.5, textOpacity: 0, textOffsetY: 40 }],
    [0.6, { scale: 2.8, imageOpacity: 0, textOpacity: 5 / 7, textOffsetY: 40 * (2 / 7) }],
    [0.7, { scale: 3.1, imageOpacity: 0, textOpacity: 1, textOffsetY: 0 }],
    [1, { scale: 4, imageOpacity: 0, textOpacity: 1, textOffsetY: 0 }],
  ])('at progress %s', (progress, expected) => {
    expectState(vrScrollState(progress), expected);
  });

  it('is linear inside each range', () => {
    expectState(vrScrollState(0.5), { scale: 2.5, imageOpacity: 0.2, textOpacity: 0.15 / 0.35, textOffsetY: 40 * (0.2 / 0.35) });
    expect(vrScrollState(0.525).textOpacity).toBeCloseTo(0.5, 10);
    expect(vrScrollState(0.525).textOffsetY).toBeCloseTo(20, 10);
  });

  it('clamps progress outside 0–1 (and treats a missing value as the start)', () => {
    expectState(vrScrollState(-0.5), vrScrollState(0));
    expectState(vrScrollState(1.8), vrScrollState(1));
    expectState(vrScrollState(Number.NaN), vrScrollState(0));
  });
});

describe('sectionScrollProgress', () => {
  const viewport = 800;
  const height = 3.5 * viewport;

  it('is 0 until the section top reaches the viewport top', () => {
    expect(sectionScrollProgress({ top: 1200, height }, viewport)).toBe(0);
    expect(sectionScrollProgress({ top: 0, height }, viewport)).toBe(0);
  });

  it('grows linearly while the section scrolls by, reaching 1 when its bottom meets the viewport bottom', () => {
    expect(sectionScrollProgress({ top: -1000, height }, viewport)).toBeCloseTo(0.5, 10);
    expect(sectionScrollProgress({ top: -(height - viewport), height }, viewport)).toBe(1);
  });

  it('stays at 1 once the section has scrolled past', () => {
    expect(sectionScrollProgress({ top: -height, height }, viewport)).toBe(1);
  });

  it('copes with a section no taller than the viewport', () => {
    expect(sectionScrollProgress({ top: 10, height: viewport }, viewport)).toBe(0);
    expect(sectionScrollProgress({ top: -10, height: viewport }, viewport)).toBe(1);
  });
});
