/**
 * Runs fast-check properties and records how many runs each made, so that `npm test` can print the fuzzing it did
 * (scripts/test/test-summary.ts reads reports/fuzz/*.json). Each fuzz file calls writeFuzzReportAfterAll once with its
 * name; vitest gives every file its own module state, so files never mix their records.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll } from 'vitest';

export const FUZZ_REPORT_DIR = join('reports', 'fuzz');

/** Each fuzz test's limit: their runs are chosen to take seconds, but the machine running `npm test` may be busy. */
export const FUZZ_TIMEOUT_MS = 60_000;

export interface FuzzPropertyRecord {
  name: string;
  runs: number;
  failed: boolean;
}

export interface FuzzReport {
  properties: FuzzPropertyRecord[];
}

const records: FuzzPropertyRecord[] = [];

/**
 * Checks a property for `numRuns` runs, records them, and fails with fast-check's report (counterexample, seed and
 * path to replay it) when a run fails.
 */
export async function fuzz<Ts>(name: string, property: fc.IRawProperty<Ts>, numRuns: number): Promise<void> {
  const details = await fc.check(property, { numRuns });
  records.push({ name, runs: details.numRuns, failed: details.failed });
  if (details.failed) throw new Error(fc.defaultReportMessage(details) ?? `The property "${name}" failed.`);
}

/** Writes this file's records to reports/fuzz/<name>.json once its tests have run. */
export function writeFuzzReportAfterAll(name: string): void {
  afterAll(() => {
    mkdirSync(FUZZ_REPORT_DIR, { recursive: true });
    const report: FuzzReport = { properties: records };
    writeFileSync(join(FUZZ_REPORT_DIR, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  });
}
