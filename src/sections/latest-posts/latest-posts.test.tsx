import { QueryClient, QueryClientProvider, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTING_PAGE_SIZE } from '@/features/posts/listing-limits.ts';
import { postKeys, POSTS_STALE_TIME } from '@/features/posts/api/posts-queries.ts';
import { SiteContentProvider } from '@/lib/site-content/site-content-context.tsx';
import { fillTemplate } from '@/lib/text/fill-template.ts';
import type { LatestPostsSection } from '@/content/generated/content-types.ts';
import { createHandlers, POSTS_ENDPOINT } from '../../../testing/mocks/handlers.ts';
import { mockPosts, requireMockPost } from '../../../testing/mocks/mock-posts.ts';
import { mockServer } from '../../../testing/mocks/node.ts';
import { answerWithScenario, runClockUntil, tryAgainUntilFailedAgain, type DataShapeScenario } from '../../../testing/vitest/mock-wordpress-scenario.ts';
import { listenDuringTests } from '../../../testing/vitest/msw-lifecycle.ts';
import { pageSection } from '../../../testing/vitest/page-section.ts';
import { renderWithDataRouter, renderWithProviders, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import LatestPosts, { prefetch } from './latest-posts.tsx';

listenDuringTests(mockServer);
afterEach(() => {
  vi.restoreAllMocks();
});

const blog: LatestPostsSection = {
  type: 'latest-posts',
  header: { heading: 'Latest articles' },
  listingName: 'Blog',
  category: 'blog',
  count: 3,
  emptyMessage: 'New articles are on their way. Check back soon.',
};

function renderSection(props: LatestPostsSection, queryClient = new QueryClient()) {
  const view = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <LatestPosts {...props} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/**
 * The loader's prefetch, run to the end. In the browser it waits for posts at most NAVIGATION_WAIT_MS; on a stopped
 * clock that wait never runs out, so the posts are in the cache however long a busy machine takes to load the
 * WordPress client. These tests are about what the section shows, not about that wait.
 */
async function prefetchToTheEnd(props: LatestPostsSection, queryClient: QueryClient) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await expect(prefetch(props, { params: {}, queryClient })).resolves.toEqual({});
  } finally {
    vi.useRealTimers();
  }
}

/** As a page route does it: the loader's prefetch fills the cache, then the section renders inside the provider. */
async function renderPrefetched(props: LatestPostsSection) {
  const queryClient = new QueryClient();
  await prefetchToTheEnd(props, queryClient);
  return renderSection(props, queryClient);
}

/** The sanitiser and the mock WordPress load on first use; a loaded two-core machine needs more than the default 5 s. */
const LOADED_MACHINE = { timeout: 20_000 };
/** How long a waitFor may take for the same reason (its default is one second). */
const LOADED = { timeout: 10_000 };

