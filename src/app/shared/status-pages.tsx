import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { Container } from '@/lib/components/container.ts';
import { overlineText } from '@/lib/components/typography.ts';
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

const Eyebrow = styled.p`
  color: ${theme.color.accent};
  ${overlineText}
`;

const Heading = styled.h1`
  font-size: ${theme.fontSize.xxl};
  line-height: ${theme.lineHeight.tight};
  letter-spacing: -0.02em;
  text-wrap: balance;
`;

const Body = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.lg};
`;

const HomeLink = styled(Link)`
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
          <Eyebrow>{notFound.eyebrow}</Eyebrow>
          <Heading>{notFound.heading}</Heading>
          <Body>{notFound.body}</Body>
          <HomeLink to="/">{notFound.homeLabel}</HomeLink>
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
          <Heading>{routeError.heading}</Heading>
          <Body>{routeError.body}</Body>
          <ReloadButton type="button" onClick={() => window.location.reload()}>
            {routeError.reloadLabel}
          </ReloadButton>
        </Stack>
      </Container>
    </Panel>
  );
}
