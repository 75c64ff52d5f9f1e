import styled from 'styled-components';
import { raisedSurface } from '@/lib/components/card-surface.ts';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { InlineAlert } from '@/lib/components/inline-alert.ts';
import { textFieldStyles } from '@/lib/components/forms/text-field-styles.ts';

export const Card = styled.div`
  display: grid;
  /* minmax(0, …): the inputs' intrinsic width must never push the form past the card's padding. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.split};
  padding: ${theme.space.panel};
  ${raisedSurface}

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: center;
  }
`;

export const Heading = styled.h2`
  font-size: ${theme.fontSize.xl};
  line-height: ${theme.lineHeight.snug};
`;

export const Muted = styled.p`
  color: ${theme.color.textMuted};
`;

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
  margin-top: ${theme.space.stack};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
    align-items: end;
  }
`;

export const Field = styled.div`
  ${textFieldStyles}
`;

export const SendButton = styled.button`
  ${buttonStyles('primary')}
`;

export const Alert = styled(InlineAlert)`
  &:not(:empty) {
    margin-top: ${theme.space.sm};
  }
`;

export const App = styled.div`
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
  padding-top: ${theme.space.split};
  border-top: 1px solid ${theme.color.border};

  ${media.up('lg')} {
    padding: 0 0 0 ${theme.space.split};
    border-top: 0;
    border-left: 1px solid ${theme.color.border};
  }
`;

/** The store badge is the link: a pill of its own drawing, lifted a little under the pointer. */
export const BadgeLink = styled(ContentLink)`
  display: inline-block;
  margin-top: ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  transition: transform ${theme.motion.fast} ease;

  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }

  ${media.hover} {
    &:hover {
      transform: translateY(-2px);
    }
  }

  &:active {
    transform: translateY(0);
  }
`;
