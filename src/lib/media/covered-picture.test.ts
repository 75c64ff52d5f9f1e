// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { coverPicture, whenPictureCovered } from './covered-picture.ts';

function box() {
  const element = document.createElement('div');
  element.innerHTML = '<picture><img alt="" /></picture><canvas></canvas><button>Pause</button><div id="layer"></div><div id="controls"></div>';
  return element;
}

describe('a picture covered by its 3D view', () => {
  it('makes everything in the box but the 3D view inert', () => {
    const element = box();
    const view = [element.querySelector('#layer'), element.querySelector('#controls')].filter((node) => node !== null);
    coverPicture(element, view);
    const inert = [...element.children].filter((child) => child.hasAttribute('inert')).map((child) => child.tagName.toLowerCase());
    expect(inert).toEqual(['picture', 'canvas', 'button']);
  });

  it('tells what plays in the box to stop: once, whether it listened before the cover or arrives after it', () => {
    const element = box();
    const canvas = element.querySelector('canvas');
    if (!canvas) throw new Error('no canvas');
    const before = vi.fn();
    whenPictureCovered(canvas, before, new AbortController().signal);
    expect(before).not.toHaveBeenCalled();
    coverPicture(element, []);
    coverPicture(element, []);
    expect(before).toHaveBeenCalledTimes(1);
    const after = vi.fn();
    whenPictureCovered(canvas, after, new AbortController().signal);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('stops listening when its owner goes', () => {
    const element = box();
    const canvas = element.querySelector('canvas');
    if (!canvas) throw new Error('no canvas');
    const stop = vi.fn();
    const owner = new AbortController();
    whenPictureCovered(canvas, stop, owner.signal);
    owner.abort();
    coverPicture(element, []);
    expect(stop).not.toHaveBeenCalled();
  });
});
