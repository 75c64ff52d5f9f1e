import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import type { LatestPostsSection } from '@/content/generated/content-types.ts';
import { prefetchForPage } from '@/features/posts/api/prefetch-for-page.ts';
import { postQueries } from '@/features/posts/api/posts-queries.ts';
import type { PostSummary } from '@/features/posts/api/post-view-model.ts';
import { linkedPageCount, listingPageOfRoute, listingPagePath, listingPagination } from '@/features/posts/listing-pages.ts';
import { postLink } from '@/features/posts/post-path.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { VisuallyHidden } from '@/lib/components/visually-hidden.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { fillTemplate } from '@/lib/text/fill-template.ts';
import type { SectionPrefetch, SectionStaticParams } from '@/page-builder/section-contract.ts';
import { ListingPagination } from './listing-pagination.tsx';
import {
  Card,
  CardImage,
  Excerpt,
  Grid,
  Message,
  PostDate,
  PostTitle,
  ReadMoreLink,
  RetryButton,
  SkeletonCard,
  SkeletonImage,
  SkeletonLine,
  StatusRow,
  ViewAllLink,
} from './latest-posts.styles.ts';

/**
 * Runs in the route loader, so the posts are in the cache (and in the pre-rendered HTML) before the section renders.
 * A paged listing's further page (/blogs/page/2) has its own title and canonical address, and a page the listing
 * does not have answers 404.
 */
export const prefetch: SectionPrefetch<LatestPostsSection> = async ({ category, pagination }, { params, queryClient }) => {
  const page = pagination ? listingPageOfRoute(params) : 1;
  // A further page's title needs WordPress's totals, so a navigation to it waits for them, as a post page does.
  const listing = await prefetchForPage(queryClient, postQueries.list(category, page), { inBrowser: page === 1 ? 'briefly' : 'until-settled' });
  if (listing === null || page === null) return { notFound: true };
  if (!pagination || page === 1) return {};
  const totals = listing?.totals;
  return {
    canonicalPath: listingPagePath(category, page),
    // Without WordPress's count the page keeps its document's own title, which claims no number of pages.
    ...(totals ? { meta: { title: fillTemplate(pagination.metaTitle, { page, pages: linkedPageCount(totals.totalPages) }) } } : {}),
  };
};

/**
 * A paged listing's further pages (/blogs/page/2 up to the last, at most MAX_LISTING_PAGES) become pages when the
 * site is built. Only the pre-renderer asks, so the WordPress client is imported here, when it does.
 */
export const staticParams: SectionStaticParams<LatestPostsSection> = async ({ category, pagination }) =>
  pagination ? (await import('@/features/posts/api/posts-client.ts')).listingPageParams(category) : [];

/** How many placeholder cards stand in while loading: one row on wide screens at most. */
const SKELETON_CARDS = 3;

function PostCard({ post, category }: { post: PostSummary; category: LatestPostsSection['category'] }) {
  const { posts: copy } = useSiteContent();
  const readMoreLabel = copy.readMoreLabel;
  // WordPress can leave the title out (a plugin or cache trimmed the answer): the card still needs a heading and a link name.
  const title = post.title || copy.untitledLabel;
  return (
    <Card>
      <CardImage image={post.image} />
      {post.calendarDate ? <PostDate dateTime={post.calendarDate}>{post.displayDate}</PostDate> : null}
      <PostTitle>{title}</PostTitle>
      {post.excerptHtml === '' ? null : <Excerpt dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />}
      {/*
        Ten "Read More" links must be told apart: the name is the visible words, then the post (WCAG 2.5.3), and the
        link's own text carries the title too, hidden, for tools that read text rather than names (search engines).
      */}
      <ReadMoreLink link={postLink(category, post, readMoreLabel, `${readMoreLabel}: ${title}`)}>
        {readMoreLabel}
        <VisuallyHidden>: {title}</VisuallyHidden>
      </ReadMoreLink>
    </Card>
  );
}

function LoadingCards({ count }: { count: number }) {
  return (
    <Grid aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <SkeletonCard>
            <SkeletonImage />
            <SkeletonLine $width="35%" />
            <SkeletonLine $width="85%" $height="1.5em" />
            <SkeletonLine $width="100%" $height="3.5em" />
          </SkeletonCard>
        </li>
      ))}
    </Grid>
  );
}

/**
 * Posts of a category as cards, newest first. While they load: 'Loading {listing}...' over placeholder cards.
 * If they cannot be loaded, the list stays empty (SPEC 8, logged to the console) with a quiet note and a
 * button to try again; the rest of the page is unaffected. When the pre-rendered posts are stale, the section
 * asks for fresh ones after hydration (posts-queries.ts) and keeps showing what it has if that fails.
 */
export default function LatestPosts({ header, listingName, category, count, emptyMessage, viewAll, pagination }: LatestPostsSection) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { posts: copy } = useSiteContent();
  const routeParams = useParams();
  const page = pagination ? listingPageOfRoute(routeParams) : 1;
  const { data: listing, status, error, refetch } = useQuery(postQueries.list(category, page));
  // A failed refresh of posts already shown is not a failure the visitor needs to hear about.
  const failed = status === 'error' && listing === undefined;
  const noSuchPage = listing === null;

  useEffect(() => {
    if (error) console.warn(`The ${listingName} posts could not be loaded; the list is empty.`, error);
  }, [error, listingName]);

  const retry = () => {
    // The button is replaced by the loading message: keep keyboard focus in the section, where the result will appear.
    statusRef.current?.focus();
    void refetch();
  };

  const posts = listing?.posts;
  const shown = (pagination ? posts : posts?.slice(0, count)) ?? [];
  const pages = pagination && listing && page !== null ? listingPagination(page, listing.totals?.totalPages) : undefined;
  return (
    <SectionShell header={header} aria-busy={status === 'pending'}>
      <StatusRow>
        <Message ref={statusRef} tabIndex={-1} role="status">
          {status === 'pending' ? fillTemplate(copy.loadingMessage, { title: listingName }) : null}
          {failed ? copy.failedMessage : null}
          {posts !== undefined && shown.length === 0 ? emptyMessage : null}
          {noSuchPage ? copy.pageNotFoundMessage : null}
        </Message>
        {failed ? (
          <RetryButton type="button" onClick={retry}>
            {copy.retryLabel}
          </RetryButton>
        ) : null}
      </StatusRow>
      {status === 'pending' ? <LoadingCards count={pagination ? SKELETON_CARDS : Math.min(count, SKELETON_CARDS)} /> : null}
      {shown.length > 0 ? (
        <Grid>
          {shown.map((post) => (
            <li key={post.id}>
              <PostCard post={post} category={category} />
            </li>
          ))}
        </Grid>
      ) : null}
      {pages ? <ListingPagination category={category} listingName={listingName} pagination={pages} /> : null}
      {noSuchPage ? <ViewAllLink link={{ label: copy.firstPageLabel, target: listingPagePath(category, 1) }} /> : null}
      {viewAll ? <ViewAllLink link={viewAll} /> : null}
    </SectionShell>
  );
}
