/**
 * Issue 36: GSAP (with ScrollTrigger), Swiper and framer-motion load with the sections that use them, never with a
 * page's first render unless a section of the page needs them there. Computed from the build for every page: its
 * first-render chunks (its entry script and its `#page-modules` list) and, through Vite's manifest, every chunk
 * they import statically, which loads with them.
 *
 * Which chunks hold a library's code, from the manifest: a chunk whose entry is one of the library's own modules
 * (what a dynamic `import('gsap')` makes), a chunk whose entry is a source file that imports the library, and a
 * chunk that only such chunks import (code the bundler split out of them). For that to be the whole of it, every
 * source file that imports a library must be the entry of a chunk of its own: otherwise the bundler could fold it,
 * and the library with it, into any chunk.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readPageModulesList } from '../../scripts/bench/route-sizes.ts';
import { DIST, builtPages, readBuiltFile } from '../../testing/vitest/built-site.ts';

const LIBRARIES = ['gsap', 'swiper', 'framer-motion'] as const;
type Library = (typeof LIBRARIES)[number];

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));

/** The libraries a source text imports for its code or styles (not `import type`, not a lazy `import()`). */
function librariesImportedBy(source: string): Library[] {
  return LIBRARIES.filter((library) => new RegExp(String.raw`^import\s+(?:(?!type\b)[^;]*?from\s+)?['"]${library}(/[^'"]*)?['"]`, 'm').test(source));
}

/** The library whose own module is the chunk's entry (node_modules/<library>/…, or framer-motion's engine). */
const libraryPackageOf = (src: string): Library | undefined => {
  const folder = /^node_modules\/([^/]+)\//.exec(src)?.[1];
  if (folder === 'motion-dom' || folder === 'motion-utils') return 'framer-motion';
  return LIBRARIES.find((library) => library === folder);
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Every source file under src/ that imports a library for its code, as "src/…" (the manifest's spelling). */
const importersOfLibraries = new Map(
  sourceFiles(join(process.cwd(), 'src'))
    .map((file) => [file.slice(process.cwd().length + 1).replaceAll('\\', '/'), librariesImportedBy(readFileSync(file, 'utf8'))] as const)
    .filter(([, libraries]) => libraries.length > 0),
);

/** Manifest key → the libraries whose code that chunk holds. */
function libraryChunks(): Map<string, Set<Library>> {
  const held = new Map<string, Set<Library>>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const libraries = new Set<Library>([...(importersOfLibraries.get(chunk.src ?? '') ?? [])]);
    const own = libraryPackageOf(chunk.src ?? '');
    if (own) libraries.add(own);
    if (libraries.size > 0) held.set(key, libraries);
  }
  // Chunks split out of library chunks: imported by them and by nothing else.
  const importersOf = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest))
    for (const imported of chunk.imports ?? []) importersOf.set(imported, [...(importersOf.get(imported) ?? []), key]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [key, importers] of importersOf) {
      if (held.has(key) || !importers.every((importer) => held.has(importer))) continue;
      held.set(key, new Set(importers.flatMap((importer) => [...(held.get(importer) ?? [])])));
      grew = true;
    }
  }
  return held;
}

const held = libraryChunks();

/** The section type whose module is the chunk's entry (src/sections/<type>/…), or undefined. */
const sectionOf = (key: string): string | undefined => /^src\/sections\/([\w-]+)\//.exec(manifest[key]?.src ?? '')?.[1];

interface LibraryOnFirstRender {
  libraries: Library[];
  /** The chunks from a first-render chunk to the library's, by static imports. */
  path: string[];
  /** The section modules on that path. */
  sections: string[];
}

