/**
 * msw's service worker script, served from the installed msw package (so it always matches msw's version)
 * and written into the build only for builds that use an embedded mock (posts or the form provider): a build
 * with a real content service (VITE_WP_API_URL) and form endpoint (VITE_CONTACT_FORM_ENDPOINT) ships no msw at
 * all, not even its worker file.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

export const MOCK_SERVICE_WORKER_FILE = 'mockServiceWorker.js';

const workerSource = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${MOCK_SERVICE_WORKER_FILE}`), 'utf8');

export function mockServiceWorkerPlugin({ usesEmbeddedMocks }: { usesEmbeddedMocks: boolean }): Plugin {
  return {
    name: 'satori:mock-service-worker',
    configureServer(server) {
      if (!usesEmbeddedMocks) return;
      server.middlewares.use(`/${MOCK_SERVICE_WORKER_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(workerSource());
      });
    },
    generateBundle() {
      if (!usesEmbeddedMocks || this.environment.config.consumer === 'server') return;
      this.emitFile({ type: 'asset', fileName: MOCK_SERVICE_WORKER_FILE, source: workerSource() });
    },
  };
}
