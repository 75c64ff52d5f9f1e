/**
 * Validates every content file against the JSON Schemas, once, at build and
 * test time (never in the browser), and reports each problem with its file,
 * line, column, JSON path and a plain-English message.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import type { PageDocument, SiteContent } from '../../src/content/generated/content-types.ts';
import { isDynamicPath, pathKey, routeMatchesPath } from '../../src/lib/routing/path-keys.ts';
import { describeSchemaError } from './describe-schema-error.ts';
import { checkMediaReference, readMediaManifest, type MediaKind } from './media-references.ts';
import { formatJsonPath, parseJsonWithLocations, pointerToPath, type JsonPathSegment, type LocatedJson } from './json-locations.ts';

export interface ContentProblem {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  jsonPath: string;
  message: string;
}

export interface CheckedFile<Document> {
  document?: Document;
  problems: ContentProblem[];
}

export interface LoadedPage {
  file: string;
  document: PageDocument;
}

export interface ContentTree {
  pages: LoadedPage[];
  site?: SiteContent;
  problems: ContentProblem[];
}

export const CONTENT_DIR = 'content-json';
export const PAGES_DIR = `${CONTENT_DIR}/pages`;
export const SITE_FILE = `${CONTENT_DIR}/site.json`;
export const SCHEMAS_DIR = 'schemas';
export const SECTION_SCHEMAS_DIR = `${SCHEMAS_DIR}/sections`;

export function toProjectPath(root: string, file: string): string {
  return relative(root, resolve(root, file)).split(sep).join('/');
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.jsonPath}\n    ${problem.message}`;
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  const count = problems.length === 1 ? '1 content problem' : `${problems.length} content problems`;
  return `${count}:\n\n${problems.map(formatProblem).join('\n\n')}\n`;
}

export class ContentValidationError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(formatProblems(problems));
    this.name = 'ContentValidationError';
    this.problems = problems;
  }
}

export function listSectionSchemaFiles(root: string): string[] {
  return readdirSync(join(root, SECTION_SCHEMAS_DIR))
    .filter((name) => name.endsWith('.schema.json'))
    .sort();
}

export function sectionTypeOfSchemaFile(fileName: string): string {
  return fileName.replace(/\.schema\.json$/, '');
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

export interface ContentValidator {
  sectionTypes: readonly string[];
  checkPage(file: string, text: string): CheckedFile<PageDocument>;
  checkSite(file: string, text: string): CheckedFile<SiteContent>;
}

/** Compiles the schemas once; the returned checks fill in schema defaults on success. */
export function createContentValidator(root: string): ContentValidator {
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
  addFormats(ajv, ['uri', 'email']);
  addErrors(ajv);
  const mediaManifest = readMediaManifest(root);
  // ajv reads a custom keyword's errors from a property of its validate function.
  const validateMediaRef: ((kind: MediaKind, value: string) => boolean) & { errors: Partial<ErrorObject>[] } = Object.assign(
    (kind: MediaKind, value: string): boolean => {
      const problem = checkMediaReference(root, mediaManifest, kind, value);
      validateMediaRef.errors = problem ? [{ keyword: 'mediaRef', message: problem, params: { kind } }] : [];
      return problem === undefined;
    },
    { errors: [] },
  );
  ajv.addKeyword({ keyword: 'mediaRef', type: 'string', schemaType: 'string', errors: true, validate: validateMediaRef });
  const sectionFiles = listSectionSchemaFiles(root);
  for (const name of sectionFiles) ajv.addSchema(readJson(join(root, SECTION_SCHEMAS_DIR, name)) as object, `sections/${name}`);
  ajv.addSchema(readJson(join(root, SCHEMAS_DIR, 'defs.schema.json')) as object, 'defs.schema.json');
  ajv.addSchema(readJson(join(root, SCHEMAS_DIR, 'page.schema.json')) as object, 'page.schema.json');
  ajv.addSchema(readJson(join(root, SCHEMAS_DIR, 'site.schema.json')) as object, 'site.schema.json');
  const sectionTypes = sectionFiles.map(sectionTypeOfSchemaFile);

  const compiled = (key: string): ValidateFunction => {
    const validate = ajv.getSchema(key);
    if (!validate) throw new Error(`Schema ${key} could not be compiled.`);
    return validate;
  };
  const validatePage = compiled('page.schema.json');
  const validateSite = compiled('site.schema.json');

  function check<Document>(file: string, text: string, validate: ValidateFunction, isDocument: (value: unknown) => value is Document): CheckedFile<Document> {
    const parsed = parseJsonWithLocations(text);
    if (!parsed.ok) {
      return {
        problems: parsed.problems.map((problem) => ({
          file,
          line: problem.line,
          column: problem.column,
          jsonPath: '(syntax)',
          message: `The file is not valid JSON. ${problem.message}`,
        })),
      };
    }
    const { value } = parsed.json;
    if (validate(value) && isDocument(value)) return { document: value, problems: [] };
    return { problems: schemaProblems(file, parsed.json, validate.errors ?? [], sectionTypes) };
  }

  return {
    sectionTypes,
    checkPage: (file, text) => check(file, text, validatePage, (value): value is PageDocument => typeof value === 'object' && value !== null),
    checkSite: (file, text) => check(file, text, validateSite, (value): value is SiteContent => typeof value === 'object' && value !== null),
  };
}

function sectionContext(value: unknown, path: readonly JsonPathSegment[]): string {
  if (path[0] !== 'sections' || typeof path[1] !== 'number' || typeof value !== 'object' || value === null) return '';
  const sections = (value as { sections?: unknown }).sections;
  const section: unknown = Array.isArray(sections) ? sections[path[1]] : undefined;
  const type = typeof section === 'object' && section !== null ? (section as { type?: unknown }).type : undefined;
  return `In section ${path[1] + 1}${typeof type === 'string' ? ` ("${type}")` : ''}: `;
}

