/**
 * Compiles the JSON Schemas once (at build and test time, never in the
 * browser) and checks one file's text against them: syntax, schema and media
 * problems, located and in plain English, schema defaults filled in, and the
 * annotations the content rules need.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import type { PageDocument, SiteContent } from '../../../src/content/generated/content-types.ts';
import { versionProblemMessage, versionStanding } from '../migrations/run-migrations.ts';
import { describeSchemaError } from './describe-schema-error.ts';
import { parseJsonWithLocations, pointerToPath, readTolerantly, type LocatedJson } from '../json/json-locations.ts';
import { createMediaChecker, type MediaChecker } from './media-references.ts';
import { DEFS_SCHEMA_FILE, PAGE_SCHEMA_FILE, SITE_SCHEMA_FILE, listSectionSchemaFiles, sectionTypeOfSchemaFile } from './paths.ts';
import { problemAt, type ContentProblem } from './problems.ts';
import { addContentKeywords, emptyAnnotations, type Annotations } from './schema-keywords.ts';
import { readSectionGroupIds, sectionGroupProblem } from './section-groups.ts';

export interface CheckedFile<Document> {
  file: string;
  /** The parsed file, for locating problems; undefined when the JSON itself is broken. */
  json?: LocatedJson;
  /** The document with schema defaults filled in; undefined when it has errors. */
  document?: Document;
  /** For a file that is not valid JSON, as much of it as could be read (json-locations.ts readTolerantly). */
  tolerantValue?: unknown;
  /** Syntax, schema and media errors of this file alone. */
  problems: ContentProblem[];
  annotations: Annotations;
}

export interface ContentValidator {
  sectionTypes: readonly string[];
  checkPage(file: string, text: string): CheckedFile<PageDocument>;
  checkSite(file: string, text: string): CheckedFile<SiteContent>;
}

/** A schema file, in the form ajv and ajv-errors read (see schemaForAjv). */
const readJson = (file: string): unknown => schemaForAjv(JSON.parse(readFileSync(file, 'utf8')) as unknown);

/** A section schema, refused in plain words when its "group" is missing or unknown (ajv's own words name no file). */
function readSectionSchema(root: string, file: string, groupIds: readonly string[]): unknown {
  const schema = readJson(join(root, file));
  const problem = sectionGroupProblem(file, schema, groupIds);
  if (problem !== undefined) throw new Error(problem);
  return schema;
}

type JsonObject = { [key: string]: unknown };
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Where a schema holds content rather than subschemas: left as written. */
const DATA_KEYWORDS = new Set(['examples', 'default', 'const', 'enum']);

/**
 * The schema files keep their messages where VS Code's JSON language service reads them as text: the message for
 * a failed "pattern" in VS Code's own "patternErrorMessage", the others in "keywordErrorMessages". VS Code shows an
 * "errorMessage" object (ajv-errors' per-keyword form) as "[object Object]". ajv-errors reads one per-keyword
 * "errorMessage" object, so both are folded back into it here, and content:check words its messages as before.
 */
export function schemaForAjv(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(schemaForAjv);
  if (!isObject(schema)) return schema;
  const { patternErrorMessage, keywordErrorMessages, ...rest } = schema;
  const converted: JsonObject = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, DATA_KEYWORDS.has(key) ? value : schemaForAjv(value)]));
  const messages = {
    ...(isObject(keywordErrorMessages) ? keywordErrorMessages : {}),
    ...(typeof patternErrorMessage === 'string' ? { pattern: patternErrorMessage } : {}),
  };
  if (Object.keys(messages).length > 0) converted['errorMessage'] = messages;
  return converted;
}

export interface ValidatorOptions {
  /** Answers media references; by default read from `root`'s public/ and media manifest. */
  checkMedia?: MediaChecker;
}

