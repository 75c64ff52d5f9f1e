import type { PageDocument, SectionType } from './generated/content-types.ts';

/** One page as listed by the content plugin's virtual:page-manifest module. */
export interface PageManifestEntry {
  /** The content file, relative to the project root. */
  file: string;
  path: string;
  aliases: string[];
  /** The section types the page uses, so their code can load alongside the page. */
  sectionTypes: SectionType[];
  load(): Promise<{ default: PageDocument }>;
}
