/**
 * Writes docs/sections.md, the marketers' catalogue of section types, from the schema descriptions: grouped by the
 * job a section does (each schema's "group", in the order of schemas/section-groups.json), every field spelled out
 * down to the last nested one (following `$ref`s into defs.schema.json and the schema's own definitions), and a
 * "Which one do I use?" part for look-alikes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFS_SCHEMA_FILE, SECTION_GROUPS_FILE, listSectionSchemaFiles, sectionTypeOfSchemaFile } from '../model/paths.ts';
import { readSectionGroups, sectionGroupProblem } from '../model/section-groups.ts';

export const SECTION_DOCS_FILE = 'docs/sections.md';

interface Schema {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  definitions?: Record<string, Schema>;
}

interface SectionSchema extends Schema {
  group: string;
  description: string;
  properties: Record<string, Schema>;
  examples: unknown[];
}

/** A schema node with the document its local `#/definitions/…` references point into. */
interface Located {
  schema: Schema;
  document: Schema;
  /** The definition name the node was reached through, such as "link", when it came from a `$ref`. */
  refName?: string;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (value: unknown) => `\`${JSON.stringify(value)}\``;

/**
 * Definitions that are a single value with a well-known shape: named in plain words instead of expanded, because
 * their own description (a pattern and an error message) says nothing more a marketer needs.
 */
const VALUE_KINDS: Record<string, string> = {
  mediaImage: 'image path, `/media/images/…`',
  mediaVideo: 'video path, `/media/videos/…`',
  hostedVideo: 'hosted video name',
  frameSequence: 'frame sequence key, such as `"car_frames"`',
  internalPath: 'site path, `/…`',
  externalUrl: 'web address, `https://…`',
  publicFile: 'file path under `public/`, `/…`',
  externalLinkName: "name from site.json's `externalLinks`",
  linkTarget: "link target: a site path `/…`, a name from site.json's `externalLinks`, `https://…`, `mailto:…` or `tel:…`",
  plainText: 'text',
  // legal-document's running text: a string, or strings and links in a list; spelled out here because a table of
  // "one of" rows nested three deep would hide the simple rule.
  inlineText: 'text, or a list of pieces of text and links such as `{ "text": "Privacy Policy", "target": "/privacy" }`',
};

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'whole number',
  number: 'number',
  boolean: 'true or false',
  object: 'object',
  array: 'list',
};

