import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactFormEndpoint } from '@/features/contact-form/contact-form-endpoint.ts';
import { MOCK_CONTACT_FORM_ENDPOINT } from '@/features/contact-form/mock-contact-form-endpoint.ts';
import { CONTACT_FIELDS, HONEYPOT_FIELD, sendContactForm, type ContactFormOutcome } from '@/features/contact-form/send-contact-form.ts';
import { fillTemplate } from '@/lib/text/fill-template.ts';
import { createContactFormHandlers } from '../../../testing/mocks/contact-form-handlers.ts';
import type { FormScenario } from '../../../testing/mocks/form-scenarios.ts';
import { pageSection } from '../../../testing/vitest/page-section.ts';
import { renderWithProviders } from '../../../testing/vitest/render-with-providers.tsx';
import { DRAFT_STORAGE_KEY } from './contact-form-draft.ts';
import { SUCCESS_VISIBLE_MS } from './contact-form-state.ts';
import ContactForm from './contact-form.tsx';
import type { SendContactForm } from './use-contact-form.ts';
import { listenDuringTests } from '../../../testing/vitest/msw-lifecycle.ts';

const props = pageSection('/Contact/Contactus', 'contact-form');

const server = listenDuringTests(setupServer(...createContactFormHandlers()));
afterEach(() => {
  server.events.removeAllListeners();
  sessionStorage.clear();
});

/** The form as the page wires it: the real send, to the mock provider's address (msw answers it). */
const sendToMockProvider: SendContactForm = (values) => sendContactForm(values, { endpoint: MOCK_CONTACT_FORM_ENDPOINT });

/** Counts the sends that reach the provider. */
function countSends() {
  const sends = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url === MOCK_CONTACT_FORM_ENDPOINT) sends.count += 1;
  });
  return sends;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });
const sendButton = () => screen.getByRole('button', { name: new RegExp(`^(${props.submitLabel}|${props.sendingLabel})$`) });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(props.fields.name.label), 'Ananya Iyer');
  await user.type(field(props.fields.email.label), 'ananya.iyer@example.com');
  await user.type(field(props.fields.phone.label), '+91 98400 12345');
  await user.type(field(props.fields.message.label), 'We want a 3D configurator for our tractor range.');
}

/** A send the test answers by hand. */
function controlledSend() {
  const answers: ((outcome: ContactFormOutcome) => void)[] = [];
  const send = vi.fn<SendContactForm>(() => new Promise((resolve) => answers.push(resolve)));
  return {
    send,
    answer: async (outcome: ContactFormOutcome) => {
      await act(async () => {
        answers.shift()?.(outcome);
        await Promise.resolve();
      });
    },
  };
}

