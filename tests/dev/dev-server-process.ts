/**
 * Starts the development server as `npm run dev` does (Vite's createServer with the project's vite.config.ts, then
 * listen), on a port the system picks, in the current directory, and prints its address as one JSON line. Run by
 * dev-server.test.ts in a temporary copy of the project, so that the test can break and fix content there while
 * content-json/ stays untouched. Its dependency cache stays in the copy too, apart from the checkout's.
 *
 * Usage (in the copy): node --import tsx <this file>
 */
import { createServer } from 'vite';

const server = await createServer({ cacheDir: '.vite-dev-test', clearScreen: false, server: { host: '127.0.0.1', port: 0 } });
await server.listen();
process.stdout.write(`${JSON.stringify({ url: server.resolvedUrls?.local[0] })}\n`);
