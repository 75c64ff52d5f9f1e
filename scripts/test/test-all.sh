#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find, with what is independent side by side.
# Each step is timed into reports/timings.tsv; the summary prints every step against its budget (budgets.json,
# testBudgets), then the slowest test files. Times are printed, never asserted: a busy machine must not fail CI.
# docs/testing.md explains the layers and the order.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/test/test-steps.sh

rm -rf reports && mkdir -p reports
timings_start
step_begin setup
bash scripts/dev/ensure-dependencies.sh
# In the background: every Debian package the suites need in one apt transaction, the local WordPress, and the
# production build against it; the steps below wait only for what they use.
start_system_job
step_end setup

step_begin static
# Single-threaded tools, side by side on the two cores; each one's output is printed whole when all are done.
run_parallel \
  "typecheck:npm run -s typecheck" \
  "lint:npm run -s lint" \
  "format and content:npm run -s format:check && npm run -s content:check"
step_end static

step_begin unit
wait_for_chromium
npx vitest run --project 'unit*' --reporter=default --reporter=json --outputFile.json=reports/vitest-unit.json \
  --reporter=./scripts/test/vitest-timing-reporter.ts
step_end unit

step_begin build
npm run -s build:demo
step_end build

step_begin html
VITEST_TIMINGS_LABEL=html npx vitest run --project html --reporter=default --reporter=json --outputFile.json=reports/vitest-html.json \
  --reporter=./scripts/test/vitest-timing-reporter.ts
step_end html

step_begin browser
run_browser_suites
step_end browser

finish_summary
