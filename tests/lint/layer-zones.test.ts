// @vitest-environment node
/**
 * The layers of src/ (eslint.config.js, README "Project layout"): lib/content → features → sections → page-builder →
 * app, with app/client and app/server on app/shared and never on each other; the test infrastructure (testing/) for
 * tests only, nothing from beside src/; the studio and tools/ beside it. Each case lints one import, in the place of a
 * real file, with the project's own configuration, and reads only what import-x/no-restricted-paths says.
 *
 * That rule resolves imports on the file system and needs no type information, so the lint runs without it
 * (typescript-eslint's disableTypeChecked, no project service) and runs only that rule: milliseconds a case instead
 * of building the typed TypeScript program (about 30 s a case on a busy machine). `npm run lint` still runs it
 * with everything else, typed.
 */
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ZONE_RULE = 'import-x/no-restricted-paths';

const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [{ ...tseslint.configs.disableTypeChecked, languageOptions: { parserOptions: { projectService: false } } }],
  ruleFilter: ({ ruleId }) => ruleId === ZONE_RULE,
});

/** The layer messages for `code` linted as if it were the file at `filePath` (an existing file, so the zones that apply are its own). */
async function zoneMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  // A parse error has no rule: it would hide every zone message, so it fails the case instead.
  expect(messages.filter((message) => message.ruleId === null)).toEqual([]);
  return messages.filter((message) => message.ruleId === ZONE_RULE).map((message) => message.message);
}

const LIB_FILE = 'src/lib/routing/path-keys.ts';
const FEATURE_FILE = 'src/features/posts/post-path.ts';
const SECTION_FILE = 'src/sections/hero/hero.tsx';
const APP_FILE = 'src/app/client/start-client.tsx';
const SECTION_TEST_FILE = 'src/sections/hero/hero.test.tsx';
const PAGE_BUILDER_FILE = 'src/page-builder/page-content.tsx';
const CLIENT_FILE = 'src/app/client/client-router.ts';
const SERVER_FILE = 'src/app/server/server-render.tsx';
const SHARED_FILE = 'src/app/shared/build-routes.tsx';
const STUDIO_FILE = 'studio/preview/preview-page.tsx';
const TOOLS_FILE = 'tools/media-generator/src/render-jobs.ts';
const SCRIPTS_BUILD_FILE = 'scripts/build/prerender/html-page.ts';
const SCRIPTS_BENCH_FILE = 'scripts/bench/route-sizes.ts';
const SCRIPTS_CONTENT_COMMAND_FILE = 'scripts/content/new-page.ts';
const SCRIPTS_STUDIO_FILE = 'scripts/studio/studio-plugin.ts';

