/**
 * The one way content is loaded. Reads site.json and every page file, validates
 * each against the schemas once (filling in schema defaults), applies the
 * content rules, and returns typed documents with located errors and warnings.
 * The Vite plugin, `npm run content:check`, the benchmark and the Playwright
 * support all load content through here.
 *
 * A loader remembers each file's result by its text, so loading again after a
 * change validates only the files that changed; the rules across files are
 * re-applied every time (they are cheap).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageDocument, SiteContent } from '../../../src/content/generated/content-types.ts';
import type { CatalogueEntry } from '../../../src/content/page-manifest.ts';
import {
  accessibleNameProblems,
  collectHeadings,
  headingProblems,
  pageFileProblems,
  softLengthWarnings,
  treeProblems,
  withPathHints,
  type PageHeading,
  type TreeFile,
} from './content-rules.ts';
import { SITE_FILE, listPageFiles } from './paths.ts';
import { ContentValidationError, compareProblems, type ContentProblem } from './problems.ts';
import { buildCatalogueEntries, catalogueProblems, catalogueTypes } from './section-catalogue.ts';
import { createContentValidator, type CheckedFile, type ContentValidator, type ValidatorOptions } from './validator.ts';

export interface LoadedPage {
  /** Project path, such as "content-json/pages/about.json". */
  file: string;
  /** The page with schema defaults filled in. */
  document: PageDocument;
  /** The headings it renders, in order; the first is its h1. */
  headings: PageHeading[];
  /** For a catalogue page, the section types it shows with their validated schema examples. */
  catalogueEntries?: CatalogueEntry[];
}

export interface ContentTree {
  root: string;
  /** The validated site.json; undefined when it has errors. */
  site: SiteContent | undefined;
  /** Every valid page, in file order. */
  pages: LoadedPage[];
  /** Problems that fail the build and content:check, in file and line order. */
  errors: ContentProblem[];
  /** Problems that are only printed. */
  warnings: ContentProblem[];
  /** Every file read (site.json and the page files), for watching. */
  files: string[];
}

/** Content known to be valid: what the site is built from. */
export interface ValidContent {
  site: SiteContent;
  pages: LoadedPage[];
  warnings: ContentProblem[];
}

export interface LoadOptions {
  /** The page files to load, as project paths; every file in content-json/pages by default. */
  pageFiles?: readonly string[];
  /**
   * Project path → text to use instead of the file on disk (the studio checks unsaved edits this way).
   * Results are still remembered by text, so an unchanged overlay costs nothing.
   */
  texts?: ReadonlyMap<string, string>;
}

export interface CheckedPage {
  document: PageDocument | undefined;
  headings: PageHeading[];
  /** This file's errors and warnings, without the rules that need other files. */
  problems: ContentProblem[];
}

export interface ContentLoader {
  readonly root: string;
  readonly validator: ContentValidator;
  load(options?: LoadOptions): ContentTree;
  /** Checks one page's text on its own: schema, media and the page's own rules, no links. */
  checkPageText(file: string, text: string): CheckedPage;
}

interface FileResult<Document> {
  checked: CheckedFile<Document>;
  headings: PageHeading[];
  problems: ContentProblem[];
}

