// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { MediaManifest } from '../../scripts/media/media-manifest.ts';
import { headingProblems, treeProblems } from '../../scripts/content/model/content-rules.ts';
import { createContentLoader, loadContent } from '../../scripts/content/model/load-content.ts';
import { listPageFiles, listSectionSchemaFiles, sectionTypeOfSchemaFile } from '../../scripts/content/model/paths.ts';
import { formatProblem, type ContentProblem } from '../../scripts/content/model/problems.ts';
import { createContentValidator } from '../../scripts/content/model/validator.ts';
import { CURRENT_CONTENT_VERSION } from '../../scripts/content/migrations/migrations.ts';
import { parseJsonWithLocations } from '../../scripts/content/json/json-locations.ts';

const root = process.cwd();
const knownTypes = listSectionSchemaFiles(root).map(sectionTypeOfSchemaFile).join(', ');
const loader = createContentLoader(root);
const fixture = (name: string) => `testing/fixtures/content-errors/${name}.json`;

/** Throwaway projects; they link to this project's folders, which rmSync removes as links without following them. */
const throwaways: string[] = [];
const throwaway = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  throwaways.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of throwaways) rmSync(dir, { recursive: true, force: true });
});

/** The fixture's problems when it is loaded beside the committed pages (so its links and persona addresses are checked against them). */
function problemsOf(name: string): ContentProblem[] {
  const file = fixture(name);
  const tree = loader.load({ pageFiles: [...listPageFiles(root), file] });
  return [...tree.errors, ...tree.warnings].filter((problem) => problem.file === file);
}
const formatted = (name: string) => problemsOf(name).map((problem) => `${problem.severity}: ${formatProblem(problem)}`);

/** A model-viewer section for a page fixture: the model, and colour choices by variant name when given. */
function modelViewer(model: string, variants?: string[]) {
  return {
    type: 'model-viewer',
    header: { heading: 'The coupé in 3D' },
    poster: '/media/images/solutions/sales',
    view: {
      model,
      alt: 'A grand-tourer coupé, shown in 3D',
      ...(variants ? { variants: { legend: 'Paint', options: variants.map((variant) => ({ variant, label: variant, swatch: '#c8cbd0' })) } } : {}),
      labels: { rotate: 'Rotate in 3D', loading: 'Loading the 3D model…', viewInRoom: 'View in your space', unavailable: 'The 3D view could not load here.' },
    },
  };
}

/** A page's text: an h1, then the given sections. */
function pageWithModelViewers(description: string, sections: object[]): string {
  return JSON.stringify({
    $schema: '../../schemas/page.schema.json',
    version: CURRENT_CONTENT_VERSION,
    path: '/example',
    meta: { title: 'An example page', description },
    sections: [{ type: 'page-intro', header: { heading: 'Example' } }, ...sections],
  });
}

/** A throwaway project that shares this one's files, with public/media/media-manifest.json changed by `edit`. */
function projectWithManifest(edit: (manifest: MediaManifest) => void): string {
  const copy = throwaway('satori-media-');
  for (const dir of ['schemas', 'src', 'content-json', 'tests']) symlinkSync(join(root, dir), join(copy, dir));
  mkdirSync(join(copy, 'public/media'), { recursive: true });
  for (const name of readdirSync(join(root, 'public'))) if (name !== 'media') symlinkSync(join(root, 'public', name), join(copy, 'public', name));
  for (const name of readdirSync(join(root, 'public/media')))
    if (name !== 'media-manifest.json') symlinkSync(join(root, 'public/media', name), join(copy, 'public/media', name));
  const manifest = JSON.parse(readFileSync(join(root, 'public/media/media-manifest.json'), 'utf8')) as MediaManifest;
  edit(manifest);
  writeFileSync(join(copy, 'public/media/media-manifest.json'), JSON.stringify(manifest));
  return copy;
}

