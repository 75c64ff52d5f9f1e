import styled from 'styled-components';
import { theme } from '@/lib/theme/tokens.ts';

/**
 * The text of a `role="alert"` region for a form's message. Render it always
 * and fill it when needed, so screen readers already know the live region
 * when the message appears.
 */
export const InlineAlert = styled.p`
  color: ${theme.color.danger};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
`;
