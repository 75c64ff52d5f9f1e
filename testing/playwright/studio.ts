import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test as base, expect, type FrameLocator, type Page } from '@playwright/test';
import { restoreStudioContent, studioE2eRoot } from '../../scripts/studio/studio-content-copy.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
const contentRoot = studioE2eRoot();

/** Runs git in the studio's content copy (a repository of its own: scripts/studio/studio-content-copy.ts). */
export const gitInContentCopy = (...args: string[]) => execFileSync('git', args, { cwd: contentRoot, encoding: 'utf8' });

/** A content file as the studio's server sees it (in the throwaway copy), and as the repository has it. */
export const contentFile = {
  read: (file: string) => readFileSync(join(contentRoot, file), 'utf8'),
  write: (file: string, text: string) => writeFileSync(join(contentRoot, file), text),
  original: (file: string) => readFileSync(join(projectRoot, file), 'utf8'),
};

/** The lines of `after` that differ from `before`, position by position (the files keep their line count here). */
export function changedLines(before: string, after: string): { line: number; before: string; after: string }[] {
  const left = before.split('\n');
  const right = after.split('\n');
  const changes = [];
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    if (left[index] !== right[index]) changes.push({ line: index + 1, before: left[index] ?? '', after: right[index] ?? '' });
  }
  return changes;
}

/**
 * Opens or reloads a page of the development server and waits until its Vite client has connected: the server tells
 * open pages to reload after a saved change only over that connection, so a change saved before it opens reloads
 * nothing (on a busy machine the page can render well before it connects).
 */
export async function whenLive(page: Page, navigate: () => Promise<unknown>) {
  const connected = page.waitForEvent('console', (message) => message.text() === '[vite] connected.');
  await navigate();
  await connected;
}

export const preview = (page: Page): FrameLocator => page.frameLocator('iframe[title="Preview"]');

/** Opens the studio on a page, from the page list, and waits until its preview shows. */
export async function openPage(page: Page, path: string) {
  await page.goto('/__studio');
  await page
    .getByRole('list', { name: 'Pages' })
    .getByRole('button', { name: new RegExp(`^${path.replace(/[/.]/g, '\\$&')} `) })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expect(preview(page).locator('main [data-section-type]').first()).toBeAttached();
}

export const test = base.extend<{ freshContent: undefined; expectedErrors: RegExp | undefined }>({
  /** The console and page errors a test causes on purpose (an invalid content file: the page's modules answer 500). */
  expectedErrors: [undefined, { option: true }],
  freshContent: [
    async ({ page, expectedErrors }, use) => {
      // Every test starts from the repository's content; the server's loader notices changed files by their text.
      restoreStudioContent(projectRoot, contentRoot);
      const problems: string[] = [];
      const report = (problem: string) => {
        if (!expectedErrors?.test(problem)) problems.push(problem);
      };
      page.on('pageerror', (error) => report(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // The browser logs every refused request; a refused save (409 changed on disk, 422 invalid) is the studio at work.
        const refusedSave = /status of (409|422)/.test(message.text());
        if (message.type() === 'error' && !refusedSave) report(`console: ${message.text()}`);
      });
      await use(undefined);
      expect(problems, 'errors in the studio or its preview').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
