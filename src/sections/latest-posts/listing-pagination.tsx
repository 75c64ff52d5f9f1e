import type { PostCategory } from '@/features/posts/api/posts-client.ts';
import { listingPagePath, type ListingPagination as Pagination } from '@/features/posts/listing-pages.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { fillTemplate } from '@/lib/text/fill-template.ts';
import { PageGap, PageLink, PageList } from './latest-posts.styles.ts';

/**
 * The links to a listing's other pages (listing-pages.ts decides which): previous, numbered pages with the current
 * one marked aria-current="page", and next. Previous and next carry rel="prev" and rel="next", which name the
 * pages' order for tools that read links; the head carries no <link rel> (search engines no longer use it, and the
 * numbered links already say the same).
 */
export function ListingPagination({ category, listingName, pagination }: { category: PostCategory; listingName: string; pagination: Pagination }) {
  const { posts: copy } = useSiteContent();
  const { previous, next, items } = pagination;
  return (
    <nav aria-label={fillTemplate(copy.pagesLabel, { title: listingName })}>
      <PageList>
        {previous === undefined ? null : (
          <li>
            <PageLink to={listingPagePath(category, previous)} rel="prev">
              {copy.previousPageLabel}
            </PageLink>
          </li>
        )}
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`}>
              <PageGap aria-hidden="true" />
            </li>
          ) : (
            <li key={item.page}>
              <PageLink
                to={listingPagePath(category, item.page)}
                aria-label={fillTemplate(copy.pageLabel, { page: item.page })}
                aria-current={item.current ? 'page' : undefined}
              >
                {item.page}
              </PageLink>
            </li>
          ),
        )}
        {next === undefined ? null : (
          <li>
            <PageLink to={listingPagePath(category, next)} rel="next">
              {copy.nextPageLabel}
            </PageLink>
          </li>
        )}
      </PageList>
    </nav>
  );
}
