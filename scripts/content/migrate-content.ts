/**
 * `npm run content:migrate [-- --root <dir>] [-- --check]`: upgrades site.json and every page to the content
 * version this code reads (scripts/content/migrations/migrations.ts), in place and with minimal textual changes,
 * printing per file what it did. Running it again changes nothing. `--check` writes nothing and exits with 1 when
 * a file would change (for CI). Exits with 1 when a file cannot be upgraded (not JSON, or written for newer code).
 * `--root` (or CONTENT_ROOT) upgrades another tree with the same layout, as with content:check.
 */
import { contentRoot } from './content-root.ts';
import { describeOutcomes, migrateContentTree } from './migrations/migrate-tree.ts';
import { CURRENT_CONTENT_VERSION } from './migrations/migrations.ts';

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const root = contentRoot(args, 'content:migrate');
const outcomes = migrateContentTree(root, { checkOnly });
console.log(describeOutcomes(outcomes, CURRENT_CONTENT_VERSION, checkOnly));
const refused = outcomes.some((outcome) => outcome.outcome === 'refused');
const pending = checkOnly && outcomes.some((outcome) => outcome.outcome === 'upgraded');
if (refused || pending) process.exitCode = 1;
