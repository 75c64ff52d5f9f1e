/**
 * One page rendered for the server bundle (entry-server.tsx): its HTML and CSS, head tags, hydration data,
 * structured data and the modules whose chunks it needs at once.
 */
import { ServerStyleSheet } from 'styled-components';
import { pageManifest } from 'virtual:page-manifest';
import mediaIndex from 'virtual:media-index';
import siteContent from 'virtual:site-content';
import { isDynamicPath } from '@/lib/routing/path-keys.ts';
import { SECTION_CATALOGUE_MODULE } from '@/page-builder/page-content.tsx';
import type { SectionRegistry } from '@/page-builder/section-contract.ts';
import { sectionModuleFile } from '@/page-builder/section-registry.ts';
import { defaultSectionRenderingOptions } from '@/page-builder/section-rendering-context.tsx';
import { QUERY_RUNTIME_MODULE } from '../shared/page-data.ts';
import { pageHydrationScript } from '../shared/page-hydration.ts';
import { renderHeadTags, type HeadData } from '../shared/route-head.ts';
import type { ServerRenderOptions, ServerRenderResult, ShareImageMaker } from './contract.ts';
import { feedLinkTags } from './post-feeds.ts';
import { postShellHeadTags, postShellHydration } from './post-shells.ts';
import { renderPage, type RenderedPage } from './render-page.tsx';
import { withShortRehydrationMarkers } from './server-styles.ts';
import { openingVisualOf, shareCardWordsOf, visualFileOf, type ShareCardSource } from './share-card.ts';
import { mainHeadingText, ownArticleFacts, structuredDataFor, structuredDataScript, type TrailPage } from './structured-data.ts';

/**
 * What a page's card shows: its title's words, and its picture: the image its data or meta names (a post's featured
 * image, a page's meta.image), else its opening visual.
 */
async function shareCardSourceOf(page: RenderedPage): Promise<ShareCardSource | undefined> {
  if (page.route?.kind !== 'page') return undefined;
  const sourceFile = page.route.sourceFile;
  const named = page.loadedHead?.meta?.image ?? page.route.meta.image;
  const document = named === undefined ? (await pageManifest.find((entry) => entry.file === sourceFile)?.load())?.default : undefined;
  const visual = document ? openingVisualOf(document.sections) : undefined;
  const picture = named ?? (visual ? visualFileOf(visual, mediaIndex) : undefined);
  return { words: shareCardWordsOf(page.head.title, siteContent.brand.name), ...(picture ? { picture } : {}) };
}

async function withShareImage(page: RenderedPage, maker: ShareImageMaker | undefined): Promise<HeadData> {
  const card = maker && page.status === 200 ? await shareCardSourceOf(page) : undefined;
  if (!maker || !card) return page.head;
  const { path, ...image } = await maker(card);
  return { ...page.head, imageUrl: `${siteContent.siteUrl}${path}`, image };
}

/** Renders `url` with `registry`; `asPostShell`: as a post shell (post-shells.ts), which no search engine indexes. */
export async function renderForServer(
  url: string,
  registry: SectionRegistry,
  { asPostShell = false, shareImage }: ServerRenderOptions & { asPostShell?: boolean } = {},
): Promise<ServerRenderResult> {
  const sheet = new ServerStyleSheet();
  try {
    const page = await renderPage(url, {
      site: siteContent,
      pages: pageManifest,
      registry,
      sectionRendering: defaultSectionRenderingOptions,
      wrap: (app) => sheet.collectStyles(app),
    });
    const moduleIds =
      page.route?.kind === 'page'
        ? [
            ...(page.route.sourceFile ? [page.route.sourceFile] : []),
            ...page.route.sectionTypes.map(sectionModuleFile),
            ...(page.route.hasData ? [QUERY_RUNTIME_MODULE] : []),
            ...(page.route.hasCatalogue ? [SECTION_CATALOGUE_MODULE] : []),
          ]
        : [];
    const pageModuleId = page.route?.kind === 'page' ? page.route.sourceFile : undefined;
    const hydration = asPostShell && page.hydration ? postShellHydration(page.hydration) : page.hydration;
    const dataScript = hydration ? pageHydrationScript(hydration) : '';
    const feedLinks = page.route?.kind === 'page' ? await feedLinkTags(new URL(url, 'http://localhost').pathname) : [];
    const head = asPostShell ? page.head : await withShareImage(page, shareImage);
    const headTags = [asPostShell ? postShellHeadTags(head) : renderHeadTags(head), ...feedLinks].join('\n    ');
    return {
      status: page.status,
      html: page.html,
      headTags: [headTags, withShortRehydrationMarkers(sheet.getStyleTags()), dataScript].filter(Boolean).join('\n    '),
      dataScript,
      structuredData: asPostShell ? '' : await structuredDataTag(page, head),
      moduleIds,
      ...(pageModuleId ? { pageModuleId } : {}),
      renderErrors: page.renderErrors,
    };
  } finally {
    sheet.seal();
  }
}

let trailPages: Promise<TrailPage[]> | undefined;

/** Every fixed page's addresses and title, for breadcrumb trails; read once. */
function pagesForTrails(): Promise<TrailPage[]> {
  trailPages ??= Promise.all(
    pageManifest
      .filter((entry) => !isDynamicPath(entry.path))
      .map(async (entry) => ({ path: entry.path, ...(entry.aliases ? { aliases: entry.aliases } : {}), title: (await entry.load()).default.meta.title })),
  );
  return trailPages;
}

/**
 * The page's JSON-LD (structured-data.ts). A post's facts come from its loader; a page document's article details
 * are headed by the page's h1 as rendered; an article's image is the page's share card (`head`). Post shells stand
 * for any slug and carry none; the 404 page neither.
 */
async function structuredDataTag(page: RenderedPage, head: HeadData): Promise<string> {
  if (page.route?.kind !== 'page' || page.status !== 200) return '';
  const article = page.loadedHead?.article ?? (page.route.article ? ownArticleFacts(page.route.article, mainHeadingText(page.html)) : undefined);
  return structuredDataScript(structuredDataFor(siteContent, { ...head, ...(article ? { article } : {}) }, await pagesForTrails()));
}
