import type { SiteContent } from '@/content/generated/content-types.ts';

export type ExternalLinkName = keyof SiteContent['externalLinks'];

/** Where a content link goes, decided once from its target (schemas/defs.schema.json#/definitions/linkTarget). */
export type ResolvedLinkTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; href: string; name?: ExternalLinkName } | { kind: 'contact'; href: string };

const isExternalLinkName = (target: string, externalLinks: SiteContent['externalLinks']): target is ExternalLinkName => Object.hasOwn(externalLinks, target);

export function resolveLinkTarget(target: string, externalLinks: SiteContent['externalLinks']): ResolvedLinkTarget {
  if (target.startsWith('/')) return { kind: 'internal', path: target };
  if (target.startsWith('mailto:') || target.startsWith('tel:')) return { kind: 'contact', href: target };
  if (isExternalLinkName(target, externalLinks)) return { kind: 'external', href: externalLinks[target], name: target };
  return { kind: 'external', href: target };
}

/** Where a target leads as an address: a path on this site, or the full address of any other. */
export function resolveLinkHref(target: string, externalLinks: SiteContent['externalLinks']): string {
  const resolved = resolveLinkTarget(target, externalLinks);
  return resolved.kind === 'internal' ? resolved.path : resolved.href;
}

/** The month query the scheduling page reads (YYYY-MM), from the visitor's clock at the moment they open it. */
export function withBookingMonth(href: string, now: Date): string {
  const url = new URL(href);
  url.searchParams.set('month', `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`);
  return url.toString();
}
