/**
 * The mock form-handling provider, shaped like Formspree's JSON API (the provider docs/contact-form.md
 * recommends): a multipart POST with `Accept: application/json` answers `{ ok: true }`, a 422 with
 * `errors[]` for fields that are missing or malformed, and quietly accepts (and drops) submissions whose
 * honeypot is filled. A scenario (form-scenarios.ts), asked on every send, turns it into a failing provider.
 */
import { delay, http, HttpResponse } from 'msw';
import { MOCK_CONTACT_FORM_ENDPOINT } from '@/features/contact-form/mock-contact-form-endpoint.ts';
import { CONTACT_FIELDS, HONEYPOT_FIELD } from '@/features/contact-form/send-contact-form.ts';
import { type FormScenario, RATE_LIMIT_RETRY_AFTER_S, SLOW_FORM_DELAY_MS } from './form-scenarios.ts';

interface ProviderFieldError {
  field: string;
  code: string;
  message: string;
}

const validationErrors = (errors: ProviderFieldError[]) => HttpResponse.json({ error: 'Validation errors', errors }, { status: 422 });

function fieldErrorsOf(data: FormData): ProviderFieldError[] {
  const errors: ProviderFieldError[] = [];
  for (const field of CONTACT_FIELDS) {
    const value = data.get(field);
    if (typeof value !== 'string' || value.trim() === '') errors.push({ field, code: 'REQUIRED_FIELD_EMPTY', message: 'is required' });
  }
  const email = data.get('email');
  if (typeof email === 'string' && email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
    errors.push({ field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' });
  }
  return errors;
}

async function scenarioAnswer(scenario: FormScenario | undefined): Promise<Response | undefined> {
  switch (scenario) {
    case 'slow':
      await delay(SLOW_FORM_DELAY_MS);
      return undefined;
    case '500':
      return HttpResponse.json({ error: 'An unexpected error occurred.' }, { status: 500 });
    case '422':
      return validationErrors([
        { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
        { field: 'message', code: 'REQUIRED_FIELD_EMPTY', message: 'is required' },
      ]);
    case '429':
      // A cross-origin page reads Retry-After only when the provider exposes it (CORS), as this one does.
      return HttpResponse.json(
        { error: 'Too many requests. Please try again later.' },
        { status: 429, headers: { 'Retry-After': String(RATE_LIMIT_RETRY_AFTER_S), 'Access-Control-Expose-Headers': 'Retry-After' } },
      );
    case 'network':
      return HttpResponse.error();
    default:
      return undefined;
  }
}

export interface ContactFormHandlerOptions {
  /** The active scenario, asked on every send (undefined: the provider answers normally). */
  scenario?: () => FormScenario | undefined;
  endpoint?: string;
}

export function createContactFormHandlers({ scenario = () => undefined, endpoint = MOCK_CONTACT_FORM_ENDPOINT }: ContactFormHandlerOptions = {}) {
  return [
    http.post(endpoint, async ({ request }) => {
      const early = await scenarioAnswer(scenario());
      if (early) return early;
      // Without it the real provider answers with a redirect to its thank-you page, not JSON.
      if (!(request.headers.get('Accept') ?? '').includes('application/json')) {
        return HttpResponse.text('This endpoint answers JSON to requests that accept it.', { status: 406 });
      }
      let data: FormData;
      try {
        data = await request.formData();
      } catch {
        return HttpResponse.json({ error: 'The request body must be form data.' }, { status: 400 });
      }
      const trap = data.get(HONEYPOT_FIELD);
      if (typeof trap === 'string' && trap !== '') return HttpResponse.json({ ok: true });
      const errors = fieldErrorsOf(data);
      return errors.length > 0 ? validationErrors(errors) : HttpResponse.json({ ok: true, next: '/thanks?language=en' });
    }),
  ];
}
