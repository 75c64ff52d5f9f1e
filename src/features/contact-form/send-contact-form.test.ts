import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContactFormHandlers } from '../../../testing/mocks/contact-form-handlers.ts';
import { RATE_LIMIT_RETRY_AFTER_S, SLOW_FORM_DELAY_MS, type FormScenario } from '../../../testing/mocks/form-scenarios.ts';
import { MOCK_CONTACT_FORM_ENDPOINT } from './mock-contact-form-endpoint.ts';
import {
  contactFormData,
  fieldErrorsFrom,
  HONEYPOT_FIELD,
  MAX_RETRY_WAIT_MS,
  retryAfterMsOf,
  SEND_TIMEOUT_MS,
  sendContactForm,
  type ContactFormValues,
} from './send-contact-form.ts';
import { listenDuringTests } from '../../../testing/vitest/msw-lifecycle.ts';

const ENDPOINT = 'https://forms.example.com/f/abc123';
const VALUES: ContactFormValues = {
  name: 'Ananya Iyer',
  email: 'ananya.iyer@example.com',
  phone: '+91 98400 12345',
  message: 'We would like a 3D configurator for our new tractor range.',
};

let scenario: FormScenario | undefined;
const server = listenDuringTests(setupServer(...createContactFormHandlers({ scenario: () => scenario })));
afterEach(() => {
  scenario = undefined;
});

const send = (values: ContactFormValues = VALUES, honeypot = '') => sendContactForm(values, { endpoint: MOCK_CONTACT_FORM_ENDPOINT, honeypot });

describe('contactFormData', () => {
  it('holds exactly the four fields, in order, and the empty honeypot', () => {
    expect([...contactFormData(VALUES).entries()]).toEqual([
      ['name', VALUES.name],
      ['email', VALUES.email],
      ['phone', VALUES.phone],
      ['message', VALUES.message],
      [HONEYPOT_FIELD, ''],
    ]);
  });
});

describe('sendContactForm', () => {
  it('posts multipart form data with Accept: application/json and reports a sent message', async () => {
    const seen: { method: string; accept: string | null; contentType: string | null; fields: [string, FormDataEntryValue][] }[] = [];
    server.use(
      http.post(ENDPOINT, async ({ request }) => {
        seen.push({
          method: request.method,
          accept: request.headers.get('accept'),
          contentType: request.headers.get('content-type'),
          fields: [...(await request.formData()).entries()],
        });
        return HttpResponse.json({ ok: true });
      }),
    );
    expect(await sendContactForm(VALUES, { endpoint: ENDPOINT })).toEqual({ kind: 'sent' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', accept: 'application/json' });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.fields.map(([name]) => name)).toEqual(['name', 'email', 'phone', 'message', HONEYPOT_FIELD]);
  });

  it('is accepted by the mock provider', async () => {
    expect(await send()).toEqual({ kind: 'sent' });
  });

  it('reads only whether an ok answer is ok, whatever its body', async () => {
    server.use(http.post(ENDPOINT, () => new HttpResponse('<p>Thanks!</p>', { status: 200, headers: { 'Content-Type': 'text/html' } })));
    expect(await sendContactForm(VALUES, { endpoint: ENDPOINT })).toEqual({ kind: 'sent' });
  });

  it('reports the fields a 422 names, in the provider’s words', async () => {
    expect(await send({ ...VALUES, email: 'ananya.iyer' })).toEqual({ kind: 'invalid', fieldErrors: { email: 'should be an email' } });
    scenario = '422';
    expect(await send()).toEqual({ kind: 'invalid', fieldErrors: { email: 'should be an email', message: 'is required' } });
  });

  it('reports a 422 that names no field of the form as a plain failure', async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.json({ error: 'Form not found' }, { status: 422 })));
    expect(await sendContactForm(VALUES, { endpoint: ENDPOINT })).toEqual({ kind: 'failed' });
    server.use(http.post(ENDPOINT, () => HttpResponse.json({ errors: [{ field: 'company', message: 'is required' }] }, { status: 422 })));
    expect(await sendContactForm(VALUES, { endpoint: ENDPOINT })).toEqual({ kind: 'failed' });
  });

  it('tells a rate limit (429) apart from other failures, with the wait its Retry-After names', async () => {
    scenario = '429';
    expect(await send()).toEqual({ kind: 'rate-limited', retryAfterMs: RATE_LIMIT_RETRY_AFTER_S * 1000 });
  });

  it('reads a Retry-After HTTP-date against the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 26, 9, 30, 0) });
    server.use(http.post(ENDPOINT, () => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': 'Thu, 26 Nov 2026 09:31:30 GMT' } })));
    expect(await sendContactForm(VALUES, { endpoint: ENDPOINT })).toEqual({ kind: 'rate-limited', retryAfterMs: 90_000 });
  });

  it('reports a 429 without a readable Retry-After as a rate limit with no wait', async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.json({}, { status: 429 })));
    expect(await sendContactForm(VALUES, { endpoint: ENDPOINT })).toEqual({ kind: 'rate-limited' });
    server.use(http.post(ENDPOINT, () => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': 'soon' } })));
    expect(await sendContactForm(VALUES, { endpoint: ENDPOINT })).toEqual({ kind: 'rate-limited' });
  });

  it.each<FormScenario>(['500', 'network'])('reports the %s scenario as a failure and never throws', async (name) => {
    scenario = name;
    expect(await send()).toEqual({ kind: 'failed' });
  });

  it("answers after SLOW_FORM_DELAY_MS on the 'slow' scenario", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    scenario = 'slow';
    let outcome: unknown;
    void send().then((value) => {
      outcome = value;
    });
    await vi.advanceTimersByTimeAsync(SLOW_FORM_DELAY_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(outcome).toEqual({ kind: 'sent' }));
  });

  it('sends once: a failure is not retried', async () => {
    let calls = 0;
    server.use(
      http.post(ENDPOINT, () => {
        calls += 1;
        return HttpResponse.json({ error: 'Service unavailable' }, { status: 503 });
      }),
    );
    expect(await sendContactForm(VALUES, { endpoint: ENDPOINT })).toEqual({ kind: 'failed' });
    expect(calls).toBe(1);
  });

  it('gives up after SEND_TIMEOUT_MS without an answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.post(ENDPOINT, async () => {
        await delay('infinite');
        return HttpResponse.json({ ok: true });
      }),
    );
    const outcome = sendContactForm(VALUES, { endpoint: ENDPOINT });
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    expect(await outcome).toEqual({ kind: 'failed' });
  });
});

