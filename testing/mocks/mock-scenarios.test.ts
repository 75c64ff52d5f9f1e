// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  MOCK_SCENARIOS,
  MOCK_SCENARIO_STORAGE_KEY,
  describeTabScenario,
  parseMockScenario,
  resolveTabScenario,
  type ScenarioStorage,
} from './mock-scenarios.ts';

afterEach(() => window.sessionStorage.clear());

describe('parseMockScenario', () => {
  it('knows every scenario, whatever the case and spaces', () => {
    for (const scenario of MOCK_SCENARIOS) expect(parseMockScenario(scenario)).toBe(scenario);
    expect(parseMockScenario(' Malformed-JSON ')).toBe('malformed-json');
  });

  it('answers undefined for none, nothing and unknown names', () => {
    for (const value of ['none', '', '   ', 'explode', '404', null, undefined]) expect(parseMockScenario(value)).toBeUndefined();
  });
});

describe('resolveTabScenario', () => {
  const storage = () => window.sessionStorage;

  it('takes the scenario from the address and keeps it for the tab', () => {
    expect(resolveTabScenario(['http://localhost:4173/blogs?wp-scenario=503'], storage())).toEqual({ scenario: '503' });
    expect(storage().getItem(MOCK_SCENARIO_STORAGE_KEY)).toBe('503');
    // A later page of the same tab, its address without the parameter (client-side navigation, or a link).
    expect(resolveTabScenario(['http://localhost:4173/CaseStudy'], storage())).toEqual({ scenario: '503' });
  });

  it('falls back to the address the document was loaded from when navigation has dropped the query', () => {
    const addresses = ['http://localhost:4173/CaseStudy', 'http://localhost:4173/blogs?utm_source=qa&wp-scenario=timeout'];
    expect(resolveTabScenario(addresses, storage())).toEqual({ scenario: 'timeout' });
    expect(storage().getItem(MOCK_SCENARIO_STORAGE_KEY)).toBe('timeout');
  });

  it('lets the current address win over the loaded one', () => {
    const addresses = ['http://localhost:4173/blogs?wp-scenario=empty', 'http://localhost:4173/?wp-scenario=500'];
    expect(resolveTabScenario(addresses, storage()).scenario).toBe('empty');
  });

  it('clears the tab’s scenario with wp-scenario=none (or an empty value)', () => {
    storage().setItem(MOCK_SCENARIO_STORAGE_KEY, '429');
    expect(resolveTabScenario(['/blogs?wp-scenario=none'], storage())).toEqual({ scenario: undefined, cleared: true });
    expect(storage().getItem(MOCK_SCENARIO_STORAGE_KEY)).toBeNull();
    storage().setItem(MOCK_SCENARIO_STORAGE_KEY, '429');
    expect(resolveTabScenario(['/blogs?wp-scenario='], storage()).scenario).toBeUndefined();
    expect(storage().getItem(MOCK_SCENARIO_STORAGE_KEY)).toBeNull();
  });

  it('ignores an unknown name and keeps what was stored', () => {
    storage().setItem(MOCK_SCENARIO_STORAGE_KEY, 'slow');
    expect(resolveTabScenario(['/blogs?wp-scenario=explode'], storage())).toEqual({ scenario: 'slow', unknownValue: 'explode' });
    expect(storage().getItem(MOCK_SCENARIO_STORAGE_KEY)).toBe('slow');
  });

  it('has no scenario by default, and survives storage that is missing or throws', () => {
    expect(resolveTabScenario(['http://localhost:4173/blogs'], storage())).toEqual({ scenario: undefined });
    expect(resolveTabScenario(['/blogs?wp-scenario=500'], undefined)).toEqual({ scenario: '500' });
    const broken: ScenarioStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(resolveTabScenario(['/blogs?wp-scenario=500'], broken)).toEqual({ scenario: '500' });
    expect(resolveTabScenario(['/blogs'], broken)).toEqual({ scenario: undefined });
  });
});

describe('describeTabScenario', () => {
  it('names the active scenario and how to clear it', () => {
    expect(describeTabScenario({ scenario: '429' })).toBe(
      '[mock WordPress] scenario "429" is active in this tab: posts requests answer 429 (rate limited) with Retry-After: 30. Open any page with ?wp-scenario=none to clear it.',
    );
  });

  it('says when a value was ignored or a scenario cleared, and nothing otherwise', () => {
    expect(describeTabScenario({ scenario: undefined, unknownValue: 'explode' })).toMatch(
      /ignored \?wp-scenario=explode: not a scenario \(slow, timeout, .*\); no scenario is active\.$/,
    );
    expect(describeTabScenario({ scenario: undefined, cleared: true })).toBe('[mock WordPress] no scenario: posts answer normally.');
    expect(describeTabScenario({ scenario: undefined })).toBeUndefined();
  });
});
