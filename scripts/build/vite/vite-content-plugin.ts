/**
 * Vite plugin that serves content. It loads the content tree through the
 * content loader (scripts/content/model/load-content.ts), once per change:
 * every file is validated once, schema defaults are filled in, and errors fail
 * the build or show Vite's error overlay in dev with their file, line and column.
 * Warnings are printed once per load. It serves:
 *   virtual:page-manifest  every page's path, aliases, section types, whether it is indexed, and a lazy loader
 *   virtual:site-content   the validated site.json
 *   virtual:media-index    sizes of the prepared images, videos and frame sequences, for reserved space
 * and each content-json/pages/*.json module, straight from the validated tree (a catalogue page
 * with its section types' validated schema examples as `catalogueEntries`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve, sep } from 'node:path';
import { searchForWorkspaceRoot, type Plugin, type ViteDevServer } from 'vite';
import { MEDIA_MANIFEST_FILE } from '../../media/media-manifest.ts';
import { createContentLoader, type ContentLoader, type ContentTree } from '../../content/model/load-content.ts';
import { CONTENT_DIR, PAGES_DIR, SCHEMAS_DIR, SECTIONS_DIR, SITE_FILE, sectionSchemaFile, toProjectPath } from '../../content/model/paths.ts';
import { ContentValidationError, formatWarnings, type ContentProblem } from '../../content/model/problems.ts';
import { readMediaManifest } from '../../content/model/media-references.ts';
import type { CatalogueCopyJsonWords, CatalogueEntry } from '../../../src/content/page-manifest.ts';

const PAGE_MANIFEST_ID = 'virtual:page-manifest';
const SITE_CONTENT_ID = 'virtual:site-content';
const MEDIA_INDEX_ID = 'virtual:media-index';
const resolvedId = (id: string) => `\0${id}`;

interface OverlayError extends Error {
  id?: string;
  loc?: { file: string; line: number; column: number };
}

function toOverlayError(root: string, problems: ContentProblem[]): OverlayError {
  const error: OverlayError = new ContentValidationError(problems);
  const first = problems[0];
  if (first) {
    const file = join(root, first.file);
    error.id = file;
    error.loc = { file, line: first.line, column: first.column };
  }
  // The message already says everything; a stack trace into the validator would only distract.
  error.stack = error.message;
  return error;
}

/**
 * A document as the site receives it: without its content version, which is for the loader and the migrations (the
 * generated types leave it out too), so no page or site module carries it to visitors.
 */
function withoutContentVersion<Document extends object>(document: Document): Document {
  return Object.fromEntries(Object.entries(document).filter(([key]) => key !== 'version')) as Document;
}

/**
 * Adds each schema example as written to a catalogue entry, with the page's words for it: the
 * loader's examples carry the schema defaults it filled in, and the catalogue shows marketers the JSON they would paste.
 */
function withExampleJson(root: string, entry: CatalogueEntry, words: CatalogueCopyJsonWords): CatalogueEntry {
  const schema = JSON.parse(readFileSync(join(root, sectionSchemaFile(entry.type)), 'utf8')) as { examples?: unknown[] };
  return { ...entry, copyJson: { words, examples: schema.examples ?? [] } };
}

export interface ContentPluginOptions {
  /** Makes the loader; tests pass one that counts its work. */
  createLoader?: (root: string) => ContentLoader;
  /**
   * Where content-json/, the schemas (schemas/ and each section folder's own) and public/ are read from, when not the
   * project root: the studio's end-to-end suite edits a throwaway copy (SATORI_CONTENT_ROOT) so that its saves never
   * touch the repository's content.
   */
  contentRoot?: string | undefined;
}