describe('schema problems, located and in plain words', () => {
  it('names a missing required field with its file, position and JSON path', () => {
    expect(formatted('missing-field')).toEqual([
      `error: ${fixture('missing-field')}:7:39  sections[0].header\n    In section 1 ("page-intro"): The required field "heading" is missing. Add "heading": … to this object.`,
    ]);
  });

  it('names a missing required field in a case-study page with its file, position and JSON path, like every page', () => {
    // Line 18, column 9: the second results card, which has a title but no description.
    expect(formatted('case-study-missing-field')).toEqual([
      `error: ${fixture('case-study-missing-field')}:19:9  sections[2].items[1]\n    In section 3 ("feature-grid"): The required field "description" is missing. Add "description": … to this object.`,
    ]);
  });

  it('explains a wrong type in plain words, pointing at the value', () => {
    expect(formatted('wrong-type')).toEqual([
      `error: ${fixture('wrong-type')}:7:50  sections[0].header.heading\n    In section 1 ("cta-band"): "heading" must be text in double quotes, but it is the number 42.`,
    ]);
  });

  it('suggests the closest section type for an unknown one', () => {
    expect(formatted('unknown-type')).toEqual([
      `error: ${fixture('unknown-type')}:7:5  sections[0]\n    In section 1 ("cta-bnad"): Unknown section type "cta-bnad". Did you mean "cta-band"? Known types: ${knownTypes}.`,
    ]);
  });

  it('reports invalid JSON syntax with its position', () => {
    expect(formatted('syntax-error')).toEqual([
      `error: ${fixture('syntax-error')}:4:3  (syntax)\n    The file is not valid JSON. A comma is missing between two entries.`,
    ]);
  });

  it('points at an unknown property name and suggests the intended one', () => {
    expect(formatted('unknown-property')).toEqual([
      `error: ${fixture('unknown-property')}:7:41  sections[0].header.headng\n    In section 1 ("page-intro"): "headng" is not a known field here. Did you mean "heading"? Allowed fields: eyebrow, heading, intro.`,
    ]);
  });

  it('reports every problem in a file at once, in file order', () => {
    const text = JSON.stringify(
      {
        $schema: '../../schemas/page.schema.json',
        version: CURRENT_CONTENT_VERSION,
        path: 'no-leading-slash',
        meta: { title: 'Short', description: 'Too short.' },
        sections: [{ type: 'page-intro', header: { heading: '' } }],
      },
      null,
      2,
    );
    const messages = loader.checkPageText('content-json/pages/example.json', text).problems.map((problem) => `${problem.jsonPath}: ${problem.message}`);
    expect(messages).toEqual([
      'path: "path" must start with "/" and use only letters, digits, "-", "_", ".", "&" and "/" (a placeholder segment looks like ":slug").',
      'meta.title: "title" must be at least 10 characters long; it has 5.',
      'meta.description: "description" must be at least 50 characters long; it has 10.',
      'sections[0].header.heading: In section 1 ("page-intro"): "heading" must not be empty.',
    ]);
  });

  it('fills in schema defaults on valid content', () => {
    const text = JSON.stringify({
      $schema: '../../schemas/page.schema.json',
      version: CURRENT_CONTENT_VERSION,
      path: '/example',
      meta: { title: 'An example page', description: 'An example page used to show that schema defaults reach the components.' },
      sections: [{ type: 'page-intro', header: { heading: 'An example' } }],
    });
    const { document, problems } = loader.checkPageText('content-json/pages/example.json', text);
    expect(problems).toEqual([]);
    expect(document?.sections[0]).toEqual({ type: 'page-intro', header: { heading: 'An example' }, demoButton: true, align: 'start' });
  });
});

