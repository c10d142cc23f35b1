#!/usr/bin/env bash
# Prints the engine's numbers: actions per second on the English solitaire (one listing of
# every legal action plus one apply), perft speed (English solitaire, Othello), and the solver's time on both solitaires.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --profile bench-native --bin tablier
t=./target/bench-native/tablier

echo "== random playouts, English solitaire (3 s)"
$t bench games/solitaire-english.json --seconds 3

echo "== perft 8, English solitaire"
$t perft games/solitaire-english.json 8 --time

# Othello's published perft 9 is 3,005,288; a dedicated bitboard program takes about 0.02 s.
echo "== perft 9, Othello (published: 3005288)"
$t perft games/othello.json 9 --time

for g in solitaire-english taquin; do
  [ -f "games/$g.json" ] || continue
  echo "== solve games/$g.json"
  $t solve "games/$g.json" > /dev/null   # the solver reports its length and time on stderr
done

# ---- Hostile designs (issue 15; block kept apart for merging): the time `validate` takes on
# the largest design accepted and on 5 MB hostile ones (each must be under 1 s), written by
# examples/hostile.rs into a temporary folder.
echo "== validate: largest accepted design and 5 MB hostile designs (limit 1000 ms each)"
hostile_dir=$(mktemp -d)
cargo run --quiet --profile bench-native --example hostile -- "$hostile_dir"
for f in largest-accepted unknown-settings suggestions cells player-counts bad-faces; do
  start=$(date +%s%N)
  $t validate "$hostile_dir/$f.json" > /dev/null || true   # hostile designs are refused: exit 1
  end=$(date +%s%N)
  printf '%-18s %8d bytes %6d ms\n' "$f" "$(wc -c < "$hostile_dir/$f.json")" $(((end - start) / 1000000))
done
rm -rf "$hostile_dir"
