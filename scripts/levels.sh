#!/usr/bin/env bash
# The computer's levels against each other: for Othello, Morris, tic-tac-toe, the goose game
# (dice) and memory (face-down cards), `tablier match` plays every pair of levels and a table
# gives each pair's wins, losses and draws and each level's time per move.
#
#   scripts/levels.sh [GAMES] [LEVELS]     GAMES per pair of levels (default 4), each level
#                                          first in half of them; LEVELS as 1,2,3,4,5 (the
#                                          default) or with close (the keep-it-close level)
#
# Othello took 226 s for 10 games of each of its 10 pairs of levels, Morris far more (its level 5
# needs about 0.6 s a move): the default of 4 games is meant to stay near 10 minutes on a
# 2-core machine (bench-native build); not timed end to end.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-4}
levels=${2:-1,2,3,4,5}
cargo build --quiet --profile bench-native --bin tablier
t=./target/bench-native/tablier

for g in othello morris tic-tac-toe goose memory; do
  start=$(date +%s)
  # The searching levels never play at random: in Othello and Morris each pair of games starts
  # from 4 random actions so that they meet in varied games. Not in tic-tac-toe, where a random
  # opening may lose by force (and level 5 must never lose from the start).
  case $g in othello|morris) opening=4 ;; *) opening=0 ;; esac
  out=$($t match "games/$g.json" --levels "$levels" --games "$games" --opening "$opening")
  echo
  echo "== $g: $games games per pair, openings of $opening random actions ($(( $(date +%s) - start )) s)"
  # "level A vs level B" then one line per level: "level A: W wins, L losses, D draws, T ms per move".
  echo "$out" | awk '
    /^level .* vs level / { a = $2; b = $5; n = 0; next }
    /^  level / {
      sub(":", "", $2); n++
      w[n] = $3; l[n] = $5; d[n] = $7; ms[n] = $9
      if (!($2 in count)) order[++levels] = $2
      time[$2] += $9 * 1; count[$2]++
      if (n == 2) printf "  %-5s vs %-5s  %3d won %3d lost %3d drawn   (%s ms vs %s ms per move)\n", a, b, w[1], l[1], d[1], ms[1], ms[2]
    }
    END {
      printf "  time per move (mean over its pairs):"
      for (i = 1; i <= levels; i++) printf "  %s: %.2f ms", order[i], time[order[i]] / count[order[i]]
      printf "\n"
    }'
done
