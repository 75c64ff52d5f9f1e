// @vitest-environment node
/**
 * SPEC 1 gives the 40% training-cost reduction to one case study, the aerospace jet engine's: wherever the figure
 * appears (a page, a card, a tab, a schema example the catalogue shows), it is about that study. Other case studies
 * tell their results in words (issue 34): their pages state no figure at all.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPageFiles, listSectionSchemaFiles } from '../../scripts/content/model/paths.ts';

const root = process.cwd();
const FIGURE = /\b40\s?%/;
/** The words that place a passage in the aerospace study. */
const AEROSPACE = /jet[- ]engine|aero-?engine|aerospace/i;

/** Every object that states the figure itself (in one of its own strings, or as its stat), with where it is. */
function statements(value: unknown, where: string): { where: string; text: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => statements(item, `${where}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const stat = record['stat'];
  const states =
    Object.values(record).some((item) => typeof item === 'string' && FIGURE.test(item)) ||
    (typeof stat === 'object' && stat !== null && FIGURE.test(String((stat as { value?: unknown }).value)));
  const own = states ? [{ where, text: JSON.stringify(record) }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, item]) => (key === 'stat' ? [] : statements(item, `${where}.${key}`)))];
}

/** Every string in a JSON value, with its JSON path. */
function strings(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${where}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => strings(item, `${where}.${key}`));
}

const AEROSPACE_STUDY = 'content-json/pages/case-studies/aerospace-jet-engine.json';
/** A digit, once the names that hold one ("2D", "3D" and its spelling in addresses, "3d", "B2B") are set aside. */
const DIGIT = /\d/;
const withoutNames = (text: string) => text.replace(/[23]d|b2b/gi, '');

const files = [...listPageFiles(root), ...listSectionSchemaFiles(root), 'content-json/site.json'];

describe('the 40% training-cost claim', () => {
  it('is stated only about the aerospace jet engine case study', () => {
    const found = files.flatMap((file) => statements(JSON.parse(readFileSync(join(root, file), 'utf8')), file));
    expect(found.length, 'the figure appears somewhere').toBeGreaterThan(0);
    const elsewhere = found.filter(({ where, text }) => !where.startsWith(AEROSPACE_STUDY) && !AEROSPACE.test(text));
    expect(elsewhere.map(({ where }) => where)).toEqual([]);
  });

  it('is the only figure a case-study page states: the other case studies tell their results in words, with no headline figure', () => {
    const others = listPageFiles(root).filter((file) => file.startsWith('content-json/pages/case-studies/') && file !== AEROSPACE_STUDY);
    expect(others.length, 'case studies besides the aerospace one').toBeGreaterThan(0);
    const figures = others
      .flatMap((file) => strings(JSON.parse(readFileSync(join(root, file), 'utf8')), file))
      // Publication dates are for search engines (the structured data's Article), not a claim.
      .filter(({ where }) => !where.includes('.article.'))
      .filter(({ where, text }) => DIGIT.test(withoutNames(text)) || where.includes('.stat.'));
    expect(figures).toEqual([]);
  });
});
