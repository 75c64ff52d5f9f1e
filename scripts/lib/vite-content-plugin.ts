/**
 * Vite plugin that owns content: it validates every content file (failing the
 * build, or showing Vite's error overlay in dev, with located messages),
 * fills in schema defaults, and serves two virtual modules:
 *   virtual:page-manifest  every page's path, aliases, section types and a lazy loader
 *   virtual:site-content   the validated site.json
 *   virtual:media-index    sizes of the prepared images, videos and frame sequences, for reserved space
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { MEDIA_MANIFEST_FILE } from '../media/media-manifest.ts';
import { readMediaManifest } from './media-references.ts';
import { CONTENT_DIR, ContentValidationError, PAGES_DIR, SCHEMAS_DIR, SITE_FILE, createContentValidator, loadContentTree, type ContentProblem, type ContentValidator } from './content-validation.ts';

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

export function contentPlugin(): Plugin {
  let root = process.cwd();
  let validator: ContentValidator | undefined;
  const getValidator = () => (validator ??= createContentValidator(root));
  const projectPath = (file: string) => relative(root, file).split(sep).join('/');

  return {
    name: 'satori-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      if (id === PAGE_MANIFEST_ID || id === SITE_CONTENT_ID || id === MEDIA_INDEX_ID) return resolvedId(id);
      return undefined;
    },
    load(id) {
      if (id === resolvedId(PAGE_MANIFEST_ID)) {
        const tree = loadContentTree(root, getValidator());
        for (const page of tree.pages) this.addWatchFile(join(root, page.file));
        this.addWatchFile(join(root, SITE_FILE));
        if (tree.problems.length > 0) throw toOverlayError(root, tree.problems);
        const entries = tree.pages.map(({ file, document }) => {
          const sectionTypes = [...new Set(document.sections.map((section) => section.type))];
          return `  { file: ${JSON.stringify(file)}, path: ${JSON.stringify(document.path)}, aliases: ${JSON.stringify(document.aliases ?? [])}, sectionTypes: ${JSON.stringify(sectionTypes)}, load: () => import(${JSON.stringify(`/${file}`)}) }`;
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
            Object.entries(manifest.sequences).map(([key, { path, count, firstNumber, digits, desktop, mobile }]) => [key, { path, count, firstNumber, digits, desktop, mobile }]),
          ),
        };
        return `export default ${JSON.stringify(index)};\n`;
      }
      if (id === resolvedId(SITE_CONTENT_ID)) {
        this.addWatchFile(join(root, SITE_FILE));
        const checked = getValidator().checkSite(SITE_FILE, readFileSync(join(root, SITE_FILE), 'utf8'));
        if (!checked.document) throw toOverlayError(root, checked.problems);
        return `export default ${JSON.stringify(checked.document)};\n`;
      }
      return undefined;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!isAbsolute(file) || !file.endsWith('.json') || !projectPath(file).startsWith(`${PAGES_DIR}/`)) return undefined;
      const checked = getValidator().checkPage(projectPath(file), code);
      if (!checked.document) throw toOverlayError(root, checked.problems);
      // Components receive the document with schema defaults filled in.
      return { code: JSON.stringify(checked.document), map: null };
    },
    configureServer(server: ViteDevServer) {
      const watched = [resolve(root, CONTENT_DIR), resolve(root, SCHEMAS_DIR)];
      const mediaManifest = resolve(root, MEDIA_MANIFEST_FILE);
      server.watcher.add([...watched, mediaManifest]);
      const onContentChange = (file: string) => {
        if (!watched.some((dir) => file.startsWith(dir + sep)) && file !== mediaManifest) return;
        // The validator holds the schemas and the media manifest, so either change rebuilds it.
        if (file.startsWith(resolve(root, SCHEMAS_DIR)) || file === mediaManifest) validator = undefined;
        const graph = server.environments.client.moduleGraph;
        for (const id of [resolvedId(PAGE_MANIFEST_ID), resolvedId(SITE_CONTENT_ID), resolvedId(MEDIA_INDEX_ID), file]) {
          const module = graph.getModuleById(id);
          if (module) graph.invalidateModule(module);
        }
        // A reload re-runs validation: an invalid file shows the overlay, a fixed one clears it.
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onContentChange);
      server.watcher.on('add', onContentChange);
      server.watcher.on('unlink', onContentChange);
    },
  };
}
