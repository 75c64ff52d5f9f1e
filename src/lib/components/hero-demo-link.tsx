import styled from 'styled-components';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { buttonStyles } from './button-styles.ts';
import { ContentLink } from './content-link.tsx';

type DemoVariant = 'primary' | 'secondary';

const DemoLink = styled(ContentLink)<{ $variant: DemoVariant }>`
  ${({ $variant }) => ($variant === 'primary' ? buttonStyles('primary', 'lg') : buttonStyles('secondary'))}
`;

/**
 * The site-wide 'Request a Demo' button every hero carries (SPEC 1), from site.json's heroAction:
 * `primary` when it is the opening's only action, `secondary` beside the section's own main action.
 */
export function HeroDemoLink({ variant, className }: { variant: DemoVariant; className?: string }) {
  const { heroAction } = useSiteContent();
  return <DemoLink className={className} link={heroAction} $variant={variant} />;
}
