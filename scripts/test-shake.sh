#!/usr/bin/env bash
# `npm run test:shake`: looks for tests that fail now and then, before CI meets them (docs/testing.md, "Shaking the
# suite"). Runs what CI runs several times in a row: `npm test`, then the API and database tests on PostgreSQL when
# Debian's PostgreSQL is installed (as root); then the browser tests once more beside a CPU-hungry process, the load
# of a busy CI machine. Every run goes on past a failure; at the end each failed test is named with the runs it failed
# in, and the script exits non-zero if any test failed once.
#   SHAKE_RUNS   how many times the whole suite runs (default 3)
#   SHAKE_HOGS   busy processes beside the last browser run (default 1: one of two cores taken)
set -u
cd "$(dirname "$0")/.."
runs=${SHAKE_RUNS:-3}
hogs=${SHAKE_HOGS:-1}
out=.tmp/shake
rm -rf "$out"
mkdir -p "$out"
with_postgres=
if [ "$(id -u)" = 0 ] && command -v pg_createcluster >/dev/null; then with_postgres=1; fi

started=$SECONDS
summary=()
any_failed=0
for run in $(seq 1 "$runs"); do
  echo "=== shake: run $run of $runs: npm test"
  run_started=$SECONDS
  npm test >"$out/run-$run.log" 2>&1
  code=$?
  cp .tmp/vitest.json "$out/run-$run-vitest.json" 2>/dev/null
  cp .tmp/playwright.json "$out/run-$run-playwright.json" 2>/dev/null
  if [ -n "$with_postgres" ]; then
    echo "=== shake: run $run of $runs: API and database tests on PostgreSQL"
    bash scripts/test-postgres.sh >"$out/run-$run-postgres.log" 2>&1 || code=1
    cp .tmp/vitest-postgres.json "$out/run-$run-postgres.json" 2>/dev/null
  fi
  [ "$code" = 0 ] || any_failed=1
  summary+=("$(printf 'run %s: %s after %d s' "$run" "$([ "$code" = 0 ] && echo passed || echo FAILED)" $((SECONDS - run_started)))")
  echo "=== shake: ${summary[-1]}"
done

echo "=== shake: the browser tests beside $hogs CPU-hungry process(es)"
hog_pids=()
for _ in $(seq 1 "$hogs"); do
  node -e 'for (;;) Math.sqrt(Math.random());' &
  hog_pids+=("$!")
done
run_started=$SECONDS
E2E_SKIP_BUILD=1 npx playwright test >"$out/loaded-browser.log" 2>&1
code=$?
kill "${hog_pids[@]}" 2>/dev/null
wait "${hog_pids[@]}" 2>/dev/null
cp .tmp/playwright.json "$out/loaded-playwright.json" 2>/dev/null
[ "$code" = 0 ] || any_failed=1
summary+=("$(printf 'browser tests under load: %s after %d s' "$([ "$code" = 0 ] && echo passed || echo FAILED)" $((SECONDS - run_started)))")

echo
echo "shake: ${#summary[@]} runs in $((SECONDS - started)) s"
printf '  %s\n' "${summary[@]}"
node scripts/shake-report.mjs "$out" || any_failed=1
# A step that failed without a failed test (lint, types, a report never written) still fails the shake: see its log.
exit "$any_failed"
