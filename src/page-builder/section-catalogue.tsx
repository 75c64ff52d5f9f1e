import type { CatalogueEntry } from '@/content/page-manifest.ts';
import { DemotedPageHeadings } from '@/lib/components/page-heading-rank.tsx';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { fillTemplate } from '@/lib/text/fill-template.ts';
import { CatalogueExampleJson } from './catalogue-example-json.tsx';
import { PageSections, type ResolvedSection } from './page-sections.tsx';
import {
  Contents,
  ContentsHeading,
  ContentsList,
  Entry,
  EntryHeader,
  Example,
  ExampleLabel,
  TypeDescription,
  TypeLabel,
  TypeName,
} from './section-catalogue.styles.ts';

export interface ResolvedCatalogueEntry extends Omit<CatalogueEntry, 'examples'> {
  /** Each schema example, its section code loaded, ready to render (page-content.tsx loads them). */
  examples: ResolvedSection[];
}

const entryId = (type: string) => `section-type-${type}`;
const exampleLabelId = (type: string, index: number) => `${entryId(type)}-example-${index + 1}`;

/**
 * A catalogue page's body: for each section type, its name and schema description, then every schema
 * example rendered as visitors see it, each in its own error boundary, followed by its JSON to copy when the
 * page has the words for that. Example headings that would open a page render as h2, so the page keeps its one h1.
 */
export function SectionCatalogue({ entries }: { entries: readonly ResolvedCatalogueEntry[] }) {
  const { sectionCatalogue: words } = useSiteContent();
  return (
    <>
      <Contents aria-labelledby="section-catalogue-contents">
        <ContentsHeading id="section-catalogue-contents">{words.contentsLabel}</ContentsHeading>
        <ContentsList>
          {entries.map((entry) => (
            <li key={entry.type}>
              <a href={`#${entryId(entry.type)}`}>{entry.type}</a>
            </li>
          ))}
        </ContentsList>
      </Contents>
      {entries.map((entry) => (
        <Entry key={entry.type} id={entryId(entry.type)} aria-labelledby={`${entryId(entry.type)}-name`} data-catalogue-entry={entry.type}>
          <EntryHeader>
            <TypeLabel>{words.typeLabel}</TypeLabel>
            <TypeName id={`${entryId(entry.type)}-name`}>{entry.type}</TypeName>
            <TypeDescription>{entry.description}</TypeDescription>
          </EntryHeader>
          <DemotedPageHeadings>
            {entry.examples.map((example) => {
              const labelId = exampleLabelId(entry.type, example.index);
              const raw = entry.copyJson?.examples[example.index];
              return (
                <Example key={example.index} data-catalogue-example={`${entry.type}-${example.index + 1}`}>
                  <ExampleLabel id={labelId}>{fillTemplate(words.exampleLabel, { index: example.index + 1, count: entry.examples.length })}</ExampleLabel>
                  <PageSections sections={[example]} />
                  {entry.copyJson && raw !== undefined ? (
                    <CatalogueExampleJson json={JSON.stringify(raw, null, 2)} describedBy={labelId} words={entry.copyJson.words} />
                  ) : null}
                </Example>
              );
            })}
          </DemotedPageHeadings>
        </Entry>
      ))}
    </>
  );
}