/** Follows a `$ref` to defs.schema.json or to the current document's definitions; the referring node's words win. */
function resolve(node: Located, defs: Schema): Located {
  const ref = node.schema.$ref;
  if (ref === undefined) return node;
  const [file, pointer = ''] = ref.split('#');
  const document = file ? defs : node.document;
  const name = pointer.replace(/^\/definitions\//, '');
  const target = document.definitions?.[name];
  if (!target) throw new Error(`${SECTION_DOCS_FILE}: cannot follow the reference "${ref}".`);
  // The referring node's own keywords (its description, its default) override the definition's; its $ref is spent.
  const merged: Schema = { ...target, ...node.schema, $ref: target.$ref };
  if (merged.$ref === undefined) delete merged.$ref;
  return resolve({ schema: merged, document, refName: name }, defs);
}

interface Row {
  depth: number;
  field: string;
  /** Which choice of a `oneOf`/`anyOf` the row stands for, such as 'with `"type": "paragraph"`'. */
  choice?: string;
  kind: string;
  need: string;
  description: string;
}

function needOf(schema: Schema, required: boolean): string {
  if (required) return 'required';
  return schema.default !== undefined ? `optional, default ${code(schema.default)}` : 'optional';
}

function countWords(schema: Schema): string {
  const { minItems: min, maxItems: max } = schema;
  if (min !== undefined && max !== undefined) return min === max ? `, exactly ${min}` : `, ${min} to ${max}`;
  if (min !== undefined) return `, at least ${min}`;
  if (max !== undefined) return `, up to ${max}`;
  return '';
}

/** What an alternative of a `oneOf`/`anyOf` is called: its `type` constant when it has one ("paragraph"), else its kind. */
function alternativeName(node: Located, defs: Schema): string {
  const constant = node.schema.properties?.['type']?.const;
  if (constant !== undefined) return `with \`"type": ${JSON.stringify(constant)}\``;
  return kindOf(node, defs).kind;
}

/** The plain-words kind of a value, and the rows of the fields inside it (objects, lists of objects, alternatives). */
function kindOf(node: Located, defs: Schema, path = '', depth = 0): { kind: string; rows: Row[] } {
  const located = resolve(node, defs);
  const { schema, refName } = located;
  if (refName !== undefined && VALUE_KINDS[refName] !== undefined) return { kind: VALUE_KINDS[refName], rows: [] };
  if (schema.const !== undefined) return { kind: `always ${code(schema.const)}`, rows: [] };
  if (schema.enum) return { kind: schema.enum.map(code).join(' or '), rows: [] };
  const limit = schema.maxLength ? `, up to ${schema.maxLength} characters` : '';
  if (schema.properties) {
    return { kind: 'object with the fields below', rows: fieldRows(located, defs, path, depth + 1) };
  }
  if (schema.type === 'array' && schema.items) {
    const itemNode: Located = { schema: schema.items, document: located.document };
    const items = kindOf(itemNode, defs, `${path}[]`, depth);
    const each = resolve(itemNode, defs).schema.properties !== undefined ? 'each an object with the fields below' : `each ${items.kind}`;
    return { kind: `list${countWords(schema)}, ${each}`, rows: items.rows };
  }
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    const options = alternatives.map((alternative) => resolve({ schema: alternative, document: located.document }, defs));
    const withFields = options.filter((option) => option.schema.properties !== undefined);
    if (withFields.length === 0) return { kind: options.map((option) => kindOf(option, defs).kind).join(' or '), rows: [] };
    // Each choice that holds fields gets a row of its own, naming it, with its fields indented under it.
    const rows = withFields.flatMap((option) => {
      const inner = kindOf(option, defs, path, depth + 1);
      const choice = { depth: depth + 1, field: path, choice: alternativeName(option, defs), kind: inner.kind, need: 'one of the choices' };
      return [{ ...choice, description: option.schema.description ?? '' }, ...inner.rows];
    });
    return { kind: 'one of the choices below', rows };
  }
  return { kind: `${TYPE_WORDS[schema.type ?? ''] ?? 'value'}${limit}`, rows: [] };
}

/** One row per field of an object, each followed by the rows of its own fields, indented one step further. */
function fieldRows(node: Located, defs: Schema, prefix: string, depth: number): Row[] {
  const required = new Set(node.schema.required ?? []);
  return Object.entries(node.schema.properties ?? {}).flatMap(([name, property]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const child: Located = { schema: property, document: node.document };
    const { kind, rows } = kindOf(child, defs, path, depth);
    const resolved = resolve(child, defs).schema;
    return [{ depth, field: path, kind, need: needOf(resolved, required.has(name)), description: resolved.description ?? '' }, ...rows];
  });
}

function fieldTable(schema: SectionSchema, defs: Schema): string[] {
  const rows = fieldRows({ schema, document: schema }, defs, '', 0);
  return [
    '| Field | Value | Needed | What it does |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => {
      // Non-breaking em spaces indent nested fields, since Markdown tables have no nesting of their own.
      const field = `${'&emsp;'.repeat(row.depth)}\`${row.field}\`${row.choice ? ` ${row.choice}` : ''}`;
      return `| ${field} | ${cell(row.kind)} | ${row.need} | ${cell(row.description)} |`;
    }),
  ];
}

