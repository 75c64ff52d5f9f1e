import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SectionHeader as SectionHeaderContent } from '@/content/generated/content-types.ts';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { theme } from '@/lib/theme/tokens.ts';

/** The one section shell (it gives the padding and the column), centred on a glow and at least most of a screen tall. */
const Panel = styled(SectionShell)`
  display: grid;
  place-items: center;
  min-height: 70vh;
  text-align: center;
  background: radial-gradient(40rem 24rem at 50% 0%, ${theme.color.accentGlow}, transparent 70%);
`;

const Stack = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space.lg};
  max-width: 40rem;
  margin-inline: auto;
`;

const HomeLink = styled(ContentLink)`
  ${buttonStyles('primary')}
`;

const ReloadButton = styled.button`
  ${buttonStyles('primary')}
`;

/** A page-wide message: its header, the page's h1, centred in a glowing panel, with the way forward under it. */
function StatusPanel({ header, role, children }: { header: SectionHeaderContent; role?: 'alert'; children: ReactNode }) {
  return (
    // Not a named region: the page's h1 and its main landmark already say what the page is.
    <Panel role={role} named={false}>
      <Stack>
        <SectionHeader header={header} level={1} align="center" />
        {children}
      </Stack>
    </Panel>
  );
}

export function NotFoundPage() {
  const { notFound } = useSiteContent();
  return (
    <StatusPanel header={notFound.header}>
      <HomeLink link={notFound.homeLink} />
    </StatusPanel>
  );
}

/** Shown inside the site chrome when a page's code or content cannot load. */
export function RouteErrorPage() {
  const { routeError } = useSiteContent();
  return (
    <StatusPanel header={routeError.header} role="alert">
      <ReloadButton type="button" onClick={() => window.location.reload()}>
        {routeError.reloadLabel}
      </ReloadButton>
    </StatusPanel>
  );
}
