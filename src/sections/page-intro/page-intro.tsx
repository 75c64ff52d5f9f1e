import type { PageIntroSection } from '@/content/generated/content-types.ts';
import { Container } from '@/lib/components/container.ts';
import { Banner, BannerVideo, IntroContent, IntroHeader, IntroHeading } from './page-intro.styles.ts';

export default function PageIntro({ header, align, image, video }: PageIntroSection) {
  return (
    <IntroHeader $align={align}>
      <Container>
        <IntroContent $align={align}>
          <IntroHeading header={header} level={1} $align={align} />
        </IntroContent>
        {image ? <Banner src={image.src} alt={image.alt ?? ''} sizes="(min-width: 1440px) 1344px, calc(100vw - 2rem)" priority /> : null}
        {video ? <BannerVideo src={video.src} label={video.label} /> : null}
      </Container>
    </IntroHeader>
  );
}