describe('links', () => {
  it('reports a link field whose page does not exist, whatever the field is called, with the closest page', () => {
    expect(formatted('broken-link')).toEqual([
      `error: ${fixture('broken-link')}:8:117  sections[1].action.target\n    In section 2 ("cta-band"): The link "/solutions/salesxtreme" does not lead to any page in content-json/pages. Did you mean "/solutions/salesxrtreme"?`,
    ]);
  });

  it('refuses http:// addresses on other sites', () => {
    expect(formatted('insecure-link')).toEqual([
      `error: ${fixture('insecure-link')}:8:71  sections[1].action.target\n    In section 2 ("cta-band"): "target" must be a path on this site such as "/about", the name of an address in site.json's externalLinks ("scheduling", "platformApp", "appStore", "facebook", "youtube", "instagram" or "linkedin"), a full address that starts with https://, or a mailto: or tel: address. Addresses on other sites must be secure: write "https://" instead of "http://".`,
    ]);
  });

  it('reports a named link that site.json does not define', () => {
    const text = JSON.stringify({
      $schema: '../../schemas/page.schema.json',
      version: CURRENT_CONTENT_VERSION,
      path: '/example',
      meta: { title: 'An example page', description: 'An example page whose button names an address that site.json lacks.' },
      sections: [
        { type: 'page-intro', header: { heading: 'An example' } },
        { type: 'cta-band', action: { label: 'Watch', target: 'youtube' } },
      ],
    });
    const checked = loader.validator.checkPage('content-json/pages/example.json', text);
    if (!checked.document) throw new Error('The example page should be valid.');
    const problems = treeProblems({
      pages: [{ ...checked, document: checked.document }],
      brokenPageAddresses: [],
      site: undefined,
      externalLinkNames: new Set(['scheduling', 'platformApp', 'appStore']),
    });
    expect(problems.map((problem) => `${problem.jsonPath}: ${problem.message}`)).toEqual([
      'sections[1].action.target: In section 2 ("cta-band"): The link names "youtube", but content-json/site.json has no "youtube" in its externalLinks. Add "youtube": "https://…" to externalLinks, or use one of: scheduling, platformApp, appStore.',
    ]);
  });

  it('checks site.json links too, and reports a broken page once rather than once per link to it', () => {
    const copy = throwaway('satori-content-');
    for (const dir of ['schemas', 'src', 'public']) symlinkSync(join(root, dir), join(copy, dir));
    cpSync(join(root, 'content-json'), join(copy, 'content-json'), { recursive: true });
    const aboutFile = join(copy, 'content-json/pages/about.json');
    writeFileSync(aboutFile, readFileSync(aboutFile, 'utf8').replace('"type": "cta-band"', '"type": "cta-bnad"'));
    const siteFile = join(copy, 'content-json/site.json');
    writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace('"target": "/impressum"', '"target": "/imprint"'));

    const messages = loadContent(copy).errors.map((problem) => `${problem.file} ${problem.jsonPath}: ${problem.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^content-json\/pages\/about.json sections\[\d+\]: .*Unknown section type "cta-bnad"/) as unknown,
      expect.stringMatching(
        /^content-json\/site.json footer\.linkGroups\[\d+\]\.links\[\d+\]\.target: The link "\/imprint" does not lead to any page in content-json\/pages\.( Did you mean "[^"]+"\?)?$/,
      ) as unknown,
    ]);
  });
});

describe('images', () => {
  it('need alternative text or "decorative": true', () => {
    expect(formatted('missing-alt')).toEqual([
      `error: ${fixture('missing-alt')}:7:99  sections[0].image\n    In section 1 ("page-intro"): "image" needs either "alt" text that describes the image or "decorative": true, not both and not neither.`,
    ]);
  });

  it('may not have empty alternative text', () => {
    expect(formatted('empty-alt')).toEqual([
      `error: ${fixture('empty-alt')}:7:137  sections[0].image.alt\n    In section 1 ("page-intro"): "alt" must describe the image; for a purely decorative image leave "alt" out and set "decorative": true.`,
    ]);
  });
});

describe('media files', () => {
  it('reports media that was never prepared, with the way to add it', () => {
    const text = JSON.stringify({
      $schema: '../../schemas/page.schema.json',
      version: CURRENT_CONTENT_VERSION,
      path: '/example',
      meta: {
        title: 'An example page',
        description: 'An example page that names an image which the media pipeline never prepared.',
        image: '/brand/missing.png',
      },
      sections: [{ type: 'page-intro', header: { heading: 'Example' }, image: { src: '/media/images/nowhere/to-be-found', decorative: true } }],
    });
    const messages = loader.checkPageText('content-json/pages/example.json', text).problems.map((problem) => `${problem.jsonPath}: ${problem.message}`);
    expect(messages).toEqual([
      'meta.image: "image" names "/brand/missing.png", which does not exist under public/.',
      expect.stringMatching(
        /^sections\[0\]\.image\.src: In section 1 \("page-intro"\): "src" names "\/media\/images\/nowhere\/to-be-found", which is not a prepared image\. Add its source to media-src\/images\/ and run `npm run media`\./,
      ) as unknown,
    ]);
  });

  it('report frames missing against the manifest count, and image renditions missing under public/', () => {
    const copy = projectWithManifest((manifest) => {
      const sequence = manifest.sequences['car_frames'];
      const image = manifest.images['/media/images/about/banner'];
      if (!sequence || !image) throw new Error('The media manifest no longer has car_frames or the about banner.');
      sequence.count += 1;
      image.widths.push(2560);
    });
    const { problems } = createContentValidator(copy).checkPage(fixture('frame-sequence'), readFileSync(join(root, fixture('frame-sequence')), 'utf8'));
    expect(problems.map((problem) => `${problem.line}:${problem.column} ${problem.jsonPath}: ${problem.message}`)).toEqual([
      '7:114 sections[0].image.src: In section 1 ("page-intro"): "src" names "/media/images/about/banner", which is in the media manifest, but public/media/images/about/banner-2560.avif and public/media/images/about/banner-2560.webp are missing. Run `npm run media` to prepare it again.',
      '8:41 sections[1].sequence: In section 2 ("frame-hero"): "sequence" names "car_frames", which is a frame sequence of 40 frames (10063 to 10102) in public/media/media-manifest.json, but its files do not match: ' +
        'public/media/frames/car_frames/manifest.json lists 39 frames from 10063. public/media/frames/car_frames/desktop is missing 10102.avif and 10102.webp. ' +
        'public/media/frames/car_frames/mobile is missing 10102.avif and 10102.webp. Run `npm run media` to prepare "car_frames" again.',
    ]);
  });

  it('report a 3D model never prepared, missing under public/ or cut short, at its page and field', () => {
    const copy = projectWithManifest((manifest) => {
      manifest.models['/media/models/gone'] = { bytes: 1, source: 'media-src/models/gone.glb', sourceHash: 'gone', variants: [] };
      manifest.models['/media/models/cut-short'] = { bytes: 64, source: 'media-src/models/cut-short.glb', sourceHash: 'cut', variants: [] };
    });
    // The copy's own models folder: the car as prepared, and the first 64 bytes of it as a download cut short.
    rmSync(join(copy, 'public/media/models'));
    mkdirSync(join(copy, 'public/media/models'));
    const car = readFileSync(join(root, 'public/media/models/concept-car.glb'));
    writeFileSync(join(copy, 'public/media/models/concept-car.glb'), car);
    writeFileSync(join(copy, 'public/media/models/cut-short.glb'), car.subarray(0, 64));
    const text = pageWithModelViewers('An example page whose 3D models are missing, never prepared or cut short.', [
      modelViewer('/media/models/concept-car'),
      modelViewer('/media/models/concept-cars'),
      modelViewer('/media/models/gone'),
      modelViewer('/media/models/cut-short'),
    ]);
    const { problems } = createContentValidator(copy).checkPage('content-json/pages/example.json', text);
    expect(problems.map((problem) => `${problem.jsonPath}: ${problem.message}`)).toEqual([
      'sections[2].view.model: In section 3 ("model-viewer"): "model" names "/media/models/concept-cars", which is not a prepared 3D model. Export it with `npm run media:generate -- models/` (or put a glTF binary in media-src/models/) and run `npm run media`. Did you mean "/media/models/concept-car"?',
      'sections[3].view.model: In section 4 ("model-viewer"): "model" names "/media/models/gone", which is in the media manifest, but public/media/models/gone.glb is missing. Run `npm run media` to prepare it again.',
      'sections[4].view.model: In section 5 ("model-viewer"): "model" names "/media/models/cut-short", which is in the media manifest, but public/media/models/cut-short.glb is not a whole glTF 2.0 binary (broken or cut short). Run `npm run media` to prepare it again.',
    ]);
  });

  it("report a colour choice the model was not prepared with, at its field, with the model's own", () => {
    const copy = projectWithManifest((manifest) => {
      manifest.models['/media/models/plain'] = { bytes: 1, source: 'media-src/models/plain.glb', sourceHash: 'plain', variants: [] };
    });
    // The copy's own models folder (public/media/models is a link to this project's).
    rmSync(join(copy, 'public/media/models'));
    mkdirSync(join(copy, 'public/media/models'));
    const car = readFileSync(join(root, 'public/media/models/concept-car.glb'));
    for (const name of ['concept-car', 'plain']) writeFileSync(join(copy, `public/media/models/${name}.glb`), car);
    const text = pageWithModelViewers('An example page whose 3D models offer colours they were not made with.', [
      modelViewer('/media/models/concept-car', ['arctic-silver', 'solar-yelow']),
      modelViewer('/media/models/plain', ['arctic-silver', 'graphite']),
    ]);
    const { problems } = createContentLoader(copy).checkPageText('content-json/pages/example.json', text);
    expect(problems.map((problem) => `${problem.jsonPath}: ${problem.message}`)).toEqual([
      'sections[1].view.variants.options[1].variant: In section 2 ("model-viewer"): "solar-yelow" is not a variant of /media/models/concept-car. Did you mean "solar-yellow"? It has: arctic-silver, solar-yellow, midnight-blue, graphite.',
      'sections[2].view.variants.options[0].variant: In section 3 ("model-viewer"): "arctic-silver" is not a variant of /media/models/plain, which has none. Remove "variants", or declare the variants on the model\'s material in the media generator and run `npm run media`.',
      'sections[2].view.variants.options[1].variant: In section 3 ("model-viewer"): "graphite" is not a variant of /media/models/plain, which has none. Remove "variants", or declare the variants on the model\'s material in the media generator and run `npm run media`.',
    ]);
  });

  it('report frames beyond the manifest count', () => {
    const copy = projectWithManifest((manifest) => {
      const sequence = manifest.sequences['car_frames'];
      if (!sequence) throw new Error('The media manifest no longer has car_frames.');
      sequence.count -= 1;
    });
    const { problems } = createContentValidator(copy).checkPage(fixture('frame-sequence'), readFileSync(join(root, fixture('frame-sequence')), 'utf8'));
    expect(problems.map((problem) => problem.message)).toEqual([
      'In section 2 ("frame-hero"): "sequence" names "car_frames", which is a frame sequence of 38 frames (10063 to 10100) in public/media/media-manifest.json, but its files do not match: ' +
        'public/media/frames/car_frames/manifest.json lists 39 frames from 10063. ' +
        'public/media/frames/car_frames/desktop holds 2 frames beyond the 38 listed (10101.avif and 10101.webp), so the frame count does not match. ' +
        'public/media/frames/car_frames/mobile holds 2 frames beyond the 38 listed (10101.avif and 10101.webp), so the frame count does not match. Run `npm run media` to prepare "car_frames" again.',
    ]);
  });
});

describe('headings', () => {
  it('require a main heading (h1)', () => {
    expect(formatted('no-main-heading')).toEqual([
      `error: ${fixture('no-main-heading')}:6:15  sections\n    This page has no main heading (h1). Start it with a section whose heading is the page's h1, such as "page-intro" or "hero".`,
    ]);
  });

  it('allow only one h1', () => {
    expect(formatted('second-main-heading')).toEqual([
      `error: ${fixture('second-main-heading')}:8:52  sections[1].header.heading\n    In section 2 ("page-intro"): "heading" ("Another main heading") is a second main heading (h1); the page already has one in section 1 ("page-intro"). A page has exactly one h1: use one "page-intro" or "hero", at the top.`,
    ]);
  });

  it("count a section's own header first, wherever the file puts it, as the page renders it", () => {
    // The slider lists its slides (h3) before its header (h2) in the file, but renders the header first: no level is skipped.
    expect(formatted('skipped-heading-level')).toEqual([]);
  });

  it('may not skip a level', () => {
    const parsed = parseJsonWithLocations(
      '{ "sections": [{ "type": "page-intro", "header": { "heading": "Main" } }, { "type": "feature-grid", "items": [{ "title": "Deep" }] }] }',
    );
    if (!parsed.ok) throw new Error('fixture JSON does not parse');
    const at = (path: (string | number)[], level: number, text: string) => ({ level, path, jsonPath: path.join('.'), text, ...parsed.json.locateValue(path) });
    const headings = [at(['sections', 0, 'header', 'heading'], 1, 'Main'), at(['sections', 1, 'items', 0, 'title'], 3, 'Deep')];
    expect(headingProblems('page.json', parsed.json, headings).map((problem) => problem.message)).toEqual([
      expect.stringMatching(
        /^In section 2 \("feature-grid"\): "title" \("Deep"\) is a level-3 heading right after a level-1 heading in section 1 \("page-intro"\), so level 2 is skipped\./,
      ) as unknown,
    ]);
  });

  it("count a section's default heading, which must not come before the h1", () => {
    expect(formatted('default-heading-first')).toEqual([
      `error: ${fixture('default-heading-first')}:7:5  sections[0]\n    In section 1 ("cta-band"): This section's default heading (from site.json) is a level-2 heading, but a page's first heading must be its main heading (h1), which is in section 2 ("page-intro"). Move that section to the top.`,
    ]);
  });

  it('are listed per page in order, the h1 first', () => {
    const home = loader.load().pages.find((page) => page.document.path === '/');
    expect(home?.headings[0]).toMatchObject({ level: 1, jsonPath: 'sections[0].header.heading' });
    expect(home?.headings.filter((heading) => heading.level === 1)).toHaveLength(1);
  });
});

