#!/usr/bin/env bash
# Makes the committed nets again from random weights: crates/engine/weights/net.bgnn (run WD2)
# and Expert's crates/engine/weights/expert.bgnn (run B30, fitted from it), then compares each
# with the committed file byte for byte.
#
# Usage: tools/train-net.sh [OUT_DIR]      (default target/train-net)
#
# The net was trained in three runs, each on the input set of its time, so each run is built
# from the source of the commit it was trained with (exported with `git archive`, no worktree):
#   F  input set 3, commit 6399a1f: 2.7M games from random weights (two legs), mean of the
#      2.2M to 2.7M checkpoints -> avgF.bgnn
#   J  input set 4, commit e54892e: avgF carried over, 1.5M games, mean of the last six
#      checkpoints -> avgJ.bgnn
#   M  input set 5, commit 71a8ec5: avgJ carried over, 1.2M games, mean of the last six
#      checkpoints -> netM.bgnn
#   T1 commit ae09d88: netM fitted for 60 epochs to the committed decisions that run M's own
#      2-ply search judged (crates/train/data/twoply-M-*.txt.xz, the contact file's first
#      48,143), mean of the last six epochs -> netT1.bgnn
#   T2 commit bd37881: netM fitted again, for 300 epochs at twice T1's step, to all the
#      committed decisions (run M's 2-ply on M's self-play, run T1's 2-ply on T1's), mean of
#      the last six epochs -> netT2.bgnn
#   W  commit f869a42: netT2 widened to 256 hidden units (the new units' output weights zero),
#      fitted for 200 epochs to T2's decisions, mean of the last six epochs -> netW.bgnn
#   WD commit f869a42: netW fitted for 150 epochs to those and the first 44,766 of T2's own
#      decisions judged by run M's 2-ply (twoply-T2byM-3201) -> netWD.bgnn
#   WD2 commit f869a42: netWD fitted for 150 epochs at half the step to those and all 61,547
#      of T2's own -> net.bgnn
#   B30 commit 778b344 (input set 8): net.bgnn given the inputs of the next roll (the blots
#      each side's roll forces it to leave) with zero weights, fitted for 30 epochs by Adam
#      (`bgtrain fit-deep`) to run WE's decisions (WD2's, and the first 70,212 and 74,802 of
#      WD2's own judged by its own 2-ply), mean of the last six epochs -> expert.bgnn
# docs/training.md explains each option. About 3 h 40 min of training on one free core, plus
# the seven release builds, each checkpoint's 3,000-game benchmark and the fits' 2, 16, 14, 12,
# 14 and 7 minutes.
# The fit reads the decisions the search judged; they are committed, because judging them
# again takes about 40 minutes on each of two cores (the commands are in docs/training.md).
#
# Environment:
#   TRAIN_SMOKE=1   the same steps with tiny runs (600 games a leg, checkpoints every 100,
#                   20-game benchmarks): checks the plumbing in a few minutes; the result is
#                   not the committed net, so the final comparison only reports the difference
#   TRAIN_FROM=T2   start from run T2's net as commit ddc0700 committed it (git history): skips
#                   runs F to T2 (about 3 h of the 3 h 40 min) and makes W, WD, WD2 and B30
#   TRAIN_FROM=WD2  start from the committed net.bgnn: makes Expert's net (B30) only
# Run it under `nice -n 10`; every leg's log is kept in OUT_DIR/<run>.log.
set -euo pipefail

cd "$(dirname "$0")/.."
REPO=$PWD
OUT=$(mkdir -p "${1:-target/train-net}" && cd "${1:-target/train-net}" && pwd)
COMMITTED=$REPO/crates/engine/weights/net.bgnn
COMMITTED_EXPERT=$REPO/crates/engine/weights/expert.bgnn

if [[ ${TRAIN_SMOKE:-0} == 1 ]]; then
  F1_GAMES=600 F2_GAMES=600 J_GAMES=600 M_GAMES=600 EVERY=100 BENCH=20
  T_EPOCHS=6 T2_EPOCHS=6 W_EPOCHS=6 WD_EPOCHS=6 E_EPOCHS=6 T_ANCHOR_GAMES=10
