// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Linter } from 'eslint';
import ts from 'typescript';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycleRule } from '../../scripts/lint/import-cycle-rule.js';

const throwaways: string[] = [];
afterAll(() => {
  for (const dir of throwaways) rmSync(dir, { recursive: true, force: true });
});

/** Lints each file of a throwaway project with the rule alone, the way `npm run lint` lints src/: over a TypeScript program. */
function cycleMessages(files: Record<string, string>): Record<string, string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'satori-cycles-'));
  throwaways.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  // The rule reads the program's syntax and module resolution only; without the standard library it builds in milliseconds.
  const program = ts.createProgram(
    Object.keys(files).map((name) => join(dir, name)),
    { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowImportingTsExtensions: true, noEmit: true, noLib: true, types: [] },
  );
  const linter = new Linter({ cwd: dir });
  const config: Linter.Config[] = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser, parserOptions: { programs: [program] } },
      plugins: { satori: { rules: { 'no-import-cycle': importCycleRule } } },
      rules: { 'satori/no-import-cycle': 'error' },
    },
  ];
  return Object.fromEntries(
    Object.keys(files).map((name) => {
      const file = join(dir, name);
      return [name, linter.verify(readFileSync(file, 'utf8'), config, file).map(({ line, message }) => `${String(line)}: ${message}`)];
    }),
  );
}

const advice = 'Type-only imports count. Move what both sides need into a module that imports neither.';

describe('satori/no-import-cycle', () => {
  it('reports a cycle made of type-only imports, at the import on each side', () => {
    expect(
      cycleMessages({
        'a.ts': "import type { B } from './b.ts';\nexport interface A { b?: B }\n",
        'b.ts': "import type { A } from './a.ts';\nexport interface B { a?: A }\n",
      }),
    ).toEqual({
      'a.ts': [`1: Import cycle: a.ts → b.ts → a.ts. ${advice}`],
      'b.ts': [`1: Import cycle: b.ts → a.ts → b.ts. ${advice}`],
    });
  });

  it('reports the shape the section registry had: a lazy import one way, a type import back', () => {
    expect(
      cycleMessages({
        'registry.ts': "export interface Contract { title: string }\nexport const load = () => import('./section.ts');\n",
        'section.ts': "import type { Contract } from './registry.ts';\nexport const section: Contract = { title: 'Hero' };\n",
      }),
    ).toEqual({
      'registry.ts': [`2: Import cycle: registry.ts → section.ts → registry.ts. ${advice}`],
      'section.ts': [`1: Import cycle: section.ts → registry.ts → section.ts. ${advice}`],
    });
  });

  it('follows re-exports and type-level imports through a longer chain', () => {
    expect(
      cycleMessages({
        'first.ts': "export { second } from './second.ts';\nexport const first = 1;\n",
        'second.ts': "export const second: import('./third.ts').Third = { value: 2 };\n",
        'third.ts': "import type { first } from './first.ts';\nexport interface Third { value: typeof first | 2 }\n",
      })['first.ts'],
    ).toEqual([`1: Import cycle: first.ts → second.ts → third.ts → first.ts. ${advice}`]);
  });

  it('accepts the layout it asks for: the registry and the sections both import a contract that imports neither', () => {
    expect(
      cycleMessages({
        'contract.ts': 'export interface Contract { title: string }\n',
        'registry.ts': "import type { Contract } from './contract.ts';\nexport const load = (): Promise<{ section: Contract }> => import('./section.ts');\n",
        'section.ts': "import type { Contract } from './contract.ts';\nexport const section: Contract = { title: 'Hero' };\n",
      }),
    ).toEqual({ 'contract.ts': [], 'registry.ts': [], 'section.ts': [] });
  });
});
