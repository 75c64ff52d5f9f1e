/**
 * Every response header and cache rule of the production site, in one place. From it come the nginx server
 * block and the `_headers` file that `npm run build` writes (write-deploy-config.ts), and the headers that
 * `npm run serve` sends, so development, tests and production agree. docs/deployment.md explains each choice.
 *
 * The policy's external origins are not typed in here: they come from the build's own configuration (the server
 * bundle's `externalOrigins`: VITE_WP_API_URL, VITE_CONTACT_FORM_ENDPOINT, site.json and the post sanitiser's
 * video hosts), so a new content service or form provider changes the policy with no edit to this file.
 */

/** The other sites a build talks to, as the server bundle reports them (src/app/entry-server.tsx). */
export interface ExternalOrigins {
  /** The content service's base URL (VITE_WP_API_URL, or the embedded mock's address); post images come from its origin too. */
  contentService: string;
  /** Where the contact form posts (VITE_CONTACT_FORM_ENDPOINT, or the mock provider's address). */
  contactFormEndpoint: string;
  /** The platform application shown in the Platform page's frame (site.json externalLinks.platformApp). */
  platformApp: string;
  /** Hosts whose video players a post may embed (the post sanitiser's allow-list). */
  videoEmbedHosts: readonly string[];
  /** Where hosted videos come from: a path on this site (our own copies) or another site's address (site.json media). */
  hostedVideoBaseUrl: string;
}

export type HeaderList = readonly (readonly [name: string, value: string])[];

const originOf = (address: string) => new URL(address).origin;
/** The origin of an address on another site, or nothing for a path on this one ("/media/videos"). */
const externalOriginOf = (address: string) => (/^https?:\/\//i.test(address) ? [originOf(address)] : []);
const unique = (sources: readonly string[]) => [...new Set(sources)];

export function contentSecurityPolicy(origins: ExternalOrigins): string {
  const contentService = originOf(origins.contentService);
  const formProvider = originOf(origins.contactFormEndpoint);
  const videoPlayers = origins.videoEmbedHosts.map((host) => `https://${host}`);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // Every script is a file from this site: the pre-rendered pages' inline <script> blocks are all
    // type="application/json" data, which browsers never execute, so they need neither a hash nor 'unsafe-inline'.
    // The mock service worker (builds without a real content service or form provider) is a file here too.
    'script-src': ["'self'"],
    // styled-components writes its rules into <style> elements at run time, and framer-motion animates through
    // style attributes; neither can carry a nonce on a static host. Styles cannot run code, and post HTML is
    // stripped of every style attribute and element before it is shown (sanitize-post-html.ts).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", contentService]),
    'media-src': unique(["'self'", ...externalOriginOf(origins.hostedVideoBaseUrl)]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", contentService, formProvider]),
    'frame-src': unique([originOf(origins.platformApp), ...videoPlayers]),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique(["'self'", formProvider]),
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Powerful features: only what the site uses is allowed. The Platform frame gets full screen and WebXR (its
 * `allow` attribute asks for exactly these), post video players full screen and picture-in-picture (the
 * sanitiser's `allow`); everything else a page could ask for is switched off for every frame.
 */
export function permissionsPolicy(origins: ExternalOrigins): string {
  const platform = `"${originOf(origins.platformApp)}"`;
  const videoPlayers = origins.videoEmbedHosts.map((host) => `"https://${host}"`);
  const allowed: Record<string, readonly string[]> = {
    fullscreen: ['self', platform, ...videoPlayers],
    'xr-spatial-tracking': [platform],
    'picture-in-picture': videoPlayers,
  };
  const denied = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb'];
  return [...Object.entries(allowed).map(([feature, list]) => `${feature}=(${list.join(' ')})`), ...denied.map((feature) => `${feature}=()`)].join(', ');
}

/** Sent with every response, pages and files alike. */
export function securityHeaders(origins: ExternalOrigins): HeaderList {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(origins)],
    // One year, every subdomain. Browsers ignore it on plain HTTP, so local serving is unaffected.
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', permissionsPolicy(origins)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

export interface CacheRule {
  name: string;
  /** Why these files are cached this way (written into the nginx config as a comment). */
  reason: string;
  /** Path prefixes ("/assets/") and exact paths ("/favicon.svg") this rule covers. */
  prefixes: readonly string[];
  exact: readonly string[];
  cacheControl: string;
}

/** Files whose names change with their content: cached for a year and never revalidated. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Media keep their names when replaced, so they are not immutable: 30 days bounds how long an old copy lives. */
export const MEDIA_CACHE = 'public, max-age=2592000';
/** Pages, the sitemap, robots.txt, the manifest and the service worker: always revalidated, so a deploy shows at once. */
export const DOCUMENT_CACHE = 'no-cache';

export const CACHE_RULES: readonly CacheRule[] = [
  {
    name: 'assets',
    reason: 'hashed by Vite: a new build writes new names',
    prefixes: ['/assets/'],
    exact: [],
    cacheControl: ASSET_CACHE,
  },
  {
    name: 'media',
    reason: 'images, videos, logos and icons keep their names when replaced',
    prefixes: ['/media/', '/brand/', '/icons/'],
    exact: ['/favicon.svg', '/apple-touch-icon.png'],
    cacheControl: MEDIA_CACHE,
  },
];

/** The Cache-Control of a request path: a rule's, or DOCUMENT_CACHE for pages and everything else. */
export function cacheControlFor(pathname: string): string {
  const rule = CACHE_RULES.find((candidate) => candidate.exact.includes(pathname) || candidate.prefixes.some((prefix) => pathname.startsWith(prefix)));
  return rule?.cacheControl ?? DOCUMENT_CACHE;
}

/**
 * Build output that is for the server, not for visitors: the deploy configuration itself, Vite's manifest
 * (dist/.vite/) and any other dot-file. Every server answers these with the 404 page.
 */
export const PRIVATE_PATHS = { exact: ['/_headers'], prefixes: ['/_deploy/'] } as const;

export function isPrivatePath(pathname: string): boolean {
  return (
    (PRIVATE_PATHS.exact as readonly string[]).includes(pathname) ||
    PRIVATE_PATHS.prefixes.some((prefix) => pathname.startsWith(prefix)) ||
    pathname.includes('/.')
  );
}

/** Where the build writes the deploy configuration, relative to dist/. */
export const DEPLOY_FILES = { nginx: '_deploy/nginx/satori-xr.conf', headers: '_headers' } as const;
