import { headingOf, pages, site } from '../testing/playwright/content.ts';
import { expect, openReady, test, withCookieChoice } from '../testing/playwright/test.ts';
import { resizeViewport } from '../testing/playwright/viewport.ts';

/**
 * The footer in a browser: a real click on the link spelled with "&", and the layout at four widths. The links SPEC
 * 2.2 lists, the address, maps, phone, e-mail and social links are read from the built page in tests/html/footer.test.ts;
 * that every footer and navigation address reaches its page through the client router (/Blogs and "&" spellings
 * included) is tested in tests/app/site-link-routes.test.ts.
 */

const LOGISTICS = '/industries/Logistics&SupplyChainIndustry';
const logisticsPage = pages.find((page) => page.path === LOGISTICS);
if (!logisticsPage) throw new Error(`No page for ${LOGISTICS}`);

test('the footer link spelled with "&" leads to its page', async ({ page }) => {
  await withCookieChoice(page);
  await openReady(page, '/about');
  const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: site.footer.label });
  await footerNav.locator(`a[href="${LOGISTICS}"]`).click();
  await expect(page).toHaveURL(/\/industries\/Logistics(&|%26)SupplyChainIndustry$/);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(headingOf(logisticsPage));
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

  const all = [...footer.querySelectorAll('h2, p, p > span')];
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

test('at 390, 768, 1024 and 1440 px the footer shows every link on one line, ends the slogan with more than one word and puts each column heading nearer its content', async ({
  page,
}) => {
  const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: site.footer.label });
  const headings = [...site.footer.linkGroups.map((group) => group.heading), site.footer.contact.heading, site.footer.social.heading];
  const footerPaths = site.footer.linkGroups.flatMap((group) => group.links.map((link) => link.target));
  await page.setViewportSize({ width: 390, height: 844 });
  await withCookieChoice(page);
  await openReady(page, '/about');
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
    { width: 1024, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    await resizeViewport(page, viewport);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const layout = await page.evaluate(readFooterLayout, { slogan: site.brand.slogan, headings });

    await test.step(`${viewport.width} px: every link shows, each on one line, and nothing runs out of the footer`, async () => {
      for (const path of footerPaths) await expect(footerNav.locator(`a[href="${path}"]`)).toBeVisible();
      expect(layout.linkLines.find((link) => link.label === 'Logistics & Supply Chain')).toEqual({ label: 'Logistics & Supply Chain', lines: 1 });
      expect(layout.linkLines.filter((link) => link.lines !== 1)).toEqual([]);
      expect(layout.overflow).toBeLessThanOrEqual(0);
    });

    await test.step(`${viewport.width} px: the slogan ends with more than one word on its last line`, () => {
      expect(layout.sloganLines.flat().join(' ')).toBe(site.brand.slogan);
      expect(layout.sloganLines.at(-1)?.length ?? 0).toBeGreaterThan(1);
    });

    // Proximity: a label belongs to what follows it, so it sits clearly (1.5 times) nearer to it than to anything before it.
    await test.step(`${viewport.width} px: every column heading sits nearer its own content than the block before it`, () => {
      expect(layout.headings).toHaveLength(headings.length);
      for (const heading of layout.headings) {
        expect(heading.toContent, `"${heading.heading}": ${heading.toContent} px to its content, ${heading.toPrevious} px to the block before`).toBeLessThan(
          heading.toPrevious / 1.5,
        );
      }
    });
  }
});
