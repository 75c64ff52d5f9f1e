// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_REQUEST, CLAIM_WAIT_MS, untilClaimedByRegisteredWorker, type ContainerView, type RegistrationView } from './pending-worker.ts';

/** A worker of the registration; `answers` is false for one from an older build, which ignores the claim request. */
class FakeWorker {
  readonly received: unknown[] = [];
  constructor(
    private readonly container: FakeContainer,
    private readonly answers: boolean,
  ) {}
  postMessage(message: unknown) {
    this.received.push(message);
    if (this.answers && message === CLAIM_REQUEST) queueMicrotask(() => this.container.claim());
  }
}

class FakeContainer extends EventTarget implements ContainerView {
  controller: object | null = null;
  registration: { active: FakeWorker | null } | undefined;
  private activate: (registration: RegistrationView) => void = () => undefined;
  readonly ready = new Promise<RegistrationView>((resolve) => (this.activate = resolve));
  getRegistration() {
    return Promise.resolve(this.registration);
  }
  /** The registration's worker finishes installing and activates. */
  activateWorker(answers = true) {
    const worker = new FakeWorker(this, answers);
    this.registration = { active: worker };
    this.activate(this.registration);
    return worker;
  }
  claim() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

/** Whether the wait has ended once every queued promise job has run. */
async function settledBy(wait: Promise<void>): Promise<boolean> {
  let settled = false;
  void wait.then(() => (settled = true));
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  return settled;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('untilClaimedByRegisteredWorker (msw never reloads a page that loaded while its worker was installing)', () => {
  it('ends at once on the first page (nothing registered) and when a worker controls the page', async () => {
    expect(await settledBy(untilClaimedByRegisteredWorker(new FakeContainer()))).toBe(true);
    const controlled = new FakeContainer();
    controlled.activateWorker();
    controlled.controller = {};
    expect(await settledBy(untilClaimedByRegisteredWorker(controlled))).toBe(true);
  });

  it('waits for a worker still installing, asks it to claim the page, and ends once it has', async () => {
    const container = new FakeContainer();
    container.registration = { active: null };
    const wait = untilClaimedByRegisteredWorker(container);
    expect(await settledBy(wait)).toBe(false);
    const worker = container.activateWorker();
    expect(await settledBy(wait)).toBe(true);
    expect(worker.received).toEqual([CLAIM_REQUEST]);
    expect(container.controller).not.toBeNull();
  });

  it('asks an active worker that does not control the page (it activated before the page was a client, or a hard reload)', async () => {
    const container = new FakeContainer();
    const worker = container.activateWorker();
    expect(await settledBy(untilClaimedByRegisteredWorker(container))).toBe(true);
    expect(worker.received).toEqual([CLAIM_REQUEST]);
  });

  it(`leaves it to msw after ${String(CLAIM_WAIT_MS)} ms when no claim comes (a worker of an older build)`, async () => {
    vi.useFakeTimers();
    const container = new FakeContainer();
    container.activateWorker(false);
    const wait = untilClaimedByRegisteredWorker(container);
    await vi.advanceTimersByTimeAsync(CLAIM_WAIT_MS - 1);
    expect(await settledBy(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledBy(wait)).toBe(true);
    expect(container.controller).toBeNull();
  });
});
