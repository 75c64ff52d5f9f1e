/**
 * Writes the nginx configuration of a build from headers.ts: `map`s that find a pre-rendered page by its path in
 * any letter case and each page's style hashes by its file, the HTTPS `server` block (TLS, headers, cache rules)
 * and a plain-HTTP one that only redirects to HTTPS. All go into nginx's http context
 * (Debian: /etc/nginx/conf.d/satori-xr.conf); docs/deployment.md shows how.
 */
import { decodedPathKey } from '../../../src/lib/routing/path-keys.ts';
import { postShellRegex, type PostShell } from '../prerender/post-shells.ts';
import { CACHE_RULES, DOCUMENT_CACHE, FILE_TYPES, PRIVATE_PATHS, UNKNOWN_FILE_TYPE, securityHeaders, type CacheRule, type PolicySettings } from './headers.ts';
import type { ExternalOrigins } from '../../../src/app/server/contract.ts';

/**
 * The lines a deployment sets for its machine; `npm run serve:nginx` replaces exactly these (nginxConfigFor).
 * The certificate paths are placeholders: the deployer points them at the site's certificate chain and key.
 */
export const DEFAULT_LISTEN = '443 ssl http2';
export const DEFAULT_HTTP_LISTEN = '80';
export const DEFAULT_ROOT = '/usr/share/nginx/html';
export const DEFAULT_CERTIFICATE = '/etc/ssl/satori-xr/fullchain.pem';
export const DEFAULT_CERTIFICATE_KEY = '/etc/ssl/satori-xr/privkey.pem';
/** Where plain HTTP is sent: the same host and address over HTTPS, on the standard port. */
export const DEFAULT_HTTPS_REDIRECT = 'return 301 https://$host$request_uri';

/**
 * TLS as Mozilla's "intermediate" configuration recommends for nginx 1.22 (ssl-config.mozilla.org): TLS 1.2 and
 * 1.3 only, forward-secret AEAD ciphers, no session tickets (they would weaken forward secrecy).
 */
const TLS_SETTINGS = [
  'ssl_protocols TLSv1.2 TLSv1.3',
  'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305',
  'ssl_prefer_server_ciphers off',
  'ssl_session_timeout 1d',
  'ssl_session_cache shared:satori_xr_tls:10m',
  'ssl_session_tickets off',
];

/** The nginx variable that holds the served page's style hashes, filled by a `map` on the file's path. */
const STYLE_HASHES_VARIABLE = '$satori_xr_style_hashes';
/** Stands for that variable while the policy is built: a value cannot carry `$` through quotedValue. */
const STYLE_HASHES_SLOT = "'satori-xr-style-hashes'";

/** A pre-rendered page: its address (decoded, as nginx's $uri is) and its file under dist/. */
export interface PrerenderedPage {
  urlPath: string;
  file: string;
}

export interface NginxConfigInput {
  origins: ExternalOrigins;
  settings: PolicySettings;
  pages: readonly PrerenderedPage[];
  /** Each HTML file's inline style hashes, by its path under dist/ ("/about/index.html"): pageStyleHashes. */
  styleHashesByFile: ReadonlyMap<string, readonly string[]>;
  /** Shells for the addresses of post routes that were not pre-rendered (scripts/build/prerender/post-shells.ts). */
  postShells?: readonly PostShell[];
}

/** A double-quoted nginx string. Only the regular-expression keys of a map may hold `$` (as an anchor). */
function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** nginx reads `$` in a value as a variable; no route or header has one, and one that did must not slip through. */
function quotedValue(value: string): string {
  if (value.includes('$')) throw new Error(`Cannot write ${JSON.stringify(value)} into the nginx configuration: it contains "$".`);
  return quoted(value);
}

const escapeRegex = (value: string) => value.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/** `~*^/platform/?$`: the page's path in any letter case, with or without a trailing slash. */
function pagePattern(urlPath: string): string {
  if (urlPath.includes('$')) throw new Error(`Cannot write the page ${JSON.stringify(urlPath)} into the nginx configuration: its path contains "$".`);
  return urlPath === '/' ? '~^/$' : `~*^${escapeRegex(urlPath.replace(/\/+$/, ''))}/?$`;
}

