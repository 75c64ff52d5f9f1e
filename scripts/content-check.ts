/** `npm run content:check`: validates all content and prints located, plain-English problems. */
import { formatProblems, loadContentTree } from './lib/content-validation.ts';

const { pages, problems } = loadContentTree(process.cwd());
if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log(`Content is valid: content-json/site.json and ${pages.length} page files.`);
