import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PostDetailSection } from '@/content/generated/content-types.ts';
import { POSTS_ENDPOINT } from '@/testing/mocks/handlers.ts';
import { EDGE_CASE_SLUGS } from '@/testing/mocks/mock-posts.ts';
import { mockServer } from '@/testing/mocks/node.ts';
import { renderWithDataRouter, testSite } from '../../../tests/support/render-with-providers.tsx';
import PostDetail, { prefetch, staticParams } from './post-detail.tsx';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => mockServer.close());

const blogPost: PostDetailSection = {
  type: 'post-detail',
  category: 'blog',
  metaTitle: '{title} | Satori XR Blog',
  backLink: { label: 'All articles', target: '/blogs' },
};

/** As the app does it: a data route whose loader runs the prefetch, then the section inside the query provider. */
function renderAt(path: string, props: PostDetailSection = blogPost) {
  const queryClient = new QueryClient();
  const router = renderWithDataRouter(
    [
      {
        path: '/blogs/:slug',
        loader: ({ params }) => prefetch(props, { params, queryClient }),
        element: (
          <QueryClientProvider client={queryClient}>
            <PostDetail {...props} />
          </QueryClientProvider>
        ),
      },
    ],
    path,
  );
  return { router, queryClient };
}

describe('PostDetail', () => {
  it('shows the date, title, author, categories, image and body, then the previous and next post', async () => {
    renderAt(`/blogs/${EDGE_CASE_SLUGS.ordinaryPost}`);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    const article = screen.getByRole('article');
    expect(within(article).getByText(/^\d{2} [A-Z][a-z]{2,3} \d{4}$/)).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(within(article).getByText(/^By /)).toBeInTheDocument();
    expect(within(article).getByRole('list', { name: testSite.posts.categoriesLabel })).toHaveTextContent('Blog');
    expect(within(article).getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blogs');
    const neighbours = await screen.findByRole('navigation', { name: testSite.posts.neighboursLabel });
    await waitFor(() => expect(within(neighbours).getAllByRole('link').length).toBeGreaterThan(0));
    for (const link of within(neighbours).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/blogs\/[^/]+$/);
  });

  it('gives the document head the post’s title, excerpt and canonical address', async () => {
    const queryClient = new QueryClient();
    const head = await prefetch(blogPost, { params: { slug: 'münchen-trade-fair-ar-stand' }, queryClient });
    expect(head.meta?.title).toMatch(/ \| Satori XR Blog$/);
    expect(head.meta?.description).not.toBe('');
    expect(head.canonicalPath).toBe(`/blogs/${encodeURIComponent('münchen')}-trade-fair-ar-stand`);
  });

  it('finds posts by their non-ASCII slugs, as the address carries them', async () => {
    renderAt(`/blogs/${encodeURIComponent('münchen')}-trade-fair-ar-stand`);
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(testSite.posts.notFoundMessage);
  });

  it('renders the XSS post inert', async () => {
    renderAt(`/blogs/${EDGE_CASE_SLUGS.xssPayloads}`);
    await screen.findByRole('heading', { level: 1 });
    const html = screen.getByRole('article').innerHTML;
    expect(html).not.toMatch(/<script|<svg|\son[a-z]+=|javascript:|srcdoc/i);
    for (const link of screen.getByRole('article').querySelectorAll('a[target]')) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("says 'Post not found.' with the way back for an unknown slug", async () => {
    renderAt('/blogs/a-post-that-was-never-written');
    expect(await screen.findByRole('heading', { level: 1, name: testSite.posts.notFoundMessage })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blogs');
  });

  it("says 'Post not found.' when WordPress answers with something that is not posts", async () => {
    mockServer.use(http.get(POSTS_ENDPOINT, () => HttpResponse.html('<!doctype html><p>Database error</p>')));
    renderAt(`/blogs/${EDGE_CASE_SLUGS.ordinaryPost}`);
    expect(await screen.findByRole('heading', { level: 1, name: testSite.posts.notFoundMessage })).toBeInTheDocument();
  });

  it('lists every post of its category for the pre-renderer, decoded', async () => {
    const slugs = (await staticParams(blogPost)).map((params) => params['slug']);
    expect(slugs).toContain(EDGE_CASE_SLUGS.ordinaryPost);
    expect(slugs).toContain('münchen-trade-fair-ar-stand');
    expect(slugs.length).toBeGreaterThan(12);
  });
});
