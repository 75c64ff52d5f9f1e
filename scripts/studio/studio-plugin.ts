/**
 * The studio (issue 28): a development-only visual editor at /__studio over the same content-json/ files.
 * `apply: 'serve'` keeps it out of every build: no studio page, module or endpoint can reach dist/ (a test reads
 * dist/ to make sure). The editor page and its preview are Vite HTML entries under studio/, served here with Vite's
 * own HTML transform so they get hot reloading; the JSON endpoints are scripts/studio/studio-api.ts.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { createStudioApi } from './studio-api.ts';

export const STUDIO_PATH = '/__studio';

/** Studio addresses and the HTML entry each one serves. */
const STUDIO_PAGES: Record<string, string> = {
  [STUDIO_PATH]: 'studio/index.html',
  [`${STUDIO_PATH}/preview`]: 'studio/preview.html',
};

async function serveStudioPage(server: ViteDevServer, url: string, entry: string): Promise<string> {
  const html = await readFile(join(server.config.root, entry), 'utf8');
  return server.transformIndexHtml(url, html);
}

export interface StudioPluginOptions {
  /** Where the edited content lives, when not the project root (the content plugin's `contentRoot`). */
  contentRoot?: string | undefined;
}

export function studioPlugin({ contentRoot }: StudioPluginOptions = {}): Plugin {
  return {
    name: 'satori:studio',
    apply: 'serve',
    configureServer(server) {
      // A saved page reaches the site's own tabs through the content plugin's file watching; nothing to do here.
      const api = createStudioApi({ root: contentRoot ? resolve(contentRoot) : server.config.root });
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '/';
        const pathname = url.split('?')[0]?.replace(/\/+$/, '') ?? '';
        if (pathname.startsWith(`${STUDIO_PATH}/api/`)) {
          api(request, response, next);
          return;
        }
        const entry = STUDIO_PAGES[pathname];
        if (!entry || request.method !== 'GET') {
          next();
          return;
        }
        serveStudioPage(server, url, entry).then(
          (html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(html);
          },
          (error: unknown) => next(error),
        );
      });
      server.httpServer?.once('listening', () => {
        const address = server.resolvedUrls?.local[0];
        if (address) server.config.logger.info(`  Studio: ${address.replace(/\/$/, '')}${STUDIO_PATH}`);
      });
    },
  };
}
