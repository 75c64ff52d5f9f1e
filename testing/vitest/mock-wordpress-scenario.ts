/**
 * A section under one failure scenario of the mock WordPress (docs/mock-content-service.md), on a fake clock, as the
 * posts sections' tests walk through them: the scenario's handlers, the posts requests it answered, and a clock moved
 * on until the section shows what the scenario leads to.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createHandlers } from '../mocks/handlers.ts';
import type { MockScenario } from '../mocks/mock-scenarios.ts';
import { mockServer } from '../mocks/node.ts';

/** The scenarios whose answers have a shape; those that need a real network, CORS or the page's clock are e2e's. */
export type DataShapeScenario = Exclude<MockScenario, 'network-error' | 'cors-refusal' | 'timeout' | 'slow'>;

/**
 * Fakes the clock and answers every request with `scenario` (its warnings silenced); returns the addresses of the
 * posts requests as they are made. The caller's afterEach removes mockServer's event listeners.
 */
export function answerWithScenario(scenario: DataShapeScenario): string[] {
  vi.useFakeTimers();
  mockServer.use(...createHandlers({ scenario: () => scenario }));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const requests: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url.includes('/wp-json/wp/v2/posts')) requests.push(request.url);
  });
  return requests;
}

/** Moves the fake clock on a second at a time until `check` passes: retries wait on timers set after real answers. */
export const runClockUntil = (check: () => void) =>
  vi.waitFor(
    async () => {
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      check();
    },
    { timeout: 15_000, interval: 20 },
  );

/**
 * Presses Try again (the button named `retryLabel`), expects focus on what `focused` finds, where the answer will
 * show, and moves the clock on until WordPress has been asked again and, the scenario lasting, the section is back at
 * the same failure (`failed`).
 */
export async function tryAgainUntilFailedAgain(requests: readonly string[], retryLabel: string, focused: () => HTMLElement, failed: () => void) {
  const asked = requests.length;
  fireEvent.click(screen.getByRole('button', { name: retryLabel }));
  expect(focused()).toHaveFocus();
  await runClockUntil(() => {
    expect(requests.length).toBeGreaterThan(asked);
    failed();
  });
}
