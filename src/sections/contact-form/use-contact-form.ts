import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ContactField, ContactFormOutcome, ContactFormValues } from '@/features/contact-form/send-contact-form.ts';
import { browserSessionStorage, readDraft, saveDraft, valuesToRestore, type DraftStorage } from './contact-form-draft.ts';
import { contactFormReducer, initialContactFormState, sendBlocked, SUCCESS_VISIBLE_MS } from './contact-form-state.ts';

export type SendContactForm = (values: ContactFormValues) => Promise<ContactFormOutcome>;

export interface ContactFormOptions {
  /** Where the draft is kept: sessionStorage (contact-form-draft.ts) unless a test passes its own. */
  draftStorage?: () => DraftStorage | undefined;
  /**
   * What the fields hold when the page has hydrated: text typed before the script took over, or put back by
   * the browser's own form restoration. It wins over the stored draft; nothing typed is ever dropped.
   */
  valuesInFields?: () => Partial<ContactFormValues>;
}

const nothingInFields = () => ({});

/**
 * The contact form's state (contact-form-state.ts) with its side effects: one send at a time, even for two
 * clicks in one task (a ref, since state updates land only on the next render); the thank-you hidden
 * SUCCESS_VISIBLE_MS after it shows; the send held back for as long as a 429's Retry-After asked; and the draft
 * read from storage once hydrated, then saved on every change (cleared when a send succeeds).
 */
export function useContactForm(send: SendContactForm, { draftStorage = browserSessionStorage, valuesInFields = nothingInFields }: ContactFormOptions = {}) {
  const [state, dispatch] = useReducer(contactFormReducer, initialContactFormState);
  const inFlight = useRef(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const waitTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The options of the first render: the draft is read once, on mount.
  const restoreFrom = useRef({ draftStorage, valuesInFields });

  useEffect(
    () => () => {
      clearTimeout(hideTimer.current);
      clearTimeout(waitTimer.current);
    },
    [],
  );

  // In an effect, never during render or at module load: the pre-rendered page knows no draft, and the first
  // client render must match it.
  useEffect(() => {
    const { draftStorage: storage, valuesInFields: inFields } = restoreFrom.current;
    dispatch({ type: 'restore-draft', values: valuesToRestore(inFields(), readDraft(storage())) });
  }, []);

  const { draftRead, values } = state;
  useEffect(() => {
    if (draftRead) saveDraft(restoreFrom.current.draftStorage(), values);
  }, [draftRead, values]);

  const edit = useCallback((field: ContactField, value: string) => dispatch({ type: 'edit', field, value }), []);

  const submit = async (): Promise<ContactFormOutcome | undefined> => {
    if (inFlight.current || sendBlocked(state)) return undefined;
    inFlight.current = true;
    dispatch({ type: 'submit' });
    // A send that throws counts as a failed one: the form must never stay busy.
    const outcome = await send(state.values).catch((): ContactFormOutcome => ({ kind: 'failed' }));
    inFlight.current = false;
    dispatch({ type: 'settle', outcome });
    // Each thank-you gets its full 5 s, also when it replaces one still showing.
    clearTimeout(hideTimer.current);
    if (outcome.kind === 'sent') hideTimer.current = setTimeout(() => dispatch({ type: 'hide-success' }), SUCCESS_VISIBLE_MS);
    if (outcome.kind === 'rate-limited' && outcome.retryAfterMs !== undefined) {
      // Whole seconds, as the alert says them: the button never comes back before the alert's time is up.
      const waitMs = Math.ceil(outcome.retryAfterMs / 1000) * 1000;
      waitTimer.current = setTimeout(() => dispatch({ type: 'wait-over' }), waitMs);
    }
    return outcome;
  };

  return { state, edit, submit };
}
