/**
 * The rules JSON Schema cannot express, driven by the annotations collected
 * during validation (schema-keywords.ts). Page rules look at one file; tree
 * rules look across files (addresses, links, persona pages).
 */
import { dirname, join, relative, sep } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { PageDocument } from '../../../src/content/generated/content-types.ts';
import { pageAddressProblem } from '../../../src/lib/routing/page-address.ts';
import { isDynamicPath, pathKey, routeMatchesPath } from '../../../src/lib/routing/path-keys.ts';
import { suggest } from './describe-schema-error.ts';
import { formatJsonPath, pointerToPath, type JsonPathSegment, type LocatedJson } from '../json/json-locations.ts';
import { readMediaManifest } from './media-references.ts';
import { PAGES_DIR, PAGE_SCHEMA_FILE, SITE_FILE } from './paths.ts';
import { problemAt, type ContentProblem } from './problems.ts';
import type { Annotations } from './schema-keywords.ts';

/** One heading a page renders, in source order. */
export interface PageHeading {
  level: number;
  path: JsonPathSegment[];
  jsonPath: string;
  /** The heading text; undefined for a section's default heading, which comes from site.json. */
  text: string | undefined;
  line: number;
  column: number;
}

/** Persona page names after /persona/ (SPEC 2.5). */
export const PERSONA_PAGE_NAMES: readonly string[] = [
  'automotivesales',
  'automotivetraining',
  'automotivetwin',
  'logisticssales',
  'logisticstraining',
  'logisticstwin',
  'manufacturingsales',
  'manufacturingtraining',
  'manufacturingtwin',
];

/**
 * The five audience hubs under /persona/ (issue 14): lower-case addresses, each with the capitalised name
 * the spec uses (SPEC 2.5), which the hub lists in its "aliases" so both spellings work.
 */
export const PERSONA_HUB_NAMES: Readonly<Record<string, string>> = {
  automotive: 'AutomotivePersonas',
  marketing: 'MarketingPersona',
  industrial: 'IndustrialPersona',
  training: 'TrainingPersona',
  technology: 'TechnologyPersona',
};

/** Every name a page's own path may use after /persona/. */
const PERSONA_PATH_NAMES: readonly string[] = [...PERSONA_PAGE_NAMES, ...Object.keys(PERSONA_HUB_NAMES)];

