#!/usr/bin/env bash
# Runs every test of Tablier: formatting, native unit and integration tests (engine, loader,
# rules, properties, replays of every built-in game, command line), a check that every
# built-in game is valid, the release build of the browser app with its size budget, and the
# browser tests (tests/browser: chromium at a phone size with touch and at a desktop size).
# Installs what is missing first (scripts/tools.sh). Safe to run again and again.
set -euo pipefail
cd "$(dirname "$0")"

fail() { echo "test.sh: $*" >&2; exit 1; }

command -v cargo >/dev/null || fail "cargo is missing: install Rust with rustup (https://rustup.rs), then run ./test.sh again."
rustup component list --installed 2>/dev/null | grep -q '^rustfmt' || rustup component add rustfmt >/dev/null 2>&1 || true

echo "== formatting"
if cargo fmt --version >/dev/null 2>&1; then
  cargo fmt --all -- --check || fail "code is not formatted: run 'cargo fmt' and commit."
fi

echo "== native tests"
cargo test --all-targets || fail "some native tests failed (see above)."

echo "== built-in games are valid"
cargo build --release --bin tablier
./target/release/tablier validate games/*.json

# Checked through the release command line too (the unit test runs in a debug build): the
# fast model of hopping pegs finds a route that is its own mirror image in 27 turns, the known
# optimum; the solver replays every answer to a win before it gives it.
echo "== Chinese checkers solitaire solved in 27 turns"
answer=$(./target/release/tablier solve games/chinese-checkers-solitaire.json 2>&1 >/dev/null | tail -n 1)
turns=$(echo "$answer" | sed -n 's/.*(\([0-9]*\) turns).*/\1/p')
echo "$answer"
[ -n "$turns" ] && [ "$turns" -le 27 ] || fail "Chinese checkers solitaire: expected a solution in 27 turns."

echo "== web app: tools"
scripts/tools.sh --tests || fail "the tools the web app needs could not be installed (see above)."
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"

echo "== web app: release build"
scripts/web-build.sh || fail "the browser app does not build (see above)."
scripts/web-budget.sh || fail "the browser app is over its size budget."

echo "== browser tests"
(cd tests/browser && node --test --test-concurrency=1) || fail "some browser tests failed (see above)."

echo "test.sh: all tests passed."
