import type { PageIntroSection } from '../../content/generated/content-types.ts';
import { Container } from '../../lib/components/container.ts';
import { Eyebrow, Heading, Intro, IntroContent, IntroHeader } from './page-intro.styles.ts';

export default function PageIntro({ eyebrow, heading, intro, align }: PageIntroSection) {
  return (
    <IntroHeader $align={align}>
      <Container>
        <IntroContent $align={align}>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Heading>{heading}</Heading>
          <Intro>{intro}</Intro>
        </IntroContent>
      </Container>
    </IntroHeader>
  );
}
