/**
 * The four Playwright suites, as projects of the one configuration (playwright.config.ts), each with the server it
 * tests. `npm test` runs them in one `playwright test`, so they share one pool of workers and no suite's tail
 * leaves the machine idle. Which suites run is E2E_SUITES (comma-separated; `main` when unset):
 * - main: e2e/ against the demo build in dist/, served as `npm start` serves it (scripts/dev/serve.ts);
 * - studio: e2e/studio/ against the development server over a throwaway copy of the content;
 * - nginx: e2e/nginx/ against the same dist/ on Debian's nginx with the shipped configuration, over HTTPS;
 * - wordpress: e2e/wordpress/ against the production build in WP_BUILD_DIR (scripts/test/wordpress/build-wordpress-copy.sh).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlaywrightTestConfig, Project } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium.ts';

/**
 * In the order Playwright queues them: the studio first, because its tests run one at a time on one worker and would
 * otherwise be the run's tail while the other workers idle; then the main suite, whose sweep starts with its slowest page.
 */
export const SUITE_NAMES = ['studio', 'main', 'nginx', 'wordpress'] as const;
export type SuiteName = (typeof SUITE_NAMES)[number];

export const MAIN_PORT = Number(process.env['E2E_PORT'] ?? 4320);
export const WORDPRESS_PORT = Number(process.env['WP_E2E_PORT'] ?? 4330);
/** HTTPS, as the shipped configuration serves; plain HTTP on the next port only redirects (e2e/nginx/tls.spec.ts). */
export const NGINX_HTTPS_PORT = Number(process.env['NGINX_E2E_PORT'] ?? 4340);
export const NGINX_HTTP_PORT = Number(process.env['NGINX_E2E_HTTP_PORT'] ?? NGINX_HTTPS_PORT + 1);
export const STUDIO_PORT = Number(process.env['STUDIO_E2E_PORT'] ?? 4350);

type WebServer = NonNullable<Exclude<PlaywrightTestConfig['webServer'], unknown[]>>;

interface Suite {
  project: Project;
  webServer: WebServer;
}

/**
 * Debian's Chromium against a local server, keeping a trace of each failure. Two defaults save CPU on a two-core
 * machine without hiding anything a test asserts:
 * - the trace keeps the actions, console, network and sources, but neither a screencast (a page with running
 *   animations never stops producing frames) nor DOM snapshots (taken before and after every action, they cost
 *   a tenth of a swept page's CPU); the failure's error-context.md still shows the page's accessibility tree;
 * - the page prefers reduced motion, so the site's loops, rotations and reveals stay still. Tests about motion, and
 *   the page sweep (axe must see the pause buttons that exist only with motion), opt back in with
 *   `test.use({ reducedMotion: 'no-preference' })`.
 */
export function chromiumAt(baseURL: string, extraArgs: readonly string[] = []): NonNullable<PlaywrightTestConfig['use']> {
  return {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] },
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    reducedMotion: 'reduce',
  };
}

/** A production build served by scripts/dev/serve.ts from `cwd` on `port`. */
function servedBuild(port: number, cwd?: string): WebServer {
  return { command: 'npm run -s serve', cwd, env: { PORT: String(port) }, url: `http://127.0.0.1:${port}/`, reuseExistingServer: false, timeout: 30_000 };
}

const nginxBaseURL = `https://127.0.0.1:${NGINX_HTTPS_PORT}`;

const suites: Record<SuiteName, () => Suite> = {
  main: () => ({
    project: {
      name: 'main',
      testDir: 'e2e',
      testIgnore: ['wordpress/**', 'nginx/**', 'studio/**'],
      use: chromiumAt(`http://127.0.0.1:${MAIN_PORT}`),
    },
    webServer: servedBuild(MAIN_PORT),
  }),
  studio: () => {
    // The server's content copy (scripts/studio/studio-content-copy.ts), one per port: two runs side by side never edit
    // the same files. The server and the tests' fixtures both read it from the environment.
    process.env['STUDIO_E2E_ROOT'] ??= join(tmpdir(), `satori-studio-e2e-${String(STUDIO_PORT)}`);
    return {
      project: {
        name: 'studio',
        testDir: 'e2e/studio',
        // One at a time: the tests save files into the one content copy, which each test restores.
        workers: 1,
        fullyParallel: false,
        // The first visit compiles the studio and the section modules on demand (Vite's development server).
        timeout: 90_000,
        expect: { timeout: 15_000 },
        use: chromiumAt(`http://127.0.0.1:${STUDIO_PORT}`),
      },
      webServer: {
        command: 'npx tsx scripts/studio/studio-e2e-server.ts',
        env: { PORT: String(STUDIO_PORT) },
        url: `http://127.0.0.1:${STUDIO_PORT}/__studio`,
        reuseExistingServer: false,
        timeout: 120_000,
      },
    };
  },
  nginx: () => ({
    project: {
      name: 'nginx',
      testDir: 'e2e/nginx',
      // The certificate is self-signed, made at start (scripts/dev/serve-nginx.ts). Chromium refuses to register a
      // service worker (msw's, in this demo build) from an origin whose certificate it does not trust, whatever
      // ignoreHTTPSErrors says; only its own switch lets the test certificate through there.
      use: { ...chromiumAt(nginxBaseURL, ['--ignore-certificate-errors']), ignoreHTTPSErrors: true },
    },
    webServer: {
      command: 'npm run -s serve:nginx',
      env: { PORT: String(NGINX_HTTPS_PORT), HTTP_PORT: String(NGINX_HTTP_PORT) },
      url: `${nginxBaseURL}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  }),
  wordpress: () => ({
    project: { name: 'wordpress', testDir: 'e2e/wordpress', workers: 2, use: chromiumAt(`http://127.0.0.1:${WORDPRESS_PORT}`) },
    webServer: servedBuild(WORDPRESS_PORT, wordPressBuildDir()),
  }),
};

/** The project holding the production build made against the local WordPress. */
export function wordPressBuildDir(): string {
  const dir = process.env['WP_BUILD_DIR'];
  if (!dir)
    throw new Error(
      'The wordpress suite needs WP_BUILD_DIR, the copy scripts/test/wordpress/build-wordpress-copy.sh built (scripts/test/test-wordpress.sh sets it).',
    );
  return dir;
}

/** The suites E2E_SUITES names, in their fixed order; an unknown name is an error, not a silent skip. */
export function selectedSuites(value = process.env['E2E_SUITES'] ?? 'main'): Suite[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SUITE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`E2E_SUITES names unknown suites: ${unknown.join(', ')} (known: ${SUITE_NAMES.join(', ')}).`);
  return SUITE_NAMES.filter((name) => names.includes(name)).map((name) => suites[name]());
}
