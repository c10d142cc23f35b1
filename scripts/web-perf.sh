#!/usr/bin/env bash
# Prints the browser app's timings with the CPU slowed 4x (tests/browser/perf.mjs): the time to
# the first board of the English solitaire, and the median (and 95th percentile) time from a
# pointermove to the next animation frame while a peg is dragged. No budget yet: numbers only.
# Needs dist/ (`scripts/web-build.sh`), chromium and tests/browser's npm
# packages (`scripts/tools.sh --tests`).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/index.html ] || { echo "web-perf: dist/ is missing: run 'scripts/web-build.sh' first." >&2; exit 1; }
[ -x "${CHROMIUM:-/usr/bin/chromium}" ] || { echo "web-perf: chromium is missing: run 'scripts/tools.sh --tests'." >&2; exit 1; }
[ -d tests/browser/node_modules/playwright-core ] || { echo "web-perf: tests/browser's npm packages are missing: run 'scripts/tools.sh --tests'." >&2; exit 1; }
node tests/browser/perf.mjs
