/**
 * The byte budgets of budgets.json, checked when read (a mistyped budget must fail loudly, not pass every page),
 * and the rules that pick a route's budget: the first route class whose pattern matches the route, in lower case
 * so that alias spellings match.
 */
import { readFileSync } from 'node:fs';
import Ajv, { type JSONSchemaType } from 'ajv';

export type BudgetKind = 'js' | 'html';

/** A class's budgets as they stood once: the ledger of how they came to be what they are. */
interface EarlierBudget {
  js: number;
  html: number;
  why: string;
  /** Required when either figure is higher than the one before it: a budget only goes up for a written reason. */
  raisedBecause?: string;
}

interface RouteClass extends EarlierBudget {
  name: string;
  /** A regular expression over the lower-cased route. */
  routes: string;
  /** Lower-cased routes the pattern matches that belong to a later class. */
  except?: string[];
  /** The class's earlier budgets, oldest first; the class's own js and html are the budgets in force. */
  history: EarlierBudget[];
}

interface KnownOverrun {
  route: string;
  kind: BudgetKind;
  /** The size the route may not grow past while it exceeds its class's budget. */
  ceiling: number;
  why: string;
}

export interface Budgets {
  routeClasses: RouteClass[];
  /**
   * Routes over their class's budget on the day the budgets were introduced, each with the ceiling it may not grow
   * past. tests/html/budgets.test.ts fails when such a route grows beyond its ceiling, and also when it comes back under
   * budget, so that the entry is removed and the plain budget applies again.
   */
  knownOverruns: KnownOverrun[];
  pagesScale: { maxFirstRenderGrowth: number; why: string };
  testBudgets: TestBudgets;
}

/** Seconds of `npm test`: its steps (summed, at most totalSeconds), its background jobs, and each test project's test-seconds. */
export interface TestBudgets {
  totalSeconds: number;
  steps: Record<string, number>;
  background: Record<string, number>;
  /** "vitest:<project>" or "playwright:<project>" → the sum of the project's file times over all workers. */
  projects: Record<string, number>;
}

const bytes = { type: 'integer', minimum: 1 } as const;
const why = { type: 'string', minLength: 1 } as const;
const seconds = { type: 'integer', minimum: 1 } as const;

const budgetsSchema: JSONSchemaType<Budgets> = {
  type: 'object',
  required: ['routeClasses', 'knownOverruns', 'pagesScale', 'testBudgets'],
  properties: {
    routeClasses: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['name', 'routes', 'js', 'html', 'why', 'history'],
        properties: {
          name: { type: 'string', minLength: 1 },
          routes: { type: 'string', minLength: 1 },
          except: { type: 'array', items: { type: 'string', pattern: '^/[^A-Z]*$' }, nullable: true },
          js: bytes,
          html: bytes,
          why,
          raisedBecause: { ...why, nullable: true },
          history: {
            type: 'array',
            items: {
              type: 'object',
              required: ['js', 'html', 'why'],
              properties: { js: bytes, html: bytes, why, raisedBecause: { ...why, nullable: true } },
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    },
    knownOverruns: {
      type: 'array',
      items: {
        type: 'object',
        required: ['route', 'kind', 'ceiling', 'why'],
        properties: { route: { type: 'string', pattern: '^/' }, kind: { type: 'string', enum: ['js', 'html'] }, ceiling: bytes, why },
        additionalProperties: false,
      },
    },
    pagesScale: {
      type: 'object',
      required: ['maxFirstRenderGrowth', 'why'],
      properties: { maxFirstRenderGrowth: bytes, why },
      additionalProperties: false,
    },
    testBudgets: {
      type: 'object',
      required: ['totalSeconds', 'steps', 'background', 'projects'],
      properties: {
        totalSeconds: seconds,
        steps: { type: 'object', required: [], additionalProperties: seconds },
        background: { type: 'object', required: [], additionalProperties: seconds },
        projects: { type: 'object', required: [], propertyNames: { pattern: '^(vitest|playwright):[a-z-]+$' }, additionalProperties: seconds },
      },
      // "$comment" says how the figures are read.
      additionalProperties: true,
    },
  },
  // "$comment" says what the file is for.
  additionalProperties: true,
};

export const BUDGETS_FILE = 'budgets.json';

/** Parses and checks a budgets file's text; throws a plain message naming the file and the field at fault. */
export function parseBudgets(text: string, file = BUDGETS_FILE): Budgets {
  const validate = new Ajv({ allErrors: true }).compile(budgetsSchema);
  const value: unknown = JSON.parse(text);
  if (!validate(value)) {
    const problems = (validate.errors ?? []).map((error) => `${error.instancePath || '(the file)'} ${error.message ?? 'is not valid'}`);
    throw new Error(`${file} is not a valid budgets file:\n  ${problems.join('\n  ')}`);
  }
  return value;
}

export const budgets: Budgets = parseBudgets(readFileSync(new URL(`../../${BUDGETS_FILE}`, import.meta.url), 'utf8'));

/** The route's class: the first whose pattern matches its lower-cased spelling and that does not except it. */
export function routeClassOf(route: string, { routeClasses } = budgets): RouteClass {
  const key = route.toLowerCase();
  const routeClass = routeClasses.find((candidate) => new RegExp(candidate.routes).test(key) && !candidate.except?.includes(key));
  if (!routeClass) throw new Error(`${BUDGETS_FILE}: no route class matches ${route}; the last class should match every route (".*").`);
  return routeClass;
}

export const budgetOf = (route: string, kind: BudgetKind): number => routeClassOf(route)[kind];

/**
 * Budgets are a ratchet: each class's ledger (its history, then the budgets in force) may only go down, unless the
 * step that raises a figure says why in `raisedBecause`. Returns one plain sentence per raise that does not.
 */
export function unexplainedRaises({ routeClasses }: Pick<Budgets, 'routeClasses'> = budgets): string[] {
  return routeClasses.flatMap((routeClass) => {
    const ledger: EarlierBudget[] = [...routeClass.history, routeClass];
    return ledger.slice(1).flatMap((step, index) => {
      const before = ledger[index];
      if (!before || step.raisedBecause) return [];
      const raised = (['js', 'html'] as const).filter((kind) => step[kind] > before[kind]);
      const where = index + 1 === routeClass.history.length ? 'the budget in force' : `history[${index + 1}]`;
      return raised.map(
        (kind) =>
          `${BUDGETS_FILE}: "${routeClass.name}" raises its ${kind} budget from ${before[kind]} to ${step[kind]} bytes (${where}) without a reason: add "raisedBecause" beside it, or keep the budget.`,
      );
    });
  });
}

/** The ceiling of a route recorded as over its budget, if it is one. */
export const knownOverrunOf = (route: string, kind: BudgetKind): KnownOverrun | undefined =>
  budgets.knownOverruns.find((overrun) => overrun.route === route && overrun.kind === kind);
