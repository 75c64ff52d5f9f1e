import { useId } from 'react';
import type { TabletVideoSection } from '@/content/generated/content-types.ts';
import { CapabilityText } from '@/lib/components/capability-text.tsx';
import { Container } from '@/lib/components/container.ts';
import { Layout, Screen, Section, Tablet } from './tablet-video.styles.ts';

/**
 * A capability beside a looping video in a tablet frame (Augmented Reality, SPEC 2.6). The video tries to start by
 * itself in view; when the browser refuses, LoopingVideo keeps the poster and shows a large play control.
 */
export default function TabletVideo({ header, highlights, video, action, disclaimer }: TabletVideoSection) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Layout>
          <CapabilityText header={header} headingId={headingId} highlights={highlights} action={action} disclaimer={disclaimer} />
          <Tablet>
            <Screen src={video.src} label={video.label} />
          </Tablet>
        </Layout>
      </Container>
    </Section>
  );
}
