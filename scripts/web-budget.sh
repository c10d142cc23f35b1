#!/usr/bin/env bash
# Prints the browser app's size budget from dist/ (build it first:
# `scripts/web-build.sh`). Fails when a size budget is exceeded.
# With chromium and tests/browser's npm packages installed, also prints the timings of
# scripts/web-perf.sh (first board, pointermove-to-frame while dragging; CPU 4x slower; no budget yet).
#   release wasm, gzip -9:                    <= 430 KB  (was 454 in session 8: Leptos's erase_components
#                                                and the player without the loader's structural report (a
#                                                broken import is explained by the designer's bundle in a
#                                                worker) took 41 KB off, one shared sort in wasm
#                                                (tablier::sort) and wasm-opt --converge 12 KB more; the
#                                                solver's new searches put 14 KB back; the library's word
#                                                after an import, its numbered names and the hints' own
#                                                word for tokens 3.8 KB; the play-test's
#                                                fixes 4 KB: the tap on an empty square, the computer's
#                                                win said kindly, stars from the help used, the card
#                                                folded to see the board)
#   first load (html, js, wasm, css, pictures of the library), gzip -9:  <= 474 KB  (was 497)
#   designer bundle (dist/design: loaded only when editing), gzip -9:   <= 630 KB  (was 725)
set -euo pipefail
cd "$(dirname "$0")/.."
dist=dist
[ -f "$dist/index.html" ] || { echo "web-budget: dist/ is missing: run 'scripts/web-build.sh' first." >&2; exit 1; }

gz() { gzip -9 -c "$1" | wc -c; }
kb() { awk -v b="$1" 'BEGIN { printf "%.1f KB", b / 1024 }'; }

wasm=$(ls "$dist"/*.wasm | head -1)
wasm_raw=$(wc -c < "$wasm")
wasm_gz=$(gz "$wasm")
total=0
for f in "$dist"/index.html "$dist"/*.js "$dist"/*.wasm "$dist"/*.css; do
  [ -f "$f" ] && total=$((total + $(gz "$f")))
done
# The library shows every built-in game's pictures: count every picture once.
for f in "$dist"/img/*.svg; do
  total=$((total + $(gz "$f")))
done

# The designer's own bundle: its wasm, js and css (the pictures are the player's).
design=0
for f in "$dist"/design/*.js "$dist"/design/*.wasm "$dist"/design/*.css "$dist"/design/index.html; do
  [ -f "$f" ] && design=$((design + $(gz "$f")))
done

status=0
echo "release wasm: $(kb "$wasm_raw") raw, $(kb "$wasm_gz") gzip (budget 430 KB)"
echo "first load:   $(kb "$total") gzip (html + js + wasm + css + pictures; budget 474 KB)"
echo "designer:     $(kb "$design") gzip (html + js + wasm + css of design/, loaded only to edit; budget 630 KB)"
[ "$design" -gt 0 ] || { echo "web-budget: dist/design is missing: run 'scripts/web-build.sh'." >&2; status=1; }
[ "$design" -le $((630 * 1024)) ] || { echo "web-budget: the designer is over its 630 KB budget." >&2; status=1; }
[ "$wasm_gz" -le $((430 * 1024)) ] || { echo "web-budget: the wasm is over its 430 KB budget." >&2; status=1; }
[ "$total" -le $((474 * 1024)) ] || { echo "web-budget: the first load is over its 474 KB budget." >&2; status=1; }
if [ -x "${CHROMIUM:-/usr/bin/chromium}" ] && [ -d tests/browser/node_modules/playwright-core ]; then
  scripts/web-perf.sh || echo "web-budget: the timing run failed (see above)." >&2
fi
exit $status
