/**
 * The address sends go to when no form provider is configured; msw answers it (testing/mocks/
 * contact-form-handlers.ts). The reserved .invalid domain never resolves, so a build whose mocks fail to start
 * reports a failed send rather than posting somewhere real. Kept apart from the build-time configuration so
 * that Node code (Playwright specs, the mocks) can import it.
 */
export const MOCK_CONTACT_FORM_ENDPOINT = 'https://forms.satorixr.invalid/f/contact';
