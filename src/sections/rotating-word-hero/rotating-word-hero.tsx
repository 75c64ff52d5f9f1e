import type { RotatingWordHeroSection } from '@/content/generated/content-types.ts';
import { Container } from '@/lib/components/container.ts';
import { PlayPauseIcon } from '@/lib/components/icons/play-pause-icon.tsx';
import { OpeningLayout, OpeningVisual } from '@/lib/components/opening-layout.tsx';
import { PageEyebrow, PageHeading, PageLead } from '@/lib/components/page-heading.ts';
import { usePageHeadingTag } from '@/lib/components/page-heading-rank.tsx';
import { VisuallyHidden } from '@/lib/components/visually-hidden.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { Content, DemoLink, HeadingRow, HeroHeader, RotationToggle, Word, Words } from './rotating-word-hero.styles.ts';
import { useWordRotation } from './use-word-rotation.ts';

/**
 * A page's opening whose heading ends in a word that changes by itself (the About hero: 'Empowering' EDUCATION,
 * TRAINING, SALES). The h1 is the stable `spokenHeading`, hidden from the eye; the heading the eye reads is hidden
 * from screen readers, so nothing is announced as the word changes. The button beside the word pauses it (WCAG 2.2.2).
 */
export default function RotatingWordHero({ header, words, spokenHeading, demoButton, visual }: RotatingWordHeroSection) {
  const { accessibility } = useSiteContent();
  const { state, phase, togglePlaying } = useWordRotation(words.length);
  const headingTag = usePageHeadingTag();

  return (
    <HeroHeader>
      <Container>
        <OpeningLayout $withVisual={Boolean(visual)}>
          <Content>
            {header.eyebrow ? <PageEyebrow>{header.eyebrow}</PageEyebrow> : null}
            {/* The h1 is the stable sentence; the eye reads the same heading below, its word changing. */}
            <VisuallyHidden as={headingTag}>{spokenHeading}</VisuallyHidden>
            <HeadingRow>
              <PageHeading as="p" aria-hidden="true">
                {header.heading}{' '}
                <Words>
                  {words.map((word, index) => (
                    <Word key={word} data-current={index === state.index} data-phase={index === state.index ? phase : undefined}>
                      {word}
                    </Word>
                  ))}
                </Words>
              </PageHeading>
              <RotationToggle type="button" onClick={togglePlaying}>
                <PlayPauseIcon playing={state.playing} />
                <VisuallyHidden>{state.playing ? accessibility.pauseWordRotationLabel : accessibility.playWordRotationLabel}</VisuallyHidden>
              </RotationToggle>
            </HeadingRow>
            {header.intro ? <PageLead>{header.intro}</PageLead> : null}
            {demoButton ? <DemoLink variant="primary" /> : null}
          </Content>
          {visual ? <OpeningVisual visual={visual} /> : null}
        </OpeningLayout>
      </Container>
    </HeroHeader>
  );
}
