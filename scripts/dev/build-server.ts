/** Starts the production build (scripts/dev/serve.ts) on a free port for the benchmarks; builds first when dist/ is missing. */
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DIST_DIR } from '../content/model/paths.ts';

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The build server did not answer at ${url} within ${String(timeoutMs / 1000)} s.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface BuildServer {
  origin: string;
  stop: () => void;
}

export async function startBuildServer(root: string): Promise<BuildServer> {
  if (!existsSync(join(root, DIST_DIR, 'index.html'))) {
    console.log('==> No build in dist/: building the demo (npm run build:demo)');
    execSync('npm run -s build:demo', { stdio: 'inherit', cwd: root });
  }
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const stop = () => server.kill();
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const origin = `http://127.0.0.1:${String(port)}`;
  await waitForServer(`${origin}/`);
  return { origin, stop };
}
