import { describe, expect, it } from 'vitest';
import { builtFileOf, builtPage, builtPages, sectionTypesOf } from '../../testing/vitest/built-site.ts';

describe('the built site as files', () => {
  it('finds a page in any letter case and encoding, as the servers do', () => {
    expect(builtFileOf('/ABOUT')).toBe('/about/index.html');
    expect(builtFileOf('/industries/Logistics%26SupplyChainIndustry')).toBe(builtFileOf('/industries/Logistics&SupplyChainIndustry'));
    expect(builtFileOf('/no/such/page')).toBeUndefined();
    expect(builtPages.length).toBeGreaterThan(40);
  });

  it('parses a page without running its scripts, with its sections in order', () => {
    const document = builtPage('/about');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.documentElement.dataset['hydrated']).toBeUndefined();
    expect(sectionTypesOf(document).length).toBeGreaterThan(2);
  });
});
