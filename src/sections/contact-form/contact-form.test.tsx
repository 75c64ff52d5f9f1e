import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MOCK_CONTACT_FORM_ENDPOINT } from '@/features/contact-form/mock-contact-form-endpoint.ts';
import { HONEYPOT_FIELD, sendContactForm, type ContactFormOutcome } from '@/features/contact-form/send-contact-form.ts';
import { createContactFormHandlers } from '@/testing/mocks/contact-form-handlers.ts';
import { pageSection } from '../../../tests/support/page-section.ts';
import { renderWithProviders } from '../../../tests/support/render-with-providers.tsx';
import { SUCCESS_VISIBLE_MS } from './contact-form-state.ts';
import ContactForm from './contact-form.tsx';
import type { SendContactForm } from './use-contact-form.ts';

const props = pageSection('/Contact/Contactus', 'contact-form');

const server = setupServer(...createContactFormHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

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

describe('ContactForm', () => {
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
});