describe('LatestPosts', LOADED_MACHINE, () => {
  it('renders the newest posts at once after the prefetch, limited to count: image, date, title, excerpt, Read More', async () => {
    await renderPrefetched(blog);
    expect(screen.getByRole('heading', { level: 2, name: 'Latest articles' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 3 })).toHaveTextContent('Why interactive 3D product demos convert better than video');
    const readMore = first.getByRole('link', { name: 'Read More: Why interactive 3D product demos convert better than video' });
    expect(readMore).toHaveAttribute('href', '/blogs/why-3d-product-demos-convert');
    expect(readMore).toHaveTextContent(/^Read More/);
    expect(first.getByText('12 Nov 2026')).toHaveAttribute('dateTime', '2026-11-12');
    expect(first.getByText(/^Buyers who can turn, open and configure a product/)).toBeInTheDocument();
    const image = (cards[0] as HTMLElement).querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image?.getAttribute('src')).toMatch(/^\/media\//);
  });

  it('decodes character references in titles and renders excerpts as sanitised markup', async () => {
    await renderPrefetched({ ...blog, count: 10 });
    expect(screen.getByRole('heading', { level: 3, name: 'Virtual showrooms & dealer networks: what configurators teach us' })).toBeInTheDocument();
    expect(screen.getByText(/on a sales rep’s phone/)).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/<script|onerror=|javascript:/i);
  });

  it('links case studies to /CaseStudy/{slug}, with a non-ASCII slug encoded once, and shows the view-all link', async () => {
    await renderPrefetched({
      ...blog,
      category: 'case-studies',
      listingName: 'Case Studies',
      count: 10,
      header: { heading: 'Latest case studies' },
      viewAll: { label: 'All case studies', target: '/CaseStudy' },
    });
    expect(screen.getAllByRole('article').length).toBeGreaterThan(6);
    expect(screen.getByRole('link', { name: /^Read More: Aerospace MRO/ })).toHaveAttribute('href', '/CaseStudy/aerospace-mro-ar-guided-inspection');
    expect(screen.getByRole('link', { name: /^Read More: Tier-1 supplier in 東京/ })).toHaveAttribute(
      'href',
      `/CaseStudy/${encodeURIComponent('東京')}-press-line-digital-twin`,
    );
    expect(screen.getByRole('link', { name: 'All case studies' })).toHaveAttribute('href', '/CaseStudy');
  });

  it('on failure the list stays empty with a quiet note, logged to the console, and Try again loads it', async () => {
    // An answer no retry can fix (a login wall's HTML page), so the failure shows without waiting out retries.
    mockServer.use(http.get(POSTS_ENDPOINT, () => HttpResponse.html('<!doctype html><title>Log in</title>')));
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSection(blog);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(testSite.posts.failedMessage), LOADED);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Latest articles' })).toBeInTheDocument();
    expect(warnings).toHaveBeenCalledWith('The Blog posts could not be loaded; the list is empty.', expect.objectContaining({ kind: 'not-json' }));

    mockServer.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: testSite.posts.retryLabel }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3), LOADED);
    expect(screen.queryByRole('button', { name: testSite.posts.retryLabel })).toBeNull();
  });

  it('shows the empty message when the category has no posts', async () => {
    mockServer.use(http.get(POSTS_ENDPOINT, () => HttpResponse.json([])));
    await renderPrefetched(blog);
    expect(screen.getByRole('status')).toHaveTextContent(blog.emptyMessage);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says "Loading Blog..." over placeholder cards when nothing was prefetched, then shows the posts', async () => {
    const { container } = renderSection(blog);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Blog...');
    expect(container.querySelector('[aria-hidden="true"] li')).not.toBeNull();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3), LOADED);
    expect(container.querySelector('[aria-hidden="true"] li')).toBeNull();
  });
});

/** A post's JSON without some of its fields, as a trimmed WordPress answer sends it. */
const withoutFields = (post: object, fields: readonly string[]) => Object.fromEntries(Object.entries(post).filter(([key]) => !fields.includes(key)));

describe('LatestPosts with posts WordPress left incomplete', LOADED_MACHINE, () => {
  it('gives a post without a title the untitled wording as heading and link name, and leaves out an empty excerpt', async () => {
    const incomplete = withoutFields(requireMockPost('why-3d-product-demos-convert'), ['title', 'excerpt']);
    mockServer.use(http.get(POSTS_ENDPOINT, () => HttpResponse.json([incomplete])));
    const { container } = await renderPrefetched(blog);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(testSite.posts.untitledLabel);
    expect(within(card).getByRole('link', { name: `Read More: ${testSite.posts.untitledLabel}` })).toHaveAttribute(
      'href',
      '/blogs/why-3d-product-demos-convert',
    );
    expect(container.querySelectorAll('article p')).toHaveLength(0);
  });
});

