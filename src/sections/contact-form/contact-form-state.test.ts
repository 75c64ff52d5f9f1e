import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS } from '@/features/contact-form/send-contact-form.ts';
import {
  alertKind,
  contactFormReducer,
  EMPTY_VALUES,
  firstInvalidField,
  initialContactFormState,
  sendBlocked,
  type ContactFormEvent,
  type ContactFormState,
} from './contact-form-state.ts';

const typed: ContactFormState = {
  ...initialContactFormState,
  values: { name: 'Lukas Brandt', email: 'lukas.brandt@example.de', phone: '+49 89 1234 5678', message: 'Bitte um ein Angebot für einen digitalen Zwilling.' },
};

const run = (state: ContactFormState, ...events: ContactFormEvent[]) => events.reduce(contactFormReducer, state);

describe('contactFormReducer', () => {
  it('starts idle with empty fields and no errors', () => {
    expect(initialContactFormState).toEqual({ values: EMPTY_VALUES, status: 'idle', fieldErrors: {}, draftRead: false });
  });

  it('keeps what the visitor types', () => {
    const state = run(initialContactFormState, { type: 'edit', field: 'name', value: 'Lukas' }, { type: 'edit', field: 'phone', value: '+49' });
    expect(state.values).toEqual({ ...EMPTY_VALUES, name: 'Lukas', phone: '+49' });
  });

  it('goes to sending on submit, and ignores a second submit while sending (a double click sends once)', () => {
    const sending = run(typed, { type: 'submit' });
    expect(sending.status).toBe('sending');
    expect(contactFormReducer(sending, { type: 'submit' })).toBe(sending);
  });

  it('resets the fields and shows the thank-you when the provider accepts', () => {
    expect(run(typed, { type: 'submit' }, { type: 'settle', outcome: { kind: 'sent' } })).toEqual({
      values: EMPTY_VALUES,
      status: 'sent',
      fieldErrors: {},
      draftRead: false,
    });
  });

  it('hides the thank-you on hide-success, and only then', () => {
    const sent = run(typed, { type: 'submit' }, { type: 'settle', outcome: { kind: 'sent' } });
    expect(run(sent, { type: 'hide-success' }).status).toBe('idle');
    const failed = run(typed, { type: 'submit' }, { type: 'settle', outcome: { kind: 'failed' } });
    expect(run(failed, { type: 'hide-success' })).toBe(failed);
  });

  it.each([
    [{ kind: 'failed' }, 'failed'],
    [{ kind: 'rate-limited' }, 'rate-limited'],
  ] as const)('keeps every character typed after %o', (outcome, status) => {
    const state = run(typed, { type: 'submit' }, { type: 'settle', outcome });
    expect(state).toEqual({ ...typed, status });
  });

  it('keeps the values and records field errors after a 422, clearing a field’s error as it is edited', () => {
    const invalid = run(
      typed,
      { type: 'submit' },
      { type: 'settle', outcome: { kind: 'invalid', fieldErrors: { email: 'should be an email', message: 'is required' } } },
    );
    expect(invalid).toMatchObject({ values: typed.values, status: 'invalid', fieldErrors: { email: 'should be an email', message: 'is required' } });
    const edited = run(invalid, { type: 'edit', field: 'email', value: 'lukas.brandt@example.com' });
    expect(edited.fieldErrors).toEqual({ message: 'is required' });
    expect(edited.status).toBe('invalid');
  });

  it('clears old field errors when the visitor sends again', () => {
    const invalid = run(typed, { type: 'submit' }, { type: 'settle', outcome: { kind: 'invalid', fieldErrors: { phone: 'is required' } } });
    expect(run(invalid, { type: 'submit' })).toMatchObject({ status: 'sending', fieldErrors: {} });
  });

  it('ignores an answer when nothing is being sent', () => {
    expect(run(typed, { type: 'settle', outcome: { kind: 'sent' } })).toBe(typed);
  });
});