function valueAt(value: unknown, path: readonly JsonPathSegment[]): unknown {
  let current = value;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

const quote = (text: string) => JSON.stringify(text.length > 50 ? `${text.slice(0, 47)}...` : text);

/** How a message names a heading: `"heading" ("Why Satori XR")` or "The default heading". */
function headingName(heading: PageHeading): string {
  if (heading.text === undefined) return "This section's default heading (from site.json)";
  const key = heading.path.findLast((segment): segment is string => typeof segment === 'string') ?? 'heading';
  return `"${key}" (${quote(heading.text)})`;
}

/** Where another heading is, for messages: `section 1 ("page-intro")`. */
function headingPlace(json: LocatedJson, heading: PageHeading): string {
  const index = heading.path[0] === 'sections' && typeof heading.path[1] === 'number' ? heading.path[1] : undefined;
  if (index === undefined) return heading.jsonPath;
  // Read from the file rather than the validated document, so a page with schema errors elsewhere is checked too.
  const type = valueAt(json.value, ['sections', index, 'type']);
  return `section ${index + 1} ("${typeof type === 'string' ? type : '?'}")`;
}

/** Which section a heading is in, and 0 for the section's own header (it renders at the section's top wherever the file has it), else 1. */
function renderRank(path: readonly JsonPathSegment[]): [number, number] {
  const section = path[0] === 'sections' && typeof path[1] === 'number' ? path[1] : -1;
  return [section, path[2] === 'header' ? 0 : 1];
}

/** The headings a page renders, in the order it renders them: section by section, each section's header first, the rest by their position in the file. */
export function collectHeadings(json: LocatedJson, annotations: Annotations): PageHeading[] {
  const headings: PageHeading[] = [];
  const add = (pointer: string, level: number, text: string | undefined) => {
    const path = pointerToPath(pointer);
    headings.push({ level, path, jsonPath: formatJsonPath(path), text, ...json.locateValue(path) });
  };
  for (const [pointer, level] of annotations.headings) {
    const text = valueAt(json.value, pointerToPath(pointer));
    if (typeof text === 'string') add(pointer, level, text);
  }
  for (const [pointer, level] of annotations.defaultHeadings) {
    const hasOwnHeading = [...annotations.headings.keys()].some((heading) => heading.startsWith(`${pointer}/`));
    if (!hasOwnHeading) add(pointer, level, undefined);
  }
  return headings.sort((a, b) => {
    const [sectionA, headerA] = renderRank(a.path);
    const [sectionB, headerB] = renderRank(b.path);
    return sectionA - sectionB || headerA - headerB || a.line - b.line || a.column - b.column;
  });
}

/** Exactly one h1, first, and no level skipped on the way down. */
export function headingProblems(file: string, json: LocatedJson, headings: readonly PageHeading[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const at = (heading: PageHeading, message: string) => problemAt(file, json, heading.path, message);
  const mainHeadings = headings.filter((heading) => heading.level === 1);
  const [first] = headings;
  const [main, ...extraMain] = mainHeadings;
  if (!main || !first) {
    return [
      problemAt(
        file,
        json,
        ['sections'],
        `This page has no main heading (h1). Start it with a section whose heading is the page's h1, such as "page-intro" or "hero".`,
        { withoutSectionContext: true },
      ),
    ];
  }
  if (first !== main) {
    problems.push(
      at(
        first,
        `${headingName(first)} is a level-${first.level} heading, but a page's first heading must be its main heading (h1), which is in ${headingPlace(json, main)}. Move that section to the top.`,
      ),
    );
  }
  for (const extra of extraMain) {
    problems.push(
      at(
        extra,
        `${headingName(extra)} is a second main heading (h1); the page already has one in ${headingPlace(json, main)}. A page has exactly one h1: use one "page-intro" or "hero", at the top.`,
      ),
    );
  }
  headings.forEach((heading, index) => {
    const previous = index > 0 ? headings[index - 1] : undefined;
    if (!previous || heading.level <= previous.level + 1) return;
    problems.push(
      at(
        heading,
        `${headingName(heading)} is a level-${heading.level} heading right after a level-${previous.level} heading in ${headingPlace(json, previous)}, so level ${previous.level + 1} is skipped. ` +
          `Screen-reader users move through a page by these levels. Put a section with a level-${previous.level + 1} heading before this one, or move it.`,
      ),
    );
  });
  return problems;
}

/** Lower case with runs of white space as one space, as accessible names are compared (WCAG 2.5.3). */
const comparableName = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Label in name (WCAG 2.5.3): a link's accessibleLabel must contain its visible words, so a visitor who speaks
 * what they see ("click See how it helps") reaches it. Every link in a page or in site.json.
 */
export function accessibleNameProblems(file: string, json: LocatedJson): ContentProblem[] {
  const problems: ContentProblem[] = [];
  forEachObject(json.value, (value, path) => {
    const { label, accessibleLabel } = value as { label?: unknown; accessibleLabel?: unknown };
    if (typeof label === 'string' && typeof accessibleLabel === 'string' && !comparableName(accessibleLabel).includes(comparableName(label))) {
      problems.push(
        problemAt(
          file,
          json,
          [...path, 'accessibleLabel'],
          `"accessibleLabel" (${quote(accessibleLabel)}) does not contain the link's visible words (${quote(label)}), so a visitor using voice control cannot say what they see to follow it. Start it with the visible words and then name the destination, such as ${quote(`${label}: …`)}.`,
        ),
      );
    }
  });
  return [...problems, ...altTextProblems(file, json)];
}

/** Calls `visit` with every object (not array) in `value`, depth first, with its path. */
function forEachObject(value: unknown, visit: (object: object, path: JsonPathSegment[]) => void, path: JsonPathSegment[] = []): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => forEachObject(item, visit, [...path, index]));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  visit(value, path);
  for (const [key, item] of Object.entries(value)) forEachObject(item, visit, [...path, key]);
}

/** Words that name the kind of thing rather than what it shows: a screen reader already says "image". */
const GENERIC_ALT_TEXTS: ReadonlySet<string> = new Set(['image', 'photo', 'picture', 'img', 'graphic', 'alt', 'logo', 'icon', 'pic']);
const FILE_NAME_ALT = /\.(jpe?g|png|webp|avif|svg|gif)$|^(img|dsc|dscn|pxl|screenshot)[ _-]?\d+/i;
const EXAMPLE_ALT = '"A technician inspecting a jet engine through AR glasses"';