describe('the mock provider', () => {
  it('refuses a request that does not accept JSON, as the real one redirects instead', async () => {
    const response = await fetch(MOCK_CONTACT_FORM_ENDPOINT, { method: 'POST', body: contactFormData(VALUES) });
    expect(response.status).toBe(406);
  });

  it('names every empty field', async () => {
    const outcome = await send({ name: '', email: '', phone: ' ', message: '' });
    expect(outcome).toEqual({ kind: 'invalid', fieldErrors: { name: 'is required', email: 'is required', phone: 'is required', message: 'is required' } });
  });

  it('accepts and drops a submission whose honeypot is filled, as the real one does', async () => {
    expect(await send({ name: '', email: '', phone: '', message: '' }, 'https://spam.example')).toEqual({ kind: 'sent' });
  });
});

describe('retryAfterMsOf', () => {
  const NOW = Date.UTC(2026, 10, 26, 9, 30, 0);

  it('reads delay-seconds', () => {
    expect(retryAfterMsOf('60', NOW)).toBe(60_000);
    expect(retryAfterMsOf(' 1 ', NOW)).toBe(1_000);
  });

  it('reads an HTTP-date (IMF-fixdate) as the time left until then', () => {
    expect(retryAfterMsOf('Thu, 26 Nov 2026 09:32:00 GMT', NOW)).toBe(120_000);
    expect(retryAfterMsOf('Thu, 26 Nov 2026 09:30:00 GMT', NOW - 500)).toBe(500);
  });

  it('names no wait for a missing, malformed, zero or past value', () => {
    for (const header of [
      null,
      '',
      '0',
      '-5',
      '1.5',
      '60s',
      'soon',
      '1e3',
      'Thu, 26 Nov 2026 09:29:59 GMT',
      'Thu, 26 Nov 2026 09:30:00 GMT',
      '2026-11-26T09:31:00Z',
    ]) {
      expect(retryAfterMsOf(header, NOW), String(header)).toBeUndefined();
    }
  });

  it('never asks for more than MAX_RETRY_WAIT_MS, however far the header reaches', () => {
    expect(retryAfterMsOf('86400', NOW)).toBe(MAX_RETRY_WAIT_MS);
    expect(retryAfterMsOf('99999999999999999999999', NOW)).toBe(MAX_RETRY_WAIT_MS);
    expect(retryAfterMsOf('Fri, 31 Dec 9999 23:59:59 GMT', NOW)).toBe(MAX_RETRY_WAIT_MS);
  });
});

describe('fieldErrorsFrom', () => {
  it('keeps the first message per known field and ignores malformed entries', () => {
    expect(
      fieldErrorsFrom({
        errors: [
          null,
          'oops',
          { field: 'email', message: '  should be an email ' },
          { field: 'email', message: 'second' },
          { field: 'phone', message: '' },
          { message: 'form-level' },
        ],
      }),
    ).toEqual({ email: 'should be an email' });
    expect(fieldErrorsFrom(undefined)).toEqual({});
    expect(fieldErrorsFrom({ errors: 'none' })).toEqual({});
  });
});