export function contentPlugin(options: ContentPluginOptions = {}): Plugin {
  const createLoader = options.createLoader ?? ((root: string) => createContentLoader(root));
  const { contentRoot } = options;
  let root = process.cwd();
  let loader: ContentLoader | undefined;
  let tree: ContentTree | undefined;
  let warn = (message: string) => console.warn(message);

  /** The validated tree, loaded on first use after each change. */
  const getTree = (): ContentTree => {
    if (tree) return tree;
    tree = (loader ??= createLoader(root)).load();
    if (tree.warnings.length > 0) warn(formatWarnings(tree.warnings));
    return tree;
  };
  const pageFileOf = (id: string): string | undefined => {
    const file = id.split('?')[0] ?? id;
    if (!isAbsolute(file) || !file.endsWith('.json')) return undefined;
    const projectFile = toProjectPath(root, file);
    return projectFile.startsWith(`${PAGES_DIR}/`) ? projectFile : undefined;
  };

  return {
    name: 'satori-content',
    enforce: 'pre',
    config() {
      // The development server may serve page documents only from folders it allows; the copy lies outside the project.
      return contentRoot ? { server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), resolve(contentRoot)] } } } : undefined;
    },
    configResolved(config) {
      root = contentRoot ? resolve(contentRoot) : config.root;
      warn = (message) => config.logger.warn(message);
    },
    resolveId(id) {
      if (id === PAGE_MANIFEST_ID || id === SITE_CONTENT_ID || id === MEDIA_INDEX_ID) return resolvedId(id);
      return undefined;
    },
    load(id, options) {
      if (id === resolvedId(PAGE_MANIFEST_ID)) {
        const current = getTree();
        for (const file of current.files) this.addWatchFile(join(root, file));
        if (current.errors.length > 0) throw toOverlayError(root, current.errors);
        const entries = current.pages.map(({ file, document, catalogueEntries }) => {
          const examples = (catalogueEntries ?? []).flatMap((entry) => entry.examples);
          const sectionTypes = [...new Set([...document.sections, ...examples].map((section) => section.type))];
          const indexed = document.catalogue === undefined;
          // The file name is for the server bundle only (PageManifestEntry.file).
          const fileField = options?.ssr ? `file: ${JSON.stringify(file)}, ` : '';
          return `  { ${fileField}path: ${JSON.stringify(document.path)}, ${document.aliases?.length ? `aliases: ${JSON.stringify(document.aliases)}, ` : ''}sectionTypes: ${JSON.stringify(sectionTypes)}, ${indexed ? '' : 'indexed: false, '}load: () => import(${JSON.stringify(contentRoot ? join(root, file) : `/${file}`)}) }`;
        });
        return `export const pageManifest = [\n${entries.join(',\n')}\n];\n`;
      }
      if (id === resolvedId(MEDIA_INDEX_ID)) {
        if (existsSync(join(root, MEDIA_MANIFEST_FILE))) this.addWatchFile(join(root, MEDIA_MANIFEST_FILE));
        const manifest = readMediaManifest(root);
        const index = {
          images: Object.fromEntries(Object.entries(manifest.images).map(([key, { width, height, widths }]) => [key, { width, height, widths }])),
          videos: Object.fromEntries(Object.entries(manifest.videos).map(([key, { width, height }]) => [key, { width, height }])),
          files: Object.fromEntries(Object.entries(manifest.files).map(([key, { width, height }]) => [key, { width, height }])),
          sequences: Object.fromEntries(
            Object.entries(manifest.sequences).map(([key, { path, count, firstNumber, digits, desktop, mobile }]) => [
              key,
              { path, count, firstNumber, digits, desktop, mobile },
            ]),
          ),
        };
        return `export default ${JSON.stringify(index)};\n`;
      }
      if (id === resolvedId(SITE_CONTENT_ID)) {
        this.addWatchFile(join(root, SITE_FILE));
        const current = getTree();
        if (!current.site)
          throw toOverlayError(
            root,
            current.errors.filter((problem) => problem.file === SITE_FILE),
          );
        return `export default ${JSON.stringify(withoutContentVersion(current.site))};\n`;
      }
      const pageFile = pageFileOf(id);
      if (pageFile === undefined) return undefined;
      // A page module is the validated document, schema defaults filled in; Vite's JSON plugin turns it into a module.
      let current = getTree();
      if (!current.files.includes(pageFile)) {
        // Added since the tree was loaded and the watcher has not said so yet.
        tree = undefined;
        current = getTree();
      }
      const page = current.pages.find((candidate) => candidate.file === pageFile);
      if (page) {
        const { document, catalogueEntries } = page;
        // Only a catalogue with the words for it shows (and so carries) the examples' JSON.
        const words = document.catalogue?.copyJson;
        const entries = words ? catalogueEntries?.map((entry) => withExampleJson(root, entry, words)) : catalogueEntries;
        const served = withoutContentVersion(document);
        return JSON.stringify(entries ? { ...served, catalogueEntries: entries } : served);
      }
      const problems = current.errors.filter((problem) => problem.file === pageFile);
      if (problems.length > 0) throw toOverlayError(root, problems);
      return undefined;
    },
    configureServer(server: ViteDevServer) {
      const contentDir = resolve(root, CONTENT_DIR);
      const schemasDir = resolve(root, SCHEMAS_DIR);
      const sectionsDir = resolve(root, SECTIONS_DIR);
      const mediaManifest = resolve(root, MEDIA_MANIFEST_FILE);
      // A section's schema lives in its folder beside the component; only the schema is content, the rest is code.
      const isSchema = (file: string) => file.startsWith(schemasDir + sep) || (file.startsWith(sectionsDir + sep) && file.endsWith('.schema.json'));
      server.watcher.add([contentDir, schemasDir, sectionsDir, mediaManifest]);
      const onContentChange = (file: string) => {
        if (!file.startsWith(contentDir + sep) && !isSchema(file) && file !== mediaManifest) return;
        tree = undefined;
        // The loader holds the compiled schemas and what it found under public/, so a change to either starts a new one.
        if (isSchema(file) || file === mediaManifest) loader = undefined;
        const graph = server.environments.client.moduleGraph;
        for (const id of [resolvedId(PAGE_MANIFEST_ID), resolvedId(SITE_CONTENT_ID), resolvedId(MEDIA_INDEX_ID), file]) {
          const module = graph.getModuleById(id);
          if (module) graph.invalidateModule(module);
        }
        // A reload loads the tree again: an invalid file shows the overlay, a fixed one clears it.
        // `triggeredBy` names the content file, so that the studio (which saved it itself) can keep its state.
        server.ws.send({ type: 'full-reload', triggeredBy: file });
      };
      server.watcher.on('change', onContentChange);
      server.watcher.on('add', onContentChange);
      server.watcher.on('unlink', onContentChange);
    },
  };
}
