/**
 * The site writes British and Indian English, as its dates do (26 November 2026): one spelling of each word a
 * visitor reads. Content values that are settings rather than words (an `align` of "center") are not copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const CONTENT_DIR = join(process.cwd(), 'content-json');
/** American spellings a visitor must not read, with the site's spelling. */
const SITE_SPELLING: ReadonlyArray<{ american: RegExp; site: string }> = [{ american: /\b[Cc]enters?\b/, site: 'Centre' }];
/** Keys whose values are layout settings, not copy. */
const SETTING_KEYS = new Set(['align']);

function contentFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? contentFiles(join(directory, entry.name)) : entry.name.endsWith('.json') ? [join(directory, entry.name)] : [],
  );
}

/** Every string in a JSON value with its JSON path, leaving out setting values. */
function copyStrings(value: unknown, path = '$'): Array<{ path: string; text: string }> {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => copyStrings(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (SETTING_KEYS.has(key) ? [] : copyStrings(item, `${path}.${key}`)));
  }
  return [];
}

describe('spelling of the copy', () => {
  const files = contentFiles(CONTENT_DIR);

  it('finds the content files', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('says "Centre", never "Center", in every page and in the navigation and footer', () => {
    const found = files.flatMap((file) =>
      copyStrings(JSON.parse(readFileSync(file, 'utf8'))).flatMap(({ path, text }) =>
        SITE_SPELLING.filter(({ american }) => american.test(text)).map(({ site }) => `${relative(process.cwd(), file)} ${path}: "${text}" (write "${site}")`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('would catch the navigation label it replaced', () => {
    expect(
      copyStrings({ navigation: { label: 'Center of Excellence' }, align: 'center' }).filter(({ text }) =>
        SITE_SPELLING.some(({ american }) => american.test(text)),
      ),
    ).toEqual([{ path: '$.navigation.label', text: 'Center of Excellence' }]);
  });
});
