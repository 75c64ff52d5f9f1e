/**
 * Which files the studio may read and write: content-json/site.json and the page files under
 * content-json/pages/, nothing else. The name comes from a request, so it is decoded until it stops
 * changing (a double-encoded "%252e%252e%252f" is still "../") before it is checked, and the file's real
 * path is checked too, so a symbolic link cannot lead outside content-json/.
 */
import { lstatSync, realpathSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { CONTENT_DIR, PAGES_DIR, SITE_FILE } from '../content/model/paths.ts';

export type ResolvedContentFile =
  | { ok: true; /** Project path, such as "content-json/pages/about.json". */ file: string; absolute: string }
  | { ok: false; status: 400 | 403; message: string };

const refuse = (status: 400 | 403, message: string): ResolvedContentFile => ({ ok: false, status, message });

/** Decodes percent-escapes until the text stops changing; undefined when an escape is malformed. */
function fullyDecoded(text: string): string | undefined {
  let current = text;
  for (let round = 0; round < 5; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return undefined;
}

/** A page file name: folders and a name of letters, digits, "-", "_" and ".", ending in .json. */
const PAGE_FILE = new RegExp(`^${PAGES_DIR}/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\\.json$`);

const isInside = (parent: string, child: string) => {
  const path = relative(parent, child);
  return path === '' || (!path.startsWith('..') && !path.startsWith(sep) && !/^[A-Za-z]:/.test(path));
};

/**
 * The content file `requested` names, or why it may not be used. A file that does not exist yet passes
 * when its folder is inside content-json/ (callers decide whether it must exist).
 */
export function resolveContentFile(root: string, requested: string): ResolvedContentFile {
  const name = fullyDecoded(requested);
  if (name === undefined) return refuse(400, `"${requested}" is not a readable file name: it has a broken %-escape.`);
  if (name.includes('\0')) return refuse(400, 'A file name cannot contain a NUL character.');
  if (name === '') return refuse(400, 'No file was named. Name a content file, such as "content-json/pages/about.json".');
  if (name.includes('\\'))
    return refuse(403, `"${name}" uses backslashes. Write the file's project path with forward slashes, such as "content-json/pages/about.json".`);
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name))
    return refuse(403, `"${name}" is an absolute path. Name the file by its project path, such as "content-json/pages/about.json".`);
  if (name.split('/').some((segment) => segment === '..' || segment === '.' || segment === ''))
    return refuse(403, `"${name}" steps out of its folder ("..", "." or "//"). Name the file by its project path, such as "content-json/pages/about.json".`);
  if (!name.endsWith('.json')) return refuse(400, `"${name}" is not a JSON file. The studio edits only content-json/site.json and page files.`);
  if (name !== SITE_FILE && !PAGE_FILE.test(name))
    return refuse(403, `"${name}" is not a content file. The studio edits only ${SITE_FILE} and the page files under ${PAGES_DIR}/.`);

  const absolute = join(root, name);
  let contentDir: string;
  try {
    contentDir = realpathSync(join(root, CONTENT_DIR));
  } catch {
    return refuse(403, `This project has no ${CONTENT_DIR}/ folder.`);
  }
  // The file itself when it exists (a link, even a broken one, counts), else its nearest existing folder:
  // either must really be inside content-json/. A broken link cannot be resolved and is refused.
  let existing = absolute;
  while (!lstatSync(existing, { throwIfNoEntry: false }) && dirname(existing) !== existing) existing = dirname(existing);
  let real: string;
  try {
    real = realpathSync(existing);
  } catch {
    return refuse(403, `"${name}" could not be resolved.`);
  }
  if (!isInside(contentDir, real)) return refuse(403, `"${name}" leads outside ${CONTENT_DIR}/ (through a symbolic link), so the studio will not touch it.`);
  return { ok: true, file: name, absolute };
}
