import { site } from './support/content.ts';
import { FIRST_POSTS_NAVIGATION, expect, openReady, test, withCookieChoice } from './support/test.ts';

/** SPEC 2.2's footer links, in its order. */
const specFooterLinks = [
  '/about',
  '/Platform',
  '/Capabilities/capabilities',
  '/industries/industries',
  '/industries/ManufacturingIndustry',
  '/industries/Logistics&SupplyChainIndustry',
  '/solutions/salesxrtreme',
  '/solutions/engagexrtreme',
  '/solutions/TwinXrtreme',
  '/Blogs',
  '/Contact/Contactus',
  '/terms',
  '/privacy',
  '/corporate-info',
  '/impressum',
];

test.describe('footer', () => {
  test.beforeEach(async ({ page }) => {
    await withCookieChoice(page);
    await openReady(page, '/about');
  });

  test('links to every page the spec lists, in order', async ({ page }) => {
    const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: site.footer.label });
    const hrefs = await footerNav.getByRole('link').evaluateAll((links) => links.map((link) => decodeURI(new URL((link as HTMLAnchorElement).href).pathname)));
    expect(hrefs).toEqual(specFooterLinks);
  });

  test('every footer link leads to a working page', async ({ page }) => {
    // Fifteen pages in one test, the first with posts among them: a minute is not enough on a loaded machine.
    test.slow();
    for (const path of specFooterLinks) {
      await page.getByRole('contentinfo').getByRole('navigation').locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'), FIRST_POSTS_NAVIGATION);
      await expect(page.locator('h1')).toHaveCount(1);
    }
  });

  test('shows the Chennai address with a maps link, phone and e-mail links and four social links', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('address')).toContainText('IIT Madras Research Park');
    await expect(footer.locator('address')).toContainText('Chennai');
    const maps = footer.getByRole('link', { name: new RegExp(site.footer.contact.mapsLabel) });
    await expect(maps).toHaveAttribute('href', site.footer.contact.mapsUrl);
    await expect(maps).toHaveAttribute('target', '_blank');
    await expect(maps).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: site.footer.contact.phoneDisplay })).toHaveAttribute('href', `tel:${site.footer.contact.phoneNumber}`);
    await expect(footer.getByRole('link', { name: site.footer.contact.email })).toHaveAttribute('href', `mailto:${site.footer.contact.email}`);
    for (const profile of site.footer.social.profiles) {
      const link = footer.getByRole('link', { name: new RegExp(profile.label) });
      await expect(link).toHaveAttribute('href', site.externalLinks[profile.network]);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(site.footer.social.profiles.map((profile) => profile.network)).toEqual(['facebook', 'youtube', 'instagram', 'linkedin']);
  });
});

/** What the layout checks read from the page: text lines and the gaps around each column heading. */
interface FooterLayout {
  /** Per line of the slogan, its words. */
  sloganLines: string[][];
  /** Per footer navigation link, its label and the number of lines it takes. */
  linkLines: { label: string; lines: number }[];
  /** Per column heading, the gap to its own content and the smallest gap to anything before it in the footer. */
  headings: { heading: string; toContent: number; toPrevious: number }[];
  overflow: number;
}

