// @vitest-environment node
/**
 * Every part of `npm test` has a time budget, and the steps fit in 15 minutes (issue 32). Deterministic: it reads
 * the step names from the scripts and the project names from the configurations, never a time.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import { budgets } from '../../scripts/bench/budgets.ts';
import { SUITE_NAMES } from '../../scripts/test/playwright-suites.ts';
import viteConfig from '../../vite.config.ts';

const { testBudgets } = budgets;
const namesIn = (file: string, pattern: RegExp) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1] ?? '');

const steps = namesIn('scripts/test/test-all.sh', /^step_begin (\S+)$/gm);
const backgroundJobs = namesIn('scripts/test/test-steps.sh', /printf 'background\\t([a-z-]+)\\t/g);
const config: UserConfig = typeof viteConfig === 'function' ? viteConfig({ mode: 'test', command: 'serve' }) : viteConfig;
const vitestProjects = (config.test?.projects ?? []).map((project) => {
  if (typeof project !== 'object' || !('test' in project) || typeof project.test?.name !== 'string')
    throw new Error('Every vitest project in vite.config.ts is an inline object with a test.name.');
  return `vitest:${project.test.name}`;
});
const projects = [...vitestProjects, ...SUITE_NAMES.map((name) => `playwright:${name}`)];

describe('the time budgets of npm test (budgets.json, testBudgets)', () => {
  it('reads the steps, background jobs and projects it checks', () => {
    expect(steps).toEqual(expect.arrayContaining(['static', 'unit', 'build', 'html', 'browser']));
    expect(backgroundJobs).toEqual(expect.arrayContaining(['packages', 'wordpress-build']));
    expect(vitestProjects.length).toBeGreaterThanOrEqual(2);
  });

  it('gives every step, background job and test project a budget, and names none that does not exist', () => {
    expect(Object.keys(testBudgets.steps).sort(), 'steps of scripts/test/test-all.sh').toEqual([...new Set(steps)].sort());
    expect(Object.keys(testBudgets.background).sort(), 'background jobs of scripts/test/test-steps.sh').toEqual([...new Set(backgroundJobs)].sort());
    expect(Object.keys(testBudgets.projects).sort(), 'vitest projects (vite.config.ts) and Playwright suites').toEqual(projects.sort());
  });

  it('fits the steps in 15 minutes', () => {
    expect(testBudgets.totalSeconds).toBeLessThanOrEqual(900);
    const sum = Object.values(testBudgets.steps).reduce((total, value) => total + value, 0);
    expect(sum, 'the step budgets sum').toBeLessThanOrEqual(testBudgets.totalSeconds);
  });
});
