/**
 * The contact form's one call (SPEC 7): a multipart POST of name, email, phone and message, with an
 * `Accept: application/json` header, to the form-handling provider. It reads whether the answer is ok and,
 * beyond the spec, what a provider says about single fields (Formspree's 422 body, `errors[]`) and whether it
 * is rate limiting (429). It never retries: a visitor's message must not be sent twice.
 */

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactFormValues = Readonly<Record<ContactField, string>>;

/** Per field, the provider's words about what is wrong with it. */
export type ContactFieldErrors = Readonly<Partial<Record<ContactField, string>>>;

/**
 * The spam trap: a field people never see or reach, sent empty. Form providers (Formspree among them) drop a
 * submission that fills it, which is what simple bots do with every field they find.
 */
export const HONEYPOT_FIELD = '_gotcha';

/** How long a send may take before the form gives up on it and says so (the button cannot stay busy forever). */
export const SEND_TIMEOUT_MS = 20_000;

export type ContactFormOutcome =
  | { kind: 'sent' }
  /** The provider refused some fields (a 422 naming them). */
  | { kind: 'invalid'; fieldErrors: ContactFieldErrors }
  /** The provider asks to slow down (429). */
  | { kind: 'rate-limited' }
  /** Any other answer that is not ok, no answer (network failure) or no answer in time. */
  | { kind: 'failed' };

export interface SendOptions {
  endpoint: string;
  /** The honeypot's value: empty unless something filled the hidden field. */
  honeypot?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** The multipart body: exactly the four fields, in the spec's order, and the honeypot. */
export function contactFormData(values: ContactFormValues, honeypot = ''): FormData {
  const data = new FormData();
  for (const field of CONTACT_FIELDS) data.append(field, values[field]);
  data.append(HONEYPOT_FIELD, honeypot);
  return data;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isContactField = (value: unknown): value is ContactField => CONTACT_FIELDS.some((field) => field === value);

/**
 * The field errors of a provider's 422 body, `{ errors: [{ field, message, code }] }`. Errors without a field
 * (the whole form) or for fields the form does not have are left out: the form then reports a plain failure.
 */
export function fieldErrorsFrom(body: unknown): ContactFieldErrors {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!isRecord(body) || !Array.isArray(body['errors'])) return errors;
  for (const entry of body['errors']) {
    if (!isRecord(entry)) continue;
    const { field, message } = entry;
    if (isContactField(field) && typeof message === 'string' && message.trim() !== '' && errors[field] === undefined) errors[field] = message.trim();
  }
  return errors;
}

async function jsonBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function outcomeOf(response: Response): Promise<ContactFormOutcome> {
  if (response.ok) return { kind: 'sent' };
  if (response.status === 429) return { kind: 'rate-limited' };
  if (response.status === 422) {
    const fieldErrors = fieldErrorsFrom(await jsonBody(response));
    if (Object.keys(fieldErrors).length > 0) return { kind: 'invalid', fieldErrors };
  }
  return { kind: 'failed' };
}

/** Sends the form once and says how it went; it never throws. */
export async function sendContactForm(
  values: ContactFormValues,
  { endpoint, honeypot = '', timeoutMs = SEND_TIMEOUT_MS, fetch = globalThis.fetch }: SendOptions,
): Promise<ContactFormOutcome> {
  const controller = new AbortController();
  // setTimeout, not AbortSignal.timeout: fake clocks in tests can move it.
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      // No Content-Type: the browser sets multipart/form-data with its boundary.
      headers: { Accept: 'application/json' },
      body: contactFormData(values, honeypot),
      signal: controller.signal,
    });
    return await outcomeOf(response);
  } catch {
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
