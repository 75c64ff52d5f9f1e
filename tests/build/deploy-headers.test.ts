import { describe, expect, it } from 'vitest';
import {
  ASSET_CACHE,
  DOCUMENT_CACHE,
  MEDIA_CACHE,
  MODEL_VIEWER_STYLE_HASH,
  RUNTIME_STYLE_SHEET_HASH,
  modelViewerShadowStyle,
  cacheControlFor,
  contentSecurityPolicy,
  isPrivatePath,
  permissionsPolicy,
  reportUrlFrom,
  securityHeaders,
  styleHashSource,
  type PolicySettings,
} from '../../scripts/build/deploy/headers.ts';
import type { ExternalOrigins } from '../../src/app/server/contract.ts';
import { headersFile } from '../../scripts/build/deploy/headers-file.ts';
import {
  DEFAULT_CERTIFICATE,
  DEFAULT_CERTIFICATE_KEY,
  DEFAULT_HTTP_LISTEN,
  DEFAULT_HTTPS_REDIRECT,
  DEFAULT_LISTEN,
  DEFAULT_ROOT,
  nginxConfig,
  nginxConfigFor,
} from '../../scripts/build/deploy/nginx-config.ts';
import { inlineStyleHashes } from '../../scripts/build/prerender/html-page.ts';

const production: ExternalOrigins = {
  contentService: 'https://cms.satorixr.com/wp-json/',
  contactFormEndpoint: 'https://formspree.io/f/xyzwabcd',
  platformApp: 'https://app.satorixr.com/',
  videoEmbedHosts: ['www.youtube-nocookie.com', 'player.vimeo.com'],
  hostedVideoBaseUrl: '/media/videos',
};

/** A production build: real services, so no msw and no worker; no report collector. */
const productionSettings: PolicySettings = { mockServiceWorker: false, reportUrl: null };
const ABOUT_HASH = styleHashSource('.a{color:red}');

const directivesOf = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  const directives = directivesOf(contentSecurityPolicy(production, productionSettings, [ABOUT_HASH]));

  it('allows nothing by default, and lets scripts come only from this site: no inline script, no eval', () => {
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy(production, productionSettings)).not.toMatch(/'unsafe-eval'|'unsafe-hashes'|'unsafe-inline'|\*/);
  });

  it('allows inline styles only by hash: the page’s own blocks, styled-components’ empty runtime sheet and the model viewer’s shadow style', () => {
    expect(directives.get('style-src')).toEqual(["'self'", RUNTIME_STYLE_SHEET_HASH, MODEL_VIEWER_STYLE_HASH, ABOUT_HASH]);
    // sha256 of the empty string, as every browser computes it for an empty <style>.
    expect(RUNTIME_STYLE_SHEET_HASH).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    // The block as the installed package writes it (the browser suite loads the viewer under this policy).
    expect(modelViewerShadowStyle()).toMatch(/^\s*:host \{/);
    expect(MODEL_VIEWER_STYLE_HASH).toBe(styleHashSource(modelViewerShadowStyle()));
    expect(directivesOf(contentSecurityPolicy(production, productionSettings)).get('style-src')).toEqual([
      "'self'",
      RUNTIME_STYLE_SHEET_HASH,
      MODEL_VIEWER_STYLE_HASH,
    ]);
  });

  it('names every directive the site needs, since nothing falls back to default-src', () => {
    expect([...directives.keys()]).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'media-src',
      'font-src',
      'connect-src',
      'frame-src',
      'worker-src',
      'manifest-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]);
  });

  it('has no worker in a production build, and msw’s worker from this site in a demo build', () => {
    expect(directives.get('worker-src')).toEqual(["'none'"]);
    const demo = directivesOf(contentSecurityPolicy(production, { ...productionSettings, mockServiceWorker: true }));
    expect(demo.get('worker-src')).toEqual(["'self'"]);
  });

  it('sends violation reports to the configured collector, with report-uri for browsers without report-to', () => {
    const reporting = { ...productionSettings, reportUrl: 'https://reports.satorixr.com/csp' };
    const policy = directivesOf(contentSecurityPolicy(production, reporting));
    expect(policy.get('report-uri')).toEqual(['https://reports.satorixr.com/csp']);
    expect(policy.get('report-to')).toEqual(['csp-endpoint']);
    expect(Object.fromEntries(securityHeaders(production, reporting))['Reporting-Endpoints']).toBe('csp-endpoint="https://reports.satorixr.com/csp"');
    expect(Object.fromEntries(securityHeaders(production, productionSettings))).not.toHaveProperty('Reporting-Endpoints');
    expect(directives.has('report-to')).toBe(false);
  });

  it('lists exactly the origins the configuration uses, each where it is needed', () => {
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://cms.satorixr.com', 'https://formspree.io']);
    expect(directives.get('img-src')).toEqual(["'self'", 'https://cms.satorixr.com']);
    expect(directives.get('frame-src')).toEqual(['https://app.satorixr.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(directives.get('form-action')).toEqual(["'self'", 'https://formspree.io']);
    expect(directives.get('media-src')).toEqual(["'self'"]);
  });

  it('follows the configuration: videos hosted on another site join media-src', () => {
    const hostedElsewhere = directivesOf(contentSecurityPolicy({ ...production, hostedVideoBaseUrl: 'https://media.satorixr.com/videos' }, productionSettings));
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
    expect(Object.fromEntries(securityHeaders(production, productionSettings))).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-site',
    });
  });
});

