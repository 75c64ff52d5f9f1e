/**
 * "Changes ready for review" (issue 33): the content files the studio changed since the last commit, with their
 * diffs, and "Share for review", which commits them on a new branch with the marketer's own message.
 *
 * Git runs in the project folder through execFile (no shell; arguments as a list). Nothing here pushes or touches a
 * remote: the answer lists the commands the marketer runs next (push, open the pull request, switch back).
 *
 * Binary files (pictures and videos under media-src/ or public/media/) get an empty diff. They are recognised by
 * their extension (BINARY_EXTENSIONS) and, for any other file, by git's own "Binary files … differ" line.
 */
import { execFile } from 'node:child_process';

/** The folders the studio writes; only files under them are listed and shared. */
export const REVIEWED_PATHS = ['content-json', 'media-src', 'public/media'] as const;

export interface ChangedFile {
  /** The project path, with forward slashes, such as "content-json/pages/about.json". */
  file: string;
  status: 'added' | 'modified' | 'deleted';
  /** A unified diff from the last commit to the file as it is now; '' for a binary file. */
  diff: string;
}

export type ChangesAnswer = { ok: true; branch: string; files: ChangedFile[] } | { ok: false; message: string };

export type ShareAnswer =
  { ok: true; branch: string; commit: string; files: string[]; next: string[] } | { ok: false; status: 400 | 409 | 500; message: string };

export const NOT_A_REPOSITORY = 'This folder is not a git repository, so the studio cannot list or share changes. Ask a developer to set it up.';
export const GIT_MISSING = 'Git is not installed on this computer, so the studio cannot list or share changes. Ask a developer to install it.';
export const LIST_FAILED = 'The studio could not list the changed files: git reported a problem. Ask a developer to look at the studio’s log.';
export const SHARE_FAILED =
  'The studio could not share the changes: git reported a problem, and nothing was committed. Ask a developer to look at the studio’s log.';
export const MESSAGE_NEEDED = 'Describe the change in a few words, such as "Update the About page heading".';
export const MESSAGE_TOO_LONG = 'Keep the description to 200 characters or fewer: a short first line, then any details on the lines below.';
export const FIRST_LINE_TOO_LONG =
  'Keep the first line to 72 characters or fewer, such as "Update the About page heading"; put any details on the lines below.';
export const NOTHING_TO_SHARE = 'There are no changed content files to share.';
export const BUSY = 'Git is in the middle of another operation in this folder (such as a merge). Ask a developer to finish it, then share again.';
export const NO_IDENTITY =
  'Git does not know who you are, so it cannot make the commit. Run git config --global user.name "Your Name" and git config --global user.email "you@example.com" in a terminal, then share again.';

/** Extensions whose changes cannot be shown as text. */
export const BINARY_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.webm', '.mp4'] as const;

/** The longest diff the studio sends for one file. */
export const MAX_DIFF_CHARACTERS = 200_000;

const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
  /** The output went over MAX_OUTPUT_BYTES and was cut. */
  cut: boolean;
}

class GitMissingError extends Error {}

/** Runs git in `root`; a non-zero exit is an answer, not an exception. Only a missing git throws. */
function git(root: string, args: readonly string[]): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: MAX_OUTPUT_BYTES,
        windowsHide: true,
        // Never ask for a password or open an editor; plain English for the identity check below.
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_EDITOR: 'true', LC_ALL: 'C' },
      },
      (error, stdout, stderr) => {
        if (!error) return resolve({ code: 0, stdout, stderr, cut: false });
        const failure: { code?: unknown } = error;
        if (failure.code === 'ENOENT') return reject(new GitMissingError('git was not found'));
        const cut = failure.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER';
        resolve({ code: typeof failure.code === 'number' ? failure.code : cut ? 0 : 1, stdout, stderr, cut });
      },
    );
  });
}

