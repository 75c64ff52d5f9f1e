// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUDGETS_FILE, budgetOf, budgets, knownOverrunOf, parseBudgets, routeClassOf, unexplainedRaises } from '../../scripts/bench/budgets.ts';
import { listPageFiles } from '../../scripts/content/model/paths.ts';

/** The addresses of the site's own case-study pages, each a page file of content-json/pages/case-studies/. */
const caseStudyPaths = listPageFiles(process.cwd())
  .filter((file) => file.startsWith('content-json/pages/case-studies/'))
  .map((file) => (JSON.parse(readFileSync(file, 'utf8')) as { path: string }).path);

describe('budgets.json', () => {
  it('gives each kind of page its class, whatever the spelling of the address', () => {
    expect(caseStudyPaths).toContain('/casestudy/Aerospacejetengine');
    expect(routeClassOf('/').name).toBe('home page');
    expect(routeClassOf('/persona/AutomotiveSales').name).toBe('persona page');
    expect(routeClassOf('/persona/automotive').name).toBe('page built from its own sections');
    expect(routeClassOf('/Blogs').name).toBe('post page or listing');
    expect(routeClassOf('/CaseStudy/factory-twin-rollout').name).toBe('post page or listing');
    expect(routeClassOf('/_post-shells/blogs').name).toBe('post page or listing');
    // The case studies of content-json/pages/case-studies/ are pages of their own sections, not WordPress posts.
    for (const path of caseStudyPaths) expect(routeClassOf(path).name, path).toBe('page built from its own sections');
    expect(routeClassOf('/404').name).toBe('stock page');
    expect(routeClassOf('/about').name).toBe('page built from its own sections');
  });

  it('reads the budgets in bytes, as the file states them', () => {
    expect(budgetOf('/solutions/TwinXrtreme', 'js')).toBe(137 * 1024);
    expect(budgetOf('/persona/logisticstwin', 'html')).toBe(15 * 1024);
    expect(budgets.pagesScale.maxFirstRenderGrowth).toBe(1024);
  });

  it('records an overrun only where a ceiling lies above the budget it exceeds', () => {
    expect(knownOverrunOf('/', 'html')?.ceiling).toBe(19.5 * 1024);
    expect(knownOverrunOf('/about', 'js')).toBeUndefined();
    for (const overrun of budgets.knownOverruns) expect(overrun.ceiling, overrun.route).toBeGreaterThan(budgetOf(overrun.route, overrun.kind));
  });

  it('ends with a class for every other route', () => {
    expect(budgets.routeClasses.at(-1)?.routes).toBe('.*');
  });

  it('refuses a budget that is not a number of bytes, naming the field', () => {
    const text = readFileSync(BUDGETS_FILE, 'utf8').replace('"js": 139264', '"js": "136 KB"');
    expect(() => parseBudgets(text)).toThrow(/budgets\.json is not a valid budgets file:\n {2}\/routeClasses\/0\/js must be integer/);
  });

  it('only lowers a budget, unless the step that raises it says why', () => {
    expect(unexplainedRaises()).toEqual([]);
    const home = budgets.routeClasses[0];
    if (!home) throw new Error('budgets.json has no route class');
    const raised = { ...home, js: home.js + 1024, history: [...home.history, { js: home.js, html: home.html, why: home.why }] };
    expect(unexplainedRaises({ routeClasses: [raised] })).toEqual([
      `budgets.json: "home page" raises its js budget from ${home.js} to ${home.js + 1024} bytes (the budget in force) without a reason: add "raisedBecause" beside it, or keep the budget.`,
    ]);
    expect(unexplainedRaises({ routeClasses: [{ ...raised, raisedBecause: 'The hero gained a 3D model viewer (issue 37).' }] })).toEqual([]);
    // A raise hidden in the ledger counts as much as one in force.
    const earlier = { ...home, history: [{ js: 100, html: home.html, why: 'once' }, ...home.history] };
    expect(unexplainedRaises({ routeClasses: [earlier] })[0]).toContain('history[1]');
  });

  it('refuses an overrun of a kind it does not know', () => {
    const text = readFileSync(BUDGETS_FILE, 'utf8').replace('"kind": "html"', '"kind": "css"');
    expect(() => parseBudgets(text)).toThrow(/\/knownOverruns\/0\/kind must be equal to one of the allowed values/);
  });
});
