import type { MediaTextSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { SiteDisclaimer } from '@/lib/components/site-disclaimer.tsx';
import { ActionLink, Layout, MediaFrame, MediaImage, MediaVideo, Paragraph, Text } from './media-text.styles.ts';

/** How wide the picture is shown: about half the content width beside the text from 1024 px, the full width as a banner or on smaller screens. */
const SPLIT_SIZES = '(min-width: 1440px) 700px, (min-width: 1024px) 52vw, calc(100vw - 2rem)';
const BANNER_SIZES = '(min-width: 1440px) 1344px, calc(100vw - 2rem)';

/**
 * Text beside (or above) one image or one looping video. The text comes first in the document, so phones and screen
 * readers get the heading, copy and button before the picture; on wide screens CSS moves the picture left, right or under.
 */
export default function MediaText({ header, paragraphs, image, video, mediaPosition, action, disclaimer }: MediaTextSection) {
  return (
    <SectionShell>
      {(headingId) => (
        <Layout $position={mediaPosition}>
          <Text $position={mediaPosition}>
            <SectionHeader header={header} level={2} headingId={headingId} />
            {paragraphs?.map((paragraph) => (
              <Paragraph key={paragraph}>{paragraph}</Paragraph>
            ))}
            {action ? <ActionLink link={action} /> : null}
            {disclaimer ? <SiteDisclaimer /> : null}
          </Text>
          <MediaFrame $position={mediaPosition}>
            {image ? <MediaImage src={image.src} alt={image.alt ?? ''} sizes={mediaPosition === 'below' ? BANNER_SIZES : SPLIT_SIZES} /> : null}
            {video ? <MediaVideo src={video.src} label={video.label} /> : null}
          </MediaFrame>
        </Layout>
      )}
    </SectionShell>
  );
}
