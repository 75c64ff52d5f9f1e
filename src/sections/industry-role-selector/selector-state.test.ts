import { describe, expect, it } from 'vitest';
import { emptySelection, personaPath, rolesFor, selectorReducer, startOutcome } from './selector-state.ts';
import { specRoleTable } from './spec-role-table.fixture.ts';

const table = specRoleTable;

describe('industry and role selector', () => {
  it('starts with nothing chosen and no destination', () => {
    expect(personaPath(table, emptySelection)).toBeNull();
    expect(rolesFor(table, null)).toEqual([]);
  });

  it('offers the twelve roles of the chosen industry, four per group', () => {
    const roles = rolesFor(table, 'Logistics');
    expect(roles).toHaveLength(12);
    expect(roles.filter((role) => role.group === 'twin').map((role) => role.role)).toEqual([
      'Facility Layout Engineers',
      'Logistics Planners',
      'Digital Twin Analysts',
      'Automation Leads',
    ]);
  });

  it('clears the role whenever the industry changes or is cleared', () => {
    const chosen = [
      { type: 'choose-industry', industry: 'Automotive' },
      { type: 'choose-role', role: 'Dealer Principals' },
    ] as const;
    const complete = chosen.reduce(selectorReducer, emptySelection);
    expect(complete).toEqual({ industry: 'Automotive', role: 'Dealer Principals' });
    expect(selectorReducer(complete, { type: 'choose-industry', industry: 'Manufacturing' })).toEqual({ industry: 'Manufacturing', role: null });
    expect(selectorReducer(complete, { type: 'choose-industry', industry: null })).toEqual(emptySelection);
  });

  it('ignores a role before an industry is chosen', () => {
    expect(selectorReducer(emptySelection, { type: 'choose-role', role: 'Dealer Principals' })).toEqual(emptySelection);
  });

  it.each(table.flatMap(({ industry }) => rolesFor(table, industry).map(({ role, group }) => [industry, role, `/persona/${industry.toLowerCase()}${group}`])))(
    '%s / %s leads to %s',
    (industry, role, path) => {
      expect(personaPath(table, { industry, role })).toBe(path);
    },
  );

  it('asks for the missing choice until both are made, then opens the persona page', () => {
    expect(startOutcome(table, emptySelection)).toEqual({ kind: 'incomplete' });
    expect(startOutcome(table, { industry: 'Manufacturing', role: null })).toEqual({ kind: 'incomplete' });
    expect(startOutcome(table, { industry: 'Manufacturing', role: 'EHS Managers' })).toEqual({ kind: 'navigate', path: '/persona/manufacturingtraining' });
  });

  it('has no destination for a role that belongs to another industry', () => {
    expect(personaPath(table, { industry: 'Logistics', role: 'Dealer Principals' })).toBeNull();
    expect(startOutcome(table, { industry: 'Logistics', role: 'Dealer Principals' })).toEqual({ kind: 'incomplete' });
  });
});