describe('link names for screen readers', () => {
  it('must contain the visible words (WCAG 2.5.3 label in name), compared without case or extra spaces', () => {
    expect(formatted('label-not-in-name')).toEqual([
      `error: ${fixture('label-not-in-name')}:15:89  sections[1].cards[0].link.accessibleLabel\n    In section 2 ("link-cards"): "accessibleLabel" ("See how xr helps sales") does not contain the link's visible words ("See how it helps"), so a visitor using voice control cannot say what they see to follow it. Start it with the visible words and then name the destination, such as "See how it helps: …".`,
    ]);
  });
});

describe('text longer than the layout is designed for', () => {
  it('is a warning: printed the same way, but the page stays valid', () => {
    expect(formatted('long-heading')).toEqual([
      `warning: ${fixture('long-heading')}:7:52  sections[0].header.heading\n    In section 1 ("page-intro"): "heading" is 79 characters; the layout is designed for about 70, so it may wrap onto more lines than intended. Consider shortening it.`,
    ]);
    const tree = loader.load({ pageFiles: [fixture('long-heading')] });
    expect(tree.pages.map((page) => page.file)).toEqual([fixture('long-heading')]);
  });
});

describe('persona pages', () => {
  it('use the addresses the spec names', () => {
    expect(formatted('persona-address')).toEqual([
      `error: ${fixture('persona-address')}:4:11  path\n    "/persona/automotivesale" is not one of the persona addresses in the spec (SPEC 2.5). Did you mean "/persona/automotivesales"? Persona pages are /persona/ followed by one of: automotivesales, automotivetraining, automotivetwin, logisticssales, logisticstraining, logisticstwin, manufacturingsales, manufacturingtraining, manufacturingtwin, automotive, marketing, industrial, training, technology.`,
    ]);
  });

  it('warn, without failing, about sections that read wrong: a spoken h1 that drifted from the visible heading, a section repeated right after itself', () => {
    expect(formatted('sections-that-read-wrong')).toEqual([
      `warning: ${fixture('sections-that-read-wrong')}:10:24  sections[0].spokenHeading\n    In section 1 ("rotating-word-hero"): The heading for screen readers and search, "Empowering education, training and sales", no longer says what visitors see: it should start with "Enabling" and name "EDUCATION", "TRAINING", "SALES". Update it to match.`,
      `warning: ${fixture('sections-that-read-wrong')}:16:5  sections[2]\n    In section 3 ("cta-band"): This section is the same as the one before it, word for word. Remove one of them, or change this one.`,
    ]);
  });

  it('refuse an address or other spelling no page can be served at (the rule New page and the pre-renderer share), saying why', () => {
    expect(formatted('unusable-address')).toEqual([
      `error: ${fixture('unusable-address')}:4:11  path\n    "/../events" has a "." or ".." part, which browsers and servers read as "this folder" or "the folder above". Use words, as in "/solutions/remote-assist".`,
      `error: ${fixture('unusable-address')}:5:15  aliases[0]\n    "//evil.example" has an empty part ("//", or a "/" at the end). Write each "/" once, between words, as in "/solutions/remote-assist".`,
      `error: ${fixture('unusable-address')}:5:33  aliases[1]\n    Addresses that start with "/assets" belong to the site's scripts and styles. Choose another first word.`,
    ]);
  });

  it('include the five audience hubs of issue 14, and suggest the nearest hub address', () => {
    expect(formatted('persona-hub-address')).toEqual([
      `error: ${fixture('persona-hub-address')}:4:11  path\n    "/persona/industrials" is not one of the persona addresses in the spec (SPEC 2.5). Did you mean "/persona/industrial"? Persona pages are /persona/ followed by one of: automotivesales, automotivetraining, automotivetwin, logisticssales, logisticstraining, logisticstwin, manufacturingsales, manufacturingtraining, manufacturingtwin, automotive, marketing, industrial, training, technology.`,
    ]);
  });

  it("exist for every role group of the selector's industries", () => {
    const tree = loader.load({ pageFiles: listPageFiles(root).filter((file) => !file.endsWith('/personas/logisticstwin.json')) });
    // Ordinary links to the removed page (the persona hubs of issue 14 link to it too) belong to the link rule; this test is about the role groups.
    const messages = tree.errors
      .filter((problem) => !problem.message.includes('does not lead to any page'))
      .map((problem) => `${problem.file} ${problem.jsonPath}: ${problem.message}`);
    expect(messages).toEqual([
      expect.stringMatching(
        /^content-json\/pages\/home\.json sections\[\d+\]\.industries\[1\]\.roles\.twin: In section \d+ \("industry-role-selector"\): The "twin" roles of "Logistics" lead to "\/persona\/logisticstwin", but no page in content-json\/pages has that address\. Add the persona page \(path "\/persona\/logisticstwin"\) or correct "industry"\.$/,
      ) as unknown,
    ]);
  });
});

