// @vitest-environment node
/**
 * Issue 28, "Errors": the messages a marketer reads for the mistakes they make most, each with its fixture in
 * testing/fixtures/content-errors/ and the exact words asserted.
 */
import { describe, expect, it } from 'vitest';
import { createContentLoader } from '../../scripts/content/model/load-content.ts';
import { listPageFiles } from '../../scripts/content/model/paths.ts';
import { formatProblem, type ContentProblem } from '../../scripts/content/model/problems.ts';
import { CURRENT_CONTENT_VERSION } from '../../scripts/content/migrations/migrations.ts';
import { linkTargetHint } from '../../scripts/content/model/describe-schema-error.ts';

const root = process.cwd();
const loader = createContentLoader(root);
const fixture = (name: string) => `testing/fixtures/content-errors/${name}.json`;

/** Every problem of the committed pages loaded with the fixtures, formatted as content:check prints them. */
function allProblems(...names: string[]): string[] {
  const tree = loader.load({ pageFiles: [...listPageFiles(root), ...names.map(fixture)] });
  return [...tree.errors, ...tree.warnings].map((problem: ContentProblem) => `${problem.severity}: ${formatProblem(problem)}`);
}

describe('JSON syntax', () => {
  it('reports a trailing comma once, saying which comma to remove', () => {
    expect(allProblems('trailing-comma')).toEqual([
      `error: ${fixture('trailing-comma')}:6:70  (syntax)\n    The file is not valid JSON. Remove the comma after "A trailing comma" (line 6): JSON does not allow a comma before a closing }.`,
    ]);
  });

  it('reports curly quotes once per file, at the first, naming them and every line that has them', () => {
    expect(allProblems('curly-quotes')).toEqual([
      `error: ${fixture('curly-quotes')}:4:3  (syntax)\n    The file is not valid JSON. This file has curly quotes (“ ” or ‘ ’), as a word processor types them, where JSON needs straight double quotes ("), on lines 4 and 5. Replace each curly quote around a field name or a text value with ". Curly quotes inside a sentence are fine.`,
    ]);
  });
});

describe('curly quotes inside a sentence', () => {
  it('are fine, and not blamed for another mistake in the file', () => {
    const text = '{\n  "path": "/example",\n  "title": "Satori says “hi”, then leaves"\n  "sections": []\n}\n';
    const messages = loader
      .checkPageText('content-json/pages/example.json', text)
      .problems.map((problem) => `${problem.line}:${problem.column} ${problem.message}`);
    expect(messages).toEqual(['4:3 The file is not valid JSON. A comma is missing between two entries.']);
  });
});

describe('links to a page that has a syntax error', () => {
  it('are not reported when the broken page’s address can still be read', () => {
    expect(allProblems('links-to-broken', 'broken-target').filter((problem) => !problem.includes('unreadable-target'))).toEqual([
      `error: ${fixture('broken-target')}:4:3  (syntax)\n    The file is not valid JSON. A comma is missing between two entries.`,
    ]);
  });

  it('send the reader to the broken page when not even its address can be read, rather than saying there is no such page', () => {
    const links = allProblems('links-to-broken', 'broken-target', 'unreadable-target').filter((problem) => problem.includes(fixture('links-to-broken')));
    expect(links).toEqual([
      `error: ${fixture('links-to-broken')}:9:119  sections[2].action.target\n    In section 3 ("cta-band"): The link "/fixture-unreadable-target" does not lead to any page that could be read. ${fixture('unreadable-target')} has errors that stop its address being read; if the link is meant for that page, fix its errors first and this link will be checked again.`,
    ]);
  });
});

describe('page titles', () => {
  it('are each page’s own: a second page with a title already used is reported, naming the first', () => {
    expect(allProblems('duplicate-title')).toEqual([
      `error: ${fixture('duplicate-title')}:5:22  meta.title\n    This page has the same title as content-json/pages/about.json ("About Satori XR | Understanding complexity, delivered easily"), so search results and browser tabs cannot tell the two apart. Give each page its own "title".`,
    ]);
  });
});

describe('alternative text', () => {
  const advice =
    'Describe what the image shows, such as "A technician inspecting a jet engine through AR glasses". For a purely decorative image, leave "alt" out and set "decorative": true.';
  it('may not be only spaces, a generic word or a file name; a decorative image needs none', () => {
    expect(allProblems('meaningless-alt')).toEqual([
      `error: ${fixture('meaningless-alt')}:7:139  sections[0].image.alt\n    In section 1 ("page-intro"): "alt" is only spaces, so a screen reader has nothing to say about the image. ${advice}`,
      `error: ${fixture('meaningless-alt')}:8:127  sections[1].image.alt\n    In section 2 ("media-text"): "alt" is "Photo", which tells someone who cannot see the image nothing about it. ${advice}`,
      `error: ${fixture('meaningless-alt')}:9:124  sections[2].image.alt\n    In section 3 ("media-text"): "alt" is a file name ("IMG_1234.jpg"), which a screen reader would read out as it is. ${advice}`,
    ]);
  });
});

