// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECTIONS_DIR, listSchemaFiles, listSectionSchemaFiles, sectionSchemaFile, sectionTypeOfSchemaFile } from '../../scripts/content/model/paths.ts';
import { readSectionGroupIds } from '../../scripts/content/model/section-groups.ts';
import { SectionLayoutError, generateSectionRegistry, sectionComponentFile } from '../../scripts/content/sync/section-registry.ts';

const root = process.cwd();

const throwaways: string[] = [];
afterAll(() => {
  for (const dir of throwaways) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway project: a copy of this one's schemas and Prettier settings, and each section folder with its schema and a component. */
function throwawayProject(): string {
  const project = mkdtempSync(join(tmpdir(), 'satori-registry-'));
  throwaways.push(project);
  for (const file of listSchemaFiles(root)) cpSync(join(root, file), join(project, file));
  cpSync(join(root, '.prettierrc.json'), join(project, '.prettierrc.json'));
  for (const type of listSectionSchemaFiles(root).map(sectionTypeOfSchemaFile)) addComponent(project, type);
  return project;
}

function addComponent(project: string, type: string): void {
  mkdirSync(join(project, SECTIONS_DIR, type), { recursive: true });
  writeFileSync(join(project, sectionComponentFile(type)), 'export default function Section() {\n  return null;\n}\n');
}

/** Rewrites a section schema's "group" (undefined removes it). */
function setGroup(project: string, type: string, group: string | undefined): void {
  const file = join(project, sectionSchemaFile(type));
  const schema = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  if (group === undefined) delete schema['group'];
  else schema['group'] = group;
  writeFileSync(file, JSON.stringify(schema));
}

/**
 * Breaks the layout five ways: hero's schema gone, cta-band's component gone (its styles stay), a folder with a
 * component and no schema, a schema with no group and one with a group that does not exist.
 */
function brokenProject(): string {
  const project = throwawayProject();
  rmSync(join(project, sectionSchemaFile('hero')));
  rmSync(join(project, sectionComponentFile('cta-band')));
  writeFileSync(join(project, 'src/sections/cta-band/cta-band.styles.ts'), 'export {};\n');
  addComponent(project, 'orphan-band');
  setGroup(project, 'why-slider', undefined);
  setGroup(project, 'link-cards', 'cards');
  return project;
}

const groups = readSectionGroupIds(root)
  .map((id) => `"${id}"`)
  .join(', ');
const expectedProblems = [
  'src/sections/cta-band/: section type "cta-band" has no component; create src/sections/cta-band/cta-band.tsx with the section as its default export.',
  'src/sections/hero/: section type "hero" has no schema; add src/sections/hero/hero.schema.json (with its "group" and an example), or move the folder out of src/sections/ (each folder there is a section type).',
  `src/sections/link-cards/link-cards.schema.json: "group": "cards" is not a section group; use one of ${groups}, or add the group to schemas/section-groups.json.`,
  'src/sections/orphan-band/: section type "orphan-band" has no schema; add src/sections/orphan-band/orphan-band.schema.json (with its "group" and an example), or move the folder out of src/sections/ (each folder there is a section type).',
  `src/sections/why-slider/why-slider.schema.json: the schema names no group; add "group" beside its "title", one of ${groups} (see schemas/section-groups.json).`,
];

// The last test starts `npm run sections:sync`' script in its own Node process, which takes seconds on a busy machine.
describe('section registry generation', { timeout: 30_000 }, () => {
  it('gives a new section type its entry from a schema and a folder alone', async () => {
    const project = throwawayProject();
    addComponent(project, 'demo-band');
    cpSync(join(project, sectionSchemaFile('cta-band')), join(project, sectionSchemaFile('demo-band')));
    const registry = await generateSectionRegistry(project);
    expect(registry).toContain("'demo-band': () => import('../sections/demo-band/demo-band.tsx'),\n  'discipline-cards':");
  });

  it('names every folder without its component, its schema or a known group, at once', async () => {
    const generation = generateSectionRegistry(brokenProject());
    await expect(generation).rejects.toBeInstanceOf(SectionLayoutError);
    await expect(generation).rejects.toMatchObject({ problems: expectedProblems });
  });

  it('makes `npm run sections:sync` print those problems, without a stack trace, and write no file', () => {
    const project = brokenProject();
    const pageSchemaBefore = readFileSync(join(project, 'schemas/page.schema.json'), 'utf8');
    const run = spawnSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/content/sections-sync.ts')], { cwd: project, encoding: 'utf8' });
    expect(run.status).toBe(1);
    for (const problem of expectedProblems) expect(run.stderr).toContain(problem);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(readFileSync(join(project, 'schemas/page.schema.json'), 'utf8')).toBe(pageSchemaBefore);
    expect(existsSync(join(project, 'docs'))).toBe(false);
    expect(existsSync(join(project, 'src/content/generated'))).toBe(false);
    expect(existsSync(join(project, 'src/page-builder/section-registry.ts'))).toBe(false);
  });
});