describe('LatestPosts after hydration', LOADED_MACHINE, () => {
  /** A post WordPress published after the build: the newest of all. */
  const publishedLater = {
    ...requireMockPost('why-3d-product-demos-convert'),
    id: 9001,
    slug: 'published-after-the-build',
    date: '2026-11-20T08:00:00',
    date_gmt: '2026-11-20T02:30:00',
    title: { rendered: 'Published after the build' },
  };

  /** The query cache a pre-rendered /blogs carries, as though the build had fetched its posts `ageMs` ago. */
  async function prerenderedCache(ageMs: number): Promise<DehydratedState> {
    const buildClient = new QueryClient();
    await prefetchToTheEnd(blog, buildClient);
    const state = dehydrate(buildClient);
    return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: Date.now() - ageMs } })) };
  }

  const page = (client: QueryClient) => (
    <SiteContentProvider content={testSite}>
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <LatestPosts {...blog} />
        </QueryClientProvider>
      </MemoryRouter>
    </SiteContentProvider>
  );

  /** Renders the page as the pre-renderer does, then hydrates it as the browser does, from the same cache. */
  async function hydratePrerendered(state: DehydratedState) {
    const serverClient = new QueryClient();
    hydrate(serverClient, state);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(serverClient));
    document.body.append(container);
    // The WordPress of the browser's time has a new post.
    mockServer.use(...createHandlers({ posts: [publishedLater, ...mockPosts] }));
    const requests: string[] = [];
    mockServer.events.on('request:start', ({ request }) => void requests.push(request.url));
    const browserClient = new QueryClient();
    hydrate(browserClient, state);
    const onRecoverableError = vi.fn();
    const errors = vi.spyOn(console, 'error');
    const root = await act(() => hydrateRoot(container, page(browserClient), { onRecoverableError }));
    return { root, requests, browserClient, onRecoverableError, errors, container };
  }

  afterEach(() => {
    mockServer.events.removeAllListeners();
    document.body.innerHTML = '';
  });

  it('asks WordPress again once the pre-rendered posts are older than the stale time, after hydrating cleanly', async () => {
    const { root, requests, onRecoverableError, errors, container } = await hydratePrerendered(await prerenderedCache(POSTS_STALE_TIME + 60_000));
    expect(onRecoverableError).not.toHaveBeenCalled();
    // React reports a mismatch through onRecoverableError and, in development, a console error naming hydration. (Only
    // those count: on a loaded machine the test harness itself may log about its act environment.)
    expect(errors.mock.calls.filter((call) => /hydrat|did not match|mismatch/i.test(call.map(String).join(' ')))).toEqual([]);
    // Hydration adopted the pre-rendered cards without a mismatch: the refetch began in a mount effect, after it.
    await waitFor(() => expect(within(container).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Published after the build'), LOADED);
    expect(requests).toEqual([expect.stringMatching(/\/wp-json\/wp\/v2\/posts\?categories=1&_embed&_embed=1$/)]);
    expect(within(container).getAllByRole('article')).toHaveLength(blog.count);
    act(() => root.unmount());
  });

  it('asks nothing while the pre-rendered posts are fresh', async () => {
    const { root, requests, browserClient, onRecoverableError } = await hydratePrerendered(await prerenderedCache(POSTS_STALE_TIME - 60_000));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(browserClient.getQueryState(postKeys.list('blog', 1))?.fetchStatus).toBe('idle');
    expect(requests).toEqual([]);
    act(() => root.unmount());
  });

  it('keeps showing the pre-rendered posts, with no failure note, when the refresh fails', async () => {
    const { root, browserClient, container } = await hydratePrerendered(await prerenderedCache(POSTS_STALE_TIME + 60_000));
    mockServer.use(http.get(POSTS_ENDPOINT, () => HttpResponse.html('<!doctype html><title>Log in</title>')));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await act(() => browserClient.refetchQueries({ queryKey: postKeys.list('blog', 1) }));
    expect(browserClient.getQueryState(postKeys.list('blog', 1))?.status).toBe('error');
    expect(within(container).getAllByRole('article')).toHaveLength(blog.count);
    expect(within(container).queryByText(testSite.posts.failedMessage)).toBeNull();
    expect(within(container).queryByRole('button', { name: testSite.posts.retryLabel })).toBeNull();
    act(() => root.unmount());
  });
});

/**
 * The failure scenarios QA picks with ?wp-scenario= whose answers have a shape (docs/mock-content-service.md), on
 * /blogs's own listing as a scenario page renders it: its loading state first, then the posts as the tab's
 * scenario answers them. The scenarios that need a real network, CORS or the page's clock (network-error,
 * cors-refusal, timeout, slow) are walked through in a browser, in e2e/post-faults.spec.ts.
 */
/** What the listing ends up showing (a Record, so a scenario added without a row fails the typecheck). */
const LISTING_OUTCOME: Record<DataShapeScenario, 'failed' | 'empty' | 'posts' | 'posts-without-pages' | 'untitled-posts'> = {
  '500': 'failed',
  '503': 'failed',
  '429': 'failed',
  'malformed-json': 'failed',
  'html-body': 'failed',
  empty: 'empty',
  'unknown-slug': 'posts',
  'partial-fields': 'untitled-posts',
  // Without WordPress's totals page 1 is listed whole, and no other page is named or linked.
  'no-total-headers': 'posts-without-pages',
};

