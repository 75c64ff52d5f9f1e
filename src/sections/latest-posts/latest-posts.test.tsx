import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LatestPostsSection } from '@/content/generated/content-types.ts';
import { failingPostsHandler } from '@/testing/mocks/handlers.ts';
import { mockServer } from '@/testing/mocks/node.ts';
import { renderWithProviders } from '../../../tests/support/render-with-providers.tsx';
import LatestPosts, { prefetch } from './latest-posts.tsx';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const blog: LatestPostsSection = {
  type: 'latest-posts',
  header: { heading: 'Latest articles' },
  category: 'blog',
  count: 3,
  emptyMessage: 'New articles are on their way. Check back soon.',
};

/** As a page route does it: the loader's prefetch fills the cache, then the section renders inside the provider. */
async function renderPrefetched(props: LatestPostsSection) {
  const queryClient = new QueryClient();
  await expect(prefetch(props, { params: {}, queryClient })).resolves.toEqual({});
  const view = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <LatestPosts {...props} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

describe('LatestPosts', () => {
  it('renders the newest posts at once after the prefetch, limited to count', async () => {
    await renderPrefetched(blog);
    expect(screen.getByRole('heading', { level: 2, name: 'Latest articles' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 3 })).toHaveTextContent('Why interactive 3D product demos convert better than video');
    expect(first.getByRole('link')).toHaveAttribute('href', '/blogs/why-3d-product-demos-convert');
    expect(first.getByText('12 Nov 2026')).toHaveAttribute('dateTime', '2026-11-12');
    expect(first.getByText(/^Buyers who can turn, open and configure a product/)).toBeInTheDocument();
  });

  it('shows titles and excerpts as plain text, with character references decoded', async () => {
    await renderPrefetched({ ...blog, count: 6 });
    expect(screen.getByRole('link', { name: 'Virtual showrooms & dealer networks: what configurators teach us' })).toBeInTheDocument();
    expect(screen.getByText(/on a sales rep’s phone/)).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('<p>Buyers');
  });

  it('links case studies to /CaseStudy/{slug} and shows the view-all link', async () => {
    await renderPrefetched({
      ...blog,
      category: 'case-studies',
      count: 6,
      header: { heading: 'Latest case studies' },
      viewAll: { label: 'All case studies', target: '/CaseStudy' },
    });
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('link', { name: /^Aerospace MRO/ })).toHaveAttribute('href', '/CaseStudy/aerospace-mro-ar-guided-inspection');
    expect(screen.getByRole('link', { name: 'All case studies' })).toHaveAttribute('href', '/CaseStudy');
  });

  it('shows the empty message when the content service fails, and only logs the failure', async () => {
    mockServer.use(failingPostsHandler);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPrefetched(blog);
    expect(screen.getByText(blog.emptyMessage)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Latest articles' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('The blog posts could not be loaded; showing an empty list.', expect.objectContaining({ status: 500 }));
  });

  it('says it is loading when nothing was prefetched, then shows the posts', async () => {
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <LatestPosts {...blog} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading Latest articles...');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });
});
