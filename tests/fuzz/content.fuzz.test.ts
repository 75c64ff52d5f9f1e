// @vitest-environment node
/**
 * Fuzzing content validation: the real content-json documents, and pages made of every schema's examples, are
 * mutated (keys deleted, inserted or retyped, enum values replaced, strings made very long, the text cut short),
 * and the loader must never throw and must place every problem at a file, line, column and JSON path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContentLoader } from '../../scripts/content/model/load-content.ts';
import { SITE_FILE, listPageFiles, listSectionSchemaFiles } from '../../scripts/content/model/paths.ts';
import type { ContentProblem } from '../../scripts/content/model/problems.ts';
import { FUZZ_TIMEOUT_MS, fuzz, writeFuzzReportAfterAll } from '../../testing/vitest/fuzz-report.ts';

writeFuzzReportAfterAll('content');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type PathSegment = string | number;

const root = process.cwd();
const loader = createContentLoader(root);
const readJson = (file: string): Json => JSON.parse(readFileSync(join(root, file), 'utf8')) as Json;

const pageFiles = listPageFiles(root);
/** A page whose sections are every schema's examples, so each section type is fuzzed from a valid start. */
const examplesPage = (() => {
  const page = readJson('content-json/pages/about.json');
  const examples = listSectionSchemaFiles(root).flatMap((file) => {
    const schema = readJson(file);
    return schema !== null && typeof schema === 'object' && !Array.isArray(schema) && Array.isArray(schema['examples']) ? schema['examples'] : [];
  });
  return page !== null && typeof page === 'object' && !Array.isArray(page) ? { ...page, sections: examples } : page;
})();

/** Every path into a JSON value, the root included. */
function pathsOf(value: Json, prefix: PathSegment[] = []): PathSegment[][] {
  const children: [PathSegment, Json][] = Array.isArray(value)
    ? value.map((child, index) => [index, child])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return [prefix, ...children.flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
}

/** A copy of `value` with what sits at `path` replaced (or removed, for `undefined`). */
function withAt(value: Json, path: readonly PathSegment[], replace: (current: Json) => Json | undefined): Json | undefined {
  const [head, ...rest] = path;
  if (head === undefined) return replace(value);
  if (Array.isArray(value) && typeof head === 'number') {
    const child = value[head];
    if (child === undefined) return value;
    const next = withAt(child, rest, replace);
    return next === undefined ? value.filter((_, index) => index !== head) : value.map((item, index) => (index === head ? next : item));
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && typeof head === 'string') {
    const child = value[head];
    if (child === undefined) return value;
    const next = withAt(child, rest, replace);
    return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (key !== head ? [[key, item]] : next === undefined ? [] : [[key, next]])));
  }
  return value;
}

const anyJson: fc.Arbitrary<Json> = fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.parse(JSON.stringify(value)) as Json);
/** What a mutation puts in place of a value. */
const mutation = fc.oneof(
  fc.constant({ kind: 'delete' as const }),
  anyJson.map((value) => ({ kind: 'retype' as const, value })),
  fc
    .tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('type', 'header', 'heading', 'target', 'sections', 'src', 'alt')), anyJson)
    .map(([key, value]) => ({ kind: 'insert' as const, key, value })),
  fc
    .oneof(fc.string({ maxLength: 20 }), fc.constantFrom('hero', 'cta-band', 'latest-posts', 'blog', 'h1', 'scheduling', '/nowhere', 'https://', ''))
    .map((value) => ({ kind: 'enum' as const, value })),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => ({ kind: 'long-string' as const, length })),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(current: Json, change: Mutation): Json | undefined {
  switch (change.kind) {
    case 'delete':
      return undefined;
    case 'retype':
    case 'enum':
      return change.value;
    case 'insert':
      return current !== null && typeof current === 'object' && !Array.isArray(current)
        ? { ...current, [change.key]: change.value }
        : Array.isArray(current)
          ? [...current, change.value]
          : current;
    case 'long-string':
      return typeof current === 'string' ? current.repeat(Math.ceil(change.length / Math.max(1, current.length))) : 'x'.repeat(change.length);
  }
}

/** A document with one to four mutations, as text; sometimes cut short so that it is no longer JSON. */
const mutatedText = (document: Json) =>
  fc
    .tuple(fc.array(fc.tuple(fc.nat(), mutation), { minLength: 1, maxLength: 4 }), fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 8 }))
    .map(([changes, cutAt]) => {
      let changed: Json = document;
      for (const [pick, change] of changes) {
        const paths = pathsOf(changed);
        changed = withAt(changed, paths[pick % paths.length] ?? [], (current) => mutate(current, change)) ?? {};
      }
      const text = JSON.stringify(changed, null, 2);
      return cutAt === null ? text : text.slice(0, Math.floor(text.length * cutAt));
    });

function expectLocated(problems: readonly ContentProblem[], file: string, text: string) {
  const lines = text.split('\n');
  for (const problem of problems) {
    expect(problem.file).toBe(file);
    expect(Number.isInteger(problem.line) && problem.line >= 1 && problem.line <= lines.length + 1, `line of ${problem.message}`).toBe(true);
    expect(Number.isInteger(problem.column) && problem.column >= 1, `column of ${problem.message}`).toBe(true);
    // As formatJsonPath spells it: "sections[2].header.heading", '["$schema"]', "(top level)", or "(syntax)" for text that is not JSON.
    expect(problem.jsonPath, `path of ${problem.message}`).toMatch(/^(\(top level\)|\(syntax\)|[A-Za-z_$[])/);
    expect(problem.message.trim()).not.toBe('');
  }
}

describe('content validation over mutated documents', () => {
  it(
    'locates every problem of a mutated page and never throws',
    async () => {
      const documents = pageFiles.map((file) => ({ file, document: readJson(file) }));
      await fuzz(
        'checkPageText over mutated content-json pages',
        fc.property(
          fc.constantFrom(...documents).chain(({ file, document }) => mutatedText(document).map((text) => ({ file, text }))),
          ({ file, text }) => {
            expectLocated(loader.checkPageText(file, text).problems, file, text);
          },
        ),
        300,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'locates every problem of a page of mutated schema examples and never throws',
    async () => {
      const file = 'content-json/pages/about.json';
      await fuzz(
        'checkPageText over pages of mutated schema examples',
        fc.property(mutatedText(examplesPage), (text) => {
          expectLocated(loader.checkPageText(file, text).problems, file, text);
        }),
        150,
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'locates every problem of a mutated site.json and never throws',
    async () => {
      const site = readJson(SITE_FILE);
      await fuzz(
        'checkSite over mutated site.json',
        fc.property(mutatedText(site), (text) => {
          expectLocated(loader.validator.checkSite(SITE_FILE, text).problems, SITE_FILE, text);
        }),
        200,
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
