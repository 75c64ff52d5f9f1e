/**
 * The contact form's one call (SPEC 7): a multipart POST of name, email, phone and message, with an
 * `Accept: application/json` header, to the form-handling provider. It reads whether the answer is ok and,
 * beyond the spec, what a provider says about single fields (Formspree's 422 body, `errors[]`) and whether it
 * is rate limiting (429, with how long its `Retry-After` asks to wait). It never retries: a visitor's message
 * must not be sent twice.
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
  /**
   * The provider asks to slow down (429); `retryAfterMs` is how long its Retry-After asks to wait, when it
   * names a wait the page can read (retryAfterMsOf).
   */
  | { kind: 'rate-limited'; retryAfterMs?: number }
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

/**
 * The longest wait one Retry-After can impose. A provider's header (or a broken clock) may name hours or
 * years; the form then lets the visitor try again after ten minutes, and a new 429 starts a new wait.
 */
export const MAX_RETRY_WAIT_MS = 10 * 60_000;

/** An HTTP-date as senders must write it (RFC 9110 5.6.7, IMF-fixdate), such as "Sun, 06 Nov 1994 08:49:37 GMT". */
const IMF_FIXDATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * How long a Retry-After header (RFC 9110 10.2.3) asks to wait from `now`, in milliseconds: its delay in whole
 * seconds, or its HTTP-date minus `now`, at most MAX_RETRY_WAIT_MS. Undefined when the header is missing,
 * malformed, zero or already past: then there is no wait to show.
 */
export function retryAfterMsOf(header: string | null, now: number): number | undefined {
  const value = header?.trim() ?? '';
  let waitMs: number;
  if (/^\d+$/.test(value)) waitMs = Number(value) * 1000;
  else if (IMF_FIXDATE.test(value)) waitMs = Date.parse(value) - now;
  else return undefined;
  return waitMs > 0 ? Math.min(waitMs, MAX_RETRY_WAIT_MS) : undefined;
}

async function outcomeOf(response: Response): Promise<ContactFormOutcome> {
  if (response.ok) return { kind: 'sent' };
  if (response.status === 429) {
    // A cross-origin provider's Retry-After is readable only if it lists it in Access-Control-Expose-Headers.
    const retryAfterMs = retryAfterMsOf(response.headers.get('Retry-After'), Date.now());
    return retryAfterMs === undefined ? { kind: 'rate-limited' } : { kind: 'rate-limited', retryAfterMs };
  }
  if (response.status === 422) {
    const fieldErrors = fieldErrorsFrom(await jsonBody(response));
    if (Object.keys(fieldErrors).length > 0) return { kind: 'invalid', fieldErrors };
  }
  return { kind: 'failed' };
}

/**
 * Sends the form once and says how it went; it never throws. In the demo build the first send also starts the
 * mock provider (virtual:mock-services), within the send's time limit.
 */
export async function sendContactForm(
  values: ContactFormValues,
  { endpoint, honeypot = '', timeoutMs = SEND_TIMEOUT_MS, fetch = globalThis.fetch }: SendOptions,
): Promise<ContactFormOutcome> {
  const controller = new AbortController();
  // setTimeout, not AbortSignal.timeout: fake clocks in tests can move it.
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // Imported on the first send, not with the page: the posts client imports it too, so it is a chunk of its own,
    // which a static import would add to the contact page's first render.
    const { mockServicesReady } = await import('virtual:mock-services');
    await mockServicesReady();
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
