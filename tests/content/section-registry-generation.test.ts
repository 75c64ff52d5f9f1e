// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listSectionSchemaFiles, sectionTypeOfSchemaFile } from '../../scripts/lib/content/paths.ts';
import { SectionLayoutError, generateSectionRegistry, sectionComponentFile } from '../../scripts/lib/section-registry.ts';

const root = process.cwd();

const throwaways: string[] = [];
afterAll(() => {
  for (const dir of throwaways) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway project: a copy of this one's schemas and Prettier settings, and a folder with a component per section type. */
function throwawayProject(): string {
  const project = mkdtempSync(join(tmpdir(), 'satori-registry-'));
  throwaways.push(project);
  cpSync(join(root, 'schemas'), join(project, 'schemas'), { recursive: true });
  cpSync(join(root, '.prettierrc.json'), join(project, '.prettierrc.json'));
  for (const type of listSectionSchemaFiles(root).map(sectionTypeOfSchemaFile)) addSectionFolder(project, type);
  return project;
}

function addSectionFolder(project: string, type: string): void {
  mkdirSync(join(project, 'src/sections', type), { recursive: true });
  writeFileSync(join(project, sectionComponentFile(type)), 'export default function Section() {\n  return null;\n}\n');
}

/** Breaks the layout three ways: hero's folder gone, cta-band's component gone (its styles stay), a folder without a schema. */
function brokenProject(): string {
  const project = throwawayProject();
  rmSync(join(project, 'src/sections/hero'), { recursive: true });
  rmSync(join(project, sectionComponentFile('cta-band')));
  writeFileSync(join(project, 'src/sections/cta-band/cta-band.styles.ts'), 'export {};\n');
  addSectionFolder(project, 'orphan-band');
  return project;
}

const expectedProblems = [
  'src/sections/cta-band/: section type "cta-band" has no component; create src/sections/cta-band/cta-band.tsx with the section as its default export.',
  'schemas/sections/hero.schema.json: section type "hero" has no folder src/sections/hero/; create it with src/sections/hero/hero.tsx, or delete the schema.',
  'src/sections/orphan-band/: no schema names section type "orphan-band"; add schemas/sections/orphan-band.schema.json, or move the folder out of src/sections/ (each folder there is a section type).',
];

// The last test starts `npm run content:types`' script in its own Node process, which takes seconds on a busy machine.
describe('section registry generation', { timeout: 30_000 }, () => {
  it('gives a new section type its entry from a schema and a folder alone', async () => {
    const project = throwawayProject();
    cpSync(join(project, 'schemas/sections/cta-band.schema.json'), join(project, 'schemas/sections/demo-band.schema.json'));
    addSectionFolder(project, 'demo-band');
    const registry = await generateSectionRegistry(project);
    expect(registry).toContain(
      "'demo-band': { module: 'src/sections/demo-band/demo-band.tsx', load: () => import('../sections/demo-band/demo-band.tsx') },\n  'discipline-cards':",
    );
  });

  it('names every schema without its component and every folder without its schema, at once', async () => {
    const generation = generateSectionRegistry(brokenProject());
    await expect(generation).rejects.toBeInstanceOf(SectionLayoutError);
    await expect(generation).rejects.toMatchObject({ problems: expectedProblems });
  });

  it('makes `npm run content:types` print those problems, without a stack trace, and write no file', () => {
    const project = brokenProject();
    const pageSchemaBefore = readFileSync(join(project, 'schemas/page.schema.json'), 'utf8');
    const run = spawnSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/generate-content-types.ts')], { cwd: project, encoding: 'utf8' });
    expect(run.status).toBe(1);
    for (const problem of expectedProblems) expect(run.stderr).toContain(problem);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(readFileSync(join(project, 'schemas/page.schema.json'), 'utf8')).toBe(pageSchemaBefore);
    expect(existsSync(join(project, 'docs'))).toBe(false);
    expect(existsSync(join(project, 'src/content/generated'))).toBe(false);
    expect(existsSync(join(project, 'src/page-builder/section-registry.ts'))).toBe(false);
  });
});
