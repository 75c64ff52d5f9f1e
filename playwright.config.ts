import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

const port = Number(process.env['E2E_PORT'] ?? 4320);

export default defineConfig({
  testDir: 'e2e',
  // The real-WordPress suite has its own build and configuration (playwright.wordpress.config.ts).
  testIgnore: ['wordpress/**'],
  fullyParallel: true,
  // Three on two cores: much of a test is waiting (the 2 s splash, network idle), which a third worker fills.
  workers: 3,
  forbidOnly: true,
  // Generous: a test that walks many pages (every footer link, axe at two widths) takes 20–25 s on a busy
  // two-core CI machine. A limit only decides how late a real failure is reported; nothing waits for it.
  timeout: 60_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  // The production build, served exactly as `npm start` serves it.
  webServer: {
    command: 'npm run -s serve',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
