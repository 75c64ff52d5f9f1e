/**
 * Failure scenarios QA can switch on without editing code: `?wp-scenario=<name>` on any page address (kept for
 * the browser tab), or `WP_MOCK_SCENARIO=<name>` for the pre-renderer and server. docs/mock-content-service.md
 * says what each should look like. No msw here: the server can read a scenario name without loading the mocks.
 */

export const MOCK_SCENARIOS = [
  'slow',
  'timeout',
  '500',
  '503',
  '429',
  'malformed-json',
  'html-body',
  'empty',
  'unknown-slug',
  'network-error',
  'cors-refusal',
  'partial-fields',
  'no-total-headers',
] as const;

export type MockScenario = (typeof MOCK_SCENARIOS)[number];

/** The page-address query parameter that picks a scenario for the browser tab. */
export const MOCK_SCENARIO_PARAM = 'wp-scenario';

/** The value of MOCK_SCENARIO_PARAM that clears the tab's scenario. */
export const NO_MOCK_SCENARIO = 'none';

/** sessionStorage key that keeps the tab's scenario across client-side navigation and reloads. */
export const MOCK_SCENARIO_STORAGE_KEY = 'satori-wp-scenario';

/** Environment variable with the scenario for every request of a Node process (pre-renderer, server). */
export const MOCK_SCENARIO_ENV = 'WP_MOCK_SCENARIO';

/** How long the 'slow' scenario holds each answer: longer than a navigation waits, shorter than the client's timeout. */
export const SLOW_SCENARIO_DELAY_MS = 4_000;

/** One line per scenario, for the console and the docs. */
export const MOCK_SCENARIO_DESCRIPTIONS: Readonly<Record<MockScenario, string>> = {
  slow: 'every posts request answers normally after 4 s',
  timeout: 'posts requests never answer (the client gives up after its timeout)',
  '500': 'posts requests answer 500 with WordPress’s critical-error JSON',
  '503': 'posts requests answer 503 (maintenance mode) with Retry-After: 600',
  '429': 'posts requests answer 429 (rate limited) with Retry-After: 30',
  'malformed-json': 'posts requests answer 200 with truncated JSON',
  'html-body': 'posts requests answer 200 with an HTML login page instead of JSON',
  empty: 'every posts list is empty',
  'unknown-slug': 'lists are normal, but no slug matches a post',
  'network-error': 'posts requests fail before any answer, as when the connection drops',
  'cors-refusal': 'posts answers lack Access-Control-Allow-Origin, so the browser refuses them (the server still reads them)',
  'partial-fields': 'posts arrive without a title, an excerpt or _embedded (no image, author or category data)',
  'no-total-headers':
    'lists answer without X-WP-Total, X-WP-TotalPages and Link, as behind a proxy that strips them (listings show page 1 and link no other page)',
};

const isMockScenario = (value: string): value is MockScenario => MOCK_SCENARIOS.some((scenario) => scenario === value);

/** A scenario name (case and surrounding spaces ignored), or undefined for none, 'none' and anything unknown. */
export function parseMockScenario(value: string | null | undefined): MockScenario | undefined {
  const name = value?.trim().toLowerCase() ?? '';
  return isMockScenario(name) ? name : undefined;
}

/** What a tab's scenario was decided from, for the one console line that names it. */
export interface TabScenario {
  scenario: MockScenario | undefined;
  /** A `wp-scenario` value that names no scenario (ignored). */
  unknownValue?: string;
  /** `?wp-scenario=none` cleared a stored scenario, or found none to clear. */
  cleared?: boolean;
}

/** The slice of Storage the tab's scenario needs; sessionStorage in the browser. */
export interface ScenarioStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function storedScenario(storage: ScenarioStorage | undefined): MockScenario | undefined {
  try {
    return parseMockScenario(storage?.getItem(MOCK_SCENARIO_STORAGE_KEY));
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames): then the scenario lasts for one page.
    return undefined;
  }
}

function store(storage: ScenarioStorage | undefined, scenario: MockScenario | undefined): void {
  try {
    if (scenario === undefined) storage?.removeItem(MOCK_SCENARIO_STORAGE_KEY);
    else storage?.setItem(MOCK_SCENARIO_STORAGE_KEY, scenario);
  } catch {
    // See storedScenario.
  }
}

/**
 * The tab's scenario. `addresses` are the page's addresses, most recent first: the current one, then the one the
 * document was loaded from (client-side navigation drops the query before the worker may start). The first
 * that carries `wp-scenario` decides: a scenario name is stored for the tab, `none` (or an empty value) clears
 * it, an unknown name is ignored. Without the parameter, the stored scenario applies.
 */
export function resolveTabScenario(addresses: readonly string[], storage: ScenarioStorage | undefined): TabScenario {
  for (const address of addresses) {
    let value: string | null;
    try {
      value = new URL(address, 'http://localhost').searchParams.get(MOCK_SCENARIO_PARAM);
    } catch {
      continue;
    }
    if (value === null) continue;
    const name = value.trim().toLowerCase();
    if (name === NO_MOCK_SCENARIO || name === '') {
      store(storage, undefined);
      return { scenario: undefined, cleared: true };
    }
    const scenario = parseMockScenario(name);
    if (scenario === undefined) return { scenario: storedScenario(storage), unknownValue: value };
    store(storage, scenario);
    return { scenario };
  }
  return { scenario: storedScenario(storage) };
}

/** The console line for a tab's scenario, or undefined when there is nothing to say. */
export function describeTabScenario({ scenario, unknownValue, cleared }: TabScenario): string | undefined {
  const prefix = '[mock WordPress]';
  if (unknownValue !== undefined) {
    const current = scenario === undefined ? 'no scenario is active' : `"${scenario}" stays active`;
    return `${prefix} ignored ?${MOCK_SCENARIO_PARAM}=${unknownValue}: not a scenario (${MOCK_SCENARIOS.join(', ')}, or ${NO_MOCK_SCENARIO}); ${current}.`;
  }
  if (scenario !== undefined) {
    return `${prefix} scenario "${scenario}" is active in this tab: ${MOCK_SCENARIO_DESCRIPTIONS[scenario]}. Open any page with ?${MOCK_SCENARIO_PARAM}=${NO_MOCK_SCENARIO} to clear it.`;
  }
  return cleared ? `${prefix} no scenario: posts answer normally.` : undefined;
}
