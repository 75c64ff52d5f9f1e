import { describe, expect, it } from 'vitest';
import { staysOpenThrough } from './keep-open-on-content-change.ts';

describe('which reloads the studio stays open through', () => {
  it("a content file and any schema, a section folder's own included, but not a section's code", () => {
    expect(staysOpenThrough('/work/site/content-json/pages/about.json', 'content')).toBe(true);
    expect(staysOpenThrough('/work/site/schemas/defs.schema.json', 'content')).toBe(true);
    expect(staysOpenThrough('/work/site/src/sections/hero/hero.schema.json', 'content')).toBe(true);
    expect(staysOpenThrough('/work/site/src/sections/hero/hero.tsx', 'content')).toBe(false);
    expect(staysOpenThrough('/work/site/src/sections/hero/hero.styles.ts', 'content')).toBe(false);
  });

  it('the media manifest only where asked to', () => {
    expect(staysOpenThrough('/work/site/public/media/media-manifest.json', 'content')).toBe(false);
    expect(staysOpenThrough('/work/site/public/media/media-manifest.json', 'content-and-media')).toBe(true);
  });
});
