// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContentValidator, formatProblem, loadContentTree } from '../../scripts/lib/content-validation.ts';

const root = process.cwd();
const knownTypes = readdirSync(join(root, 'schemas/sections'))
  .map((name) => name.replace('.schema.json', ''))
  .sort()
  .join(', ');
const validator = createContentValidator(root);
const fixture = (name: string) => `tests/fixtures/content-errors/${name}.json`;
const check = (name: string) => validator.checkPage(fixture(name), readFileSync(join(root, fixture(name)), 'utf8'));

describe('content validation messages', () => {
  it('names a missing required field with its file, position and JSON path', () => {
    const { document, problems } = check('missing-field');
    expect(document).toBeUndefined();
    expect(problems.map(formatProblem)).toEqual([
      `${fixture('missing-field')}:6:5  sections[0]\n    In section 1 ("page-intro"): The required field "heading" is missing. Add "heading": … to this object.`,
    ]);
  });

  it('explains a wrong type in plain words, pointing at the value', () => {
    const { problems } = check('wrong-type');
    expect(problems.map(formatProblem)).toEqual([
      `${fixture('wrong-type')}:6:38  sections[0].heading\n    In section 1 ("cta-band"): "heading" must be text in double quotes, but it is the number 42.`,
    ]);
  });

  it('suggests the closest section type for an unknown one', () => {
    const { problems } = check('unknown-type');
    expect(problems.map(formatProblem)).toEqual([
      `${fixture('unknown-type')}:6:5  sections[0]\n    In section 1 ("cta-bnad"): Unknown section type "cta-bnad". Did you mean "cta-band"? Known types: ${knownTypes}.`,
    ]);
  });

  it('reports invalid JSON syntax with its position', () => {
    const { problems } = check('syntax-error');
    expect(problems.map(formatProblem)).toEqual([
      `${fixture('syntax-error')}:4:3  (syntax)\n    The file is not valid JSON. A comma is missing between two entries.`,
    ]);
  });

  it('points at an unknown property name and suggests the intended one', () => {
    const { problems } = check('unknown-property');
    expect(problems.map(formatProblem)).toEqual([
      `${fixture('unknown-property')}:6:29  sections[0].headng\n    In section 1 ("page-intro"): "headng" is not a known field here. Did you mean "heading"? Allowed fields: type, eyebrow, heading, intro, image, video, align.`,
    ]);
  });

  it('reports every problem in a file at once, in file order', () => {
    const text = JSON.stringify(
      {
        $schema: '../../schemas/page.schema.json',
        path: 'no-leading-slash',
        meta: { title: 'Short', description: 'Too short.' },
        sections: [{ type: 'cta-band', buttonLabel: '' }],
      },
      null,
      2,
    );
    const messages = validator.checkPage('content-json/pages/example.json', text).problems.map((problem) => `${problem.jsonPath}: ${problem.message}`);
    expect(messages).toEqual([
      'path: "path" must start with "/" and use only letters, digits, "-", "_", ".", "&" and "/" (a placeholder segment looks like ":slug").',
      'meta.title: "title" must be at least 10 characters long; it has 5.',
      'meta.description: "description" must be at least 50 characters long; it has 10.',
      'sections[0].buttonLabel: In section 1 ("cta-band"): "buttonLabel" must not be empty.',
    ]);
  });

  it('reports media that was never prepared, with the way to add it', () => {
    const text = JSON.stringify({
      $schema: '../../schemas/page.schema.json',
      path: '/example',
      meta: { title: 'An example page', description: 'An example page that names an image which the media pipeline never prepared.', image: '/brand/missing.png' },
      sections: [{ type: 'page-intro', heading: 'Example', intro: 'Example.', image: { src: '/media/images/nowhere/to-be-found', alt: '' } }],
    });
    const messages = validator.checkPage('content-json/pages/example.json', text).problems.map((problem) => `${problem.jsonPath}: ${problem.message}`);
    expect(messages).toEqual([
      'meta.image: "image" names "/brand/missing.png", which does not exist under public/.',
      expect.stringMatching(/^sections\[0\]\.image\.src: In section 1 \("page-intro"\): "src" names "\/media\/images\/nowhere\/to-be-found", which is not a prepared image\. Add its source to media-src\/images\/ and run `npm run media`\./) as unknown,
    ]);
  });

  it('fills in schema defaults on valid content', () => {
    const text = JSON.stringify({
      $schema: '../../schemas/page.schema.json',
      path: '/example',
      meta: { title: 'An example page', description: 'An example page used to show that schema defaults reach the components.' },
      sections: [{ type: 'cta-band' }],
    });
    const { document, problems } = validator.checkPage('content-json/pages/example.json', text);
    expect(problems).toEqual([]);
    expect(document?.sections[0]).toEqual({ type: 'cta-band', heading: "Let's Build the Future Together", buttonLabel: 'Request a Demo' });
  });
});

describe('the content tree', () => {
  it('is valid as committed', () => {
    const tree = loadContentTree(root, validator);
    expect(tree.problems.map(formatProblem)).toEqual([]);
    expect(tree.site?.brand.name).toBe('Satori XR');
    expect(tree.pages.length).toBeGreaterThanOrEqual(32);
  });
});

describe('cross-file checks', () => {
  it('report a link to a page that does not exist, and only once per broken page', async () => {
    const { cpSync, existsSync, mkdtempSync, readFileSync: read, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const copy = mkdtempSync(join(tmpdir(), 'satori-content-'));
    // Vector files are checked on disk, images and videos through the manifest, so those are what the copy needs of public/.
    for (const dir of ['schemas', 'content-json', 'public/brand', 'public/media/images/ui', 'public/media/logos']) {
      if (existsSync(join(root, dir))) cpSync(join(root, dir), join(copy, dir), { recursive: true });
    }
    if (existsSync(join(root, 'public/media/media-manifest.json'))) cpSync(join(root, 'public/media/media-manifest.json'), join(copy, 'public/media/media-manifest.json'));
    const aboutFile = join(copy, 'content-json/pages/about.json');
    writeFileSync(aboutFile, read(aboutFile, 'utf8').replace('"type": "cta-band"', '"type": "cta-bnad"'));
    const siteFile = join(copy, 'content-json/site.json');
    writeFileSync(siteFile, read(siteFile, 'utf8').replace('"path": "/impressum"', '"path": "/imprint"'));

    const messages = loadContentTree(copy).problems.map((problem) => `${problem.file} ${problem.jsonPath}: ${problem.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^content-json\/pages\/about.json sections\[1\]: .*Unknown section type "cta-bnad"/) as unknown,
      'content-json/site.json footer.linkGroups[4].links[3].path: The link "/imprint" does not lead to any page in content-json/pages.',
    ]);
  });
});
