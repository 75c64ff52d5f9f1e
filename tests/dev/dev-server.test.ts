// @vitest-environment node
/**
 * `npm run dev` in Chromium: a page renders (the entry must not wait for a first paint that an unrendered page never
 * has), an invalid content file shows Vite's error overlay with file, line and column on every load, and fixing the
 * file clears it. The development server runs in a temporary copy of the project (node_modules and public/ linked),
 * so that breaking content there never touches content-json/. Every wait is on the page's DOM, never on the clock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { loadContent } from '../../scripts/lib/content/load-content.ts';

const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
/** What the development server reads; node_modules and public/ are linked rather than copied. */
const COPIED = [
  'index.html',
  'vite.config.ts',
  'package.json',
  // Vite's TypeScript transform reads the project's tsconfig files, each of those tsconfig.json refers to included.
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.app.json',
  'tsconfig.node.json',
  'tsconfig.test.json',
  'tsconfig.studio.json',
  'tools/media-generator/tsconfig.json',
  'src',
  'scripts',
  'studio',
  'content-json',
  'schemas',
];
const LINKED = ['node_modules', 'public'];
const DEV_SERVER_PROCESS = join(import.meta.dirname, 'dev-server-process.ts');

/** A page whose <h1> is its legal document's title. */
const PAGE_FILE = 'content-json/pages/legal/corporate-info.json';
const PAGE_PATH = '/corporate-info';
/** The edit that makes the page invalid: a boolean property given a string. */
const VALID_LINE = '"numbered": false';
const INVALID_LINE = '"numbered": "no"';

/**
 * An upper bound, never a delay: the server starts with an empty dependency cache and compiles every module on
 * first request, which took 50 s for the first page on a busy two-core machine.
 */
const WAIT_MS = 120_000;

const OVERLAY = 'vite-error-overlay';

let copy: string;
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let baseUrl: string;

/** The address the server process prints once it listens. */
function addressOf(process: ChildProcess): Promise<string> {
  return new Promise((resolveAddress, reject) => {
    const { stdout, stderr } = process;
    if (!stdout || !stderr) throw new Error('The development server was started without pipes.');
    let errors = '';
    stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    process.once('exit', (code) => reject(new Error(`The development server exited (${String(code)}) before listening:\n${errors}`)));
    createInterface({ input: stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const { url } = JSON.parse(line) as { url?: unknown };
      if (typeof url === 'string') resolveAddress(url);
    });
  });
}

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'satori-dev-server-'));
  for (const entry of COPIED) cpSync(join(PROJECT_ROOT, entry), join(copy, entry), { recursive: true });
  for (const entry of LINKED) symlinkSync(join(PROJECT_ROOT, entry), join(copy, entry));
  server = spawn(process.execPath, ['--import', 'tsx', DEV_SERVER_PROCESS], { cwd: copy, env: { ...process.env, NO_COLOR: '1' } });
  baseUrl = await addressOf(server);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, WAIT_MS);

afterAll(async () => {
  await browser?.close();
  if (server?.exitCode === null) {
    const exited = new Promise((resolveExit) => server?.once('exit', resolveExit));
    server.kill();
    await exited;
  }
  rmSync(copy, { recursive: true, force: true });
});

const pageFile = () => join(copy, PAGE_FILE);

function newPage(): Promise<Page> {
  if (!browser) throw new Error('Chromium did not start.');
  return browser.newPage();
}

/** The page's <h1>: the title of its legal document, the first section. */
function titleOf(pageJson: string): string | undefined {
  const { sections } = JSON.parse(pageJson) as { sections: { title?: string }[] };
  return sections[0]?.title;
}

/** The text of the overlay's file line, such as "/tmp/…/content-json/pages/…json:16:19". */
const overlayFileOf = (page: Page) => page.locator(`${OVERLAY} .file`).innerText();

describe('the development server (npm run dev)', { timeout: 4 * WAIT_MS }, () => {
  it("renders a page: its <h1> is the content file's title", async () => {
    const page = await newPage();
    await page.goto(new URL(PAGE_PATH, baseUrl).href);
    const heading = page.locator('h1');
    await heading.waitFor({ timeout: WAIT_MS });
    expect(await heading.innerText()).toBe(titleOf(readFileSync(pageFile(), 'utf8')));
    expect(await page.locator(OVERLAY).count()).toBe(0);
    await page.close();
  });

  it('shows the error overlay with file, line and column on every load of an invalid file, and clears it once the file is fixed', async () => {
    const page = await newPage();
    await page.goto(new URL(PAGE_PATH, baseUrl).href);
    await page.locator('h1').waitFor({ timeout: WAIT_MS });

    const valid = readFileSync(pageFile(), 'utf8');
    expect(valid).toContain(VALID_LINE);
    const invalid = valid.replace(VALID_LINE, INVALID_LINE);
    const brokenLine = invalid.split('\n').findIndex((line) => line.includes(INVALID_LINE)) + 1;
    // Where the content loader itself locates the problem; the overlay must show exactly that.
    writeFileSync(pageFile(), invalid);
    const [problem] = loadContent(copy).errors;
    expect(problem).toMatchObject({ file: PAGE_FILE, line: brokenLine });
    const location = `${PAGE_FILE}:${String(problem?.line)}:${String(problem?.column)}`;

    // The save reloads the open page, which now shows the overlay.
    await page.locator(OVERLAY).waitFor({ timeout: WAIT_MS });
    expect(await overlayFileOf(page)).toContain(location);

    // And every fresh load shows it again (it used to stay blank three times in four).
    for (let load = 0; load < 4; load += 1) {
      await page.reload();
      await page.locator(OVERLAY).waitFor({ timeout: WAIT_MS });
      expect(await overlayFileOf(page)).toContain(location);
    }

    // Fixing the file reloads the page: the overlay is gone and the page is back.
    writeFileSync(pageFile(), valid);
    await page.locator('h1').waitFor({ timeout: WAIT_MS });
    await page.locator(OVERLAY).waitFor({ state: 'detached', timeout: WAIT_MS });
    expect(await page.locator('h1').innerText()).toBe(titleOf(valid));
    await page.close();
  });
});
