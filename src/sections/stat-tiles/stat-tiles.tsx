import type { StatTilesSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { SectionHeading, SectionLead } from '@/lib/components/section-heading.ts';
import { Disclaimer, Grid, IntroTile, StatStatement, StatTile, TextTile, TileStat, TileText } from './stat-tiles.styles.ts';

/**
 * SPEC 3's stat block as four tiles: the heading and introduction, the headline figure with what it measures
 * (or, without a figure, a statement alone, large), and two supporting statements.
 */
export default function StatTiles({ header, stat, statement, tiles, disclaimer }: StatTilesSection) {
  return (
    <SectionShell>
      {(headingId) => (
        <>
          <Grid>
            <IntroTile data-tile="intro">
              <SectionHeading id={headingId}>{header.heading}</SectionHeading>
              {header.intro ? <SectionLead>{header.intro}</SectionLead> : null}
            </IntroTile>
            <StatTile data-tile="stat">{stat ? <TileStat stat={stat} /> : <StatStatement>{statement}</StatStatement>}</StatTile>
            {tiles.map((text, index) => (
              <TextTile key={index} data-tile="text">
                <TileText>{text}</TileText>
              </TextTile>
            ))}
          </Grid>
          {disclaimer ? <Disclaimer /> : null}
        </>
      )}
    </SectionShell>
  );
}
