/**
 * Server-renders in its own process, as the pre-renderer does (with the embedded mock posts answering content
 * requests), and prints the results as JSON: each URL with `render`, or each route pattern's post shell with
 * `renderPostShell`. React's server renderer leaves context values behind in its process, so hydration tests must
 * not server-render in the test process. Tests call it through serverRender (hydrate-server-render.tsx).
 *
 * Usage: tsx testing/vitest/server-render-process.ts '["/","/about"]'
 *        tsx testing/vitest/server-render-process.ts '["/blogs/:slug"]' post-shell
 */
import { createServer } from 'vite';
import type * as EntryServer from '../../src/app/server/entry-server.tsx';

const inputs = JSON.parse(process.argv[2] ?? '[]') as string[];
const asPostShells = process.argv[3] === 'post-shell';
const vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' });
try {
  const { render, renderPostShell } = (await vite.ssrLoadModule('/src/app/server/entry-server.tsx')) as typeof EntryServer;
  const results: Record<string, { status: number; html: string; headTags: string; dataScript: string; renderErrors: string[] }> = {};
  for (const input of inputs) {
    const result = await (asPostShells ? renderPostShell(input) : render(input));
    results[input] = {
      status: result.status,
      html: result.html,
      headTags: result.headTags,
      dataScript: result.dataScript,
      renderErrors: result.renderErrors.map(String),
    };
  }
  process.stdout.write(JSON.stringify(results));
} finally {
  await vite.close();
}
