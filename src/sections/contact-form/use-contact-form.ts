import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ContactField, ContactFormOutcome, ContactFormValues } from '@/features/contact-form/send-contact-form.ts';
import { contactFormReducer, initialContactFormState, SUCCESS_VISIBLE_MS } from './contact-form-state.ts';

export type SendContactForm = (values: ContactFormValues) => Promise<ContactFormOutcome>;

/**
 * The contact form's state (contact-form-state.ts) with its side effects: one send at a time, even for two
 * clicks in one task (a ref, since state updates land only on the next render), and the thank-you hidden
 * SUCCESS_VISIBLE_MS after it shows.
 */
export function useContactForm(send: SendContactForm) {
  const [state, dispatch] = useReducer(contactFormReducer, initialContactFormState);
  const inFlight = useRef(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const edit = useCallback((field: ContactField, value: string) => dispatch({ type: 'edit', field, value }), []);

  const submit = async (): Promise<ContactFormOutcome | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    dispatch({ type: 'submit' });
    // A send that throws counts as a failed one: the form must never stay busy.
    const outcome = await send(state.values).catch((): ContactFormOutcome => ({ kind: 'failed' }));
    inFlight.current = false;
    dispatch({ type: 'settle', outcome });
    // Each thank-you gets its full 5 s, also when it replaces one still showing.
    clearTimeout(hideTimer.current);
    if (outcome.kind === 'sent') hideTimer.current = setTimeout(() => dispatch({ type: 'hide-success' }), SUCCESS_VISIBLE_MS);
    return outcome;
  };

  return { state, edit, submit };
}
