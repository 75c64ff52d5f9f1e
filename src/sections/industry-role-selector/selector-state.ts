/**
 * The 'Are you from -' selector (SPEC 2.5, 4, 5): choosing or clearing the
 * industry clears the role; 'Get Started' leads to /persona/{industry}{group}
 * only once both are chosen.
 */
export type PersonaGroup = 'sales' | 'training' | 'twin';

export interface IndustryRoles {
  /** As shown, e.g. "Automotive". */
  industry: string;
  /** Four roles per group, twelve in all. */
  roles: Record<PersonaGroup, string[]>;
}

export interface SelectorState {
  industry: string | null;
  role: string | null;
}

export type SelectorAction = { type: 'choose-industry'; industry: string | null } | { type: 'choose-role'; role: string | null };

export const emptySelection: SelectorState = { industry: null, role: null };

export function selectorReducer(state: SelectorState, action: SelectorAction): SelectorState {
  switch (action.type) {
    case 'choose-industry':
      return { industry: action.industry, role: null };
    case 'choose-role':
      return state.industry === null ? state : { ...state, role: action.role };
  }
}

/** The roles offered for the chosen industry, in table order: sales, training, twin. */
export function rolesFor(table: readonly IndustryRoles[], industry: string | null): { role: string; group: PersonaGroup }[] {
  const entry = table.find((candidate) => candidate.industry === industry);
  if (!entry) return [];
  return (['sales', 'training', 'twin'] as const).flatMap((group) => entry.roles[group].map((role) => ({ role, group })));
}

/** The persona page for a complete choice, or null while the choice is incomplete. */
export function personaPath(table: readonly IndustryRoles[], { industry, role }: SelectorState): string | null {
  if (industry === null || role === null) return null;
  const match = rolesFor(table, industry).find((candidate) => candidate.role === role);
  return match ? `/persona/${industry.toLowerCase().replace(/[^a-z]/g, '')}${match.group}` : null;
}

export type StartOutcome = { kind: 'navigate'; path: string } | { kind: 'incomplete' };

/** What pressing 'Get Started' does: open the persona page, or ask for the missing choice (SPEC 5). */
export function startOutcome(table: readonly IndustryRoles[], state: SelectorState): StartOutcome {
  const path = personaPath(table, state);
  return path === null ? { kind: 'incomplete' } : { kind: 'navigate', path };
}
