import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useParams } from 'react-router-dom';
import type { PostDetailSection } from '@/content/generated/content-types.ts';
import type { PostCategory } from '@/features/posts/api/posts-client.ts';
import { prefetchForPage } from '@/features/posts/api/prefetch-for-page.ts';
import { postQueries } from '@/features/posts/api/posts-queries.ts';
import { UNKNOWN_AUTHOR, type PostDetail as PostDetailModel } from '@/features/posts/api/post-view-model.ts';
import { VideoEmbedConsent } from '@/features/posts/components/video-embed-consent.tsx';
import { postLink, postPath } from '@/features/posts/post-path.ts';
import { usePageHeadingTag } from '@/lib/components/page-heading-rank.tsx';
import { VisuallyHidden } from '@/lib/components/visually-hidden.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { fillTemplate } from '@/lib/text/fill-template.ts';
import type { SectionPrefetch, SectionStaticParams } from '@/page-builder/section-contract.ts';
import {
  Article,
  BackLink,
  Body,
  Byline,
  Categories,
  Column,
  Header,
  HtmlPart,
  LeadImage,
  NeighbourLink,
  Neighbours,
  PostDate,
  RetryButton,
  Status,
  Title,
} from './post-detail.styles.ts';

/**
 * Every post of the category becomes a page when the site is built. Only the pre-renderer asks, so the WordPress
 * client is imported here, when it does, and stays out of the code the browser loads with the page.
 */
export const staticParams: SectionStaticParams<PostDetailSection> = async ({ category }) =>
  (await import('@/features/posts/api/posts-client.ts')).postPageParams(category);

/**
 * The post first; its neighbours after it (SPEC 4). The pre-renderer waits for both so the HTML has the
 * previous and next links; in the browser the neighbours load while the post shows.
 */
export const prefetch: SectionPrefetch<PostDetailSection> = async ({ category, metaTitle }, { params, queryClient }) => {
  const slug = params['slug'] ?? '';
  // A catalogue page shows the section without a post to load.
  if (slug === '') return {};
  const query = postQueries.detail(slug);
  // The post's title and description belong in the head as the page arrives, so navigation waits for the post.
  const post = await prefetchForPage(queryClient, query, { inBrowser: 'until-settled' });
  // null: WordPress answered, and has no such post. undefined: it could not be asked; the browser will try.
  if (post === null) return { notFound: true };
  if (!post) return {};
  const neighbours = prefetchForPage(queryClient, postQueries.neighbours(category, post), { inBrowser: 'briefly' });
  if (import.meta.env.SSR) await neighbours;
  return {
    meta: {
      // Without a title from WordPress the page keeps its own meta title rather than " | Satori XR Blog".
      ...(post.title === '' ? {} : { title: fillTemplate(metaTitle, { title: post.title }) }),
      description: post.excerptText,
      ...(post.image.isPlaceholder ? {} : { image: post.image.url }),
    },
    canonicalPath: postPath(category, post.slug),
    // Only the pre-rendered head uses it (structured data for search engines), so the browser's loader leaves it out.
    ...(import.meta.env.SSR
      ? {
          article: {
            type: category === 'blog' ? 'BlogPosting' : 'Article',
            headline: post.title,
            datePublished: post.publishedAt,
            dateModified: post.modifiedAt,
            // A post WordPress names no author for is the organisation's.
            ...(post.author === UNKNOWN_AUTHOR ? {} : { author: post.author }),
          },
        }
      : {}),
  };
};

function PostNeighbours({ category, post }: { category: PostCategory; post: PostDetailModel }) {
  const { posts: copy } = useSiteContent();
  const { data } = useQuery(postQueries.neighbours(category, post));
  const links = [
    { direction: 'previous', label: copy.previousLabel, neighbour: data?.previous },
    { direction: 'next', label: copy.nextLabel, neighbour: data?.next },
  ] as const;
  return (
    <Neighbours aria-label={copy.neighboursLabel}>
      {links.map(({ direction, label, neighbour }) => {
        if (!neighbour) return null;
        const title = neighbour.title || copy.untitledLabel;
        return (
          <NeighbourLink key={direction} $direction={direction} link={postLink(category, neighbour, title)}>
            <span>{label}</span>
            <span>{title}</span>
          </NeighbourLink>
        );
      })}
    </Neighbours>
  );
}

/**
 * One post: date, title, author, categories, image and body, then the previous and next post (SPEC 2.10).
 * SPEC 8's 'Post not found.' stands for both a post WordPress does not have and one that could not be loaded;
 * only the second offers Try again, since asking again cannot make a missing post appear.
 */
export default function PostDetail({ category, backLink, videoConsent }: PostDetailSection) {
  const titleId = useId();
  const headingTag = usePageHeadingTag();
  const { posts: copy } = useSiteContent();
  const { slug = '' } = useParams();
  const { data: post, status, error, refetch } = useQuery(postQueries.detail(slug));
  // Every state renders this same article element, so focus put on it by Try again survives the loading state
  // and lands on whatever the new answer shows.
  const articleRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (error) console.warn(`The post "${slug}" could not be loaded.`, error);
  }, [error, slug]);

  const retry = () => {
    articleRef.current?.focus();
    void refetch();
  };

  if (post) {
    return (
      <Article ref={articleRef} tabIndex={-1} aria-labelledby={titleId}>
        <Column>
          <BackLink link={backLink} />
          <Header>
            {post.calendarDate ? <PostDate dateTime={post.calendarDate}>{post.displayDate}</PostDate> : null}
            <Title as={headingTag} id={titleId}>
              {post.title || copy.untitledLabel}
            </Title>
            <Byline>
              <span>
                {copy.authorLabel} {post.author}
              </span>
              {post.categories.length > 0 ? (
                <>
                  <VisuallyHidden>{copy.categoriesLabel}:</VisuallyHidden>
                  <Categories aria-label={copy.categoriesLabel}>
                    {post.categories.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </Categories>
                </>
              ) : null}
            </Byline>
          </Header>
          {post.image.isPlaceholder ? null : <LeadImage image={post.image} eager />}
          <Body>
            {/* Parts never change order within a post, so their index is a stable key. */}
            {post.body.map((part, index) =>
              part.kind === 'html' ? (
                <HtmlPart key={index} dangerouslySetInnerHTML={{ __html: part.html }} />
              ) : (
                <VideoEmbedConsent key={index} embed={part} copy={videoConsent} />
              ),
            )}
          </Body>
          <PostNeighbours category={category} post={post} />
        </Column>
      </Article>
    );
  }
  if (status === 'pending') {
    return (
      <Article ref={articleRef} tabIndex={-1} aria-busy="true">
        <Column>
          <Status role="status">{copy.loadingPostMessage}</Status>
        </Column>
      </Article>
    );
  }
  return (
    <Article ref={articleRef} tabIndex={-1} aria-labelledby={titleId}>
      <Column>
        <Status>
          <Title as={headingTag} id={titleId}>
            {copy.notFoundMessage}
          </Title>
          {status === 'error' ? (
            <RetryButton type="button" onClick={retry}>
              {copy.retryLabel}
            </RetryButton>
          ) : null}
          <BackLink link={backLink} />
        </Status>
      </Column>
    </Article>
  );
}
