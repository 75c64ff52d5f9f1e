import type { LegalSection } from '@/content/generated/content-types.ts';
import { InlineText } from './inline-text.tsx';
import { Address, BulletList, FactTerm, FactValue, Facts, Paragraph, Subheading } from './legal-document.styles.ts';
import { LineBreaks } from '@/lib/components/line-breaks.tsx';

type LegalBlock = LegalSection['blocks'][number];

/** One block of a section's text, as its type says. `subheadingTag` is one level below the section's heading. */
export function LegalBlockView({ block, subheadingTag }: { block: LegalBlock; subheadingTag: 'h3' | 'h4' }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <Paragraph>
          <InlineText text={block.text} />
        </Paragraph>
      );
    case 'list':
      return (
        <BulletList>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineText text={item} />
            </li>
          ))}
        </BulletList>
      );
    case 'facts':
      return (
        <Facts>
          {block.items.map((fact, index) => (
            // A wrapping div per pair is valid in a <dl> and lets each pair lay out as one grid row.
            <div key={index}>
              <FactTerm>{fact.term}</FactTerm>
              <FactValue>
                <InlineText text={fact.value} />
              </FactValue>
            </div>
          ))}
        </Facts>
      );
    case 'address':
      return (
        <Address>
          <LineBreaks lines={block.lines} />
        </Address>
      );
    case 'subheading':
      return <Subheading as={subheadingTag}>{block.text}</Subheading>;
  }
}
