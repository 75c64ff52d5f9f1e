/**
 * A committed page's section, loaded and validated as the build loads it, for tests that should hold the words
 * marketers ship rather than a copy of them.
 */
import type { SectionPropsMap, SectionType } from '../../src/content/generated/content-types.ts';
import { loadContent, requireValidContent } from '../../scripts/content/model/load-content.ts';

export function pageSection<Type extends SectionType>(path: string, type: Type): SectionPropsMap[Type] {
  const page = requireValidContent(loadContent(process.cwd())).pages.find(({ document }) => document.path === path);
  if (!page) throw new Error(`No page has the path ${path}`);
  const isWanted = (section: SectionPropsMap[SectionType]): section is SectionPropsMap[Type] => section.type === type;
  const section = page.document.sections.find(isWanted);
  if (!section) throw new Error(`${path} has no ${type} section`);
  return section;
}
