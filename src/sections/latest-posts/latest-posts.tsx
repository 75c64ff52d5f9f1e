import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import type { LatestPostsSection } from '@/content/generated/content-types.ts';
import { prefetchForPage } from '@/features/posts/api/prefetch-for-page.ts';
import { postQueries } from '@/features/posts/api/posts-queries.ts';
import type { PostSummary } from '@/features/posts/api/post-view-model.ts';
import { postPath } from '@/features/posts/post-path.ts';
import { Container } from '@/lib/components/container.ts';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { VisuallyHidden } from '@/lib/components/visually-hidden.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { fillTemplate } from '@/lib/text/fill-template.ts';
import type { SectionPrefetch } from '@/sections/section-contract.ts';
import {
  Card,
  CardImage,
  Excerpt,
  Grid,
  Header,
  Message,
  PostDate,
  PostTitle,
  ReadMoreLink,
  RetryButton,
  Section,
  SkeletonCard,
  SkeletonImage,
  SkeletonLine,
  StatusRow,
  ViewAllLink,
} from './latest-posts.styles.ts';

/** Runs in the route loader, so the posts are in the cache (and in the pre-rendered HTML) before the section renders. */
export const prefetch: SectionPrefetch<LatestPostsSection> = async ({ category }, { queryClient }) => {
  await prefetchForPage(queryClient, postQueries.list(category), { inBrowser: 'briefly' });
  return {};
};

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
      <ReadMoreLink link={{ label: readMoreLabel, target: postPath(category, post.slug), accessibleLabel: `${readMoreLabel}: ${title}` }}>
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
export default function LatestPosts({ header, listingName, category, count, emptyMessage, viewAll }: LatestPostsSection) {
  const headingId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { posts: copy } = useSiteContent();
  const { data: posts, status, error, refetch } = useQuery(postQueries.list(category));
  // A failed refresh of posts already shown is not a failure the visitor needs to hear about.
  const failed = status === 'error' && posts === undefined;

  useEffect(() => {
    if (error) console.warn(`The ${listingName} posts could not be loaded; the list is empty.`, error);
  }, [error, listingName]);

  const retry = () => {
    // The button is replaced by the loading message: keep keyboard focus in the section, where the result will appear.
    statusRef.current?.focus();
    void refetch();
  };

  const shown = posts?.slice(0, count) ?? [];
  return (
    <Section aria-labelledby={headingId} aria-busy={status === 'pending'}>
      <Container>
        <Header>
          <SectionHeader header={header} level={2} headingId={headingId} />
        </Header>
        <StatusRow>
          <Message ref={statusRef} tabIndex={-1} role="status">
            {status === 'pending' ? fillTemplate(copy.loadingMessage, { title: listingName }) : null}
            {failed ? copy.failedMessage : null}
            {posts !== undefined && shown.length === 0 ? emptyMessage : null}
          </Message>
          {failed ? (
            <RetryButton type="button" onClick={retry}>
              {copy.retryLabel}
            </RetryButton>
          ) : null}
        </StatusRow>
        {status === 'pending' ? <LoadingCards count={Math.min(count, SKELETON_CARDS)} /> : null}
        {shown.length > 0 ? (
          <Grid>
            {shown.map((post) => (
              <li key={post.id}>
                <PostCard post={post} category={category} />
              </li>
            ))}
          </Grid>
        ) : null}
        {viewAll ? <ViewAllLink link={viewAll} /> : null}
      </Container>
    </Section>
  );
}
