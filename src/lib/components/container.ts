import styled from 'styled-components';
import { theme } from '@/lib/theme/tokens.ts';

/** Centres content at the site's maximum width with responsive side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.space.gutter};
`;
