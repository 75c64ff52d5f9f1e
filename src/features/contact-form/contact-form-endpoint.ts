/**
 * Where the contact form posts (SPEC 7: a form-handling provider such as Formspree), fixed at build time by
 * VITE_CONTACT_FORM_ENDPOINT. Without it the form posts to the mock provider's address, which msw answers in the
 * browser (started by the app: see contact-form-service.tsx); the build warns that it does
 * (scripts/lib/contact-form-endpoint-plugin.ts).
 */
import { MOCK_CONTACT_FORM_ENDPOINT } from './mock-contact-form-endpoint.ts';

/** Whether this build posts to the embedded mock form service. */
export const usesMockContactForm = !import.meta.env.VITE_CONTACT_FORM_ENDPOINT;

export const contactFormEndpoint = import.meta.env.VITE_CONTACT_FORM_ENDPOINT || MOCK_CONTACT_FORM_ENDPOINT;
