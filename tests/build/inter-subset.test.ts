/**
 * Inter subset to the content's characters (issue 36): the file every page preloads before its largest paint stays
 * within 20 KB, draws every character the content uses, and keeps the weight axis the theme asks for.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/model/load-content.ts';
import {
  INTER_SOURCE_FILE,
  INTER_SUBSET_BUDGET_BYTES,
  INTER_SUBSET_NAME,
  TYPOGRAPHIC_PUNCTUATION,
  contentCharacters,
  interSubsetFile,
  makeInterSubset,
  subsetCharacters,
} from '../../scripts/build/fonts/inter-subset.ts';
import { interSubsetPlugin } from '../../scripts/build/vite/inter-subset-plugin.ts';
import { theme } from '../../src/lib/theme/tokens.ts';
import { woff2Axes, woff2Characters } from '../../testing/vitest/woff2-cmap.ts';

const root = process.cwd();
const tree = loadContent(root);
let font: Buffer;

beforeAll(async () => {
  font = readFileSync(await interSubsetFile(root));
});

describe('Inter subset to the content', () => {
  it('is at most 20 KB', () => {
    expect(font.length).toBeLessThanOrEqual(INTER_SUBSET_BUDGET_BYTES);
  });

  it('draws every character of the content, printable ASCII and the typographic punctuation of English posts', () => {
    const drawn = woff2Characters(font);
    const used = [...contentCharacters(tree)].filter((character) => character >= ' ');
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((character) => !drawn.has(character))).toEqual([]);
    for (const character of ` AZaz09~${TYPOGRAPHIC_PUNCTUATION}`) expect(drawn.has(character), character).toBe(true);
  });

  it('draws nothing else: what the content does not use falls back to Inter Fallback', () => {
    const drawn = woff2Characters(font);
    const kept = new Set(subsetCharacters(tree));
    expect([...drawn].filter((character) => !kept.has(character))).toEqual([]);
    // Fontsource's Latin file draws far more (¿, Æ, arrows, …).
    expect(woff2Characters(readFileSync(INTER_SOURCE_FILE)).size).toBeGreaterThan(drawn.size + 50);
  });

  it('keeps the weight axis from the lightest to the heaviest weight of the theme', () => {
    const weights = Object.values(theme.fontWeight);
    expect(woff2Axes(font).get('wght')).toEqual([Math.min(...weights), Math.max(...weights)]);
  });

  it('is the same bytes when cut again from the same content', async () => {
    expect((await makeInterSubset(subsetCharacters(tree))).equals(font)).toBe(true);
  });

  it('is what virtual:inter-subset-url imports, by its file name', async () => {
    const plugin = interSubsetPlugin();
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => Promise<string | undefined>;
    const id = resolveId('virtual:inter-subset-url');
    expect(id).toBeDefined();
    const code = (await load(id ?? '')) ?? '';
    const imported = /from "(.+)\?url"/.exec(code)?.[1] ?? '';
    expect(basename(imported)).toBe(INTER_SUBSET_NAME);
    expect(readFileSync(imported).equals(font)).toBe(true);
  });
});
