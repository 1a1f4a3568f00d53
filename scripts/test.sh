#!/usr/bin/env bash
# Runs every check and test in order and ends with `N passed, N failed`.
# Each test suite adds its own test counts; each check (fmt, clippy, build)
# counts as one. Exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

passed=0
failed=0
log=$(mktemp)

# Adds the counts a test runner printed; a runner that failed without
# reporting a failed test (it did not compile, say) counts as one failure.
count_tests() {
  local status=$1 p f
  p=$(grep -Eo 'test result: [A-Za-z]+\. [0-9]+ passed' "$log" | awk '{s+=$4} END {print s+0}')
  f=$(grep -Eo '[0-9]+ failed;' "$log" | awk '{s+=$1} END {print s+0}')
  p=$((p + $(grep -E '^# pass [0-9]+' "$log" | awk '{s+=$3} END {print s+0}')))
  f=$((f + $(grep -E '^# fail [0-9]+' "$log" | awk '{s+=$3} END {print s+0}')))
  if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  passed=$((passed + p))
  failed=$((failed + f))
}

# step KIND NAME COMMAND...: KIND is `check` (counts as one) or `tests`.
step() {
  local kind=$1 name=$2
  shift 2
  echo "==> $name"
  "$@" 2>&1 | tee "$log"
  local status=${PIPESTATUS[0]}
  if [ "$kind" = tests ]; then
    count_tests "$status"
  elif [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
  fi
  [ "$status" -eq 0 ] || echo "==> FAILED: $name (exit $status)"
  return "$status"
}

step check "cargo fmt --check" cargo fmt --all -- --check
step check "cargo clippy" cargo clippy --workspace --all-targets -- -D warnings
# The page's wasm with its split points (feature `split`, see src/parts/mod.rs).
step check "cargo clippy (split page)" cargo clippy -p cubeplay --lib --bins --features split --target wasm32-unknown-unknown -- -D warnings
step check "no import circles" node scripts/import-cycles.mjs
step check "house rules (600 lines, no Result<_, String>)" node scripts/house-rules.mjs
step tests "native tests" cargo test --workspace
step tests "wasm tests in headless Chromium" env \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  CHROMEDRIVER=/usr/bin/chromedriver \
  cargo test -p cubeplay --target wasm32-unknown-unknown
# The same tests in Firefox ESR, headless (webdriver.json's moz:firefoxOptions
# name the binary; wasm-bindgen-test-runner adds -headless there as well).
step tests "wasm tests in headless Firefox" env \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  GECKODRIVER="$(command -v geckodriver)" \
  cargo test -p cubeplay --target wasm32-unknown-unknown
if step check "release build (trunk)" trunk build --release; then
  step tests "browser end-to-end tests" node --test --test-concurrency=1 --test-timeout=300000 --test-reporter=tap tests/e2e/
  # Benchmarks: they print the figures of docs/measurements.md, and fail
  # only if they cannot run (the budgets are in tests/e2e/size.test.mjs).
  step check "size of each entry point and visit" node scripts/size-report.mjs
  step check "first-visit benchmark (bytes and ms, printed)" node scripts/first-visit.mjs --runs 3
  # The same scenarios in the two other engines (tests/browsers/scenarios.mjs).
  step tests "browser tests in Firefox" node --test --test-timeout=300000 --test-reporter=tap tests/browsers/firefox.test.mjs
  step tests "browser tests in WebKit" node --test --test-timeout=300000 --test-reporter=tap tests/browsers/webkit.test.mjs
else
  echo "==> skipped the browser tests: there is no build to test"
  failed=$((failed + 1))
fi

rm -f "$log"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
