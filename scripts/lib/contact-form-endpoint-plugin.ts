/**
 * Checks the contact form's endpoint (VITE_CONTACT_FORM_ENDPOINT) when the site is built. Unset, the build
 * still succeeds, since the embedded default run answers sends with msw, but it says loudly that messages
 * would reach nobody. Set to something that is not an https address, the build fails: a typo here would
 * otherwise surface only when a visitor's message is lost.
 */
import type { Plugin } from 'vite';

export const CONTACT_FORM_ENDPOINT_VARIABLE = 'VITE_CONTACT_FORM_ENDPOINT';

export type EndpointCheck = { kind: 'ok' } | { kind: 'unset'; warning: string } | { kind: 'invalid'; error: string };

export function checkContactFormEndpoint(value: string | undefined): EndpointCheck {
  if (value === undefined || value.trim() === '') {
    return {
      kind: 'unset',
      warning: [
        `${CONTACT_FORM_ENDPOINT_VARIABLE} is not set: the contact form posts to the embedded mock form service (msw),`,
        'so no message reaches anyone. That is right for local runs and tests; for production, set it to your form',
        "provider's endpoint, such as https://formspree.io/f/<form id> (README, Configuration).",
      ].join('\n'),
    };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return {
      kind: 'invalid',
      error: `${CONTACT_FORM_ENDPOINT_VARIABLE} is "${value}", which is not a web address. Use the full https address of your form, such as https://formspree.io/f/<form id>.`,
    };
  }
  if (url.protocol !== 'https:') {
    return {
      kind: 'invalid',
      error: `${CONTACT_FORM_ENDPOINT_VARIABLE} is "${value}": it must start with https:// so that visitors' messages travel encrypted.`,
    };
  }
  return { kind: 'ok' };
}

export function contactFormEndpointPlugin(value: string | undefined): Plugin {
  return {
    name: 'satori:contact-form-endpoint',
    apply: 'build',
    buildStart() {
      // Once per build: the client build, not again for the server bundle.
      if (this.environment.config.consumer === 'server') return;
      const check = checkContactFormEndpoint(value);
      if (check.kind === 'invalid') this.error(check.error);
      if (check.kind === 'unset') this.environment.logger.warn(`\n\u26a0 ${check.warning}\n`);
    },
  };
}