describe('reportUrlFrom (CSP_REPORT_URL)', () => {
  it('is optional, and takes an https address or a collector on this machine', () => {
    expect(reportUrlFrom(undefined)).toBeNull();
    expect(reportUrlFrom('  ')).toBeNull();
    expect(reportUrlFrom('https://reports.satorixr.com/csp')).toBe('https://reports.satorixr.com/csp');
    expect(reportUrlFrom('http://127.0.0.1:9000/csp')).toBe('http://127.0.0.1:9000/csp');
  });

  it('fails the build, naming the variable, for an address that is not https or cannot go into a header', () => {
    for (const value of ['reports.satorixr.com', 'http://reports.satorixr.com/csp', 'https://reports.satorixr.com/a,b', 'https://r.example/$x']) {
      expect(() => reportUrlFrom(value), value).toThrow(/^CSP_REPORT_URL is /);
    }
  });
});

describe('inlineStyleHashes', () => {
  it('hashes the text of each <style> block exactly as it stands between the tags, once per distinct block', () => {
    const html = '<head><style data-styled="true" data-styled-version="6.6.0">.a{color:red}</style><STYLE>\n</STYLE><style>.a{color:red}</style></head>';
    expect(inlineStyleHashes(html)).toEqual([ABOUT_HASH, styleHashSource('\n')]);
    expect(inlineStyleHashes('<p>no styles</p>')).toEqual([]);
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
    settings: productionSettings,
    pages: [
      { urlPath: '/', file: '/index.html' },
      { urlPath: '/Platform', file: '/Platform/index.html' },
      { urlPath: '/platform', file: '/platform/index.html' },
      { urlPath: '/industries/Logistics&SupplyChainIndustry', file: '/industries/Logistics&SupplyChainIndustry/index.html' },
    ],
    styleHashesByFile: new Map([
      ['/index.html', [ABOUT_HASH]],
      ['/Platform/index.html', ["'sha256-platform='"]],
      ['/platform/index.html', ["'sha256-platform='", "'sha256-alias='"]],
      ['/404.html', []],
    ]),
  });

  it('finds each page in any letter case, once per spelling', () => {
    expect(config).toContain('"~^/$" "/index.html";');
    expect(config.match(/"~\*\^\/platform\/\?\$"/gi)).toHaveLength(1);
    expect(config).toContain('"~*^/industries/Logistics&SupplyChainIndustry/?$" "/industries/Logistics&SupplyChainIndustry/index.html";');
  });

  it('gives each served file its own style hashes, files differing only in letter case sharing both sets', () => {
    const map = /map \$uri \$satori_xr_style_hashes \{\n([\s\S]*?)\n\}/.exec(config)?.[1] ?? '';
    expect(map.split('\n')).toEqual([
      '    default "";',
      // nginx reads \\\\ in a quoted string as one backslash: the pattern is ^/index\\.html$.
      `    "~*^/index\\\\.html$" " ${ABOUT_HASH}";`,
      `    "~*^/Platform/index\\\\.html$" " 'sha256-platform=' 'sha256-alias='";`,
    ]);
  });

  it('sends every header in every HTTPS location, the policy with the served file’s style hashes', () => {
    const locations = config.split(/\n {4}location /).slice(1);
    const withHeaders = locations.filter((location) => location.includes('add_header'));
    expect(withHeaders.length).toBeGreaterThan(4);
    for (const location of withHeaders) expect(location.match(/add_header /g)).toHaveLength(securityHeaders(production, productionSettings).length + 1);
    expect(config).toContain(`style-src 'self' ${RUNTIME_STYLE_SHEET_HASH} ${MODEL_VIEWER_STYLE_HASH}$satori_xr_style_hashes; img-src`);
    expect(config).toContain('add_header Permissions-Policy "fullscreen=(self \\"https://app.satorixr.com\\"');
    expect(config).toContain('add_header Cross-Origin-Resource-Policy "same-site" always;');
  });

  it('serves HTTPS with HTTP/2, modern TLS only, and the certificate paths a deployer sets', () => {
    expect(DEFAULT_LISTEN).toBe('443 ssl http2');
    expect(config).toContain(`\n    listen ${DEFAULT_LISTEN};\n`);
    expect(config).toContain(`\n    ssl_certificate ${DEFAULT_CERTIFICATE};\n    ssl_certificate_key ${DEFAULT_CERTIFICATE_KEY};\n`);
    expect(config).toContain('\n    ssl_protocols TLSv1.2 TLSv1.3;\n');
    expect(config).toContain('\n    ssl_session_tickets off;\n');
    expect(config).not.toMatch(/TLSv1(\.1)?[ ;]|SSLv/);
  });

  it('answers plain HTTP only with a permanent redirect to the same address over HTTPS', () => {
    const httpServer = /server \{\n {4}listen 80;\n([\s\S]*?)\n\}/.exec(config)?.[0] ?? '';
    expect(DEFAULT_HTTP_LISTEN).toBe('80');
    expect(httpServer).toContain(`        ${DEFAULT_HTTPS_REDIRECT};\n`);
    expect(DEFAULT_HTTPS_REDIRECT).toBe('return 301 https://$host$request_uri');
    expect(httpServer).not.toMatch(/root|try_files|add_header/);
  });

  it('serves the pre-compressed files and 404.html with status 404', () => {
    expect(config).toMatch(/gzip_static on;\n\s+brotli_static on;/);
    expect(config).toContain('error_page 404 /404.html;');
    expect(config).toMatch(/try_files \$uri \$satori_xr_page [^;]*=404;/);
  });

  it('refuses a page whose path nginx would read as a variable', () => {
    const input = { origins: production, settings: productionSettings, styleHashesByFile: new Map() };
    expect(() => nginxConfig({ ...input, pages: [{ urlPath: '/price$', file: '/price$/index.html' }] })).toThrow(/contains "\$"/);
  });

  it('changes only the machine’s lines: listen, root, certificate and the redirect’s port; and fails loudly when one is missing', () => {
    const machine = {
      listen: '127.0.0.1:4340 ssl http2',
      httpListen: '127.0.0.1:4341',
      httpsPort: 4340,
      root: '/srv/site/dist',
      certificate: '/tmp/cert.pem',
      certificateKey: '/tmp/key.pem',
    };
    const local = nginxConfigFor(config, machine);
    expect(local).toContain('\n    listen 127.0.0.1:4340 ssl http2;\n');
    expect(local).toContain('\n    listen 127.0.0.1:4341;\n');
    expect(local).toContain('\n    root "/srv/site/dist";\n');
    expect(local).toContain('\n    ssl_certificate "/tmp/cert.pem";\n    ssl_certificate_key "/tmp/key.pem";\n');
    expect(local).toContain('\n        return 301 https://$host:4340$request_uri;\n');
    const restored = local
      .replace('listen 127.0.0.1:4340 ssl http2', `listen ${DEFAULT_LISTEN}`)
      .replace('listen 127.0.0.1:4341', `listen ${DEFAULT_HTTP_LISTEN}`)
      .replace('root "/srv/site/dist"', `root ${DEFAULT_ROOT}`)
      .replace('ssl_certificate "/tmp/cert.pem"', `ssl_certificate ${DEFAULT_CERTIFICATE}`)
      .replace('ssl_certificate_key "/tmp/key.pem"', `ssl_certificate_key ${DEFAULT_CERTIFICATE_KEY}`)
      .replace('https://$host:4340$request_uri', 'https://$host$request_uri');
    expect(restored).toBe(config);
    expect(nginxConfigFor(config, { ...machine, httpsPort: 443 })).toContain(`        ${DEFAULT_HTTPS_REDIRECT};\n`);
    expect(() => nginxConfigFor(local, machine)).toThrow(/exactly once/);
  });
});

describe('headersFile', () => {
  it('sets the security headers on every path, one policy with every page’s style hashes, and Cache-Control only where files are cached long', () => {
    const file = headersFile(production, productionSettings, [ABOUT_HASH, "'sha256-platform='"]);
    const [everyPath, ...rules] = file.split('\n\n');
    expect(everyPath).toContain(
      `/*\n  Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self' ${RUNTIME_STYLE_SHEET_HASH} ${MODEL_VIEWER_STYLE_HASH} ${ABOUT_HASH} 'sha256-platform=';`,
    );
    expect(everyPath).toContain('\n  Cross-Origin-Resource-Policy: same-site');
    expect(everyPath).not.toContain('Cache-Control');
    expect(rules[0]).toBe(`/assets/*\n  Cache-Control: ${ASSET_CACHE}`);
    expect(rules).toContain(`/media/*\n  Cache-Control: ${MEDIA_CACHE}`);
    expect(file.match(/Content-Security-Policy/g)).toHaveLength(1);
  });
});
