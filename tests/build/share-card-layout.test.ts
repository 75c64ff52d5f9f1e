import { describe, expect, it } from 'vitest';
import { fitText, shareImageName, type Measure } from '../../scripts/build/share-images/card-layout.ts';

/** Every character half the font size wide: easy to reason about. */
const measure: Measure = (text, size) => Array.from(text).length * size * 0.5;
const options = { maxWidth: 200, maxLines: 3, sizes: [40, 20] };

describe('fitText', () => {
  it('keeps the largest size at which the words fit in the lines allowed', () => {
    // 10 characters per line at 40 px.
    expect(fitText('Digital twins for plants', measure, options)).toEqual({ size: 40, lines: ['Digital', 'twins for', 'plants'], truncated: false });
  });

  it('shrinks a title that needs more lines at the larger size', () => {
    const fitted = fitText('Hands-on XR training that sticks with every team', measure, options);
    expect(fitted.size).toBe(20);
    expect(fitted.truncated).toBe(false);
    expect(fitted.lines.join(' ')).toBe('Hands-on XR training that sticks with every team');
    expect(fitted.lines.every((line) => measure(line, 20) <= 200)).toBe(true);
  });

  it('at the smallest size, keeps the words that fit and ends the last line in an ellipsis, without the punctuation before it', () => {
    const long = 'Spatial computing, explained: a glossary of anchors, occlusion, passthrough, hand tracking, meshes, and more';
    const fitted = fitText(long, measure, options);
    expect(fitted).toMatchObject({ size: 20, truncated: true });
    expect(fitted.lines).toHaveLength(3);
    expect(fitted.lines.at(-1)).toMatch(/[^\s,.:;]…$/u);
    expect(fitted.lines.every((line) => measure(line, 20) <= 200)).toBe(true);
  });

  it('cuts a word too wide for any line, and stops there', () => {
    const fitted = fitText('Supercalifragilisticexpialidocious-configurators rule', measure, { ...options, maxWidth: 100 });
    expect(fitted.lines).toEqual(['Supercali…']);
    expect(fitted.truncated).toBe(true);
  });
});

describe('shareImageName', () => {
  const card = { template: 'v1', words: ['XR for engines', 'Aerospace'], picture: new Uint8Array([1, 2, 3]) };

  it('is the same for the same card, so an unchanged page keeps its file', () => {
    expect(shareImageName(card)).toBe(shareImageName({ ...card, words: [...card.words], picture: new Uint8Array([1, 2, 3]) }));
    expect(shareImageName(card)).toMatch(/^[0-9a-f]{16}\.jpg$/u);
  });

  it('changes when anything the card shows changes: words, picture bytes, picture address, no picture, or the template', () => {
    const names = [
      shareImageName(card),
      shareImageName({ ...card, words: ['XR for engines', 'Aviation'] }),
      shareImageName({ ...card, words: ['XR for engines Aerospace', ''] }),
      shareImageName({ ...card, picture: new Uint8Array([1, 2, 4]) }),
      shareImageName({ ...card, picture: 'https://content.example/wp-content/uploads/engine.jpg' }),
      shareImageName({ template: card.template, words: card.words }),
      shareImageName({ ...card, template: 'v2' }),
    ];
    expect(new Set(names).size).toBe(names.length);
  });
});
