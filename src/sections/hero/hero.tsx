import type { HeroSection } from '@/content/generated/content-types.ts';
import { Container } from '@/lib/components/container.ts';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { OpeningVisual } from '@/lib/components/opening-layout.tsx';
import { splitLayoutWidth } from '@/lib/theme/split-layout.ts';
import { BackgroundImage, BackgroundVideo, Buttons, Content, HeroButton, HeroHeader, HeroLayout } from './hero.styles.ts';

export default function Hero({ header, actions, video, image, visual, phoneLayoutBelow }: HeroSection) {
  const hasBackground = Boolean(video ?? image);
  return (
    <HeroHeader $hasBackground={hasBackground}>
      {image ? <BackgroundImage src={image.src} alt={image.alt ?? ''} sizes="100vw" priority /> : null}
      {video ? <BackgroundVideo src={video} /> : null}
      <Container>
        <HeroLayout $withVisual={Boolean(visual)} $splitFrom={splitLayoutWidth(phoneLayoutBelow)}>
          <Content>
            <SectionHeader header={header} level={1} />
            <Buttons>
              {actions.map((action, index) => (
                <HeroButton key={`${action.label}-${action.target}`} link={action} $variant={index === 0 ? 'primary' : 'secondary'} />
              ))}
            </Buttons>
          </Content>
          {visual ? <OpeningVisual visual={visual} /> : null}
        </HeroLayout>
      </Container>
    </HeroHeader>
  );
}
