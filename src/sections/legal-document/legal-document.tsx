import { useId } from 'react';
import type { LegalDocumentSection } from '@/content/generated/content-types.ts';
import { Container } from '@/lib/components/container.ts';
import { PageEyebrow } from '@/lib/components/page-heading.ts';
import { usePageHeadingTag } from '@/lib/components/page-heading-rank.tsx';
import { LegalBlockView } from './legal-blocks.tsx';
import { formatLegalDate } from './legal-date.ts';
import { LegalPrintStyle } from './legal-print-style.ts';
import {
  Body,
  Contents,
  ContentsLabel,
  ContentsLink,
  ContentsList,
  Document,
  Head,
  Intro,
  Layout,
  Part,
  PartHeading,
  PartNumber,
  Title,
  Updated,
} from './legal-document.styles.ts';

/**
 * A legal or company document (SPEC 2.9): the title as the page's h1, the last-updated date, a table of contents
 * linking to each section's anchor, and the numbered sections of structured text. `lang` marks a document written
 * in another language than the site (the German Impressum), so the site's navigation and footer stay English.
 */
export default function LegalDocument({ lang, header, lastUpdated, contentsLabel, numbered, sections }: LegalDocumentSection) {
  const ids = useId();
  // The title is the page's h1; inside a section catalogue it is an h2, and every heading under it moves down too.
  const titleTag = usePageHeadingTag();
  const [partTag, subheadingTag] = titleTag === 'h1' ? (['h2', 'h3'] as const) : (['h3', 'h4'] as const);
  const numberOf = (index: number) => `${index + 1}.`;
  const updatedText = lastUpdated ? (formatLegalDate(lastUpdated.date, lang) ?? lastUpdated.date) : undefined;

  return (
    <Document lang={lang} aria-labelledby={`${ids}-title`}>
      <LegalPrintStyle />
      <Container>
        <Layout>
          <Head>
            {header.eyebrow ? <PageEyebrow>{header.eyebrow}</PageEyebrow> : null}
            <Title as={titleTag} id={`${ids}-title`}>
              {header.heading}
            </Title>
            {lastUpdated ? (
              <Updated data-legal-updated>
                {lastUpdated.label} <time dateTime={lastUpdated.date}>{updatedText}</time>
              </Updated>
            ) : null}
            {header.intro ? <Intro>{header.intro}</Intro> : null}
          </Head>

          <Contents aria-labelledby={`${ids}-contents`}>
            <ContentsLabel id={`${ids}-contents`}>{contentsLabel}</ContentsLabel>
            {/* role="list": Safari drops list semantics from lists styled without markers. */}
            <ContentsList role="list">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <ContentsLink href={`#${section.id}`}>{numbered ? `${numberOf(index)} ${section.heading}` : section.heading}</ContentsLink>
                </li>
              ))}
            </ContentsList>
          </Contents>

          <Body>
            {sections.map((section, index) => (
              <Part key={section.id} id={section.id} data-legal-section>
                <PartHeading as={partTag}>
                  {numbered ? (
                    <>
                      <PartNumber>{numberOf(index)}</PartNumber> {section.heading}
                    </>
                  ) : (
                    section.heading
                  )}
                </PartHeading>
                {section.blocks.map((block, blockIndex) => (
                  <LegalBlockView key={blockIndex} block={block} subheadingTag={subheadingTag} />
                ))}
              </Part>
            ))}
          </Body>
        </Layout>
      </Container>
    </Document>
  );
}
