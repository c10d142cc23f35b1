#!/usr/bin/env bash
# Builds Tablier's browser app and serves it. Installs what is missing first (scripts/tools.sh).
# Safe to run again and again.
#   ./run.sh                   serves the app at http://127.0.0.1:8080/ (PORT=9000 ./run.sh for another port)
#   ./run.sh --lan             serves it to the class network too: prints the address the tablets
#                              open, and its QR code to scan
#   ./run.sh play [game.json]  plays a game in the terminal instead (the native command line)
set -euo pipefail
cd "$(dirname "$0")"

fail() { echo "run.sh: $*" >&2; exit 1; }
command -v cargo >/dev/null || fail "cargo is missing: install Rust with rustup (https://rustup.rs), then run ./run.sh again."

case "${1:-}" in
  ""|--lan|play) ;;
  *) fail "unknown option '$1': ./run.sh, ./run.sh --lan or ./run.sh play [game.json]." ;;
esac

if [ "${1:-}" = "play" ]; then
  game="${2:-games/memory.json}"
  [ -f "$game" ] || fail "no game file '$game'; the built-in games are in games/."
  cargo build --release --bin tablier
  exec ./target/release/tablier play "$game" "${@:3}"
fi

scripts/tools.sh || fail "the tools the web app needs could not be installed (see above)."
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
port="${PORT:-8080}"
echo "run.sh: building the web app (the player, the designer, then the computer's thinking)"
scripts/web-build.sh || fail "the web app does not build (see above)."
command -v node >/dev/null || fail "node is missing: install Node.js (apt-get install -y nodejs npm)."
if [ "${1:-}" = "--lan" ]; then
  # The command line draws the address's QR code.
  cargo build --release --bin tablier || fail "the command line does not build (see above)."
  echo "run.sh: serving the app on this computer and its networks (Ctrl+C stops)"
  exec node scripts/serve.mjs "$port" --lan
fi
echo "run.sh: serving the app at http://127.0.0.1:$port/ (Ctrl+C stops)"
exec node scripts/serve.mjs "$port"
