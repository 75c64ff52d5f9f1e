import { useId, useRef, type SyntheticEvent } from 'react';
import type { ContactFormSection } from '@/content/generated/content-types.ts';
import { contactFormEndpoint } from '@/features/contact-form/contact-form-endpoint.ts';
import { CONTACT_FIELDS, HONEYPOT_FIELD, sendContactForm, type ContactField } from '@/features/contact-form/send-contact-form.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { fillTemplate } from '@/lib/text/fill-template.ts';
import { alertKind, firstInvalidField } from './contact-form-state.ts';
import { useContactForm, type SendContactForm } from './use-contact-form.ts';
import { Actions, Alert, Card, Field, FieldError, Form, Hint, Honeypot, Note, SendButton, Spinner, Status } from './contact-form.styles.ts';

/** What each field is to the browser: its input type and the autofill token (WHATWG autocomplete) it offers. */
const FIELD_INPUTS: Record<Exclude<ContactField, 'message'>, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

/** SPEC 5: the message box has four rows. */
const MESSAGE_ROWS = 4;

export interface ContactFormProps extends ContactFormSection {
  /** Replaces the real send; tests pass their own. */
  send?: SendContactForm;
}

/**
 * Hydrated with the page wherever the form stands (section-contract.ts): a visitor may start typing at once, and
 * the fields' values must be React's from the first keystroke.
 */
export const hydrateWithPage = true;

/**
 * The contact form (SPEC 2.8, 4, 5, 7, 8). The browser checks the required fields and the e-mail and phone types
 * before anything is sent (the spec's only validation); the provider may refuse fields after that, and its words
 * then show under them.
 *
 * The pre-rendered form is a plain HTML form that posts the same fields, multipart, to the same provider: sent
 * before the script has hydrated the page, with JavaScript off, or after a chunk failed to load, the message
 * still arrives (the provider then answers with its own thank-you page) and never lands in an address. Once
 * hydrated, the script sends it instead and answers in place.
 */
export default function ContactForm({
  header,
  fields,
  requiredNote,
  submitLabel,
  sendingLabel,
  successMessage,
  failureMessage,
  rateLimitedMessage,
  rateLimitedWaitMessage,
  send,
}: ContactFormProps) {
  const ids = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const controls = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const sendToProvider: SendContactForm = (values) => sendContactForm(values, { endpoint: contactFormEndpoint, honeypot: honeypot.current?.value ?? '' });
  const { state, edit, submit } = useContactForm(send ?? sendToProvider, {
    valuesInFields: () => Object.fromEntries(CONTACT_FIELDS.map((field) => [field, controls.current[field]?.value ?? ''])),
  });
  const { status, values, fieldErrors, waitSeconds } = state;
  const sending = status === 'sending';
  const waiting = waitSeconds !== undefined;
  const alert = alertKind(status);
  const rateLimitedText = waiting ? fillTemplate(rateLimitedWaitMessage, { seconds: waitSeconds }) : rateLimitedMessage;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit().then((outcome) => {
      // When the provider refuses fields, the first of them takes focus, so keyboard and screen-reader users land
      // on it; once, on that answer, never again while the visitor corrects them.
      if (outcome?.kind !== 'invalid') return;
      const field = firstInvalidField(outcome.fieldErrors, CONTACT_FIELDS);
      if (field) controls.current[field]?.focus();
    });
  };

  const controlProps = (field: ContactField) => {
    const error = fieldErrors[field];
    const describedBy = [fields[field].hint ? `${ids}-${field}-hint` : undefined, error ? `${ids}-${field}-error` : undefined].filter(Boolean).join(' ');
    return {
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        controls.current[field] = element;
      },
      id: `${ids}-${field}`,
      name: field,
      required: true,
      value: values[field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      onChange: (event: { currentTarget: { value: string } }) => edit(field, event.currentTarget.value),
    };
  };

  return (
    <SectionShell>
      {(headingId) => (
        <Card>
          <div>
            <SectionHeader header={header} level={2} headingId={headingId} />
          </div>
          <div>
            <Form
              action={contactFormEndpoint}
              method="post"
              encType="multipart/form-data"
              onSubmit={onSubmit}
              aria-labelledby={headingId}
              aria-describedby={`${ids}-note`}
            >
              <Note id={`${ids}-note`}>{requiredNote}</Note>
              {CONTACT_FIELDS.map((field) => (
                <Field key={field} $wide={field === 'message'}>
                  <label htmlFor={`${ids}-${field}`}>{fields[field].label}</label>
                  {fields[field].hint ? <Hint id={`${ids}-${field}-hint`}>{fields[field].hint}</Hint> : null}
                  {field === 'message' ? (
                    <textarea rows={MESSAGE_ROWS} {...controlProps(field)} />
                  ) : (
                    <input {...FIELD_INPUTS[field]} {...controlProps(field)} />
                  )}
                  <FieldError id={`${ids}-${field}-error`}>{fieldErrors[field] ?? ''}</FieldError>
                </Field>
              ))}
              <Honeypot ref={honeypot} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" aria-hidden="true" defaultValue="" />
              <Actions>
                {/* aria-disabled, not disabled: a disabled button would drop keyboard focus to the page. */}
                <SendButton type="submit" aria-disabled={sending || waiting} $waiting={waiting}>
                  {sending ? <Spinner aria-hidden="true" /> : null}
                  {sending ? sendingLabel : submitLabel}
                </SendButton>
                <Status role="status">{status === 'sent' ? successMessage : ''}</Status>
                <Alert role="alert">{alert === 'failure' ? failureMessage : alert === 'rate-limited' ? rateLimitedText : ''}</Alert>
              </Actions>
            </Form>
          </div>
        </Card>
      )}
    </SectionShell>
  );
}
