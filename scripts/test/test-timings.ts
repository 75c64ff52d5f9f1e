/** Reads the timings `npm test` leaves in reports/: its steps (scripts/test/test-steps.sh) and Playwright's JSON report. */
import { existsSync, readFileSync } from 'node:fs';

export interface StepTiming {
  kind: 'step' | 'part' | 'background';
  name: string;
  seconds: number;
  /** "ok" or "failed" for a step; the exit status for a part or background job. */
  status: string;
}

export function readStepTimings(file: string): StepTiming[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [kind = '', name = '', seconds = '0', status = ''] = line.split('\t');
      return { kind: kind as StepTiming['kind'], name, seconds: Number(seconds), status };
    });
}

export interface FileTime {
  file: string;
  /** "playwright:<project>" or "vitest:<project>". */
  project: string;
  seconds: number;
}

interface PlaywrightSuite {
  file: string;
  specs?: { tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Each spec file's test-seconds per project: the sum of its tests' durations (all attempts). */
export function playwrightFileTimes(report: { suites?: PlaywrightSuite[] } | undefined): FileTime[] {
  const totals = new Map<string, FileTime>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const project = `playwright:${test.projectName || 'main'}`;
        const key = `${project} ${suite.file}`;
        const entry = totals.get(key) ?? { file: suite.file, project, seconds: 0 };
        entry.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        totals.set(key, entry);
      }
    suite.suites?.forEach(visit);
  };
  report?.suites?.forEach(visit);
  return [...totals.values()];
}
