#!/usr/bin/env bash
# The production-serving suite on its own (npm test runs it with the other suites in one Playwright run): the demo
# build in dist/ on a real nginx with the configuration the build shipped (npm run serve:nginx, over HTTPS with a
# self-signed certificate made at start). Extra arguments go to Playwright.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! bash scripts/dev/ensure-nginx.sh; then
  echo "The production-serving suite (e2e/nginx) needs nginx, which could not be installed here (see above)." >&2
  exit 1
fi
E2E_SUITES=nginx npx playwright test "$@"
