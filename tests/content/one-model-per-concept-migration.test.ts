import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../scripts/content/migrations/content-migration.ts';
import { oneModelPerConcept } from '../../scripts/content/migrations/002-one-model-per-concept.ts';

/** A fixture of testing/fixtures/content-migrations/002-…/ without its "version", which the runner, not the migration, sets. */
const fixture = (name: `${'before' | 'after'}-${'page' | 'site'}`): JsonObject => {
  const [when, kind] = name.split('-');
  const file = new URL(`../../testing/fixtures/content-migrations/002-one-model-per-concept/${kind}-${when}.json`, import.meta.url);
  const document = JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
  delete document['version'];
  return document;
};

describe('migration 2: one model per concept', () => {
  it('is the upgrade to version 2 and says what it changes', () => {
    expect(oneModelPerConcept.to).toBe(2);
    expect(oneModelPerConcept.summary).toMatch(/\{label, target\}/);
  });

  // The fixtures hold every section shape the migration converts (hero, rotating-word-hero, stat-tiles with a figure
  // and without, share-card, platform-embed, capabilities-teaser, leadership, contact-regions, legal-document with an
  // inline link) and one it leaves alone (industry-tabs, whose button already was a link).
  it.each(['page', 'site'] as const)('turns the version-1 %s into the version-2 one', (kind) => {
    expect(oneModelPerConcept.migrate(fixture(`before-${kind}`), kind)).toEqual(fixture(`after-${kind}`));
  });

  it.each(['page', 'site'] as const)('returns an already-migrated %s itself, unchanged', (kind) => {
    const migrated = fixture(`after-${kind}`);
    expect(oneModelPerConcept.migrate(migrated, kind)).toBe(migrated);
  });

  it.each(['page', 'site'] as const)('does not change the %s it is given', (kind) => {
    const before = fixture(`before-${kind}`);
    const copy = structuredClone(before);
    oneModelPerConcept.migrate(before, kind);
    expect(before).toEqual(copy);
  });

  it('leaves the version alone: the runner sets it', () => {
    const page = { ...fixture('before-page'), version: 1 };
    expect(oneModelPerConcept.migrate(page, 'page')['version']).toBe(1);
  });

  it('writes out the words the components used to compose, so pages render the same', () => {
    const page = oneModelPerConcept.migrate(fixture('before-page'), 'page');
    const sections = page['sections'] as JsonObject[];
    const leadership = sections.find((section) => section['type'] === 'leadership') as { people: { linkedIn: unknown }[] };
    expect(leadership.people[0]?.linkedIn).toEqual({ label: 'Jonathan Mercer on LinkedIn', target: 'https://www.linkedin.com/in/jonathan-mercer' });
    const regions = sections.find((section) => section['type'] === 'contact-regions') as { regions: { contact: { maps: unknown } }[] };
    expect(regions.regions[1]?.contact.maps).toMatchObject({ accessibleLabel: 'Open in Maps: North America, USA' });
  });

  it('stops at a legal document whose introduction has links, which a section header cannot hold', () => {
    const page = { sections: [{ type: 'legal-document', title: 'Terms', intro: ['See the ', { text: 'Privacy Policy', target: '/privacy' }, '.'] }] };
    expect(() => oneModelPerConcept.migrate(page, 'page')).toThrow(/move the links into the first section/);
  });
});