function logFailure(what: string, args: readonly string[], result: GitResult): void {
  console.error(`[studio] ${what}: git ${args.join(' ')} exited with ${result.code}\n${result.stderr.trim()}`);
}

function isBinaryPath(file: string): boolean {
  const lower = file.toLowerCase();
  return BINARY_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

function capDiff(diff: string, cut: boolean): string {
  if (diff.length <= MAX_DIFF_CHARACTERS && !cut) return diff;
  const kept = diff.slice(0, MAX_DIFF_CHARACTERS);
  return `${kept}${kept.endsWith('\n') ? '' : '\n'}… The diff was cut at ${MAX_DIFF_CHARACTERS.toLocaleString('en')} characters; open the file to see the rest.\n`;
}

type Listing = { ok: true; branch: string; head: string | undefined; files: ChangedFile[] } | { ok: false; status: 409 | 500; message: string };

/**
 * The file's change, from `git status --porcelain=v1` "XY": index (X) and work tree (Y) against the last commit.
 * Undefined when the file is the same as in the last commit after all (added to the index, then deleted).
 */
function statusOf(code: string): ChangedFile['status'] | undefined {
  const [index, tree] = [code[0], code[1]];
  if (code === '??') return 'added';
  if (index === 'A') return tree === 'D' ? undefined : 'added';
  if (tree === 'D' || (index === 'D' && tree === ' ')) return 'deleted';
  return 'modified';
}

async function diffOf(root: string, file: string, status: ChangedFile['status'], hasHead: boolean): Promise<string> {
  if (isBinaryPath(file)) return '';
  const args =
    status === 'added' || !hasHead
      ? // A file the last commit does not have: a diff from nothing (exit code 1 means "they differ").
        ['diff', '--no-index', '--no-color', '--no-ext-diff', '--', '/dev/null', file]
      : ['--literal-pathspecs', 'diff', '--no-color', '--no-ext-diff', 'HEAD', '--', file];
  const result = await git(root, args);
  if (result.code > 1 || (result.code === 1 && status !== 'added' && hasHead)) {
    logFailure(`diff of ${file}`, args, result);
    throw new Error('git diff failed');
  }
  if (/^Binary files .* differ$/m.test(result.stdout) && !result.stdout.includes('\n@@')) return '';
  return capDiff(result.stdout, result.cut);
}

async function listChanges(root: string): Promise<Listing> {
  const prefixArgs = ['rev-parse', '--show-prefix'];
  const prefixResult = await git(root, prefixArgs);
  if (prefixResult.code !== 0) {
    if (/not a git repository/i.test(prefixResult.stderr)) return { ok: false, status: 409, message: NOT_A_REPOSITORY };
    logFailure('finding the repository', prefixArgs, prefixResult);
    return { ok: false, status: 500, message: LIST_FAILED };
  }
  // Status paths are relative to the repository's top folder; the project may be a folder inside it.
  const prefix = prefixResult.stdout.trim();

  const headResult = await git(root, ['rev-parse', '--verify', '--quiet', 'HEAD']);
  const head = headResult.code === 0 ? headResult.stdout.trim() : undefined;
  const branchResult = await git(root, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
  // A detached HEAD has no branch: `git rev-parse --abbrev-ref HEAD` answers "HEAD" then, as here.
  const branch = branchResult.code === 0 ? branchResult.stdout.trim() : 'HEAD';

  const statusArgs = ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames', '--', ...REVIEWED_PATHS];
  const statusResult = await git(root, statusArgs);
  if (statusResult.code !== 0) {
    logFailure('listing changes', statusArgs, statusResult);
    return { ok: false, status: 500, message: LIST_FAILED };
  }
  const statuses = new Map<string, ChangedFile['status']>();
  for (const entry of statusResult.stdout.split('\0')) {
    if (entry.length < 4) continue;
    const path = entry.slice(3);
    if (!path.startsWith(prefix)) continue;
    const file = path.slice(prefix.length);
    const status = statusOf(entry.slice(0, 2));
    if (!status) continue;
    const before = statuses.get(file);
    // Removed from the index but still on disk shows twice ("D " and "??"): the file is there, and changed.
    statuses.set(file, before && before !== status ? 'modified' : status);
  }
  const files = [...statuses.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  try {
    const changed: ChangedFile[] = [];
    for (const file of files) {
      const status = statuses.get(file) ?? 'modified';
      changed.push({ file, status, diff: await diffOf(root, file, status, head !== undefined) });
    }
    return { ok: true, branch, head, files: changed };
  } catch (error) {
    if (error instanceof GitMissingError) throw error;
    return { ok: false, status: 500, message: LIST_FAILED };
  }
}

/** The content files changed since the last commit, under REVIEWED_PATHS, untracked ones included, sorted by path. */
export async function changedFiles(root: string): Promise<ChangesAnswer> {
  try {
    const listing = await listChanges(root);
    if (!listing.ok) return { ok: false, message: listing.message };
    return { ok: true, branch: listing.branch, files: listing.files };
  } catch (error) {
    if (error instanceof GitMissingError) return { ok: false, message: GIT_MISSING };
    console.error('[studio] listing changes failed', error);
    return { ok: false, message: LIST_FAILED };
  }
}

/** The commit message, or the sentence saying what to write instead. */
export function checkMessage(message: unknown): { ok: true; message: string } | { ok: false; message: string } {
  if (typeof message !== 'string') return { ok: false, message: MESSAGE_NEEDED };
  const text = message.replace(/\r\n?/g, '\n').trim();
  if (text.length < 3) return { ok: false, message: MESSAGE_NEEDED };
  if (text.length > 200) return { ok: false, message: MESSAGE_TOO_LONG };
  if ((text.split('\n')[0] ?? '').trimEnd().length > 72) return { ok: false, message: FIRST_LINE_TOO_LONG };
  return { ok: true, message: text };
}

/** "content/update-the-about-page-heading": the first line in lower-case words joined by "-", at most 40 characters. */
export function branchSlug(message: string): string {
  const slug = (message.split('\n')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  // A message without a single ASCII letter or digit (such as one in Japanese) still needs a name.
  return slug || 'change';
}

class ShareFailure extends Error {
  constructor(
    readonly status: 409 | 500,
    message: string,
  ) {
    super(message);
  }
}

async function must(root: string, what: string, args: readonly string[]): Promise<string> {
  const result = await git(root, args);
  if (result.code !== 0) {
    logFailure(what, args, result);
    throw new ShareFailure(500, SHARE_FAILED);
  }
  return result.stdout;
}

async function freeBranchName(root: string, slug: string): Promise<string> {
  for (let number = 1; number <= 1000; number += 1) {
    const name = `content/${slug}${number === 1 ? '' : `-${number}`}`;
    const format = await git(root, ['check-ref-format', '--branch', name]);
    if (format.code !== 0) {
      logFailure(`checking the branch name ${name}`, ['check-ref-format', '--branch', name], format);
      throw new ShareFailure(500, SHARE_FAILED);
    }
    const exists = await git(root, ['rev-parse', '--verify', '--quiet', `refs/heads/${name}`]);
    if (exists.code !== 0) return name;
  }
  throw new ShareFailure(500, SHARE_FAILED);
}

/** A branch name as a shell word: quoted only when it holds a character a shell would read (git allows a few). */
function shellWord(word: string): string {
  return /^[\w./@+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** One share at a time per folder: two clicks must not make two branches from the same changes. */
const sharing = new Map<string, Promise<unknown>>();

/**
 * Commits the changed content files on a new branch `content/<slug>`, with the marketer's message and the author from
 * git's configuration. Other changes in the work tree stay uncommitted. Nothing is pushed.
 */
export function shareForReview(root: string, request: { message: unknown }): Promise<ShareAnswer> {
  const before = sharing.get(root) ?? Promise.resolve();
  const run = before.then(
    () => share(root, request),
    () => share(root, request),
  );
  sharing.set(root, run);
  void run.finally(() => {
    if (sharing.get(root) === run) sharing.delete(root);
  });
  return run;
}

async function share(root: string, request: { message: unknown }): Promise<ShareAnswer> {
  const checked = checkMessage(request.message);
  if (!checked.ok) return { ok: false, status: 400, message: checked.message };
  const message = checked.message;
  try {
    const listing = await listChanges(root);
    if (!listing.ok) return listing;
    if (listing.files.length === 0) return { ok: false, status: 409, message: NOTHING_TO_SHARE };
    if (listing.head === undefined) {
      console.error('[studio] sharing: the repository has no commit yet');
      return { ok: false, status: 409, message: 'This repository has no first commit yet. Ask a developer to make one, then share again.' };
    }

    // Who the commit is from, before anything changes: git answers "Author identity unknown" without one.
    for (const variable of ['GIT_AUTHOR_IDENT', 'GIT_COMMITTER_IDENT']) {
      const ident = await git(root, ['var', variable]);
      if (ident.code !== 0) {
        if (/identity unknown|tell me who you are|email/i.test(ident.stderr)) return { ok: false, status: 500, message: NO_IDENTITY };
        logFailure('reading the author', ['var', variable], ident);
        return { ok: false, status: 500, message: SHARE_FAILED };
      }
    }

    const previous = listing.branch === 'HEAD' ? undefined : listing.branch;
    const goBack = previous ? ['switch', previous] : ['switch', '--detach', listing.head];
    const branch = await freeBranchName(root, branchSlug(message));
    const files = listing.files.map((changed) => changed.file);

    // The index as it is, to put back if the commit fails (write-tree refuses during a merge).
    const treeArgs = ['write-tree'];
    const tree = await git(root, treeArgs);
    if (tree.code !== 0) {
      logFailure('saving the index', treeArgs, tree);
      return { ok: false, status: 409, message: BUSY };
    }

    // The new branch starts at the same commit, so the uncommitted changes come along untouched.
    await must(root, `creating the branch ${branch}`, ['switch', '--quiet', '-c', branch]);
    const undo = async () => {
      for (const args of [['read-tree', tree.stdout.trim()], ['update-index', '-q', '--refresh'], goBack, ['branch', '-D', branch]]) {
        const result = await git(root, args);
        // update-index --refresh answers 1 when files differ from the index, which they do.
        if (result.code !== 0 && args[0] !== 'update-index') logFailure('undoing the share', args, result);
      }
    };
    try {
      await must(root, 'adding the changed files', ['--literal-pathspecs', 'add', '-A', '--', ...files]);
      const commitArgs = ['--literal-pathspecs', 'commit', '--quiet', '-m', message, '--only', '--', ...files];
      const commit = await git(root, commitArgs);
      if (commit.code !== 0) {
        logFailure('committing', commitArgs, commit);
        throw new ShareFailure(500, /identity unknown|tell me who you are/i.test(commit.stderr) ? NO_IDENTITY : SHARE_FAILED);
      }
    } catch (error) {
      await undo();
      throw error;
    }
    const commit = (await must(root, 'reading the new commit', ['rev-parse', 'HEAD'])).trim();
    return {
      ok: true,
      branch,
      commit,
      files,
      next: [
        `git push -u origin ${shellWord(branch)}`,
        `gh pr create --fill --head ${shellWord(branch)}`,
        previous ? `git switch ${shellWord(previous)}` : `git switch --detach ${listing.head}`,
      ],
    };
  } catch (error) {
    if (error instanceof ShareFailure) return { ok: false, status: error.status, message: error.message };
    if (error instanceof GitMissingError) return { ok: false, status: 500, message: GIT_MISSING };
    console.error('[studio] sharing failed', error);
    return { ok: false, status: 500, message: SHARE_FAILED };
  }
}
