import { css } from 'styled-components';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

/**
 * A quiet link for contact details (an address's maps search, a phone number, an e-mail address): white text on a
 * faint underline that turns yellow under the pointer. The footer and the contact page's offices share it.
 */
export const contactLinkStyles = css`
  display: inline-block;
  padding-block: 0.2rem;
  color: ${theme.color.text};
  text-decoration: underline;
  text-decoration-color: ${theme.color.border};
  text-underline-offset: 0.25em;
  transition:
    color ${theme.motion.fast} ease,
    text-decoration-color ${theme.motion.fast} ease;

  ${media.hover} {
    &:hover {
      color: ${theme.color.accent};
      text-decoration-color: currentColor;
    }
  }
`;
