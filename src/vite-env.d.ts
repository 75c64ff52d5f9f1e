/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * The WordPress content service's base address, such as "https://cms.example.com", fixed at build time.
   * Leave it unset to run on the embedded mock posts (msw, testing/mocks/).
   */
  readonly VITE_WP_API_URL?: string;
  /**
   * The contact form's endpoint at the form-handling provider, such as "https://formspree.io/f/xyzwabcd", fixed at
   * build time. Leave it unset to answer sends with the embedded mock form service (msw, testing/mocks/).
   */
  readonly VITE_CONTACT_FORM_ENDPOINT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * The embedded mocks' switch (scripts/build/vite/mock-services-plugin.ts): testing/mocks/mock-services.ts in builds on
 * the embedded mocks, a module that imports nothing in a production build and in vitest.
 */
declare module 'virtual:mock-services' {
  /** Resolves once requests to the services this build mocks will be answered; at once when it mocks none. */
  export function mockServicesReady(): Promise<void>;
}
