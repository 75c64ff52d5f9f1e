/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * The WordPress content service's base address, such as "https://cms.example.com", fixed at build time.
   * Leave it unset to run on the embedded mock posts (msw, src/testing/mocks/).
   */
  readonly VITE_WP_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
