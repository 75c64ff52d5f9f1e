/**
 * `npm run content:check [-- --root <dir>]`: validates all content (site.json and
 * every page) and prints located, plain-English errors and warnings. Exits with 1
 * only when there are errors. `--root` (or CONTENT_ROOT) checks another tree that
 * has the same layout: content-json/, schemas/, the section schemas (src/sections/<type>/<type>.schema.json)
 * and public/.
 */
import { contentRoot } from './content-root.ts';
import { loadContent } from './model/load-content.ts';
import { formatProblems, formatWarnings } from './model/problems.ts';
import { PAGES_DIR, SITE_FILE } from './model/paths.ts';

const root = contentRoot(process.argv.slice(2), 'content:check');
const tree = loadContent(root);
if (tree.warnings.length > 0) console.warn(formatWarnings(tree.warnings));
if (tree.errors.length > 0) {
  console.error(formatProblems(tree.errors));
  process.exit(1);
}
const warned = tree.warnings.length === 0 ? '' : ` (${tree.warnings.length} warning${tree.warnings.length === 1 ? '' : 's'} above)`;
console.log(`Content is valid: ${SITE_FILE} and ${tree.pages.length} page files in ${PAGES_DIR}${warned}.`);
