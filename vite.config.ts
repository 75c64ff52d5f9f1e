/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { contentPlugin } from './scripts/build/vite/vite-content-plugin.ts';
import { buildConfigurationPlugin, DEMO_MODE, demoBuildDefines } from './scripts/build/vite/build-configuration.ts';
import { mockServicesPlugin } from './scripts/build/vite/mock-services-plugin.ts';
import { interSubsetPlugin } from './scripts/build/vite/inter-subset-plugin.ts';
import { lowPriorityEntryPlugin } from './scripts/build/vite/low-priority-entry-plugin.ts';
import { studioPlugin } from './scripts/studio/studio-plugin.ts';
import { styledComponentsIdsPlugin } from './scripts/build/vite/styled-components-ids-plugin.ts';

const SHARED_UI = /[\\/]src[\\/]lib[\\/](components|media|text)[\\/]/;
const LAZY_LOADING_UI = /[\\/](opening-layout|still-with-loop|loop-player)\.tsx?$/;
// Used only by the posts' view model: three post chunks share it since listings page (issue 34), which must not make
// every page load it with the shared UI (1.2 KB gzipped); it stays with the posts' code.
const POSTS_ONLY = /[\\/]html-to-text\.ts$/;
/** Chunks loaded on every page before the application imports anything lazily (the entry is Vite's `index`). */
const ALWAYS_LOADED_CHUNK = /^assets\/(index|rolldown-runtime|shared-ui)-[\w-]+\.js$/;

const isSharedUiModule = (id: string) => SHARED_UI.test(id) && !LAZY_LOADING_UI.test(id) && !POSTS_ONLY.test(id);

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // `npm run build:demo` (mode "demo") runs on the embedded mocks whatever VITE_* say; `npm run build` refuses to
  // start without the real services (scripts/build/vite/build-configuration.ts).
  const isDemoBuild = mode === DEMO_MODE;
  return {
    plugins: [
      buildConfigurationPlugin(),
      // Stable, file-based styled-components ids keep server and client class names identical, and hashed from the
      // root-relative path they are the same wherever the repository is checked out. The demo build's class names
      // are the production build's, so its byte budgets hold for both.
      styledComponentsIdsPlugin({ ssr: true, displayName: mode !== 'production' && !isDemoBuild, fileName: true, pure: true }),
      contentPlugin({ contentRoot: process.env['SATORI_CONTENT_ROOT'] }),
      // Inter subset to the content's characters (virtual:inter-subset-url), cut at build and in development.
      interSubsetPlugin({ contentRoot: process.env['SATORI_CONTENT_ROOT'] }),
      // The entry script waits for the first paint: it is fetched at low priority (the plugin says why).
      lowPriorityEntryPlugin(),
      react(),
      // Without VITE_WP_API_URL the site runs on embedded mock posts, and without VITE_CONTACT_FORM_ENDPOINT on a
      // mock form provider, both answered by msw. A production build has both (or fails). vitest (mode "test") has
      // none either: each suite starts msw's server itself, with its own handlers and its own unhandled-request rule.
      mockServicesPlugin({ usesEmbeddedMocks: mode !== 'test' && (isDemoBuild || !env['VITE_WP_API_URL'] || !env['VITE_CONTACT_FORM_ENDPOINT']) }),
      // The studio at /__studio (`npm run studio`): development server only, nothing of it reaches a build.
      studioPlugin({ contentRoot: process.env['SATORI_CONTENT_ROOT'] }),
    ],
    define: isDemoBuild ? demoBuildDefines() : {},
    // `@/…` is src/ (the same alias as in tsconfig.base.json).
    resolve: {
      alias: [
        { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
        // <model-viewer> imports three's meshopt decoder, which compiles WebAssembly on import (the stand-in says why).
        {
          find: 'three/examples/jsm/libs/meshopt_decoder.module.js',
          replacement: fileURLToPath(new URL('./src/lib/model-view/no-meshopt-decoder.ts', import.meta.url)),
        },
      ],
    },
    ssr: {
      // styled-components ships CommonJS as its Node entry; bundling it uses its ES module build instead.
      noExternal: ['styled-components'],
    },
    build: {
      manifest: true,
      target: 'es2022',
      // Every browser that runs es2022 supports modulepreload, so the polyfill would be dead weight in the entry.
      modulePreload: {
        polyfill: false,
        // A lazy import's preload list leaves out the chunks every page has loaded before its code imports anything:
        // the entry, the runtime and the shared-UI chunk. Listing them preloads nothing and costs bytes in the
        // application chunk (names with hashes hardly compress).
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !ALWAYS_LOADED_CHUNK.test(dep)) : deps),
      },
      rolldownOptions: {
        output: {
          advancedChunks: {
            // The small shared building blocks (buttons, headings, links, media, text helpers) that three or more
            // chunks use go into one chunk every page loads anyway, instead of a dozen sub-kilobyte chunks that
            // each cost their own import boilerplate (about 3 KB gzipped per page in issue 13's measurements).
            // Left out: the opening visual, whose lazy loop player would pull Vite's preload helper into the
            // group and so into the entry's static imports, which must stay empty until the first paint.
            groups: [{ name: 'shared-ui', test: isSharedUiModule, minShareCount: 3 }],
          },
        },
      },
    },
    test: {
      restoreMocks: true,
      env: {
        // styled-components adds its rules with insertRule, as in production, rather than as text: jsdom parses a
        // style element's whole text again on every change, which took a fifth of the jsdom tests' time.
        SC_DISABLE_SPEEDY: 'false',
      },
      // vitest keeps one core for itself by default, one worker on a two-core machine; the long files mostly wait on
      // child processes (Chromium, builds, server renders), so two workers keep both cores busy.
      maxWorkers: 2,
      projects: [
        {
          // Units without a DOM, in Node: no build needed (npm test runs the unit projects before the build). A .ts
          // test that needs one says `// @vitest-environment jsdom` on its first line ("document is not defined" otherwise).
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            pool: 'threads',
            include: ['{src,studio,testing,tests}/**/*.test.ts'],
            exclude: ['tests/html/**', '**/node_modules/**'],
            setupFiles: ['testing/vitest/vitest-setup.ts'],
          },
        },
        {
          // Components, rendered with Testing Library in jsdom.
          extends: true,
          test: {
            name: 'unit-dom',
            environment: 'jsdom',
            pool: 'threads',
            include: ['{src,studio,testing,tests}/**/*.test.tsx'],
            exclude: ['**/node_modules/**'],
            setupFiles: ['testing/vitest/vitest-setup.ts'],
          },
        },
        {
          // The static facts of the built pages, read from dist/ with a parser (testing/vitest/built-site.ts).
          extends: true,
          test: {
            name: 'html',
            environment: 'node',
            include: ['tests/html/**/*.test.ts'],
            // A test's first look at a page parses it with its inlined CSS: about a second for /sections on an idle
            // machine, several on a busy one. Later tests reuse the parsed page (built-site.ts).
            testTimeout: 20_000,
          },
        },
      ],
    },
  };
});