function headerLines(cacheControl: string, origins: ExternalOrigins, settings: PolicySettings, indent: string): string[] {
  // `always`, so 404 pages carry the policy too. Every location repeats the full set: nginx drops a server's
  // add_header lines in any location that has add_header lines of its own. The policy's style hashes are the
  // served file's, looked up when the response is sent, after try_files and error_page have chosen the file.
  return [...securityHeaders(origins, settings, [STYLE_HASHES_SLOT]), ['Cache-Control', cacheControl] as const].map(
    // The map's values start with a space, so a file without hashes leaves no stray space in the policy.
    ([name, value]) => `${indent}add_header ${name} ${quotedValue(value).replace(` ${STYLE_HASHES_SLOT}`, STYLE_HASHES_VARIABLE)} always;`,
  );
}

/** `~*^/about/index\.html$`: a served file's path in any letter case, as $uri holds it once the file is chosen. */
const filePattern = (file: string) => `~*^${escapeRegex(file)}$`;

/**
 * One map entry per file, its hashes as policy sources. Files whose paths differ only in letter case (/Platform
 * and /platform) share an entry with both files' hashes, since the pattern cannot tell them apart.
 */
function styleHashEntries(styleHashesByFile: ReadonlyMap<string, readonly string[]>): string[] {
  const byLowerCasePath = new Map<string, { file: string; hashes: Set<string> }>();
  for (const [file, hashes] of styleHashesByFile) {
    const entry = byLowerCasePath.get(file.toLowerCase()) ?? { file, hashes: new Set<string>() };
    for (const hash of hashes) entry.hashes.add(hash);
    byLowerCasePath.set(file.toLowerCase(), entry);
  }
  return [...byLowerCasePath.values()]
    .filter(({ hashes }) => hashes.size > 0)
    .map(({ file, hashes }) => `    ${quoted(filePattern(file))} ${quotedValue([...hashes].map((hash) => ` ${hash}`).join(''))};`);
}

function cacheLocations(rule: CacheRule, origins: ExternalOrigins, settings: PolicySettings): string[] {
  const headers = headerLines(rule.cacheControl, origins, settings, '        ');
  return [
    `    # ${rule.name}: ${rule.reason}.`,
    ...rule.prefixes.flatMap((prefix) => [`    location ^~ ${quoted(prefix)} {`, ...headers, '        try_files $uri =404;', '    }']),
    ...rule.exact.flatMap((path) => [`    location = ${quoted(path)} {`, ...headers, '    }']),
  ];
}

