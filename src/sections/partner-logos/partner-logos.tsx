import { useId } from 'react';
import type { PartnerLogosSection } from '@/content/generated/content-types.ts';
import { Container } from '@/lib/components/container.ts';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { Header, Logo, Logos, LogoTile, Section } from './partner-logos.styles.ts';

/** The organisations we work with, as a grid of logos named for screen readers; the files load lazily. */
export default function PartnerLogos({ header, logos }: PartnerLogosSection) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Header>
          <SectionHeader header={header} level={2} headingId={headingId} />
        </Header>
        <Logos>
          {logos.map((logo) => (
            <LogoTile key={logo.src}>
              <Logo src={logo.src} alt={logo.alt} />
            </LogoTile>
          ))}
        </Logos>
      </Container>
    </Section>
  );
}
