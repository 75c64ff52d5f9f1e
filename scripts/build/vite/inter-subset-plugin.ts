/**
 * Serves `virtual:inter-subset-url`: the address of Inter subset to the content's characters
 * (scripts/build/fonts/inter-subset.ts), which src/lib/theme/font-faces.ts puts in its @font-face. The module
 * re-exports the cached subset file's `?url` import, so Vite treats it as it treated Fontsource's file: hashed into
 * assets/inter-subset-<hash>.woff2 and listed in the build's manifest (which the pre-renderer's preload reads),
 * the same address in the client and the server bundle, served from disk by the development server. A content change
 * in development makes the next load cut the subset again (the content plugin reloads the page).
 */
import { resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { interSubsetFile } from '../fonts/inter-subset.ts';
import { CONTENT_DIR } from '../../content/model/paths.ts';

export const INTER_SUBSET_URL_ID = 'virtual:inter-subset-url';
const RESOLVED_ID = `\0${INTER_SUBSET_URL_ID}`;

export interface InterSubsetPluginOptions {
  /** Where content-json/ is read from when not the project root (the studio's throwaway copy, SATORI_CONTENT_ROOT). */
  contentRoot?: string | undefined;
}

export function interSubsetPlugin(options: InterSubsetPluginOptions = {}): Plugin {
  let root = process.cwd();
  return {
    name: 'satori:inter-subset',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === INTER_SUBSET_URL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const file = await interSubsetFile(root, options.contentRoot ? resolve(options.contentRoot) : root);
      return `export { default } from ${JSON.stringify(`${file}?url`)};\n`;
    },
    configureServer(server: ViteDevServer) {
      const contentDir = resolve(options.contentRoot ?? root, CONTENT_DIR);
      const onContentChange = (file: string) => {
        if (!file.startsWith(contentDir + sep)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      };
      server.watcher.on('change', onContentChange);
      server.watcher.on('add', onContentChange);
      server.watcher.on('unlink', onContentChange);
    },
  };
}
