#!/usr/bin/env bash
# Builds Tablier and starts it. Installs what is missing first. Safe to run again and again.
# Until the browser app lands, this plays a built-in game in the terminal:
#   ./run.sh                      plays games/memory.json
#   ./run.sh games/taquin.json    plays another design
set -euo pipefail
cd "$(dirname "$0")"

fail() { echo "run.sh: $*" >&2; exit 1; }
command -v cargo >/dev/null || fail "cargo is missing: install Rust with rustup (https://rustup.rs), then run ./run.sh again."

game="${1:-games/memory.json}"
[ -f "$game" ] || fail "no game file '$game'; the built-in games are in games/."
cargo build --release --bin tablier
exec ./target/release/tablier play "$game" "${@:2}"
