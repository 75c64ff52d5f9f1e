// @vitest-environment node
/**
 * SPEC 9: a frame hero keeps its phone layout (text, then the animation) below the large breakpoint, 1024 px; only the
 * home page's heroes go side by side from the medium one, 768 px. The component takes the width from the content's
 * `phoneLayoutBelow` (src/sections/frame-hero/frame-hero.test.tsx), so the rule is held here, on every page file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPageFiles } from '../../scripts/content/model/paths.ts';
import { breakpoints } from '../../src/lib/theme/tokens.ts';

const root = process.cwd();
const frameHeroes = listPageFiles(root).flatMap((file) => {
  const page = JSON.parse(readFileSync(join(root, file), 'utf8')) as { path: string; sections: { type: string; phoneLayoutBelow?: number }[] };
  return page.sections
    .filter((section) => section.type === 'frame-hero')
    .map((section) => ({ path: page.path, splitFrom: section.phoneLayoutBelow ?? breakpoints.md }));
});

describe('frame heroes (SPEC 9)', () => {
  it('put their text beside the animation from 768 px on the home page only, and from 1024 px everywhere else', () => {
    expect(frameHeroes.filter((hero) => hero.path === '/').length).toBe(3);
    expect(frameHeroes.filter((hero) => hero.path !== '/').length).toBe(10);
    for (const hero of frameHeroes) expect(hero.splitFrom, hero.path).toBe(hero.path === '/' ? breakpoints.md : breakpoints.lg);
  });
});
