/**
 * The 3D views in the built pages (issue 37): nothing of the viewer is in a page's first render. The model-viewer
 * section is pre-rendered as its still and its "Rotate in 3D" button; the home hero's 3D mode adds nothing to the
 * HTML (its button is laid over the picture once the page is idle). What happens on the press is tested in a browser
 * (e2e/model-viewer.spec.ts) and in jsdom (src/sections/model-viewer/model-viewer.test.tsx).
 */
import { describe, expect, it } from 'vitest';
import { readPageModulesList } from '../../scripts/bench/route-sizes.ts';
import { builtHtml, builtPage } from '../../testing/vitest/built-site.ts';

/** The code that draws 3D or lays the 3D mode over a picture, by chunk name. */
const VIEWER_CHUNK = /\/assets\/(interactive-model|colour-choices|model-layers)-[\w-]+\.js$/;

describe('3D views before the visitor asks', () => {
  it.each(['/', '/solutions/salesxrtreme', '/casestudy/Aerospacejetengine'])('%s lists no viewer code and names no model for its first render', (route) => {
    const html = builtHtml(route);
    expect(readPageModulesList(html).filter((href) => VIEWER_CHUNK.test(href))).toEqual([]);
    expect(html).not.toMatch(/\.glb|\.hdr|<model-viewer/);
  });

  it.each([
    ['/solutions/salesxrtreme', 'Choose the paint, then walk around the car', '/media/images/models/concept-car'],
    ['/casestudy/Aerospacejetengine', 'Walk around the engine, the way trainees start', '/media/images/models/jet-engine'],
  ])('%s pre-renders its model viewer as the still and the button that loads the 3D view', (route, heading, poster) => {
    const section = builtPage(route).querySelector('[data-section-type="model-viewer"] > section');
    expect(section?.querySelector('h2')?.textContent).toBe(heading);
    expect(section?.querySelector('img')?.getAttribute('src')).toContain(poster);
    expect([...(section?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).toEqual(['Rotate in 3D']);
  });

  it("leaves the home hero's picture as it was: its 3D mode arrives after the first render", () => {
    const hero = builtPage('/').querySelector('[data-section-type="hero"]');
    expect(hero?.querySelector('picture img')?.getAttribute('alt')).toMatch(/^A silver concept car/);
    expect(hero?.textContent).not.toContain('Rotate in 3D');
  });
});
