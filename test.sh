#!/usr/bin/env bash
# Runs every test of Tablier: formatting, native unit and integration tests (engine, loader,
# rules, properties, replays of every built-in game, command line), and a check that every
# built-in game is valid. Installs what is missing first. Safe to run again and again.
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

echo "test.sh: all tests passed."
