/**
 * The content schemas' own keywords, registered with ajv (strict mode rejects
 * unknown ones). `mediaRef` fails validation on the spot; the others are
 * annotations: while a document is validated they record what they saw, with
 * its JSON pointer, and the content rules (content-rules.ts) act on the record.
 *
 *   "mediaRef": "image" | "video" | "hosted-video" | "sequence" | "model" | "file"
 *                                  the string names media that must exist under public/
 *   "linkTarget": true             the string is a link target: a page path, an externalLinks name, https:, mailto: or tel:
 *   "headingLevel": 1-6            on a string: it renders as a heading of that level;
 *                                  on an object: its "heading" property does, or, on a link whose
 *                                  words are the heading (a card's title), its "label"
 *   "defaultHeadingLevel": 1-6     on a section object: it renders a heading of that level even when
 *                                  no annotated heading is present (a default from site.json)
 *   "softMaxLength": n             on a string: longer text is a warning, not an error
 *   "personaPaths": true           on an industry of the role selector: each group under "roles"
 *                                  leads to /persona/<industry in lower case><group>
 *   "group": "<id>"                at a section schema's top: the group of docs/sections.md it is listed in,
 *                                  one of the ids of schemas/section-groups.json; it checks no content
 *
 * Annotations are keyed by pointer, so a keyword reached twice (a $ref inside
 * an anyOf branch beside the same keyword outside it) is recorded once; they
 * classify the value themselves, so it does not matter which branch matched.
 * The page schema's discriminator runs only the matching section schema.
 */
import type Ajv from 'ajv';
import type { ErrorObject } from 'ajv';
import type { MediaChecker, MediaKind } from './media-references.ts';

export interface Annotations {
  /** Pointer → link target text. */
  links: Map<string, string>;
  /** Pointer of a heading string → its level. */
  headings: Map<string, number>;
  /** Pointer of a section object → the level of the heading it renders by default. */
  defaultHeadings: Map<string, number>;
  /** Pointer of a string → its soft limit and length. */
  softLengths: Map<string, { limit: number; length: number }>;
  /** Pointer of an industry object → its name and its role groups. */
  personaGroups: Map<string, { industry: string; groups: string[] }>;
}

export const emptyAnnotations = (): Annotations => ({
  links: new Map(),
  headings: new Map(),
  defaultHeadings: new Map(),
  softLengths: new Map(),
  personaGroups: new Map(),
});

interface DataContext {
  instancePath: string;
}

const levelSchema = { type: 'integer', minimum: 1, maximum: 6 };
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const MEDIA_KINDS: readonly MediaKind[] = ['image', 'video', 'hosted-video', 'sequence', 'model', 'file'];

/** Characters as people count them (code points), as ajv's maxLength does. */
export const characterCount = (text: string) => Array.from(text).length;

export interface KeywordRecorder {
  /** Validates with `run` while recording annotations, and returns them. */
  record<T>(run: () => T): { result: T; annotations: Annotations };
}

/**
 * Registers the keywords on `ajv`; media references are answered by `checkMedia`, and a section schema's "group" must
 * be one of `sectionGroupIds`.
 */
export function addContentKeywords(ajv: Ajv, checkMedia: MediaChecker, sectionGroupIds: readonly string[]): KeywordRecorder {
  let current: Annotations | undefined;

  // Documentation only: ajv checks the value against the known groups when it compiles a schema, and nothing else.
  ajv.addKeyword({ keyword: 'group', schemaType: 'string', metaSchema: { enum: sectionGroupIds } });

  // ajv reads a custom keyword's errors from a property of its validate function.
  const validateMediaRef: ((kind: MediaKind, value: unknown) => boolean) & { errors: Partial<ErrorObject>[] } = Object.assign(
    (kind: MediaKind, value: unknown): boolean => {
      const problem = typeof value === 'string' ? checkMedia(kind, value) : undefined;
      validateMediaRef.errors = problem ? [{ keyword: 'mediaRef', message: problem, params: { kind } }] : [];
      return problem === undefined;
    },
    { errors: [] },
  );
  ajv.addKeyword({ keyword: 'mediaRef', schemaType: 'string', metaSchema: { enum: MEDIA_KINDS }, errors: true, validate: validateMediaRef });

  ajv.addKeyword({
    keyword: 'linkTarget',
    schemaType: 'boolean',
    errors: false,
    validate: (enabled: boolean, data: unknown, _parent: unknown, context?: DataContext) => {
      if (enabled && current && context && typeof data === 'string') current.links.set(context.instancePath, data);
      return true;
    },
  });

  ajv.addKeyword({
    keyword: 'headingLevel',
    schemaType: 'number',
    metaSchema: levelSchema,
    errors: false,
    validate: (level: number, data: unknown, _parent: unknown, context?: DataContext) => {
      if (!current || !context) return true;
      if (typeof data === 'string') current.headings.set(context.instancePath, level);
      else if (isRecord(data) && typeof data['heading'] === 'string') current.headings.set(`${context.instancePath}/heading`, level);
      else if (isRecord(data) && typeof data['label'] === 'string') current.headings.set(`${context.instancePath}/label`, level);
      return true;
    },
  });

  ajv.addKeyword({
    keyword: 'defaultHeadingLevel',
    schemaType: 'number',
    metaSchema: levelSchema,
    errors: false,
    validate: (level: number, data: unknown, _parent: unknown, context?: DataContext) => {
      if (current && context && isRecord(data)) current.defaultHeadings.set(context.instancePath, level);
      return true;
    },
  });

  ajv.addKeyword({
    keyword: 'softMaxLength',
    schemaType: 'number',
    metaSchema: { type: 'integer', minimum: 1 },
    errors: false,
    validate: (limit: number, data: unknown, _parent: unknown, context?: DataContext) => {
      if (current && context && typeof data === 'string') {
        const length = characterCount(data);
        if (length > limit) current.softLengths.set(context.instancePath, { limit, length });
      }
      return true;
    },
  });

  ajv.addKeyword({
    keyword: 'personaPaths',
    schemaType: 'boolean',
    errors: false,
    validate: (enabled: boolean, data: unknown, _parent: unknown, context?: DataContext) => {
      if (enabled && current && context && isRecord(data) && typeof data['industry'] === 'string' && isRecord(data['roles'])) {
        current.personaGroups.set(context.instancePath, { industry: data['industry'], groups: Object.keys(data['roles']) });
      }
      return true;
    },
  });

  return {
    record(run) {
      const annotations = emptyAnnotations();
      current = annotations;
      try {
        return { result: run(), annotations };
      } finally {
        current = undefined;
      }
    },
  };
}