function schemaProblems(file: string, json: LocatedJson, errors: readonly ErrorObject[], sectionTypes: readonly string[]): ContentProblem[] {
  const seen = new Set<string>();
  const problems: ContentProblem[] = [];
  for (const error of errors) {
    const path = pointerToPath(error.instancePath);
    const described = describeSchemaError(error, path, sectionTypes);
    const reportedPath = described.pointAtKey === undefined ? path : [...path, described.pointAtKey];
    const position = described.pointAtKey === undefined ? json.locateValue(path) : json.locateKey(reportedPath);
    const problem: ContentProblem = {
      file,
      ...position,
      jsonPath: formatJsonPath(reportedPath),
      message: `${sectionContext(json.value, path)}${described.message}`,
    };
    const key = `${problem.line}:${problem.column}:${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

export function listPageFiles(root: string): string[] {
  return readdirSync(join(root, PAGES_DIR), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${PAGES_DIR}/${name.split(sep).join('/')}`)
    .sort();
}

/** Validates site.json and every page file, then the rules that span files. */
export function loadContentTree(root: string, validator: ContentValidator = createContentValidator(root)): ContentTree {
  const problems: ContentProblem[] = [];
  const siteCheck = validator.checkSite(SITE_FILE, readFileSync(join(root, SITE_FILE), 'utf8'));
  problems.push(...siteCheck.problems);
  const pages: LoadedPage[] = [];
  const locations = new Map<string, LocatedJson>();
  // Paths of invalid pages still count as link targets, so one broken page is reported once, not once per link to it.
  const invalidPagePaths: string[] = [];
  for (const file of listPageFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    const checked = validator.checkPage(file, text);
    problems.push(...checked.problems);
    const parsed = parseJsonWithLocations(text);
    if (checked.document) {
      pages.push({ file, document: checked.document });
      if (parsed.ok) locations.set(file, parsed.json);
    } else if (parsed.ok && typeof parsed.json.value === 'object' && parsed.json.value !== null && 'path' in parsed.json.value && typeof parsed.json.value.path === 'string') {
      invalidPagePaths.push(parsed.json.value.path);
    }
  }
  problems.push(...crossFileProblems(root, pages, locations, siteCheck.document, invalidPagePaths));
  return { pages, site: siteCheck.document, problems };
}

function crossFileProblems(
  root: string,
  pages: readonly LoadedPage[],
  locations: ReadonlyMap<string, LocatedJson>,
  site: SiteContent | undefined,
  invalidPagePaths: readonly string[],
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const at = (file: string, path: JsonPathSegment[], message: string): ContentProblem => ({
    file,
    ...(locations.get(file)?.locateValue(path) ?? { line: 1, column: 1 }),
    jsonPath: formatJsonPath(path),
    message,
  });

  const owners = new Map<string, string>();
  for (const { file, document } of pages) {
    const expectedSchema = relative(dirname(join(root, file)), join(root, SCHEMAS_DIR, 'page.schema.json')).split(sep).join('/');
    if (document.$schema !== expectedSchema) {
      problems.push(at(file, ['$schema'], `"$schema" must be "${expectedSchema}" for a file in this folder, so editors find the page schema.`));
    }
    const spellings: [string, JsonPathSegment[]][] = [[document.path, ['path']], ...(document.aliases ?? []).map((alias, index): [string, JsonPathSegment[]] => [alias, ['aliases', index]])];
    for (const [spelling, path] of spellings) {
      const key = pathKey(spelling);
      const owner = owners.get(key);
      if (owner !== undefined && owner !== file) problems.push(at(file, path, `The address "${spelling}" is already used by ${owner}. Each address may belong to one page only.`));
      else if (path[0] === 'aliases' && spelling === document.path) problems.push(at(file, path, `The alias "${spelling}" repeats the page's own path. List only other spellings.`));
      owners.set(key, file);
    }
    if (isDynamicPath(document.path) && (document.aliases ?? []).length > 0) {
      problems.push(at(file, ['aliases'], 'A page whose path has a placeholder (":slug") cannot have aliases.'));
    }
  }

  const routePatterns = [...pages.map(({ document }) => document.path), ...invalidPagePaths];
  const resolves = (target: string) => routePatterns.some((pattern) => routeMatchesPath(pattern, target));
  for (const { file, document } of pages) {
    for (const [path, target] of internalLinks(document.sections, ['sections'])) {
      if (!resolves(target)) problems.push(at(file, path, `The link "${target}" does not lead to any page in ${PAGES_DIR}.`));
    }
  }
  if (site) {
    const siteJson = parseJsonWithLocations(readFileSync(join(root, SITE_FILE), 'utf8'));
    for (const [path, target] of internalLinks(site, [])) {
      if (!resolves(target)) {
        problems.push({
          file: SITE_FILE,
          ...(siteJson.ok ? siteJson.json.locateValue(path) : { line: 1, column: 1 }),
          jsonPath: formatJsonPath(path),
          message: `The link "${target}" does not lead to any page in ${PAGES_DIR}.`,
        });
      }
    }
  }
  return problems;
}

const LINK_KEYS = new Set(['path', 'href']);

/** Every string under a "path" or "href" key that starts with "/", with its JSON path. */
function internalLinks(value: unknown, path: JsonPathSegment[]): [JsonPathSegment[], string][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => internalLinks(item, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]): [JsonPathSegment[], string][] => {
    if (LINK_KEYS.has(key) && typeof child === 'string' && child.startsWith('/')) return [[[...path, key], child]];
    return internalLinks(child, [...path, key]);
  });
}
