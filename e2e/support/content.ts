/** Reads the committed content so the suites follow the pages marketers add. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PageDocument, SiteContent } from '../../src/content/generated/content-types.ts';

const root = process.cwd();

export const site = JSON.parse(readFileSync(join(root, 'content-json/site.json'), 'utf8')) as SiteContent;

export const pages: PageDocument[] = readdirSync(join(root, 'content-json/pages'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(join(root, 'content-json/pages', file), 'utf8')) as PageDocument);

export const isDynamic = (path: string) => path.includes('/:');

/** Section types whose heading is the page's h1; a page opens with exactly one of them. */
const PAGE_HEADING_TYPES = new Set(['page-intro', 'hero']);

export function headingOf(page: PageDocument): string {
  const opening = page.sections.find((section) => PAGE_HEADING_TYPES.has(section.type));
  if (!opening || !('heading' in opening) || typeof opening.heading !== 'string') throw new Error(`${page.path} has no section with the page heading`);
  return opening.heading;
}

export const staticPages = pages.filter((page) => !isDynamic(page.path));

export interface RouteCase {
  url: string;
  canonicalPath: string;
  heading: string;
}

/** Every address a visitor may use: each page path, each alias, the spellings the spec names, and sample post addresses. */
export const routeCases: RouteCase[] = [
  ...staticPages.flatMap((page) => [page.path, ...(page.aliases ?? [])].map((url) => ({ url, canonicalPath: page.path, heading: headingOf(page) }))),
  ...[
    ['/industries/Logistics%26SupplyChainIndustry', '/industries/Logistics&SupplyChainIndustry'],
    ['/ABOUT', '/about'],
  ].map(([url = '', canonicalPath = '']) => {
    const page = staticPages.find((candidate) => candidate.path === canonicalPath);
    if (!page) throw new Error(`No page for ${canonicalPath}`);
    return { url, canonicalPath, heading: headingOf(page) };
  }),
  ...pages.filter((page) => isDynamic(page.path)).map((page) => ({ url: page.path.replace(':slug', 'immersive-training-field-guide'), canonicalPath: page.path.replace(':slug', 'immersive-training-field-guide'), heading: headingOf(page) })),
];
