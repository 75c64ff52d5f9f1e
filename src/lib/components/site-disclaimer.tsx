import styled from 'styled-components';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { theme } from '@/lib/theme/tokens.ts';

const Note = styled.p`
  max-width: 44rem;
  margin: 0;
  color: ${theme.color.textSubtle};
  font-size: ${theme.fontSize.xs};
  line-height: ${theme.lineHeight.snug};
  text-wrap: pretty;
`;

/** The site's note under work adapted from earlier projects (site.json's `disclaimer`), for sections whose content sets `"disclaimer": true`. */
export function SiteDisclaimer({ className }: { className?: string }) {
  const { disclaimer } = useSiteContent();
  return <Note className={className}>{disclaimer}</Note>;
}
