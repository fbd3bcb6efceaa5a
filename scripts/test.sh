#!/usr/bin/env bash
# `npm test`: every check the project has, in the order a failure is cheapest to find.
# Runs all steps even when one fails, prints each runner's counts and a summary, and exits non-zero on any failure.
set -u
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/playwright.json .tmp/paths-coverage.txt
# The generated path tests write what they walked here; a record left from an earlier run must not count.
rm -rf .tmp/paths-coverage

failed=()
times=()
step() {
  local name=$1; shift
  local started=$SECONDS result=ok
  echo
  echo "=== $name: $*"
  if "$@"; then echo "=== $name: ok"; else echo "=== $name: FAILED"; failed+=("$name"); result=FAILED; fi
  times+=("$(printf '%-15s %5d s  %s' "$name" $((SECONDS - started)) "$result")")
}

# The static checks each keep one core busy: they run in two lanes side by side, their output kept and printed after.
rm -rf .tmp/steps
mkdir -p .tmp/steps
quiet_step() {
  local name=$1; shift
  local started=$SECONDS
  "$@" >".tmp/steps/$name.log" 2>&1
  echo "$? $((SECONDS - started))" >".tmp/steps/$name.status"
}
collect_step() {
  local name=$1 code seconds result=ok
  read -r code seconds <".tmp/steps/$name.status"
  echo
  echo "=== $name"
  cat ".tmp/steps/$name.log"
  if [ "$code" = 0 ]; then echo "=== $name: ok"; else echo "=== $name: FAILED"; failed+=("$name"); result=FAILED; fi
  times+=("$(printf '%-15s %5d s  %s' "$name" "$seconds" "$result")")
}
{ quiet_step lint npx eslint --max-warnings 0 .; quiet_step generated-code npx tsx scripts/check-generated.ts; } &
{ quiet_step typecheck npx tsc --noEmit; quiet_step diagrams npx tsx scripts/diagrams.ts --check; } &
wait
for name in lint typecheck generated-code diagrams; do collect_step "$name"; done
step vitest npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json
# Every state and transition of every registered machine walked by the generated paths of the run above.
step paths-coverage bash -c 'npx tsx scripts/paths-coverage.ts | tee .tmp/paths-coverage.txt; exit "${PIPESTATUS[0]}"'
step build npm run build
export E2E_SKIP_BUILD=1
step playwright npx playwright test

echo
echo "npm test: time of each step"
printf '  %s\n' "${times[@]}"
printf '  %-15s %5d s\n' total "$SECONDS"
echo
node scripts/test-summary.mjs vitest=.tmp/vitest.json playwright=.tmp/playwright.json
grep -h '^paths:coverage:' .tmp/paths-coverage.txt 2>/dev/null
if [ ${#failed[@]} -gt 0 ]; then
  echo "npm test: failed steps: ${failed[*]}"
  exit 1
fi
echo "npm test: all steps passed"
