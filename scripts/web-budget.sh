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
# first load the educators' hooks of the teacher's page, today's games and the sheet to print
# (+10 KB: their buttons, bars, routes and the loaders of the modules that hold the rest), and
# to the player "Who is playing?" (+8 KB); serde_json's raw_value (a set of games carries its
# designs as written) +0.6 KB in each bundle. A game's page now counts only the chunks it fetches.
# Then the library's card pictures became markup (player/markup.rs, 1.6 times quicker to a
# first card on a slow tablet): the board's live views left the first load for the player's
# module (first load -6 KB, a game's page +11 KB, test-play +7 KB; a link to a game +4.7 KB in
# all). Issue #39 then added Azul's tie-break, names that agree (plural, feminine), the turn's
# task, read-aloud said once and in order (its batch), the card's name said and another's
# token refused on a tap (first load +4.4 KB, a game's page +2.8 KB, the designer +8.5 KB with the
# player card's switches, test-play +2.5 KB, thinking +2.3 KB). Then Azul for a child: the one
# to play in front, points written where scored, the bag drawn, names fitted to their room, and
# the game's one word for its tokens in every engine sentence (engine::Noun, each refusal filled
# at run time): first load +4.5 KB, a game's page +12.9 KB, the designer +4.8 KB, test-play
# +10.8 KB, thinking +5.5 KB. Then French no-break spaces (every French sentence, Text::new),
# issue #40's threats of lines and varied levels, and the game doctor in the designer (its
# panel in the designer, its worker bridge with the test-play's module): the release wasm
# +1.5 KB, the designer +13.9 KB, test-play +8.2 KB (the worker's bridge), thinking +6.8 KB.
# Not yet broken down (twiggy). Then the search's history ordering and runs of N listed once
# (level 5 no longer loses four in a row on 5 x 5): thinking +2.6 KB.
# Then #39's taps that say why a token stays (the engine tries a tap's moves on copies), the
# computer's take in the child's words and the bag that finds a free place: a game's page
# +2.0 KB, test-play +0.3 KB, thinking +0.5 KB.
# Then the designer's Game panel that says what a line does and warns of filling only for
# tokens that stay: the designer +0.8 KB (624 -> 625).
# Then the toolbar that holds one row on a phone (pictures for Undo, Restart and the goal,
# "Show me" in Help's place, Restart asking on the message line): a game's page +0.8 KB
# (189 -> 190), test-play +0.7 KB (154 -> 155).
# Then the draw when one position comes back (engine::repetition, with its stepper in the
# designer): the release wasm +1.1 KB (313 -> 315), first load +1.1 KB (332 -> 334), the
# designer +1.3 KB (625 -> 627), test-play and thinking +0.3 KB each (155 -> 156, 229 -> 230).
# Then Azul on a phone (a design's `phone` arrangement, shown a part at a time with its three
# buttons, a tray's squares in other columns, a zone moved; the tiles in hand said): the
# release wasm +1.2 KB (315 -> 317), first load +1.2 KB (334 -> 336), a game's page +7.5 KB
# (190 -> 199), the designer +2.6 KB (627 -> 631), test-play +6.5 KB (156 -> 164), thinking
# +1.6 KB (230 -> 232). Then the designer's removals taking a board, player or zone out of the
# upright arrangements too (an adapted Azul stayed unplayable): the designer +2.3 KB (631 ->
# 633), the standard library's removal from an ordered map, for two kinds of map.
# Then the player's panels (the end card, who plays, the saves, and the writing of a game's
# result) cut into a module of their own, fetched right after the board: a game's page now counts
# what comes before its board (budget 199 -> 168 KB), its panels have their own budget (49 KB: the
# split's indirections make the two 14 KB more than the one), and the first load +1.0 KB for
# the panels' loader and its early request (336 -> 337).
# Then the cards' pictures written inline (images::inline: the library's first screen painted
# half a second sooner on a slow tablet): the designer, which draws them too, +1.7 KB (633 -> 635).
# Then the library's first screen read and drawn before the others (library/cards.rs: the window's
# size, the whole list once painted; a warm library painted 1.14 -> 0.87 s on a slow tablet): the
# release wasm +0.5 KB (317 -> 318), first load +0.6 KB (337 -> 338).
# Then a link's first visit fetching its modules in one file (web-split.mjs's pack, cut into a
# stream per module by the page's first script, which also adds the main module's preload):
# the page +1.1 KB (first load 337.8, budget 338 -> 339); a link moves 389 KB of Brotli, not 409.
# Then the built-in games out of the children's wasm, fetched as files (one for a link's game, one
# of them all for the library: src/web/library/builtin.rs): the first load, which now counts the
# file of them all, +1.3 KB gzip (339 -> 340: alone they compress less well than inside the
# wasm); the release wasm -14 KB; a link moves 5.9 KB less.
# Then the board drawn while the player's code comes (library/coming.rs): the drawing as the live
# board's, fitted to the screen as it (layout::fit and the one in front, the rows kept, the texts'
# scale) now runs from the main module, before the player's: the first load +7.7 KB gzip
# (340 -> 349), +5.5 KB of Brotli; a link's pack, where that code was already, +1.1 KB. A link's
# board is seen 0.6 s sooner on a slow line.
# Then the library's page cut into a module of its own (library/library_page.rs: the cards, the
# shelf, importing and checking a file, today's games, and the generic code their views
# instantiate), which a link's first visit leaves out: a link moves 40 KB of Brotli less (386 ->
# 346) and its board shows 0.2 s sooner on a slow line. The release wasm is now the main module
# a link fetches (303.6 -> 244.1 KB gzip, budget 318 -> 246). The first load counts the
# library's pack (its page's first visit fetches the main module, the library's and the chunks
# of code it shares with other modules in one file): 364 KB gzip (349 -> 366), 11 KB of Brotli
# more than before (the split's indirections, and what the library and the player share now
# fetched beside the library's page). A game's page counts what it fetches from the library.
# Their history before is in git's log of this file.
set -euo pipefail
cd "$(dirname "$0")/.."
dist=dist
# The budgets, in KB gzip, a KB or two above what the build gives.
budget_wasm=246
budget_first=366
budget_game=168
budget_panels=51
budget_design=635
budget_test_play=164
budget_think=232
[ -f "$dist/index.html" ] || { echo "web-budget: dist/ is missing: run 'scripts/web-build.sh' first." >&2; exit 1; }

