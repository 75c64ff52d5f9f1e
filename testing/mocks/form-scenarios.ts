/**
 * Failure scenarios of the mock form provider, for QA: open the contact page with `?form-scenario=<name>` and
 * send the form. The scenario is read from the page address on every send, so it lasts while the address
 * carries it. docs/contact-form.md says what each should look like.
 */

export const FORM_SCENARIOS = ['slow', '500', '422', '429', 'network'] as const;

export type FormScenario = (typeof FORM_SCENARIOS)[number];

export const FORM_SCENARIO_PARAM = 'form-scenario';

/** How long the 'slow' scenario holds its answer: long enough to watch the button's progress state. */
export const SLOW_FORM_DELAY_MS = 4_000;

/** The wait the '429' scenario's Retry-After names, in seconds. */
export const RATE_LIMIT_RETRY_AFTER_S = 60;

export const FORM_SCENARIO_DESCRIPTIONS: Readonly<Record<FormScenario, string>> = {
  slow: 'sends are accepted after 4 s',
  '500': 'sends answer 500 (the provider failed)',
  '422': 'sends answer 422 with field errors for the e-mail and the message',
  '429': `sends answer 429 (rate limited) with Retry-After: ${RATE_LIMIT_RETRY_AFTER_S}`,
  network: 'sends fail as if the network were down',
};

const isFormScenario = (value: string): value is FormScenario => FORM_SCENARIOS.some((scenario) => scenario === value);

/** The scenario a page address names (case and surrounding spaces ignored), or undefined. */
export function formScenarioOf(address: string): FormScenario | undefined {
  let value: string | null;
  try {
    value = new URL(address, 'http://localhost').searchParams.get(FORM_SCENARIO_PARAM);
  } catch {
    return undefined;
  }
  const name = value?.trim().toLowerCase() ?? '';
  return isFormScenario(name) ? name : undefined;
}
