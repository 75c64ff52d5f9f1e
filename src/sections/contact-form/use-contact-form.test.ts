import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactFormOutcome } from '@/features/contact-form/send-contact-form.ts';
import { SUCCESS_VISIBLE_MS } from './contact-form-state.ts';
import { useContactForm, type SendContactForm } from './use-contact-form.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A send that answers when the test says so. */
function controlledSend() {
  const answers: ((outcome: ContactFormOutcome) => void)[] = [];
  const send = vi.fn<SendContactForm>(() => new Promise((resolve) => answers.push(resolve)));
  return { send, answer: (outcome: ContactFormOutcome) => answers.shift()?.(outcome) };
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
    await act(async () => {
      const again = result.current.submit();
      answer({ kind: 'sent' });
      await again;
    });
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
    await act(async () => {
      const submitted = result.current.submit();
      answer({ kind: 'sent' });
      await submitted;
    });
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    await act(async () => {
      const submitted = result.current.submit();
      answer({ kind: 'sent' });
      await submitted;
    });
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
