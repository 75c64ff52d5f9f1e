/**
 * `npm run sections:sync`: after adding, renaming or changing a section folder (src/sections/<type>/) or a page file,
 * regenerates page.schema.json's section list, the content types, docs/sections.md, the pages table of
 * docs/editing-content.md and the section registry (scripts/content/sync/sections-sync.ts). A folder missing its component, its
 * schema or a known group changes no file and is named in plain words.
 */
import { syncSections } from './sync/sections-sync.ts';
import { SectionLayoutError } from './sync/section-registry.ts';

try {
  const written = await syncSections(process.cwd());
  console.log(`Updated ${written.join(', ')}.`);
} catch (error) {
  // A layout mistake is the editor's to fix: the message says where, and a stack trace would only bury it.
  if (!(error instanceof SectionLayoutError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
