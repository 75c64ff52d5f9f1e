// @vitest-environment node
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOW_BUILD_WITHOUT_POSTS, decideOnUnlistedPosts, outputFileInside } from '../../scripts/build/prerender/prerender-rules.ts';

const dist = resolve('/srv/site/dist');

describe('outputFileInside: where a pre-rendered address is written', () => {
  it('writes each address to dist/<decoded segments>/index.html', () => {
    expect(outputFileInside(dist, '/')).toBe(join(dist, 'index.html'));
    expect(outputFileInside(dist, '/about')).toBe(join(dist, 'about', 'index.html'));
    expect(outputFileInside(dist, '/blogs/m%C3%BCnchen-trade-fair')).toBe(join(dist, 'blogs', 'münchen-trade-fair', 'index.html'));
    expect(outputFileInside(dist, '/blogs/launch%252d2026')).toBe(join(dist, 'blogs', 'launch%2d2026', 'index.html'));
  });

  it('refuses every address whose file would not lie inside dist/, or would be dist/blogs/ itself', () => {
    for (const path of [
      '/blogs/..%2F..%2Ftmp%2Fx',
      '/blogs/..%2Fabout',
      '/blogs/..',
      '/blogs/%2e%2e',
      '/blogs/.',
      '/blogs/%2E',
      '/blogs/a%5C..%5C..%5Cetc',
      '/blogs/nul%00byte',
      '/blogs/%E0%A4',
      '/../outside',
    ]) {
      expect(outputFileInside(dist, path), path).toBeUndefined();
    }
  });
});

describe('decideOnUnlistedPosts: an outage while building', () => {
  const unreachable = ['/blogs/:slug (post-detail): GET https://cms.example.com/wp-json/wp/v2/posts?… failed: fetch failed'];
  const production = { problems: unreachable, usesEmbeddedMocks: false, contentServiceUrl: 'https://cms.example.com', allowBuildWithoutPosts: undefined };

  it('fails a production build by default, naming the address and the variable that allows it', () => {
    const decision = decideOnUnlistedPosts(production);
    expect(decision.outcome).toBe('fail');
    if (decision.outcome !== 'fail') return;
    expect(decision.error).toContain('https://cms.example.com');
    expect(decision.error).toContain(`${ALLOW_BUILD_WITHOUT_POSTS}=1`);
    expect(decision.error).toContain(unreachable[0]);
  });

  it('goes on, saying so, when ALLOW_BUILD_WITHOUT_POSTS=1 builds without posts on purpose', () => {
    const decision = decideOnUnlistedPosts({ ...production, allowBuildWithoutPosts: '1' });
    expect(decision).toEqual({ outcome: 'go-on', warnings: [expect.stringContaining(`${ALLOW_BUILD_WITHOUT_POSTS}=1 is set`)] });
  });

  it('takes only "1" as permission: an empty or other value still fails', () => {
    for (const value of ['', '0', 'true', 'yes']) expect(decideOnUnlistedPosts({ ...production, allowBuildWithoutPosts: value }).outcome, value).toBe('fail');
  });

  it('only warns in a demo build on the embedded mocks, and says nothing when every listing worked', () => {
    expect(decideOnUnlistedPosts({ ...production, usesEmbeddedMocks: true })).toEqual({
      outcome: 'go-on',
      warnings: [expect.stringContaining(unreachable[0] ?? '')],
    });
    expect(decideOnUnlistedPosts({ ...production, problems: [] })).toEqual({ outcome: 'go-on', warnings: [] });
  });
});
