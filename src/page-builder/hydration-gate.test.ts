import { describe, expect, it, vi } from 'vitest';
import { createHydrationGate } from './hydration-gate.ts';

/** A load the test settles by hand. */
function controlledLoad() {
  const attempts: { resolve: (module: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  );
  return { load, attempts };
}

const settled = async <T>(promise: Promise<T>) => {
  let state: { value: T } | undefined;
  void promise.then((value) => (state = { value }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
};

describe('hydration gate', () => {
  it('loads nothing until it is opened, then loads once however often it is opened', async () => {
    const { load, attempts } = controlledLoad();
    const gate = createHydrationGate(load);
    expect(load).not.toHaveBeenCalled();
    gate.open();
    gate.open();
    expect(load).toHaveBeenCalledTimes(1);
    attempts[0]?.resolve('section code');
    expect(await settled(gate.hydrated)).toEqual({ value: 'section code' });
    expect(gate.module).toBe('section code');
    gate.open();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed load stays pending and says nothing; the next opening tries again', async () => {
    const { load, attempts } = controlledLoad();
    const gate = createHydrationGate(load);
    gate.open();
    attempts[0]?.reject(new Error('network'));
    expect(await settled(gate.hydrated)).toBeUndefined();
    expect(gate.module).toBeUndefined();
    gate.open();
    expect(load).toHaveBeenCalledTimes(2);
    attempts[1]?.resolve('section code');
    expect(await settled(gate.hydrated)).toEqual({ value: 'section code' });
  });

  it('loadNow opens the gate and rejects when its load fails, for the section’s error boundary', async () => {
    const { load, attempts } = controlledLoad();
    const gate = createHydrationGate(load);
    const now = gate.loadNow();
    expect(load).toHaveBeenCalledTimes(1);
    attempts[0]?.reject(new Error('network'));
    await expect(now).rejects.toThrow('network');
  });

  it('gives the same promise for a load until it settles, and marks both promises settled as React’s use() reads them', async () => {
    const { load, attempts } = controlledLoad();
    const gate = createHydrationGate(load);
    const now = gate.loadNow();
    // React asks again while the section is suspended: a new promise would make it warn and suspend anew.
    expect(gate.loadNow()).toBe(now);
    attempts[0]?.resolve('section code');
    await settled(gate.hydrated);
    expect(gate.loadNow()).toBe(now);
    expect(now).toMatchObject({ status: 'fulfilled', value: 'section code' });
    expect(gate.hydrated).toMatchObject({ status: 'fulfilled', value: 'section code' });
  });
});
