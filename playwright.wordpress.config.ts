/**
 * The real-WordPress contract suite (e2e/wordpress/): the site built with VITE_WP_API_URL pointing at the
 * local WordPress of `npm run wp:local`. Run by scripts/test-wordpress.sh, which starts WordPress, builds a
 * copy of the site against it and stops it again.
 */
import { defineConfig } from '@playwright/test';
import { builtSiteConfig } from './scripts/lib/playwright-built-site.ts';

export default defineConfig({
  ...builtSiteConfig(Number(process.env['E2E_PORT'] ?? 4330)),
  testDir: 'e2e/wordpress',
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-wordpress.json' }]],
});
