/**
 * Issue 36: what moves on a page runs on the compositor. Every pre-rendered page's inlined CSS (all the CSS a page
 * has before its script) is read for its keyframes and transitions: they may animate transform and opacity, which
 * the compositor animates without the main thread, and nothing that lays the page out again (width, max-width,
 * margin, top...) or repaints it for every frame (box-shadow, filter, background-position...).
 *
 * Two exceptions, each bounded:
 * - Visibility, which no compositor animates, only as a zero-length step (a `0s` transition or animation): it flips
 *   once, at its delay, with no animation running meanwhile. In keyframes it stands alone, because one non-compositor
 *   property keeps a whole animation on the main thread.
 * - Colours (color, background-color, border-color...) in transitions, which answer hover and focus: they repaint
 *   the one control under the pointer, lay nothing out and never run while the page loads or scrolls.
 */
import { describe, expect, it } from 'vitest';
import { builtPages, readBuiltFile } from '../../testing/vitest/built-site.ts';

const COMPOSITOR_PROPERTIES = new Set(['transform', 'opacity', 'translate', 'scale', 'rotate']);
const COLOUR_PROPERTIES = new Set(['color', 'background-color', 'border-color', 'text-decoration-color', 'outline-color', 'fill', 'stroke']);
const TIMING_KEYWORDS = new Set(['ease', 'ease-in', 'ease-out', 'ease-in-out', 'linear', 'step-start', 'step-end', 'allow-discrete', 'normal']);
const TIME = /^-?[\d.]+m?s$/;

/** The page's inlined CSS: the pre-rendered `<style>` elements' text. */
function inlineCss(html: string): string {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('\n');
}

/** Splits a declaration value at its top-level commas (not those inside cubic-bezier(...) and the like). */
function splitTopLevel(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < value.length; index += 1) {
    const character = value[index];
    if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (character === ',' && depth === 0) {
      parts.push(value.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(value.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** One transition of a `transition` shorthand: the property it animates and its duration in ms. */
function readTransition(item: string): { property: string; durationMs: number } {
  const tokens = item.replaceAll(/\([^)]*\)/g, '()').split(/\s+/);
  const property = tokens.find((token) => !TIME.test(token) && !TIMING_KEYWORDS.has(token) && !token.endsWith('()')) ?? 'all';
  const duration = tokens.find((token) => TIME.test(token)) ?? '0s';
  return { property, durationMs: Number.parseFloat(duration) * (duration.endsWith('ms') ? 1 : 1000) };
}

interface Finding {
  page: string;
  what: string;
}

/** Every transition on the page that animates something other than the compositor's properties and colours. */
function nonCompositorTransitions(page: string, css: string): Finding[] {
  const findings: Finding[] = [];
  for (const [, value = ''] of css.matchAll(/(?<![-\w])transition:([^;}]*)/g)) {
    for (const item of splitTopLevel(value)) {
      if (item === 'none') continue;
      const { property, durationMs } = readTransition(item);
      const allowed = COMPOSITOR_PROPERTIES.has(property) || COLOUR_PROPERTIES.has(property) || (property === 'visibility' && durationMs === 0);
      if (!allowed) findings.push({ page, what: `transition: ${item}` });
    }
  }
  for (const [, value = ''] of css.matchAll(/transition-property:([^;}]*)/g)) {
    for (const property of splitTopLevel(value)) {
      if (!COMPOSITOR_PROPERTIES.has(property) && !COLOUR_PROPERTIES.has(property) && property !== 'none')
        findings.push({ page, what: `transition-property: ${property}` });
    }
  }
  return findings;
}

/** The page's keyframes by name, each with the properties its frames set. */
function keyframes(css: string): Map<string, Set<string>> {
  const byName = new Map<string, Set<string>>();
  for (const [, name = '', body = ''] of css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)[^{}]*\}/g)) {
    const properties = new Set([...body.matchAll(/([\w-]+)\s*:/g)].map((match) => match[1] ?? ''));
    byName.set(name, properties);
  }
  return byName;
}

/** Keyframes that mix in a non-compositor property, and visibility steps given a duration. */
function nonCompositorKeyframes(page: string, css: string): Finding[] {
  const findings: Finding[] = [];
  const all = keyframes(css);
  for (const [name, properties] of all) {
    const compositorOnly = [...properties].every((property) => COMPOSITOR_PROPERTIES.has(property));
    const visibilityStep = properties.size === 1 && properties.has('visibility');
    if (!compositorOnly && !visibilityStep) findings.push({ page, what: `@keyframes ${name} animates ${[...properties].join(', ')}` });
  }
  for (const [, value = ''] of css.matchAll(/(?<![-\w])animation:([^;}]*)/g)) {
    for (const item of splitTopLevel(value)) {
      const tokens = item.split(/\s+/);
      const name = tokens.find((token) => all.has(token));
      const duration = tokens.find((token) => TIME.test(token));
      if (name !== undefined && all.get(name)?.has('visibility') && duration !== undefined && Number.parseFloat(duration) !== 0)
        findings.push({ page, what: `animation: ${item} (a visibility step must take 0s)` });
    }
  }
  return findings;
}

/** One line per offending rule, naming the first page that has it and how many more do. */
function byRule(findings: Finding[]): string[] {
  const pagesByRule = new Map<string, string[]>();
  for (const { page, what } of findings) pagesByRule.set(what, [...new Set([...(pagesByRule.get(what) ?? []), page])]);
  return [...pagesByRule].map(([what, pages]) => `${what} on ${pages[0] ?? ''}${pages.length > 1 ? ` and ${String(pages.length - 1)} more pages` : ''}`);
}

describe('animations on the compositor (issue 36)', () => {
  it('no page transitions anything but transform, opacity, colours and zero-length visibility steps', () => {
    const findings = builtPages.flatMap((page) => nonCompositorTransitions(page.urlPath, inlineCss(readBuiltFile(page.file))));
    expect(byRule(findings)).toEqual([]);
  });

  it("no page's keyframes animate anything but transform and opacity, or visibility alone in a 0s step", () => {
    const findings = builtPages.flatMap((page) => nonCompositorKeyframes(page.urlPath, inlineCss(readBuiltFile(page.file))));
    expect(byRule(findings)).toEqual([]);
  });

  it('the checks see what they must reject', () => {
    const css = [
      '.a{transition:width 250ms cubic-bezier(0.2, 0.7, 0.2, 1),background-color 150ms ease;}',
      '.b{transition:opacity 250ms ease,visibility 250ms;}',
      '.c{transition:opacity 250ms ease,visibility 0s linear 250ms;}',
      '@keyframes fade{to{opacity:0;visibility:hidden;}}',
      '@keyframes gone{to{visibility:hidden;}}',
      '.d{animation:gone 300ms ease forwards;}',
      '.e{animation:gone 0s linear 2000ms forwards;}',
    ].join('');
    expect(nonCompositorTransitions('/x', css).map((finding) => finding.what)).toEqual([
      'transition: width 250ms cubic-bezier(0.2, 0.7, 0.2, 1)',
      'transition: visibility 250ms',
    ]);
    expect(nonCompositorKeyframes('/x', css).map((finding) => finding.what)).toEqual([
      '@keyframes fade animates opacity, visibility',
      'animation: gone 300ms ease forwards (a visibility step must take 0s)',
    ]);
  });
});
