import { describe, expect, it } from 'vitest';
import { FORM_SCENARIOS, FORM_SCENARIO_DESCRIPTIONS, formScenarioOf, RATE_LIMIT_RETRY_AFTER_S } from './form-scenarios.ts';

describe('formScenarioOf', () => {
  it('reads ?form-scenario= from a page address, ignoring case and spaces', () => {
    expect(formScenarioOf('https://www.satorixr.com/Contact/Contactus?form-scenario=500')).toBe('500');
    expect(formScenarioOf('/Contact/Contactus?wp-scenario=slow&form-scenario=%20Network%20')).toBe('network');
  });

  it('finds none without the parameter, for an unknown name, or a broken address', () => {
    expect(formScenarioOf('/Contact/Contactus')).toBeUndefined();
    expect(formScenarioOf('/Contact/Contactus?form-scenario=teapot')).toBeUndefined();
    expect(formScenarioOf('http://[broken')).toBeUndefined();
  });

  it('describes every scenario', () => {
    for (const scenario of FORM_SCENARIOS) expect(FORM_SCENARIO_DESCRIPTIONS[scenario]).not.toBe('');
    expect(FORM_SCENARIO_DESCRIPTIONS['429']).toContain(`Retry-After: ${RATE_LIMIT_RETRY_AFTER_S}`);
  });
});
