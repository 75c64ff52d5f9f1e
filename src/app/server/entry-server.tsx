/**
 * The server bundle used by scripts/build/prerender.ts (every route and the post shells at build time)
 * and scripts/dev/serve.ts (QA's `?wp-scenario=` pages on the embedded mocks): assembled here, and checked against
 * its contract (contract.ts), which those Node tools load it with (loadServerBundle, scripts/build/prerender/html-page.ts).
 */
import siteContent from 'virtual:site-content';
import { contactFormEndpoint } from '@/features/contact-form/contact-form-endpoint.ts';
import { contentServiceUrl } from '@/features/posts/api/posts-client.ts';
import { ALLOWED_IFRAME_HOSTS } from '@/features/posts/video-embed-hosts.ts';
import { sectionRegistry } from '@/page-builder/section-registry.ts';
import type { ServerBundle } from './contract.ts';
import * as feeds from './post-feeds.ts';
import { postShellPath, registryWithoutServerData } from './post-shells.ts';
import * as targets from './prerender-targets.ts';
import { renderForServer } from './server-render.tsx';

const bundle: ServerBundle = {
  render: (url, options = {}) => renderForServer(url, sectionRegistry, options),
  /**
   * For QA's failure scenarios on the embedded mocks (`?wp-scenario=…`, docs/mock-content-service.md): renders
   * `url` as the post shells are rendered, with no server data, so each post section pre-renders its loading state
   * and the browser loads the posts itself, under the tab's scenario.
   */
  renderWithPostsInBrowser: (url) => renderForServer(url, registryWithoutServerData(sectionRegistry)),
  renderPostShell: (pattern) => renderForServer(postShellPath(pattern), registryWithoutServerData(sectionRegistry), { asPostShell: true }),
  usesEmbeddedMocks: !import.meta.env.VITE_WP_API_URL,
  postFeeds: feeds.postFeeds,
  prerenderTargets: targets.prerenderTargets,
  dynamicRoutePatterns: targets.dynamicRoutePatterns,
  dynamicPrerenderTargets: () => targets.dynamicPrerenderTargets(sectionRegistry),
  siteUrl: siteContent.siteUrl,
  /** What every share card carries besides its page's words and picture: the brand mark, and the words of a card whose title Inter cannot draw. */
  shareCardBrand: { logoMark: siteContent.brand.logo.src, slogan: siteContent.brand.slogan },
  /**
   * The other sites this build talks to, as its own configuration sets them. The deploy configuration derives the
   * Content-Security-Policy and Permissions-Policy from these (scripts/build/deploy/headers.ts), never from a hand-kept list.
   */
  externalOrigins: {
    contentService: contentServiceUrl,
    contactFormEndpoint,
    platformApp: siteContent.externalLinks.platformApp,
    videoEmbedHosts: ALLOWED_IFRAME_HOSTS,
    hostedVideoBaseUrl: siteContent.media.hostedVideoBaseUrl,
  },
};

// The bundle's members as the module's exports: what loadServerBundle (scripts/build/prerender/html-page.ts) reads.
export const {
  render,
  renderWithPostsInBrowser,
  renderPostShell,
  usesEmbeddedMocks,
  postFeeds,
  prerenderTargets,
  dynamicRoutePatterns,
  dynamicPrerenderTargets,
  siteUrl,
  shareCardBrand,
  externalOrigins,
} = bundle;
