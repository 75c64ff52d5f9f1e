import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createContentValidator } from '../../scripts/lib/content-validation.ts';
import type { SectionType } from '../../src/content/generated/content-types.ts';
import { PageSections } from '../../src/sections/page-sections.tsx';
import { resolveSections } from '../../src/sections/resolve-sections.tsx';
import { sectionRegistry } from '../../src/sections/section-registry.ts';
import { renderWithProviders } from '../support/render-with-providers.tsx';

const root = process.cwd();
const schemaTypes = readdirSync(join(root, 'schemas/sections'))
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => name.replace('.schema.json', ''))
  .sort();
const registryTypes = Object.keys(sectionRegistry).sort();
const isSectionType = (type: string): type is SectionType => type in sectionRegistry;

describe('section registry completeness', () => {
  it('has a component for every schema and a schema for every component', () => {
    expect(registryTypes).toEqual(schemaTypes);
  });

  it.each(schemaTypes)('keeps "%s" in one place: schema, folder, component, styles and test share its name', (type) => {
    for (const file of [`src/sections/${type}/${type}.tsx`, `src/sections/${type}/${type}.styles.ts`, `src/sections/${type}/${type}.test.tsx`]) {
      expect(existsSync(join(root, file)), file).toBe(true);
    }
  });

  it.each(schemaTypes)('renders every schema example of "%s" without a failure', async (type) => {
    const schema = JSON.parse(readFileSync(join(root, `schemas/sections/${type}.schema.json`), 'utf8')) as { examples: unknown[] };
    const validator = createContentValidator(root);
    for (const example of schema.examples) {
      const page = {
        $schema: '../../schemas/page.schema.json',
        path: '/example',
        meta: { title: 'Schema example page', description: 'A page that holds one schema example so the registry test can render it.' },
        sections: [example],
      };
      const { document, problems } = validator.checkPage(`schemas/sections/${type}.schema.json`, JSON.stringify(page));
      expect(problems).toEqual([]);
      const reportError = vi.fn();
      const sections = await resolveSections(sectionRegistry, document?.sections ?? []);
      const { container, unmount } = renderWithProviders(<PageSections sections={sections} />, { sectionRendering: { reportError } });
      expect(reportError).not.toHaveBeenCalled();
      expect(container).not.toBeEmptyDOMElement();
      unmount();
    }
    expect(isSectionType(type)).toBe(true);
    expect(screen.queryByText(/could not be displayed/)).toBeNull();
  });
});
