import { defineConfig } from '@playwright/test';
import { builtSiteConfig } from './scripts/lib/playwright-built-site.ts';

export default defineConfig({
  ...builtSiteConfig(Number(process.env['E2E_PORT'] ?? 4320)),
  testDir: 'e2e',
  // The real-WordPress and nginx suites have their own configurations (playwright.wordpress.config.ts, playwright.nginx.config.ts).
  testIgnore: ['wordpress/**', 'nginx/**', 'studio/**'],
  // Three on two cores: much of a test is waiting (network idle, media), which a third worker fills.
  workers: 3,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
});
