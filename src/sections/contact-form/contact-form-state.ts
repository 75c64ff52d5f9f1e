/**
 * The contact form's behaviour as a pure reducer (SPEC 4, 8): idle → sending → sent (the fields reset, the
 * thank-you shows) or one of the failures (the fields keep every character typed). A submit while sending is
 * ignored, so a double click sends once; so is a submit while a rate limit's wait runs. The hook
 * (use-contact-form.ts) adds the send, the saved draft, the 5-second hide and the end of the wait.
 */
import type { ContactField, ContactFieldErrors, ContactFormOutcome, ContactFormValues } from '@/features/contact-form/send-contact-form.ts';

/** SPEC 9: the thank-you message hides after 5000 ms. */
export const SUCCESS_VISIBLE_MS = 5_000;

export type ContactFormStatus = 'idle' | 'sending' | 'sent' | 'failed' | 'invalid' | 'rate-limited';

export interface ContactFormState {
  values: ContactFormValues;
  status: ContactFormStatus;
  /** The provider's words per field, after a 422 that named fields; cleared as the visitor edits a field. */
  fieldErrors: ContactFieldErrors;
  /**
   * After a 429 whose Retry-After the page could read: the wait in whole seconds, as the alert shows it. While it
   * is set the form sends nothing; the hook ends it (wait-over) when the time has passed.
   */
  waitSeconds?: number;
  /**
   * Whether the saved draft has been read (after hydration). Until then nothing is saved, so the empty first
   * render never overwrites what the visitor typed before a reload.
   */
  draftRead: boolean;
}

export type ContactFormEvent =
  | { type: 'edit'; field: ContactField; value: string }
  | { type: 'submit' }
  | { type: 'settle'; outcome: ContactFormOutcome }
  | { type: 'hide-success' }
  | { type: 'wait-over' }
  /** Once, after hydration: the values to start from (contact-form-draft.ts, valuesToRestore). */
  | { type: 'restore-draft'; values: ContactFormValues };

export const EMPTY_VALUES: ContactFormValues = { name: '', email: '', phone: '', message: '' };

export const initialContactFormState: ContactFormState = { values: EMPTY_VALUES, status: 'idle', fieldErrors: {}, draftRead: false };

function withoutError(errors: ContactFieldErrors, field: ContactField): ContactFieldErrors {
  if (errors[field] === undefined) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));
}

function settled(state: ContactFormState, outcome: ContactFormOutcome): ContactFormState {
  switch (outcome.kind) {
    case 'sent':
      return { ...state, values: EMPTY_VALUES, status: 'sent', fieldErrors: {} };
    case 'invalid':
      return { ...state, status: 'invalid', fieldErrors: outcome.fieldErrors };
    case 'rate-limited':
      // Whole seconds, rounded up: the button must not come back before the provider said.
      return outcome.retryAfterMs === undefined
        ? { ...state, status: 'rate-limited' }
        : { ...state, status: 'rate-limited', waitSeconds: Math.ceil(outcome.retryAfterMs / 1000) };
    case 'failed':
      return { ...state, status: 'failed' };
  }
}

/** Whether a submit is ignored now: a message is on its way, or the provider asked to wait and the wait runs. */
export const sendBlocked = (state: ContactFormState): boolean => state.status === 'sending' || state.waitSeconds !== undefined;

export function contactFormReducer(state: ContactFormState, event: ContactFormEvent): ContactFormState {
  switch (event.type) {
    case 'edit':
      return { ...state, values: { ...state.values, [event.field]: event.value }, fieldErrors: withoutError(state.fieldErrors, event.field) };
    case 'submit':
      return sendBlocked(state) ? state : { ...state, status: 'sending', fieldErrors: {} };
    case 'settle':
      return state.status === 'sending' ? settled(state, event.outcome) : state;
    case 'hide-success':
      return state.status === 'sent' ? { ...state, status: 'idle' } : state;
    case 'wait-over':
      // The rate limit's message goes with the wait: the visitor may send again, with everything still typed.
      return state.waitSeconds === undefined ? state : { ...state, status: 'idle', waitSeconds: undefined };
    case 'restore-draft':
      return state.draftRead ? state : { ...state, values: event.values, draftRead: true };
  }
}

/** Which message the form's alert region shows, if any. */
export function alertKind(status: ContactFormStatus): 'failure' | 'rate-limited' | undefined {
  if (status === 'failed' || status === 'invalid') return 'failure';
  return status === 'rate-limited' ? 'rate-limited' : undefined;
}

/** The first field, in the form's order, with an error: where focus goes after the provider refuses fields. */
export function firstInvalidField(errors: ContactFieldErrors, order: readonly ContactField[]): ContactField | undefined {
  return order.find((field) => errors[field] !== undefined);
}