/** Every library chunk that a page's first-render chunks are or reach by static imports, with the way there. */
function librariesOnFirstRender(firstRender: string[]): LibraryOnFirstRender[] {
  const found: LibraryOnFirstRender[] = [];
  const seen = new Set<string>();
  const visit = (key: string, path: string[]) => {
    if (seen.has(key)) return;
    seen.add(key);
    const here = [...path, key];
    const libraries = held.get(key);
    if (libraries) found.push({ libraries: [...libraries], path: here, sections: here.flatMap((step) => sectionOf(step) ?? []) });
    for (const imported of manifest[key]?.imports ?? []) visit(imported, here);
  };
  for (const key of firstRender) visit(key, []);
  return found;
}

const pages = builtPages.map((page) => {
  const html = readBuiltFile(page.file);
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  const hrefs = [...(entry === undefined ? [] : [entry]), ...readPageModulesList(html)];
  const sectionTypes = new Set([...html.matchAll(/data-section-type="([^"]+)"/g)].map((match) => match[1] ?? ''));
  return { urlPath: page.urlPath, hrefs, sectionTypes };
});

describe('GSAP, Swiper and framer-motion load with their sections (issue 36)', () => {
  it('finds the libraries in the build: each has a chunk, which only a dynamic import brings', () => {
    for (const library of LIBRARIES) {
      const keys = [...held].filter(([, libraries]) => libraries.has(library)).map(([key]) => key);
      expect(keys.length, `${library}: no chunk holds it`).toBeGreaterThan(0);
      const lazilyImported = Object.values(manifest).some((chunk) => (chunk.dynamicImports ?? []).some((key) => keys.includes(key)));
      expect(lazilyImported, `${library}: no chunk imports its chunks dynamically`).toBe(true);
    }
  });

  it('every source file that imports a library is the entry of a chunk of its own, loaded lazily', () => {
    expect(importersOfLibraries.size).toBeGreaterThan(0);
    const folded = [...importersOfLibraries.keys()].filter((src) => manifest[src]?.isDynamicEntry !== true);
    expect(folded).toEqual([]);
  });

  it('every first-render chunk of every page is in the manifest', () => {
    const unknown = pages.flatMap(({ urlPath, hrefs }) => hrefs.filter((href) => !keyByFile.has(href)).map((href) => `${urlPath}: ${href}`));
    expect(unknown).toEqual([]);
  });

  it('no page loads GSAP, Swiper or framer-motion with its first render unless a section of the page imports it', () => {
    const offending = pages.flatMap(({ urlPath, hrefs, sectionTypes }) =>
      librariesOnFirstRender(hrefs.flatMap((href) => keyByFile.get(href) ?? []))
        .filter(({ sections }) => !sections.some((section) => sectionTypes.has(section)))
        .map(({ libraries, path }) => `${urlPath}: ${libraries.join(', ')} through ${path.join(' → ')}`),
    );
    expect(offending).toEqual([]);
  });

  it("the slider's Swiper modules chunk holds the three modules it uses, not the package's twenty-odd", () => {
    // load-swiper.ts destructures swiper/modules in the import's own then(), which the bundler tree-shakes; with
    // every module the chunk was 24.6 KB gzipped, with Autoplay, Pagination and A11y 6 KB.
    const chunk = manifest['node_modules/swiper/modules/index.mjs'];
    expect(chunk).toBeDefined();
    const gzipped = gzipSync(readFileSync(join(DIST, chunk?.file ?? '')), { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(8 * 1024);
  });

  it('reads imports as the bundler does: code imports count, type imports and lazy imports do not', () => {
    expect(librariesImportedBy("import { LazyMotion, m } from 'framer-motion';")).toEqual(['framer-motion']);
    expect(librariesImportedBy("import { ScrollTrigger } from 'gsap/ScrollTrigger';\nimport 'x';")).toEqual(['gsap']);
    expect(librariesImportedBy("import type { Swiper } from 'swiper/types';")).toEqual([]);
    expect(librariesImportedBy("const swiper = await import('swiper');")).toEqual([]);
    expect(librariesImportedBy("import 'swiper/css';")).toEqual(['swiper']);
  });
});
