import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostDetailSection } from '@/content/generated/content-types.ts';
import { POSTS_GIVE_UP_AFTER_MS } from '@/features/posts/api/posts-retry.ts';
import { createHandlers, POSTS_ENDPOINT } from '../../../testing/mocks/handlers.ts';
import { EDGE_CASE_SLUGS, requireMockPost } from '../../../testing/mocks/mock-posts.ts';
import type { MockScenario } from '../../../testing/mocks/mock-scenarios.ts';
import { mockServer } from '../../../testing/mocks/node.ts';
import { answerWithScenario, runClockUntil, tryAgainUntilFailedAgain, type DataShapeScenario } from '../../../testing/vitest/mock-wordpress-scenario.ts';
import { listenDuringTests } from '../../../testing/vitest/msw-lifecycle.ts';
import { pageSection } from '../../../testing/vitest/page-section.ts';
import { renderWithDataRouter, testSite } from '../../../testing/vitest/render-with-providers.tsx';
import PostDetail, { prefetch, staticParams } from './post-detail.tsx';

listenDuringTests(mockServer);
afterEach(() => {
  vi.restoreAllMocks();
});

const blogPost: PostDetailSection = pageSection('/blogs/:slug', 'post-detail');

/**
 * How long a test waits for the route to render: nothing renders until its loader has the post, which loads the
 * sanitiser on first use; on a loaded two-core machine that can exceed findBy's default second.
 */
const ROUTE_LOADED = { timeout: 10_000 };

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

// Routes render only once their loader has the post; a loaded two-core machine needs more than the default 5 s.
describe('PostDetail', { timeout: 20_000 }, () => {
  it('shows the date, title, author, categories, image and body, then the previous and next post', async () => {
    renderAt(`/blogs/${EDGE_CASE_SLUGS.ordinaryPost}`);
    const heading = await screen.findByRole('heading', { level: 1 }, ROUTE_LOADED);
    expect(heading.textContent).not.toBe('');
    const article = screen.getByRole('article');
    expect(within(article).getByText(/^\d{2} [A-Z][a-z]{2,3} \d{4}$/)).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(within(article).getByText(/^By /)).toBeInTheDocument();
    expect(within(article).getByRole('list', { name: testSite.posts.categoriesLabel })).toHaveTextContent('Blog');
    expect(within(article).getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blogs');
    const neighbours = await screen.findByRole('navigation', { name: testSite.posts.neighboursLabel }, ROUTE_LOADED);
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
    expect(await screen.findByRole('heading', { level: 1 }, ROUTE_LOADED)).not.toHaveTextContent(testSite.posts.notFoundMessage);
  });

  it('renders the XSS post inert', async () => {
    renderAt(`/blogs/${EDGE_CASE_SLUGS.xssPayloads}`);
    await screen.findByRole('heading', { level: 1 }, ROUTE_LOADED);
    const html = screen.getByRole('article').innerHTML;
    expect(html).not.toMatch(/<script|<svg|\son[a-z]+=|javascript:|srcdoc/i);
    for (const link of screen.getByRole('article').querySelectorAll('a[target]')) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows a placeholder, not the player, for each video, until the visitor agrees', async () => {
    window.localStorage.clear();
    renderAt(`/blogs/${EDGE_CASE_SLUGS.xssPayloads}`);
    await screen.findByRole('heading', { level: 1 }, ROUTE_LOADED);
    const article = screen.getByRole('article');
    expect(article.querySelector('iframe')).toBeNull();
    const youtube = within(article).getByRole('group', { name: 'Satori XR platform overview' });
    await userEvent.click(within(youtube).getByRole('button', { name: 'Load video from YouTube' }));
    expect(article.querySelectorAll('iframe')).toHaveLength(1);
    expect(article.querySelector('iframe')?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    // The other provider's video still waits.
    expect(within(article).getByRole('button', { name: 'Load video from Vimeo' })).toBeInTheDocument();
  });

  it("says 'Post not found.' with the way back for an unknown slug, and no Try again: asking again cannot help", async () => {
    renderAt('/blogs/a-post-that-was-never-written');
    expect(await screen.findByRole('heading', { level: 1, name: testSite.posts.notFoundMessage }, ROUTE_LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blogs');
    expect(screen.queryByRole('button', { name: testSite.posts.retryLabel })).toBeNull();
  });

  it("says 'Post not found.' with Try again when WordPress answers with something that is not posts; Try again loads the post", async () => {
    mockServer.use(http.get(POSTS_ENDPOINT, () => HttpResponse.html('<!doctype html><p>Database error</p>')));
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt(`/blogs/${EDGE_CASE_SLUGS.ordinaryPost}`);
    expect(await screen.findByRole('heading', { level: 1, name: testSite.posts.notFoundMessage }, ROUTE_LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blogs');
    // The warning is written by an effect, which React may run after the answer is on screen.
    await waitFor(() => {
      expect(warnings).toHaveBeenCalledWith(`The post "${EDGE_CASE_SLUGS.ordinaryPost}" could not be loaded.`, expect.objectContaining({ kind: 'not-json' }));
    });

    mockServer.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: testSite.posts.retryLabel }));
    // Focus stays in the section, on the article that shows the loading state and then the answer.
    expect(document.activeElement).toBe(screen.getByRole('article'));
    expect(await screen.findByRole('heading', { level: 1, name: /immersive training field guide/i }, ROUTE_LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: testSite.posts.retryLabel })).toBeNull();
  });

  for (const scenario of ['network-error', 'cors-refusal', '503', 'timeout'] as const satisfies readonly MockScenario[]) {
    it(`${scenario}: gives up within ${POSTS_GIVE_UP_AFTER_MS / 1000} s, retries included, with 'Post not found.' and Try again`, async () => {
      vi.useFakeTimers();
      mockServer.use(...createHandlers({ scenario: () => scenario }));
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      renderAt(`/blogs/${EDGE_CASE_SLUGS.ordinaryPost}`);
      await act(() => vi.advanceTimersByTimeAsync(POSTS_GIVE_UP_AFTER_MS));
      expect(screen.getByRole('heading', { level: 1, name: testSite.posts.notFoundMessage })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: testSite.posts.retryLabel })).toBeInTheDocument();
    });
  }

  it('shows a post WordPress sent without a title, excerpt or _embedded, under the untitled wording, keeping the page’s own meta title', async () => {
    const dropped = ['title', 'excerpt', '_embedded'];
    const incomplete = Object.fromEntries(Object.entries(requireMockPost(EDGE_CASE_SLUGS.ordinaryPost)).filter(([key]) => !dropped.includes(key)));
    mockServer.use(http.get(POSTS_ENDPOINT, () => HttpResponse.json([incomplete])));
    const head = await prefetch(blogPost, { params: { slug: EDGE_CASE_SLUGS.ordinaryPost }, queryClient: new QueryClient() });
    expect(head.meta?.title).toBeUndefined();
    renderAt(`/blogs/${EDGE_CASE_SLUGS.ordinaryPost}`);
    expect(await screen.findByRole('heading', { level: 1, name: testSite.posts.untitledLabel }, ROUTE_LOADED)).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByText(/^By /)).toHaveTextContent('By Unknown');
  });

  it('lists every post of its category for the pre-renderer, decoded', async () => {
    const slugs = (await staticParams(blogPost)).map((params) => params['slug']);
    expect(slugs).toContain(EDGE_CASE_SLUGS.ordinaryPost);
    expect(slugs).toContain('münchen-trade-fair-ar-stand');
    expect(slugs.length).toBeGreaterThan(12);
  });
});

