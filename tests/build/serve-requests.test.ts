// @vitest-environment node
/**
 * `npm run serve` (scripts/dev/serve.ts) against hostile and unknown requests, spoken over raw sockets to the real
 * script in its own process. It serves a small stand-in build (written here, with a stand-in server bundle), so
 * the test needs no `npm run build`: what is under test is the server, not the pages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/dev/build-server.ts';
import { BUILD_WORDS, builtSiteKind } from '../../scripts/dev/built-site-kind.ts';
import { DEPLOY_FILES } from '../../scripts/build/deploy/headers.ts';
import { MOCK_SERVICE_WORKER_FILE } from '../../scripts/build/vite/mock-services-plugin.ts';
import { POST_SHELLS_DIR, REDIRECTS_FILE } from '../../scripts/build/prerender/post-shells.ts';
import { MAX_TARGET_LENGTH, SERVER_LIMITS, originFormTarget } from '../../scripts/dev/request-target.ts';

const repository = join(import.meta.dirname, '..', '..');
const PAGE = {
  home: 'stand-in home',
  post: 'stand-in known post',
  encodedSlugPost: 'stand-in post whose slug holds %2d',
  shell: 'stand-in blog post shell',
  notFound: 'stand-in not found',
};

/** A build as serve.ts reads it: pages, a post shell, the deploy files and a server bundle that honours the contract. */
function writeStandInBuild(root: string) {
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const html = (text: string) => `<!doctype html><html lang="en"><title>${text}</title><div id="root"><h1>${text}</h1></div></html>`;
  write('dist/index.html', html(PAGE.home));
  write('dist/404.html', html(PAGE.notFound));
  write('dist/blogs/known-post/index.html', html(PAGE.post));
  // WordPress slug launch%2d2026: its file is named with the slug as stored, its address encodes the "%".
  write('dist/blogs/launch%2d2026/index.html', html(PAGE.encodedSlugPost));
  write(`dist/${POST_SHELLS_DIR}/blogs/index.html`, html(PAGE.shell));
  write('dist/feeds/blog.rss', '<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>stand-in</title></channel></rss>');
  write('dist/feeds/blog.atom', '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>stand-in</title></feed>');
  write(`dist/${REDIRECTS_FILE}`, '/blogs/:slug /_post-shells/blogs/ 200\n');
  write(`dist/${DEPLOY_FILES.headers}`, '/*\n');
  write(`dist/${DEPLOY_FILES.policy}`, JSON.stringify({ mockServiceWorker: false, reportUrl: null }));
  write('dist/.vite/manifest.json', '{}');
  write('dist-ssr/template.html', html('<!--app-html-->'));
  write(
    'dist-ssr/entry-server.js',
    `const unused = () => { throw new Error('not rendered in this test'); };
export const render = unused;
export const renderWithPostsInBrowser = unused;
export const renderPostShell = unused;
export const usesEmbeddedMocks = false;
export const prerenderTargets = () => [];
export const dynamicRoutePatterns = () => ['/blogs/:slug', '/CaseStudy/:slug'];
export const dynamicPrerenderTargets = async () => ({ targets: [], problems: [] });
export const siteUrl = 'https://www.example.com';
export const externalOrigins = {
  contentService: 'https://cms.example.com/wp-json/',
  contactFormEndpoint: 'https://forms.example.com/f/1',
  platformApp: 'https://app.example.com/',
  videoEmbedHosts: ['player.vimeo.com'],
  hostedVideoBaseUrl: '/media/videos',
};
`,
  );
}

let root = '';
let port = 0;
let serve: ChildProcess | undefined;
let output = '';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'satori-serve-'));
  writeStandInBuild(root);
  port = await freePort();
  serve = spawn(join(repository, 'node_modules', '.bin', 'tsx'), [join(repository, 'scripts', 'dev', 'serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = serve;
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve();
    };
    started.stdout?.on('data', collect);
    started.stderr?.on('data', collect);
    started.once('exit', (code) => reject(new Error(`serve.ts exited with ${code} before listening:\n${output}`)));
  });
}, 60_000);

afterAll(() => {
  serve?.kill();
  rmSync(root, { recursive: true, force: true });
});

describe('its start-up line', () => {
  it('names the build it serves: this stand-in ships no mock service worker, so it is a production build', () => {
    expect(output).toContain('(production build; press Ctrl+C to stop)');
    expect(builtSiteKind(join(root, 'dist'))).toBe('production');
    writeFileSync(join(root, 'dist', MOCK_SERVICE_WORKER_FILE), '// the demo build ships its mock service worker\n');
    expect(builtSiteKind(join(root, 'dist'))).toBe('demo');
    expect(BUILD_WORDS.demo).toBe('demo build: mock posts and contact form, pages marked noindex');
    rmSync(join(root, 'dist', MOCK_SERVICE_WORKER_FILE));
  });
});

