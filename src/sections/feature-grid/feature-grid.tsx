import type { FeatureGridSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { useMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { twoDigits } from '@/lib/text/two-digits.ts';
import { mediaQueries } from '@/lib/theme/media.ts';
import { Description, Disclaimer, Item, Kicker, Label, List, RowHead, StepNumber, Title } from './feature-grid.styles.ts';

/** From this many cards, phones show them as a swipeable row instead of a long stack (docs/design-system.md). */
export const SWIPE_FROM = 5;

/**
 * Features as a list of cards, or as one framed panel divided by rules. Numbered grids are ordered lists whose
 * visible "01", "02" … are skipped by screen readers, which announce the position themselves. Five or more cards
 * become a swipeable row on phones; there the row takes keyboard focus (named by the heading) so it can be scrolled
 * with the arrow keys. The server and the hydrating render leave it unfocusable, as on wide screens. "rows" lists the
 * items as feature rows under the heading (the main title): title left, description right on wide screens.
 */
export default function FeatureGrid({ header, items, columns, layout, numbered, disclaimer }: FeatureGridSection) {
  const swipe = layout === 'cards' && items.length >= SWIPE_FROM;
  const phone = useMediaQuery(mediaQueries.down('md'));
  const scrollable = swipe && phone;
  const head = (item: FeatureGridSection['items'][number], index: number) => (
    <>
      {numbered || item.label ? (
        <Kicker>
          {numbered ? <StepNumber aria-hidden="true">{twoDigits(index + 1)}</StepNumber> : null}
          {item.label ? <Label>{item.label}</Label> : null}
        </Kicker>
      ) : null}
      <Title $layout={layout}>{item.title}</Title>
    </>
  );
  return (
    <SectionShell header={header}>
      {(headingId) => (
        <>
          <List
            as={numbered ? 'ol' : 'ul'}
            $columns={Math.min(columns, items.length)}
            $layout={layout}
            $swipe={swipe}
            tabIndex={scrollable ? 0 : undefined}
            aria-labelledby={scrollable ? headingId : undefined}
          >
            {items.map((item, index) => (
              <Item key={item.title} $layout={layout}>
                {layout === 'rows' ? <RowHead>{head(item, index)}</RowHead> : head(item, index)}
                <Description $layout={layout}>{item.description}</Description>
              </Item>
            ))}
          </List>
          {disclaimer ? <Disclaimer /> : null}
        </>
      )}
    </SectionShell>
  );
}
