import mediaIndex from 'virtual:media-index';
import type { FrameHeroSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { PlayPauseIcon } from '@/lib/components/icons/play-pause-icon.tsx';
import { OverlayMotionToggle } from '@/lib/components/motion-toggle.tsx';
import { HeroDemoLink } from '@/lib/components/hero-demo-link.tsx';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { ModelMode } from '@/lib/components/opening-layout.tsx';
import { splitLayoutWidth, splitPictureSizes } from '@/lib/theme/split-layout.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { Actions, Canvas, Copy, ExploreLink, Figure, Layout, Outcome, OutcomeStat, Still } from './frame-hero.styles.ts';
import { frameSrcSet, frameUrl } from './frame-sources.ts';
import { useFramePlayback } from './use-frame-playback.ts';

/** The still's share of the screen beside the copy (its column is 9 or 11 of 20 parts); below the split, the container's width. */
const STILL_WIDTH_BESIDE_COPY = '55vw';

export { PLAY_ONCE_VISIBILITY } from './frame-playback.ts';
export { PRELOAD_MARGIN } from './use-frame-playback.ts';

export default function FrameHero(props: FrameHeroSection) {
  const { sequence: key, alt, header, action, stat, variant, cutoff, frameDelayMs, mediaPosition, pageHeading, demoButton, phoneLayoutBelow, model } = props;
  const { accessibility } = useSiteContent();
  const sequence = mediaIndex.sequences[key];
  if (!sequence) throw new Error(`Unknown frame sequence "${key}": add its frames to media-src/frames and run \`npm run media\`.`);
  const { figureRef, imageRef, canvasRef, animating, toggle } = useFramePlayback({ sequence, variant, cutoff, frameDelayMs });
  const splitFrom = splitLayoutWidth(phoneLayoutBelow);
  const stillSizes = splitPictureSizes(splitFrom, STILL_WIDTH_BESIDE_COPY);

  return (
    <SectionShell>
      {(headingId) => (
        <Layout $mediaPosition={mediaPosition} $splitFrom={splitFrom}>
          <Copy>
            <SectionHeader header={header} level={pageHeading ? 1 : 2} headingId={headingId} />
            <Outcome>
              {stat ? <OutcomeStat stat={stat} /> : null}
              <Actions>
                <ExploreLink link={action} />
                {demoButton ? <HeroDemoLink variant="secondary" /> : null}
              </Actions>
            </Outcome>
          </Copy>
          <Figure ref={figureRef} $ratio={`${sequence.desktop.width} / ${sequence.desktop.height}`} data-sequence={key}>
            <Still>
              <source type="image/avif" srcSet={frameSrcSet(sequence, 0, 'avif')} sizes={stillSizes} />
              <source type="image/webp" srcSet={frameSrcSet(sequence, 0, 'webp')} sizes={stillSizes} />
              <img
                ref={imageRef}
                src={frameUrl(sequence, 0, 'desktop', 'webp')}
                alt={alt}
                width={sequence.desktop.width}
                height={sequence.desktop.height}
                loading={pageHeading ? 'eager' : 'lazy'}
                fetchPriority={pageHeading ? 'high' : undefined}
                decoding="async"
              />
            </Still>
            <Canvas ref={canvasRef} aria-hidden="true" />
            <OverlayMotionToggle type="button" onClick={toggle} aria-label={animating ? accessibility.pauseAnimationLabel : accessibility.playAnimationLabel}>
              <PlayPauseIcon playing={animating} />
            </OverlayMotionToggle>
            {model ? <ModelMode view={model} backdrop="panel" prerendered /> : null}
          </Figure>
        </Layout>
      )}
    </SectionShell>
  );
}