/**
 * Alternative text that says nothing (WCAG 1.1.1): only spaces, a generic word, or a file name a camera or
 * upload gave the image. The schema already requires some text; these pass it but leave a screen-reader user
 * none the wiser. An image marked "decorative" has no "alt", so it is never checked here.
 */
function altTextProblems(file: string, json: LocatedJson): ContentProblem[] {
  const problems: ContentProblem[] = [];
  forEachObject(json.value, (value, path) => {
    const { alt, src } = value as { alt?: unknown; src?: unknown };
    const fault = typeof alt === 'string' ? altTextFault(alt) : undefined;
    if (fault === undefined) return;
    // Only images from the media pipeline (imageWithAlt) may be decorative; a partner logo must always be named.
    const decorative =
      typeof src === 'string' && src.startsWith('/media/images/') ? ' For a purely decorative image, leave "alt" out and set "decorative": true.' : '';
    problems.push(problemAt(file, json, [...path, 'alt'], `${fault} Describe what the image shows, such as ${EXAMPLE_ALT}.${decorative}`));
  });
  return problems;
}

function altTextFault(alt: string): string | undefined {
  // Empty text is the schema's to report (minLength); spaces pass it.
  if (alt === '') return undefined;
  if (alt.trim() === '') return '"alt" is only spaces, so a screen reader has nothing to say about the image.';
  const words = comparableName(alt).replace(/[.!:]+$/, '');
  if (GENERIC_ALT_TEXTS.has(words)) return `"alt" is ${JSON.stringify(alt)}, which tells someone who cannot see the image nothing about it.`;
  if (FILE_NAME_ALT.test(alt.trim())) return `"alt" is a file name (${JSON.stringify(alt)}), which a screen reader would read out as it is.`;
  return undefined;
}

/** Text longer than its schema's softMaxLength: a warning, since it fits the schema but may not fit the layout. */
export function softLengthWarnings(file: string, json: LocatedJson, annotations: Annotations): ContentProblem[] {
  return [...annotations.softLengths].map(([pointer, { limit, length }]) => {
    const path = pointerToPath(pointer);
    const last = path.at(-1);
    const field = typeof last === 'number' ? `Entry ${last + 1} of "${String(path.at(-2))}"` : `"${last ?? 'text'}"`;
    return problemAt(
      file,
      json,
      path,
      `${field} is ${length} characters; the layout is designed for about ${limit}, so it may wrap onto more lines than intended. Consider shortening it.`,
      {
        severity: 'warning',
      },
    );
  });
}

const normalisedWords = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Warnings about a page's sections that pass every rule but read wrong: a rotating hero whose spoken h1 no longer says
 * what the visible heading and its words say, and a section repeated right after itself (usually a slip).
 */
export function sectionWarnings(file: string, json: LocatedJson, document: PageDocument): ContentProblem[] {
  const warnings: ContentProblem[] = [];
  const warn = (path: JsonPathSegment[], message: string) => warnings.push(problemAt(file, json, path, message, { severity: 'warning' }));
  document.sections.forEach((section, index) => {
    if (section.type !== 'rotating-word-hero') return;
    const spoken = normalisedWords(section.spokenHeading);
    const missing = section.words.filter((word) => !spoken.includes(normalisedWords(word)));
    if (!spoken.startsWith(normalisedWords(section.header.heading)) || missing.length > 0)
      warn(
        ['sections', index, 'spokenHeading'],
        `The heading for screen readers and search, "${section.spokenHeading}", no longer says what visitors see: it should start with "${section.header.heading}" and name ${section.words.map((word) => `"${word}"`).join(', ')}${missing.length > 0 ? ` (${missing.map((word) => `"${word}"`).join(', ')} missing)` : ''}. Update it to match.`,
      );
  });
  const raw: unknown = json.value;
  const sections: unknown[] =
    typeof raw === 'object' && raw !== null && Array.isArray((raw as { sections?: unknown }).sections) ? (raw as { sections: unknown[] }).sections : [];
  sections.forEach((section, index) => {
    if (index > 0 && isDeepStrictEqual(section, sections[index - 1]))
      warn(['sections', index], `This section is the same as the one before it, word for word. Remove one of them, or change this one.`);
  });
  return warnings;
}

/** The address folder of the site's own case studies (any letter case); /CaseStudy/:slug, WordPress's, is not one of them. */
export const CASE_STUDY_FOLDER = '/casestudy/';