gz() { gzip -9 -c "$1" | wc -c; }
# What scripts/serve.mjs sends: the build's Brotli copy (scripts/compress.mjs), else gzip.
br() { if [ -f "$1.br" ]; then wc -c < "$1.br"; else gz "$1"; fi; }
kb() { awk -v b="$1" 'BEGIN { printf "%.1f KB", b / 1024 }'; }

# The first load: the page, its JavaScript (wasm-bindgen's and the split modules' loader), the
# main wasm and the CSS. The player's page is a module of its own (split_*.wasm, cut by
# scripts/web-split.mjs), fetched when a game is opened.
wasm=$(ls "$dist"/tablier-web-*_bg.wasm | head -1)
wasm_raw=$(wc -c < "$wasm")
wasm_gz=$(gz "$wasm")
total=0
total_br=0
# (With the file of the built-in games, which the children's wasm does not carry: the page's
# first script fetches it beside the main module.)
# The library's page is a module of its own that a link's first visit leaves out
# (library/library_page.rs): the library's first visit fetches it and the main module in one
# file (web-split.mjs's pack), counted here. (Not sw.js: the worker is registered later.)
# (Its pack: as web-split.mjs names each page's in the page's first script.)
packs() { node -e 'const h = require("fs").readFileSync(process.argv[1], "utf8"); console.log(JSON.parse(h.match(/const P = (\{.*?\});/)[1])[process.argv[2]][1].file)' "$dist/index.html" "$1"; }
library_pack=$(packs library)
for f in "$dist"/index.html "$dist"/*.js "$dist/$library_pack" "$dist"/*.css "$dist"/games-*.json; do
  [ -f "$f" ] && [ "$(basename "$f")" != sw.js ] && { total=$((total + $(gz "$f"))) && total_br=$((total_br + $(br "$f"))); }
done
# Modules cut from the main one (names joined by commas) and the chunks they share with
# others, each file once: the loader (__wasm_split.js) names, above each chunk, the modules that
# fetch it ("/* class, player */"). Measured by gzip, or by the function named third (br);
# without the files of the modules named fourth (fetched before: the library's, when a game is
# opened from it).
module() {
  local total=0 f size="${3:-gz}"
  for f in $(node -e '
    const [dir, names, before] = process.argv.slice(1);
    const fs = require("fs");
    const js = fs.readFileSync(dir + "/__wasm_split.js", "utf8");
    const filesOf = (names) => {
      const files = new Set();
      for (const name of names.split(",").filter(Boolean)) {
        for (const m of js.matchAll(/\/\* ([a-z_, ]+) \*\/\s*const __chunk_\d+ = makeLoad\(\(\) => \{[^]*?"(?:\.\/)?(chunk_[^"]+\.wasm)"/g)) {
          if (m[1].split(", ").includes(name)) files.add(m[2]);
        }
        const own = fs.readdirSync(dir).find((f) => f.startsWith(`split_${name}-`) && f.endsWith(".wasm"));
        if (!own) throw new Error(`no split_${name} module in ${dir}`);
        files.add(own);
      }
      return files;
    };
    const had = filesOf(before ?? "");
    console.log([...filesOf(names)].filter((f) => !had.has(f)).join("\n"));' "$1" "$2" "${4:-}"); do
    [ -f "$1/$f" ] && total=$((total + $("$size" "$1/$f")))
  done
  echo "$total"
}
# The player's page, fetched when a game opens, and its panels (the end card, who plays, the
# saves, the writing of each game's result), fetched right after its board.
# (From the library: without the chunks of code its page fetched already.)
game=$(module "$dist" player gz library)
game_br=$(module "$dist" player br library)
all_game=$(module "$dist" player,panels gz library)
panels=$((all_game - game))
# Sharing by link: the "Share" panel and the page a link opens.
sharing=$(module "$dist" sharing)
# The teacher's page of the children, their results and the tablet's settings, with what the
# teacher hands out (today's games, a sheet to print).
class=$(module "$dist" class)
# (The built-in pictures travel inside the wasm: src/web/shared/images.rs.)

# The designer's own bundle: its wasm, js and css (its pictures inside its wasm).
design=0
for f in "$dist"/design/*.js "$dist"/design/tablier-design-*_bg.wasm "$dist"/design/*.css "$dist"/design/index.html; do
  [ -f "$f" ] && design=$((design + $(gz "$f")))
done
# Its test-play's player, a module of its own, fetched when a game is first tested.
test_play=$(module "$dist/design" test_play)

# The thinking bundle: its wasm, js and page.
think=0
for f in "$dist"/think/*.js "$dist"/think/*.wasm "$dist"/think/index.html; do
  [ -f "$f" ] && think=$((think + $(gz "$f")))
done

# What the service worker keeps (public/sw.js): every file, the designer's only on an educator's device.
kept_child=0
while IFS= read -r f; do kept_child=$((kept_child + $(gz "$f"))); done < <(find "$dist" -type f ! -path "$dist/design/*" ! -name '*.br' ! -name 'pack-*')

status=0
echo "release wasm: $(kb "$wasm_raw") raw, $(kb "$wasm_gz") gzip (budget $budget_wasm KB)"
echo "first load:   $(kb "$total") gzip (html + js + the library's pack of wasm + css + the games, pictures inside the wasm; budget $budget_first KB)"
echo "a game's page: $(kb "$game") gzip more, fetched when a game opens ($(kb $((total + game))) in all; budget $budget_game KB)"
echo "its panels:   $(kb "$panels") gzip more, fetched right after the board: the end card, who plays, the saves, a game's result kept (budget $budget_panels KB)"
echo "as run.sh sends them (Brotli): first load $(kb "$total_br"), a game's page $(kb "$game_br") more ($(kb $((total_br + game_br))) in all)"
# A link's first visit fetches the main module and the game's modules in one file (the pack).
pack=$(packs play)
others=0
# (Not sw.js: the worker is registered once the board showed.)
for f in "$dist"/index.html "$dist"/*.js "$dist"/*.css; do [ "$(basename "$f")" = sw.js ] || others=$((others + $(br "$f"))); done
# (And the game's own design: Othello's, as slow-perf.mjs times.)
design_file=$(ls "$dist"/game-othello-*.json | head -1)
others=$((others + $(br "$design_file")))
echo "a link to a game, first visit (Brotli): $(kb $((others + $(br "$dist/$pack")))) (the page, its scripts and styles, Othello's design, and $pack: the main module and the game's, compressed together)"
echo "sharing:      $(kb "$sharing") gzip more, fetched when an educator taps Share or a link to a game is opened"
echo "class page:   $(kb "$class") gzip more, fetched when an educator opens the children and their results, today's games or a sheet to print, or when a set's link is opened"
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
[ "$panels" -gt 0 ] && [ "$panels" -le $((budget_panels * 1024)) ] || { echo "web-budget: the player's panels are missing or over their $budget_panels KB budget." >&2; status=1; }
if [ -x "${CHROMIUM:-/usr/bin/chromium}" ] && [ -d tests/browser/node_modules/playwright-core ]; then
  scripts/web-perf.sh || echo "web-budget: the timing run failed (see above)." >&2
fi
exit $status
