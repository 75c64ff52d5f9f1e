import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listSectionSchemaFiles, sectionSchemaFile, sectionTypeOfSchemaFile } from '../../scripts/content/model/paths.ts';
import { createContentValidator } from '../../scripts/content/model/validator.ts';
import type { SectionType } from '../../src/content/generated/content-types.ts';
import { PageContent, loadPage } from '../../src/page-builder/page-content.tsx';
import { sectionModuleFile, sectionRegistry } from '../../src/page-builder/section-registry.ts';
import { mockServer } from '../../testing/mocks/node.ts';
import { renderWithProviders } from '../../testing/vitest/render-with-providers.tsx';
import { CURRENT_CONTENT_VERSION } from '../../scripts/content/migrations/migrations.ts';

const root = process.cwd();
const schemaTypes = listSectionSchemaFiles(root).map(sectionTypeOfSchemaFile).sort();
const registryTypes = Object.keys(sectionRegistry).sort();
const isSectionType = (type: string): type is SectionType => type in sectionRegistry;
let validator: ReturnType<typeof createContentValidator> | undefined;
const sharedValidator = () => (validator ??= createContentValidator(root));

// Sections with data (latest-posts) fetch from the content service; the shared msw handlers answer.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => mockServer.close());

describe('section registry completeness', () => {
  it('has a component for every schema and a schema for every component', () => {
    expect(registryTypes).toEqual(schemaTypes);
  });

  it.each(registryTypes)('loads "%s" from the module its type names, whose default export is a component', async (type) => {
    if (!isSectionType(type)) throw new Error(`"${type}" is not a section type`);
    const definition = sectionRegistry[type];
    const module = sectionModuleFile(type);
    expect(existsSync(join(root, module)), module).toBe(true);
    const loaded = await definition();
    expect(loaded.default).toBeTypeOf('function');
    // Modules are instances: importing the file sectionModuleFile names gives the very object `load` resolved to only
    // when both name the same file, so the modulepreload list (built from sectionModuleFile) preloads the code `load` runs.
    const importedByPath: unknown = await import(/* @vite-ignore */ join(root, module));
    expect(loaded).toBe(importedByPath);
  });

  it('tells two section modules apart by identity, so the check above can fail', async () => {
    const otherModule: unknown = await import(/* @vite-ignore */ join(root, sectionModuleFile('cta-band')));
    expect(await sectionRegistry.hero()).not.toBe(otherModule);
  });

  it.each(schemaTypes)('keeps "%s" in one place: schema, folder, component, styles and test share its name', (type) => {
    for (const file of [`src/sections/${type}/${type}.tsx`, `src/sections/${type}/${type}.styles.ts`, `src/sections/${type}/${type}.test.tsx`]) {
      expect(existsSync(join(root, file)), file).toBe(true);
    }
  });

  it.each(registryTypes)('has at least one schema example of registered type "%s", and each validates against its schema', (type) => {
    const schema = JSON.parse(readFileSync(join(root, sectionSchemaFile(type)), 'utf8')) as { examples?: unknown[] };
    const examples = schema.examples ?? [];
    expect(examples.length).toBeGreaterThan(0);
    const page = {
      $schema: '../../schemas/page.schema.json',
      version: CURRENT_CONTENT_VERSION,
      path: '/example',
      meta: { title: 'Schema examples page', description: 'A page that holds the schema examples of one section type.' },
      sections: examples,
    };
    const { document, problems } = sharedValidator().checkPage(sectionSchemaFile(type), JSON.stringify(page));
    expect(problems).toEqual([]);
    expect(document?.sections.map((section) => section.type)).toEqual(examples.map(() => type));
  });

  it.each(schemaTypes)('renders every schema example of "%s" without a failure', async (type) => {
    const schema = JSON.parse(readFileSync(join(root, sectionSchemaFile(type)), 'utf8')) as { examples: unknown[] };
    for (const example of schema.examples) {
      const page = {
        $schema: '../../schemas/page.schema.json',
        version: CURRENT_CONTENT_VERSION,
        path: '/example',
        meta: { title: 'Schema example page', description: 'A page that holds one schema example so the registry test can render it.' },
        sections: [example],
      };
      const { document, problems } = sharedValidator().checkPage(sectionSchemaFile(type), JSON.stringify(page));
      expect(problems).toEqual([]);
      const reportError = vi.fn();
      const loaded = await loadPage({ sections: document?.sections ?? [] }, sectionRegistry);
      // As a page route does: sections with data prefetch into a query client, which the page then provides.
      const queryClient = new QueryClient();
      await Promise.all(loaded.everySection.flatMap(({ prefetch }) => (prefetch ? [prefetch({ params: {}, queryClient })] : [])));
      const { container, unmount } = renderWithProviders(
        <QueryClientProvider client={queryClient}>
          <PageContent page={loaded} />
        </QueryClientProvider>,
        { sectionRendering: { reportError } },
      );
      expect(reportError).not.toHaveBeenCalled();
      expect(container).not.toBeEmptyDOMElement();
      unmount();
    }
    expect(isSectionType(type)).toBe(true);
    expect(screen.queryByText(/could not be displayed/)).toBeNull();
  });
});