/**
 * A case study tells search engines when it was published and who wrote it (its Article structured data,
 * src/app/server/structured-data.ts), so every page under /casestudy/ has "article"; and no page was updated before it
 * appeared.
 */
function articleProblems(file: string, json: LocatedJson, document: PageDocument): ContentProblem[] {
  const { article } = document;
  if (!article) {
    if (!pathKey(document.path).startsWith(CASE_STUDY_FOLDER) || isDynamicPath(document.path)) return [];
    return [
      problemAt(
        file,
        json,
        ['meta'],
        `A case study (a page under ${CASE_STUDY_FOLDER}) needs "article": the day it was first published, and optionally when it was last updated and who wrote it, for search engines. Add "article": { "datePublished": "2025-03-10" } beside "meta", with the real day.`,
        { atKey: true },
      ),
    ];
  }
  if (article.dateModified !== undefined && article.dateModified < article.datePublished)
    return [
      problemAt(
        file,
        json,
        ['article', 'dateModified'],
        `"dateModified" (${article.dateModified}) is before "datePublished" (${article.datePublished}): a page cannot change before it was published. Correct one of the two days.`,
      ),
    ];
  return [];
}

/** A 3D view in content (defs.schema.json's modelView): a model and, optionally, the colour choices it offers. */
interface ModelViewWithChoices {
  model: string;
  variants: { options: { variant: string }[] };
}

const isModelViewWithChoices = (object: object): object is ModelViewWithChoices =>
  'model' in object &&
  typeof object.model === 'string' &&
  'variants' in object &&
  typeof object.variants === 'object' &&
  object.variants !== null &&
  'options' in object.variants &&
  Array.isArray(object.variants.options);

/**
 * A 3D view's colour choices name variants its model was prepared with (`npm run media` lists each model's in the
 * media manifest), wherever the view is (the model-viewer section, an opening's 3D mode). A model the manifest lacks
 * is left to the model field's own check.
 */
function modelVariantProblems(root: string, file: string, json: LocatedJson): ContentProblem[] {
  const views: { view: ModelViewWithChoices; path: JsonPathSegment[] }[] = [];
  forEachObject(json.value, (object, path) => {
    if (isModelViewWithChoices(object)) views.push({ view: object, path });
  });
  if (views.length === 0) return [];
  const manifest = readMediaManifest(root);
  return views.flatMap(({ view, path }) => {
    const known = manifest.models[view.model]?.variants;
    if (!known) return [];
    return view.variants.options.flatMap((option, index) => {
      if (known.includes(option.variant)) return [];
      const hint = suggest(option.variant, known);
      return [
        problemAt(
          file,
          json,
          [...path, 'variants', 'options', index, 'variant'],
          known.length === 0
            ? `"${option.variant}" is not a variant of ${view.model}, which has none. Remove "variants", or declare the variants on the model's material in the media generator and run \`npm run media\`.`
            : `"${option.variant}" is not a variant of ${view.model}.${hint ? ` Did you mean "${hint}"?` : ''} It has: ${known.join(', ')}.`,
        ),
      ];
    });
  });
}

