#!/usr/bin/env bash
# Installs what the browser app needs to build (and, with --tests, to be tested). Safe to run
# again and again: each step checks first and does nothing when the tool is already there.
#
#   scripts/tools.sh           wasm target, trunk, wasm-bindgen-cli, wasm-split-cli,
#                              wasm-opt (npm binaryen),
#                              terser (npm)
#   scripts/tools.sh --tests   also chromium (Debian) and the browser tests' npm packages
#
# Use it with `source scripts/tools.sh` or run it, then put .tools/node_modules/.bin on PATH
# (run.sh and test.sh do both). Nothing here downloads a prebuilt binary from the internet:
# only crates.io, npm and Debian packages.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools"
trunk_version="0.21.14"
split_version="0.2.3"

say() { echo "tools: $*"; }
die() { echo "tools: $*" >&2; exit 1; }

with_tests=0
[ "${1:-}" = "--tests" ] && with_tests=1

command -v cargo >/dev/null || die "cargo is missing: install Rust with rustup (https://rustup.rs) and try again."
command -v rustup >/dev/null || die "rustup is missing: the wasm target is installed with rustup (https://rustup.rs)."
export PATH="$HOME/.cargo/bin:$tools/node_modules/.bin:$PATH"

# 1. The WebAssembly target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the Rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown || die "could not add the wasm32-unknown-unknown target with rustup."
fi

# 2. Trunk, the builder and server of the web app.
if ! trunk --version 2>/dev/null | grep -q " $trunk_version"; then
  say "installing trunk $trunk_version from crates.io (about 6 minutes, once)"
  cargo install trunk --version "$trunk_version" --locked \
    || die "could not install trunk $trunk_version with cargo (newer trunk needs a newer rustc)."
fi

# 3. wasm-bindgen-cli: must be exactly the wasm-bindgen version of Cargo.lock.
bindgen_version="$(grep -A1 '^name = "wasm-bindgen"$' "$root/Cargo.lock" | sed -n 's/^version = "\(.*\)"/\1/p')"
[ -n "$bindgen_version" ] || die "Cargo.lock names no wasm-bindgen version; run 'cargo metadata' once to resolve it."
if ! wasm-bindgen --version 2>/dev/null | grep -q " $bindgen_version"; then
  say "installing wasm-bindgen-cli $bindgen_version from crates.io (about 2 minutes, once)"
  # Not --locked: its lock file wants a webpki-roots version the registry lacks.
  cargo install wasm-bindgen-cli --version "$bindgen_version" --force \
    || die "could not install wasm-bindgen-cli $bindgen_version with cargo."
fi
grep -q "wasm_bindgen = \"$bindgen_version\"" "$root/trunk.toml" \
  || die "trunk.toml's [tools] wasm_bindgen must be \"$bindgen_version\" (the version in Cargo.lock)."

# 3b. wasm-split-cli: cuts the app's wasm where the code marks a split point (the player:
# src/web/library/player_page.rs, src/web/designer/test_play.rs), so the library's and the
# designer's first loads leave it out (scripts/web-split.mjs).
if ! cargo install --list | grep -q "^wasm_split_cli_support v$split_version:"; then
  say "installing wasm-split-cli $split_version from crates.io (about a minute, once)"
  cargo install wasm_split_cli_support --version "$split_version" --features build-binary --locked --force \
    || die "could not install wasm-split-cli $split_version (crate wasm_split_cli_support) with cargo."
fi

# 4. wasm-opt from npm's binaryen (Debian's is too old: its output fails in browsers).
command -v npm >/dev/null || die "npm is missing: install Node.js and npm (apt-get install -y nodejs npm)."
if ! wasm-opt --version 2>/dev/null | grep -q "version 1[3-9][0-9]"; then
  say "installing wasm-opt (npm binaryen) into .tools/"
  mkdir -p "$tools"
  npm install --silent --no-audit --no-fund --prefix "$tools" binaryen@132 \
    || die "could not install the npm package binaryen into .tools/."
fi

# 4b. terser (npm, plain JavaScript) for scripts/minify.mjs: trunk's own minifier fails on
# wasm-bindgen's JavaScript.
# Its exact version: the same sources must give the same files (their names come from them).
if ! grep -q '"version": "5.51.4"' "$tools/node_modules/terser/package.json" 2>/dev/null; then
  say "installing terser (npm) into .tools/"
  mkdir -p "$tools"
  npm install --silent --no-audit --no-fund --save-exact --prefix "$tools" terser@5.51.4 \
    || die "could not install the npm package terser into .tools/."
fi

if [ "$with_tests" = 1 ]; then
  # 5. A browser for the browser tests.
  if [ ! -x /usr/bin/chromium ]; then
    command -v apt-get >/dev/null || die "chromium is missing and there is no apt-get: install chromium at /usr/bin/chromium."
    sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    say "installing chromium with apt-get"
    $sudo apt-get update -q >/dev/null || die "apt-get update failed; chromium cannot be installed."
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q chromium >/dev/null \
      || die "apt-get could not install chromium."
  fi
  # 6. The browser tests' npm packages (playwright-core drives the Debian chromium; axe-core
  # checks accessibility).
  if [ ! -d "$root/tests/browser/node_modules/playwright-core" ] || [ ! -d "$root/tests/browser/node_modules/axe-core" ]; then
    say "installing the browser tests' npm packages"
    if [ -f "$root/tests/browser/package-lock.json" ]; then
      (cd "$root/tests/browser" && npm ci --silent --no-audit --no-fund) || die "npm ci failed in tests/browser."
    else
      (cd "$root/tests/browser" && npm install --silent --no-audit --no-fund) || die "npm install failed in tests/browser."
    fi
  fi
fi
say "ready (trunk $trunk_version, wasm-bindgen $bindgen_version, wasm-split-cli $split_version, $(wasm-opt --version | head -1))"
