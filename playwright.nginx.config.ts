/**
 * The production-serving suite (e2e/nginx/): the production build served by a real nginx with the configuration
 * the build shipped (`npm run serve:nginx`). scripts/test-all.sh runs it after the main suite, and skips it,
 * loudly, only when nginx cannot be installed.
 */
import { defineConfig } from '@playwright/test';
import { builtSiteConfig } from './scripts/lib/playwright-built-site.ts';

export default defineConfig({
  ...builtSiteConfig(Number(process.env['NGINX_E2E_PORT'] ?? 4340), 'npm run -s serve:nginx'),
  testDir: 'e2e/nginx',
  workers: 3,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-nginx.json' }]],
});
