#!/usr/bin/env bash
# Makes the folder to put on a web host: `scripts/site.sh [DIR]` (default site/) builds the app
# and copies it there, ready for any static host and any folder of it (a school server's
# /tablier/, a GitHub Pages project, a shared drive's web folder): every address in it is
# relative. Safe to run again: DIR is replaced.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-site}"
fail() { echo "site.sh: $*" >&2; exit 1; }
case "$(realpath -m "$out")" in
  "$PWD"|"$PWD/dist"|/) fail "'$out' would replace the project or the build; choose another folder." ;;
esac
scripts/tools.sh || fail "the tools the web app needs could not be installed (see above)."
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
scripts/web-build.sh || fail "the web app does not build (see above)."
rm -rf "$out"
mkdir -p "$out"
cp -R dist/. "$out/"
files=$(find "$out" -type f | wc -l)
size=$(du -sh "$out" | cut -f1)
echo "site.sh: $out/ holds the app ($files files, $size). Copy the folder's contents to the host, in any folder."
echo "site.sh: the host must send .wasm files as application/wasm (most do; see README.md, Putting Tablier online)."
