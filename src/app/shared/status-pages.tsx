import styled from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { Container } from '@/lib/components/container.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { theme } from '@/lib/theme/tokens.ts';

const Panel = styled.section`
  display: grid;
  place-items: center;
  min-height: 70vh;
  padding-block: ${theme.space.section};
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

export function NotFoundPage() {
  const { notFound } = useSiteContent();
  return (
    <Panel>
      <Container>
        <Stack>
          <SectionHeader header={notFound.header} level={1} align="center" />
          <HomeLink link={notFound.homeLink} />
        </Stack>
      </Container>
    </Panel>
  );
}

/** Shown inside the site chrome when a page's code or content cannot load. */
export function RouteErrorPage() {
  const { routeError } = useSiteContent();
  return (
    <Panel role="alert">
      <Container>
        <Stack>
          <SectionHeader header={routeError.header} level={1} align="center" />
          <ReloadButton type="button" onClick={() => window.location.reload()}>
            {routeError.reloadLabel}
          </ReloadButton>
        </Stack>
      </Container>
    </Panel>
  );
}
