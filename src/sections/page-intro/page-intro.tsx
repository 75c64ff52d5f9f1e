import type { PageIntroSection } from '@/content/generated/content-types.ts';
import { Container } from '@/lib/components/container.ts';
import { HeroDemoLink } from '@/lib/components/hero-demo-link.tsx';
import { Stat } from '@/lib/components/stat.tsx';
import { OpeningLayout, OpeningVisual } from '@/lib/components/opening-layout.tsx';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { Banner, BannerVideo, IntroContent, IntroHeader } from './page-intro.styles.ts';

export default function PageIntro({ header, stat, align, image, video, visual, demoButton }: PageIntroSection) {
  return (
    <IntroHeader $align={align}>
      <Container>
        <OpeningLayout $withVisual={Boolean(visual)}>
          <IntroContent $align={align}>
            <SectionHeader header={header} level={1} align={align} />
            {stat ? <Stat stat={stat} /> : null}
            {demoButton ? <HeroDemoLink variant="primary" /> : null}
          </IntroContent>
          {visual ? <OpeningVisual visual={visual} /> : null}
        </OpeningLayout>
        {image ? <Banner src={image.src} alt={image.alt ?? ''} sizes="(min-width: 1440px) 1344px, calc(100vw - 2rem)" priority /> : null}
        {video ? <BannerVideo src={video.src} label={video.label} /> : null}
      </Container>
    </IntroHeader>
  );
}
