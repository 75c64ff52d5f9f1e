/**
 * The contact form's behaviour as a pure reducer (SPEC 4, 8): idle → sending → sent (the fields reset, the
 * thank-you shows) or one of the failures (the fields keep every character typed). A submit while sending is
 * ignored, so a double click sends once. The hook (use-contact-form.ts) adds the send and the 5-second hide.
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
}

export type ContactFormEvent =
  { type: 'edit'; field: ContactField; value: string } | { type: 'submit' } | { type: 'settle'; outcome: ContactFormOutcome } | { type: 'hide-success' };

export const EMPTY_VALUES: ContactFormValues = { name: '', email: '', phone: '', message: '' };

export const initialContactFormState: ContactFormState = { values: EMPTY_VALUES, status: 'idle', fieldErrors: {} };

function withoutError(errors: ContactFieldErrors, field: ContactField): ContactFieldErrors {
  if (errors[field] === undefined) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));
}

function settled(state: ContactFormState, outcome: ContactFormOutcome): ContactFormState {
  switch (outcome.kind) {
    case 'sent':
      return { values: EMPTY_VALUES, status: 'sent', fieldErrors: {} };
    case 'invalid':
      return { ...state, status: 'invalid', fieldErrors: outcome.fieldErrors };
    case 'rate-limited':
      return { ...state, status: 'rate-limited' };
    case 'failed':
      return { ...state, status: 'failed' };
  }
}

export function contactFormReducer(state: ContactFormState, event: ContactFormEvent): ContactFormState {
  switch (event.type) {
    case 'edit':
      return { ...state, values: { ...state.values, [event.field]: event.value }, fieldErrors: withoutError(state.fieldErrors, event.field) };
    case 'submit':
      return state.status === 'sending' ? state : { ...state, status: 'sending', fieldErrors: {} };
    case 'settle':
      return state.status === 'sending' ? settled(state, event.outcome) : state;
    case 'hide-success':
      return state.status === 'sent' ? { ...state, status: 'idle' } : state;
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