export function nginxConfig({ origins, settings, pages, styleHashesByFile, postShells = [] }: NginxConfigInput): string {
  const documentHeaders = headerLines(DOCUMENT_CACHE, origins, settings, '        ');
  // One entry per spelling that nginx cannot tell apart: /Blogs and /blogs are the same key.
  const pageByKey = new Map(pages.map((page) => [decodedPathKey(page.urlPath), page]));
  const pageEntries = [...pageByKey.values()].map((page) => `    ${quoted(pagePattern(page.urlPath))} ${quotedValue(page.file)};`);

  return `# Satori XR: the nginx configuration of this build. Generated by \`npm run build\` (scripts/build/write-deploy-config.ts)
# from scripts/build/deploy/headers.ts and this build's configuration: edit those and rebuild, never this file.
#
# Include it in nginx's http context (Debian: copy it to /etc/nginx/conf.d/), put dist/ at \`root\`, and point
# \`ssl_certificate\` and \`ssl_certificate_key\` at the site's certificate chain and key (placeholders below).
# Plain HTTP only redirects to HTTPS. Needs the Brotli static module (Debian: libnginx-mod-http-brotli-static). Without it, delete the
# \`brotli_static\` line: gzip_static still serves the pre-compressed .gz files.

# Pre-rendered pages by path in any letter case, with or without a trailing slash: /PLATFORM/ finds
# /Platform/index.html. The old site linked pages under several spellings.
map $uri $satori_xr_page {
    default "";
${pageEntries.join('\n')}
}

# Any other address of a post route (a post published after the build) gets its route's post shell, which loads
# the post in the browser; the shells themselves are answered 404 when asked for directly.
map $uri $satori_xr_post_shell {
    default "";
${postShells.map((shell) => `    ${quoted(`~*${postShellRegex(shell.pattern)}`)} ${quotedValue(shell.file)};`).join('\n')}
}

# Each served HTML file's inline <style> hashes, for the policy's style-src (the page's own styled-components
# sheet). $uri is the file's path once try_files, index and error_page have chosen it.
map $uri ${STYLE_HASHES_VARIABLE} {
    default "";
${styleHashEntries(styleHashesByFile).join('\n')}
}

# Plain HTTP: every address moves to HTTPS at once, before anything is served.
server {
    listen ${DEFAULT_HTTP_LISTEN};
    server_name _;
    server_tokens off;
    location / {
        ${DEFAULT_HTTPS_REDIRECT};
    }
}

server {
    listen ${DEFAULT_LISTEN};
    root ${DEFAULT_ROOT};
    server_name _;

    ssl_certificate ${DEFAULT_CERTIFICATE};
    ssl_certificate_key ${DEFAULT_CERTIFICATE_KEY};
${TLS_SETTINGS.map((setting) => `    ${setting};`).join('\n')}

    server_tokens off;

    # Every kind of file the site serves, as \`npm run serve\` sends it (headers.ts, FILE_TYPES); text as UTF-8.
    types {
${FILE_TYPES.map((fileType) => `        ${fileType.type} ${fileType.extensions.join(' ')};`).join('\n')}
    }
    default_type ${UNKNOWN_FILE_TYPE};
    charset utf-8;
    charset_types ${FILE_TYPES.filter((fileType) => fileType.text && fileType.type !== 'text/html')
      .map((fileType) => fileType.type)
      .join(' ')};

    # dist/ holds a .br and a .gz beside every text file larger than 512 bytes.
    gzip_static on;
    brotli_static on;
    gzip_vary on;

    error_page 404 /404.html;
    location = /404.html {
        internal;
${documentHeaders.join('\n')}
    }

    # Build output for servers, not visitors.
${PRIVATE_PATHS.exact.map((path) => `    location = ${quoted(path)} { return 404; }`).join('\n')}
${PRIVATE_PATHS.prefixes.map((prefix) => `    location ^~ ${quoted(prefix)} { return 404; }`).join('\n')}
    location ~ /\\. { return 404; }

${CACHE_RULES.flatMap((rule) => cacheLocations(rule, origins, settings)).join('\n')}

    # Pages, the sitemap, robots.txt and the service worker: revalidated on every visit.
    location / {
${documentHeaders.join('\n')}
        try_files $uri $satori_xr_page $satori_xr_post_shell =404;
    }
}
`;
}

/** What differs from one machine to another: where nginx listens, the folder it serves and the certificate. */
export interface NginxMachine {
  /** The HTTPS server's `listen` value, such as "127.0.0.1:4340 ssl http2". */
  listen: string;
  /** The plain-HTTP server's `listen` value, such as "127.0.0.1:4341". */
  httpListen: string;
  /** The HTTPS port plain HTTP redirects to, when it is not 443. */
  httpsPort?: number;
  root: string;
  certificate: string;
  certificateKey: string;
}

/**
 * The same configuration for one machine: the \`listen\` lines, \`root\`, the certificate paths and, for a port
 * other than 443, the redirect's port replaced, nothing else. Throws when a line is not there exactly once, so a
 * change to the template cannot quietly serve the wrong folder.
 */
export function nginxConfigFor(config: string, machine: NginxMachine): string {
  const replacements: [line: string, replacement: string][] = [
    [`listen ${DEFAULT_LISTEN}`, `listen ${machine.listen}`],
    [`listen ${DEFAULT_HTTP_LISTEN}`, `listen ${machine.httpListen}`],
    [`root ${DEFAULT_ROOT}`, `root ${quotedValue(machine.root)}`],
    [`ssl_certificate ${DEFAULT_CERTIFICATE}`, `ssl_certificate ${quotedValue(machine.certificate)}`],
    [`ssl_certificate_key ${DEFAULT_CERTIFICATE_KEY}`, `ssl_certificate_key ${quotedValue(machine.certificateKey)}`],
  ];
  if (machine.httpsPort !== undefined && machine.httpsPort !== 443) {
    replacements.push([DEFAULT_HTTPS_REDIRECT, DEFAULT_HTTPS_REDIRECT.replace('$host', `$host:${machine.httpsPort}`)]);
  }
  return replacements.reduce((text, [line, replacement]) => {
    const parts = text.split(new RegExp(`\\n( +)${escapeRegex(line)};\\n`));
    if (parts.length !== 3) throw new Error(`The nginx configuration should have the line "${line};" exactly once.`);
    const [before = '', indent = '', after = ''] = parts;
    return `${before}\n${indent}${replacement};\n${after}`;
  }, config);
}
