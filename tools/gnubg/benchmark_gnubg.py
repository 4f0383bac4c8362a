"""GNU Backgammon's 0-ply scored on the project's own benchmark, beside the engine's level.

Runs inside gnubg's embedded Python (settings come from the environment):

    cargo build --release -p bgengine
    /usr/games/gnubg -t -q -r -p tools/gnubg/benchmark_gnubg.py

The benchmark (`crates/train/data/benchmark.txt`, written by `bgtrain benchmark-build`; its
format is in `crates/train/src/benchmark.rs`) holds play decisions whose candidate plays carry
rollouts by this project's net. Here our rollouts judge GNU Backgammon as a player: for each
decision its 0-ply play (`gnubg.findbestmove`, cubeless, as it plays in `duel.py`) and the
engine's (through UBGI, as in `duel.py`) are charged the equity they lose to the best
candidate, exactly as `bgtrain benchmark` charges a net: a play outside the candidates is
charged the largest gap among them (a lower bound, counted as outside). Prints, per kind and
in all, each player's mean error x 1000 with its standard error over the decisions and the
paired difference, gnubg's minus the engine's.

Environment (all optional):
    BENCH_FILE    the benchmark (default crates/train/data/benchmark.txt)
    BENCH_LEVEL   the engine's level (default expert)
    BENCH_ENGINE  the engine binary (default target/release/bgengine)
    BENCH_PLIES   gnubg's plies (default 0, its Expert)
    BENCH_OUTSIDE write the positions after the plays outside the candidates (seen by the
                  opponent, as `bgtrain rollout` takes them) to this file, one a line
    BENCH_ROLLOUTS  a data file of `bgtrain rollout` (format 1) with rollouts of those
                  positions: a play outside the candidates is then charged the best
                  candidate's equity minus its own rollout's (0 when it rolls out better),
                  instead of the lower bound
"""

import math
import os
import sys

import gnubg

# gnubg's Python does not put this folder on sys.path; the scripts run from the repository root.
sys.path.insert(0, "tools/gnubg")
from duel import Engine, gnubg_play  # noqa: E402
from gnubg_script import apply_moves, hint_plays, match_id_dice, say, setup_gnubg  # noqa: E402

FILE = os.environ.get("BENCH_FILE", "crates/train/data/benchmark.txt")
LEVEL = os.environ.get("BENCH_LEVEL", "expert")
ENGINE = os.environ.get("BENCH_ENGINE", "target/release/bgengine")
PLIES = int(os.environ.get("BENCH_PLIES", "0"))
OUTSIDE = os.environ.get("BENCH_OUTSIDE", "")
ROLLOUTS = os.environ.get("BENCH_ROLLOUTS", "")
KINDS = ("contact", "crashed", "race")


class BenchmarkError(Exception):
    """A line of the benchmark that does not read, or a candidate that is no play of its roll."""


def read_decisions(path):
    """The decisions: (kind, board, dice, {Position ID after the play, seen by the opponent:
    the mover's rollout equity})."""
    decisions = []
    with open(path) as text:
        lines = text.read().splitlines()
    if not lines or lines[0] != "bgtrain-benchmark 1":
        raise BenchmarkError(f"{path} is not a benchmark of format 1")
    for line in lines[1:]:
        if line.startswith("#") or not line.strip():
            continue
        fields = line.split()
        kind, gnubg_id, count = fields[0], fields[1], int(fields[5])
        if kind not in KINDS or len(fields) != 6 + 4 * count:
            raise BenchmarkError(f"bad line {line[:60]!r}")
        position_id, match_id = gnubg_id.split(":")
        board = tuple(list(side) for side in gnubg.positionfromid(position_id))
        candidates = {fields[6 + 4 * i]: float(fields[7 + 4 * i]) for i in range(count)}
        decisions.append((kind, board, match_id_dice(match_id), candidates))
    return decisions


