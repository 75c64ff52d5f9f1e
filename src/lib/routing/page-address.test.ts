import { describe, expect, it } from 'vitest';
import { PAGE_ADDRESS_MAX_LENGTH, pageAddressProblem } from './page-address.ts';

describe('the addresses a page may have', () => {
  it.each(['/', '/about', '/industries/Logistics&SupplyChainIndustry', '/blogs/:slug', '/events/2026', '/page', '/blogs/page'])('%s is usable', (path) => {
    expect(pageAddressProblem(path)).toBeUndefined();
  });

  it.each([
    ['/../../etc/x', '"." or ".." part'],
    ['/a/../b', '"." or ".." part'],
    ['/a/./b', '"." or ".." part'],
    ['//evil.example', 'empty part'],
    ['/events/', 'empty part'],
    ['/__studio', 'the studio'],
    ['/__Studio/pages', 'the studio'],
    ['/assets', 'scripts and styles'],
    ['/media/images/x', 'images and videos'],
    ['/feeds/rss.xml', 'news feeds'],
    ['/_post-shells/blogs', 'posts published after the build'],
    ['/blogs/page/2', 'further page of a listing'],
    ['/CaseStudy/Page/12', 'further page of a listing'],
    [`/${'a'.repeat(299)}`, `300 characters long. Keep it to ${PAGE_ADDRESS_MAX_LENGTH} or fewer`],
  ])('%s is refused, saying why', (path, reason) => {
    expect(pageAddressProblem(path)).toContain(reason);
  });
});
