import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumAt } from './scripts/lib/playwright-built-site.ts';

const port = Number(process.env['STUDIO_E2E_PORT'] ?? 4340);
// The server's content copy (scripts/lib/studio-content-copy.ts), one per port: two runs side by side never edit the
// same files. The server and the tests' fixtures both read it from the environment.
process.env['STUDIO_E2E_ROOT'] ??= join(tmpdir(), `satori-studio-e2e-${String(port)}`);

/**
 * The studio (/__studio) on the development server, over a throwaway copy of the content
 * (scripts/studio-e2e-server.ts). One worker: the tests save files into that one copy, which each test restores.
 */
export default defineConfig({
  testDir: 'e2e/studio',
  workers: 1,
  forbidOnly: true,
  // The first visit compiles the studio and the section modules on demand (Vite's development server).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-studio.json' }]],
  use: chromiumAt(port),
  webServer: {
    command: 'npx tsx scripts/studio-e2e-server.ts',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/__studio`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
