/**
 * msw's worker.start() reloads the page when a registration of its worker exists but no worker controls the page:
 * it takes that for a hard reload, which bypasses service workers until the next load. A page opened while the
 * worker an earlier page registered was still installing is in the same state: its navigation started before any
 * worker was active, and the worker's clients.claim() on activation can run before the new page is a client. A
 * reload then throws the page away, and with it what the visitor typed into the contact form (the worker starts
 * on the first send). So the page asks the registered worker to claim it (mock-services-plugin.ts adds that message
 * to msw's worker) and waits for the claim, a little while at most; only then does msw look.
 */

/** The message mock-services-plugin.ts's addition to mockServiceWorker.js answers with clients.claim(). */
export const CLAIM_REQUEST = 'SATORI_CLAIM_CLIENTS';

/** How long the page waits for a claim before leaving it to msw: a worker from an older build cannot answer. */
export const CLAIM_WAIT_MS = 3_000;

/** What of the browser's ServiceWorkerContainer and ServiceWorkerRegistration this uses. */
export interface RegistrationView {
  readonly active: { postMessage(message: unknown): void } | null;
}
export interface ContainerView extends EventTarget {
  readonly controller: object | null;
  readonly ready: Promise<RegistrationView>;
  getRegistration(): Promise<RegistrationView | undefined>;
}

const nextEvent = (target: EventTarget, type: string) => new Promise<void>((resolve) => target.addEventListener(type, () => resolve(), { once: true }));

async function claimBy(container: ContainerView): Promise<void> {
  const claimed = nextEvent(container, 'controllerchange');
  const registration = await container.ready;
  if (container.controller) return;
  registration.active?.postMessage(CLAIM_REQUEST);
  await claimed;
}

/**
 * Resolves once the page is controlled by the worker registered for it, or at once when none is registered (the
 * first page: msw registers one) or a worker already controls the page; after `CLAIM_WAIT_MS` in any case.
 */
export async function untilClaimedByRegisteredWorker(
  container: ContainerView,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  if (container.controller || !(await container.getRegistration())) return;
  await Promise.race([claimBy(container), wait(CLAIM_WAIT_MS)]);
}
