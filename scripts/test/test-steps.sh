# The machinery of scripts/test/test-all.sh (sourced): timed steps, side-by-side commands, and the background jobs
# (Debian packages and WordPress; the production build against WordPress). Each step's seconds go to
# reports/timings.tsv as "<kind>\t<name>\t<seconds>\t<status>"; scripts/test/test-summary.ts prints them against budgets.json.

TIMINGS=reports/timings.tsv
SYSTEM_STATUS=reports/system-packages.status
export WP_LOCAL_STATUS_FILE=reports/wp-local.status WP_LOCAL_LOG_FILE=reports/wp-local.log
export WP_BUILD_STATUS_FILE=reports/wordpress-build.status WP_BUILD_LOG_FILE=reports/wordpress-build.log

timings_start() {
  suite_started=$(date +%s)
  : >"$TIMINGS"
  # Whatever happens, the summary prints what ran, and WordPress is stopped once its background start has finished.
  trap 'status=$?; finish_summary_on_exit "$status"; wait || true; npm run -s wp:stop >/dev/null 2>&1 || true; exit "$status"' EXIT
}

step_begin() {
  current_step=$1
  current_step_started=$(date +%s)
  printf '\n==> %s\n' "$1"
}

step_end() {
  printf 'step\t%s\t%s\tok\n' "$current_step" "$(($(date +%s) - current_step_started))" >>"$TIMINGS"
  current_step=""
}

# run_parallel "label:command" ...: runs the commands at once, prints each one's output whole once all have
# finished (never interleaved), and fails when any failed.
run_parallel() {
  local specs=("$@") pids=() failed=() i
  for i in "${!specs[@]}"; do
    local label=${specs[$i]%%:*} command=${specs[$i]#*:}
    (
      started=$(date +%s)
      status=0
      bash -c "$command" >"reports/parallel-$i.log" 2>&1 || status=$?
      printf 'part\t%s\t%s\t%s\n' "$label" "$(($(date +%s) - started))" "$status" >>"$TIMINGS"
      exit "$status"
    ) &
    pids+=($!)
  done
  for i in "${!specs[@]}"; do
    if ! wait "${pids[$i]}"; then failed+=("${specs[$i]%%:*}"); fi
  done
  for i in "${!specs[@]}"; do
    printf '\n--- %s\n' "${specs[$i]%%:*}"
    cat "reports/parallel-$i.log"
  done
  if [ "${#failed[@]}" -gt 0 ]; then
    printf '\nFAILED: %s\n' "${failed[*]}" >&2
    return 1
  fi
}

# One background job: Debian's packages for every suite in one apt transaction, then the local WordPress, then the
# production build against it (in a copy, so dist/ keeps the demo build). The steps wait only for what they use.
start_system_job() {
  (
    started=$(date +%s)
    status=0
    npx tsx scripts/test/install-test-packages.ts >reports/system-packages.log 2>&1 || status=$?
    echo "$status" >"$SYSTEM_STATUS"
    printf 'background\tpackages\t%s\t%s\n' "$(($(date +%s) - started))" "$status" >>"$TIMINGS"
    started=$(date +%s)
    status=0
    npm run -s wp:local >"$WP_LOCAL_LOG_FILE" 2>&1 || status=$?
    echo "$status" >"$WP_LOCAL_STATUS_FILE"
    printf 'background\twordpress-start\t%s\t%s\n' "$(($(date +%s) - started))" "$status" >>"$TIMINGS"
    if [ "$status" -eq 0 ]; then
      started=$(date +%s)
      bash scripts/test/wordpress/build-wordpress-copy.sh >"$WP_BUILD_LOG_FILE" 2>&1 || status=$?
      printf 'background\twordpress-build\t%s\t%s\n' "$(($(date +%s) - started))" "$status" >>"$TIMINGS"
    fi
    echo "$status" >"$WP_BUILD_STATUS_FILE"
  ) &
}

# The browser suites (vitest's real-browser XSS test among them) need Chromium: wait for the package job, then say
# loudly if it is still missing.
wait_for_chromium() {
  while [ ! -s "$SYSTEM_STATUS" ]; do sleep 1; done
  if [ ! -x /usr/bin/chromium ]; then
    cat reports/system-packages.log >&2
    printf '\n!!! Chromium (/usr/bin/chromium) is missing and could not be installed (see above).\n' >&2
    printf '!!! The vitest real-browser XSS test and every Playwright suite need it: npm test cannot run them here.\n\n' >&2
    return 1
  fi
}

finish_summary() {
  trap - EXIT
  printf '\n==> Summary\n'
  wait_for_background
  npx tsx scripts/test/test-summary.ts "$(($(date +%s) - suite_started))"
  npm run -s wp:stop >/dev/null 2>&1 || true
}

# On a failure: the failing step is recorded, and the time table so far is printed.
finish_summary_on_exit() {
  [ "$1" -eq 0 ] && return 0
  if [ -n "${current_step:-}" ]; then
    printf 'step\t%s\t%s\tfailed\n' "$current_step" "$(($(date +%s) - current_step_started))" >>"$TIMINGS"
  fi
  printf '\n==> Summary (npm test failed)\n'
  npx tsx scripts/test/test-summary.ts --timings-only "$(($(date +%s) - suite_started))" || true
}

wait_for_background() {
  # The background jobs write their status last; the summary reads their times.
  while [ ! -s "$SYSTEM_STATUS" ] || [ ! -s "$WP_BUILD_STATUS_FILE" ]; do sleep 1; done
}

loud_skip() {
  printf '\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n' >&2
  printf '!!! SKIPPED: %s\n' "$1" >&2
  printf '!!! %s could not be installed on this machine (see the message above). Every other suite ran.\n' "$2" >&2
  printf '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n\n' >&2
  printf '%s\n' "$1" >>reports/skipped-suites.txt
}

# Every Playwright suite in one run (playwright.config.ts, scripts/test/playwright-suites.ts): main and studio always;
# nginx and WordPress when they could be installed, loudly skipped otherwise.
run_browser_suites() {
  local suites=main,studio
  if bash scripts/dev/ensure-nginx.sh; then suites+=,nginx; else loud_skip 'the production-serving suite (e2e/nginx)' nginx; fi
  while [ ! -s "$WP_BUILD_STATUS_FILE" ]; do sleep 1; done
  local build_status copy=""
  build_status=$(cat "$WP_BUILD_STATUS_FILE")
  if [ "$build_status" -eq 0 ]; then
    suites+=,wordpress
    copy=$(cat reports/wordpress-build.dir)
  elif [ "$build_status" -eq 3 ]; then
    cat "$WP_LOCAL_LOG_FILE" >&2
    loud_skip 'the real-WordPress suite (e2e/wordpress)' WordPress
  else
    cat "$WP_LOCAL_LOG_FILE" "$WP_BUILD_LOG_FILE" >&2
    printf '\n!!! The local WordPress or the production build against it failed (above).\n' >&2
    return 1
  fi
  printf 'Suites: %s\n' "$suites"
  local status=0
  E2E_SUITES=$suites WP_BUILD_DIR=$copy WP_SEED_FILE="$(pwd)/.wp-local/seed.json" npx playwright test || status=$?
  [ -n "$copy" ] && rm -rf "$copy"
  return "$status"
}
