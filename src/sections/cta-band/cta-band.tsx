import type { CtaBandSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { DemoLink, Panel } from './cta-band.styles.ts';

/** Whatever the page leaves out comes from site.json's ctaBand: 'Let's Build the Future Together' and 'Request a Demo'. */
export default function CtaBand({ header, action }: CtaBandSection) {
  const { ctaBand } = useSiteContent();
  return (
    <SectionShell>
      {(headingId) => (
        <Panel>
          <SectionHeader header={header ?? ctaBand.header} level={2} headingId={headingId} />
          <DemoLink link={action ?? ctaBand.action} />
        </Panel>
      )}
    </SectionShell>
  );
}
