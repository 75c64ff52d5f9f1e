import { useId } from 'react';
import type { CtaBandSection } from '../../content/generated/content-types.ts';
import { Container } from '../../lib/components/container.ts';
import { useSiteContent } from '../../lib/site-content/site-content-context.tsx';
import { Band, Copy, DemoLink, Heading, Panel, Text } from './cta-band.styles.ts';

export default function CtaBand({ heading, text, buttonLabel }: CtaBandSection) {
  const { externalLinks } = useSiteContent();
  const headingId = useId();
  return (
    <Band aria-labelledby={headingId}>
      <Container>
        <Panel>
          <Copy>
            <Heading id={headingId}>{heading}</Heading>
            {text ? <Text>{text}</Text> : null}
          </Copy>
          <DemoLink href={externalLinks.scheduling}>{buttonLabel}</DemoLink>
        </Panel>
      </Container>
    </Band>
  );
}
