#!/usr/bin/env bash
# "Show me" on the built-in one-player games: in the browser with the CPU slowed 4x
# (tests/browser/show-me-perf.mjs, through the bundle's `think`, as the Web Worker runs it),
# then natively for reference (`tablier show-me`, from the start). Numbers only, no budget check.
#   scripts/show-me-perf.sh            STEPS=20 SEEDS=1,2 to change the run (40 steps by
#   default: past the end of a remembered line, where a new search starts)
#   The native part follows show-me for as many steps (`tablier show-me --steps`).
# Needs dist/ (`scripts/web-build.sh`), chromium and tests/browser's npm packages
# (`scripts/tools.sh --tests`).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/index.html ] || { echo "show-me-perf: dist/ is missing: run 'scripts/web-build.sh' first." >&2; exit 1; }
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] || { echo "show-me-perf: chromium is missing: run 'scripts/tools.sh --tests'." >&2; exit 1; }
[ -d tests/browser/node_modules/playwright-core ] || { echo "show-me-perf: run 'scripts/tools.sh --tests' first." >&2; exit 1; }
echo "== in the browser, CPU 4x slower"
node tests/browser/show-me-perf.mjs
echo
echo "== natively (target/release/tablier show-me, from the start)"
cargo build --quiet --release --bin tablier
for g in games/*.json; do
  echo "$g: $(./target/release/tablier show-me "$g" --steps "${STEPS:-40}" 2>&1 >/dev/null)"
done
