// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactFormOutcome } from '@/features/contact-form/send-contact-form.ts';
import { DRAFT_STORAGE_KEY } from './contact-form-draft.ts';
import { SUCCESS_VISIBLE_MS } from './contact-form-state.ts';
import { useContactForm, type SendContactForm } from './use-contact-form.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

/** A send that answers when the test says so. */
function controlledSend() {
  const answers: ((outcome: ContactFormOutcome) => void)[] = [];
  const send = vi.fn<SendContactForm>(() => new Promise((resolve) => answers.push(resolve)));
  return { send, answer: (outcome: ContactFormOutcome) => answers.shift()?.(outcome) };
}

/** Submits, and the controlled send answers at once that the message was sent. */
async function submitAnswered(submit: () => Promise<unknown>, answer: (outcome: ContactFormOutcome) => void) {
  await act(async () => {
    const submitted = submit();
    answer({ kind: 'sent' });
    await submitted;
  });
}

function typeAll(edit: ReturnType<typeof useContactForm>['edit']) {
  act(() => {
    edit('name', 'Meera Krishnan');
    edit('email', 'meera@example.com');
    edit('phone', '+91 44 2345 6789');
    edit('message', 'Please call me about a warehouse digital twin.');
  });
}

describe('useContactForm with the clock', () => {
  it('shows the thank-you after a send and hides it 5 s later', async () => {
    const { send, answer } = controlledSend();
    const { result } = renderHook(() => useContactForm(send));
    typeAll(result.current.edit);
    let submitted: Promise<unknown> = Promise.resolve();
    act(() => {
      submitted = result.current.submit();
    });
    expect(result.current.state.status).toBe('sending');
    await act(async () => {
      answer({ kind: 'sent' });
      await submitted;
    });
    expect(result.current.state.status).toBe('sent');
    expect(result.current.state.values.message).toBe('');
    act(() => {
      vi.advanceTimersByTime(SUCCESS_VISIBLE_MS - 1);
    });
    expect(result.current.state.status).toBe('sent');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.state.status).toBe('idle');
  });

  it('sends once for two submits in the same moment (a double click)', async () => {
    const { send, answer } = controlledSend();
    const { result } = renderHook(() => useContactForm(send));
    typeAll(result.current.edit);
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.submit();
      second = result.current.submit();
    });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer({ kind: 'sent' });
      await Promise.all([first, second]);
    });
    expect(await second).toBeUndefined();
  });

  it('keeps the fields after a failure, shows no thank-you, and lets the visitor send again', async () => {
    const { send, answer } = controlledSend();
    const { result } = renderHook(() => useContactForm(send));
    typeAll(result.current.edit);
    const before = result.current.state.values;
    await act(async () => {
      const submitted = result.current.submit();
      answer({ kind: 'failed' });
      await submitted;
    });
    expect(result.current.state).toMatchObject({ status: 'failed', values: before });
    act(() => {
      vi.advanceTimersByTime(SUCCESS_VISIBLE_MS * 2);
    });
    expect(result.current.state.status).toBe('failed');
    await submitAnswered(result.current.submit, answer);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(before);
    expect(result.current.state.status).toBe('sent');
  });

  it('treats a send that throws as a failure, never staying busy', async () => {
    const { result } = renderHook(() => useContactForm(() => Promise.reject(new Error('boom'))));
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.state.status).toBe('failed');
  });

  it('restarts the 5 s when a second message is sent while the first thank-you shows', async () => {
    const { send, answer } = controlledSend();
    const { result } = renderHook(() => useContactForm(send));
    await submitAnswered(result.current.submit, answer);
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    await submitAnswered(result.current.submit, answer);
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(result.current.state.status).toBe('sent');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.state.status).toBe('idle');
  });
});

