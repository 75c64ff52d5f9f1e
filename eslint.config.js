import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { importCycleRule } from './scripts/lint/import-cycle-rule.js';

/*
 * Layers of src/, bottom to top; each imports only from the layers below it:
 *   lib, content  →  features  →  sections  →  page-builder  →  app.
 * The page builder (src/page-builder/) composes pages from sections: the registry, the section contract, resolving
 * and rendering sections, the catalogue. Sections reach it only for the contract their module implements
 * (section-contract.ts, types only, which imports no section), the one thing both sides must agree on.
 * app/ is split by where its code runs: app/client (the browser only) and app/server (the server bundle only) each
 * build on app/shared (both) and never on each other; app/shared imports neither.
 * testing/ (beside src/) holds every test's helpers, fixtures and fakes. Its msw mocks (testing/mocks) sit above
 * features: production code reaches them only through virtual:mock-services (scripts/build/vite/mock-services-plugin.ts,
 * in builds on the embedded mocks). src/ never imports scripts/, tools/, e2e/, tests/ or testing/; its own
 * *.test.ts(x) files may use testing/.
 * import-x resolves every import, relative or `@/`, static, dynamic or type-only, before it checks a zone.
 */
const LAYERS_MESSAGE = 'imports flow lib/content → features → sections → page-builder → app (README, "Project layout").';
const RUNTIME_MESSAGE = 'app/client (browser) and app/server (server bundle) build on app/shared and never on each other (README, "Project layout").';
/** `target` may not import `from`; paths from the repository root. */
const layerZones = [
  ...[
    { target: ['./src/lib', './src/content'], from: ['./src/features', './src/sections', './src/page-builder', './src/app'] },
    { target: './src/features', from: ['./src/sections', './src/page-builder', './src/app'] },
    { target: './src/sections', from: './src/app' },
    // `except` is relative to `from`: a section's module implements the contract, and imports nothing else above it.
    { target: './src/sections', from: './src/page-builder', except: ['./section-contract.ts'] },
    { target: './src/page-builder', from: './src/app' },
    { target: './testing/mocks', from: ['./src/sections', './src/page-builder', './src/app'] },
  ].map((zone) => ({ ...zone, message: LAYERS_MESSAGE })),
  ...[
    { target: './src/app/client', from: './src/app/server' },
    { target: './src/app/server', from: './src/app/client' },
    { target: './src/app/shared', from: ['./src/app/client', './src/app/server'] },
  ].map((zone) => ({ ...zone, message: RUNTIME_MESSAGE })),
];
/** The test infrastructure, which only test files import; the site reaches the msw mocks through virtual:mock-services. */
const testingZone = {
  target: './src',
  from: './testing',
  message: 'Only tests import testing/; the site reaches the mocks through virtual:mock-services (scripts/build/vite/mock-services-plugin.ts).',
};
/** src/ and the folders beside it. */
const outsideSrc = [
  { target: './src', from: ['./scripts', './tools', './e2e', './tests'], message: 'src/ may not import scripts/, tools/, e2e/ or tests/.' },
  // The studio (studio/) is for the development server only: the site never imports it, so no build can contain it.
  { target: './src', from: './studio', message: 'src/ may not import the studio (studio/): it runs on the development server only.' },
];
const siteZones = [...layerZones, testingZone, ...outsideSrc];
const testFileZones = [...layerZones, ...outsideSrc];
/**
 * The studio's preview renders pages as the site does, with the site's page builder, sections, lib and the app's
 * shared layout and providers; it never starts the site's browser app or server bundle, nor reaches the Node tools.
 */
const studioZones = [
  {
    target: './studio',
    from: ['./src/app/client', './src/app/server'],
    message: "The studio's preview uses the site's page builder and app/shared, never its browser entry or server bundle (app/client, app/server).",
  },
  {
    target: './studio',
    from: ['./scripts', './tools'],
    message: 'The studio (browser code) may not import scripts/ or tools/; it talks to the studio server over HTTP.',
  },
];
/**
 * The tools workspaces (tools/) make media from their own code. The one exception, allowed file by file: the media
 * generator drives the same Chromium the test suites use, and encodes with the media pipeline's ffmpeg, rather
 * than keeping second copies of how those are found and started.
 */
const toolsZones = [
  { target: './tools', from: ['./src', './studio'], message: 'tools/ may not import the site (src/) or the studio (studio/).' },
  {
    target: './tools',
    from: './scripts',
    except: ['./dev/chromium.ts', './media/pipeline/encode.ts'],
    message: 'tools/ may use only scripts/dev/chromium.ts and scripts/media/pipeline/encode.ts of scripts/ (eslint.config.js).',
  },
];
/**
 * The studio's server and tools (scripts/studio/) build on the other groups of scripts/ (scripts/README.md); none of
 * them reaches up into the studio. The glob names every folder of scripts/ but the studio's, new ones included.
 */
const scriptsZones = [
  {
    target: './scripts/!(studio)/**',
    from: './scripts/studio',
    message: 'Only scripts/studio/ imports scripts/studio/: the studio builds on the other groups of scripts/ (scripts/README.md).',
  },
];
const TEST_FILES = ['src/**/*.test.ts', 'src/**/*.test.tsx'];
const importResolution = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ alias: { '@': [fileURLToPath(new URL('./src', import.meta.url))] } })],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      'test-results',
      'test-results-wordpress',
      '.wp-local',
      'playwright-report',
      'reports',
      'public',
      'media-src',
      'src/content/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      // Each file is checked with the tsconfig that owns it: tsconfig.{app,node,test}.json through the root
      // tsconfig.json's references, tools/*/tsconfig.json for the tools workspaces.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, satori: { rules: { 'no-import-cycle': importCycleRule } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Not import-x/no-cycle: it skips type-only imports, and a type-only cycle is still a cycle (see the rule's file).
      'satori/no-import-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: siteZones }] },
  },
  {
    files: TEST_FILES,
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: testFileZones }] },
  },
  {
    files: ['studio/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: studioZones }] },
  },
  {
    files: ['tools/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: toolsZones }] },
  },
  {
    files: ['scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: scriptsZones }] },
  },
  {
    // The media generator workspace: Node (harness, vector art) and browser code (three.js scenes).
    files: ['tools/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['eslint.config.js', 'scripts/lint/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
