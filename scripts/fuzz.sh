#!/usr/bin/env bash
# Runs the fuzz harness (tests/fuzz.rs) for N cases in an optimised build, from seed S:
#   scripts/fuzz.sh [N] [S]        (default: 10000 cases from seed 1)
# It checks that nothing panics, that no step goes over 1 s, that every problem has a place
# in the file and a sentence, and that every design that loads survives random legal play
# with undo; it prints how many cases ran and the slowest step. A failing input is written
# to target/tmp/fuzz-failure.json (CARGO_TARGET_DIR/tmp when that is set).
set -euo pipefail
cd "$(dirname "$0")/.."
FUZZ_CASES="${1:-10000}" FUZZ_SEED="${2:-1}" \
  cargo test --quiet --profile bench-native --test fuzz -- --nocapture 2>&1 | grep -v '^$\|^running\|^test result\|^\.$'
