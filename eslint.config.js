import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importCycleRule } from './scripts/lint/import-cycle-rule.js';

/*
 * Layers of src/, bottom to top. Each layer imports only from the layers below it:
 *   lib, content  →  features, sections (neither imports the other)  →  pages  →  app (imports anything).
 * src/testing (msw mocks) sits above features: production code reaches it only through virtual:mock-services
 * (scripts/lib/mock-services-plugin.ts, in builds on the embedded mocks), and test files anywhere in src/ may use it.
 * src/ never imports scripts/, tools/, e2e/ or tests/ (its own *.test.ts(x) files may use tests/support/).
 * Relative (../../app/x.tsx) and alias (@/app/x.tsx) spellings are both caught, in static and dynamic imports.
 */
const layers = [
  { dir: 'lib', forbidden: ['features', 'sections', 'pages', 'app', 'testing'] },
  { dir: 'content', forbidden: ['features', 'sections', 'pages', 'app', 'testing'] },
  // Exceptions: the post sections read posts through features/posts (its queries and client), and the contact
  // form sends through features/contact-form (its client and endpoint).
  { dir: 'sections', forbidden: ['features', 'pages', 'app', 'testing'], allowed: ['features/posts', 'features/contact-form'] },
  { dir: 'features', forbidden: ['sections', 'pages', 'app', 'testing'] },
  { dir: 'testing', forbidden: ['sections', 'pages', 'app'] },
  { dir: 'pages', forbidden: ['app', 'testing'] },
  { dir: 'app', forbidden: [] },
];
const OUTSIDE_SRC = ['scripts', 'tools', 'e2e', 'tests'];

/** Matches an import of `<dir>/…` under src, spelled relatively or with the `@/` alias, except the `allowed` folders. */
const importOf = (dirs, allowed = []) => `^(?:@/|(?:\\.{1,2}/)+(?:.*/)?)${allowed.map((dir) => `(?!${dir}/)`).join('')}(?:${dirs.join('|')})(?:/|$)`;
/** Matches a relative import of a top-level folder outside src; tests/support/ allowed where `allowTestSupport`. */
const importOutsideSrc = (allowTestSupport) =>
  `^(?:\\.{1,2}/)+(?:.*/)?(?:${OUTSIDE_SRC.filter((dir) => !allowTestSupport || dir !== 'tests').join('|')})(?:/|$)` +
  (allowTestSupport ? '|^(?:\\.{1,2}/)+(?:.*/)?tests/(?!support/)' : '');

function boundaryRules(layer, isTest) {
  const restrictions = [];
  // Test files may also use the msw mocks in src/testing.
  const forbidden = isTest ? layer.forbidden.filter((dir) => dir !== 'testing') : layer.forbidden;
  if (forbidden.length > 0) {
    restrictions.push({
      regex: importOf(forbidden, layer.allowed),
      message: `src/${layer.dir} may not import src/{${forbidden.join(',')}}: imports flow lib/content → features/sections → pages → app.`,
    });
  }
  restrictions.push({
    regex: importOutsideSrc(isTest),
    message: isTest
      ? 'Tests inside src/ may import tests/support/, but not scripts/, tools/, e2e/ or other tests/ folders.'
      : 'src/ may not import scripts/, tools/, e2e/ or tests/.',
  });
  return {
    'no-restricted-imports': ['error', { patterns: restrictions }],
    // no-restricted-imports does not see import(); the same patterns, for lazily loaded modules.
    'no-restricted-syntax': [
      'error',
      ...restrictions.map(({ regex, message }) => ({ selector: `ImportExpression > Literal.source[value=/${regex.replaceAll('/', '\\x2F')}/]`, message })),
    ],
  };
}

const TEST_FILES = ['src/**/*.test.ts', 'src/**/*.test.tsx'];
const boundaryConfigs = [{ dir: '', forbidden: [] }, ...layers].flatMap((layer) => [
  // The first pair (dir '') covers files directly in src/ and any folder not listed as a layer.
  { files: [`src/${layer.dir ? `${layer.dir}/` : ''}**/*.{ts,tsx}`], ignores: TEST_FILES, rules: boundaryRules(layer, false) },
  { files: TEST_FILES.map((pattern) => pattern.replace('src/', `src/${layer.dir ? `${layer.dir}/` : ''}`)), rules: boundaryRules(layer, true) },
]);

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
  ...boundaryConfigs,
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
