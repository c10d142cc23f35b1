#!/usr/bin/env bash
# Prints the engine's numbers: actions per second on the English solitaire (one listing of
# every legal action plus one apply), perft speed (English solitaire, Othello), and the
# solver's times, each beside the machine's own clock read before and after the run, and
# what "show me" costs from the start of every built-in one-player game.
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

# The solver's targets (issue 14): English solitaire under 10 ms, the French board with its
# centre empty proven impossible under 1 s, the 3 x 3 taquin shortest under 50 ms, a 4 x 4
# taquin shuffled by 40 random slides shortest under 2 s, Chinese checkers solitaire in 27
# turns, the known optimum (a beam on a 128-bit model of hopping pegs looks for a route that is
# its own mirror image, src/search/hops.rs), and the built-in French board (the hole above the
# centre empty: solvable, found in about 5 million positions). The solver prints its own time
# on stderr; the clock lines around it are the machine's, read by `date`.
clock() { date +%s.%N; }
solve() {
  echo "== solve $*"
  local a b
  a=$(clock)
  $t solve "$@" > /tmp/tablier-bench-solve.txt || true
  b=$(clock)
  tail -n 1 /tmp/tablier-bench-solve.txt | grep -v '^move\|^select' || true
  echo "clock: $a -> $b ($(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.4f", b - a }') s with the process start)"
}
solve games/solitaire-english.json
solve tests/designs/solitaire-french-centre.json
solve games/taquin.json
solve tests/designs/taquin-4x4.json
solve games/chinese-checkers-solitaire.json
solve games/solitaire-french.json

# One-player games answer from the solver within Limits::QUICK; the others from the computer.
echo "== show me from the start of each built-in game"
for g in games/*.json; do
  a=$(clock)
  shown=$($t show-me "$g" 2> /tmp/tablier-bench-show.txt || true)
  b=$(clock)
  echo "$g: $shown, $(cat /tmp/tablier-bench-show.txt) (clock: $a -> $b)"
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
