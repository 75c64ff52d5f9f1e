// @vitest-environment node
/**
 * Issue 28 (10): VS Code validates content files against the same schemas as content:check, so the
 * workspace settings must map every content file to the schema its own "$schema" names.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_FILE, listPageFiles } from '../../scripts/content/model/paths.ts';

const root = process.cwd();
interface SchemaMapping {
  fileMatch: string[];
  url: string;
}
const settings = JSON.parse(readFileSync(join(root, '.vscode/settings.json'), 'utf8')) as { 'json.schemas': SchemaMapping[] };
const extensions = JSON.parse(readFileSync(join(root, '.vscode/extensions.json'), 'utf8')) as { recommendations: string[] };

/** VS Code's fileMatch globs as regular expressions: "**" crosses folders, "*" does not. */
const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .split('**/')
      .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
      .join('(?:.*/)?')}$`,
  );

/** The schema file VS Code's settings give a project file, as an absolute path. */
function mappedSchema(file: string): string | undefined {
  const mapping = settings['json.schemas'].find(({ fileMatch }) => fileMatch.some((pattern) => globPattern(pattern).test(`/${file}`)));
  return mapping && resolve(root, mapping.url);
}

describe('VS Code settings', () => {
  it('map every content file to the schema its "$schema" names', () => {
    for (const file of [SITE_FILE, ...listPageFiles(root)]) {
      const { $schema } = JSON.parse(readFileSync(join(root, file), 'utf8')) as { $schema: string };
      expect({ file, schema: mappedSchema(file) }).toEqual({ file, schema: resolve(root, dirname(file), $schema) });
    }
  });

  it('recommend only the linters the project runs', () => {
    expect(extensions.recommendations).toEqual(['dbaeumer.vscode-eslint', 'esbenp.prettier-vscode']);
  });
});