/** Sends `bytes` on a fresh connection and resolves with everything the server sends until it closes. */
function exchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.write(bytes, 'latin1');
  });
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3}) /.exec(response)?.[1]);
const get = (target: string) => exchange(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

describe('npm run serve: requests it cannot understand', () => {
  const badRequests: [name: string, bytes: string][] = [
    ['an absolute-form target that does not parse', 'GET http://[ HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['an absolute-form target that parses', 'GET http://localhost/ HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['an asterisk target', 'OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['a target over the length limit', `GET /${'a'.repeat(MAX_TARGET_LENGTH)} HTTP/1.1\r\nHost: localhost\r\n\r\n`],
    ['a request line over the header size limit', `GET /${'a'.repeat(SERVER_LIMITS.maxHeaderSize + 1)} HTTP/1.1\r\nHost: localhost\r\n\r\n`],
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
    ['a request line with a space in the target', 'GET /a b HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['a control character in the target', 'GET /\u0000 HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    ['an unknown protocol version', 'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n'],
    ['a header line without a colon', 'GET / HTTP/1.1\r\nHost localhost\r\n\r\n'],
  ];

  for (const [name, bytes] of badRequests) {
    it(`answers ${name} with 400, and then serves the next request`, async () => {
      const response = await exchange(bytes);
      expect(statusOf(response), response.slice(0, 200)).toBe(400);
      const next = await get('/');
      expect(statusOf(next)).toBe(200);
      expect(next).toContain(PAGE.home);
      expect(serve?.exitCode, output).toBeNull();
    });
  }

  it('answers other methods than GET and HEAD with 405', async () => {
    const response = await exchange('POST /blogs/known-post HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    expect(statusOf(response)).toBe(405);
    expect(response).toMatch(/\r\nAllow: GET, HEAD\r\n/i);
  });

  it('serves a path that looks like another origin ("//…") as the path it is', async () => {
    expect(statusOf(await get('//example.com/'))).toBe(404);
  });
});

describe('npm run serve: posts published after the build', () => {
  it('answers an unknown post address of a route with a shell with the shell, in any letter case, with or without a slash', async () => {
    for (const target of ['/blogs/published-after-the-build', '/BLOGS/Published-After-The-Build/', '/blogs/caf%C3%A9']) {
      const response = await get(target);
      expect(statusOf(response), target).toBe(200);
      expect(response, target).toContain(PAGE.shell);
    }
  });

  it('serves a pre-rendered post as itself, not as the shell', async () => {
    expect(await get('/blogs/known-post')).toContain(PAGE.post);
  });

  it('finds the page of a slug holding a percent-octet by its address, decoded once (not as the slug with a hyphen)', async () => {
    expect(await get('/blogs/launch%252d2026')).toContain(PAGE.encodedSlugPost);
    expect(await get('/blogs/launch-2026')).toContain(PAGE.shell);
  });

  it('answers addresses the route does not have, and routes without a shell written, with 404', async () => {
    for (const target of ['/blogs/one/two', '/CaseStudy/unknown', '/blogsx/unknown']) {
      const response = await get(target);
      expect(statusOf(response), target).toBe(404);
      expect(response, target).toContain(PAGE.notFound);
    }
  });

  it('never sends the shells or the static-host rules themselves', async () => {
    for (const target of [`/${POST_SHELLS_DIR}/blogs/index.html`, `/${POST_SHELLS_DIR}/blogs/`, `/${REDIRECTS_FILE}`]) {
      expect(statusOf(await get(target)), target).toBe(404);
    }
  });
});

describe('npm run serve: files of the build', () => {
  it('sends the post feeds with their feed types, as feed readers expect', async () => {
    for (const [target, type] of [
      ['/feeds/blog.rss', 'application/rss+xml'],
      ['/feeds/blog.atom', 'application/atom+xml'],
    ] as const) {
      const response = await get(target);
      expect(statusOf(response), target).toBe(200);
      expect(/\r\nContent-Type: ([^\r]*)\r\n/i.exec(response)?.[1], target).toContain(type);
    }
  });
});

describe('originFormTarget', () => {
  it('accepts paths, with their query, and nothing else', () => {
    expect(originFormTarget('/blogs/x?wp-scenario=500')?.pathname).toBe('/blogs/x');
    expect(originFormTarget('/blogs/x?wp-scenario=500')?.searchParams.get('wp-scenario')).toBe('500');
    expect(originFormTarget('//example.com/x')?.pathname).toBe('//example.com/x');
    for (const target of [undefined, '', '*', 'http://[', 'http://localhost/', `/${'a'.repeat(MAX_TARGET_LENGTH)}`]) {
      expect(originFormTarget(target), String(target).slice(0, 20)).toBeUndefined();
    }
  });
});
