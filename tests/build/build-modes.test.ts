// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import siteContent from 'virtual:site-content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTACT_FORM_ENDPOINT_VARIABLE,
  CONTENT_SERVICE_VARIABLE,
  DEMO_MODE,
  demoBuildDefines,
  ignoredInDemoBuild,
  productionConfigurationFailure,
  productionConfigurationProblems,
} from '../../scripts/build/vite/build-configuration.ts';
import { DEMO_MODE as APPLICATION_DEMO_MODE, headDataFor, renderHeadTags, type RouteHead } from '../../src/app/shared/route-head.ts';

const CONTENT_SERVICE = 'https://cms.example.com';
const FORM_ENDPOINT = 'https://formspree.io/f/xyzwabcd';
const production = (overrides: Record<string, string | undefined> = {}) => ({
  [CONTENT_SERVICE_VARIABLE]: CONTENT_SERVICE,
  [CONTACT_FORM_ENDPOINT_VARIABLE]: FORM_ENDPOINT,
  ...overrides,
});

describe('the production build configuration', () => {
  it('accepts https addresses for both services', () => {
    expect(productionConfigurationProblems(production())).toEqual([]);
  });

  it.each([undefined, '', '   '])('refuses an unset content service (%j), naming the variable and what would go wrong', (value) => {
    const problems = productionConfigurationProblems(production({ [CONTENT_SERVICE_VARIABLE]: value }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^VITE_WP_API_URL is not set: the site would publish the embedded mock posts\./);
  });

  it.each([undefined, '', '   '])('refuses an unset form endpoint (%j): every lead would be dropped', (value) => {
    const problems = productionConfigurationProblems(production({ [CONTACT_FORM_ENDPOINT_VARIABLE]: value }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^VITE_CONTACT_FORM_ENDPOINT is not set: .*nobody would receive it\./);
  });

  it('refuses plain http for either service, and a value that is not a web address', () => {
    expect(productionConfigurationProblems(production({ [CONTENT_SERVICE_VARIABLE]: 'http://cms.example.com' }))).toEqual([
      expect.stringMatching(
        /^VITE_WP_API_URL is "http:\/\/cms.example.com": it must start with https:\/\/ .*only for http:\/\/127.0.0.1 and http:\/\/localhost/,
      ),
    ]);
    expect(productionConfigurationProblems(production({ [CONTACT_FORM_ENDPOINT_VARIABLE]: 'http://formspree.io/f/xyz' }))).toEqual([
      expect.stringMatching(/^VITE_CONTACT_FORM_ENDPOINT is "http:\/\/formspree.io\/f\/xyz": it must start with https:\/\//),
    ]);
    expect(productionConfigurationProblems(production({ [CONTACT_FORM_ENDPOINT_VARIABLE]: 'formspree.io/f/xyz' }))).toEqual([
      expect.stringMatching(/^VITE_CONTACT_FORM_ENDPOINT is "formspree.io\/f\/xyz", which is not a web address\./),
    ]);
  });

  it('accepts plain http for a content service on this machine (the local WordPress), and only there', () => {
    for (const local of ['http://127.0.0.1:8091', 'http://localhost:8091/', 'http://[::1]:8091'])
      expect(productionConfigurationProblems(production({ [CONTENT_SERVICE_VARIABLE]: local }))).toEqual([]);
    expect(productionConfigurationProblems(production({ [CONTENT_SERVICE_VARIABLE]: 'http://127.0.0.2:8091' }))).toHaveLength(1);
    expect(productionConfigurationProblems(production({ [CONTACT_FORM_ENDPOINT_VARIABLE]: 'http://127.0.0.1:9000/f' }))).toHaveLength(1);
  });

  it('reports both variables at once, then says how to build the demo instead', () => {
    const problems = productionConfigurationProblems({});
    expect(problems).toHaveLength(2);
    const message = productionConfigurationFailure(problems);
    expect(message.split('\n')).toEqual([
      'The production build cannot start:',
      `  - ${problems[0] ?? ''}`,
      `  - ${problems[1] ?? ''}`,
      'To build the demo site on the embedded mock posts and mock form provider instead, run: npm run build:demo',
    ]);
  });

  // The whole command, as a deployment runs it: process.env wins over any .env file, so empty values are "unset".
  it('`vite build` fails before building anything, naming the variables and the demo build', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'satori-refused-build-'));
    rmSync(outDir, { recursive: true });
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir], {
      encoding: 'utf8',
      env: { ...process.env, [CONTENT_SERVICE_VARIABLE]: '', [CONTACT_FORM_ENDPOINT_VARIABLE]: 'http://formspree.io/f/xyz', NO_COLOR: '1' },
    });
    const output = `${build.stdout}${build.stderr}`;
    expect(build.status).toBe(1);
    expect(output).toContain('VITE_WP_API_URL is not set');
    expect(output).toContain('VITE_CONTACT_FORM_ENDPOINT is "http://formspree.io/f/xyz": it must start with https://');
    expect(output).toContain('run: npm run build:demo');
    expect(output).not.toContain('modules transformed');
    expect(existsSync(outDir)).toBe(false);
  }, 30_000);
});

