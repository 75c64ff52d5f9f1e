import type { FullscreenVideoSection } from '@/content/generated/content-types.ts';
import { CapabilityText } from '@/lib/components/capability-text.tsx';
import { Container } from '@/lib/components/container.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { Overlay, Panel, Scrim, Stage, Video } from './fullscreen-video.styles.ts';

/**
 * A capability told by a screen-filling loop (Web and Digital Twin, SPEC 2.6): the muted video plays only while on
 * screen and has a pause button; its text sits on a panel over it on wide screens and under it on small ones.
 */
export default function FullscreenVideo({ header, highlights, stat, video, textPosition, action, disclaimer }: FullscreenVideoSection) {
  return (
    <SectionShell surface="bleed">
      {(headingId) => (
        <Stage>
          <Video src={video.src} label={video.label} />
          <Scrim $position={textPosition} />
          <Overlay>
            <Container>
              <Panel $position={textPosition}>
                <CapabilityText header={header} headingId={headingId} highlights={highlights} stat={stat} action={action} disclaimer={disclaimer} />
              </Panel>
            </Container>
          </Overlay>
        </Stage>
      )}
    </SectionShell>
  );
}
