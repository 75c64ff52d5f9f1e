import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { LatestPostsSection } from '@/content/generated/content-types.ts';
import { postQueries } from '@/features/posts/api/posts-queries.ts';
import type { PostCategory } from '@/features/posts/api/posts-client.ts';
import { calendarDateOf, formatPostDate } from '@/features/posts/format-post-date.ts';
import { Container } from '@/lib/components/container.ts';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { fillTemplate } from '@/lib/text/fill-template.ts';
import type { SectionPrefetch } from '@/sections/section-registry.ts';
import { Card, Excerpt, Grid, Header, Message, PostDate, PostLink, PostTitle, Section, ViewAllLink } from './latest-posts.styles.ts';

/** Where a post's detail page lives, by category (SPEC 2.1: /blogs/:slug and /CaseStudy/:slug). */
const DETAIL_PATH: Record<PostCategory, string> = { blog: '/blogs', 'case-studies': '/CaseStudy' };

/** Runs in the route loader, so the posts are in the cache (and in the pre-rendered HTML) before the section renders. */
export const prefetch: SectionPrefetch<LatestPostsSection> = async ({ category }, { queryClient }) => {
  // Answers from the cache when the posts are already there (fresh for the visit), otherwise fetches them.
  await queryClient.query(postQueries.list(category));
  return {};
};

/** The newest posts of a category as cards; a failed fetch shows the empty message (SPEC 8). */
export default function LatestPosts({ header, category, count, emptyMessage, viewAll }: LatestPostsSection) {
  const headingId = useId();
  const { posts: postsCopy } = useSiteContent();
  const { data: posts, isPending } = useQuery(postQueries.list(category));
  const shown = posts?.slice(0, count) ?? [];
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Header>
          <SectionHeader header={header} level={2} headingId={headingId} />
        </Header>
        {isPending ? (
          <Message role="status">{fillTemplate(postsCopy.loadingMessage, { title: header.heading })}</Message>
        ) : shown.length === 0 ? (
          <Message>{emptyMessage}</Message>
        ) : (
          <Grid>
            {shown.map((post) => {
              const calendarDate = calendarDateOf(post.date);
              return (
                <li key={post.id}>
                  <Card>
                    {calendarDate ? <PostDate dateTime={calendarDate}>{formatPostDate(post.date)}</PostDate> : null}
                    <PostTitle>
                      <PostLink link={{ label: post.title, target: `${DETAIL_PATH[category]}/${encodeURIComponent(post.slug)}` }} />
                    </PostTitle>
                    <Excerpt>{post.excerpt}</Excerpt>
                  </Card>
                </li>
              );
            })}
          </Grid>
        )}
        {viewAll ? <ViewAllLink link={viewAll} /> : null}
      </Container>
    </Section>
  );
}