describe('useContactForm with a rate limit', () => {
  async function rateLimited(retryAfterMs?: number) {
    const { send, answer } = controlledSend();
    const hook = renderHook(() => useContactForm(send));
    typeAll(hook.result.current.edit);
    await act(async () => {
      const submitted = hook.result.current.submit();
      answer(retryAfterMs === undefined ? { kind: 'rate-limited' } : { kind: 'rate-limited', retryAfterMs });
      await submitted;
    });
    return { ...hook, send, answer };
  }

  it('sends nothing until the Retry-After has passed, then lets the visitor send again', async () => {
    const { result, send, answer } = await rateLimited(60_000);
    expect(result.current.state).toMatchObject({ status: 'rate-limited', waitSeconds: 60 });
    await act(async () => {
      expect(await result.current.submit()).toBeUndefined();
    });
    expect(send).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(60_000 - 1);
    });
    expect(result.current.state.waitSeconds).toBe(60);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.state).toMatchObject({ status: 'idle', waitSeconds: undefined, values: { name: 'Meera Krishnan' } });
    await submitAnswered(result.current.submit, answer);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('waits the whole seconds the alert names, not less', async () => {
    const { result } = await rateLimited(1_200);
    expect(result.current.state.waitSeconds).toBe(2);
    act(() => {
      vi.advanceTimersByTime(1_999);
    });
    expect(result.current.state.waitSeconds).toBe(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.state.waitSeconds).toBeUndefined();
  });

  it('holds nothing back when the provider named no wait', async () => {
    const { result } = await rateLimited();
    expect(result.current.state.status).toBe('rate-limited');
    expect(result.current.state.waitSeconds).toBeUndefined();
  });

  it('stops its timer when the form goes away', async () => {
    const { unmount } = await rateLimited(60_000);
    const timers = vi.getTimerCount();
    unmount();
    expect(vi.getTimerCount()).toBe(timers - 1);
  });
});

describe('useContactForm and the draft', () => {
  const stored = () => JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as unknown;

  it('keeps what is typed in sessionStorage, never in localStorage', () => {
    const { result } = renderHook(() => useContactForm(vi.fn<SendContactForm>()));
    typeAll(result.current.edit);
    expect(stored()).toEqual(result.current.state.values);
    expect(localStorage.length).toBe(0);
  });

  it('restores the draft after the first render, which stays empty like the pre-rendered page', () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ name: 'Meera Krishnan', message: 'Call me.' }));
    const firstRenders: string[] = [];
    const { result } = renderHook(() => {
      const form = useContactForm(vi.fn<SendContactForm>());
      firstRenders.push(form.state.values.name);
      return form;
    });
    expect(firstRenders[0]).toBe('');
    expect(result.current.state.values).toEqual({ name: 'Meera Krishnan', email: '', phone: '', message: 'Call me.' });
    // Restoring wrote nothing new over the draft.
    expect(stored()).toEqual({ name: 'Meera Krishnan', email: '', phone: '', message: 'Call me.' });
  });

  it('prefers what the fields already hold (typed before hydration) over the stored draft', () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ name: 'Old name', email: 'meera@example.com' }));
    const { result } = renderHook(() => useContactForm(vi.fn<SendContactForm>(), { valuesInFields: () => ({ name: 'Meera K.', email: '' }) }));
    expect(result.current.state.values).toMatchObject({ name: 'Meera K.', email: 'meera@example.com' });
    expect(stored()).toMatchObject({ name: 'Meera K.', email: 'meera@example.com' });
  });

  it('clears the draft after a successful send, and keeps it after a failed one', async () => {
    const { send, answer } = controlledSend();
    const { result } = renderHook(() => useContactForm(send));
    typeAll(result.current.edit);
    await act(async () => {
      const submitted = result.current.submit();
      answer({ kind: 'failed' });
      await submitted;
    });
    expect(stored()).toEqual(result.current.state.values);
    await submitAnswered(result.current.submit, answer);
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('works where storage is blocked, only without keeping a draft', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const { result } = renderHook(() =>
      useContactForm(vi.fn<SendContactForm>(), { draftStorage: () => ({ getItem: blocked, setItem: blocked, removeItem: blocked }) }),
    );
    typeAll(result.current.edit);
    expect(result.current.state.values.name).toBe('Meera Krishnan');
  });
});