/**
 * The failure scenarios QA picks with ?wp-scenario= whose answers have a shape (docs/mock-content-service.md), on a
 * post page as a scenario page renders it: the section's loading state first (no server data, no loader's wait),
 * then what the tab's scenario answers. The scenarios that need a real network, CORS or the page's clock
 * (network-error, cors-refusal, timeout, slow) are walked through in a browser, in e2e/post-faults.spec.ts.
 */
// no-total-headers changes only how a listing pages (latest-posts.test.tsx): a post page reads no totals.
type PostScenario = Exclude<DataShapeScenario, 'no-total-headers'>;

/** What the post page ends up showing (a Record, so a scenario added without a row fails the typecheck). */
const POST_OUTCOME: Record<PostScenario, 'failed' | 'not-found' | 'untitled-post'> = {
  '500': 'failed',
  '503': 'failed',
  '429': 'failed',
  'malformed-json': 'failed',
  'html-body': 'failed',
  empty: 'not-found',
  'unknown-slug': 'not-found',
  'partial-fields': 'untitled-post',
};

describe('PostDetail under each failure scenario of the mock WordPress', { timeout: 20_000 }, () => {
  const copy = testSite.posts;

  afterEach(() => {
    mockServer.events.removeAllListeners();
  });

  for (const [scenario, outcome] of Object.entries(POST_OUTCOME) as [PostScenario, (typeof POST_OUTCOME)[PostScenario]][]) {
    it(`${scenario}: shows the loading state, then ${outcome === 'untitled-post' ? 'the post, untitled' : `'Post not found.' (${outcome})`}, with the way back`, async () => {
      const requests = answerWithScenario(scenario);
      const queryClient = new QueryClient();
      renderWithDataRouter(
        [
          {
            path: '/blogs/:slug',
            element: (
              <QueryClientProvider client={queryClient}>
                <PostDetail {...blogPost} />
              </QueryClientProvider>
            ),
          },
        ],
        `/blogs/${EDGE_CASE_SLUGS.ordinaryPost}`,
      );
      expect(screen.getByRole('status')).toHaveTextContent(copy.loadingPostMessage);
      const heading = () => screen.getByRole('heading', { level: 1 });
      const retry = () => screen.queryByRole('button', { name: copy.retryLabel });
      const expectWayBack = () => expect(screen.getByRole('link', { name: blogPost.backLink.label })).toHaveAttribute('href', '/blogs');
      switch (outcome) {
        case 'untitled-post':
          await runClockUntil(() => expect(heading()).toHaveTextContent(copy.untitledLabel));
          expectWayBack();
          expect(retry()).toBeNull();
          break;
        case 'not-found':
          // Asking again cannot make a missing post appear: no Try again, the way back instead.
          await runClockUntil(() => expect(heading()).toHaveTextContent(copy.notFoundMessage));
          expectWayBack();
          expect(retry()).toBeNull();
          break;
        case 'failed': {
          const failed = () => {
            expect(heading()).toHaveTextContent(copy.notFoundMessage);
            expect(retry()).toBeVisible();
            expectWayBack();
          };
          await runClockUntil(failed);
          // Try again asks WordPress again and, the scenario lasting, comes back to the same failure.
          await tryAgainUntilFailedAgain(requests, copy.retryLabel, () => screen.getByRole('article'), failed);
          break;
        }
      }
    });
  }
});
