import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { VisuallyHidden } from './visually-hidden.ts';

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel' | 'href'> & {
  href: string;
  children: ReactNode;
};

/**
 * A link that opens another site in a new tab. It always sets
 * rel="noopener noreferrer" and tells screen-reader users about the new tab.
 */
export function ExternalLink({ href, children, ...anchorProps }: ExternalLinkProps) {
  const { accessibility } = useSiteContent();
  return (
    <a {...anchorProps} href={href} target="_blank" rel="noopener noreferrer">
      {children} <VisuallyHidden>{accessibility.newTabHint}</VisuallyHidden>
    </a>
  );
}
