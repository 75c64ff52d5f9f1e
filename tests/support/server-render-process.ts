/**
 * Server-renders URLs in its own process, as the pre-renderer does (with the
 * embedded mock posts answering content requests), and prints the results as JSON. React's server renderer leaves context values behind in
 * its process, so hydration tests must not server-render in the test process.
 *
 * Usage: tsx tests/support/server-render-process.ts '["/","/about"]'
 */
import { createServer } from 'vite';
import type * as EntryServer from '../../src/app/entry-server.tsx';

const urls = JSON.parse(process.argv[2] ?? '[]') as string[];
const vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' });
try {
  const { render } = (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as typeof EntryServer;
  const results: Record<string, { status: number; html: string; dataScript: string; renderErrors: string[] }> = {};
  for (const url of urls) {
    const result = await render(url);
    results[url] = { status: result.status, html: result.html, dataScript: result.dataScript, renderErrors: result.renderErrors.map(String) };
  }
  process.stdout.write(JSON.stringify(results));
} finally {
  await vite.close();
}
