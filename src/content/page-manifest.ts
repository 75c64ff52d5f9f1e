import type { PageDocument, Section, SectionType } from './generated/content-types.ts';

/** One section type as a catalogue page shows it: its name, its schema's title and description, and its schema examples. */
export interface CatalogueEntry {
  type: SectionType;
  /** The schema's title, such as "SolutionCardsSection". */
  title: string;
  /** The schema's description, written for marketers. */
  description: string;
  /** The schema's examples, validated and with defaults filled in, ready to render. */
  examples: Section[];
  /**
   * On a catalogue page with `catalogue.copyJson` (added by the content plugin): the same examples exactly as the schema
   * writes them, no defaults filled in (what a marketer pastes into a page's `sections`), and the page's words for
   * showing and copying them. Plain values, pretty-printed where they are shown: escaped JSON text would compress worse. The words ride with each entry so that the route code every page loads
   * needs no field for them.
   */
  copyJson?: { words: CatalogueCopyJsonWords; examples: unknown[] };
}

/** The words of a catalogue page's JSON part: its `catalogue.copyJson`. */
export type CatalogueCopyJsonWords = NonNullable<NonNullable<PageDocument['catalogue']>['copyJson']>;

/** A page module as the content plugin serves it: the validated document, plus the catalogue entries of a catalogue page. */
export type ServedPageDocument = PageDocument & { catalogueEntries?: CatalogueEntry[] };

/** One page as listed by the content plugin's virtual:page-manifest module. */
export interface PageManifestEntry {
  /**
   * The content file, relative to the project root. Only the server bundle has it (the pre-renderer lists a page's
   * chunks from it): in the browser's route table every file name would be bytes on every page's first render.
   */
  file?: string;
  path: string;
  /** Other spellings of the path that also lead to the page; absent when there are none (most pages). */
  aliases?: string[];
  /** The section types the page uses (a catalogue page's examples included), so their code can load alongside the page. */
  sectionTypes: SectionType[];
  /**
   * false for catalogue pages: they stay out of the sitemap and carry `noindex`. Absent for every other page (indexed),
   * so the browser's route table does not repeat it for every address.
   */
  indexed?: false;
  /**
   * Only on the page the browser opened pre-rendered: the sections (by index) the pre-renderer left to hydrate when
   * the visitor reaches them (page-content.tsx's sectionsToHydrateLater, carried by the page's hydration data).
   */
  hydrateLater?: readonly number[];
  load(): Promise<{ default: ServedPageDocument }>;
}