/** The rules of one page file that need no other file but the media manifest. */
export function pageFileProblems(root: string, file: string, json: LocatedJson, document: PageDocument): ContentProblem[] {
  const problems: ContentProblem[] = sectionWarnings(file, json, document);
  const at = (path: JsonPathSegment[], message: string) => problemAt(file, json, path, message);

  const expectedSchema = relative(dirname(join(root, file)), join(root, PAGE_SCHEMA_FILE))
    .split(sep)
    .join('/');
  if (document.$schema !== expectedSchema)
    problems.push(at(['$schema'], `"$schema" must be "${expectedSchema}" for a file in this folder, so editors find the page schema.`));

  const pathProblem = pageAddressProblem(document.path);
  if (pathProblem !== undefined) problems.push(at(['path'], pathProblem));
  (document.aliases ?? []).forEach((alias, index) => {
    if (alias === document.path) problems.push(at(['aliases', index], `The alias "${alias}" repeats the page's own path. List only other spellings.`));
    const aliasProblem = pageAddressProblem(alias);
    if (aliasProblem !== undefined) problems.push(at(['aliases', index], aliasProblem));
  });
  if (isDynamicPath(document.path) && (document.aliases ?? []).length > 0)
    problems.push(at(['aliases'], 'A page whose path has a placeholder (":slug") cannot have aliases.'));

  problems.push(...articleProblems(file, json, document));
  problems.push(...modelVariantProblems(root, file, json));

  if (pathKey(document.path).startsWith('/persona/')) {
    const name = document.path.slice('/persona/'.length);
    if (!PERSONA_PATH_NAMES.includes(name)) {
      const hub = Object.entries(PERSONA_HUB_NAMES).find(([, specName]) => specName.toLowerCase() === name.toLowerCase());
      const sameLetters = PERSONA_PATH_NAMES.find((known) => known.toLowerCase() === name.toLowerCase());
      const hint = sameLetters ?? suggest(name, PERSONA_PATH_NAMES);
      problems.push(
        at(
          ['path'],
          `"${document.path}" is not one of the persona addresses in the spec (SPEC 2.5).` +
            (hub
              ? ` Give this hub the path "/persona/${hub[0]}" and list "${document.path}" in "aliases".`
              : hint
                ? ` ${sameLetters ? 'Write it' : 'Did you mean'} "/persona/${hint}"${sameLetters ? ', in that letter case.' : '?'}`
                : '') +
            ` Persona pages are /persona/ followed by one of: ${PERSONA_PATH_NAMES.join(', ')}.`,
        ),
      );
    }
  }
  return problems;
}

export interface TreeFile {
  file: string;
  json?: LocatedJson;
  annotations: Annotations;
  /** JSON paths (as problems print them) that already have a schema error: the tree rules say nothing more there. */
  schemaErrorPaths?: ReadonlySet<string>;
}

export interface TreeInput {
  /** Valid pages, in file order. */
  pages: readonly (TreeFile & { document: PageDocument })[];
  /**
   * Pages that parse but have schema errors: their links and persona groups are still checked (away from the
   * errors), so a marketer sees every problem in one run rather than the next problems after each fix.
   */
  partialPages?: readonly TreeFile[];
  /** Addresses of pages that have errors: links to them are not reported again. */
  brokenPageAddresses: readonly string[];
  /** Page files so broken that not even their address could be read: a link may be meant for one of them. */
  unreadablePageFiles?: readonly string[];
  site: TreeFile | undefined;
  /** The names in site.json's externalLinks; undefined when site.json could not be read. */
  externalLinkNames: ReadonlySet<string> | undefined;
}

/**
 * Each page's own title: search results and browser tabs show little else, so two pages with one title cannot be
 * told apart. Compared without letter case or extra spaces, as a reader would see them.
 */
function duplicateTitleProblems(pages: TreeInput['pages']): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const firstWithTitle = new Map<string, string>();
  for (const { file, json, document } of pages) {
    const key = comparableName(document.meta.title);
    const first = firstWithTitle.get(key);
    if (first === undefined) firstWithTitle.set(key, file);
    else
      problems.push(
        problemAt(
          file,
          json,
          ['meta', 'title'],
          `This page has the same title as ${first} (${JSON.stringify(document.meta.title)}), so search results and browser tabs cannot tell the two apart. Give each page its own "title".`,
        ),
      );
  }
  return problems;
}

/**
 * Finishes the messages of link targets written without their leading "/" (describe-schema-error.ts leaves the
 * suggestion out, since one file alone cannot know the pages): suggests the page it leads to in that page's own
 * spelling, else the nearest page, else the path with its "/".
 */
export function withPathHints(problems: readonly ContentProblem[], routes: readonly string[]): ContentProblem[] {
  const fixedRoutes = routes.filter((route) => !isDynamicPath(route));
  return problems.map((problem) => {
    const { suggestedPath, ...rest } = problem;
    if (suggestedPath === undefined) return problem;
    const existing =
      fixedRoutes.find((route) => pathKey(route) === pathKey(suggestedPath)) ??
      (routes.some((route) => isDynamicPath(route) && routeMatchesPath(route, suggestedPath)) ? suggestedPath : suggest(suggestedPath, fixedRoutes));
    return { ...rest, message: `${problem.message} Did you mean "${existing ?? suggestedPath}"?` };
  });
}

/**
 * A link that leads to no page. When some page file could not be read at all, the link may well be meant for it,
 * so the message does not claim there is no such page: it sends the reader to that file's own errors first.
 */