describe('the layers of src/', () => {
  // Loading the configuration loads its plugins and TypeScript's parser: about 2 s of CPU, longer on a busy machine.
  beforeAll(async () => {
    await eslint.calculateConfigForFile(LIB_FILE);
  }, 60_000);

  it.each([
    ['lib may not import a feature', LIB_FILE, "import { postPath } from '@/features/posts/post-path.ts';\nexport { postPath };\n"],
    ['a feature may not import a section, spelled relatively', FEATURE_FILE, "import Hero from '../../sections/hero/hero.tsx';\nexport { Hero };\n"],
    ['a section may not load app code lazily', SECTION_FILE, "export const load = () => import('@/app/client/start-client.tsx');\n"],
    [
      'a section may not import app types',
      SECTION_FILE,
      "import type { ClientRouterOptions } from '@/app/client/client-router.ts';\nexport type Options = ClientRouterOptions;\n",
    ],
  ])('%s', async (_case, filePath, code) => {
    expect(await zoneMessages(filePath, code)).toEqual([expect.stringContaining('imports flow lib/content → features → sections → page-builder → app')]);
  });

  it('lets a section import the page builder only for the section contract', async () => {
    const contract = "import type { SectionPrefetch } from '@/page-builder/section-contract.ts';\nexport type Prefetch = SectionPrefetch<object>;\n";
    expect(await zoneMessages(SECTION_FILE, contract)).toEqual([]);
    expect(await zoneMessages(SECTION_FILE, "import { PageSections } from '@/page-builder/page-sections.tsx';\nexport { PageSections };\n")).toEqual([
      expect.stringContaining('imports flow lib/content → features → sections → page-builder → app'),
    ]);
  });

  it('keeps app code out of the page builder, and lets the page builder use sections', async () => {
    expect(await zoneMessages(PAGE_BUILDER_FILE, "import { ROOT_ROUTE_ID } from '@/app/shared/build-routes.tsx';\nexport { ROOT_ROUTE_ID };\n")).toEqual([
      expect.stringContaining('imports flow lib/content → features → sections → page-builder → app'),
    ]);
    expect(await zoneMessages(PAGE_BUILDER_FILE, "import Hero from '@/sections/hero/hero.tsx';\nexport { Hero };\n")).toEqual([]);
  });

  it.each([
    ['browser code may not import the server bundle', CLIENT_FILE, "import { renderPage } from '../server/server-render.tsx';\nexport { renderPage };\n"],
    ['the server bundle may not import browser code', SERVER_FILE, "import { startClient } from '@/app/client/start-client.tsx';\nexport { startClient };\n"],
    ['shared app code may not import browser code', SHARED_FILE, "import { afterFirstPaint } from '../client/entry-client.ts';\nexport { afterFirstPaint };\n"],
    ['shared app code may not import the server bundle', SHARED_FILE, "export const load = () => import('@/app/server/share-card.ts');\n"],
  ])('%s', async (_case, filePath, code) => {
    expect(await zoneMessages(filePath, code)).toEqual([expect.stringContaining('app/client (browser) and app/server (server bundle) build on app/shared')]);
  });

  it('lets browser and server code use app/shared', async () => {
    expect(await zoneMessages(CLIENT_FILE, "import { buildRoutes } from '../shared/build-routes.tsx';\nexport { buildRoutes };\n")).toEqual([]);
    expect(await zoneMessages(SERVER_FILE, "import { buildRoutes } from '@/app/shared/build-routes.tsx';\nexport { buildRoutes };\n")).toEqual([]);
  });

  it("keeps the studio to the page builder and app/shared, off the site's browser entry, server bundle and tools", async () => {
    expect(await zoneMessages(STUDIO_FILE, "import { RootLayout } from '@/app/shared/root-layout.tsx';\nexport { RootLayout };\n")).toEqual([]);
    expect(await zoneMessages(STUDIO_FILE, "import { startClient } from '@/app/client/start-client.tsx';\nexport { startClient };\n")).toEqual([
      expect.stringContaining('never its browser entry or server bundle'),
    ]);
    expect(await zoneMessages(STUDIO_FILE, "import { render } from '@/app/server/entry-server.tsx';\nexport { render };\n")).toEqual([
      expect.stringContaining('never its browser entry or server bundle'),
    ]);
    expect(await zoneMessages(STUDIO_FILE, "import { CHROMIUM_PATH } from '../../scripts/dev/chromium.ts';\nexport { CHROMIUM_PATH };\n")).toEqual([
      expect.stringContaining('may not import scripts/ or tools/'),
    ]);
  });

  it('keeps tools/ off the site and the studio, and to the two scripts it shares', async () => {
    expect(await zoneMessages(TOOLS_FILE, "import { pathKey } from '../../../src/lib/routing/path-keys.ts';\nexport { pathKey };\n")).toEqual([
      expect.stringContaining('tools/ may not import the site'),
    ]);
    expect(await zoneMessages(TOOLS_FILE, "import { CHROMIUM_PATH } from '../../../scripts/dev/chromium.ts';\nexport { CHROMIUM_PATH };\n")).toEqual([]);
    expect(await zoneMessages(TOOLS_FILE, "import { DIST_DIR } from '../../../scripts/content/model/paths.ts';\nexport { DIST_DIR };\n")).toEqual([
      expect.stringContaining('tools/ may use only scripts/dev/chromium.ts'),
    ]);
  });

  it('keeps the studio out of every other group of scripts/, and lets the studio use its own files', async () => {
    const importStudio = (path: string) => `import { createStudioApi } from '${path}';\nexport { createStudioApi };\n`;
    for (const [file, path] of [
      [SCRIPTS_BUILD_FILE, '../../studio/studio-api.ts'],
      [SCRIPTS_BENCH_FILE, '../studio/studio-api.ts'],
      [SCRIPTS_CONTENT_COMMAND_FILE, '../studio/studio-api.ts'],
    ] as const) {
      expect(await zoneMessages(file, importStudio(path))).toEqual([expect.stringContaining('Only scripts/studio/ imports scripts/studio/')]);
    }
    expect(await zoneMessages(SCRIPTS_STUDIO_FILE, importStudio('./studio-api.ts'))).toEqual([]);
  });

  it('lets a section use a feature, and app code use anything in the layers', async () => {
    expect(await zoneMessages(SECTION_FILE, "import { postPath } from '@/features/posts/post-path.ts';\nexport { postPath };\n")).toEqual([]);
    expect(await zoneMessages(APP_FILE, "import Hero from '@/sections/hero/hero.tsx';\nexport { Hero };\n")).toEqual([]);
  });

  it('keeps the msw mocks out of the site, and lets tests use them', async () => {
    const importMocks = "import { mockPosts } from '../../../testing/mocks/mock-posts.ts';\nexport { mockPosts };\n";
    expect(await zoneMessages(APP_FILE, importMocks)).toEqual([expect.stringContaining('virtual:mock-services')]);
    expect(await zoneMessages(SECTION_TEST_FILE, importMocks)).toEqual([]);
  });

  it('keeps scripts/ and tests/ out of src/, and testing/ out of the site while its tests use it', async () => {
    expect(await zoneMessages(APP_FILE, "import { measureRoutes } from '../../../scripts/bench/route-sizes.ts';\nexport { measureRoutes };\n")).toEqual([
      expect.stringContaining('src/ may not import scripts/'),
    ]);
    const support = "import { renderWithProviders } from '../../../testing/vitest/render-with-providers.tsx';\nexport { renderWithProviders };\n";
    expect(await zoneMessages(SECTION_FILE, support)).toEqual([expect.stringContaining('Only tests import testing/')]);
    expect(await zoneMessages(SECTION_TEST_FILE, support)).toEqual([]);
    const otherTest = "import { builtPage } from '../../../tests/html/routes.test.ts';\nexport { builtPage };\n";
    expect(await zoneMessages(SECTION_TEST_FILE, otherTest)).toEqual([expect.stringContaining('src/ may not import scripts/, tools/, e2e/ or tests/')]);
  });
});
