/**
 * The one build-time switch for the embedded mocks (msw). Builds that mock a service (posts or the form provider)
 * get msw's worker script, served from the installed msw package (so it always matches msw's version), and
 * `virtual:mock-services` is testing/mocks/mock-services.ts, which the API clients await before each request.
 * Any other build gets a `virtual:mock-services` that imports nothing and waits for nothing, and no worker file:
 * a build with a real content service (VITE_WP_API_URL) and form endpoint (VITE_CONTACT_FORM_ENDPOINT) ships no
 * msw at all.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CLAIM_REQUEST } from '../../../testing/mocks/pending-worker.ts';

export const MOCK_SERVICE_WORKER_FILE = 'mockServiceWorker.js';

export const MOCK_SERVICES_MODULE = 'virtual:mock-services';

const EMBEDDED_MOCK_SERVICES_FILE = 'testing/mocks/mock-services.ts';

const NO_MOCK_SERVICES = `\0${MOCK_SERVICES_MODULE}`;

/**
 * msw's worker, and one message more: a page that loaded while the worker was installing is not controlled, and
 * asks to be claimed rather than let msw reload it (testing/mocks/pending-worker.ts says why).
 */
const workerSource = () =>
  `${readFileSync(createRequire(import.meta.url).resolve(`msw/${MOCK_SERVICE_WORKER_FILE}`), 'utf8')}
// Added by scripts/build/vite/mock-services-plugin.ts (testing/mocks/pending-worker.ts).
addEventListener('message', (event) => {
  if (event.data === ${JSON.stringify(CLAIM_REQUEST)}) event.waitUntil(self.clients.claim())
})
`;

export function mockServicesPlugin({ usesEmbeddedMocks }: { usesEmbeddedMocks: boolean }): Plugin {
  let root = process.cwd();
  return {
    name: 'satori:mock-services',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      if (id !== MOCK_SERVICES_MODULE) return undefined;
      return usesEmbeddedMocks ? join(root, EMBEDDED_MOCK_SERVICES_FILE) : NO_MOCK_SERVICES;
    },
    load(id) {
      return id === NO_MOCK_SERVICES ? 'export function mockServicesReady() {\n  return Promise.resolve();\n}\n' : undefined;
    },
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
