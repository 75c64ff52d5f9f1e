import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureGridSection } from '@/content/generated/content-types.ts';
import { renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import FeatureGrid from './feature-grid.tsx';

const item = (title: string, label?: string) => ({ title, description: `What ${title.toLowerCase()} does for you.`, ...(label ? { label } : {}) });

const base: FeatureGridSection = {
  type: 'feature-grid',
  header: { eyebrow: 'TwinXRtreme', heading: 'Key features', intro: 'Everything a factory team needs.' },
  items: [item('Layout planning'), item('Live line data'), item('What-if simulation')],
  columns: 3,
  layout: 'cards',
  numbered: false,
  disclaimer: false,
};

/** A CSS value without the spaces a style sheet may or may not keep, and with a zero length written as 0. */
const compact = (value: string | undefined) => value?.replace(/\s+/g, '').replace(/^0px$/, '0');

/** A selector's specificity as one comparable number (ids, then classes and pseudo-classes, then elements). */
function specificity(selector: string): number {
  const ids = selector.match(/#[\w-]+/g)?.length ?? 0;
  const classes = selector.match(/\.[\w-]+|\[[^\]]+\]|:(?!:)[\w-]+/g)?.length ?? 0;
  const elements = selector.replace(/\([^)]*\)/g, '').match(/(^|[\s>+~])[a-z][\w-]*/gi)?.length ?? 0;
  return ids * 10_000 + classes * 100 + elements;
}

/**
 * The value of `property` that the style sheets give `element` in a viewport `width` px wide: the rules outside
 * media queries and inside the min- and max-width queries that hold at that width, by specificity, then source order.
 */
function styleAt(element: Element, width: number, property: string): string | undefined {
  const candidates: { specificity: number; order: number; value: string }[] = [];
  const consider = (rule: CSSRule) => {
    if (!(rule instanceof CSSStyleRule)) return;
    const value = rule.style.getPropertyValue(property);
    if (!value) return;
    for (const selector of rule.selectorText.split(',')) {
      if (element.matches(selector)) candidates.push({ specificity: specificity(selector), order: candidates.length, value });
    }
  };
  for (const sheet of [...document.styleSheets]) {
    for (const rule of [...sheet.cssRules]) {
      if (rule instanceof CSSMediaRule) {
        const query = /^\((min|max)-width:\s*([\d.]+)px\)$/.exec(rule.conditionText.trim());
        const holds = query?.[1] === 'min' ? Number(query[2]) <= width : query?.[1] === 'max' ? width <= Number(query[2]) : false;
        if (holds) [...rule.cssRules].forEach(consider);
      } else consider(rule);
    }
  }
  candidates.sort((a, b) => a.specificity - b.specificity || a.order - b.order);
  return compact(candidates.at(-1)?.value);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser window `width` px wide, as far as matchMedia's width queries go. */
function stubViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const match = /\((min|max)-width:\s*([\d.]+)px\)/.exec(query);
    const matches = match?.[1] === 'min' ? width >= Number(match[2]) : match?.[1] === 'max' ? width <= Number(match[2]) : false;
    return { matches, addEventListener: () => undefined, removeEventListener: () => undefined };
  });
}

const render = (props: Partial<FeatureGridSection> = {}) => renderWithProviders(<FeatureGrid {...base} {...props} />);

