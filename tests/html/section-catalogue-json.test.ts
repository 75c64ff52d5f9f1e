/**
 * The JSON part of the section catalogue (/sections), as pre-rendered: every schema example of every section type,
 * in order, shows its JSON exactly as written in its section's schema, ready to paste. Copying it is a browser matter
 * (e2e/section-catalogue-json.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSectionSchemaFiles, sectionTypeOfSchemaFile } from '../../scripts/content/model/paths.ts';
import { pages } from '../../testing/playwright/content.ts';
import { builtPage } from '../../testing/vitest/built-site.ts';

/** Every schema example exactly as written in its section's schema, by section type: what the catalogue must show. */
const schemaExamples = new Map(
  listSectionSchemaFiles(process.cwd()).map((file) => [
    sectionTypeOfSchemaFile(file),
    (JSON.parse(readFileSync(join(process.cwd(), file), 'utf8')) as { examples: unknown[] }).examples,
  ]),
);

describe('/sections, the JSON of each example', () => {
  it('/sections has the words for its JSON part in its own file', () => {
    const catalogue = pages.find((page) => page.path === '/sections');
    expect(catalogue?.catalogue?.copyJson, 'content-json/pages/catalogue/sections.json → catalogue.copyJson').toBeDefined();
  });

  it('every example on /sections shows its JSON, which parses to exactly the schema example (no defaults added)', () => {
    const shown = [...builtPage('/sections').querySelectorAll('[data-catalogue-example]')].map((element) => ({
      id: element.getAttribute('data-catalogue-example') ?? '',
      json: element.querySelector('details pre code')?.textContent ?? null,
    }));
    const expected = [...schemaExamples].flatMap(([type, examples]) => examples.map((example, index) => ({ id: `${type}-${index + 1}`, example })));
    expect(shown.map(({ id }) => id)).toEqual(expected.map(({ id }) => id));
    for (const [index, { id, json }] of shown.entries()) {
      expect(json, `${id} shows no JSON`).not.toBeNull();
      expect(JSON.parse(json ?? ''), id).toEqual(expected[index]?.example);
      // Pretty-printed as a marketer would paste it: two-space indents, one field a line.
      expect(json, id).toBe(JSON.stringify(expected[index]?.example, null, 2));
    }
  });
});
