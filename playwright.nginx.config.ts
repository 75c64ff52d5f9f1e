/**
 * The production-serving suite (e2e/nginx/): the production build served by a real nginx with the configuration
 * the build shipped (`npm run serve:nginx`), over HTTPS with a certificate made at test time. scripts/test-all.sh
 * runs it (scripts/test-nginx.sh) after the main suite, and skips it, loudly, only when nginx cannot be installed.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';
import { builtSiteConfig } from './scripts/lib/playwright-built-site.ts';

/** HTTPS, as the shipped configuration serves; plain HTTP on the next port only redirects (e2e/nginx/tls.spec.ts). */
export const NGINX_HTTPS_PORT = Number(process.env['NGINX_E2E_PORT'] ?? 4340);
export const NGINX_HTTP_PORT = Number(process.env['NGINX_E2E_HTTP_PORT'] ?? NGINX_HTTPS_PORT + 1);

const builtSite = builtSiteConfig(NGINX_HTTPS_PORT);
const baseURL = `https://127.0.0.1:${NGINX_HTTPS_PORT}`;

export default defineConfig({
  ...builtSite,
  // The certificate is self-signed, made at test time (scripts/test-nginx.sh, or by serve-nginx.ts when not given).
  // Chromium refuses to register a service worker (msw's, in this demo build) from an origin whose certificate it
  // does not trust, whatever ignoreHTTPSErrors says; only its own switch lets the test certificate through there.
  use: {
    ...builtSite.use,
    baseURL,
    ignoreHTTPSErrors: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'] },
  },
  webServer: {
    command: 'npm run -s serve:nginx',
    env: { PORT: String(NGINX_HTTPS_PORT), HTTP_PORT: String(NGINX_HTTP_PORT) },
    url: `${baseURL}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 30_000,
  },
  testDir: 'e2e/nginx',
  workers: 3,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-nginx.json' }]],
});
