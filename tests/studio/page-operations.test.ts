// @vitest-environment node
/**
 * Whole pages in the studio (issue 33): rename with every link following, duplicate, and delete refused while other
 * pages link to the page. Each on its own copy of the project's content, through the studio API.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createContentLoader } from '../../scripts/content/model/load-content.ts';
import { jsonRequest, projectCopy, recordOf, removeProjectCopies, startStudio } from '../../testing/vitest/studio-project.ts';

afterAll(removeProjectCopies);

const ABOUT = 'content-json/pages/about.json';
const CAPABILITIES = 'content-json/pages/capabilities.json';
/**
 * A valid page written for content version 1 (before one model per concept): an intro and migration 2's fixture
 * capabilities teaser, whose explore link and four card links (bare strings then) go to /capabilities/capabilities.
 */
const BEHIND = 'content-json/pages/solutions/migration-002.json';
function behindPage(): string {
  const fixture = JSON.parse(readFileSync('testing/fixtures/content-migrations/002-one-model-per-concept/page-before.json', 'utf8')) as {
    sections: { type: string }[];
  };
  const teaser = fixture.sections.find((section) => section.type === 'capabilities-teaser');
  const sections = [{ type: 'page-intro', header: { heading: 'Every shape migration 2 converts' } }, teaser];
  return `${JSON.stringify({ ...fixture, sections }, null, 2)}\n`;
}

async function studioOnCopy() {
  const studio = await startStudio(projectCopy());
  const read = (file: string) => readFileSync(join(studio.root, file), 'utf8');
  return { studio, read };
}

