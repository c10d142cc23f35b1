#!/usr/bin/env bash
# Builds the browser app into dist/: the library and player (index.html, the children's light
# first load), the designer (design.html into dist/design/, loaded only when editing) and the
# computer's thinking (think.html into dist/think/, loaded by Web Workers when asked).
# Needs the tools of scripts/tools.sh on PATH. Order matters: trunk empties dist/ before it
# writes the first bundle, so the others go after it.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
trunk build --release --config trunk.toml index.html
# The player cut from the library's first load, and from the designer's (trunk has no step for
# it); their wasm is optimised there too (the pages tell trunk not to).
node scripts/web-split.mjs dist
trunk build --release --config trunk.toml --dist dist/design --public-url ./ design.html
node scripts/web-split.mjs dist/design design
# The thinking bundle, for the Web Workers (src/web/thinking/): built with the player's
# features, it reuses the library the player's build compiled.
trunk build --release --config trunk.toml --dist dist/think --public-url ./ think.html
# The JavaScript and CSS made smaller (trunk cannot minify wasm-bindgen's JavaScript).
node scripts/minify.mjs
# The service worker lists every file just built (offline use; see public/sw.js).
node scripts/make-sw.mjs
# Last, Brotli copies of every text and wasm file, sent by scripts/serve.mjs in their place.
node scripts/compress.mjs
