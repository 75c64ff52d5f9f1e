/**
 * The contact page on the demo build (issues 16 and 25; SPEC 2.8, 4, 5, 7, 8), where a browser is needed: the
 * browser's own validation, the form against the embedded mock provider (msw, and its ?form-scenario= failures),
 * the same form against a provider double on `page.route` (service workers blocked, so the page's own request
 * reaches the route: what goes over the wire, and what CORS lets the page read), the pre-rendered form posting to
 * the provider with JavaScript off or its chunks gone, what the visitor typed kept in sessionStorage across real
 * reloads and visits, and axe with the error messages and with each office shown.
 *
 * Cheaper layers prove the rest: the built page's sections, fields, labels, autofill, honeypot and plain-form
 * attributes in tests/html/contact.test.ts; the failures' alerts, kept fields and a 422's field errors through the
 * real send, and the country tabs with the mouse and the keyboard, in the jsdom tests next to the components
 * (src/sections/contact-form/, src/sections/contact-regions/).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import type { Section } from '../src/content/generated/content-types.ts';
import { MOCK_CONTACT_FORM_ENDPOINT } from '../src/features/contact-form/mock-contact-form-endpoint.ts';
import { DRAFT_STORAGE_KEY } from '../src/sections/contact-form/contact-form-draft.ts';
import { SUCCESS_VISIBLE_MS } from '../src/sections/contact-form/contact-form-state.ts';
import { fillTemplate } from '../src/lib/text/fill-template.ts';
import { WCAG_22_AA } from '../testing/playwright/axe.ts';
import { pages } from '../testing/playwright/content.ts';
import { expect, installClock, openReady, stopClock, test, withCookieChoice } from '../testing/playwright/test.ts';
import { FORM_SCENARIO_PARAM, RATE_LIMIT_RETRY_AFTER_S } from '../testing/mocks/form-scenarios.ts';
import { HONEYPOT_FIELD } from '../src/features/contact-form/send-contact-form.ts';

const CONTACT = '/Contact/Contactus';

function sectionOf<Type extends Section['type']>(type: Type): Extract<Section, { type: Type }> {
  const found = pages.find((page) => page.path === CONTACT)?.sections.find((section): section is Extract<Section, { type: Type }> => section.type === type);
  if (!found) throw new Error(`${CONTACT} has no ${type} section`);
  return found;
}

const form = sectionOf('contact-form');
const regions = sectionOf('contact-regions');

const VISITOR = {
  name: 'Ananya Iyer',
  email: 'ananya.iyer@example.com',
  phone: '+91 98400 12345',
  message: 'We are launching a tractor range in March and want a 3D configurator for our dealers.',
} as const;

/** What the provider receives from VISITOR: the four fields, in the form's order, and the empty honeypot. */
const VISITOR_FIELDS = [
  ['name', VISITOR.name],
  ['email', VISITOR.email],
  ['phone', VISITOR.phone],
  ['message', VISITOR.message],
  [HONEYPOT_FIELD, ''],
];

const fieldOf = (page: Page, field: keyof typeof VISITOR) =>
  page.getByRole('form', { name: form.header.heading }).getByLabel(form.fields[field].label, { exact: true });
const sendButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^(${form.submitLabel}|${form.sendingLabel})$`) });

async function fillIn(page: Page) {
  for (const field of ['name', 'email', 'phone', 'message'] as const) await fieldOf(page, field).fill(VISITOR[field]);
}

async function expectFieldsKept(page: Page) {
  for (const field of ['name', 'email', 'phone', 'message'] as const) await expect(fieldOf(page, field)).toHaveValue(VISITOR[field]);
}

test.beforeEach(async ({ page }) => {
  await withCookieChoice(page);
});

/**
 * Drops the console lines a failing provider is expected to cause: Chromium's own line for each answer that is not
 * ok, and (with service workers blocked) the mock provider's worker failing to start.
 */
function allowProviderFailureLogs(consoleProblems: string[]) {
  const unexpected = consoleProblems.filter((problem) => !/Failed to load resource|The embedded mock services could not start/.test(problem));
  consoleProblems.splice(0, consoleProblems.length, ...unexpected);
}

const alertRegion = (page: Page) => page.getByRole('form', { name: form.header.heading }).getByRole('alert');
const statusRegion = (page: Page) => page.getByRole('form', { name: form.header.heading }).getByRole('status');

/** The draft as the tab keeps it (sessionStorage), and proof that nothing went to localStorage. */
const storedDraft = (page: Page) => page.evaluate((key) => ({ session: sessionStorage.getItem(key), local: localStorage.getItem(key) }), DRAFT_STORAGE_KEY);

test.describe('the browser’s own validation', () => {
  test('lets the browser stop an incomplete form before anything is sent', async ({ page }) => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posts += 1;
    });
    await openReady(page, CONTACT);
    await fieldOf(page, 'name').fill(VISITOR.name);
    await fieldOf(page, 'email').fill('not-an-address');
    await sendButton(page).click();
    expect(await fieldOf(page, 'email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    expect(posts).toBe(0);
    await expect(statusRegion(page)).toBeEmpty();
  });
});

test.describe('the form on the embedded mock provider (msw)', () => {
  test('sends the message and thanks the visitor, with the fields reset and the draft cleared, also for the next visit', async ({ page }) => {
    await openReady(page, CONTACT);
    await fillIn(page);
    await sendButton(page).click();
    await expect(statusRegion(page)).toHaveText(form.successMessage);
    for (const field of ['name', 'email', 'phone', 'message'] as const) await expect(fieldOf(page, field)).toHaveValue('');
    await expect(alertRegion(page)).toBeEmpty();
    expect(await storedDraft(page)).toEqual({ session: null, local: null });
    await openReady(page, CONTACT);
    for (const field of ['name', 'email', 'phone', 'message'] as const) await expect(fieldOf(page, field)).toHaveValue('');
  });

  test("shows a 422's field errors next to their fields ('422' scenario) and passes axe with every message showing", async ({ page, consoleProblems }) => {
    await openReady(page, `${CONTACT}?${FORM_SCENARIO_PARAM}=422`);
    await fillIn(page);
    await sendButton(page).click();
    await expect(alertRegion(page)).toHaveText(form.failureMessage);
    await expect(fieldOf(page, 'email')).toHaveAttribute('aria-invalid', 'true');
    await expect(fieldOf(page, 'email')).toHaveAccessibleDescription('should be an email');
    await expect(fieldOf(page, 'message')).toHaveAttribute('aria-invalid', 'true');
    await expect(fieldOf(page, 'name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(fieldOf(page, 'email')).toBeFocused();
    await expectFieldsKept(page);
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(results.violations).toEqual([]);
    allowProviderFailureLogs(consoleProblems);
  });

  test("shows how long to wait on the '429' scenario and keeps the button disabled until the Retry-After has passed", async ({ page, consoleProblems }) => {
    const sends = countSends(page);
    await openReady(page, `${CONTACT}?${FORM_SCENARIO_PARAM}=429`);
    await fillIn(page);
    await sendButton(page).click();
    await expect(alertRegion(page)).toHaveText(fillTemplate(form.rateLimitedWaitMessage, { seconds: RATE_LIMIT_RETRY_AFTER_S }));
    // From here only the test moves the page's clock; the wait started a moment ago.
    await stopClock(page);
    await expectWaiting(page, sends);
    await expectFieldsKept(page);
    await page.clock.runFor((RATE_LIMIT_RETRY_AFTER_S / 2) * 1000);
    await expectWaiting(page, sends);
    await page.clock.runFor((RATE_LIMIT_RETRY_AFTER_S / 2) * 1000);
    await expect(sendButton(page)).toHaveAttribute('aria-disabled', 'false');
    await expect(alertRegion(page)).toBeEmpty();
    await expectFieldsKept(page);
    await sendButton(page).click();
    await expect.poll(() => sends.count).toBe(2);
    allowProviderFailureLogs(consoleProblems);
  });
});

/** Counts the page's sends to the provider (the request the page makes, before msw's worker answers it). */
function countSends(page: Page) {
  const sends = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === MOCK_CONTACT_FORM_ENDPOINT) sends.count += 1;
  });
  return sends;
}

/** The wait of a 429 runs: the button is disabled, and neither it nor Enter in a field sends anything. */
async function expectWaiting(page: Page, sends: { count: number }) {
  const before = sends.count;
  await expect(sendButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(sendButton(page)).toBeDisabled();
  await sendButton(page).click({ force: true });
  await fieldOf(page, 'name').press('Enter');
  await expect(sendButton(page)).toHaveText(form.submitLabel);
  expect(sends.count).toBe(before);
}

/** A provider double on page.route: answers as told, and keeps each request it saw. */
async function providerDouble(page: Page, answer: (route: Route) => Promise<void>) {
  const requests: { method: string; url: string; headers: Record<string, string>; fields: [string, string][] }[] = [];
  await page.route(MOCK_CONTACT_FORM_ENDPOINT, async (route) => {
    const request = route.request();
    const headers = await request.allHeaders();
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    const parsed = await new Response(new Uint8Array(body), { headers: { 'Content-Type': headers['content-type'] ?? '' } }).formData();
    requests.push({
      method: request.method(),
      url: request.url(),
      headers,
      // A file part would be a mistake here: it shows as its type, so the comparison fails.
      fields: [...parsed.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `(file ${value.type})`]),
    });
    await answer(route);
  });
  return requests;
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) });

test.describe('the form against a provider double (page.route)', () => {
  // Without a service worker the mock provider cannot start, so the page's own request reaches the route.
  test.use({ serviceWorkers: 'block' });

  test('posts the four fields and the empty honeypot, multipart, accepting JSON, once for a double click, with progress while sending, then thanks the visitor for 5 s', async ({
    page,
    consoleProblems,
  }) => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requests = await providerDouble(page, async (route) => {
      await answered;
      await json(200, { ok: true })(route);
    });
    await openReady(page, CONTACT);
    await fillIn(page);
    // From here only the test moves the page's clock: the thank-you's timer starts at a known moment.
    await stopClock(page);
    await sendButton(page).dblclick();
    await expect(sendButton(page)).toHaveText(form.sendingLabel);
    await expect(sendButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(sendButton(page)).toBeFocused();
    await expect.poll(() => requests.length).toBe(1);
    release();
    await expect(statusRegion(page)).toHaveText(form.successMessage);
    await expect(sendButton(page)).toHaveText(form.submitLabel);
    await page.clock.runFor(SUCCESS_VISIBLE_MS - 1);
    await expect(statusRegion(page)).toHaveText(form.successMessage);
    await page.clock.runFor(1);
    await expect(statusRegion(page)).toBeEmpty();
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.headers['accept']).toBe('application/json');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.fields).toEqual(VISITOR_FIELDS);
    allowProviderFailureLogs(consoleProblems);
  });

  // Cross-origin, the page reads Retry-After only when the provider exposes it; unread, there is no wait to show.
  test('keeps every field and says to try again shortly after a 429 whose Retry-After is not exposed to the page (CORS)', async ({ page, consoleProblems }) => {
    const requests = await providerDouble(page, json(429, { error: 'Too many requests' }, { 'Retry-After': '60' }));
    await openReady(page, CONTACT);
    await fillIn(page);
    await sendButton(page).click();
    await expect(alertRegion(page)).toHaveText(form.rateLimitedMessage);
    await expectFieldsKept(page);
    await expect(statusRegion(page)).toBeEmpty();
    await expect(sendButton(page)).toBeEnabled();
    // Nothing is retried on its own.
    await page.clock.runFor(30_000);
    expect(requests).toHaveLength(1);
    allowProviderFailureLogs(consoleProblems);
  });

  test('shows the wait of a 429 whose Retry-After HTTP-date is exposed, and holds the button until then', async ({ page, consoleProblems }) => {
    // The page's clock starts where the test says, so the HTTP-date is a known distance ahead of it.
    const start = new Date('2026-11-26T09:30:00Z');
    await installClock(page, start);
    const retryAt = new Date(start.getTime() + 10 * 60_000);
    const requests = await providerDouble(
      page,
      json(429, { error: 'Too many requests' }, { 'Retry-After': retryAt.toUTCString(), 'Access-Control-Expose-Headers': 'Retry-After' }),
    );
    await openReady(page, CONTACT);
    await fillIn(page);
    await stopClock(page);
    const pageNow = await page.evaluate(() => Date.now());
    await sendButton(page).click();
    const seconds = Math.ceil((retryAt.getTime() - pageNow) / 1000);
    await expect(alertRegion(page)).toHaveText(fillTemplate(form.rateLimitedWaitMessage, { seconds }));
    await expect(sendButton(page)).toBeDisabled();
    await page.clock.runFor(seconds * 1000 - 1);
    await expect(sendButton(page)).toBeDisabled();
    await page.clock.runFor(1);
    await expect(sendButton(page)).toBeEnabled();
    await expectFieldsKept(page);
    expect(requests).toHaveLength(1);
    allowProviderFailureLogs(consoleProblems);
  });
});

/** The provider's own page after a send without the script (Formspree shows its thank-you page). */
const PROVIDER_THANKS = 'Thanks! The provider double received the form.';

/**
 * Fills the pre-rendered form and sends it as the browser does without the page's script, to a provider double,
 * then checks what reached the provider and that no field went into any address.
 */
async function expectPlainFormSubmit(page: Page) {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  const requests = await providerDouble(page, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: `<!doctype html><html lang="en"><title>Thanks</title><p>${PROVIDER_THANKS}</p></html>` }),
  );
  await page.goto(CONTACT);
  await fillIn(page);
  await sendButton(page).click();
  await expect(page.getByText(PROVIDER_THANKS)).toBeVisible();
  expect(requests).toHaveLength(1);
  const [request] = requests;
  expect(request?.method).toBe('POST');
  expect(request?.url).toBe(MOCK_CONTACT_FORM_ENDPOINT);
  expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(request?.fields).toEqual(VISITOR_FIELDS);
  // Not in the provider's address, not in the page's, not in any request's: in any spelling a URL may use.
  expect(addresses).toContain(MOCK_CONTACT_FORM_ENDPOINT);
  for (const address of addresses) {
    const decoded = decodeURIComponent(address.replaceAll('+', ' '));
    for (const value of Object.values(VISITOR)) expect(decoded, address).not.toContain(value);
    for (const field of ['name', 'email', 'phone', 'message']) expect(new URL(address).searchParams.has(field), address).toBe(false);
  }
}

test.describe('the pre-rendered form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posts the four fields, multipart, to the provider and never puts them in an address', async ({ page }) => {
    await expectPlainFormSubmit(page);
  });
});

test.describe("the pre-rendered form when the application's chunks answer 404 (a deploy replaced them)", () => {
  test('posts the four fields, multipart, to the provider and never puts them in an address', async ({ page, request, consoleProblems }) => {
    // The entry script still runs; every chunk it loads after the first paint is gone, so the page never hydrates.
    const html = await (await request.get(CONTACT)).text();
    const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
    if (!entry) throw new Error(`${CONTACT} has no module script`);
    const missing: string[] = [];
    await page.route(/\/assets\/.+\.js$/, (route) => {
      if (new URL(route.request().url()).pathname === entry) return route.continue();
      missing.push(route.request().url());
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    });
    await expectPlainFormSubmit(page);
    expect(missing.length).toBeGreaterThan(0);
    // What the missing chunks cause, and nothing else: the 404s and the entry's failed import.
    const unexpected = consoleProblems.filter((problem) => !/status of 404|Failed to fetch dynamically imported module/.test(problem));
    consoleProblems.splice(0, consoleProblems.length, ...unexpected);
  });
});

test.describe('what the visitor typed (sessionStorage)', () => {
  test('survives a reload and a new visit in the tab, in sessionStorage only, the page hydrating cleanly, and is still kept after a failed send', async ({
    page,
    consoleProblems,
  }) => {
    await openReady(page, CONTACT);
    await fillIn(page);
    const { session, local } = await storedDraft(page);
    expect(JSON.parse(session ?? 'null')).toEqual(VISITOR);
    expect(local).toBeNull();
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expectFieldsKept(page);
    // A new navigation, where the browser restores no form state of its own: the draft alone brings it back.
    await openReady(page, '/about');
    await openReady(page, `${CONTACT}?${FORM_SCENARIO_PARAM}=500`);
    await expectFieldsKept(page);
    // A failed send keeps it, for the next visit too.
    await sendButton(page).click();
    await expect(alertRegion(page)).toHaveText(form.failureMessage);
    expect(JSON.parse((await storedDraft(page)).session ?? 'null')).toEqual(VISITOR);
    await openReady(page, CONTACT);
    await expectFieldsKept(page);
    allowProviderFailureLogs(consoleProblems);
  });
});

test.describe('accessibility', () => {
  // India, the panel the page opens with, is checked by the page sweep; these are the states only a click shows.
  for (const width of [390, 1280]) {
    test(`axe finds no violations at ${width} px with the USA or the Germany office shown`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openReady(page, CONTACT);
      const offices = page.getByRole('region', { name: regions.header.heading });
      for (const country of ['USA', 'Germany']) {
        await offices.getByRole('tab', { name: country }).click();
        await expect(offices.getByRole('tabpanel')).toHaveAccessibleName(country);
        const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
        expect(results.violations, country).toEqual([]);
      }
    });
  }
});
