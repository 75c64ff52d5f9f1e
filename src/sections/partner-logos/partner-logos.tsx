import type { PartnerLogosSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { Logo, Logos, LogoTile } from './partner-logos.styles.ts';

/** The organisations we work with, as a grid of logos named for screen readers; the files load lazily. */
export default function PartnerLogos({ header, logos }: PartnerLogosSection) {
  return (
    <SectionShell header={header}>
      <Logos>
        {logos.map((logo) => (
          <LogoTile key={logo.src}>
            <Logo src={logo.src} alt={logo.alt} />
          </LogoTile>
        ))}
      </Logos>
    </SectionShell>
  );
}