/** Tells look-alike sections apart; the differences come from their schemas and components, not from taste. */
const WHICH_ONE: readonly string[] = [
  '## Which one do I use?',
  '',
  'Some sections look alike at first sight. What tells them apart:',
  '',
  '### [`why-slider`](#why-slider) or [`why-carousel`](#why-carousel)?',
  '',
  'Both show three to eight reasons to choose Satori XR, each a title and a short text.',
  '',
  '- **`why-slider`** shows **one slide at a time and moves by itself**: every 8 seconds, looping, with dots to jump to a slide and a pause button (it stands still for visitors who prefer reduced motion). It suits a page that people scan rather than read, such as the home page, SalesXRtreme and TwinXRtreme. Slide texts may be a little longer (up to three sentences).',
  "- **`why-carousel`** shows **a row the visitor moves**, with the next slide peeking in: swipe, trackpad, Previous and Next buttons or the arrow keys, and a counter such as '2 / 6'. It **never moves by itself**, so it suits pages read with care, such as the nine persona pages. You can also name its Previous and Next buttons for screen readers (`previousLabel`, `nextLabel`).",
  '',
  'When in doubt, use `why-carousel`: nothing moves unless the visitor asks.',
  '',
  '### [`feature-grid`](#feature-grid), [`solution-cards`](#solution-cards), [`discipline-cards`](#discipline-cards) or [`link-cards`](#link-cards)?',
  '',
  'All four are cards in a grid under a heading. What each card holds decides:',
  '',
  '| Section | Each card holds | Picture | Link | Use it for |',
  '| --- | --- | --- | --- | --- |',
  '| `feature-grid` | an optional kicker label, a title and one or two sentences | none | none | key features, what a team delivers, steps in order (`"numbered": true`), the Why, How and What in one framed panel (`"layout": "panel"`) or feature rows (`"layout": "rows"`); 2, 3 or 4 columns |',
  '| `solution-cards` | a title and one to three sentences | a looping video or an image on every card | none | showing what each solution looks like, such as the four SalesXRtreme solutions; a card can carry the disclaimer |',
  '| `discipline-cards` | a title and two labelled texts: applications today and trends ahead | none | none | academic disciplines, such as the engineering branches on the Centre of Excellence page |',
  '| `link-cards` | an optional eyebrow, a title, one or two sentences and one link; the whole card is clickable | optional image at the top | yes, every card | sending visitors on to the next page: roles on a persona hub, solutions for an audience, case studies to read next |',
  '',
  'So: cards that lead somewhere are `link-cards`; cards that need a picture or a video are `solution-cards`; plain text that states what you offer is `feature-grid`; the applications-and-trends pair is `discipline-cards`. For the four platform capabilities with their images and one EXPLORE link, there is `capabilities-teaser`.',
  '',
];

/** GitHub's anchor of a heading: lower case, spaces to dashes, punctuation other than dashes dropped. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

export function generateSectionDocs(root: string): string {
  const defs = JSON.parse(readFileSync(join(root, DEFS_SCHEMA_FILE), 'utf8')) as Schema;
  const sectionGroups = readSectionGroups(root);
  const groupIds = sectionGroups.map((group) => group.id);
  const schemas = new Map(
    listSectionSchemaFiles(root).map((file) => {
      const schema = JSON.parse(readFileSync(join(root, file), 'utf8')) as SectionSchema;
      const problem = sectionGroupProblem(file, schema, groupIds);
      if (problem !== undefined) throw new Error(problem);
      return [sectionTypeOfSchemaFile(file), schema];
    }),
  );
  // The groups in the order of schemas/section-groups.json, each with its section types in name order.
  const groups = sectionGroups.map((group) => ({ ...group, sections: [...schemas].filter(([, schema]) => schema.group === group.id) }));
  const parts = [
    '# Section catalogue',
    '',
    `Generated from \`src/sections/<type>/<type>.schema.json\` and \`${SECTION_GROUPS_FILE}\` by \`npm run sections:sync\`; edit the schema descriptions, not this file.`,
    '',
    "**See them all live:** the page **`/sections`** of the site (run `npm run dev` and open <http://localhost:5173/sections>) shows every section type rendered from its examples, each with its JSON and a Copy JSON button, ready to paste into a page file's `sections` list.",
    '',
    'Each entry below lists every field a section takes, nested fields indented under the field that holds them (`cards[].title` is the `title` of each entry of the `cards` list). See [editing-content.md](editing-content.md) for how pages work.',
    '',
    '## Contents',
    '',
    '- [Which one do I use?](#which-one-do-i-use)',
    ...groups.map((group) => `- [${group.title}](#${anchorOf(group.title)}): ${group.sections.map(([type]) => `[\`${type}\`](#${type})`).join(', ')}`),
    '',
    ...WHICH_ONE,
  ];
  for (const group of groups) {
    parts.push(`## ${group.title}`, '', group.summary, '');
    for (const [type, schema] of group.sections) {
      parts.push(
        `### \`${type}\``,
        '',
        schema.description,
        '',
        ...fieldTable(schema, defs),
        '',
        'Example:',
        '',
        '```json',
        JSON.stringify(schema.examples.at(-1), null, 2),
        '```',
        '',
      );
    }
  }
  return parts.join('\n');
}