else
  T_EPOCHS=60 T2_EPOCHS=300 W_EPOCHS=200 WD_EPOCHS=150 E_EPOCHS=30 T_ANCHOR_GAMES=1000
  # F2 stops at 2.7M games (the original leg ran on to 2.8M; checkpoints do not depend on
  # how long a run goes on after them), so that each leg's last six checkpoints are averaged.
  F1_GAMES=1200000 F2_GAMES=1500000 J_GAMES=1500000 M_GAMES=1200000 EVERY=100000 BENCH=3000
fi

# Exports COMMIT's tree into OUT/src-NAME and builds its bgtrain; prints the binary's path.
build_at() {
  local name=$1 commit=$2 src=$OUT/src-$1
  if [[ ! -x $src/target/release/bgtrain ]]; then
    rm -rf "$src" && mkdir -p "$src"
    git -C "$REPO" archive "$commit" | tar -x -C "$src"
    echo "==> building bgtrain at $commit (run $name)" >&2
    (cd "$src" && cargo build --release --locked -p bg-train >&2)
  fi
  echo "$src/target/release/bgtrain"
}

# The last six checkpoints a run's directory holds, oldest first.
last_six() {
  find "$1" -maxdepth 1 -name 'net-*.bgnn' | sort | tail -n 6
}

# Runs one leg of TD(0) self-play into OUT/NAME unless its last checkpoint is already there.
train_leg() {
  local name=$1 bin=$2 games=$3 final=$4; shift 4
  if [[ -f $OUT/$name/$final ]]; then
    echo "==> run $name already trained ($OUT/$name/$final)"
    return
  fi
  echo "==> run $name: $games games (log: $OUT/$name.log)"
  "$bin" --games "$games" --hidden 128 --lambda 0 --checkpoint-every "$EVERY" \
    --bench-games "$BENCH" --out "$OUT/$name" "$@" >"$OUT/$name.log" 2>&1
}

checkpoint() { printf 'net-%09d.bgnn' "$1"; }

# Unpacks a committed decisions file into OUT (its first LINES lines when given); prints the path.
unpack() {
  local packed=$1 lines=${2:-} plain=$OUT/$(basename "$1" .xz)
  [[ -z $lines ]] || plain=$plain.first$lines
  if [[ ! -f $plain ]]; then
    if [[ -z $lines ]]; then xz -dc "$packed" >"$plain"; else xz -dc "$packed" | sed -n "1,${lines}p" >"$plain"; fi
  fi
  echo "$plain"
}

# Fits OUT/FROM (netM unless given) to DECISIONS into OUT/NAME (unless its last epoch is there)
# with the fit's SEED (1 unless given) and averages the last six epochs into OUT/RESULT.
fit_stage() {
  local name=$1 bin=$2 epochs=$3 alpha=$4 result=$5 from=${6:-netM.bgnn} seed=${7:-1}
  if [[ ! -f $OUT/$name/fit-$epochs.bgnn ]]; then
    echo "==> run $name: $epochs epochs (log: $OUT/$name.log)"
    "$bin" fit --out "$OUT/$name" --weights "$OUT/$from" "${DECISIONS[@]}" \
      --validation "$REPO/crates/train/data/selfplay-rollouts.txt" --holdout 10 \
      --epochs "$epochs" --alpha "$alpha" --anchor-games "$T_ANCHOR_GAMES" --value-weight 0.2 \
      --seed "$seed" >"$OUT/$name.log" 2>&1
  fi
  mapfile -t MEAN < <(for e in $(seq $((epochs - 5)) "$epochs"); do echo "$OUT/$name/fit-$e.bgnn"; done)
  "$bin" average "$OUT/$result" "${MEAN[@]}"
}

DATA=$REPO/crates/train/data
# Every committed decision of runs M and T1 (the contact file whole): run T2 was fitted to
# them, and run W again.
T2_DECISIONS=(--decisions "$(unpack "$DATA/twoply-M-3001.txt.xz")"
  --decisions "$(unpack "$DATA/twoply-M-3002.txt.xz")"
  --decisions "$(unpack "$DATA/twoply-M-contact-3003.txt.xz")"
  --decisions "$(unpack "$DATA/twoply-T1-3101.txt.xz")"
  --decisions "$(unpack "$DATA/twoply-T1-contact-3103.txt.xz")")