export function createContentLoader(root: string, options: ValidatorOptions = {}): ContentLoader {
  const validator = createContentValidator(root, options);
  const rememberedPages = new Map<string, { text: string; result: FileResult<PageDocument> }>();
  const rememberedSite = new Map<string, { text: string; result: FileResult<SiteContent> }>();
  // Schemas do not change during a loader's life (a schema change starts a new loader), so neither do their examples.
  const rememberedCatalogues = new Map<string, CatalogueEntry[]>();
  function catalogueEntriesOf(document: PageDocument, problems: readonly ContentProblem[]): CatalogueEntry[] | undefined {
    if (!document.catalogue || problems.some((problem) => problem.severity === 'error')) return undefined;
    const types = catalogueTypes(document, validator);
    const key = types.join(',');
    const entries = rememberedCatalogues.get(key) ?? buildCatalogueEntries(root, validator, types);
    rememberedCatalogues.set(key, entries);
    return entries;
  }

  function pageResult(file: string, text: string): FileResult<PageDocument> {
    const checked = validator.checkPage(file, text);
    const { json, document } = checked;
    if (!json) return { checked, headings: [], problems: [] };
    const headings = collectHeadings(json, checked.annotations);
    // A page with schema errors still gets the rules that read the file itself, so one run shows every problem.
    const problems = [
      ...(document ? pageFileProblems(root, file, json, document) : []),
      ...(document || headingsAllSeen(json.value, checked.problems, validator.sectionTypes) ? headingProblems(file, json, headings) : []),
      ...softLengthWarnings(file, json, checked.annotations),
      ...accessibleNameProblems(file, json),
      ...(document ? catalogueProblems(file, json, document, validator) : []),
    ];
    return { checked, headings, problems };
  }

  function siteResult(file: string, text: string): FileResult<SiteContent> {
    const checked = validator.checkSite(file, text);
    const warnings =
      checked.json && checked.document ? [...softLengthWarnings(file, checked.json, checked.annotations), ...accessibleNameProblems(file, checked.json)] : [];
    return { checked, headings: [], problems: warnings };
  }

  function cached<Document>(
    remembered: Map<string, { text: string; result: FileResult<Document> }>,
    file: string,
    compute: (file: string, text: string) => FileResult<Document>,
    texts?: ReadonlyMap<string, string>,
  ): FileResult<Document> {
    const text = texts?.get(file) ?? readFileSync(join(root, file), 'utf8');
    const hit = remembered.get(file);
    if (hit?.text === text) return hit.result;
    const result = compute(file, text);
    remembered.set(file, { text, result });
    return result;
  }

  return {
    root,
    validator,
    checkPageText(file, text) {
      const result = pageResult(file, text);
      // No other pages here: a path suggestion is the target with its "/" (withPathHints without routes).
      const problems = withPathHints([...result.checked.problems, ...result.problems], []);
      return { document: result.checked.document, headings: result.headings, problems: problems.sort(compareProblems) };
    },
    load(loadOptions = {}) {
      const problems: ContentProblem[] = [];
      const site = cached(rememberedSite, SITE_FILE, siteResult, loadOptions.texts);
      problems.push(...site.checked.problems, ...site.problems);

      const pageFiles = loadOptions.pageFiles ?? listPageFiles(root);
      const pages: LoadedPage[] = [];
      const validPages: (TreeFile & { document: PageDocument })[] = [];
      const brokenPageAddresses: string[] = [];
      const unreadablePageFiles: string[] = [];
      const partialPages: TreeFile[] = [];
      for (const file of pageFiles) {
        const result = cached(rememberedPages, file, pageResult, loadOptions.texts);
        const { checked } = result;
        problems.push(...checked.problems, ...result.problems);
        if (checked.document && checked.json) {
          const catalogueEntries = catalogueEntriesOf(checked.document, result.problems);
          pages.push({ file, document: checked.document, headings: result.headings, ...(catalogueEntries ? { catalogueEntries } : {}) });
          validPages.push({ file, json: checked.json, annotations: checked.annotations, document: checked.document });
        } else {
          // A page with errors still owns its address, as far as it can be read, so links to it are not reported too.
          const addresses = addressesOf(checked.json?.value ?? checked.tolerantValue);
          brokenPageAddresses.push(...addresses);
          if (addresses.length === 0) unreadablePageFiles.push(file);
          if (checked.json) partialPages.push({ file, json: checked.json, annotations: checked.annotations, schemaErrorPaths: problemPaths(checked.problems) });
        }
      }
      const siteValue = site.checked.json?.value;
      problems.push(
        ...treeProblems({
          pages: validPages,
          partialPages,
          brokenPageAddresses,
          unreadablePageFiles,
          site: site.checked.json
            ? { file: SITE_FILE, json: site.checked.json, annotations: site.checked.annotations, schemaErrorPaths: problemPaths(site.checked.problems) }
            : undefined,
          externalLinkNames: externalLinkNamesOf(siteValue),
        }),
      );
      const hinted = withPathHints(problems, [...pages.map(({ document }) => document.path), ...brokenPageAddresses]);
      hinted.sort(compareProblems);
      return {
        root,
        site: site.checked.document,
        pages,
        errors: hinted.filter((problem) => problem.severity === 'error'),
        warnings: hinted.filter((problem) => problem.severity === 'warning'),
        files: [SITE_FILE, ...pageFiles],
      };
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path and aliases of a page that did not validate, as far as they can be read. */
function addressesOf(value: unknown): string[] {
  if (!isRecord(value)) return [];
  const aliases: unknown[] = Array.isArray(value['aliases']) ? value['aliases'] : [];
  return [value['path'], ...aliases].filter((address): address is string => typeof address === 'string');
}

/**
 * True when the heading rules can trust what validation saw of a page with schema errors: every section names a
 * known type (or its schema, and the headings it records, never ran) and no error is in a heading field (a heading
 * that is missing or not text is not recorded). Otherwise they would report a missing h1 that is only unseen.
 */
function headingsAllSeen(value: unknown, problems: readonly ContentProblem[], sectionTypes: readonly string[]): boolean {
  const sections = isRecord(value) ? value['sections'] : undefined;
  const typed =
    Array.isArray(sections) && sections.every((section) => isRecord(section) && typeof section['type'] === 'string' && sectionTypes.includes(section['type']));
  return typed && !problems.some((problem) => /(^|\.)(header|heading|title)(\.|\[|$)/.test(problem.jsonPath));
}

const problemPaths = (problems: readonly ContentProblem[]) => new Set(problems.map((problem) => problem.jsonPath));

function externalLinkNamesOf(siteValue: unknown): Set<string> | undefined {
  const links = isRecord(siteValue) ? siteValue['externalLinks'] : undefined;
  return isRecord(links) ? new Set(Object.keys(links)) : undefined;
}

/** Loads and validates all content under `root` once. */
export function loadContent(root: string, options: LoadOptions = {}): ContentTree {
  return createContentLoader(root).load(options);
}

/** The tree's content when it has no errors; otherwise throws them, located. */
export function requireValidContent(tree: ContentTree): ValidContent {
  if (tree.errors.length > 0 || !tree.site) throw new ContentValidationError(tree.errors);
  return { site: tree.site, pages: tree.pages, warnings: tree.warnings };
}
