#!/usr/bin/env bash
# Prints the browser app's download sizes from dist/ (build it first: `scripts/web-build.sh`)
# and fails when one grows past its budget. With chromium and tests/browser's npm packages
# installed, also prints the timings of scripts/web-perf.sh (first board, pointermove to frame
# while dragging; CPU 4x slower). What a child waits for on a slow connection is timed by
# `node tests/browser/slow-perf.mjs` (README: which size tricks stay).
#
# The budgets were reset on 2026-11-27 (issue #36) to what the build gives with designs and
# stored data read and written by serde, serde_json and gloo-storage, the player cut out of
# the first load (scripts/web-split.mjs), the stable toolchain's standard library and wasm-opt
# -Oz, keyed lists (Leptos's <For>, about 4.5 KB) and the standard library's sorts: they guard
# against growth from there. Issue #37 then added the designer's kind editors, picture chooser
# and teaching checks (designer +51 KB, test-play +21 KB: the split moved shared code there),
# names and goals made from the game's words (+6 KB on the first load). Issue #38 added, on the
# first load, the teacher's code and settings' hooks (+3 KB; the keypad, the teacher's page and
# the writing of results are a module of their own, "class page"), and to the player "Who is
# playing?" (+10 KB on a game's page: the engine's replay of mistakes moved into a chunk shared
# with the class page). Their history before is in git's log of this file.
set -euo pipefail
cd "$(dirname "$0")/.."
dist=dist
# The budgets, in KB gzip, a KB or two above what the build gives.
budget_wasm=301
budget_first=318
budget_game=158
budget_design=596
budget_test_play=130
budget_think=208
[ -f "$dist/index.html" ] || { echo "web-budget: dist/ is missing: run 'scripts/web-build.sh' first." >&2; exit 1; }

gz() { gzip -9 -c "$1" | wc -c; }
kb() { awk -v b="$1" 'BEGIN { printf "%.1f KB", b / 1024 }'; }

# The first load: the page, its JavaScript (wasm-bindgen's and the split modules' loader), the
# main wasm and the CSS. The player's page is a module of its own (split_*.wasm, cut by
# scripts/web-split.mjs), fetched when a game is opened.
wasm=$(ls "$dist"/tablier-web-*_bg.wasm | head -1)
wasm_raw=$(wc -c < "$wasm")
wasm_gz=$(gz "$wasm")
total=0
for f in "$dist"/index.html "$dist"/*.js "$wasm" "$dist"/*.css; do
  [ -f "$f" ] && total=$((total + $(gz "$f")))
done
game=0
for f in "$dist"/split_player-*.wasm "$dist"/chunk_*.wasm; do
  [ -f "$f" ] && game=$((game + $(gz "$f")))
done
# Sharing by link: the "Share" panel and the page a link opens, a module of their own (the
# chunks it shares with the player counted with the player's, above: an upper bound for both).
sharing=0
for f in "$dist"/split_sharing-*.wasm; do
  [ -f "$f" ] && sharing=$((sharing + $(gz "$f")))
done
# The teacher's page of the children and their results, a module of its own.
class=0
for f in "$dist"/split_class-*.wasm; do
  [ -f "$f" ] && class=$((class + $(gz "$f")))
done
# (The built-in pictures travel inside the wasm: src/web/shared/images.rs.)

# The designer's own bundle: its wasm, js and css (its pictures inside its wasm).
design=0
for f in "$dist"/design/*.js "$dist"/design/tablier-design-*_bg.wasm "$dist"/design/*.css "$dist"/design/index.html; do
  [ -f "$f" ] && design=$((design + $(gz "$f")))
done
# Its test-play's player, a module of its own, fetched when a game is first tested.
test_play=0
for f in "$dist"/design/split_*.wasm; do
  [ -f "$f" ] && test_play=$((test_play + $(gz "$f")))
done

# The thinking bundle: its wasm, js and page.
think=0
for f in "$dist"/think/*.js "$dist"/think/*.wasm "$dist"/think/index.html; do
  [ -f "$f" ] && think=$((think + $(gz "$f")))
done

# What the service worker keeps (public/sw.js): every file, the designer's only on an educator's device.
kept_child=0
while IFS= read -r f; do kept_child=$((kept_child + $(gz "$f"))); done < <(find "$dist" -type f ! -path "$dist/design/*")

status=0
echo "release wasm: $(kb "$wasm_raw") raw, $(kb "$wasm_gz") gzip (budget $budget_wasm KB)"
echo "first load:   $(kb "$total") gzip (html + js + wasm + css, pictures inside the wasm; budget $budget_first KB)"
echo "a game's page: $(kb "$game") gzip more, fetched when a game opens ($(kb $((total + game))) in all; budget $budget_game KB)"
echo "sharing:      $(kb "$sharing") gzip more, fetched when an educator taps Share or a link to a game is opened"
echo "class page:   $(kb "$class") gzip more, fetched when an educator opens the children and their results"
echo "designer:     $(kb "$design") gzip (html + js + wasm + css of design/, loaded only to edit; budget $budget_design KB)"
echo "a test-play:  $(kb "$test_play") gzip more, fetched when a game is first tested in the designer (budget $budget_test_play KB)"
echo "kept offline: $(kb "$kept_child") gzip on a tablet in child mode (every file but the designer's), $(kb $((kept_child + design + test_play))) on an educator's"
echo "thinking:     $(kb "$think") gzip (html + js + wasm of think/, loaded by a worker for the computer and Show me; budget $budget_think KB)"
[ "$design" -gt 0 ] || { echo "web-budget: dist/design is missing: run 'scripts/web-build.sh'." >&2; status=1; }
[ "$design" -le $((budget_design * 1024)) ] || { echo "web-budget: the designer is over its $budget_design KB budget." >&2; status=1; }
[ "$test_play" -gt 0 ] || { echo "web-budget: the designer's test-play module (design/split_*.wasm) is missing." >&2; status=1; }
[ "$test_play" -le $((budget_test_play * 1024)) ] || { echo "web-budget: the designer's test-play module is over its $budget_test_play KB budget." >&2; status=1; }
[ "$think" -gt 0 ] || { echo "web-budget: dist/think is missing: run 'scripts/web-build.sh'." >&2; status=1; }
[ "$think" -le $((budget_think * 1024)) ] || { echo "web-budget: the thinking bundle is over its $budget_think KB budget." >&2; status=1; }
[ "$wasm_gz" -le $((budget_wasm * 1024)) ] || { echo "web-budget: the wasm is over its $budget_wasm KB budget." >&2; status=1; }
[ "$total" -le $((budget_first * 1024)) ] || { echo "web-budget: the first load is over its $budget_first KB budget." >&2; status=1; }
[ "$game" -gt 0 ] || { echo "web-budget: the player's module (split_*.wasm) is missing: run 'scripts/web-build.sh'." >&2; status=1; }
[ "$game" -le $((budget_game * 1024)) ] || { echo "web-budget: the player's module is over its $budget_game KB budget." >&2; status=1; }
if [ -x "${CHROMIUM:-/usr/bin/chromium}" ] && [ -d tests/browser/node_modules/playwright-core ]; then
  scripts/web-perf.sh || echo "web-budget: the timing run failed (see above)." >&2
fi
exit $status
