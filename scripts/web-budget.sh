#!/usr/bin/env bash
# Prints the browser app's size budget from dist/ (build it first:
# `scripts/web-build.sh`). Fails when a size budget is exceeded.
# With chromium and tests/browser's npm packages installed, also prints the timings of
# scripts/web-perf.sh (first board, pointermove-to-frame while dragging; CPU 4x slower; no budget yet).
#   release wasm, gzip -9:                    <= 193 KB  (the main module since session 22: 292.1
#                                                before the player was cut out of it as a module of
#                                                its own, scripts/web-split.mjs, 187.7 after; 190.0
#                                                with the waiting page (the game's name, a wheel,
#                                                All games), Try again that says it tries, and the
#                                                library's scroll kept; 191.7 with a refused
#                                                import kept to fix; earlier history:
#                                                was 454 in session 8: Leptos's erase_components
#                                                and the player without the loader's structural report (a
#                                                broken import is explained by the designer's bundle in a
#                                                worker) took 41 KB off, one shared sort in wasm
#                                                (tablier::sort) and wasm-opt --converge 12 KB more; the
#                                                solver's new searches put 14 KB back; the library's word
#                                                after an import, its numbered names and the hints' own
#                                                word for tokens 3.8 KB; 429.7 after the importfix merge ->
#                                                414.8: the player's designs decoded through serde_json's
#                                                Value (3.0), a die face's action read by hand, not by
#                                                serde's internally tagged enum (4.9), lower case without
#                                                Unicode's tables (7.1)); the play-test's fixes (a tap on
#                                                an empty square, the computer's win said kindly, stars
#                                                from the help used, the card folded) and Show me's
#                                                remembered line: 417.1 measured after all merges;
#                                                then 417.1 -> 381.3 (session 11): no search code in
#                                                the player (the computer thinks in a worker running
#                                                the designer's bundle, 24.5) and its checks without
#                                                their sentences (an import that fails them is
#                                                explained by the designer's bundle, 11.3); 381.3 ->
#                                                356.5: the standard library rebuilt for size, its
#                                                panics stopping at once (scripts/web-env.sh, 25.3);
#                                                349.7: capitals without Unicode's case tables
#                                                (lang::capital, 6.8); 357.1 with the 99 built-in
#                                                pictures inside it and their names for data-picture
#                                                (+7.6; the first load -19.3); 357.9 -> 330.9 with
#                                                the designs read by hand from the JSON tree, not by
#                                                serde's derived decoders (load/from_value.rs);
#                                                331.3 once that reading also tells the designer's
#                                                report why (a sink that says nothing here); 331.6
#                                                with a broken face action's setting named; 319.4
#                                                with JSON read and written by src/json, not by
#                                                serde_json's parser, its Value and gloo-storage;
#                                                320.3 with a chain of jumps played by taps, its
#                                                reminder kept, a step-or-jump refusal, and one
#                                                finder of the lattice's symmetries (the openings'
#                                                keys use it too: search/key.rs); 311.4 with ryu's
#                                                small tables (Cargo.toml: its full tables of powers
#                                                of five were 10 KB of data gzip hardly shrinks);
#                                                309.5 with wasm-opt told that the lowest 1 KB of
#                                                memory is never used (--low-memory-unused: Rust's
#                                                data starts at 1 MB, below it the stack, which
#                                                would have to be all but full to reach it); 310.1
#                                                with the computer trying again when its thinking
#                                                cannot be loaded, and the help asked kept in saves;
#                                                294.8 without the design checker (the thinking
#                                                bundle checks the user's games: web/marks.rs,
#                                                -16.1, +0.6 for the marks); 291.6 with texts put
#                                                in quotes as JSON does, not by `{:?}` (Rust's
#                                                Debug escaping of text and its Unicode tables);
#                                                292.4 with a save the rules now refuse said, and
#                                                the library's word while a game is checked;
#                                                293.6 with a saved game the checks refuse shown
#                                                apart to the educator, not dropped (+1.2); 293.8
#                                                with a damaged file told apart (export it); 294.0
#                                                with a game saved in another tab shown at once;
#                                                294.4 with a review's fixes (a check answers with
#                                                its build's fingerprint; one try per start when
#                                                the thinking bundle is out of reach); 290.1 with
#                                                wasm-opt's --flatten --rereloop before -Oz (-2.4)
#                                                and the model's maps a sorted list, not BTreeMap
#                                                (src/dict.rs, -4.6), with the notice of saved
#                                                games not checked yet and its Try again (+2.1);
#                                                291.2 with late verdicts shown, their names said
#                                                and an Othello disc touched before a tap; 291.5
#                                                with the help's squares where a tap puts a
#                                                token; 291.6 with a later try of saved games
#                                                behind the page;
#                                                292.1 with a review's fixes (the game link loaded
#                                                again when judged late, the notice's own word)
#   first load (html, js, wasm, css; the pictures inside the wasm), gzip -9:  <= 209 KB  (202.8 once the
#                                                player is a module of its own, fetched when a game
#                                                opens: the library shows about 100 KB sooner; 205.4
#                                                and 207.1 as the wasm above; was 497, then
#                                                474, 462, 425.3, 399.7, 392.9; 373.4 with the pictures
#                                                inside the wasm, not 99 files: 27.1 KB gzip apart,
#                                                7.5 together; src/web/images.rs; 374.2 with the
#                                                designer kept offline only on an educator's device;
#                                                347.7 with the designs read by hand, 348.3 as the
#                                                wasm above; 336.1 with src/json; 333.1 with the
#                                                JavaScript and CSS minified, scripts/minify.mjs;
#                                                334.1 as the wasm above; 325.1 with ryu's small
#                                                tables; 323.3 with --low-memory-unused; 324.0
#                                                with the computer's retry, the help kept in saves
#                                                and the jumping peg marked); 308.6 without the
#                                                checker, 305.4 without Debug's escaping; 306.2
#                                                as the wasm above; 307.4, 307.6, 307.8 and 308.2
#                                                as the wasm above; 303.9, 305.1, 305.4, 305.5 and
#                                                306.0 as the wasm above
#   the player's module (split_*.wasm: what opening a game adds, fetched once; a link to a game
#     fetches and compiles it beside the main module), gzip -9:  <= 123 KB  (121.5: with the first load 324.4 in
#                                                all, 18.5 more than the one wasm of before (305.8):
#                                                what the player calls in the main module goes
#                                                through the table, and neither module is optimised
#                                                with the other's code in view)
#   what a tablet in child mode downloads to work offline (every file but the designer's), and
#   an educator's device (every file): printed, no budget. Before the thinking bundle, the
#   service worker kept every file on every device: about 1,005 KB (392.7 + 588.0 + 24 of icons,
#   manifest and worker); 575.6 on a class's tablet, 1,141.5 on an educator's device with
#   the thinking bundle; 521.7 and 1,087.7 with the designs read by hand, 522.5 and 1,052.4
#   once the designer reads them so too (the
#   thinking bundle repeats the engine the designer holds); 488.1 and 1,013.4 with src/json;
#   484.3 and 1,006.7 minified; 458.1 and 973.0 with ryu's small tables and no checker in the
#   thinking bundle; 962.8 on an educator's with designs written by hand; 455.7 and 957.8 with
#   --low-memory-unused; 460.9 and 964.1 with the checker in the thinking bundle, not the
#   player's (it compresses less well there: +3.9 on a tablet, for 16.1 off the first load);
#   457.7 and 958.0 without Debug's escaping; 472.9 and 981.9 with the player a module of its
#   own (+18.5 and +23.0: see the player's module above); 475.4 and 985.5 as the wasm above
#   designer bundle (dist/design: loaded only when editing), gzip -9:   <= 422 KB  (420.1 with the
#                                                test-play's player a module of its own, below;
#                                                was 725, then 628;
#                                                628.7 after the importfix merge, 624.7 with the face's action,
#                                                627.7 with the play-test's fixes; 600.6 with the standard
#                                                library rebuilt for size; 586.9 with no Unicode case
#                                                tables, the designer's lower case too being lang::lower;
#                                                588.1 with the mirror aim of races, whose search runs
#                                                in the designer's worker: +1.3, search/mirror.rs);
#                                                556.9 once the computer thinks in a bundle of its
#                                                own (think.html), not the designer's: -31.2; 564.7
#                                                with the pictures inside, +7.8, where it used the
#                                                player's 99 files; 566.0 with a broken import's
#                                                report back here, explain.rs, +1.4); 530.0 with
#                                                the report read by the loader's own reading, not by
#                                                serde's derived decoders and serde_path_to_error
#                                                (load/from_value.rs, load/fault.rs: -36.0); 530.7
#                                                with a broken face action's setting named, and a
#                                                missing "do" explained (+0.7); 525.3 with src/json
#                                                (it keeps serde_json's writer for designs and its
#                                                parser for the reason a file is not JSON); 525.7
#                                                with a face written as a list explained; 522.4
#                                                minified; 522.9 with a face's settings given as a
#                                                list and too many items said in words; 523.9 as
#                                                the wasm above; 514.8 with ryu's small tables;
#                                                504.7 with designs written by hand, not by serde's
#                                                derived encoders (model/write.rs, -10.1); 502.1
#                                                with --low-memory-unused; 503.2 with the marks of
#                                                the checks on saved games; 500.3 without Debug's
#                                                escaping of text; 501.1 with autosave's word in
#                                                the toolbar ("✓ Saved") and a shortened save said;
#                                                497.9 with --flatten --rereloop; 489.7 with the
#                                                maps of src/dict.rs; 489.8 as the player above;
#                                                490.1 with the help's squares for taps; 490.6
#                                                with a review's fixes
#   the designer's test-play module (design/split_*.wasm, fetched when a game is first tested),
#     gzip -9:                                  <= 90 KB  (88.9)
#   thinking bundle (dist/think: the computer and Show me; loaded by a Web Worker when first
#     asked), gzip -9:                              <= 125 KB  (222.0 with the loader's sentences
#                                                for a broken import's report; 177.0 built as the
#                                                player is, the report left to the designer's
#                                                bundle; a child playing the computer fetched the
#                                                588 KB designer before; 150.1 with the designs
#                                                read by hand; 128.1 with src/json; 127.3 minified;
#                                                about 129 with the races' beam tried once per
#                                                mirror, found among the lattice's own symmetries
#                                                (Symmetries::of_lattice); the fast model of hops,
#                                                +6.4, is left out of the wasm: see search/solve.rs);
#                                                109.1 with ryu's small tables and without the
#                                                design checker: the page sends only designs it
#                                                compiled (Game::recompile; -20.0); 108.5 with
#                                                --low-memory-unused; 128.4 with the design checker
#                                                (`check`: the player has none, web/marks.rs);
#                                                124.5 with the maps of src/dict.rs (its wasm-opt
#                                                does not flatten: the searches' speed first)
set -euo pipefail
cd "$(dirname "$0")/.."
dist=dist
# The budgets, in KB gzip (see above).
budget_wasm=193
budget_first=209
budget_game=123
budget_design=422
budget_test_play=90
budget_think=125
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
for f in "$dist"/split_*.wasm; do
  [ -f "$f" ] && game=$((game + $(gz "$f")))
done
# (The built-in pictures travel inside the wasm: src/web/images.rs.)

# The designer's own bundle: its wasm, js and css (its pictures inside its wasm).
design=0
for f in "$dist"/design/*.js "$dist"/design/tablier-web-*_bg.wasm "$dist"/design/*.css "$dist"/design/index.html; do
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
