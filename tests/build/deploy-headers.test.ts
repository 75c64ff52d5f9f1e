import { describe, expect, it } from 'vitest';
import {
  ASSET_CACHE,
  DOCUMENT_CACHE,
  MEDIA_CACHE,
  cacheControlFor,
  contentSecurityPolicy,
  isPrivatePath,
  permissionsPolicy,
  securityHeaders,
  type ExternalOrigins,
} from '../../scripts/lib/deploy/headers.ts';
import { headersFile } from '../../scripts/lib/deploy/headers-file.ts';
import { DEFAULT_LISTEN, DEFAULT_ROOT, nginxConfig, nginxConfigFor } from '../../scripts/lib/deploy/nginx-config.ts';

const production: ExternalOrigins = {
  contentService: 'https://cms.satorixr.com/wp-json/',
  contactFormEndpoint: 'https://formspree.io/f/xyzwabcd',
  platformApp: 'https://app.satorixr.com/',
  videoEmbedHosts: ['www.youtube-nocookie.com', 'player.vimeo.com'],
  hostedVideoBaseUrl: '/media/videos',
};

const directivesOf = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  const directives = directivesOf(contentSecurityPolicy(production));

  it('lets scripts come only from this site: no inline script, no eval', () => {
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy(production)).not.toMatch(/'unsafe-eval'|'unsafe-hashes'|\*/);
  });

  it('lists exactly the origins the configuration uses, each where it is needed', () => {
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://cms.satorixr.com', 'https://formspree.io']);
    expect(directives.get('img-src')).toEqual(["'self'", 'https://cms.satorixr.com']);
    expect(directives.get('frame-src')).toEqual(['https://app.satorixr.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(directives.get('form-action')).toEqual(["'self'", 'https://formspree.io']);
    expect(directives.get('media-src')).toEqual(["'self'"]);
  });

  it('follows the configuration: videos hosted on another site join media-src', () => {
    const hostedElsewhere = directivesOf(contentSecurityPolicy({ ...production, hostedVideoBaseUrl: 'https://media.satorixr.com/videos' }));
    expect(hostedElsewhere.get('media-src')).toEqual(["'self'", 'https://media.satorixr.com']);
  });

  it('forbids framing, plugins and base changes', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
  });
});

describe('permissionsPolicy', () => {
  it('allows full screen and WebXR to the platform frame, and switches off the rest', () => {
    const policy = permissionsPolicy(production);
    expect(policy).toContain('fullscreen=(self "https://app.satorixr.com" "https://www.youtube-nocookie.com" "https://player.vimeo.com")');
    expect(policy).toContain('xr-spatial-tracking=("https://app.satorixr.com")');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
  });
});

describe('securityHeaders', () => {
  it('sends the issue’s header set', () => {
    expect(Object.fromEntries(securityHeaders(production))).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });
});

describe('cache rules', () => {
  it.each([
    ['/assets/index-cn0KG1ry.js', ASSET_CACHE],
    ['/media/videos/digital-twin.webm', MEDIA_CACHE],
    ['/brand/satori-xr-mark.svg', MEDIA_CACHE],
    ['/favicon.svg', MEDIA_CACHE],
    ['/', DOCUMENT_CACHE],
    ['/about', DOCUMENT_CACHE],
    ['/sitemap.xml', DOCUMENT_CACHE],
    ['/robots.txt', DOCUMENT_CACHE],
    ['/mockServiceWorker.js', DOCUMENT_CACHE],
  ])('%s: %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });

  it('keeps the deploy files, Vite’s manifest and dot-files private', () => {
    for (const path of ['/_headers', '/_deploy/nginx/satori-xr.conf', '/.vite/manifest.json', '/media/.DS_Store']) expect(isPrivatePath(path), path).toBe(true);
    for (const path of ['/', '/about', '/assets/index.js', '/headers']) expect(isPrivatePath(path), path).toBe(false);
  });
});

describe('nginxConfig', () => {
  const config = nginxConfig({
    origins: production,
    pages: [
      { urlPath: '/', file: '/index.html' },
      { urlPath: '/Platform', file: '/Platform/index.html' },
      { urlPath: '/platform', file: '/platform/index.html' },
      { urlPath: '/industries/Logistics&SupplyChainIndustry', file: '/industries/Logistics&SupplyChainIndustry/index.html' },
    ],
  });

  it('finds each page in any letter case, once per spelling', () => {
    expect(config).toContain('"~^/$" "/index.html";');
    expect(config.match(/"~\*\^\/platform\/\?\$"/gi)).toHaveLength(1);
    expect(config).toContain('"~*^/industries/Logistics&SupplyChainIndustry/?$" "/industries/Logistics&SupplyChainIndustry/index.html";');
  });

  it('sends every header in every location, escaping quotes', () => {
    const locations = config.split(/\n {4}location /).slice(1);
    const withHeaders = locations.filter((location) => location.includes('add_header'));
    for (const location of withHeaders) expect(location.match(/add_header /g)).toHaveLength(securityHeaders(production).length + 1);
    expect(config).toContain('add_header Permissions-Policy "fullscreen=(self \\"https://app.satorixr.com\\"');
  });

  it('serves the pre-compressed files and 404.html with status 404', () => {
    expect(config).toMatch(/gzip_static on;\n\s+brotli_static on;/);
    expect(config).toContain('error_page 404 /404.html;');
    expect(config).toContain('try_files $uri $satori_xr_page =404;');
  });

  it('refuses a page whose path nginx would read as a variable', () => {
    expect(() => nginxConfig({ origins: production, pages: [{ urlPath: '/price$', file: '/price$/index.html' }] })).toThrow(/contains "\$"/);
  });

  it('changes only listen and root for a machine, and fails loudly when they are missing', () => {
    const local = nginxConfigFor(config, { listen: '127.0.0.1:8080', root: '/srv/site/dist' });
    expect(local).toContain('\n    listen 127.0.0.1:8080;\n');
    expect(local).toContain('\n    root "/srv/site/dist";\n');
    expect(local.replace('listen 127.0.0.1:8080', `listen ${DEFAULT_LISTEN}`).replace('root "/srv/site/dist"', `root ${DEFAULT_ROOT}`)).toBe(config);
    expect(() => nginxConfigFor(local, { listen: '1', root: '/' })).toThrow(/exactly once/);
  });
});

describe('headersFile', () => {
  it('sets the security headers on every path, and Cache-Control only where files are cached long', () => {
    const file = headersFile(production);
    const [everyPath, ...rules] = file.split('\n\n');
    expect(everyPath).toContain('/*\n  Content-Security-Policy: default-src');
    expect(everyPath).not.toContain('Cache-Control');
    expect(rules[0]).toBe(`/assets/*\n  Cache-Control: ${ASSET_CACHE}`);
    expect(rules).toContain(`/media/*\n  Cache-Control: ${MEDIA_CACHE}`);
  });
});
