import type { HeroSection } from '../../content/generated/content-types.ts';
import { Container } from '../../lib/components/container.ts';
import { useSiteContent } from '../../lib/site-content/site-content-context.tsx';
import { PageEyebrow, PageHeading, PageLead } from '../../lib/components/page-heading.ts';
import { BackgroundImage, BackgroundVideo, Buttons, Content, HeroButton, HeroHeader } from './hero.styles.ts';

type ExternalLinks = ReturnType<typeof useSiteContent>['externalLinks'];

const isExternalLinkName = (link: string, externalLinks: ExternalLinks): link is keyof ExternalLinks => Object.hasOwn(externalLinks, link);

/** A button's link is a site.json externalLinks name or a full address. */
export function resolveHeroLink(link: string, externalLinks: ExternalLinks): string {
  return isExternalLinkName(link, externalLinks) ? externalLinks[link] : link;
}

export default function Hero({ eyebrow, heading, text, buttons, video, image }: HeroSection) {
  const { externalLinks } = useSiteContent();
  const hasBackground = Boolean(video ?? image);
  return (
    <HeroHeader $hasBackground={hasBackground}>
      {image ? <BackgroundImage src={image.src} alt={image.alt} sizes="100vw" priority /> : null}
      {video ? <BackgroundVideo src={video.src} /> : null}
      <Container>
        <Content>
          {eyebrow ? <PageEyebrow>{eyebrow}</PageEyebrow> : null}
          <PageHeading>{heading}</PageHeading>
          <PageLead>{text}</PageLead>
          <Buttons>
            {buttons.map((button, index) => (
              <HeroButton key={`${button.label}-${button.link}`} href={resolveHeroLink(button.link, externalLinks)} $variant={index === 0 ? 'primary' : 'secondary'}>
                {button.label}
              </HeroButton>
            ))}
          </Buttons>
        </Content>
      </Container>
    </HeroHeader>
  );
}
