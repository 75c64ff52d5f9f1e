/**
 * What the visitor has typed into the contact form, kept for the tab in sessionStorage so that a reload, a
 * failed send or a visit to another page loses nothing; a successful send clears it. sessionStorage, never
 * localStorage: a name, an address and a message are personal data, and they must not outlive the tab or reach
 * the next person at a shared computer. Storage can be missing, blocked (throws) or hold anything; each case
 * reads as "no draft", and nothing here throws. The form reads the draft only after hydration
 * (use-contact-form.ts), so the pre-rendered page and the first client render agree.
 */
import { CONTACT_FIELDS, type ContactFormValues } from '@/features/contact-form/send-contact-form.ts';

export const DRAFT_STORAGE_KEY = 'satori-contact-form-draft';

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The four fields of a stored draft; anything else in it (a field that is not a string, unknown keys) is left out. */
export function parseDraft(text: string | null): Partial<ContactFormValues> | undefined {
  if (text === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  const draft: Partial<Record<keyof ContactFormValues, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = parsed[field];
    if (typeof value === 'string' && value !== '') draft[field] = value;
  }
  return Object.keys(draft).length > 0 ? draft : undefined;
}

const isEmpty = (values: ContactFormValues) => CONTACT_FIELDS.every((field) => values[field] === '');

export function readDraft(storage: DraftStorage | undefined): Partial<ContactFormValues> | undefined {
  try {
    return parseDraft(storage?.getItem(DRAFT_STORAGE_KEY) ?? null);
  } catch {
    return undefined;
  }
}

/**
 * Keeps the values, or removes the draft when every field is empty (after a successful send, or when the visitor
 * cleared them). Returns whether storage now matches the values; when it does not (blocked, full), the form
 * still works, only a reload forgets.
 */
export function saveDraft(storage: DraftStorage | undefined, values: ContactFormValues): boolean {
  if (!storage) return false;
  try {
    if (isEmpty(values)) storage.removeItem(DRAFT_STORAGE_KEY);
    else storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, values[field]]))));
    return true;
  } catch {
    return false;
  }
}

/**
 * The values the form starts from once hydrated, per field: what is already in the field (typed before the
 * page hydrated, or put back by the browser's own form restoration), else the stored draft, else empty.
 */
export function valuesToRestore(inFields: Partial<ContactFormValues>, draft: Partial<ContactFormValues> | undefined): ContactFormValues {
  // `||`, not `??`: an empty field gives way to the draft.
  const pick = (field: keyof ContactFormValues) => inFields[field] || draft?.[field] || '';
  return { name: pick('name'), email: pick('email'), phone: pick('phone'), message: pick('message') };
}

/** sessionStorage, or undefined where the browser blocks it (even reading the property can throw). */
export function browserSessionStorage(): DraftStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
