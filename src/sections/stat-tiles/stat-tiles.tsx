import type { StatTilesSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { SectionHeading, SectionLead } from '@/lib/components/section-heading.ts';
import { Disclaimer, Grid, IntroTile, StatStatement, StatTile, TextTile, TileStat, TileText } from './stat-tiles.styles.ts';

/**
 * SPEC 3's stat block as four tiles: the heading and description, the headline figure with its text
 * (or, when the figure is empty, the text alone, large), and two supporting statements.
 */
export default function StatTiles({ title, description, stat, tiles, disclaimer }: StatTilesSection) {
  return (
    <SectionShell>
      {(headingId) => (
        <>
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
        </>
      )}
    </SectionShell>
  );
}
