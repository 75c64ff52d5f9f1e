#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
step() { printf '\n==> %s\n' "$*"; }

bash scripts/ensure-dependencies.sh
bash scripts/ensure-chromium.sh
rm -rf reports && mkdir -p reports

# The local WordPress for the contract suite installs and starts in the background (about 2 minutes on a
# machine without its packages) while the checks below run; scripts/test-wordpress.sh waits for it.
export WP_LOCAL_STATUS_FILE=reports/wp-local.status WP_LOCAL_LOG_FILE=reports/wp-local.log
(
  status=0
  npm run -s wp:local >"$WP_LOCAL_LOG_FILE" 2>&1 || status=$?
  echo "$status" >"$WP_LOCAL_STATUS_FILE"
) &
# Whatever happens below, WordPress is stopped once its background start has finished.
trap 'wait || true; npm run -s wp:stop >/dev/null 2>&1 || true' EXIT

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
step "Demo build and pre-rendering (npm run build:demo: the embedded mock posts and form provider)"
npm run -s build:demo
step "End-to-end tests (Playwright on the demo build)"
npx playwright test
step "The studio (Playwright on the development server, over a throwaway copy of the content)"
npx playwright test -c playwright.studio.config.ts
step "Production serving on nginx (Playwright on the same build, served with its shipped configuration)"
bash scripts/test-nginx.sh
step "Contract tests against a real WordPress (Playwright on a build with VITE_WP_API_URL)"
bash scripts/test-wordpress.sh

step "Summary"
npx tsx scripts/test-summary.ts "$(( $(date +%s) - started ))"
