/**
 * Catalogue pages (a page document with "catalogue") show section types with
 * their schema descriptions and examples. This module checks the types a page
 * lists and turns each schema's examples into validated, defaulted sections,
 * so the browser receives ready data and never sees a schema.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageDocument } from '../../../src/content/generated/content-types.ts';
import type { CatalogueEntry } from '../../../src/content/page-manifest.ts';
import { suggest } from './describe-schema-error.ts';
import type { LocatedJson } from '../json/json-locations.ts';
import { sectionSchemaFile } from './paths.ts';
import { problemAt, type ContentProblem } from './problems.ts';
import type { ContentValidator } from './validator.ts';
import { CURRENT_CONTENT_VERSION } from '../migrations/migrations.ts';

interface SectionSchemaSummary {
  title: string;
  description: string;
  examples: unknown[];
}

function readSummary(root: string, type: string): SectionSchemaSummary {
  const schema = JSON.parse(readFileSync(join(root, sectionSchemaFile(type)), 'utf8')) as Partial<SectionSchemaSummary>;
  return { title: schema.title ?? type, description: schema.description ?? '', examples: Array.isArray(schema.examples) ? schema.examples : [] };
}

/** The section types a catalogue page shows: the ones it lists, or all of them. */
export function catalogueTypes(document: PageDocument, validator: ContentValidator): string[] {
  return document.catalogue?.sectionTypes ?? [...validator.sectionTypes].sort();
}

/** Section types a catalogue page lists that do not exist, located in its file. */
export function catalogueProblems(file: string, json: LocatedJson, document: PageDocument, validator: ContentValidator): ContentProblem[] {
  return (document.catalogue?.sectionTypes ?? []).flatMap((type, index) => {
    if (validator.sectionTypes.includes(type)) return [];
    const hint = suggest(type, validator.sectionTypes);
    return [
      problemAt(
        file,
        json,
        ['catalogue', 'sectionTypes', index],
        `"${type}" is not a section type, so the catalogue cannot show it.${hint ? ` Did you mean "${hint}"?` : ''} Section types: ${validator.sectionTypes.join(', ')}.`,
      ),
    ];
  });
}

/**
 * Builds the catalogue entries of the given types. Examples are validated as one
 * page each, so they get the same defaults as page content; an example that does
 * not validate is a mistake in the schema file and throws with its problems.
 */
export function buildCatalogueEntries(root: string, validator: ContentValidator, types: readonly string[]): CatalogueEntry[] {
  return types.map((type) => {
    const schemaFile = sectionSchemaFile(type);
    const summary = readSummary(root, type);
    const page = {
      $schema: '../schemas/page.schema.json',
      version: CURRENT_CONTENT_VERSION,
      path: '/catalogue-example',
      meta: { title: `Examples of ${type}`, description: `The schema examples of the ${type} section, validated for the section catalogue.` },
      sections: summary.examples,
    };
    const checked = validator.checkPage(schemaFile, JSON.stringify(page));
    const sectionType = checked.document?.sections[0]?.type;
    if (!checked.document || sectionType === undefined) {
      const reasons = checked.problems.map((problem) => problem.message).join(' ');
      throw new Error(`${schemaFile}: its "examples" must hold at least one valid ${type} section for the section catalogue. ${reasons}`);
    }
    return { type: sectionType, title: summary.title, description: summary.description, examples: checked.document.sections };
  });
}