# Compares OUT/$1 with the committed file $2 byte for byte; a difference fails, but in a smoke run.
compare() {
  if cmp -s "$OUT/$1" "$2"; then
    echo "$OUT/$1 is identical to $2"
  else
    echo "$OUT/$1 differs from $2"
    [[ ${TRAIN_SMOKE:-0} == 1 ]] || exit 1
  fi
}

# TRAIN_FROM=T2 takes run T2 from git history instead of runs F to T2; TRAIN_FROM=WD2 takes the
# committed net.bgnn and makes Expert's net alone.
if [[ ${TRAIN_FROM:-} == T2 ]]; then
  git -C "$REPO" show ddc0700:crates/engine/weights/net.bgnn >"$OUT/netT2.bgnn"
elif [[ ${TRAIN_FROM:-} == WD2 ]]; then
  cp "$COMMITTED" "$OUT/net.bgnn"
elif [[ -n ${TRAIN_FROM:-} ]]; then
  echo "TRAIN_FROM: only T2 and WD2 are known, not '$TRAIN_FROM'" >&2
  exit 2
else
  # Run F, input set 3: from random weights, the rate 0.1 halving every million games (never
  # below 0.01); the second leg goes on from the 1.2M-game checkpoint at that game's rate.
  BIN_F=$(build_at F 6399a1f)
  train_leg F "$BIN_F" "$F1_GAMES" "$(checkpoint "$F1_GAMES")" --seed 22 --alpha 0.1 \
    --alpha-half-life 1000000 --alpha-min 0.01
  train_leg F2 "$BIN_F" "$F2_GAMES" "$(checkpoint $((F1_GAMES + F2_GAMES)))" \
    --from "$OUT/F/$(checkpoint "$F1_GAMES")" --seed 22 --alpha 0.0435 \
    --alpha-half-life 1000000 --alpha-min 0.01
  mapfile -t F_MEAN < <(last_six "$OUT/F2")
  "$BIN_F" average "$OUT/avgF.bgnn" "${F_MEAN[@]}"

  # Run J, input set 4: run F's mean carried over with zero weights for the new inputs.
  BIN_J=$(build_at J e54892e)
  J_END=$((F1_GAMES + F2_GAMES + J_GAMES))
  train_leg J "$BIN_J" "$J_GAMES" "$(checkpoint "$J_END")" --from "$OUT/avgF.bgnn" --seed 26 \
    --alpha 0.02 --alpha-half-life 600000 --alpha-min 0.005
  mapfile -t J_MEAN < <(last_six "$OUT/J")
  "$BIN_J" average "$OUT/avgJ.bgnn" "${J_MEAN[@]}"

  # Run M, input set 5: run J's mean carried over, J's schedule, another seed.
  BIN_M=$(build_at M 71a8ec5)
  M_END=$((J_END + M_GAMES))
  train_leg M "$BIN_M" "$M_GAMES" "$(checkpoint "$M_END")" --from "$OUT/avgJ.bgnn" --seed 28 \
    --alpha 0.02 --alpha-half-life 600000 --alpha-min 0.005
  mapfile -t M_MEAN < <(last_six "$OUT/M")
  "$BIN_M" average "$OUT/netM.bgnn" "${M_MEAN[@]}"

  # Run T1: run M fitted to the choices of its own 2-ply search (the sibling loss of
  # `bgtrain fit --decisions`, anchored to its own 0-ply values), the mean of the last six epochs.
  # The contact file has grown since: T1 read its first 48,143 decisions (3 header lines).
  BIN_T=$(build_at T1 ae09d88)
  DECISIONS=(--decisions "$(unpack "$DATA/twoply-M-3001.txt.xz")"
    --decisions "$(unpack "$DATA/twoply-M-3002.txt.xz")"
    --decisions "$(unpack "$DATA/twoply-M-contact-3003.txt.xz" 48146)")
  fit_stage T1 "$BIN_T" "$T_EPOCHS" 0.2 netT1.bgnn

  # Run T2: run M fitted again to every committed decision (the contact file whole, and run T1's
  # own 2-ply decisions of its self-play), for five times as many epochs at twice the step.
  BIN_T2=$(build_at T2 bd37881)
  DECISIONS=("${T2_DECISIONS[@]}")
  fit_stage T2 "$BIN_T2" "$T2_EPOCHS" 0.4 netT2.bgnn
