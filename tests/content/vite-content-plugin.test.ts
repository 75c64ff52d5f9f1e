// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PluginContext } from 'rolldown';
import { afterAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createContentLoader, type ContentLoader } from '../../scripts/content/model/load-content.ts';
import { sectionSchemaFile } from '../../scripts/content/model/paths.ts';
import { contentPlugin } from '../../scripts/build/vite/vite-content-plugin.ts';

const root = process.cwd();

const throwaways: string[] = [];
// rmSync removes the links to this project's folders without following them.
afterAll(() => {
  for (const dir of throwaways) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway project: this one's schemas (src/ holds the sections' own) and public files, a copy of its content. */
function projectCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'satori-plugin-'));
  throwaways.push(copy);
  for (const dir of ['schemas', 'src', 'public']) symlinkSync(join(root, dir), join(copy, dir));
  cpSync(join(root, 'content-json'), join(copy, 'content-json'), { recursive: true });
  return copy;
}

/** The plugin, configured for `projectRoot`, with a loader whose work the test can count. */
function pluginFor(projectRoot: string) {
  const loaders: { load: MockInstance; checkPage: MockInstance }[] = [];
  const plugin = contentPlugin({
    createLoader: (loaderRoot): ContentLoader => {
      const loader = createContentLoader(loaderRoot);
      loaders.push({ load: vi.spyOn(loader, 'load'), checkPage: vi.spyOn(loader.validator, 'checkPage') });
      return loader;
    },
  });
  const warnings: string[] = [];
  const configResolved = plugin.configResolved;
  if (typeof configResolved !== 'function') throw new Error('The content plugin has no configResolved hook.');
  void configResolved.call({} as never, { root: projectRoot, logger: { warn: (message: string) => warnings.push(message) } } as never);
  const hook = plugin.load;
  if (typeof hook !== 'function') throw new Error('The content plugin has no load hook.');
  const context = { addWatchFile: () => undefined } as unknown as PluginContext;
  const load = (id: string): unknown => hook.call(context, id);
  return { load, loaders, warnings };
}

const thrownBy = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('Expected an error.');
};

