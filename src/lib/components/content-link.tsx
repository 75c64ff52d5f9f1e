import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Link as LinkContent } from '@/content/generated/content-types.ts';
import { VisuallyHidden } from './visually-hidden.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { resolveLinkTarget, withBookingMonth } from '@/lib/links/link-target.ts';

export interface ContentLinkProps {
  link: Pick<LinkContent, 'label' | 'target' | 'accessibleLabel'>;
  /** Replaces the visible label: a badge image whose alt text repeats the label, or the label plus hidden context. */
  children?: ReactNode;
  className?: string;
}

/**
 * Renders every link that content declares. Internal paths go through the
 * router; other sites open in a new tab with rel="noopener noreferrer" and a
 * screen-reader hint; mailto: and tel: open the visitor's own program.
 * Router links say discover="none": their data-discover attribute serves React Router's framework mode (lazy route
 * discovery), which this site does not use, and cost every page bytes (nav.styles.ts and footer.styles.ts do the same).
 */
export function ContentLink({ link, children, className }: ContentLinkProps) {
  const { externalLinks, accessibility } = useSiteContent();
  const resolved = resolveLinkTarget(link.target, externalLinks);
  const content = children ?? link.label;

  if (resolved.kind === 'internal') {
    return (
      <Link className={className} to={resolved.path} aria-label={link.accessibleLabel} discover="none">
        {content}
      </Link>
    );
  }
  if (resolved.kind === 'contact') {
    return (
      <a className={className} href={resolved.href} aria-label={link.accessibleLabel}>
        {content}
      </a>
    );
  }
  // The booking page opens on the current month; the pre-rendered href has no month, so it never goes stale.
  const onClick =
    resolved.name === 'scheduling'
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          event.currentTarget.href = withBookingMonth(resolved.href, new Date());
        }
      : undefined;
  const name = link.accessibleLabel;
  return (
    <a
      className={className}
      href={resolved.href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      aria-label={name === undefined ? undefined : `${name} ${accessibility.newTabHint}`}
    >
      {content}
      {name === undefined ? (
        <>
          {' '}
          <VisuallyHidden>{accessibility.newTabHint}</VisuallyHidden>
        </>
      ) : null}
    </a>
  );
}
