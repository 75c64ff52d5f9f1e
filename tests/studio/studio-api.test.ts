// @vitest-environment node
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import Ajv from 'ajv';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_MIGRATIONS, CURRENT_CONTENT_VERSION } from '../../scripts/content/migrations/migrations.ts';
import { migrateText } from '../../scripts/content/migrations/run-migrations.ts';
import { createContentLoader } from '../../scripts/content/model/load-content.ts';
import { listPageFiles } from '../../scripts/content/model/paths.ts';
import { planUpload } from '../../scripts/studio/media-library.ts';
import { UNEXPECTED_FAILURE, isLoopbackHost } from '../../scripts/studio/studio-api.ts';
import { jsonRequest, projectCopy, projectRoot, recordOf, removeProjectCopies, startStudio, type StudioServer } from '../../testing/vitest/studio-project.ts';

const ABOUT = 'content-json/pages/about.json';

let studio: StudioServer;
const read = (file: string) => readFileSync(join(studio.root, file), 'utf8');

beforeAll(async () => {
  studio = await startStudio(projectCopy());
});

afterAll(async () => {
  await studio.close();
  removeProjectCopies();
});

async function open(file: string): Promise<{ text: string; version: string; json: Record<string, unknown> }> {
  const { status, body } = await studio.request(`/__studio/api/file?file=${encodeURIComponent(file)}`);
  expect(status).toBe(200);
  const { text, version, json } = recordOf(body);
  if (typeof text !== 'string' || typeof version !== 'string') throw new Error('The file answer has no text or version.');
  return { text, version, json: recordOf(json) };
}

/** A problem list from an answer, each with its place. */
function problemsOf(value: unknown): { file: string; line: number; column: number; jsonPath: string; message: string }[] {
  if (!Array.isArray(value)) throw new Error(`Expected a list of problems, got ${JSON.stringify(value)}`);
  return value.map((item) => {
    const { file, line, column, jsonPath, message } = recordOf(item);
    if (typeof file !== 'string' || typeof line !== 'number' || typeof column !== 'number' || typeof jsonPath !== 'string' || typeof message !== 'string')
      throw new Error(`Not a located problem: ${JSON.stringify(item)}`);
    return { file, line, column, jsonPath, message };
  });
}

/** The text at a problem's line and column. */
const textAt = (text: string, line: number, column: number) => (text.split('\n')[line - 1] ?? '').slice(column - 1);