describe('the demo build', () => {
  it('says which set service variables it ignores, and stays quiet when none is set', () => {
    expect(ignoredInDemoBuild({})).toBeUndefined();
    expect(ignoredInDemoBuild({ [CONTENT_SERVICE_VARIABLE]: ' ' })).toBeUndefined();
    expect(ignoredInDemoBuild({ [CONTENT_SERVICE_VARIABLE]: CONTENT_SERVICE })).toBe(
      'Demo build: VITE_WP_API_URL is set but ignored. A demo build always runs on the embedded mock posts and mock form provider (msw). For production, run: npm run build',
    );
    expect(ignoredInDemoBuild(production())).toMatch(/^Demo build: VITE_WP_API_URL and VITE_CONTACT_FORM_ENDPOINT are set but ignored\./);
  });

  it('is the mode the application checks for (the build and the browser code each hold the name)', () => {
    expect(APPLICATION_DEMO_MODE).toBe(DEMO_MODE);
  });

  it('compiles both service variables away, so every module takes the embedded path', () => {
    expect(demoBuildDefines()).toEqual({ 'import.meta.env.VITE_WP_API_URL': '""', 'import.meta.env.VITE_CONTACT_FORM_ENDPOINT': '""' });
  });
});

describe('robots meta in the head of each build', () => {
  afterEach(() => vi.unstubAllEnvs());

  const indexedPage: RouteHead = {
    kind: 'page',
    meta: { title: 'About | Satori XR', description: 'Who we are.' },
    sourceFile: 'content-json/pages/about.json',
    hydrateLater: [],
    sectionTypes: ['page-intro'],
    hasData: false,
    indexed: true,
    hasCatalogue: false,
  };
  const robotsOf = (head: RouteHead | undefined) =>
    /<meta name="robots" content="([^"]*)" \/>/.exec(renderHeadTags(headDataFor(siteContent, head, '/about')))?.[1];

  it('a demo build tells search engines to index none of its pages, the 404 page included', () => {
    vi.stubEnv('MODE', DEMO_MODE);
    expect(robotsOf(indexedPage)).toBe('noindex');
    expect(robotsOf({ kind: 'not-found' })).toBe('noindex');
  });

  it('a production build lets its pages be indexed (the 404 and catalogue pages still are not)', () => {
    vi.stubEnv('MODE', 'production');
    expect(robotsOf(indexedPage)).toBe('index, follow');
    expect(robotsOf({ ...indexedPage, indexed: false })).toBe('noindex');
    expect(robotsOf({ kind: 'not-found' })).toBe('noindex');
  });
});