describe('a page with schema errors', () => {
  it('still has its links and headings checked, so one run shows every problem', () => {
    expect(allProblems('shape-and-links')).toEqual([
      `error: ${fixture('shape-and-links')}:7:95  sections[0].align\n    In section 1 ("page-intro"): "align" must be one of "start", "center", but it is the text "middle".`,
      `error: ${fixture('shape-and-links')}:8:109  sections[1].action.target\n    In section 2 ("cta-band"): The link "/solutions/salesxtreme" does not lead to any page in content-json/pages. Did you mean "/solutions/salesxrtreme"?`,
      `error: ${fixture('shape-and-links')}:9:52  sections[2].header.heading\n    In section 3 ("page-intro"): "heading" ("A second main heading") is a second main heading (h1); the page already has one in section 1 ("page-intro"). A page has exactly one h1: use one "page-intro" or "hero", at the top.`,
    ]);
  });
});

describe('link targets that nearly work', () => {
  const forms =
    '"target" must be a path on this site such as "/about", the name of an address in site.json\'s externalLinks ("scheduling", "platformApp", "appStore", "facebook", "youtube", "instagram" or "linkedin"), a full address that starts with https://, or a mailto: or tel: address.';
  it('suggest mailto: for an e-mail address, the existing page for a path without its "/" (in any letter case or nearly right), and the nearest page for a near miss', () => {
    expect(allProblems('link-did-you-mean')).toEqual([
      `error: ${fixture('link-did-you-mean')}:8:111  sections[1].action.target\n    In section 2 ("cta-band"): ${forms} Did you mean "mailto:hello@satorixr.com"?`,
      `error: ${fixture('link-did-you-mean')}:9:118  sections[2].action.target\n    In section 3 ("cta-band"): ${forms} Did you mean "/solutions/salesxrtreme"?`,
      `error: ${fixture('link-did-you-mean')}:10:119  sections[3].action.target\n    In section 4 ("cta-band"): ${forms} Did you mean "/solutions/salesxrtreme"?`,
      `error: ${fixture('link-did-you-mean')}:11:115  sections[4].action.target\n    In section 5 ("cta-band"): The link "/solutions/salesxtreme" does not lead to any page in content-json/pages. Did you mean "/solutions/salesxrtreme"?`,
    ]);
  });
});

describe('a text that lacks its placeholder', () => {
  it('is told what the placeholder is for, not shown the pattern', () => {
    expect(allProblems('pattern-message')).toEqual([
      `error: ${fixture('pattern-message')}:28:21  sections[1].mail.fromLine\n    In section 2 ("share-card"): "fromLine" must contain {name}, where the sender's name goes.`,
    ]);
  });
});

describe('what a link target that fits no form was probably meant to be', () => {
  it.each([
    ['hello@satorixr.com', 'mailto:hello@satorixr.com'],
    ['www.satorixr.com', 'https://www.satorixr.com'],
    ['satorixr.com/contact', 'https://satorixr.com/contact'],
    ['solutions/SalesXRtreme', '/solutions/SalesXRtreme'],
  ])('%s: %s', (target, hint) => {
    expect(linkTargetHint(target)).toBe(hint);
  });

  it.each(['mailto:sales.satorixr.com', 'tel:+91 44 4000 1200', 'ftp://files.satorixr.com', 'Contact us'])(
    '%s: no suggestion, never an invented address',
    (target) => {
      expect(linkTargetHint(target)).toBeUndefined();
    },
  );
});

describe('a file written for another content version', () => {
  it('is sent to `npm run content:migrate` when it is older, before any schema check', () => {
    expect(allProblems('older-content-version')).toEqual([
      `error: ${fixture('older-content-version')}:1:1  (top level)\n    This file has no "version", so it was written for content version 0; this site reads version ${CURRENT_CONTENT_VERSION}. Run \`npm run content:migrate\` to upgrade it.`,
    ]);
  });

  it('needs newer code when it is newer, and is located at its "version"', () => {
    expect(allProblems('newer-content-version')).toEqual([
      `error: ${fixture('newer-content-version')}:3:14  version\n    This file was written for content version 99, which is newer than this copy of the site understands (it reads version ${CURRENT_CONTENT_VERSION}). It needs newer code: update your copy of the site (for example with \`git pull\`), then try again.`,
    ]);
  });

  it('still owns its address, so links to it are not reported as broken', () => {
    const tree = loader.load({ pageFiles: [...listPageFiles(root), fixture('older-content-version')] });
    expect(tree.pages.map((page) => page.file)).not.toContain(fixture('older-content-version'));
    expect(tree.errors.filter((problem) => problem.file !== fixture('older-content-version'))).toEqual([]);
  });
});