export function createContentValidator(root: string, options: ValidatorOptions = {}): ContentValidator {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    // The navigation's "path or children" rule names each property in a oneOf branch, which strictRequired forbids.
    strictRequired: false,
    discriminator: true,
    useDefaults: true,
    // Errors then carry the offending value and schema, which the plain-English messages quote.
    verbose: true,
  });
  addFormats(ajv, ['uri', 'email', 'date']);
  addErrors(ajv);
  const groupIds = readSectionGroupIds(root);
  const recorder = addContentKeywords(ajv, options.checkMedia ?? createMediaChecker(root), groupIds);
  // Each schema is known by its project path, so the relative `$ref`s between them (a section folder's
  // "../../../schemas/defs.schema.json", the page schema's "../src/sections/hero/hero.schema.json") resolve as on disk.
  const sectionFiles = listSectionSchemaFiles(root);
  for (const file of sectionFiles) ajv.addSchema(readSectionSchema(root, file, groupIds) as object, file);
  for (const file of [DEFS_SCHEMA_FILE, PAGE_SCHEMA_FILE, SITE_SCHEMA_FILE]) ajv.addSchema(readJson(join(root, file)) as object, file);
  const sectionTypes = sectionFiles.map(sectionTypeOfSchemaFile);

  function compiled<Document>(key: string): ValidateFunction<Document> {
    const validate = ajv.getSchema<Document>(key);
    if (!validate) throw new Error(`Schema ${key} could not be compiled.`);
    return validate;
  }
  const validatePage = compiled<PageDocument>(PAGE_SCHEMA_FILE);
  const validateSite = compiled<SiteContent>(SITE_SCHEMA_FILE);

  function check<Document>(file: string, text: string, validate: ValidateFunction<Document>): CheckedFile<Document> {
    const parsed = parseJsonWithLocations(text);
    if (!parsed.ok) {
      return {
        file,
        annotations: emptyAnnotations(),
        tolerantValue: readTolerantly(text),
        problems: parsed.problems.map((problem) => ({
          severity: 'error',
          file,
          line: problem.line,
          column: problem.column,
          jsonPath: '(syntax)',
          message: `The file is not valid JSON. ${problem.message}`,
        })),
      };
    }
    const { json } = parsed;
    const value = json.value;
    // A file at another content version is read no further: its schema errors would only restate the difference.
    const versionProblem = contentVersionProblem(file, json);
    if (versionProblem) return { file, tolerantValue: value, annotations: emptyAnnotations(), problems: [versionProblem] };
    const { result: document, annotations } = recorder.record(() => (validate(value) ? value : undefined));
    if (document !== undefined) return { file, json, document, problems: [], annotations };
    return { file, json, problems: schemaProblems(file, json, validate.errors ?? [], sectionTypes), annotations };
  }

  return {
    sectionTypes,
    checkPage: (file, text) => check(file, text, validatePage),
    checkSite: (file, text) => check(file, text, validateSite),
  };
}

/**
 * The file's content version against the one this code reads: a file behind is sent to `npm run content:migrate`,
 * one ahead needs newer code. Located at its "version", or at the top of the file when it has none.
 */
function contentVersionProblem(file: string, json: LocatedJson): ContentProblem | undefined {
  const hasVersionKey = isObject(json.value) && Object.hasOwn(json.value, 'version');
  const message = versionProblemMessage(versionStanding(json.value), undefined, hasVersionKey);
  if (message === undefined) return undefined;
  return problemAt(file, json, hasVersionKey ? ['version'] : [], message);
}

function schemaProblems(file: string, json: LocatedJson, errors: readonly ErrorObject[], sectionTypes: readonly string[]): ContentProblem[] {
  const seen = new Set<string>();
  const problems: ContentProblem[] = [];
  for (const error of withoutExplainedErrors(errors)) {
    const path = pointerToPath(error.instancePath);
    const described = describeSchemaError(error, path, sectionTypes);
    const located =
      described.pointAtKey === undefined
        ? problemAt(file, json, path, described.message)
        : problemAt(file, json, [...path, described.pointAtKey], described.message, { atKey: true });
    const problem = {
      ...located,
      ...(described.suggestedPath === undefined ? {} : { suggestedPath: described.suggestedPath }),
      ...(described.missingField === undefined ? {} : { missingField: described.missingField }),
    };
    const key = `${problem.line}:${problem.column}:${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * Where a schema gives its own errorMessage, that sentence explains the value;
 * drop what it covers: the failed branches of its oneOf/anyOf (ajv-errors keeps
 * those) and the messages of schemas nested inside it, which say less (for a
 * link target, the inner "must be a path" beside the outer "a path, a name or https://").
 */
function withoutExplainedErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const explanation = new Map<string, ErrorObject>();
  for (const error of errors) if (error.keyword === 'errorMessage') explanation.set(error.instancePath, error);
  return errors.filter((error) => {
    const explained = explanation.get(error.instancePath);
    if (!explained) return true;
    if (error.keyword === 'errorMessage') return error === explained;
    return !/\/(oneOf|anyOf)\/\d+\//.test(error.schemaPath);
  });
}