def read_rollouts(path):
    """The equity for the player on roll of each position of a rollout data file."""
    equities = {}
    with open(path) as text:
        lines = text.read().splitlines()
    if not lines or lines[0] != "bgtrain-rollouts 1":
        raise BenchmarkError(f"{path} is not a rollout file of format 1")
    for line in lines[1:]:
        fields = line.split()
        if line.startswith("#") or len(fields) < 11:
            continue
        equities[fields[0]] = float(fields[10])
    return equities


def charged(candidates, board, moves, rolled_out):
    """The equity `moves` lose to the best candidate, and the position after them when it is
    outside the candidates (None otherwise). Outside, the loss is that of its rollout in
    `rolled_out` (the opponent's equity), or else the largest gap, a lower bound."""
    after = apply_moves(board, moves)
    seen_by_opponent = gnubg.positionid((after[1], after[0]))
    best = max(candidates.values())
    if seen_by_opponent in candidates:
        return best - candidates[seen_by_opponent], None
    if seen_by_opponent in rolled_out:
        return max(0.0, best + rolled_out[seen_by_opponent]), seen_by_opponent
    return best - min(candidates.values()), seen_by_opponent


def mean_and_error(values):
    n = len(values)
    mean = sum(values) / max(1, n)
    variance = sum((v - mean) ** 2 for v in values) / max(1, n - 1)
    return mean, math.sqrt(variance / max(1, n))


def main():
    gnubg.command("set jacoby off")
    setup_gnubg(0, cubeful=False)
    cube = gnubg.cubeinfo(1, 0, 1, 0, (0, 0), 0, 0)
    context = gnubg.evalcontext(0, PLIES, 0, 1, 0.0)
    engine = Engine(ENGINE, LEVEL)
    decisions = read_decisions(FILE)
    rolled_out = read_rollouts(ROLLOUTS) if ROLLOUTS else {}
    rows = []
    outside = []
    for kind, board, dice, candidates in decisions:
        legal = {gnubg.positionid((after[1], after[0])) for _, after in hint_plays(board, dice)}
        if not set(candidates) <= legal:
            raise BenchmarkError(f"{gnubg.positionid(board)} {dice}: a candidate is no play")
        ours, ours_outside = charged(candidates, board, engine.play(board, dice), rolled_out)
        theirs, theirs_outside = charged(
            candidates, board, gnubg_play(board, dice, cube, context), rolled_out)
        outside += [p for p in (ours_outside, theirs_outside) if p is not None]
        rows.append((kind, 1000 * ours, ours_outside is not None, 1000 * theirs,
                     theirs_outside is not None))
    if OUTSIDE:
        with open(OUTSIDE, "w") as out:
            out.write("".join(p + "\n" for p in dict.fromkeys(outside)))
    charge = (f"outside plays charged their rollouts from {ROLLOUTS}" if ROLLOUTS
              else "outside plays charged the largest gap, a lower bound")
    say(f"# {len(rows)} decisions of {FILE}; the engine's {LEVEL} and gnubg {PLIES}-ply, "
        f"x 1000 (+/- standard error over the decisions); {charge}")
    say(f"| kind | decisions | {LEVEL} | outside | gnubg {PLIES}-ply | outside | "
        f"gnubg minus {LEVEL} |")
    say("|---|---:|---:|---:|---:|---:|---:|")
    for kind in KINDS + ("all",):
        chosen = [r for r in rows if kind in ("all", r[0])]
        ours = mean_and_error([r[1] for r in chosen])
        theirs = mean_and_error([r[3] for r in chosen])
        gap = mean_and_error([r[3] - r[1] for r in chosen])
        say(f"| {kind} | {len(chosen)} | {ours[0]:.2f} +/- {ours[1]:.2f} | "
            f"{sum(r[2] for r in chosen)} | {theirs[0]:.2f} +/- {theirs[1]:.2f} | "
            f"{sum(r[4] for r in chosen)} | {gap[0]:+.2f} +/- {gap[1]:.2f} |")


if __name__ == "__main__":
    main()
