import { useId } from 'react';
import type { StatTilesSection } from '@/content/generated/content-types.ts';
import { Container } from '@/lib/components/container.ts';
import { SectionHeading, SectionLead } from '@/lib/components/section-heading.ts';
import { Block, Disclaimer, Grid, IntroTile, StatStatement, StatTile, TextTile, TileStat, TileText } from './stat-tiles.styles.ts';

/**
 * SPEC 3's stat block as four tiles: the heading and description, the headline figure with its text
 * (or, when the figure is empty, the text alone, large), and two supporting statements.
 */
export default function StatTiles({ title, description, stat, tiles, disclaimer }: StatTilesSection) {
  const headingId = useId();
  return (
    <Block aria-labelledby={headingId}>
      <Container>
        <Grid>
          <IntroTile data-tile="intro">
            <SectionHeading id={headingId}>{title}</SectionHeading>
            <SectionLead>{description}</SectionLead>
          </IntroTile>
          <StatTile data-tile="stat">
            {stat.value ? <TileStat stat={{ value: stat.value, label: stat.text }} /> : <StatStatement>{stat.text}</StatStatement>}
          </StatTile>
          {tiles.map((text, index) => (
            <TextTile key={index} data-tile="text">
              <TileText>{text}</TileText>
            </TextTile>
          ))}
        </Grid>
        {disclaimer ? <Disclaimer /> : null}
      </Container>
    </Block>
  );
}
