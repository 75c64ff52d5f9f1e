/**
 * The real-WordPress contract suite (e2e/wordpress/): the site built with VITE_WP_API_URL pointing at the
 * local WordPress of `npm run wp:local`. Run by scripts/test-wordpress.sh, which starts WordPress, builds a
 * copy of the site against it and stops it again.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

const port = Number(process.env['E2E_PORT'] ?? 4330);

export default defineConfig({
  testDir: 'e2e/wordpress',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-wordpress.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npm run -s serve',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
