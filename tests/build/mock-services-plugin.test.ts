// @vitest-environment node
/**
 * The embedded mocks' one switch, `virtual:mock-services` (scripts/build/vite/mock-services-plugin.ts), bundled alone by
 * `vite build` with the project's vite.config.ts in each build mode: what the API clients get to await.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';
import type * as MockServices from 'virtual:mock-services';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FORM_ENDPOINT_VARIABLE, CONTENT_SERVICE_VARIABLE, DEMO_MODE } from '../../scripts/build/vite/build-configuration.ts';
import { MOCK_SERVICES_MODULE } from '../../scripts/build/vite/mock-services-plugin.ts';

const outDir = mkdtempSync(join(tmpdir(), 'satori-mock-services-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

/** The browser build of `virtual:mock-services` and everything it loads, in `mode`; nothing is written. */
async function buildSwitch(mode: string): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    mode,
    logLevel: 'silent',
    build: { outDir, write: false, manifest: false, rolldownOptions: { input: { 'mock-services': MOCK_SERVICES_MODULE }, preserveEntrySignatures: 'strict' } },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ('output' in output ? output.output : [])).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

const modulesOf = (chunks: readonly Rolldown.OutputChunk[]) => chunks.flatMap((chunk) => chunk.moduleIds);

describe('virtual:mock-services', () => {
  it('in a production build is one function that imports nothing and waits for nothing', async () => {
    vi.stubEnv(CONTENT_SERVICE_VARIABLE, 'https://cms.example.com');
    vi.stubEnv(CONTACT_FORM_ENDPOINT_VARIABLE, 'https://formspree.io/f/xyzwabcd');
    const chunks = await buildSwitch('production');
    expect(chunks).toHaveLength(1);
    const [chunk] = chunks;
    if (!chunk) throw new Error('The build made no chunk');
    expect(chunk.imports).toEqual([]);
    expect(chunk.dynamicImports).toEqual([]);
    expect(chunk.moduleIds.filter((id) => !id.startsWith('\0'))).toEqual([]);
    expect(chunk.code).not.toMatch(/\bimport\b|msw|testing/);
    const file = join(outDir, chunk.fileName.replaceAll('/', '-'));
    writeFileSync(file, chunk.code);
    const { mockServicesReady } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as typeof MockServices;
    await expect(mockServicesReady()).resolves.toBeUndefined();
  }, 60_000);

  it('in the demo build starts the embedded mocks, whose msw code loads only when first awaited', async () => {
    const chunks = await buildSwitch(DEMO_MODE);
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.moduleIds.some((id) => id.endsWith('/testing/mocks/mock-services.ts'))).toBe(true);
    expect(entry?.moduleIds.some((id) => id.includes('/node_modules/msw/'))).toBe(false);
    expect(entry?.dynamicImports.length).toBeGreaterThan(0);
    // msw's worker and the form provider's handlers, in the chunks it imports on first use.
    expect(modulesOf(chunks).some((id) => id.includes('/node_modules/msw/'))).toBe(true);
    expect(modulesOf(chunks).some((id) => id.endsWith('/testing/mocks/contact-form-handlers.ts'))).toBe(true);
    // The typecheck holds the module to the declaration the API clients import (src/vite-env.d.ts).
    const embedded: typeof MockServices = await import('../../testing/mocks/mock-services.ts');
    expect(embedded.mockServicesReady).toBeTypeOf('function');
  }, 120_000);
});
