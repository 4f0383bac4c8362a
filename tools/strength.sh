#!/usr/bin/env bash
# Regenerates the strength table of docs/strength.md: cubeless duplicate-dice money duels
# (`bgengine selfplay`) of every level against pubeval and of each level against the next.
#
# Usage: tools/strength.sh [NET_GAMES [DEEP_GAMES [SEED]]]
#   NET_GAMES   games of each duel between 0-ply players (default 10000: a 95% interval of
#               about +-0.03 points per game against pubeval)
#   DEEP_GAMES  games of each duel involving World class, 2-ply (default 1000; about 2.5 s a
#               game on one core)
#   SEED        dice seed of every duel (default 1)
# Environment:
#   STRENGTH_DIR   where the duel logs go (default target/strength); the table is rebuilt from
#                  the logs, so a duel stopped early still shows its last progress line
#   STRENGTH_ONLY  net | deep | table | A-vs-B: run only the 0-ply duels, only the deep ones,
#                  none (just print the table from the logs), or one duel; default: all
#   STRENGTH_JOBS  duels run at once (default 1)
#   STRENGTH_BIN   a bgengine binary to use instead of building target/release/bgengine
# Prints the Markdown table on stdout. Run long measurements under `nice -n 10`.
set -euo pipefail

NET_GAMES=${1:-10000}
DEEP_GAMES=${2:-1000}
SEED=${3:-1}
DIR=${STRENGTH_DIR:-target/strength}
ONLY=${STRENGTH_ONLY:-all}
JOBS=${STRENGTH_JOBS:-1}
BIN=${STRENGTH_BIN:-target/release/bgengine}

cd "$(dirname "$0")/.."
mkdir -p "$DIR"

# Player A, player B, which budget. A is the stronger one expected: results are A's points.
DUELS=(
  "beginner pubeval net"
  "casual pubeval net"
  "intermediate pubeval net"
  "advanced pubeval net"
  "expert pubeval net"
  "world-class pubeval deep"
  "casual beginner net"
  "intermediate casual net"
  "advanced intermediate net"
  "expert advanced net"
  "world-class expert deep"
  "expert-1ply expert deep"
)

run_duel() {
  local a=$1 b=$2 games=$3
  local log="$DIR/$a-vs-$b"
  "$BIN" selfplay --games "$games" --seed "$SEED" \
    --player "$a" --opponent "$b" --progress >"$log.txt" 2>"$log.progress"
}

if [ "$ONLY" != table ]; then
  [ -n "${STRENGTH_BIN:-}" ] || cargo build --quiet --release -p bgengine
  running=0
  for duel in "${DUELS[@]}"; do
    read -r a b budget <<<"$duel"
    case "$ONLY" in all | "$budget" | "$a-vs-$b") ;; *) continue ;; esac
    games=$NET_GAMES
    [ "$budget" = deep ] && games=$DEEP_GAMES
    rm -f "$DIR/$a-vs-$b.txt" "$DIR/$a-vs-$b.progress"
    run_duel "$a" "$b" "$games" &
    running=$((running + 1))
    if [ "$running" -ge "$JOBS" ]; then
      wait -n
      running=$((running - 1))
    fi
  done
  wait
fi

echo "| Player A | Player B | Games | A's points per game | 95% interval | Status |"
echo "|---|---|---:|---:|---|---|"
for duel in "${DUELS[@]}"; do
  read -r a b _ <<<"$duel"
  log="$DIR/$a-vs-$b"
  status=done
  line=$(cat "$log.txt" 2>/dev/null || true)
  if [ -z "$line" ]; then
    status=partial
    line=$(tail -n 1 "$log.progress" 2>/dev/null || true)
  fi
  [ -z "$line" ] && continue
  # "... +0.123 points per game (SE 0.012, 95% CI +0.100 to +0.146) over 2000 games; ..."
  ppg=$(sed -E 's/.* ([+-][0-9.]+) points per game.*/\1/' <<<"$line")
  ci=$(sed -E 's/.*95% CI ([+-][0-9.]+) to ([+-][0-9.]+).*/\1 to \2/' <<<"$line")
  games=$(sed -E 's/.* over ([0-9]+) games.*/\1/' <<<"$line")
  echo "| $a | $b | $games | $ppg | $ci | $status |"
done
