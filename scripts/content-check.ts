/**
 * `npm run content:check [-- --root <dir>]`: validates all content (site.json and
 * every page) and prints located, plain-English errors and warnings. Exits with 1
 * only when there are errors. `--root` (or CONTENT_ROOT) checks another tree that
 * has the same layout: content-json/, schemas/, the section schemas (src/sections/<type>/<type>.schema.json)
 * and public/.
 */
import { resolve } from 'node:path';
import { loadContent } from './lib/content/load-content.ts';
import { formatProblems, formatWarnings } from './lib/content/problems.ts';
import { PAGES_DIR, SITE_FILE } from './lib/content/paths.ts';

function rootArgument(args: readonly string[]): string | undefined {
  const index = args.findIndex((arg) => arg === '--root' || arg.startsWith('--root='));
  if (index === -1) return undefined;
  const arg = args[index] ?? '';
  const value = arg.startsWith('--root=') ? arg.slice('--root='.length) : args[index + 1];
  if (!value) throw new Error('--root needs a directory, as in `npm run content:check -- --root ../other-site`.');
  return value;
}

const root = resolve(rootArgument(process.argv.slice(2)) ?? process.env['CONTENT_ROOT'] ?? process.cwd());
const tree = loadContent(root);
if (tree.warnings.length > 0) console.warn(formatWarnings(tree.warnings));
if (tree.errors.length > 0) {
  console.error(formatProblems(tree.errors));
  process.exit(1);
}
const warned = tree.warnings.length === 0 ? '' : ` (${tree.warnings.length} warning${tree.warnings.length === 1 ? '' : 's'} above)`;
console.log(`Content is valid: ${SITE_FILE} and ${tree.pages.length} page files in ${PAGES_DIR}${warned}.`);
