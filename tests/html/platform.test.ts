/**
 * /Platform as built: the platform app embedded in one frame with its title, lazy loading, sandbox, allow list and
 * referrer policy, the link that opens the platform in a new tab, and the intro's Request a Demo button, read from
 * dist/Platform/index.html. The frame's 800 px box at each width and the app inside it are in e2e/platform.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { pages, site } from '../../testing/playwright/content.ts';
import { builtPage } from '../../testing/vitest/built-site.ts';

const platformApp = site.externalLinks.platformApp;
const embed = pages.find((page) => page.path === '/Platform')?.sections.find((section) => section.type === 'platform-embed');
if (embed?.type !== 'platform-embed') throw new Error('/Platform has no platform-embed section');

/** Text as a reader gets it: whitespace collapsed. */
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** A link's accessible name: its aria-label, or its text (these links have no hidden parts). */
const nameOf = (link: Element) => link.getAttribute('aria-label') ?? text(link);

/** The one link whose name starts with `label`, to `href` in a new tab. */
function expectNewTabLink(root: Element, label: string, href: string) {
  const links = [...root.querySelectorAll('a')].filter((link) => nameOf(link).startsWith(label));
  expect(links, `one link "${label}…"`).toHaveLength(1);
  expect(links[0]?.getAttribute('href')).toBe(href);
  expect(links[0]?.getAttribute('target')).toBe('_blank');
  expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
}

const page = builtPage('/Platform');
const main = page.querySelector('main');
if (!main) throw new Error('/Platform has no main');

describe('/Platform', () => {
  it('embeds the platform app in one frame with its title, lazy loading, sandbox, allow and referrer policy', () => {
    const frames = page.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const [frame] = frames;
    expect(frame?.getAttribute('src')).toBe(platformApp);
    expect(frame?.getAttribute('title')).toBe(embed.title);
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
    expect(frame?.getAttribute('allow')).toBe('fullscreen; xr-spatial-tracking');
    expect(frame?.getAttribute('referrerpolicy')).toBe('strict-origin');
  });

  it('offers the platform in a new tab and a Request a Demo button in the intro', () => {
    expectNewTabLink(main, embed.fallback.link.label, platformApp);
    const intro = main.querySelector('header');
    if (!intro) throw new Error('no intro header');
    expectNewTabLink(intro, site.heroAction.label, site.externalLinks.scheduling);
  });
});
