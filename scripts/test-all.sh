#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
step() { printf '\n==> %s\n' "$*"; }

bash scripts/ensure-dependencies.sh
bash scripts/ensure-chromium.sh
rm -rf reports && mkdir -p reports

step "Typecheck (tsc -b: app, node, test and tools projects)"
npm run -s typecheck
step "Lint (eslint)"
npm run -s lint
step "Formatting (prettier --check)"
npm run -s format:check
step "Content validation"
npm run -s content:check
step "Unit and component tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
step "Production build and pre-rendering"
npm run -s build
step "End-to-end tests (Playwright on the production build)"
npx playwright test

step "Summary"
npx tsx scripts/test-summary.ts "$(( $(date +%s) - started ))"
