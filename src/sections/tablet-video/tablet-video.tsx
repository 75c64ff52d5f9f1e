import type { TabletVideoSection } from '@/content/generated/content-types.ts';
import { CapabilityText } from '@/lib/components/capability-text.tsx';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { Layout, Screen, Tablet } from './tablet-video.styles.ts';

/**
 * A capability beside a looping video in a tablet frame (Augmented Reality, SPEC 2.6). The video tries to start by
 * itself in view; when the browser refuses, LoopingVideo keeps the poster and shows a large play control.
 */
export default function TabletVideo({ header, highlights, video, action, disclaimer }: TabletVideoSection) {
  return (
    <SectionShell>
      {(headingId) => (
        <Layout>
          <CapabilityText header={header} headingId={headingId} highlights={highlights} action={action} disclaimer={disclaimer} />
          <Tablet>
            <Screen src={video.src} label={video.label} />
          </Tablet>
        </Layout>
      )}
    </SectionShell>
  );
}
