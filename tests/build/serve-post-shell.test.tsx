/**
 * The post shell (src/app/server/post-shells.ts; written by scripts/build/prerender/post-shells.ts), which every server
 * sends for a post address the build did not pre-render: rendered with no data, noindex, no canonical; it hydrates
 * with no warning at any slug, then loads the post in the browser or says 'Post not found.'.
 */
import { waitFor } from '@testing-library/react';
import siteContent from 'virtual:site-content';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { redirectsFile, postShellFor, postShellRegex, postShellsFor } from '../../scripts/build/prerender/post-shells.ts';
import { htmlToPlainText } from '../../src/lib/text/html-to-text.ts';
import { EDGE_CASE_SLUGS, requireMockPost } from '../../testing/mocks/mock-posts.ts';
import { mockServer } from '../../testing/mocks/node.ts';
import { hydrateServerRender, serverRender, type ServerRender } from '../../testing/vitest/hydrate-server-render.tsx';

const patterns = ['/blogs/:slug', '/CaseStudy/:slug'];
let shells: Record<string, ServerRender> = {};

/** Every content-service request made while the shells were rendered and hydrated. */
const requests: string[] = [];
mockServer.events.on('request:start', ({ request }) => void requests.push(request.url));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  mockServer.listen({ onUnhandledRequest: 'bypass' });
  shells = serverRender(patterns, 'post-shell');
}, 60_000);

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  requests.length = 0;
});

afterAll(() => mockServer.close());

const shellOf = (pattern: string) => {
  const shell = shells[pattern];
  if (!shell) throw new Error(`No shell rendered for ${pattern}`);
  return shell;
};

describe('the post shell as rendered', () => {
  it.each(patterns)('%s: status 200, the loading state, noindex, no canonical or og:url, no post data', (pattern) => {
    const shell = shellOf(pattern);
    expect(shell.renderErrors).toEqual([]);
    expect(shell.status).toBe(200);
    expect(shell.html).toContain(siteContent.posts.loadingPostMessage);
    expect(shell.html).not.toContain('post-shell');
    expect(shell.headTags).toContain('<meta name="robots" content="noindex" />');
    expect(shell.headTags).not.toContain('rel="canonical"');
    expect(shell.headTags).not.toContain('og:url');
    const data = /<script type="application\/json" id="page-hydration">(.*)<\/script>/s.exec(shell.dataScript)?.[1] ?? '';
    // The section after the post (its call to action) hydrates when the visitor reaches it, as on every page.
    expect(JSON.parse(data)).toEqual({ loaderData: { [`page:${pattern}`]: { noindex: true } }, queries: { queries: [], mutations: [] }, hydrateLater: [1] });
  });
});

describe('the post shell in the browser', () => {
  const knownPost = requireMockPost(EDGE_CASE_SLUGS.ordinaryPost);
  it.each([
    ['/blogs/:slug', '/blogs/published-after-the-build', siteContent.posts.notFoundMessage],
    ['/CaseStudy/:slug', '/casestudy/Published-After-The-Build/', siteContent.posts.notFoundMessage],
    ['/blogs/:slug', `/blogs/${knownPost.slug}`, htmlToPlainText(knownPost.title.rendered)],
  ])(
    '%s at %s hydrates with no warning, then shows %j and keeps noindex',
    async (pattern, url, heading) => {
      const shell = shellOf(pattern);
      const { container, onRecoverableError, errors, warnings, unmount } = await hydrateServerRender(shell, url);

      await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe(heading));
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
      // The post was asked for in the browser, by the slug of the address.
      expect(requests.some((request) => new URL(request).searchParams.get('slug') !== null)).toBe(true);
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      unmount();
    },
    30_000,
  );
});

describe('finding the shell', () => {
  const shellsFor = postShellsFor(patterns);

  it('names each shell by its route, under dist/_post-shells/', () => {
    expect(shellsFor).toEqual([
      { pattern: '/blogs/:slug', file: '/_post-shells/blogs/index.html' },
      { pattern: '/CaseStudy/:slug', file: '/_post-shells/CaseStudy/index.html' },
    ]);
    expect(() => postShellsFor(['/blogs/:slug', '/Blogs/:id'])).toThrow(/share the post shell/);
  });

  it('matches one non-empty segment per placeholder, in any letter case, with or without a trailing slash', () => {
    expect(postShellFor(shellsFor, '/BLOGS/New-Post/')?.pattern).toBe('/blogs/:slug');
    expect(postShellFor(shellsFor, '/casestudy/x')?.pattern).toBe('/CaseStudy/:slug');
    for (const path of ['/blogs', '/blogs/', '/blogs/a/b', '/blogsx/a']) expect(postShellFor(shellsFor, path), path).toBeUndefined();
  });

  it('gives nginx the same rule as a regular expression, and static hosts a 200 rewrite per route', () => {
    const regex = new RegExp(postShellRegex('/CaseStudy/:slug'), 'i');
    expect(['/CaseStudy/x', '/casestudy/x/', '/CASESTUDY/a.b'].every((path) => regex.test(path))).toBe(true);
    expect(['/CaseStudy/', '/CaseStudy/a/b', '/CaseStudyx/a'].some((path) => regex.test(path))).toBe(false);
    expect(
      redirectsFile(shellsFor)
        .split('\n')
        .filter((line) => line && !line.startsWith('#')),
    ).toEqual(['/blogs/:slug /_post-shells/blogs/ 200', '/CaseStudy/:slug /_post-shells/CaseStudy/ 200']);
  });
});