describe('case studies', () => {
  it('need their article details (publication day, for their structured data) under /casestudy/, located at "meta"', () => {
    expect(formatted('case-study-without-article')).toEqual([
      `error: ${fixture('case-study-without-article')}:5:3  meta\n    A case study (a page under /casestudy/) needs "article": the day it was first published, and optionally when it was last updated and who wrote it, for search engines. Add "article": { "datePublished": "2025-03-10" } beside "meta", with the real day.`,
    ]);
  });

  it('give real days, as year-month-day, and are not updated before they were published', () => {
    expect([...formatted('article-dates'), ...formatted('article-updated-first')]).toEqual([
      `error: ${fixture('article-dates')}:6:33  article.datePublished\n    "datePublished" must be a real day written as year-month-day, such as "2025-03-10".`,
      `error: ${fixture('article-updated-first')}:6:63  article.dateModified\n    "dateModified" (2026-01-15) is before "datePublished" (2026-03-10): a page cannot change before it was published. Correct one of the two days.`,
    ]);
  });
});

describe('catalogue pages', () => {
  it('name a section type that does not exist, located, with the closest one', () => {
    expect(formatted('unknown-catalogue-type')).toEqual([
      `error: ${fixture('unknown-catalogue-type')}:6:47  catalogue.sectionTypes[1]\n    "solution-crads" is not a section type, so the catalogue cannot show it. Did you mean "solution-cards"? Section types: ${knownTypes}.`,
    ]);
  });

  it('carry every example of the types they list, validated and with schema defaults filled in', () => {
    const page = loader.load().pages.find((candidate) => candidate.document.path === '/PlatformSolutionSequencewithvideo');
    const entries = page?.catalogueEntries ?? [];
    expect(entries.map((entry) => entry.type)).toEqual(page?.document.catalogue?.sectionTypes);
    const frameHero = entries.find((entry) => entry.type === 'frame-hero');
    expect(frameHero?.description).toMatch(/\w/);
    expect(frameHero?.examples.length).toBeGreaterThan(0);
    // frame-hero's schema default, absent from its example, is filled in.
    expect(frameHero?.examples[0]).toHaveProperty('frameDelayMs', 40);
  });

  it('show every section type, alphabetically, when they list none', () => {
    const page = loader.load().pages.find((candidate) => candidate.document.path === '/sections');
    expect(page?.catalogueEntries?.map((entry) => entry.type)).toEqual([...listSectionSchemaFiles(root).map(sectionTypeOfSchemaFile)].sort());
  });
});

describe('the content tree', () => {
  it('is valid as committed', () => {
    const tree = loader.load();
    expect(tree.errors.map(formatProblem)).toEqual([]);
    expect(tree.site?.brand.name).toBe('Satori XR');
    expect(tree.pages.length).toBeGreaterThanOrEqual(32);
  });

  it('validates each file once: loading again reuses every unchanged file', () => {
    const fresh = createContentLoader(root);
    const checkPage = vi.spyOn(fresh.validator, 'checkPage');
    const checkSite = vi.spyOn(fresh.validator, 'checkSite');
    // Catalogue pages also validate the schema examples they show (once per loader); count only the content files.
    const contentFileChecks = () => checkPage.mock.calls.filter(([file]) => file.startsWith('content-json/')).length;
    const first = fresh.load();
    expect(contentFileChecks()).toBe(first.files.length - 1);
    fresh.load();
    expect(contentFileChecks()).toBe(first.files.length - 1);
    expect(checkSite).toHaveBeenCalledTimes(1);
  });
});