describe('LatestPosts under each failure scenario of the mock WordPress', LOADED_MACHINE, () => {
  const blogs = pageSection('/blogs', 'latest-posts');
  const copy = testSite.posts;

  afterEach(() => {
    mockServer.events.removeAllListeners();
  });

  for (const [scenario, outcome] of Object.entries(LISTING_OUTCOME) as [DataShapeScenario, (typeof LISTING_OUTCOME)[DataShapeScenario]][]) {
    it(`${scenario}: shows the loading state, then ${outcome}, with its way forward`, async () => {
      const requests = answerWithScenario(scenario);
      renderSection(blogs);
      expect(screen.getByRole('status')).toHaveTextContent(fillTemplate(copy.loadingMessage, { title: blogs.listingName }));
      expect(screen.queryByRole('article')).toBeNull();
      const heading = screen.getByRole('heading', { level: 2, name: blogs.header.heading });
      const retry = () => screen.queryByRole('button', { name: copy.retryLabel });
      switch (outcome) {
        case 'posts':
        case 'posts-without-pages': {
          await runClockUntil(() => expect(screen.getAllByRole('article')).toHaveLength(LISTING_PAGE_SIZE));
          expect(within(screen.getAllByRole('article')[0] as HTMLElement).getByRole('link', { name: new RegExp(`^${copy.readMoreLabel}: \\S`) })).toBeVisible();
          expect(retry()).toBeNull();
          const pages = screen.queryByRole('navigation', { name: fillTemplate(copy.pagesLabel, { title: blogs.listingName }) });
          if (outcome === 'posts') expect(pages).toBeVisible();
          else expect(pages).toBeNull();
          break;
        }
        case 'untitled-posts': {
          await runClockUntil(() => expect(screen.getAllByRole('article')).toHaveLength(LISTING_PAGE_SIZE));
          expect(screen.getAllByRole('heading', { level: 3, name: copy.untitledLabel })).toHaveLength(LISTING_PAGE_SIZE);
          const first = within(screen.getAllByRole('article')[0] as HTMLElement);
          expect(first.getByRole('link', { name: `${copy.readMoreLabel}: ${copy.untitledLabel}` })).toHaveAttribute(
            'href',
            expect.stringMatching(/^\/blogs\/[^/]+$/),
          );
          expect(retry()).toBeNull();
          break;
        }
        case 'empty':
          await runClockUntil(() => expect(screen.getByRole('status')).toHaveTextContent(blogs.emptyMessage));
          // Asking again cannot help: the way forward is the rest of the page (its call to action: tests/html/posts.test.ts).
          expect(retry()).toBeNull();
          expect(screen.queryByRole('article')).toBeNull();
          break;
        case 'failed': {
          const failed = () => {
            expect(screen.getByRole('status')).toHaveTextContent(copy.failedMessage);
            expect(retry()).toBeVisible();
            expect(screen.queryByRole('article')).toBeNull();
          };
          await runClockUntil(failed);
          // The rest of the section stays: its heading.
          expect(heading).toBeVisible();
          // Try again asks WordPress again and, the scenario lasting, comes back to the same failure.
          await tryAgainUntilFailedAgain(requests, copy.retryLabel, () => screen.getByRole('status'), failed);
          break;
        }
      }
    });
  }
});

/**
 * A listing's further pages (/blogs/page/:page) from the route's hostile `:page`. What the built pages hold (the posts
 * of page 2, the nav, the title and canonical address) is tests/html/listing-pages.test.ts.
 */
describe('LatestPosts on a further page of its listing', LOADED_MACHINE, () => {
  const paged = pageSection('/blogs/page/:page', 'latest-posts');
  const copy = testSite.posts;
  const pagesName = fillTemplate(copy.pagesLabel, { title: paged.listingName });

  async function openPage(param: string) {
    const queryClient = new QueryClient();
    const loaded = await prefetch(paged, { params: { page: param }, queryClient });
    renderWithDataRouter(
      [
        {
          path: '/blogs/page/:page',
          element: (
            <QueryClientProvider client={queryClient}>
              <LatestPosts {...paged} />
            </QueryClientProvider>
          ),
        },
      ],
      `/blogs/page/${encodeURIComponent(param)}`,
    );
    return loaded;
  }

  it.each(['3', '1', '02', 'abc', '101'])('page %j does not exist: 404, says so, and links the newest posts', async (param) => {
    await expect(openPage(param)).resolves.toEqual({ notFound: true });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(copy.pageNotFoundMessage), LOADED);
    expect(screen.getByRole('link', { name: copy.firstPageLabel })).toHaveAttribute('href', '/blogs');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('navigation', { name: pagesName })).toBeNull();
  });

  it("without WordPress's totals, page 2 keeps its own title, links back, and names no page after it", async () => {
    mockServer.use(...createHandlers({ scenario: () => 'no-total-headers' }));
    await expect(openPage('2')).resolves.toEqual({ canonicalPath: '/blogs/page/2' });
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0), LOADED);
    const nav = within(screen.getByRole('navigation', { name: pagesName }));
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      [copy.previousPageLabel, '/blogs', 'prev'],
      ['1', '/blogs', null],
      ['2', '/blogs/page/2', null],
    ]);
    expect(nav.getByRole('link', { name: fillTemplate(copy.pageLabel, { page: 2 }) })).toHaveAttribute('aria-current', 'page');
  });
});
