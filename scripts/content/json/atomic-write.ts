/**
 * Writes a file so that readers (the dev server's watcher, git, a second studio tab) see either the old
 * text or the new, never half a file: the text goes to a temporary file in the same folder, which is then
 * renamed over the target (a rename within one file system is atomic).
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface AtomicWriteOptions {
  /** Fail (EEXIST) rather than replace a file that exists: hard-linking the finished temporary file does not clobber. */
  mustNotExist?: boolean;
}

export function writeFileAtomically(file: string, content: string | Buffer, options: AtomicWriteOptions = {}): void {
  mkdirSync(dirname(file), { recursive: true });
  // A leading dot and no .json ending: content listings and globs pass over it if it is ever left behind.
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  writeFileSync(temporary, content);
  try {
    if (options.mustNotExist) linkSync(temporary, file);
    else renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}
