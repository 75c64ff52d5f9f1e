/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * The WordPress content service's base address, such as "https://cms.example.com", fixed at build time.
   * Leave it unset to run on the embedded mock posts (msw, src/testing/mocks/).
   */
  readonly VITE_WP_API_URL?: string;
  /**
   * The contact form's endpoint at the form-handling provider, such as "https://formspree.io/f/xyzwabcd", fixed at
   * build time. Leave it unset to answer sends with the embedded mock form service (msw, src/testing/mocks/).
   */
  readonly VITE_CONTACT_FORM_ENDPOINT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