describe('the content Vite plugin', () => {
  it('validates the content once and serves the manifest, site.json and every page from it, schema defaults filled in', () => {
    const { load, loaders } = pluginFor(root);
    const manifest = load('\0virtual:page-manifest');
    expect(manifest).toEqual(expect.stringContaining('path: "/about"'));
    expect(load('\0virtual:site-content')).toEqual(expect.stringContaining('"brand"'));
    const about = JSON.parse(String(load(join(root, 'content-json/pages/about.json')))) as { sections: unknown[] };
    // The hero leaves out "demoButton"; the loader fills in its default.
    expect(about.sections[0]).toMatchObject({ type: 'rotating-word-hero', demoButton: true });
    expect(about.sections.at(-1)).toEqual({ type: 'cta-band' });
    const [loader] = loaders;
    expect(loaders).toHaveLength(1);
    expect(loader?.load).toHaveBeenCalledTimes(1);
    // Each content file once; catalogue pages also validate the schema examples they show.
    const contentFileChecks = loader?.checkPage.mock.calls.filter(([file]) => String(file).startsWith('content-json/')) ?? [];
    expect(contentFileChecks).toHaveLength(String(manifest).split('load: () => import(').length - 1);
  });

  it('serves pages and site.json without their content version, which is for the loader and the migrations', () => {
    const { load } = pluginFor(root);
    expect(readFileSync(join(root, 'content-json/pages/about.json'), 'utf8')).toContain('"version"');
    expect(Object.keys(JSON.parse(String(load(join(root, 'content-json/pages/about.json')))) as object)).not.toContain('version');
    expect(String(load('\0virtual:site-content'))).not.toContain('"version"');
  });

  it("serves a catalogue page with its section types' validated examples, and lists it as not indexed", () => {
    const { load } = pluginFor(root);
    const manifest = String(load('\0virtual:page-manifest'));
    const entryOf = (path: string) => manifest.split('\n').find((line) => line.includes(`path: ${JSON.stringify(path)}`)) ?? '';
    expect(entryOf('/personacard')).toContain('indexed: false');
    // Indexed is the default: the browser's route table does not repeat it for every page.
    expect(entryOf('/about')).not.toContain('indexed');
    // The page's code list includes the types its examples use, so their code loads with the page.
    expect(entryOf('/personacard')).toContain('"link-cards"');
    const catalogue = JSON.parse(String(load(join(root, 'content-json/pages/catalogue/persona-card.json')))) as {
      catalogue: { sectionTypes: string[] };
      catalogueEntries: { type: string; description: string; examples: { type: string }[] }[];
    };
    expect(catalogue.catalogueEntries.map((entry) => entry.type)).toEqual(catalogue.catalogue.sectionTypes);
    for (const entry of catalogue.catalogueEntries) {
      expect(entry.description.length).toBeGreaterThan(20);
      expect(entry.examples.every((example) => example.type === entry.type)).toBe(true);
    }
    const about = JSON.parse(String(load(join(root, 'content-json/pages/about.json')))) as object;
    expect(about).not.toHaveProperty('catalogueEntries');
  });

  it('adds each example as the schema writes it, with the words to copy it, only to a catalogue that has those words', () => {
    const { load } = pluginFor(root);
    type Served = {
      catalogue: { copyJson?: object };
      catalogueEntries: { type: string; examples: object[]; copyJson?: { words: object; examples: unknown[] } }[];
    };
    const sections = JSON.parse(String(load(join(root, 'content-json/pages/catalogue/sections.json')))) as Served;
    expect(sections.catalogue.copyJson).toBeDefined();
    for (const entry of sections.catalogueEntries) {
      const schema = JSON.parse(readFileSync(join(root, sectionSchemaFile(entry.type)), 'utf8')) as { examples: unknown[] };
      expect(entry.copyJson?.words).toEqual(sections.catalogue.copyJson);
      expect(entry.copyJson?.examples).toEqual(schema.examples);
    }
    // The rendered examples carry the loader's defaults (feature-grid's "columns": 3); the JSON to copy does not.
    const featureGrid = sections.catalogueEntries.find((entry) => entry.type === 'feature-grid');
    expect(featureGrid?.examples[0]).toHaveProperty('columns', 3);
    expect(featureGrid?.copyJson?.examples[0]).not.toHaveProperty('columns');
    const personaCard = JSON.parse(String(load(join(root, 'content-json/pages/catalogue/persona-card.json')))) as Served;
    expect(personaCard.catalogueEntries.some((entry) => entry.copyJson !== undefined)).toBe(false);
  });

  it('fails with the file, line and column that Vite shows in its overlay and build output', () => {
    const copy = projectCopy();
    const file = 'content-json/pages/broken.json';
    writeFileSync(
      join(copy, file),
      readFileSync(join(root, 'testing/fixtures/content-errors/wrong-type.json'), 'utf8').replace('../../../../schemas', '../../schemas'),
    );
    const { load } = pluginFor(copy);
    const expected = {
      id: join(copy, file),
      loc: { file: join(copy, file), line: 7, column: 50 },
      message: expect.stringContaining(`${file}:7:50  sections[0].header.heading`) as unknown,
    };
    expect(thrownBy(() => load('\0virtual:page-manifest'))).toMatchObject(expected);
    expect(thrownBy(() => load(join(copy, file)))).toMatchObject(expected);
  });

  it('prints warnings once per load, without failing', () => {
    const copy = projectCopy();
    const aboutFile = join(copy, 'content-json/pages/about.json');
    writeFileSync(
      aboutFile,
      readFileSync(aboutFile, 'utf8').replace('"eyebrow": "About Satori XR"', '"eyebrow": "About us: our story, our people and our partners worldwide"'),
    );
    const { load, warnings } = pluginFor(copy);
    load('\0virtual:page-manifest');
    load(join(copy, 'content-json/pages/about.json'));
    expect(warnings).toEqual([expect.stringContaining('content-json/pages/about.json:') as unknown]);
    expect(warnings[0]).toContain(
      'content-json/pages/about.json:15:20  sections[0].header.eyebrow\n    In section 1 ("rotating-word-hero"): "eyebrow" is 58 characters',
    );
  });

  it('leaves files outside content-json/pages alone', () => {
    const { load, loaders } = pluginFor(root);
    expect(load(join(root, 'src/app/client/entry-client.tsx'))).toBeUndefined();
    expect(loaders).toHaveLength(0);
  });
});
