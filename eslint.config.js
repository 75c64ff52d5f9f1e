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
 *   lib, content  →  features  →  sections  →  app (imports anything).
 * testing/ (beside src/) holds every test's helpers, fixtures and fakes. Its msw mocks (testing/mocks) sit above
 * features: production code reaches them only through virtual:mock-services (scripts/lib/mock-services-plugin.ts,
 * in builds on the embedded mocks). src/ never imports scripts/, tools/, e2e/, tests/ or testing/; its own
 * *.test.ts(x) files may use testing/.
 * import-x resolves every import, relative or `@/`, static, dynamic or type-only, before it checks a zone.
 */
const LAYERS_MESSAGE = 'imports flow lib/content → features → sections → app (README, "Project layout").';
/** `target` may not import `from`; paths from the repository root. */
const layerZones = [
  { target: ['./src/lib', './src/content'], from: ['./src/features', './src/sections', './src/app'] },
  { target: './src/features', from: ['./src/sections', './src/app'] },
  { target: './src/sections', from: './src/app' },
  { target: './testing/mocks', from: ['./src/sections', './src/app'] },
].map((zone) => ({ ...zone, message: LAYERS_MESSAGE }));
/** The test infrastructure, which only test files import; the site reaches the msw mocks through virtual:mock-services. */
const testingZone = {
  target: './src',
  from: './testing',
  message: 'Only tests import testing/; the site reaches the mocks through virtual:mock-services (scripts/lib/mock-services-plugin.ts).',
};
/** src/ and the folders beside it. */
const outsideSrc = [
  { target: './src', from: ['./scripts', './tools', './e2e', './tests'], message: 'src/ may not import scripts/, tools/, e2e/ or tests/.' },
  // The studio (studio/) is for the development server only: the site never imports it, so no build can contain it.
  { target: './src', from: './studio', message: 'src/ may not import the studio (studio/): it runs on the development server only.' },
];
const siteZones = [...layerZones, testingZone, ...outsideSrc];
const testFileZones = [...layerZones, ...outsideSrc];
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
    // The media generator workspace: Node (harness, vector art) and browser code (three.js scenes).
    files: ['tools/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['eslint.config.js', 'scripts/lint/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
