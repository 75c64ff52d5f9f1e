#!/usr/bin/env bash
# The real-WordPress contract suite on its own (npm test runs it with the other suites in one Playwright run):
# starts the local WordPress (npm run wp:local), makes the production build against it in a copy
# (scripts/test/wordpress/build-wordpress-copy.sh), runs e2e/wordpress/ against that build, and stops WordPress again.
# Extra arguments go to Playwright.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
status=0
npm run -s wp:local || status=$?
if [ "$status" -eq 3 ]; then
  echo "The real-WordPress suite (e2e/wordpress) needs WordPress, which could not be installed here (see above)." >&2
  exit 1
fi
[ "$status" -eq 0 ] || exit "$status"
trap 'npm run -s wp:stop; [ -n "${copy:-}" ] && rm -rf "$copy"' EXIT
bash scripts/test/wordpress/build-wordpress-copy.sh
copy=$(cat reports/wordpress-build.dir)
E2E_SUITES=wordpress WP_BUILD_DIR=$copy WP_SEED_FILE="$root/.wp-local/seed.json" npx playwright test "$@"
