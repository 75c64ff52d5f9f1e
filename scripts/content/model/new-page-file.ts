/**
 * A new page's starting file, shared by the studio's "New page" endpoint and `npm run new-page`: a page
 * with its address, search details and one "page-intro" section that gives it its single h1, checked by
 * the content loader before anything is written. Refusals are plain sentences for the person who asked.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { parse } from 'jsonc-parser';
import { pageAddressProblem } from '../../../src/lib/routing/page-address.ts';
import { isDynamicPath, pathKey, routeMatchesPath } from '../../../src/lib/routing/path-keys.ts';
import type { ContentLoader } from './load-content.ts';
import { PAGES_DIR, PAGE_SCHEMA_FILE, listPageFiles } from './paths.ts';
import { writeFileAtomically } from '../json/atomic-write.ts';
import { CURRENT_CONTENT_VERSION } from '../migrations/migrations.ts';

export type NewPageResult = { ok: true; file: string; path: string } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const BRAND_SUFFIX = ' | Satori XR';
const META_TITLE_MAX = 70;

/** The route rule of the page schema ("path"'s pattern), read from the schema so the two never disagree. */
function pathPattern(root: string): RegExp {
  const schema: unknown = parse(readFileSync(join(root, PAGE_SCHEMA_FILE), 'utf8'));
  const properties = isRecord(schema) ? schema['properties'] : undefined;
  const path = isRecord(properties) ? properties['path'] : undefined;
  const pattern = isRecord(path) ? path['pattern'] : undefined;
  if (typeof pattern !== 'string') throw new Error(`${PAGE_SCHEMA_FILE} has no pattern for "path".`);
  return new RegExp(pattern);
}

/** "/solutions/Foo&Bar" → "content-json/pages/solutions/foo-bar.json": lower case, one file-name-safe word per segment. */
export function pageFileForPath(path: string): string {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) =>
      segment
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/^[.-]+|[.-]+$/g, ''),
    );
  return `${PAGES_DIR}/${segments.join('/')}.json`;
}

/** Every page's path and aliases, read from the raw files, so a page with errors still owns its address. */
function existingAddresses(root: string): { address: string; file: string }[] {
  return listPageFiles(root).flatMap((file) => {
    const value: unknown = parse(readFileSync(join(root, file), 'utf8'));
    if (!isRecord(value)) return [];
    const aliases: unknown[] = Array.isArray(value['aliases']) ? value['aliases'] : [];
    return [value['path'], ...aliases].filter((address): address is string => typeof address === 'string').map((address) => ({ address, file }));
  });
}

/** The starting page: real copy a marketer rewrites, never placeholder Latin. */
export function newPageDocument(root: string, file: string, path: string, title: string): Record<string, unknown> {
  const schemaLink = relative(dirname(join(root, file)), join(root, PAGE_SCHEMA_FILE))
    .split(sep)
    .join('/');
  const metaTitle = title.length + BRAND_SUFFIX.length <= META_TITLE_MAX ? `${title}${BRAND_SUFFIX}` : title;
  return {
    $schema: schemaLink,
    version: CURRENT_CONTENT_VERSION,
    path,
    meta: {
      title: metaTitle,
      description: 'Satori XR helps enterprises explain complex products, train teams faster and run their plants with immersive 3D, AR, VR and digital twins.',
    },
    sections: [
      {
        type: 'page-intro',
        header: {
          eyebrow: 'Satori XR',
          heading: title,
          intro:
            'See how automotive, manufacturing and logistics teams use Satori XR to turn complex products and processes into interactive experiences that customers and trainees understand at first sight.',
        },
      },
    ],
  };
}

export interface NewPageRequest {
  path: unknown;
  title: unknown;
}

/**
 * Why `path` cannot be the address of a new page (or of `exceptFile` once renamed), or undefined when it can: the
 * schema's characters, the page-address rule, no placeholder, and no page or alias that already answers it.
 */
export function newAddressProblem(root: string, path: string, { exceptFile }: { exceptFile?: string } = {}): string | undefined {
  if (path === '') return 'Give the page an address, such as "/events".';
  if (!pathPattern(root).test(path))
    return `"${path}" is not a page address this site can use. Start it with "/" and use only letters, digits, "-", "_", ".", "&" and "/", such as "/events" or "/solutions/remote-assist".`;
  const addressProblem = pageAddressProblem(path);
  if (addressProblem !== undefined) return addressProblem;
  if (isDynamicPath(path)) return `"${path}" has a placeholder segment (":name"). Pages that stand for many addresses are made by hand; give a fixed address.`;
  if (path === '/') return 'The address "/" is the home page, which already exists.';
  const key = pathKey(path);
  const clash = existingAddresses(root).find(
    ({ address, file }) => file !== exceptFile && (isDynamicPath(address) ? routeMatchesPath(address, path) : pathKey(address) === key),
  );
  if (!clash) return undefined;
  return isDynamicPath(clash.address)
    ? `"${path}" is already answered by the page for "${clash.address}" (${clash.file}). Choose another address.`
    : `"${path}" is already the address of ${clash.file} ("${clash.address}"; addresses ignore letter case and a trailing "/"). Choose another address.`;
}

/** The file text and project path of a new page, or why it cannot be made. Writes nothing. */
export function planNewPage(
  root: string,
  loader: ContentLoader,
  request: NewPageRequest,
): { ok: true; file: string; path: string; text: string } | { ok: false; message: string } {
  const title = typeof request.title === 'string' ? request.title.trim().replace(/\s+/g, ' ') : '';
  if (title === '') return { ok: false, message: 'Give the page a title: it becomes the page heading and the browser-tab title.' };
  if (title.length > META_TITLE_MAX)
    return {
      ok: false,
      message: `The title is ${title.length} characters; search results show about ${META_TITLE_MAX}, so keep it to ${META_TITLE_MAX} or fewer.`,
    };

  const path = typeof request.path === 'string' ? request.path.trim() : '';
  const refused = newAddressProblem(root, path);
  if (refused !== undefined) return { ok: false, message: refused };

  const file = pageFileForPath(path);
  if (existsSync(join(root, file))) return { ok: false, message: `${file} already exists. Choose another address, or open that file.` };

  const text = `${JSON.stringify(newPageDocument(root, file, path, title), null, 2)}\n`;
  // The same loader as content:check, over the tree with the new file added: the page must start valid.
  const tree = loader.load({ pageFiles: [...listPageFiles(root), file], texts: new Map([[file, text]]) });
  const errors = tree.errors.filter((problem) => problem.file === file);
  if (errors.length > 0) return { ok: false, message: `The page cannot be made: ${errors.map((problem) => problem.message).join(' ')}` };
  return { ok: true, file, path, text };
}

/** Plans the page and writes it; the file must still not exist at the moment it is written. */
export function createNewPage(root: string, loader: ContentLoader, request: NewPageRequest): NewPageResult {
  const plan = planNewPage(root, loader, request);
  if (!plan.ok) return plan;
  writeFileAtomically(join(root, plan.file), plan.text, { mustNotExist: true });
  return { ok: true, file: plan.file, path: plan.path };
}
