/**
 * Every response header and cache rule of the production site, in one place. From it come the nginx server
 * block and the `_headers` file that `npm run build` writes (write-deploy-config.ts), and the headers that
 * `npm run serve` sends, so development, tests and production agree. docs/deployment.md explains each choice.
 *
 * The policy's external origins are not typed in here: they come from the build's own configuration (the server
 * bundle's `externalOrigins`: VITE_WP_API_URL, VITE_CONTACT_FORM_ENDPOINT, site.json and the post sanitiser's
 * video hosts), so a new content service or form provider changes the policy with no edit to this file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MOCK_SERVICE_WORKER_FILE } from '../vite/mock-services-plugin.ts';
import type { ExternalOrigins } from '../../../src/app/server/contract.ts';

export type HeaderList = readonly (readonly [name: string, value: string])[];

const originOf = (address: string) => new URL(address).origin;
/** The origin of an address on another site, or nothing for a path on this one ("/media/videos"). */
const externalOriginOf = (address: string) => (/^https?:\/\//i.test(address) ? [originOf(address)] : []);
const unique = (sources: readonly string[]) => [...new Set(sources)];

/**
 * What a build decides about its policy beyond its origins. write-deploy-config.ts records it in
 * dist/_deploy/policy.json, so `npm run serve` sends what the build's nginx configuration and `_headers` send.
 */
export interface PolicySettings {
  /**
   * The build ships msw's service worker (a demo build on the embedded mocks), so `worker-src` allows this site.
   * A production build has no worker at all, so `worker-src 'none'`.
   */
  mockServiceWorker: boolean;
  /** Where browsers send violation reports (CSP_REPORT_URL at build time), or null for none. */
  reportUrl: string | null;
}

/** The settings of the build in `distDir`, from what it shipped (msw's worker only on the embedded mocks) and the build's environment (`npm run build`). */
export function policySettingsOfBuild(distDir: string, env: Readonly<Record<string, string | undefined>>): PolicySettings {
  return { mockServiceWorker: existsSync(join(distDir, MOCK_SERVICE_WORKER_FILE)), reportUrl: reportUrlFrom(env[CSP_REPORT_URL_VARIABLE]) };
}

/** The settings write-deploy-config.ts recorded for the build in `distDir` (DEPLOY_FILES.policy). */
export function readPolicySettings(distDir: string): PolicySettings {
  const recorded: unknown = JSON.parse(readFileSync(join(distDir, DEPLOY_FILES.policy), 'utf8'));
  if (
    typeof recorded === 'object' &&
    recorded !== null &&
    'mockServiceWorker' in recorded &&
    typeof recorded.mockServiceWorker === 'boolean' &&
    'reportUrl' in recorded &&
    (recorded.reportUrl === null || typeof recorded.reportUrl === 'string')
  ) {
    return { mockServiceWorker: recorded.mockServiceWorker, reportUrl: recorded.reportUrl };
  }
  throw new Error(`${DEPLOY_FILES.policy} in ${distDir} is not what \`npm run build\` writes. Build again.`);
}

/** The build's variable for the optional violation-report endpoint (docs/deployment.md). */
export const CSP_REPORT_URL_VARIABLE = 'CSP_REPORT_URL';
/** The endpoint's name in `Reporting-Endpoints` and the policy's `report-to`. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/**
 * CSP_REPORT_URL, checked: an https address (http only on this machine, for trying a collector locally) that
 * can be written into a header unquoted. Throws a sentence naming the variable; unset or blank is null.
 */
export function reportUrlFrom(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  const problem = `${CSP_REPORT_URL_VARIABLE} is "${value}": it must be the full https address of a report collector, such as https://reports.example.com/csp`;
  if (!URL.canParse(value.trim())) throw new Error(`${problem}.`);
  const url = new URL(value.trim());
  const local = url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname);
  if (url.protocol !== 'https:' && !local) throw new Error(`${problem}.`);
  // The policy and Reporting-Endpoints separate values with ';', ',' and spaces, and nginx reads '$' as a variable.
  if (/[\s;,"$]/.test(url.href)) throw new Error(`${problem}, with no spaces, quotes, ';', ',' or '$'.`);
  return url.href;
}

/**
 * The hash source of a pre-rendered inline <style> block's text, exactly as it is between the tags: what a
 * browser compares it with. The policy lists each page's own blocks (styled-components' server sheet, which
 * holds the inlined font faces too).
 */
export function styleHashSource(styleText: string): string {
  return `'sha256-${createHash('sha256').update(styleText, 'utf8').digest('base64')}'`;
}

/**
 * styled-components' runtime sheet in production: an empty <style> element whose rules it adds with insertRule.
 * Browsers check the element's (empty) text against style-src, so every page allows the hash of "".
 * insertRule itself, and style properties set from script, are CSSOM writes that the policy does not restrict.
 */
export const RUNTIME_STYLE_SHEET_HASH = styleHashSource('');

/** The text of the one <style> block in `<model-viewer>`'s shadow DOM, as the installed package writes it. */
export function modelViewerShadowStyle(): string {
  const template = readFileSync(createRequire(import.meta.url).resolve('@google/model-viewer/lib/template.js'), 'utf8');
  const start = template.indexOf('<style>');
  const end = template.indexOf('</style>', start);
  if (start < 0 || end < 0)
    throw new Error("@google/model-viewer/lib/template.js has no <style> block: check the model viewer's styles against the Content-Security-Policy.");
  return template.slice(start + '<style>'.length, end);
}

/**
 * `<model-viewer>` (the model-viewer section) styles its shadow DOM with a <style> block of its own: its layout and
 * the slots of the AR button and the progress bar. Every page allows that block's hash, read from the installed
 * package, since a client-side navigation can bring the viewer to a page that was loaded without one.
 */
export const MODEL_VIEWER_STYLE_HASH = styleHashSource(modelViewerShadowStyle());

/**
 * The policy of one response. `styleHashes` are the hash sources of that page's inline <style> blocks; every
 * policy also allows styled-components' empty runtime sheet and the model viewer's shadow style. Nothing is allowed that is not listed here
 * (`default-src 'none'`).
 */
export function contentSecurityPolicy(origins: ExternalOrigins, settings: PolicySettings, styleHashes: readonly string[] = []): string {
  const contentService = originOf(origins.contentService);
  const formProvider = originOf(origins.contactFormEndpoint);
  const videoPlayers = origins.videoEmbedHosts.map((host) => `https://${host}`);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'none'"],
    // Every script is a file from this site: the pre-rendered pages' inline <script> blocks are all
    // type="application/json" data, which browsers never execute, so they need neither a hash nor 'unsafe-inline'.
    'script-src': ["'self'"],
    // No 'unsafe-inline': the stylesheets are files here, each pre-rendered <style> block is allowed by its hash,
    // and the server HTML carries no style attribute (styles that change are set from script after hydration).
    // Post HTML is stripped of every style attribute and element before it is shown (sanitize-post-html.ts).
    'style-src': unique(["'self'", RUNTIME_STYLE_SHEET_HASH, MODEL_VIEWER_STYLE_HASH, ...styleHashes]),
    'img-src': unique(["'self'", contentService]),
    'media-src': unique(["'self'", ...externalOriginOf(origins.hostedVideoBaseUrl)]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", contentService, formProvider]),
    'frame-src': unique([originOf(origins.platformApp), ...videoPlayers]),
    // Only a demo build has a worker: msw's, which answers for the embedded mocks.
    'worker-src': [settings.mockServiceWorker ? "'self'" : "'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique(["'self'", formProvider]),
    'frame-ancestors': ["'none'"],
    // report-uri for browsers without the Reporting API; browsers that have it use report-to and ignore report-uri.
    ...(settings.reportUrl ? { 'report-uri': [settings.reportUrl], 'report-to': [CSP_REPORT_GROUP] } : {}),
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

/**
 * Sent with every response, pages and files alike. A page's response carries its own style hashes
 * (`styleHashes`); files and pages without inline styles get the policy with none.
 */
export function securityHeaders(origins: ExternalOrigins, settings: PolicySettings, styleHashes: readonly string[] = []): HeaderList {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(origins, settings, styleHashes)],
    ...(settings.reportUrl ? [['Reporting-Endpoints', `${CSP_REPORT_GROUP}="${settings.reportUrl}"`] as const] : []),
    // One year, every subdomain. Browsers ignore it on plain HTTP, so local serving is unaffected.
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', permissionsPolicy(origins)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // Other sites may not embed our files (scripts, images, fonts); our own subdomains may.
    ['Cross-Origin-Resource-Policy', 'same-site'],
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

/** A kind of file the build ships: its Content-Type, its file extensions, and whether it is text (sent as UTF-8, saying so). */
export interface FileType {
  type: string;
  extensions: readonly string[];
  text: boolean;
}

/**
 * The Content-Type of every kind of file the site serves, by extension: one table for nginx (its `types` map, so a
 * deployment does not depend on the machine's mime.types) and for `npm run serve`. A file of any other kind is
 * sent as UNKNOWN_FILE_TYPE, which browsers neither run nor show (X-Content-Type-Options: nosniff): add it here.
 */
export const FILE_TYPES: readonly FileType[] = [
  { type: 'text/html', extensions: ['html'], text: true },
  { type: 'text/css', extensions: ['css'], text: true },
  { type: 'text/javascript', extensions: ['js', 'mjs'], text: true },
  { type: 'application/json', extensions: ['json'], text: true },
  { type: 'application/manifest+json', extensions: ['webmanifest'], text: true },
  { type: 'text/xml', extensions: ['xml'], text: true },
  { type: 'application/rss+xml', extensions: ['rss'], text: true },
  { type: 'application/atom+xml', extensions: ['atom'], text: true },
  { type: 'text/plain', extensions: ['txt'], text: true },
  { type: 'image/svg+xml', extensions: ['svg'], text: true },
  { type: 'image/avif', extensions: ['avif'], text: false },
  { type: 'image/webp', extensions: ['webp'], text: false },
  { type: 'image/png', extensions: ['png'], text: false },
  { type: 'image/jpeg', extensions: ['jpg', 'jpeg'], text: false },
  { type: 'image/x-icon', extensions: ['ico'], text: false },
  { type: 'font/woff2', extensions: ['woff2'], text: false },
  { type: 'video/mp4', extensions: ['mp4'], text: false },
  { type: 'video/webm', extensions: ['webm'], text: false },
  // The 3D models of the model-viewer section (public/media/models/).
  { type: 'model/gltf-binary', extensions: ['glb'], text: false },
  // Their lighting environment (public/media/environments/): Radiance RGBE, the type IANA registered for it.
  { type: 'image/vnd.radiance', extensions: ['hdr'], text: false },
];

/** What a file of a kind FILE_TYPES does not list is sent as. */
export const UNKNOWN_FILE_TYPE = 'application/octet-stream';

/** The Content-Type header of a request path, by its extension: text types say they are UTF-8. */
export function contentTypeFor(pathname: string): string {
  const extension = /\.([^./]+)$/.exec(pathname)?.[1]?.toLowerCase() ?? '';
  const fileType = FILE_TYPES.find((candidate) => candidate.extensions.includes(extension));
  if (!fileType) return UNKNOWN_FILE_TYPE;
  return fileType.text ? `${fileType.type}; charset=utf-8` : fileType.type;
}

/**
 * Build output that is for the server, not for visitors: the deploy configuration itself, Vite's manifest
 * (dist/.vite/) and any other dot-file. Every server answers these with the 404 page.
 */
export const PRIVATE_PATHS = { exact: ['/_headers', '/_redirects'], prefixes: ['/_deploy/', '/_post-shells/'] } as const;

export function isPrivatePath(pathname: string): boolean {
  return (
    (PRIVATE_PATHS.exact as readonly string[]).includes(pathname) ||
    PRIVATE_PATHS.prefixes.some((prefix) => pathname.startsWith(prefix)) ||
    pathname.includes('/.')
  );
}

/** Where the build writes the deploy configuration, relative to dist/. */
export const DEPLOY_FILES = { nginx: '_deploy/nginx/satori-xr.conf', headers: '_headers', policy: '_deploy/policy.json' } as const;