describe('renaming a page', () => {
  it('lists the files it will change on a dry run, writing nothing', async () => {
    const { studio, read } = await studioOnCopy();
    try {
      const before = read('content-json/site.json');
      const { status, body } = await studio.request(
        '/__studio/api/pages/rename',
        jsonRequest('POST', { file: ABOUT, to: '/about-us', keepAlias: true, dryRun: true }),
      );
      expect(status).toBe(200);
      // site.json belongs to no page: its entry has no "page".
      expect(recordOf(body)['changes']).toEqual([
        { file: ABOUT, page: '/about-us', change: 'renamed', links: 0 },
        { file: 'content-json/site.json', change: 'links updated', links: 2 },
        { file: 'content-json/pages/legal/corporate-info.json', page: '/corporate-info', change: 'links updated', links: 1 },
      ]);
      expect(read('content-json/site.json')).toBe(before);
      expect(read(ABOUT)).toContain('"path": "/about"');
    } finally {
      await studio.close();
    }
  });

  it('updates every link to it, keeps the old address as an alias when asked, and leaves the content valid', async () => {
    const { studio, read } = await studioOnCopy();
    try {
      const siteBefore = read('content-json/site.json');
      const { status } = await studio.request('/__studio/api/pages/rename', jsonRequest('POST', { file: ABOUT, to: '/about-us', keepAlias: true }));
      expect(status).toBe(200);
      const about = JSON.parse(read(ABOUT)) as { path: string; aliases?: string[] };
      expect(about).toMatchObject({ path: '/about-us', aliases: ['/about'] });
      // One changed line per link: the rest of the file as it was.
      const changed = read('content-json/site.json')
        .split('\n')
        .filter((line, index) => line !== siteBefore.split('\n')[index]);
      expect(changed).toEqual(['        "path": "/about-us"', '            "target": "/about-us"']);
      expect(read('content-json/pages/legal/corporate-info.json')).toContain('"target": "/about-us"');
      expect(createContentLoader(studio.root).load().errors).toEqual([]);
      expect(studio.written).toEqual(expect.arrayContaining([ABOUT, 'content-json/site.json', 'content-json/pages/legal/corporate-info.json']));
    } finally {
      await studio.close();
    }
  });

  it.each([
    ['an address another page has', '/Platform', /already the address of content-json\/pages\/platform\.json/],
    ['an unusable address', '/assets/about', /belong to the site's scripts and styles/],
    ['its own address', '/About', /already this page's address/],
  ])('refuses %s, writing nothing', async (_, to, message) => {
    const { studio, read } = await studioOnCopy();
    try {
      const before = read(ABOUT);
      const { status, body } = await studio.request('/__studio/api/pages/rename', jsonRequest('POST', { file: ABOUT, to, keepAlias: false }));
      expect(status).toBe(422);
      expect(recordOf(body)['message']).toMatch(message);
      expect(read(ABOUT)).toBe(before);
    } finally {
      await studio.close();
    }
  });
});

describe('a page written for an older content version', () => {
  it('is read upgraded: a rename finds its links in the old shapes and writes the file upgraded, saying so', async () => {
    const { studio, read } = await studioOnCopy();
    try {
      writeFileSync(join(studio.root, BEHIND), behindPage());
      const request = { file: CAPABILITIES, to: '/Capabilities/all', keepAlias: false };
      const dry = await studio.request('/__studio/api/pages/rename', jsonRequest('POST', { ...request, dryRun: true }));
      expect(recordOf(dry.body)['changes']).toContainEqual({
        file: BEHIND,
        page: '/migration-002',
        change: 'links updated',
        links: 5,
        upgrade: { from: 1, to: 2 },
      });
      const { status } = await studio.request('/__studio/api/pages/rename', jsonRequest('POST', request));
      expect(status).toBe(200);
      const upgraded = read(BEHIND);
      expect(JSON.parse(upgraded)).toMatchObject({ version: 2 });
      expect(upgraded.match(/"target": "\/Capabilities\/all"/g)).toHaveLength(5);
      expect(upgraded.toLowerCase()).not.toContain('/capabilities/capabilities');
      expect(createContentLoader(studio.root).load().errors).toEqual([]);
    } finally {
      await studio.close();
    }
  });

  it('counts for a delete: its links to the page refuse it', async () => {
    const { studio } = await studioOnCopy();
    try {
      writeFileSync(join(studio.root, BEHIND), behindPage());
      const { status, body } = await studio.request('/__studio/api/pages/delete', jsonRequest('POST', { file: CAPABILITIES }));
      expect(status).toBe(409);
      expect(recordOf(body)['message']).toContain(`/migration-002 (${BEHIND}, 5 links)`);
    } finally {
      await studio.close();
    }
  });
});

describe('duplicating a page', () => {
  it('writes a copy at the new address with its own title, and no aliases', async () => {
    const { studio, read } = await studioOnCopy();
    try {
      const { status, body } = await studio.request(
        '/__studio/api/pages/duplicate',
        jsonRequest('POST', { file: ABOUT, to: '/about-events', title: 'About our events' }),
      );
      expect(status).toBe(200);
      expect(recordOf(body)).toMatchObject({ opens: 'content-json/pages/about-events.json' });
      const copy = JSON.parse(read('content-json/pages/about-events.json')) as {
        path: string;
        meta: { title: string };
        sections: unknown[];
        aliases?: unknown;
      };
      const original = JSON.parse(read(ABOUT)) as { sections: unknown[] };
      expect(copy).toMatchObject({ path: '/about-events', meta: { title: 'About our events' } });
      expect(copy.sections).toEqual(original.sections);
      expect(copy.aliases).toBeUndefined();
      expect(createContentLoader(studio.root).load().errors).toEqual([]);
    } finally {
      await studio.close();
    }
  });
});

describe('deleting a page', () => {
  it('is refused while other pages link to it, naming them', async () => {
    const { studio } = await studioOnCopy();
    try {
      const { status, body } = await studio.request('/__studio/api/pages/delete', jsonRequest('POST', { file: ABOUT }));
      expect(status).toBe(409);
      expect(recordOf(body)['message']).toContain('Other pages link to /about');
      expect(recordOf(body)['message']).toContain(
        'the site-wide settings (content-json/site.json, 2 links); /corporate-info (content-json/pages/legal/corporate-info.json, 1 link)',
      );
      expect(existsSync(join(studio.root, ABOUT))).toBe(true);
    } finally {
      await studio.close();
    }
  });

  it('removes a page nothing links to', async () => {
    const { studio } = await studioOnCopy();
    try {
      await studio.request('/__studio/api/pages', jsonRequest('POST', { path: '/events', title: 'Events' }));
      const dry = await studio.request('/__studio/api/pages/delete', jsonRequest('POST', { file: 'content-json/pages/events.json', dryRun: true }));
      expect(dry.status).toBe(200);
      expect(existsSync(join(studio.root, 'content-json/pages/events.json'))).toBe(true);
      const { status } = await studio.request('/__studio/api/pages/delete', jsonRequest('POST', { file: 'content-json/pages/events.json' }));
      expect(status).toBe(200);
      expect(existsSync(join(studio.root, 'content-json/pages/events.json'))).toBe(false);
      expect(createContentLoader(studio.root).load().errors).toEqual([]);
    } finally {
      await studio.close();
    }
  });
});
