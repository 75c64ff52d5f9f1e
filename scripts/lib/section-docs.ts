/** Writes docs/sections.md, the marketers' catalogue of section types, from the schema descriptions. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECTION_SCHEMAS_DIR, listSectionSchemaFiles, sectionTypeOfSchemaFile } from './content/paths.ts';

export const SECTION_DOCS_FILE = 'docs/sections.md';

interface PropertySchema {
  $ref?: string;
  description?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  maxLength?: number;
}

interface SectionSchema {
  description: string;
  required?: string[];
  properties: Record<string, PropertySchema>;
  examples: unknown[];
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const REFERENCED_KINDS: Record<string, string> = {
  imageWithAlt: 'image: `{ "src": "/media/images/…", "alt": "…" }`',
  mediaImage: 'image path, `/media/images/…`',
  mediaVideo: 'video path, `/media/videos/…`',
  hostedVideo: 'hosted video name',
  frameSequence: 'frame sequence key',
  internalPath: 'site path, `/…`',
  externalUrl: 'web address, `https://…`',
};

function describeProperty(name: string, property: PropertySchema, required: boolean): string {
  const referenced = property.$ref ? REFERENCED_KINDS[property.$ref.replace(/^.*\//, '')] : undefined;
  const kind =
    referenced ??
    (property.const !== undefined
      ? `always \`${JSON.stringify(property.const)}\``
      : property.enum
        ? property.enum.map((value) => `\`${JSON.stringify(value)}\``).join(' or ')
        : ({ string: 'text', integer: 'whole number', number: 'number', boolean: 'true or false', array: 'list', object: 'object' }[property.type ?? ''] ??
          'see schema'));
  const need = required ? 'required' : property.default !== undefined ? `optional, default \`${JSON.stringify(property.default)}\`` : 'optional';
  const limit = property.maxLength ? `, up to ${property.maxLength} characters` : '';
  return `| \`${name}\` | ${kind}${limit} | ${need} | ${cell(property.description ?? '')} |`;
}

export function generateSectionDocs(root: string): string {
  const parts = [
    '# Section catalogue',
    '',
    'Generated from `schemas/sections/*.schema.json` by `npm run content:types`; edit the schema descriptions, not this file.',
    "Each entry lists the fields a section takes in a page file's `sections` list. See [editing-content.md](editing-content.md) for how pages work.",
    '',
  ];
  for (const file of listSectionSchemaFiles(root)) {
    const type = sectionTypeOfSchemaFile(file);
    const schema = JSON.parse(readFileSync(join(root, SECTION_SCHEMAS_DIR, file), 'utf8')) as SectionSchema;
    const required = new Set(schema.required ?? []);
    parts.push(
      `## \`${type}\``,
      '',
      schema.description,
      '',
      '| Field | Value | Needed | What it does |',
      '| --- | --- | --- | --- |',
      ...Object.entries(schema.properties).map(([name, property]) => describeProperty(name, property, required.has(name))),
      '',
      'Example:',
      '',
      '```json',
      JSON.stringify(schema.examples.at(-1), null, 2),
      '```',
      '',
    );
  }
  return parts.join('\n');
}
