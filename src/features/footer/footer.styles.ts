import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { overlineText } from '@/lib/components/typography.ts';
import { media } from '@/lib/theme/media.ts';
import { theme } from '@/lib/theme/tokens.ts';

export const FooterRoot = styled.footer`
  padding-block: ${theme.space.xxl} ${theme.space.xl};
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

export const Top = styled.div`
  display: grid;
  gap: ${theme.space.xl};

  ${media.up('lg')} {
    grid-template-columns: minmax(16rem, 1.1fr) 3fr;
  }
`;

export const Brand = styled.div`
  display: grid;
  gap: ${theme.space.md};
  align-content: start;
`;

export const BrandName = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.65rem;
  justify-self: start;
  color: ${theme.color.text};
  font-size: 1.25rem;
  font-weight: 750;
  text-decoration: none;
`;

export const Slogan = styled.p`
  color: ${theme.color.text};
  font-size: ${theme.fontSize.md};
  font-weight: 600;
`;

export const LinkColumns = styled.div`
  display: grid;
  gap: ${theme.space.xl} ${theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;

export const ColumnHeading = styled.h2`
  margin-bottom: ${theme.space.md};
  color: ${theme.color.text};
  ${overlineText}
`;

export const LinkList = styled.ul`
  display: grid;
  gap: 0.15rem;
`;

export const FooterLink = styled(Link)`
  display: inline-block;
  padding-block: 0.3rem;
  color: ${theme.color.textMuted};
  text-decoration: none;

  &:hover {
    color: ${theme.color.accent};
    text-decoration: underline;
  }
`;

export const Contact = styled.address`
  display: grid;
  gap: ${theme.space.sm};
  font-style: normal;

  a {
    color: ${theme.color.text};
  }

  a:hover {
    color: ${theme.color.accent};
  }
`;

export const SocialList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

export const SocialLink = styled(ContentLink)`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${theme.color.border};
  border-radius: 50%;
  color: ${theme.color.text};

  &:hover {
    border-color: ${theme.color.accent};
    color: ${theme.color.accent};
  }
`;

export const Bottom = styled.div`
  margin-top: ${theme.space.xxl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.color.border};
  color: ${theme.color.textSubtle};
  font-size: ${theme.fontSize.xs};
`;