describe('the studio API', () => {
  it('passes other requests on', async () => {
    expect((await studio.request('/about')).status).toBe(418);
    expect((await studio.request('/__studio/')).status).toBe(418);
    expect((await studio.request('/__studio/api/nothing')).status).toBe(404);
  });

  it('lists every page by path, with its title, section types and error count', async () => {
    const { status, body } = await studio.request('/__studio/api/pages');
    expect(status).toBe(200);
    const pages = recordOf(body)['pages'];
    if (!Array.isArray(pages)) throw new Error('No pages list');
    const paths = pages.map((page) => recordOf(page)['path']);
    expect(paths).toEqual([...paths].sort());
    const about = JSON.parse(readFileSync(join(projectRoot, ABOUT), 'utf8')) as { meta: { title: string }; sections: { type: string }[] };
    expect(pages).toContainEqual({ file: ABOUT, path: '/about', title: about.meta.title, sectionTypes: about.sections.map(({ type }) => type), errors: 0 });
  });

  it('checks an edit: the text it would save, problems located in that text, the page with defaults and the site', async () => {
    const { text, json } = await open(ABOUT);
    const meta = recordOf(json['meta']);
    const { status, body } = await studio.request(
      '/__studio/api/check',
      jsonRequest('POST', { file: ABOUT, json: { ...json, meta: { ...meta, title: 'Short' } } }),
    );
    expect(status).toBe(200);
    const answer = recordOf(body);
    const savedText = answer['text'];
    if (typeof savedText !== 'string') throw new Error('No text');
    expect(savedText).toBe(text.replace(JSON.stringify(meta['title']), '"Short"'));
    const [error, ...others] = problemsOf(answer['errors']);
    expect(others).toEqual([]);
    expect(error).toMatchObject({ file: ABOUT, jsonPath: 'meta.title' });
    expect(textAt(savedText, error?.line ?? 0, error?.column ?? 0)).toMatch(/^"Short"/);
    // With a schema error the page has no validated document, but the site is still there for the preview's chrome.
    expect(answer['document']).toBeUndefined();
    expect(recordOf(answer['site'])).toHaveProperty('brand');

    const valid = await studio.request('/__studio/api/check', jsonRequest('POST', { file: ABOUT, json }));
    const validAnswer = recordOf(valid.body);
    expect(validAnswer['text']).toBe(text);
    expect(validAnswer['errors']).toEqual([]);
    // about.json leaves out the hero's "demoButton"; the document has the schema default filled in.
    const sections = recordOf(validAnswer['document'])['sections'];
    expect(Array.isArray(sections) ? sections[0] : undefined).toMatchObject({ type: 'rotating-word-hero', demoButton: true });
    expect(read(ABOUT)).toBe(text);
  });

  it("warns, without blocking, when a picture is replaced but keeps the old picture's alternative text", async () => {
    const { json } = await open(ABOUT);
    const sections = Array.isArray(json['sections']) ? json['sections'].map(recordOf) : [];
    const index = sections.findIndex((section) => section['type'] === 'media-text');
    const image = recordOf(sections[index]?.['image']);
    const swapped = sections.map((section, at) =>
      at === index ? { ...section, image: { ...image, src: '/media/images/leadership/jonathan-mercer' } } : section,
    );
    const { body } = await studio.request('/__studio/api/check', jsonRequest('POST', { file: ABOUT, json: { ...json, sections: swapped } }));
    const answer = recordOf(body);
    expect(answer['errors']).toEqual([]);
    expect(problemsOf(answer['warnings'])).toContainEqual(
      expect.objectContaining({
        jsonPath: `sections[${index}].image.alt`,
        message: `In section ${index + 1} ("media-text"): The picture changed, but its alternative text still describes the old one: "${String(image['alt'])}". Describe what the new picture shows.`,
      }),
    );
    const described = sections.map((section, at) =>
      at === index ? { ...section, image: { src: '/media/images/leadership/jonathan-mercer', alt: 'Jonathan Mercer, Chief Executive Officer' } } : section,
    );
    const fixed = recordOf((await studio.request('/__studio/api/check', jsonRequest('POST', { file: ABOUT, json: { ...json, sections: described } }))).body);
    expect(problemsOf(fixed['warnings']).filter((warning) => warning.jsonPath.endsWith('.alt'))).toEqual([]);
  });

  it('reports errors an edit causes in other files: a link to an address the page gave up', async () => {
    const { json } = await open(ABOUT);
    const { body } = await studio.request('/__studio/api/check', jsonRequest('POST', { file: ABOUT, json: { ...json, path: '/about-us' } }));
    const errors = problemsOf(recordOf(body)['errors']);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => error.file !== ABOUT && error.message.includes('"/about"'))).toBe(true);
  });

  it('saves an edit as a one-line change, atomically, and says so', async () => {
    const { text, version, json } = await open(ABOUT);
    const meta = recordOf(json['meta']);
    const { status, body } = await studio.request(
      '/__studio/api/file',
      jsonRequest('PUT', { file: ABOUT, version, json: { ...json, meta: { ...meta, title: 'About Satori XR | Immersive 3D for enterprises' } } }),
    );
    expect(status).toBe(200);
    const saved = read(ABOUT);
    expect(body).toMatchObject({ file: ABOUT, text: saved });
    expect(recordOf(body)['version']).not.toBe(version);
    const changed = text.split('\n').filter((line, index) => line !== saved.split('\n')[index]);
    expect(changed).toEqual([`    "title": ${JSON.stringify(meta['title'])},`]);
    expect(studio.written).toContain(ABOUT);
    // The new version opens the next save.
    const again = await open(ABOUT);
    expect(again.version).toBe(recordOf(body)['version']);
  });

  it('refuses a save over a file that changed on disk since it was opened, and leaves the disk alone', async () => {
    const { version, json } = await open(ABOUT);
    const changedOnDisk = read(ABOUT).replace('"/about"', '"/about"').replace('Satori', 'SATORI');
    writeFileSync(join(studio.root, ABOUT), changedOnDisk);
    const { status, body } = await studio.request('/__studio/api/file', jsonRequest('PUT', { file: ABOUT, version, json: { ...json, path: '/about' } }));
    expect(status).toBe(409);
    expect(body).toMatchObject({ conflict: true, text: changedOnDisk });
    expect(recordOf(body)['version']).toBe((await open(ABOUT)).version);
    expect(read(ABOUT)).toBe(changedOnDisk);
  });

  it('refuses to save an invalid value with located errors in the would-be text, and writes nothing', async () => {
    const { text, version, json } = await open(ABOUT);
    const sections = json['sections'];
    if (!Array.isArray(sections)) throw new Error('No sections');
    const edited = {
      ...json,
      sections: sections.map((section: unknown, index) => (index === 1 ? { ...recordOf(section), mediaPosition: 'sideways' } : section)),
    };
    const { status, body } = await studio.request('/__studio/api/file', jsonRequest('PUT', { file: ABOUT, version, json: edited }));
    expect(status).toBe(422);
    const [error] = problemsOf(recordOf(body)['errors']);
    expect(error).toMatchObject({ file: ABOUT, jsonPath: 'sections[1].mediaPosition' });
    const { body: checked } = await studio.request('/__studio/api/check', jsonRequest('POST', { file: ABOUT, json: edited }));
    expect(textAt(String(recordOf(checked)['text']), error?.line ?? 0, error?.column ?? 0)).toMatch(/^"sideways"/);
    expect(read(ABOUT)).toBe(text);
  });

  it('refuses changes sent from another site, and writes nothing', async () => {
    const { status, body } = await studio.request('/__studio/api/pages', {
      method: 'POST',
      headers: { Origin: 'https://attacker.example', 'Content-Type': 'text/plain' },
      body: JSON.stringify({ path: '/planted', title: 'Planted page' }),
    });
    expect(status).toBe(403);
    expect(recordOf(body)['message']).toContain('another site');
    expect(existsSync(join(studio.root, 'content-json/pages/planted.json'))).toBe(false);
  });

  it('refuses bad requests with a message', async () => {
    expect((await studio.request('/__studio/api/file', jsonRequest('PUT', { file: ABOUT, json: {} }))).status).toBe(400);
    expect((await studio.request('/__studio/api/check', { method: 'POST', body: '{not json' })).status).toBe(400);
    const missing = await studio.request('/__studio/api/file?file=content-json/pages/nowhere.json');
    expect(missing.status).toBe(404);
    expect(recordOf(missing.body)['message']).toContain('does not exist');
  });

  it('reads and checks site.json', async () => {
    const { json } = await open('content-json/site.json');
    const { body } = await studio.request('/__studio/api/check', jsonRequest('POST', { file: 'content-json/site.json', json }));
    expect(recordOf(body)['errors']).toEqual([]);
    expect(recordOf(recordOf(body)['document'])).toHaveProperty('externalLinks');
  });

  it('lists the pages and external links a link can point to', async () => {
    const { body } = await studio.request('/__studio/api/links');
    const { pages, external } = recordOf(body);
    expect(pages).toContainEqual({ path: '/about', title: expect.any(String) as unknown });
    expect(Array.isArray(pages) && pages.some((page) => String(recordOf(page)['path']).includes(':'))).toBe(false);
    const site = JSON.parse(read('content-json/site.json')) as { externalLinks: Record<string, string> };
    expect(external).toEqual(Object.entries(site.externalLinks).map(([name, href]) => ({ name, href })));
  });

  it("lists prepared images, videos and 3D models as content names them, with previews that exist and each model's true size", async () => {
    const { body } = await studio.request('/__studio/api/media');
    const { images, videos, models } = recordOf(body);
    if (!Array.isArray(images) || !Array.isArray(videos) || !Array.isArray(models)) throw new Error('No media lists');
    expect(images).toContainEqual(expect.objectContaining({ src: '/media/images/about/banner' }));
    expect(videos.length).toBeGreaterThan(0);
    for (const image of images) expect(existsSync(join(projectRoot, 'public', String(recordOf(image)['preview'])))).toBe(true);
    for (const video of videos) expect(existsSync(join(projectRoot, 'public', String(recordOf(video)['poster'])))).toBe(true);
    expect(models).toContainEqual(expect.objectContaining({ src: '/media/models/concept-car' }));
    // The size the picker shows is the file a visitor downloads.
    for (const model of models) {
      const { src, bytes } = recordOf(model);
      expect(bytes).toBe(statSync(join(projectRoot, 'public', `${String(src)}.glb`)).size);
    }
  });

  it('refuses uploads with a bad name or that are not images, and keeps nothing', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const badName = await studio.request('/__studio/api/media?name=..%2F..%2Fevil.png', { method: 'POST', body: png });
    expect(badName.status).toBe(400);
    const notImage = await studio.request('/__studio/api/media?name=notes.png', { method: 'POST', body: Buffer.from('<svg onload="alert(1)"/>') });
    expect(notImage.status).toBe(415);
    expect(recordOf(notImage.body)['message']).toContain('not a JPEG, PNG or WebP');
    expect(existsSync(join(studio.root, 'media-src'))).toBe(false);
  });

  it('decodes an upload before writing it: a damaged file behind a PNG signature is refused in plain words, and nothing is kept', async () => {
    const good = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const damaged = Buffer.concat([good.subarray(0, 40), Buffer.from('this is not the rest of a picture')]);
    const { status, body } = await studio.request('/__studio/api/media?name=events/stage.png', { method: 'POST', body: damaged });
    expect(status).toBe(415);
    expect(recordOf(body)['message']).toContain('could not be read as an image');
    expect(existsSync(join(studio.root, 'media-src'))).toBe(false);
  });

  it('refuses an upload into the art folder, which prepares no photos', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const { status, body } = await studio.request('/__studio/api/media?name=ui/logo.png', { method: 'POST', body: png });
    expect(status).toBe(400);
    expect(recordOf(body)['message']).toContain('"events/logo.png"');
    expect(existsSync(join(studio.root, 'media-src'))).toBe(false);
  });

  it('answers an upload over 20 MB with the size message (not a closed connection), and a JSON body over 5 MB likewise', async () => {
    const big = await studio.request('/__studio/api/media?name=events/huge.png', { method: 'POST', body: Buffer.alloc(21 * 1024 * 1024, 1) });
    expect(big).toEqual({ status: 413, body: { message: 'The image is larger than 20 MB. Export it smaller (2400 px wide is plenty).' } });
    const json = await studio.request('/__studio/api/check', jsonRequest('POST', { file: ABOUT, json: { padding: 'x'.repeat(6 * 1024 * 1024) } }));
    expect(json).toEqual({ status: 413, body: { message: 'The request is larger than 5 MB.' } });
    expect(existsSync(join(studio.root, 'media-src'))).toBe(false);
  });

  it("answers only to this computer's own names: a DNS-rebinding request (Host and Origin both foreign) is refused", async () => {
    const asked = (host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port: Number(new URL(studio.origin).port),
            path: '/__studio/api/pages',
            method: 'POST',
            headers: { Host: host, Origin: `http://${host}`, 'Content-Type': 'application/json' },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ path: '/planted', title: 'Planted page' }));
      });
    for (const host of ['evil.example:5173', 'localhost.evil.example', '127.0.0.1.nip.io']) {
      const { status, body } = await asked(host);
      expect(status, host).toBe(403);
      expect(body).toContain('only on this computer');
    }
    expect(existsSync(join(studio.root, 'content-json/pages/planted.json'))).toBe(false);
    for (const host of ['localhost:5173', 'studio.localhost', '127.0.0.1:5173', '[::1]:5173']) expect(isLoopbackHost(host), host).toBe(true);
  });

  it('never answers with a stack trace or a path of this computer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A page file that is a folder: reading it fails in a way no check foresees.
    mkdirSync(join(studio.root, 'content-json/pages/folder.json'));
    try {
      const { status, body } = await studio.request('/__studio/api/file?file=content-json/pages/folder.json');
      expect(status).toBe(500);
      expect(recordOf(body)['message']).toBe(UNEXPECTED_FAILURE);
      expect(logged).toHaveBeenCalled();
    } finally {
      rmSync(join(studio.root, 'content-json/pages/folder.json'), { recursive: true });
      logged.mockRestore();
    }
  });

  it("spells a picked file's own name as a media reference, and refuses names that climb out", () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(planUpload(studio.root, 'Keynote Stage_2026.PNG', png)).toEqual({
      ok: true,
      sourceFile: 'media-src/images/uploads/keynote-stage-2026.png',
      src: '/media/images/uploads/keynote-stage-2026',
    });
    for (const name of ['../evil.png', 'a/b/c.png', '/etc/evil.png', 'evil.svg', 'evil.png.exe', '.png'])
      expect(planUpload(studio.root, name, png).ok).toBe(false);
    expect(planUpload(studio.root, 'big.png', Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]))).toMatchObject({ ok: false, status: 413 });
  });

  it('serves self-contained schemas a browser ajv compiles, which accept every section example', async () => {
    const { body } = await studio.request('/__studio/api/schemas');
    const { page, site, sections } = recordOf(body);
    const refs = JSON.stringify(body).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => !ref.startsWith('"$ref":"#/'))).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('"$schema":"http');
    // A browser ajv knows none of the content keywords; strict: false lets it pass over them.
    const ajv = new Ajv({ strict: false, discriminator: true, allErrors: true });
    const sectionEntries = Object.entries(recordOf(sections));
    expect(sectionEntries.map(([type]) => type)).toContain('page-intro');
    for (const [type, entry] of sectionEntries) {
      const { schema, examples, title, description } = recordOf(entry);
      expect(typeof title === 'string' && typeof description === 'string').toBe(true);
      const validate = ajv.compile(recordOf(schema));
      for (const example of Array.isArray(examples) ? examples : []) expect(validate(example), `${type}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    // The shared header definition was copied in with the content keywords the form shows as hints.
    const pageIntro = recordOf(recordOf(recordOf(sections)['page-intro'])['schema']);
    expect(pageIntro).toHaveProperty(['properties', 'header', '$ref'], '#/definitions/sectionHeader');
    expect(pageIntro).toHaveProperty(['definitions', 'sectionHeader', 'properties', 'heading', 'softMaxLength'], 70);
    expect(pageIntro).toHaveProperty(['definitions', 'sectionHeader', 'properties', 'heading', 'maxLength'], 120);
    expect(ajv.compile(recordOf(page))(JSON.parse(read('content-json/pages/home.json')))).toBe(true);
    expect(ajv.compile(recordOf(site))(JSON.parse(read('content-json/site.json')))).toBe(true);
  });
});

describe('a page written for an older content version', () => {
  const CONTACT = 'content-json/pages/contact.json';

  it('opens upgraded in memory, says from which version and how, and saves the upgrade with the edit as minimal edits', async () => {
    const current = read(CONTACT);
    const older = current.replace(/\n {2}"version": \d+,/, '');
    expect(older).not.toBe(current);
    writeFileSync(join(studio.root, CONTACT), older);

    const { status, body } = await studio.request(`/__studio/api/file?file=${encodeURIComponent(CONTACT)}`);
    expect(status).toBe(200);
    const opened = recordOf(body);
    expect(opened['text']).toBe(older);
    expect(recordOf(opened['json'])['version']).toBe(CURRENT_CONTENT_VERSION);
    expect(Object.keys(recordOf(opened['json'])).slice(0, 2)).toEqual(['$schema', 'version']);
    expect(opened['upgrade']).toEqual({
      from: 0,
      to: CURRENT_CONTENT_VERSION,
      summaries: CONTENT_MIGRATIONS.map((migration) => migration.summary),
      onDisk: JSON.parse(older) as unknown,
    });

    // The check shows what a save writes: the command's upgrade, and nothing else while nothing is edited.
    const json = recordOf(opened['json']);
    const checked = recordOf((await studio.request('/__studio/api/check', jsonRequest('POST', { file: CONTACT, json }))).body);
    expect(checked['errors']).toEqual([]);
    expect(checked['text']).toBe(migrateText(older, 'page').text);

    const meta = recordOf(json['meta']);
    const edited = { ...json, meta: { ...meta, title: 'Contact Satori XR | Talk to our team' } };
    const saved = await studio.request('/__studio/api/file', jsonRequest('PUT', { file: CONTACT, version: opened['version'], json: edited }));
    expect(saved.status).toBe(200);
    const written = read(CONTACT);
    const added = written.split('\n').filter((line) => !older.split('\n').includes(line));
    expect(added).toEqual([`  "version": ${CURRENT_CONTENT_VERSION},`, '    "title": "Contact Satori XR | Talk to our team",']);
    expect((await open(CONTACT)).json).toEqual(edited);
  });
});

describe('new pages', () => {
  it('creates a valid page from an address and a title', async () => {
    const { status, body } = await studio.request('/__studio/api/pages', jsonRequest('POST', { path: '/solutions/remote-assist', title: 'Remote assistance' }));
    expect(status).toBe(201);
    expect(body).toEqual({ file: 'content-json/pages/solutions/remote-assist.json', path: '/solutions/remote-assist' });
    const text = read('content-json/pages/solutions/remote-assist.json');
    expect(text).not.toMatch(/lorem|ipsum/i);
    const tree = createContentLoader(studio.root).load();
    expect(tree.errors).toEqual([]);
    expect(tree.warnings.filter((warning) => warning.file.endsWith('remote-assist.json'))).toEqual([]);
    const page = tree.pages.find(({ file }) => file === 'content-json/pages/solutions/remote-assist.json');
    expect(page?.headings[0]).toMatchObject({ level: 1, text: 'Remote assistance' });
    expect(studio.written).toContain('content-json/pages/solutions/remote-assist.json');
  });

  it.each([
    ['an existing route in another letter case', '/ABOUT', 'Another about page', /already the address of content-json\/pages\/about\.json/],
    ['an existing alias', '/AutomotivePersonas', 'Automotive personas', /already the address of content-json\/pages\/persona-hubs\/automotive\.json/],
    ['an address a placeholder route answers', '/blogs/new-post', 'A new post', /already answered by the page for "\/blogs\/:slug"/],
    ['a bad address', '/events and more', 'Events', /is not a page address this site can use/],
    ['an address without a slash', 'events', 'Events', /is not a page address this site can use/],
    ['an empty title', '/events', '   ', /Give the page a title/],
    ['a way out of the pages folder', '/../../etc/x', 'Escape', /has a "\." or "\.\." part/],
    ['a ".." part inside', '/a/../events', 'Events', /has a "\." or "\.\." part/],
    ['a protocol-relative address', '//evil.example', 'Evil', /has an empty part/],
    ["the studio's own address", '/__studio', 'Studio', /belong to the studio/],
    ["the site's script folder", '/assets', 'Assets', /belong to the site's scripts and styles/],
    ["a listing's further page", '/blogs/page/2', 'Blogs', /further page of a listing/],
    ['a 300-character address', `/${'e'.repeat(299)}`, 'Events', /300 characters long/],
  ])('refuses %s in plain words, writing nothing', async (_, path, title, message) => {
    const before = listPageFiles(studio.root);
    const { status, body } = await studio.request('/__studio/api/pages', jsonRequest('POST', { path, title }));
    expect(status).toBe(422);
    expect(recordOf(body)['message']).toMatch(message);
    expect(recordOf(body)['message']).not.toContain(studio.root);
    expect(listPageFiles(studio.root)).toEqual(before);
    expect(existsSync(join(studio.root, 'content-json/etc'))).toBe(false);
  });

  it('answers whether a page could be made, without making it, when asked for a dry run', async () => {
    const dry = await studio.request('/__studio/api/pages', jsonRequest('POST', { path: '/events', title: 'Events', dryRun: true }));
    expect(dry).toMatchObject({ status: 200, body: { file: 'content-json/pages/events.json', path: '/events' } });
    expect(existsSync(join(studio.root, 'content-json/pages/events.json'))).toBe(false);
    const refused = await studio.request('/__studio/api/pages', jsonRequest('POST', { path: '/assets', title: 'Assets', dryRun: true }));
    expect(refused.status).toBe(422);
  });

  it('refuses when the file for the address exists', async () => {
    writeFileSync(join(studio.root, 'content-json/pages/events.json'), '{}\n');
    const { status, body } = await studio.request('/__studio/api/pages', jsonRequest('POST', { path: '/events', title: 'Events' }));
    expect(status).toBe(422);
    expect(recordOf(body)['message']).toContain('content-json/pages/events.json already exists');
    expect(read('content-json/pages/events.json')).toBe('{}\n');
  });
});

describe('a page that does not load', () => {
  let broken: StudioServer;
  beforeAll(async () => {
    const root = projectCopy();
    writeFileSync(join(root, 'content-json/pages/broken.json'), '{\n  "path": "/broken",\n  "sections": []\n}\n');
    writeFileSync(join(root, 'content-json/pages/unreadable.json'), '{ "path": ');
    broken = await startStudio(root);
  });
  afterAll(() => broken.close());

  it('is still listed, with its path when it can be read and its errors counted', async () => {
    const { body } = await broken.request('/__studio/api/pages');
    const pages = recordOf(body)['pages'];
    expect(pages).toContainEqual({
      file: 'content-json/pages/broken.json',
      path: '/broken',
      title: '',
      sectionTypes: [],
      errors: expect.any(Number) as unknown,
    });
    const listed = Array.isArray(pages) ? pages.map(recordOf) : [];
    expect(listed.find((page) => page['file'] === 'content-json/pages/broken.json')?.['errors']).toBeGreaterThan(0);
    expect(listed.find((page) => page['file'] === 'content-json/pages/unreadable.json')).toMatchObject({
      path: '',
      title: '',
      sectionTypes: [],
      errors: expect.any(Number) as unknown,
    });
    expect(listed.find((page) => page['file'] === 'content-json/pages/unreadable.json')?.['errors']).toBeGreaterThan(0);
  });
});
