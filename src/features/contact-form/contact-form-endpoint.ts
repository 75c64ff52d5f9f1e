/**
 * Where the contact form posts (SPEC 7: a form-handling provider such as Formspree), fixed at build time by
 * VITE_CONTACT_FORM_ENDPOINT: the script's sends and the pre-rendered form's `action` alike. Only the demo build
 * (`npm run build:demo`) goes without it; the form then posts to the mock provider's address, which msw answers
 * in the browser (started by the first send: send-contact-form.ts). The production build refuses to start
 * without an https endpoint (scripts/build/vite/build-configuration.ts).
 */
import { MOCK_CONTACT_FORM_ENDPOINT } from './mock-contact-form-endpoint.ts';

/** Whether this build posts to the embedded mock form service. */
export const usesMockContactForm = !import.meta.env.VITE_CONTACT_FORM_ENDPOINT;

export const contactFormEndpoint = import.meta.env.VITE_CONTACT_FORM_ENDPOINT || MOCK_CONTACT_FORM_ENDPOINT;
