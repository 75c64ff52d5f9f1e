/**
 * `npm run new-page -- /events "Events"`: writes a valid starting page for that address and title (the
 * same one the studio's "New page" makes, scripts/content/model/new-page-file.ts) and prints its file; or prints why
 * not and exits with 1. CONTENT_ROOT makes it work on another tree with the same layout.
 */
import { resolve } from 'node:path';
import { createContentLoader } from './model/load-content.ts';
import { createNewPage } from './model/new-page-file.ts';

const [path, ...titleWords] = process.argv.slice(2);
if (path === undefined) {
  console.error('Usage: npm run new-page -- <address> "<title>", such as: npm run new-page -- /events "Events"');
  process.exit(1);
}
const root = resolve(process.env['CONTENT_ROOT'] ?? process.cwd());
const result = createNewPage(root, createContentLoader(root), { path, title: titleWords.join(' ') });
if (!result.ok) {
  console.error(result.message);
  process.exit(1);
}
console.log(result.file);
