/**
 * Renders the post shell of each route pattern given, in its own process, as the pre-renderer does, and prints
 * the results as JSON (tests/build/serve-post-shell.test.tsx). React's server renderer leaves context values behind
 * in its process, so a hydration test must not server-render in the test process.
 *
 * Usage: tsx tests/build/serve-post-shell-process.ts '["/blogs/:slug"]'
 */
import { createServer } from 'vite';
import type * as EntryServer from '../../src/app/entry-server.tsx';

const patterns = JSON.parse(process.argv[2] ?? '[]') as string[];
const vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' });
try {
  const { renderPostShell } = (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as typeof EntryServer;
  const results: Record<string, { status: number; html: string; headTags: string; dataScript: string; renderErrors: string[] }> = {};
  for (const pattern of patterns) {
    const result = await renderPostShell(pattern);
    results[pattern] = { ...result, renderErrors: result.renderErrors.map(String) };
  }
  process.stdout.write(JSON.stringify(results));
} finally {
  await vite.close();
}
