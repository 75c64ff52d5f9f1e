/** Whether WordPress's REST API answers, and waiting until it does. */

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** True when the URL answers 200 with a JSON array (the posts collection), within a short timeout. */
export async function restApiAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000), headers: { Accept: 'application/json' } });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('application/json')) return false;
    const body: unknown = await response.json();
    return Array.isArray(body);
  } catch {
    return false;
  }
}

/**
 * Polls until the REST API answers. `findStoppedServer` (the name of a server that is no longer running, if
 * any) is asked between tries, so that a crash on start fails the wait at once rather than after the timeout.
 */
export async function waitForRestApi(url: string, timeoutMs: number, findStoppedServer: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await restApiAnswers(url)) return;
    const crashed = findStoppedServer();
    if (crashed !== undefined) throw new Error(`${crashed} stopped while waiting for ${url}.`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer with JSON within ${Math.round(timeoutMs / 1000)} s.`);
    await sleep(250);
  }
}
