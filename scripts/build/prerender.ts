/**
 * Pre-renders every page to dist/<path>/index.html (plus 404.html, sitemap.xml
 * and robots.txt) from the server bundle, then pre-compresses text files.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { composeHtml, loadServerBundle, readViteManifest } from './prerender/html-page.ts';
import { feedFiles } from './prerender/post-feeds.ts';
import { writePostShells } from './prerender/post-shells.ts';
import { precompress } from './prerender/precompress.ts';
import { pageAddressProblem } from '../../src/lib/routing/page-address.ts';
import { decideOnUnlistedPosts, outputFileInside } from './prerender/prerender-rules.ts';
import { DIST_DIR, TEMPLATE_FILE } from '../content/model/paths.ts';
import { SHARE_IMAGE_CACHE, createShareImages } from './share-images/share-images.ts';

export const NOT_FOUND_PROBE_PATH = '/__satori-not-found__';

const root = process.cwd();
const dist = join(root, DIST_DIR);
const server = await loadServerBundle(root);
copyFileSync(join(dist, 'index.html'), join(root, TEMPLATE_FILE));
const template = readFileSync(join(root, TEMPLATE_FILE), 'utf8');
const manifest = readViteManifest(dist);

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let failures = 0;
const posts = await server.dynamicPrerenderTargets();
const unlisted = decideOnUnlistedPosts({
  problems: posts.problems,
  usesEmbeddedMocks: server.usesEmbeddedMocks,
  contentServiceUrl: server.externalOrigins.contentService,
  allowBuildWithoutPosts: process.env['ALLOW_BUILD_WITHOUT_POSTS'],
});
if (unlisted.outcome === 'fail') {
  console.error(unlisted.error);
  process.exit(1);
}
for (const warning of unlisted.warnings) console.warn(warning);

const targets = [...server.prerenderTargets(), ...posts.targets];
// Each page's own og:image (docs/media.md, "Share images"); drawn alongside the rendering, awaited before compression.
const shareImagesStarted = performance.now();
const shareImages = createShareImages({ root, dist, siteUrl: server.siteUrl, brand: server.shareCardBrand });
/** Files written so far, by the address that wrote them: two addresses must never share a file. */
const writtenBy = new Map<string, string>();
const written: typeof targets = [];
for (const target of targets) {
  // Pages of routes with placeholders come from WordPress: one that cannot be written is a warning, never a failed build.
  const problem = (message: string) => {
    if (target.source === undefined) {
      console.error(`error: ${target.path} ${message}.`);
      failures += 1;
    } else {
      console.warn(
        `warning: ${target.path} (${target.source}) ${message}; it was not pre-rendered: its address is answered by the post shell, which loads the post in the browser.`,
      );
    }
  };
  // Content pages follow the page-address rule (content:check refuses the rest first); posts' slugs have their own checks.
  const addressProblem = target.source === undefined ? pageAddressProblem(target.path) : undefined;
  if (addressProblem !== undefined) {
    problem(`cannot be a page's address: ${addressProblem}`);
    continue;
  }
  const file = outputFileInside(dist, target.path);
  if (file === undefined) {
    problem(`would be written outside ${DIST_DIR}/`);
    continue;
  }
  const earlier = writtenBy.get(file);
  if (earlier !== undefined) {
    problem(`would overwrite the file of ${earlier}`);
    continue;
  }
  const result = await server.render(target.path, { shareImage: shareImages.make });
  for (const error of result.renderErrors) {
    console.warn(`warning: ${target.path}: a section failed while pre-rendering and was left out:`, error);
  }
  if (result.status !== 200) {
    problem(`rendered with status ${result.status}`);
    continue;
  }
  writtenBy.set(file, target.path);
  written.push(target);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, composeHtml(template, result, manifest));
}

// Posts published after the build: servers answer their addresses with these (scripts/build/prerender/post-shells.ts).
await writePostShells(server, dist, template, manifest);

const notFound = await server.render(NOT_FOUND_PROBE_PATH);
writeFileSync(join(dist, '404.html'), composeHtml(template, notFound, manifest));

// Catalogue pages are for the team, not for search: they carry noindex and stay out of the sitemap.
const canonicalPaths = [...new Set(written.filter((target) => target.indexed).map((target) => target.canonicalPath))];
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${canonicalPaths
    .map((path) => `  <url><loc>${escapeXml(`${server.siteUrl}${path}`)}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
// RSS 2.0 and Atom for each post category, announced on its listing and posts (<link rel="alternate">).
const feeds = (await server.postFeeds()).flatMap((feed) => {
  const { rss, atom } = feedFiles(server.siteUrl, feed);
  return [rss, atom];
});
for (const { path, xml } of feeds) {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), xml);
}
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${server.siteUrl}/sitemap.xml\n`);

const shareImageReport = await shareImages.finish();
for (const warning of shareImageReport.warnings) console.warn(`warning: ${warning}`);
const shareImageSeconds = ((performance.now() - shareImagesStarted) / 1000).toFixed(1);

const compressed = await precompress(dist);

if (failures > 0) {
  console.error(`Pre-rendering failed for ${failures} route(s).`);
  process.exit(1);
}
console.log(
  `Pre-rendered ${written.length} routes (${written.filter((target) => target.source !== undefined).length} of them from WordPress: posts and further listing pages), 404.html, sitemap.xml (${canonicalPaths.length} URLs), ${feeds.length} feeds and robots.txt; pre-compressed ${compressed} files.`,
);
console.log(
  `Share images: ${shareImageReport.files} cards, ${shareImageReport.drawn} drawn and ${shareImageReport.reused} reused from ${SHARE_IMAGE_CACHE} (rendering and cards took ${shareImageSeconds} s).`,
);