function unresolvedLinkMessage(target: string, hint: string | undefined, unreadablePageFiles: readonly string[]): string {
  const didYouMean = hint ? ` Did you mean "${hint}"?` : '';
  if (unreadablePageFiles.length === 0) return `The link "${target}" does not lead to any page in ${PAGES_DIR}.${didYouMean}`;
  const [only] = unreadablePageFiles;
  const broken =
    unreadablePageFiles.length === 1 && only !== undefined
      ? `${only} has errors that stop its address being read; if the link is meant for that page, fix its errors first and this link will be checked again.`
      : `${unreadablePageFiles.join(', ')} have errors that stop their addresses being read; if the link is meant for one of them, fix its errors first and this link will be checked again.`;
  return `The link "${target}" does not lead to any page that could be read. ${broken}${didYouMean}`;
}

const isExternalAddress = (target: string) => /^(https?:|mailto:|tel:)/i.test(target);

/** Addresses used once, links that lead somewhere, persona pages for every role group. */
export function treeProblems({
  pages,
  partialPages = [],
  brokenPageAddresses,
  unreadablePageFiles = [],
  site,
  externalLinkNames,
}: TreeInput): ContentProblem[] {
  const problems: ContentProblem[] = [];

  const owners = new Map<string, string>();
  for (const { file, json, document } of pages) {
    const spellings: [string, JsonPathSegment[]][] = [
      [document.path, ['path']],
      ...(document.aliases ?? []).map((alias, index): [string, JsonPathSegment[]] => [alias, ['aliases', index]]),
    ];
    for (const [spelling, path] of spellings) {
      const key = pathKey(spelling);
      const owner = owners.get(key);
      if (owner !== undefined && owner !== file)
        problems.push(problemAt(file, json, path, `The address "${spelling}" is already used by ${owner}. Each address may belong to one page only.`));
      owners.set(key, file);
    }
  }

  problems.push(...duplicateTitleProblems(pages));

  // Fixed addresses are looked up by key; only the few with placeholders are matched one by one.
  const routes = [...pages.flatMap(({ document }) => [document.path, ...(document.aliases ?? [])]), ...brokenPageAddresses];
  const fixedRouteKeys = new Set(routes.filter((route) => !isDynamicPath(route)).map(pathKey));
  const dynamicRoutes = routes.filter(isDynamicPath);
  const resolves = (target: string) => {
    const path = target.replace(/[?#].*$/, '') || '/';
    return fixedRouteKeys.has(pathKey(path)) || dynamicRoutes.some((route) => routeMatchesPath(route, path));
  };
  const knownPaths = pages.map(({ document }) => document.path).filter((path) => !isDynamicPath(path));
  const linkNames = externalLinkNames ? [...externalLinkNames] : [];

  for (const { file, json, annotations, schemaErrorPaths } of [...pages, ...partialPages, ...(site ? [site] : [])]) {
    for (const [pointer, target] of annotations.links) {
      const path = pointerToPath(pointer);
      if (schemaErrorPaths?.has(formatJsonPath(path))) continue;
      if (target.startsWith('/')) {
        if (resolves(target)) continue;
        const hint = suggest(target, knownPaths);
        problems.push(problemAt(file, json, path, unresolvedLinkMessage(target, hint, unreadablePageFiles)));
      } else if (!isExternalAddress(target) && externalLinkNames && !externalLinkNames.has(target)) {
        const hint = suggest(target, linkNames);
        problems.push(
          problemAt(
            file,
            json,
            path,
            `The link names "${target}", but ${SITE_FILE} has no "${target}" in its externalLinks.` +
              (hint ? ` Did you mean "${hint}"?` : '') +
              ` Add "${target}": "https://…" to externalLinks, or use one of: ${linkNames.join(', ')}.`,
          ),
        );
      }
    }
  }

  for (const { file, json, annotations } of [...pages, ...partialPages]) {
    for (const [pointer, { industry, groups }] of annotations.personaGroups) {
      for (const group of groups) {
        const target = `/persona/${industry.toLowerCase()}${group}`;
        if (resolves(target)) continue;
        problems.push(
          problemAt(
            file,
            json,
            [...pointerToPath(pointer), 'roles', group],
            `The "${group}" roles of "${industry}" lead to "${target}", but no page in ${PAGES_DIR} has that address. Add the persona page (path "${target}") or correct "industry".`,
            { atKey: true },
          ),
        );
      }
    }
  }
  return problems;
}