// user-event types about 110 characters into the four fields per test: 2–4 s alone, over 5 s on a busy two-core
// machine. The limit only decides how late a real failure is reported.
describe('ContactForm', { timeout: 20_000 }, () => {
  it('has four required, labelled fields of the right types, with autofill, and a four-row message box', () => {
    renderWithProviders(<ContactForm {...props} />);
    const expected = [
      [props.fields.name.label, 'text', 'name'],
      [props.fields.email.label, 'email', 'email'],
      [props.fields.phone.label, 'tel', 'tel'],
    ] as const;
    for (const [label, type, autoComplete] of expected) {
      const input = field(label);
      expect(input).toHaveAttribute('type', type);
      expect(input).toHaveAttribute('autocomplete', autoComplete);
      expect(input).toBeRequired();
    }
    const message = field(props.fields.message.label);
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '4');
    expect(message).toBeRequired();
    expect(screen.getByRole('form', { name: props.header.heading })).toHaveAccessibleDescription(props.requiredNote);
  });

  it('keeps the honeypot out of reach: not in the accessibility tree, not in the Tab order, empty', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ContactForm {...props} />);
    const trap = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    expect(trap).not.toBeNull();
    expect(trap).toHaveValue('');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).not.toContain(HONEYPOT_FIELD);
    const visited: (string | null)[] = [];
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      visited.push(document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName ?? null);
    }
    expect(visited).not.toContain(HONEYPOT_FIELD);
  });

  it('shows progress while sending, sends once for a double click, then resets and thanks the visitor for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { send, answer } = controlledSend();
    renderWithProviders(<ContactForm {...props} send={send} />);
    await fillIn(user);
    await user.dblClick(sendButton());
    expect(send).toHaveBeenCalledTimes(1);
    expect(sendButton()).toHaveTextContent(props.sendingLabel);
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    await answer({ kind: 'sent' });
    expect(screen.getByRole('status')).toHaveTextContent(props.successMessage);
    expect(field(props.fields.name.label)).toHaveValue('');
    expect(field(props.fields.message.label)).toHaveValue('');
    expect(sendButton()).toHaveTextContent(props.submitLabel);
    expect(sendButton()).toHaveAttribute('aria-disabled', 'false');
    act(() => {
      vi.advanceTimersByTime(SUCCESS_VISIBLE_MS);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the spec’s alert word for word on a failure and keeps everything typed', async () => {
    const user = userEvent.setup();
    const { send, answer } = controlledSend();
    renderWithProviders(<ContactForm {...props} send={send} />);
    await fillIn(user);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(sendButton());
    await answer({ kind: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Something went wrong\. Please try again\.$/);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(field(props.fields.name.label)).toHaveValue('Ananya Iyer');
    expect(field(props.fields.email.label)).toHaveValue('ananya.iyer@example.com');
    expect(field(props.fields.phone.label)).toHaveValue('+91 98400 12345');
    expect(field(props.fields.message.label)).toHaveValue('We want a 3D configurator for our tractor range.');
    expect(sendButton()).toHaveFocus();
  });

  it.each<FormScenario>(['500', 'network'])(
    "on the provider's '%s' scenario, through the real send: the spec's alert word for word, every field kept, no thank-you, nothing resent on its own",
    async (scenario) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      server.use(...createContactFormHandlers({ scenario: () => scenario }));
      const sends = countSends();
      renderWithProviders(<ContactForm {...props} send={sendToMockProvider} />);
      await fillIn(user);
      await user.click(sendButton());
      await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Something went wrong\. Please try again\.$/));
      expect(props.failureMessage).toBe('Something went wrong. Please try again.');
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(field(props.fields.name.label)).toHaveValue('Ananya Iyer');
      expect(field(props.fields.email.label)).toHaveValue('ananya.iyer@example.com');
      expect(field(props.fields.phone.label)).toHaveValue('+91 98400 12345');
      expect(field(props.fields.message.label)).toHaveValue('We want a 3D configurator for our tractor range.');
      expect(sendButton()).toHaveTextContent(props.submitLabel);
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(sends.count).toBe(1);
      expect(screen.getByRole('alert')).toHaveTextContent(props.failureMessage);
    },
  );

  it('says to try again shortly on a 429', async () => {
    const user = userEvent.setup();
    const { send, answer } = controlledSend();
    renderWithProviders(<ContactForm {...props} send={send} />);
    await fillIn(user);
    await user.click(sendButton());
    await answer({ kind: 'rate-limited' });
    expect(screen.getByRole('alert')).toHaveTextContent(props.rateLimitedMessage);
    expect(props.rateLimitedMessage).toMatch(/try again shortly/);
  });

  it('shows a 422’s field errors next to their fields, marks them invalid and focuses the first', async () => {
    const user = userEvent.setup();
    const { send, answer } = controlledSend();
    renderWithProviders(<ContactForm {...props} send={send} />);
    await fillIn(user);
    await user.click(sendButton());
    await answer({ kind: 'invalid', fieldErrors: { message: 'is required', email: 'should be an email' } });
    const email = field(props.fields.email.label);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('should be an email');
    expect(field(props.fields.message.label)).toHaveAccessibleDescription('is required');
    expect(field(props.fields.name.label)).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(props.failureMessage);
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    // Correcting one field never sends focus off to the next refused one.
    expect(email).toHaveFocus();
    expect(field(props.fields.message.label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the field error of a 422 from the provider, through the real send: next to its field, focused, and cleared as it is corrected', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(MOCK_CONTACT_FORM_ENDPOINT, () =>
        HttpResponse.json(
          { error: 'Validation errors', errors: [{ field: 'phone', code: 'TYPE_TEXT', message: 'must include a country code' }] },
          { status: 422 },
        ),
      ),
    );
    renderWithProviders(<ContactForm {...props} send={sendToMockProvider} />);
    await fillIn(user);
    await user.click(sendButton());
    const phone = field(props.fields.phone.label);
    await vi.waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(/must include a country code/i);
    expect(phone).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(props.failureMessage);
    for (const other of [props.fields.name.label, props.fields.email.label, props.fields.message.label])
      expect(field(other)).not.toHaveAttribute('aria-invalid');
    await user.clear(phone);
    await user.type(phone, '+91 44 2345 6789');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(phone).toHaveValue('+91 44 2345 6789');
  });

  it('ties the phone hint to its field', () => {
    renderWithProviders(<ContactForm {...props} />);
    const hint = props.fields.phone.hint;
    if (hint === undefined) throw new Error('the phone field has no hint in contact.json');
    expect(field(props.fields.phone.label)).toHaveAccessibleDescription(hint);
  });

  it('sends to the mock provider end to end and thanks the visitor', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm {...props} send={(values) => sendContactForm(values, { endpoint: MOCK_CONTACT_FORM_ENDPOINT })} />);
    await fillIn(user);
    await user.click(sendButton());
    expect(await within(screen.getByRole('status')).findByText(props.successMessage)).toBeInTheDocument();
  });
  it('is a plain HTML form that posts the same fields, multipart, to the provider, for a send before the script runs', () => {
    const { container } = renderWithProviders(<ContactForm {...props} />);
    const form = screen.getByRole('form', { name: props.header.heading });
    expect(form).toHaveAttribute('action', contactFormEndpoint);
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    const names = [...container.querySelectorAll('input[name], textarea[name]')].map((control) => control.getAttribute('name'));
    expect(names).toEqual([...CONTACT_FIELDS, HONEYPOT_FIELD]);
  });

  it('shows how long to wait after a 429 with Retry-After, and keeps the button disabled until then', async () => {
    const user = userEvent.setup();
    const { send, answer } = controlledSend();
    renderWithProviders(<ContactForm {...props} send={send} />);
    await fillIn(user);
    await user.click(sendButton());
    // From the answer on, only the test moves the clock.
    vi.useFakeTimers();
    await answer({ kind: 'rate-limited', retryAfterMs: 45_000 });
    expect(screen.getByRole('alert')).toHaveTextContent(fillTemplate(props.rateLimitedWaitMessage, { seconds: 45 }));
    expect(screen.getByRole('alert')).toHaveTextContent(/wait 45 seconds/);
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(sendButton()).toHaveTextContent(props.submitLabel);
    // Neither the button nor Enter in a field (the form's submit) sends while the wait runs.
    fireEvent.click(sendButton());
    fireEvent.submit(screen.getByRole('form', { name: props.header.heading }));
    expect(send).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(45_000 - 1);
    });
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(sendButton()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(field(props.fields.message.label)).toHaveValue('We want a 3D configurator for our tractor range.');
    fireEvent.click(sendButton());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps what the visitor types in sessionStorage and brings it back when the form opens again', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ContactForm {...props} send={vi.fn<SendContactForm>()} />);
    await fillIn(user);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({ name: 'Ananya Iyer', phone: '+91 98400 12345' });
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    unmount();
    renderWithProviders(<ContactForm {...props} send={vi.fn<SendContactForm>()} />);
    expect(field(props.fields.name.label)).toHaveValue('Ananya Iyer');
    expect(field(props.fields.message.label)).toHaveValue('We want a 3D configurator for our tractor range.');
  });

  it('hydrates the pre-rendered form without a mismatch, then fills in the draft and keeps text typed before hydration', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ name: 'Ananya Iyer', email: 'ananya.iyer@example.com', message: 'From the draft.' }));
    const ui = <ContactForm {...props} send={vi.fn<SendContactForm>()} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    // What the server sent knows nothing of the draft.
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('');
    // The visitor starts typing before the script has taken over.
    const message = container.querySelector('textarea');
    if (!message) throw new Error('no message box');
    message.value = 'Typed before hydration.';
    render(ui, { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    expect(field(props.fields.name.label)).toHaveValue('Ananya Iyer');
    expect(field(props.fields.email.label)).toHaveValue('ananya.iyer@example.com');
    expect(field(props.fields.message.label)).toHaveValue('Typed before hydration.');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({ message: 'Typed before hydration.' });
  });
});
