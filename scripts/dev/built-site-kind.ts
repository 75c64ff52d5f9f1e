/**
 * Which build is in dist/, for the servers' start-up line: only the demo build ships the mock service worker (a
 * production build never carries a mock), so its file tells the two apart without reading any configuration.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MOCK_SERVICE_WORKER_FILE } from '../build/vite/mock-services-plugin.ts';

export type BuiltSiteKind = 'demo' | 'production';

export const builtSiteKind = (dist: string): BuiltSiteKind => (existsSync(join(dist, MOCK_SERVICE_WORKER_FILE)) ? 'demo' : 'production');

/** What the start-up line says the build is. */
export const BUILD_WORDS: Record<BuiltSiteKind, string> = {
  demo: 'demo build: mock posts and contact form, pages marked noindex',
  production: 'production build',
};
