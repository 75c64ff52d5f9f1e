/**
 * What the Playwright configurations share: Debian's Chromium against a production build served exactly as
 * `npm start` serves it (scripts/serve.ts), or as `serveCommand` serves it (the nginx suite), on `port`.
 */
import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export function builtSiteConfig(
  port: number,
  serveCommand = 'npm run -s serve',
): Pick<PlaywrightTestConfig, 'fullyParallel' | 'forbidOnly' | 'timeout' | 'expect' | 'use' | 'webServer'> {
  return {
    fullyParallel: true,
    forbidOnly: true,
    // Generous: a test that walks many pages (every footer link, axe at two widths) takes 20–25 s on a busy
    // two-core CI machine. A limit only decides how late a real failure is reported; nothing waits for it.
    timeout: 60_000,
    expect: { timeout: 8_000 },
    use: chromiumAt(port),
    webServer: {
      command: serveCommand,
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  };
}

/**
 * Debian's Chromium against a local server on `port`, keeping a trace of each failure; every suite uses these.
 * Two defaults save CPU on a two-core machine without hiding anything a test asserts:
 * - the trace keeps DOM snapshots but no screencast (a page with running animations never stops producing frames);
 * - the page prefers reduced motion, so the site's loops, rotations and reveals stay still. Tests about motion, and
 *   the page sweep (axe must see the pause buttons that exist only with motion), opt back in with
 *   `test.use({ reducedMotion: 'no-preference' })`.
 */
export function chromiumAt(port: number): NonNullable<PlaywrightTestConfig['use']> {
  return {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: { mode: 'retain-on-failure', screenshots: false },
    reducedMotion: 'reduce',
  };
}
