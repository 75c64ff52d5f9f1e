// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MESSAGE_NEEDED,
  NOTHING_TO_SHARE,
  NOT_A_REPOSITORY,
  NO_IDENTITY,
  SHARE_FAILED,
  changedFiles,
  shareForReview,
} from '../../scripts/studio/review-changes.ts';

const ABOUT = 'content-json/pages/about.json';
const EVENTS = 'content-json/pages/events.json';
const SITE = 'content-json/site.json';
const BRANCH = 'content/update-the-about-page-heading';

const folders: string[] = [];

function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'satori-review-'));
  folders.push(path);
  return path;
}

function git(root: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function write(root: string, file: string, text: string): void {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
}

const page = (heading: string) => `${JSON.stringify({ path: '/about', title: 'About', sections: [{ type: 'hero', heading }] }, null, 2)}\n`;

/** A repository with one commit (two content files and notes.txt), then an edited page, a new page and edited notes. */
function repository(): string {
  const root = folder();
  git(root, 'init', '--quiet', '-b', 'main');
  git(root, 'config', 'user.name', 'Studio Test');
  git(root, 'config', 'user.email', 'studio-test@example.com');
  git(root, 'config', 'commit.gpgsign', 'false');
  write(root, ABOUT, page('About us'));
  write(root, SITE, '{ "name": "Satori XR" }\n');
  write(root, 'notes.txt', 'first notes\n');
  git(root, 'add', '-A');
  git(root, 'commit', '--quiet', '-m', 'First version');
  write(root, ABOUT, page('Who we are'));
  write(root, EVENTS, page('Events'));
  write(root, 'notes.txt', 'second notes\n');
  return root;
}

afterAll(() => {
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

describe('changes ready for review', () => {
  let root: string;
  beforeAll(() => {
    root = repository();
  });

  it('lists the changed content files with their diffs, and nothing else', async () => {
    const answer = await changedFiles(root);
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.branch).toBe('main');
    expect(answer.files.map(({ file, status }) => ({ file, status }))).toEqual([
      { file: ABOUT, status: 'modified' },
      { file: EVENTS, status: 'added' },
    ]);
    const [about, events] = answer.files;
    expect(about?.diff).toContain('-      "heading": "About us"');
    expect(about?.diff).toContain('+      "heading": "Who we are"');
    expect(events?.diff).toContain('--- /dev/null');
    expect(events?.diff).toContain('+      "heading": "Events"');
  });

  it('asks for a message that says what changed', async () => {
    for (const message of [undefined, 42, '  ', 'ok', 'x'.repeat(201), `${'A very long first line '.repeat(4)}\nand more`]) {
      const answer = await shareForReview(root, { message });
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(answer.status).toBe(400);
    }
    expect(await shareForReview(root, { message: '' })).toEqual({ ok: false, status: 400, message: MESSAGE_NEEDED });
    expect(git(root, 'rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');
  });

  it('commits only the content files on a new branch, and pushes nothing', async () => {
    const answer = await shareForReview(root, { message: '  Update the About page heading\n' });
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.branch).toBe(BRANCH);
    expect(answer.files).toEqual([ABOUT, EVENTS]);
    expect(answer.next).toEqual([`git push -u origin ${BRANCH}`, `gh pr create --fill --head ${BRANCH}`, 'git switch main']);
    expect(git(root, 'rev-parse', 'HEAD').trim()).toBe(answer.commit);
    expect(git(root, 'show', '--name-only', '--format=', 'HEAD').trim().split('\n')).toEqual([ABOUT, EVENTS]);
    expect(git(root, 'log', '-1', '--format=%s|%an|%ae').trim()).toBe('Update the About page heading|Studio Test|studio-test@example.com');
    expect(git(root, 'rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe(BRANCH);
    // The unrelated change stays as it was: modified, not staged, not committed.
    expect(git(root, 'status', '--porcelain=v1')).toBe(' M notes.txt\n');
    // There is no remote to contact, and none was added.
    expect(git(root, 'remote').trim()).toBe('');
    expect(git(root, 'for-each-ref', '--format=%(refname)', 'refs/remotes').trim()).toBe('');
  });

  it('has nothing to share a second time', async () => {
    expect(await changedFiles(root)).toEqual({ ok: true, branch: BRANCH, files: [] });
    expect(await shareForReview(root, { message: 'Update the About page heading' })).toEqual({ ok: false, status: 409, message: NOTHING_TO_SHARE });
  });

  it('picks a free branch name when the first is taken', async () => {
    git(root, 'switch', '--quiet', 'main');
    write(root, SITE, '{ "name": "Satori XR Studio" }\n');
    const answer = await shareForReview(root, { message: 'Update the About page heading' });
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.branch).toBe(`${BRANCH}-2`);
    expect(answer.files).toEqual([SITE]);
  });
});

describe('outside a repository, or without an identity', () => {
  it('says the folder is not a git repository', async () => {
    const root = folder();
    write(root, ABOUT, page('About us'));
    expect(await changedFiles(root)).toEqual({ ok: false, message: NOT_A_REPOSITORY });
    const answer = await shareForReview(root, { message: 'Update the About page heading' });
    expect(answer).toMatchObject({ ok: false, message: NOT_A_REPOSITORY });
  });

  it('explains how to set a name and email, and leaves everything as it was', async () => {
    const root = repository();
    git(root, 'config', '--unset', 'user.name');
    git(root, 'config', '--unset', 'user.email');
    git(root, 'config', 'user.useConfigOnly', 'true');
    const saved = { ...process.env };
    // Hide the computer's own identity (global configuration and environment) from git.
    process.env.GIT_CONFIG_GLOBAL = join(root, 'no-global-config');
    process.env.GIT_CONFIG_NOSYSTEM = '1';
    for (const name of ['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL', 'EMAIL']) Reflect.deleteProperty(process.env, name);
    try {
      const statusBefore = git(root, 'status', '--porcelain=v1');
      expect(await shareForReview(root, { message: 'Update the About page heading' })).toEqual({ ok: false, status: 500, message: NO_IDENTITY });
      expect(git(root, 'rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');
      expect(git(root, 'branch', '--list', 'content/*').trim()).toBe('');
      expect(git(root, 'status', '--porcelain=v1')).toBe(statusBefore);
    } finally {
      process.env = saved;
    }
  });

  it('puts everything back when the commit fails', async () => {
    const root = repository();
    git(root, 'add', '--', EVENTS);
    write(root, '.git/hooks/pre-commit', '#!/bin/sh\nexit 1\n');
    chmodSync(join(root, '.git/hooks/pre-commit'), 0o755);
    const statusBefore = git(root, 'status', '--porcelain=v1');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await shareForReview(root, { message: 'Update the About page heading' })).toEqual({ ok: false, status: 500, message: SHARE_FAILED });
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
    expect(git(root, 'rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');
    expect(git(root, 'branch', '--list', 'content/*').trim()).toBe('');
    expect(git(root, 'status', '--porcelain=v1')).toBe(statusBefore);
    expect(statusBefore).toContain(`A  ${EVENTS}`);
  });
});