function readFooterLayout(args: { slogan: string; headings: string[] }): FooterLayout {
  const footer = document.querySelector('footer');
  if (!footer) throw new Error('no footer');

  /** The words of an element, grouped by the line box they sit on. */
  const lines = (element: Element): string[][] => {
    const words: { word: string; top: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rect = range.getClientRects()[0];
        if (rect && rect.width > 1) words.push({ word: match[0], top: rect.top });
      }
    }
    const rows: { top: number; words: string[] }[] = [];
    for (const { word, top } of words) {
      const row = rows.find((candidate) => Math.abs(candidate.top - top) < 4);
      if (row) row.words.push(word);
      else rows.push({ top, words: [word] });
    }
    return rows.sort((a, b) => a.top - b.top).map((row) => row.words);
  };

  /** The shortest distance between two boxes (0 when they touch or overlap). */
  const gap = (a: DOMRect, b: DOMRect) => Math.hypot(Math.max(0, b.left - a.right, a.left - b.right), Math.max(0, b.top - a.bottom, a.top - b.bottom));

  /** What an element paints: its text's box (a block element is wider than its words), or its own box for an icon. */
  const inkBox = (element: Element) => {
    if (element.tagName.toLowerCase() === 'svg' || !element.textContent.trim()) return element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect();
  };

  /** What a reader sees as blocks: icons and elements with text of their own, except the 1 px screen-reader texts. */
  const leaves = [...footer.querySelectorAll('*')].filter((element) => {
    const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (element.tagName.toLowerCase() !== 'svg' && !ownText) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  });

  const all = [...footer.querySelectorAll('h2, p')];
  const sloganElement = all.find((element) => element.textContent === args.slogan);
  if (!sloganElement) throw new Error('no slogan');

  const headings = args.headings.map((text) => {
    const heading = all.find((element) => element.textContent === text);
    const content = heading?.nextElementSibling;
    const group = heading?.parentElement;
    if (!heading || !content || !group) throw new Error(`no heading "${text}" with content after it`);
    const box = inkBox(heading);
    const before = leaves.filter((leaf) => !group.contains(leaf) && leaf.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING);
    const toPrevious = Math.min(box.top - footer.getBoundingClientRect().top, ...before.map((leaf) => gap(inkBox(leaf), box)));
    return { heading: text, toContent: gap(box, content.getBoundingClientRect()), toPrevious };
  });

  return {
    sloganLines: lines(sloganElement),
    linkLines: [...footer.querySelectorAll('nav a')].map((link) => ({ label: link.textContent, lines: lines(link).length })),
    headings,
    overflow: footer.scrollWidth - footer.clientWidth,
  };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 800 },
  { width: 1440, height: 900 },
]) {
  test.describe(`footer layout at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
      await withCookieChoice(page);
      await openReady(page, '/about');
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    });

    test('shows every link, each on one line, and nothing runs out of the footer', async ({ page }) => {
      const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: site.footer.label });
      for (const path of specFooterLinks) await expect(footerNav.locator(`a[href="${path}"]`)).toBeVisible();
      const layout = await page.evaluate(readFooterLayout, { slogan: site.brand.slogan, headings: [] });
      expect(layout.linkLines.find((link) => link.label === 'Logistics & Supply Chain')).toEqual({ label: 'Logistics & Supply Chain', lines: 1 });
      expect(layout.linkLines.filter((link) => link.lines !== 1)).toEqual([]);
      expect(layout.overflow).toBeLessThanOrEqual(0);
    });

    test('ends the slogan with more than one word on its last line', async ({ page }) => {
      const { sloganLines } = await page.evaluate(readFooterLayout, { slogan: site.brand.slogan, headings: [] });
      expect(sloganLines.flat().join(' ')).toBe(site.brand.slogan);
      expect(sloganLines.at(-1)?.length ?? 0).toBeGreaterThan(1);
    });

    // Proximity: a label belongs to what follows it, so it sits clearly (1.5 times) nearer to it than to anything before it.
    test('puts every column heading nearer its own content than the block before it', async ({ page }) => {
      const headings = [...site.footer.linkGroups.map((group) => group.heading), site.footer.contact.heading, site.footer.social.heading];
      const layout = await page.evaluate(readFooterLayout, { slogan: site.brand.slogan, headings });
      expect(layout.headings).toHaveLength(headings.length);
      for (const heading of layout.headings) {
        expect(heading.toContent, `"${heading.heading}": ${heading.toContent} px to its content, ${heading.toPrevious} px to the block before`).toBeLessThan(
          heading.toPrevious / 1.5,
        );
      }
    });
  });
}
