import type { PlatformEmbedSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { Fallback, FallbackLink, Frame } from './platform-embed.styles.ts';

/**
 * What the cross-origin platform app may do inside the frame, and no more:
 * - allow-scripts: it is a JavaScript application;
 * - allow-same-origin: it keeps its own origin, so its sign-in, storage and API calls work (it stays
 *   cross-origin to this site, so it still cannot reach this page);
 * - allow-forms: sign-in and project forms;
 * - allow-popups and allow-popups-to-escape-sandbox: its help and share links open normal tabs.
 * Left out on purpose: top navigation (it cannot redirect this page), modals, downloads, pointer lock.
 */
export const PLATFORM_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** Full screen for the 3D viewer, and WebXR sessions for AR and VR previews. */
export const PLATFORM_ALLOW = 'fullscreen; xr-spatial-tracking';

/** The app learns which site embeds it, not which page. */
export const PLATFORM_REFERRER_POLICY = 'strict-origin';

/** Edge to edge, and unnamed: the section has no heading, and the frame names itself by its title. */
export default function PlatformEmbed({ title, fallback }: PlatformEmbedSection) {
  const { externalLinks } = useSiteContent();
  return (
    <SectionShell surface="bleed" named={false}>
      <Frame
        src={externalLinks.platformApp}
        title={title}
        loading="lazy"
        sandbox={PLATFORM_SANDBOX}
        allow={PLATFORM_ALLOW}
        referrerPolicy={PLATFORM_REFERRER_POLICY}
      />
      {/* Always offered: a blocked or failed frame cannot be detected reliably across origins. */}
      <Fallback>
        {fallback.text} <FallbackLink link={fallback.link} />
      </Fallback>
    </SectionShell>
  );
}
