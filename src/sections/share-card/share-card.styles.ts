import styled from 'styled-components';
import { buttonStyles } from '@/lib/components/button-styles.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';
import { InlineAlert } from '@/lib/components/inline-alert.ts';

export const Section = styled.section`
  padding-block: ${theme.space.section};
`;

export const Card = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  padding: clamp(1.5rem, 1rem + 3vw, 3.5rem);
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceRaised};

  ${media.up('lg')} {
    grid-template-columns: 3fr 2fr;
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
  margin-top: ${theme.space.lg};

  ${media.up('md')} {
    grid-template-columns: 1fr 1fr auto;
    align-items: end;
  }
`;

export const Field = styled.div`
  display: grid;
  gap: ${theme.space.xs};

  label {
    font-size: ${theme.fontSize.sm};
    font-weight: 600;
  }

  input {
    min-height: 2.875rem;
    padding: 0.6rem 0.9rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.black};
  }

  input[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }

  input:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
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
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.color.border};

  ${media.up('lg')} {
    padding: 0 0 0 ${theme.space.xl};
    border-top: 0;
    border-left: 1px solid ${theme.color.border};
  }
`;

export const BadgeLink = styled(ContentLink)`
  display: inline-block;
  border-radius: ${theme.radius.md};
`;