fi

DECISIONS=("${T2_DECISIONS[@]}")
OWN=$(unpack "$DATA/twoply-T2byM-3201.txt.xz")

if [[ ${TRAIN_FROM:-} != WD2 ]]; then
  # Run W: T2 widened to 256 hidden units (a one-game run at a zero step writes the widened net
  # as its best.bgnn), fitted again to T2's decisions: the 128 units were what held T2's fit.
  BIN_W=$(build_at W f869a42)
  if [[ ! -f $OUT/W256/best.bgnn ]]; then
    "$BIN_W" --from "$OUT/netT2.bgnn" --hidden 256 --games 1 --alpha 0 --alpha-min 0 \
      --checkpoint-every 1 --bench-games 0 --out "$OUT/W256" >"$OUT/W256.log" 2>&1
  fi
  cp "$OUT/W256/best.bgnn" "$OUT/netW256.bgnn"
  fit_stage W "$BIN_W" "$W_EPOCHS" 0.4 netW.bgnn netW256.bgnn 2

  # Runs WD and WD2: the decisions of T2's own self-play and candidates, judged by run M's 2-ply
  # (`benchmark-build --judge-weights`), added; first the file's first 44,766 (3 header lines),
  # then all of it at half the step.
  DECISIONS+=(--decisions "$(unpack "$DATA/twoply-T2byM-3201.txt.xz" 44769)")
  fit_stage WD "$BIN_W" "$WD_EPOCHS" 0.4 netWD.bgnn netW.bgnn 3
  DECISIONS[${#DECISIONS[@]}-1]=$OWN
  fit_stage WD2 "$BIN_W" "$WD_EPOCHS" 0.2 net.bgnn netWD.bgnn 4

  compare net.bgnn "$COMMITTED"
fi

# Run B30, Expert's net: net.bgnn fitted by Adam with the blot inputs of the next roll to run
# WE's decisions: those above, all of T2's own, and WD2's own judged by WD2's 2-ply (the two
# files' first 70,212 and 74,802 decisions, 3 header lines each); the mean of the last six
# epochs saved as an engine net of input set 8.
BIN_E=$(build_at B30 778b344)
DECISIONS=("${T2_DECISIONS[@]}" --decisions "$OWN"
  --decisions "$(unpack "$DATA/twoply-WD2byWD2-3301.txt.xz" 70215)"
  --decisions "$(unpack "$DATA/twoply-WD2byWD2-3302.txt.xz" 74805)")
if [[ ! -f $OUT/B30/deep-$E_EPOCHS.bgdeep ]]; then
  echo "==> run B30: $E_EPOCHS epochs (log: $OUT/B30.log)"
  "$BIN_E" fit-deep --out "$OUT/B30" --weights "$OUT/net.bgnn" "${DECISIONS[@]}" --holdout 10 \
    --anchor-games "$T_ANCHOR_GAMES" --value-weight 0.2 --epochs "$E_EPOCHS" --seed 9 \
    --second 0 --adam 0.0001 --batch 32 --reply-blots-only >"$OUT/B30.log" 2>&1
fi
mapfile -t E_MEAN < <(for e in $(seq $((E_EPOCHS - 5)) "$E_EPOCHS"); do echo "$OUT/B30/deep-$e.bgdeep"; done)
"$BIN_E" average-deep "$OUT/B30mean.bgdeep" "${E_MEAN[@]}"
"$BIN_E" export-deep "$OUT/expert.bgnn" "$OUT/B30mean.bgdeep"
compare expert.bgnn "$COMMITTED_EXPERT"