describe('FeatureGrid', () => {
  it('is a region named by its h2, with the items as a list of h3 titles and descriptions', () => {
    render();
    const region = screen.getByRole('region', { name: 'Key features' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Key features' })).toBeInTheDocument();
    expect(within(region).getByText('Everything a factory team needs.')).toBeInTheDocument();
    const list = within(region).getByRole('list');
    expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Layout planning',
      'Live line data',
      'What-if simulation',
    ]);
    expect(within(items[1] as HTMLElement).getByText('What live line data does for you.')).toBeInTheDocument();
    expect(screen.queryByText(testSite.disclaimer)).not.toBeInTheDocument();
    expect(screen.queryByText('01')).not.toBeInTheDocument();
  });

  it('shows one column on phones, two from 768 px and the chosen number from 1280 px', () => {
    render({ columns: 4, items: [item('One'), item('Two'), item('Three'), item('Four')] });
    const list = screen.getByRole('list');
    expect(styleAt(list, 390, 'grid-template-columns')).toBe('minmax(0,1fr)');
    expect(styleAt(list, 768, 'grid-template-columns')).toBe('repeat(2,minmax(0,1fr))');
    expect(styleAt(list, 1280, 'grid-template-columns')).toBe('repeat(4,minmax(0,1fr))');
  });

  it('never makes more columns than it has items, and lets a lone last item span the tablet row', () => {
    render({ columns: 4 });
    const list = screen.getByRole('list');
    expect(styleAt(list, 1280, 'grid-template-columns')).toBe('repeat(3,minmax(0,1fr))');
    const last = within(list).getAllByRole('listitem').at(-1);
    if (!last) throw new Error('no items');
    expect(styleAt(last, 768, 'grid-column')).toBe('1/-1');
    expect(styleAt(last, 1280, 'grid-column')).toBe('auto');
  });

  it('draws "cards" as separate bordered cards and "panel" as one framed panel divided by rules between its columns', () => {
    const { unmount } = render();
    const cardItems = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(styleAt(cardItems[0] as HTMLElement, 390, 'border-radius')).not.toBeUndefined();
    expect(styleAt(screen.getByRole('list'), 390, 'border')).toBeUndefined();
    unmount();

    render({ layout: 'panel', items: [item('Understanding should be easy', 'Why'), item('AI-led content', 'How'), item('One platform', 'What')] });
    const panel = screen.getByRole('list');
    expect(styleAt(panel, 390, 'border')).toMatch(/^1pxsolid/);
    const [why, how, what] = within(panel).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(why).getByText('Why')).toBeInTheDocument();
    expect(within(how).getByText('How')).toBeInTheDocument();
    expect(within(what).getByText('What')).toBeInTheDocument();
    // Phones: rules between rows only.
    expect(styleAt(why, 390, 'border-top')).toBe('0');
    expect(styleAt(how, 390, 'border-top')).toMatch(/^1pxsolid/);
    expect(styleAt(how, 390, 'border-left')).toBe('0');
    // Tablets, two columns: the third item starts a second row.
    expect(styleAt(why, 768, 'border-left')).toBe('0');
    expect(styleAt(how, 768, 'border-left')).toMatch(/^1pxsolid/);
    expect(styleAt(how, 768, 'border-top')).toBe('0');
    expect(styleAt(what, 768, 'border-left')).toBe('0');
    expect(styleAt(what, 768, 'border-top')).toMatch(/^1pxsolid/);
    // Wide screens, three columns: rules between the columns, none above the one row.
    expect(styleAt(why, 1280, 'border-left')).toBe('0');
    expect(styleAt(how, 1280, 'border-left')).toMatch(/^1pxsolid/);
    expect(styleAt(what, 1280, 'border-left')).toMatch(/^1pxsolid/);
    expect(styleAt(what, 1280, 'border-top')).toBe('0');
  });

  it('numbers steps 01, 02 … in an ordered list, the visible numbers hidden from screen readers', () => {
    render({ numbered: true, items: [item('Discover'), item('Prototype', 'Weeks 2–6'), item('Roll out')] });
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((entry) => entry.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['01', '02', '03']);
    expect(within(items[1] as HTMLElement).getByText('Weeks 2–6')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveAccessibleName('Discover');
    // The line with the number is no paragraph: a paragraph holding only the large number would read as a heading.
    expect(items.map((entry) => [...entry.querySelectorAll('p')].map((paragraph) => paragraph.textContent))).toEqual(
      ['Discover', 'Prototype', 'Roll out'].map((title) => [`What ${title.toLowerCase()} does for you.`]),
    );
  });

  it('turns five or more cards into a swipeable row on phones that keyboard users can focus and scroll', () => {
    stubViewport(390);
    const six = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((title) => item(title));
    render({ items: six });
    const list = screen.getByRole('list', { name: 'Key features' });
    expect(list).toHaveAttribute('tabindex', '0');
    expect(styleAt(list, 390, 'display')).toBe('flex');
    expect(styleAt(list, 390, 'overflow-x')).toBe('auto');
    expect(styleAt(list, 390, 'scroll-snap-type')).toBe('xmandatory');
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(styleAt(first, 390, 'flex')).toBe('0085%');
    // From 768 px it is the grid again.
    expect(styleAt(list, 768, 'display')).toBe('grid');
    expect(styleAt(list, 768, 'overflow-x')).toBeUndefined();
  });

  it('keeps four cards, a panel and wide screens as a plain, unfocusable grid', () => {
    stubViewport(390);
    const { unmount } = render({ items: ['One', 'Two', 'Three', 'Four'].map((title) => item(title)) });
    expect(screen.getByRole('list')).not.toHaveAttribute('tabindex');
    expect(styleAt(screen.getByRole('list'), 390, 'display')).toBe('grid');
    unmount();

    const six = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((title) => item(title));
    const panel = render({ items: six, layout: 'panel' });
    expect(screen.getByRole('list')).not.toHaveAttribute('tabindex');
    expect(styleAt(screen.getByRole('list'), 390, 'display')).toBe('grid');
    panel.unmount();

    stubViewport(1280);
    render({ items: six });
    expect(screen.getByRole('list')).not.toHaveAttribute('tabindex');
  });

  it('lays "rows" out as feature rows under the main title: stacked on phones, title beside description from 1024 px, lines between', () => {
    stubViewport(390);
    const six = ['Slotting in 3D', 'Dock flows', 'Pick paths', 'Yard moves', 'Shift plans', 'One model'].map((title) => item(title));
    render({ layout: 'rows', header: { heading: 'Plan the network before you move a rack' }, items: six });
    const region = screen.getByRole('region', { name: 'Plan the network before you move a rack' });
    const list = within(region).getByRole('list');
    // Never a swipeable row, whatever the count.
    expect(list).not.toHaveAttribute('tabindex');
    expect(styleAt(list, 390, 'display')).toBe('grid');
    expect(styleAt(list, 390, 'grid-template-columns')).toBeUndefined();
    expect(styleAt(list, 1280, 'grid-template-columns')).toBeUndefined();
    expect(styleAt(list, 390, 'border-bottom')).toMatch(/^1pxsolid/);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Slotting in 3D',
      'Dock flows',
      'Pick paths',
      'Yard moves',
      'Shift plans',
      'One model',
    ]);
    const first = rows[0] as HTMLElement;
    expect(styleAt(first, 390, 'border-top')).toMatch(/^1pxsolid/);
    expect(styleAt(first, 390, 'flex-direction')).toBe('column');
    expect(styleAt(first, 768, 'display')).toBe('flex');
    expect(styleAt(first, 1024, 'display')).toBe('grid');
    expect(styleAt(first, 1024, 'grid-template-columns')).toBe('minmax(0,5fr)minmax(0,7fr)');
    // The title (with any kicker) is the left column, the description the right.
    expect(first.children).toHaveLength(2);
    expect(first.children[0]).toContainElement(within(first).getByRole('heading', { level: 3 }));
    expect(first.children[1]).toHaveTextContent('What slotting in 3d does for you.');
    expect(styleAt(first, 390, 'padding')).toBeUndefined();
    expect(styleAt(first, 390, 'background')).toBeUndefined();
  });

  it("shows site.json's disclaimer under the grid when the content asks for it", () => {
    render({ disclaimer: true });
    const region = screen.getByRole('region', { name: 'Key features' });
    expect(within(region).getByText(testSite.disclaimer)).toBeInTheDocument();
    expect(testSite.disclaimer).toBe('Content adapted from prior projects is for illustration only. All trademarks remain property of their owners.');
  });
});