describe('a rate limit with a wait (429 with Retry-After)', () => {
  const limited = run(typed, { type: 'submit' }, { type: 'settle', outcome: { kind: 'rate-limited', retryAfterMs: 60_000 } });

  it('keeps every character typed and records the wait in whole seconds', () => {
    expect(limited).toEqual({ ...typed, status: 'rate-limited', waitSeconds: 60 });
  });

  it('rounds a part of a second up, so the form never invites a send before the provider said', () => {
    const state = run(typed, { type: 'submit' }, { type: 'settle', outcome: { kind: 'rate-limited', retryAfterMs: 1_200 } });
    expect(state.waitSeconds).toBe(2);
  });

  it('ignores every submit until the wait is over, then sends again', () => {
    expect(sendBlocked(limited)).toBe(true);
    expect(run(limited, { type: 'submit' })).toBe(limited);
    const over = run(limited, { type: 'wait-over' });
    expect(over).toMatchObject({ values: typed.values, status: 'idle', waitSeconds: undefined });
    expect(sendBlocked(over)).toBe(false);
    expect(run(over, { type: 'submit' }).status).toBe('sending');
  });

  it('lets edits through while waiting', () => {
    expect(run(limited, { type: 'edit', field: 'message', value: 'Later, then.' })).toMatchObject({ waitSeconds: 60, values: { message: 'Later, then.' } });
  });

  it('has no wait when the provider named none, and wait-over then changes nothing', () => {
    const shortly = run(typed, { type: 'submit' }, { type: 'settle', outcome: { kind: 'rate-limited' } });
    expect(shortly.waitSeconds).toBeUndefined();
    expect(sendBlocked(shortly)).toBe(false);
    expect(run(shortly, { type: 'wait-over' })).toBe(shortly);
  });
});

describe('restoring the draft', () => {
  const draft = typed.values;

  it('starts from the restored values once, and marks the draft read so that saving may begin', () => {
    const restored = run(initialContactFormState, { type: 'restore-draft', values: draft });
    expect(restored).toEqual({ ...initialContactFormState, values: draft, draftRead: true });
    // A second restore (React's development double effects) never replaces what was typed since.
    const edited = run(restored, { type: 'edit', field: 'name', value: 'Lukas B.' });
    expect(run(edited, { type: 'restore-draft', values: draft })).toBe(edited);
  });

  it('keeps the draft read after a successful send, so the emptied fields are saved (clearing the draft)', () => {
    const restored = run(initialContactFormState, { type: 'restore-draft', values: draft });
    expect(run(restored, { type: 'submit' }, { type: 'settle', outcome: { kind: 'sent' } })).toMatchObject({ values: EMPTY_VALUES, draftRead: true });
  });
});

describe('sendBlocked', () => {
  it('blocks while sending, and nothing else blocks without a wait', () => {
    expect(sendBlocked(run(typed, { type: 'submit' }))).toBe(true);
    for (const status of ['idle', 'sent', 'failed', 'invalid', 'rate-limited'] as const) expect(sendBlocked({ ...typed, status })).toBe(false);
  });
});

describe('alertKind', () => {
  it('shows the failure for a failed or refused send, the rate-limit message for a 429, and nothing otherwise', () => {
    expect(alertKind('failed')).toBe('failure');
    expect(alertKind('invalid')).toBe('failure');
    expect(alertKind('rate-limited')).toBe('rate-limited');
    for (const status of ['idle', 'sending', 'sent'] as const) expect(alertKind(status)).toBeUndefined();
  });
});

describe('firstInvalidField', () => {
  it('follows the form’s order, not the provider’s', () => {
    expect(firstInvalidField({ message: 'is required', email: 'should be an email' }, CONTACT_FIELDS)).toBe('email');
    expect(firstInvalidField({}, CONTACT_FIELDS)).toBeUndefined();
  });
});
