// @vitest-environment node
/**
 * The layers of src/ (eslint.config.js, README "Project layout"): lib/content → features → sections → app, the test
 * infrastructure (testing/) for tests only, nothing from beside src/. Each case lints one import, in the place of a
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
const APP_FILE = 'src/app/client/initial-route.ts';
const SECTION_TEST_FILE = 'src/sections/hero/hero.test.tsx';

describe('the layers of src/', () => {
  // Loading the configuration loads its plugins and TypeScript's parser: about 2 s of CPU, longer on a busy machine.
  beforeAll(async () => {
    await eslint.calculateConfigForFile(LIB_FILE);
  }, 60_000);

  it.each([
    ['lib may not import a feature', LIB_FILE, "import { postPath } from '@/features/posts/post-path.ts';\nexport { postPath };\n"],
    ['a feature may not import a section, spelled relatively', FEATURE_FILE, "import Hero from '../../sections/hero/hero.tsx';\nexport { Hero };\n"],
    ['a section may not load app code lazily', SECTION_FILE, "export const load = () => import('@/app/client/initial-route.ts');\n"],
    [
      'a section may not import app types',
      SECTION_FILE,
      "import type { ClientRouterOptions } from '@/app/client/client-router.ts';\nexport type Options = ClientRouterOptions;\n",
    ],
  ])('%s', async (_case, filePath, code) => {
    expect(await zoneMessages(filePath, code)).toEqual([expect.stringContaining('imports flow lib/content → features → sections → app')]);
  });

  it('lets a section use a feature, and app code use anything in the layers', async () => {
    expect(await zoneMessages(SECTION_FILE, "import { postPath } from '@/features/posts/post-path.ts';\nexport { postPath };\n")).toEqual([]);
    expect(await zoneMessages(APP_FILE, "import Hero from '@/sections/hero/hero.tsx';\nexport { Hero };\n")).toEqual([]);
  });

  it('keeps the msw mocks out of the site, and lets tests use them', async () => {
    const importMocks = "import { mockPosts } from '../../testing/mocks/mock-posts.ts';\nexport { mockPosts };\n";
    expect(await zoneMessages(APP_FILE, importMocks)).toEqual([expect.stringContaining('virtual:mock-services')]);
    expect(await zoneMessages(SECTION_TEST_FILE, importMocks)).toEqual([]);
  });

  it('keeps scripts/ and tests/ out of src/, and testing/ out of the site while its tests use it', async () => {
    expect(await zoneMessages(APP_FILE, "import { measureRoutes } from '../../scripts/lib/route-sizes.ts';\nexport { measureRoutes };\n")).toEqual([
      expect.stringContaining('src/ may not import scripts/'),
    ]);
    const support = "import { renderWithProviders } from '../../../testing/vitest/render-with-providers.tsx';\nexport { renderWithProviders };\n";
    expect(await zoneMessages(SECTION_FILE, support)).toEqual([expect.stringContaining('Only tests import testing/')]);
    expect(await zoneMessages(SECTION_TEST_FILE, support)).toEqual([]);
    const otherTest = "import { builtPage } from '../../../tests/html/routes.test.ts';\nexport { builtPage };\n";
    expect(await zoneMessages(SECTION_TEST_FILE, otherTest)).toEqual([expect.stringContaining('src/ may not import scripts/, tools/, e2e/ or tests/')]);
  });
});
