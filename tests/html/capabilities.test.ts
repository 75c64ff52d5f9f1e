/**
 * The Platform Capabilities page as built: the hero, then AR, VR, Web and Digital Twin, each with its eyebrow,
 * highlights, disclaimer and button, the closing band, and its three videos' attributes, read from
 * dist/Capabilities/capabilities/index.html. The VR scroll zoom (with and without motion) and the AR video's play
 * control when autoplay is refused are in e2e/capabilities.spec.ts; the looping video's playback in e2e/media.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import type { FullscreenVideoSection, Link, Section, TabletVideoSection, VrScrollZoomSection } from '../../src/content/generated/content-types.ts';
import { resolveLinkTarget } from '../../src/lib/links/link-target.ts';
import { pages, site } from '../../testing/playwright/content.ts';
import { builtPage } from '../../testing/vitest/built-site.ts';

const PATH = '/Capabilities/capabilities';
const capabilities = pages.find((page) => page.path === PATH);
if (!capabilities) throw new Error(`No page ${PATH}`);

type CapabilitySection = TabletVideoSection | VrScrollZoomSection | FullscreenVideoSection;
const isCapability = (section: Section): section is CapabilitySection =>
  section.type === 'tablet-video' || section.type === 'vr-scroll-zoom' || section.type === 'fullscreen-video';
const capabilitySections = capabilities.sections.filter(isCapability);

/** Where a content link should lead: its path, or the address site.json gives its name. */
function hrefOf(link: Link): string {
  const resolved = resolveLinkTarget(link.target, site.externalLinks);
  return resolved.kind === 'internal' ? resolved.path : resolved.href;
}

/** Text as a reader gets it: whitespace collapsed, as Playwright's toHaveText compares it. */
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** In the accessibility tree: not under aria-hidden or the hidden attribute. */
const exposed = (element: Element) => element.closest('[aria-hidden="true"], [hidden]') === null;
const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].filter(exposed);
/** Leaves itself and what it holds out of a name. */
const hides = (element: Element) => element.getAttribute('aria-hidden') === 'true' || element.hasAttribute('hidden');

/** An element's accessible name: aria-labelledby, aria-label, or its exposed text. */
function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => text(element.ownerDocument.getElementById(id)))
      .join(' ');
  const label = element.getAttribute('aria-label');
  if (label !== null) return label;
  const words = (node: Node): string => {
    if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
    if (node.nodeType !== node.ELEMENT_NODE || hides(node as Element)) return '';
    return [...node.childNodes].map(words).join('');
  };
  return [...element.childNodes].map(words).join('').replace(/\s+/g, ' ').trim();
}

/** The one region (a landmark section) named exactly `heading`. */
function region(root: ParentNode, heading: string): Element {
  const found = all(root, 'section, [role="region"]').filter((element) => nameOf(element) === heading);
  expect(found, `one region named "${heading}"`).toHaveLength(1);
  return found[0] as Element;
}

/** The elements whose whole text is `words`, innermost (Playwright's getByText with exact: it reads text, not the accessibility tree). */
const exactly = (root: ParentNode, words: string) =>
  [...root.querySelectorAll('*')].filter((element) => text(element) === words && ![...element.children].some((child) => text(child) === words));

/** The one link whose name holds `words`, and where it leads. */
function linkHolding(root: Element, words: string | RegExp): Element {
  const links = all(root, 'a').filter((link) => (typeof words === 'string' ? nameOf(link).includes(words) : words.test(nameOf(link))));
  expect(links, `one link "${String(words)}"`).toHaveLength(1);
  return links[0] as Element;
}

const page = builtPage(PATH);
const main = page.querySelector('main');
if (!main) throw new Error(`${PATH} has no main`);

describe('Platform Capabilities', () => {
  it('is built with the hero, then AR, VR, Web and Digital Twin, each with its disclaimer and button, and the closing band', () => {
    expect(all(page.body, 'h1').map(text)).toEqual(['Platform Capabilities']);
    const hero = main.querySelector('header');
    if (!hero) throw new Error('no hero header');
    expect(text(hero)).toContain('AR, VR, Web and Digital Twin');
    expect(text(hero)).toContain('immersive sales, training and industrial transformation');
    const heroDemo = linkHolding(hero, /Request a Demo/);
    expect(heroDemo.getAttribute('href')).toBe(site.externalLinks.scheduling);
    expect(heroDemo.getAttribute('target')).toBe('_blank');

    expect(capabilitySections.map((section) => section.header.eyebrow)).toEqual(['Augmented Reality', 'Virtual Reality', 'Web', 'Digital Twin']);
    expect(capabilitySections.map((section) => section.type)).toEqual(['tablet-video', 'vr-scroll-zoom', 'fullscreen-video', 'fullscreen-video']);
    expect(all(main, 'h2').map(text)).toEqual([...capabilitySections.map((section) => section.header.heading), site.ctaBand.header.heading]);

    for (const section of capabilitySections) {
      const block = region(main, section.header.heading);
      expect(exactly(block, section.header.eyebrow ?? ''), `${section.header.heading}: eyebrow`).toHaveLength(1);
      expect(exactly(block, site.disclaimer), `${section.header.heading}: disclaimer`).toHaveLength(1);
      for (const point of section.highlights ?? []) expect(exactly(block, point), point).toHaveLength(1);
      if (section.action) expect(linkHolding(block, section.action.label).getAttribute('href')).toBe(hrefOf(section.action));
    }
    expect(exactly(region(main, 'A live model of your factory floor'), '30%')).toHaveLength(1);

    const band = region(main, site.ctaBand.header.heading);
    expect(linkHolding(band, /Request a Demo/).getAttribute('href')).toBe(site.externalLinks.scheduling);
  });

  it('its three videos are muted, inline loops that preload nothing, with their posters, sources, labels and fallback text', () => {
    const videos = capabilitySections.flatMap((section) => ('video' in section ? [section.video] : []));
    const built = [...main.querySelectorAll('video')];
    expect(built).toHaveLength(3);
    expect(videos).toHaveLength(3);
    for (const [index, video] of built.entries()) {
      const expected = videos[index];
      if (!expected) throw new Error(`no content for video ${String(index + 1)}`);
      for (const attribute of ['muted', 'loop', 'playsinline']) expect(video.hasAttribute(attribute), `${expected.src}: ${attribute}`).toBe(true);
      expect(video.getAttribute('preload')).toBe('none');
      expect(video.getAttribute('poster')).toBe(`${expected.src}-poster.webp`);
      expect([...video.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.getAttribute('type')])).toEqual([
        [`${expected.src}.webm`, 'video/webm'],
        [`${expected.src}.mp4`, 'video/mp4'],
      ]);
      expect(video.getAttribute('aria-label')).toBe(expected.label);
      expect(text(video)).toContain(site.accessibility.videoUnsupported);
    }
  });
});
