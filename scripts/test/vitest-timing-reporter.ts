/**
 * A vitest reporter that writes each test file's time and project to reports/vitest-<label>-files.json
 * (VITEST_TIMINGS_LABEL, "unit" by default), for the slowest-files table of `npm test` (scripts/test/test-summary.ts).
 * A file's time is what its worker spent on it: environment, setup, import and tests.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface VitestFileTiming {
  file: string;
  project: string;
  seconds: number;
}

export default class VitestTimingReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const files: VitestFileTiming[] = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const milliseconds =
        diagnostic.environmentSetupDuration + diagnostic.prepareDuration + diagnostic.setupDuration + diagnostic.collectDuration + diagnostic.duration;
      return { file: relative(process.cwd(), module.moduleId), project: module.project.name, seconds: milliseconds / 1000 };
    });
    mkdirSync('reports', { recursive: true });
    writeFileSync(`reports/vitest-${process.env['VITEST_TIMINGS_LABEL'] ?? 'unit'}-files.json`, `${JSON.stringify(files, null, 2)}\n`);
  }
}
