import type { PageIntroSection } from '../../content/generated/content-types.ts';
import { Container } from '../../lib/components/container.ts';
import { PageEyebrow, PageHeading, PageLead } from '../../lib/components/page-heading.ts';
import { Banner, BannerVideo, IntroContent, IntroHeader } from './page-intro.styles.ts';

export default function PageIntro({ eyebrow, heading, intro, align, image, video }: PageIntroSection) {
  return (
    <IntroHeader $align={align}>
      <Container>
        <IntroContent $align={align}>
          {eyebrow ? <PageEyebrow>{eyebrow}</PageEyebrow> : null}
          <PageHeading>{heading}</PageHeading>
          <PageLead>{intro}</PageLead>
        </IntroContent>
        {image ? <Banner src={image.src} alt={image.alt} sizes="(min-width: 1440px) 1344px, calc(100vw - 2rem)" priority /> : null}
        {video ? <BannerVideo src={video.src} label={video.label} /> : null}
      </Container>
    </IntroHeader>
  );
}
