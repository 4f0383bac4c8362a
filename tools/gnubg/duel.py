"""A duel between this project's engine and GNU Backgammon, with duplicate dice.

Runs inside gnubg's embedded Python (settings come from the environment):

    cargo build --release -p bgengine
    /usr/games/gnubg -t -q -r -p tools/gnubg/duel.py

Environment (all optional):
    DUEL_PAIRS    pairs of games (default 500): each dice sequence is played twice, the seats
                  swapped, so that the luck of the dice cancels
    DUEL_SEED     dice seed (default 1)
    DUEL_LEVEL    the engine's level, set through UBGI's engine.level (default expert)
    DUEL_PLIES    GNU Backgammon's search depth (default 0, its "expert"; 2 is "world class")
    DUEL_ENGINE   the engine binary (default target/release/bgengine)
    DUEL_CONTROL  set to 1 to check the harness: GNU Backgammon takes both seats, so every
                  pair must cancel exactly (+0.000, an interval of width 0)
    DUEL_RECORD   a file that keeps each finished pair (a header line naming the duel, then
                  "pair first second" a line, flushed as it ends): a rerun with the same file
                  and settings counts the pairs already there and plays only the rest, so a
                  long duel survives an interruption; a file of another duel is refused

Cubeless money games without the Jacoby rule (singles 1, gammons 2, backgammons 3), the first
roll never a double, as in `bgengine selfplay`. The engine answers through UBGI (`position
gnubgid`, `dice`, `go`), GNU Backgammon through `gnubg.findbestmove` with a cubeless evaluation
at DUEL_PLIES. Every play is applied here and must be legal on the board. Prints the engine's
points per game with a 95% interval (1.96 standard errors of the pair averages), a progress line
every tenth of the duel.
"""

import hashlib
import math
import os
import random
import subprocess
import sys
import time

import gnubg

# gnubg's Python does not put this folder on sys.path; the scripts run from the repository root.
sys.path.insert(0, "tools/gnubg")
from gnubg_script import START, IllegalPlay, apply_moves, open_record, say  # noqa: E402

PAIRS = int(os.environ.get("DUEL_PAIRS", "500"))
SEED = int(os.environ.get("DUEL_SEED", "1"))
LEVEL = os.environ.get("DUEL_LEVEL", "expert")
PLIES = int(os.environ.get("DUEL_PLIES", "0"))
ENGINE = os.environ.get("DUEL_ENGINE", "target/release/bgengine")
CONTROL = os.environ.get("DUEL_CONTROL", "") == "1"
RECORD = os.environ.get("DUEL_RECORD", "")

class DuelError(Exception):
    """A program answered out of turn, or not at all."""


def result_points(loser):
    """Points won by the side that just bore off its last checker, from the loser's side."""
    if sum(loser) < 15:
        return 1
    # Nothing borne off: a gammon, a backgammon with a checker on the bar or in the winner's
    # home board (the loser's points 19 to 24).
    return 3 if loser[24] or any(loser[18:24]) else 2


class Engine:
    """The project's engine over UBGI."""

    def __init__(self, binary, level):
        self.process = subprocess.Popen(
            [binary, "ubgi"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self.send("ubgi")
        self.read_until("ubgiok")
        self.send(f"set engine.level {level}")
        self.send("isready")
        self.read_until("readyok")

    def send(self, line):
        self.process.stdin.write(line + "\n")

    def read_until(self, prefix):
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise DuelError(f"the engine stopped before {prefix!r}")
            line = line.strip()
            if line.startswith("error"):
                raise DuelError(f"the engine answered {line!r}")
            if line.startswith(prefix):
                return line

    def play(self, board, dice):
        self.send(f"position gnubgid {gnubg.positionid(board)}")
        self.send(f"dice {dice[0]} {dice[1]}")
        self.send("go")
        words = self.read_until("bestmove").split()[1:]
        if words == ["pass"]:
            return []
        moves = []
        for word in words:
            source, target = word.split("/")
            moves.append((25 if source == "bar" else int(source), 0 if target == "off" else int(target)))
        return moves


def gnubg_play(board, dice, cube, context):
    flat = gnubg.findbestmove(board, cube, context, dice)
    return [(flat[i], flat[i + 1]) for i in range(0, len(flat), 2) if flat[i] != 0]


def play_game(rolls, players):
    """One game with the dice of `rolls` between `players[0]`, who rolls first, and
    `players[1]`: each a function (board, dice) -> gnubg's (from, to) moves. Returns the points
    of `players[0]`."""
    board = (list(START[0]), list(START[1]))
    turn = 0
    for dice in rolls():
        board = apply_moves(board, players[turn](board, dice))
        if sum(board[1]) == 0:
            points = result_points(board[0])
            return points if turn == 0 else -points
        board = (board[1], board[0])
        turn = 1 - turn
    raise DuelError("the dice ran out")


def rolls_from(rng):
    """An endless roll sequence drawn from `rng` as it is consumed: the first roll is never a
    double, as in `bgengine selfplay`."""
    first = (rng.randint(1, 6), rng.randint(1, 6))
    while first[0] == first[1]:
        first = (rng.randint(1, 6), rng.randint(1, 6))
    yield first
    while True:
        yield (rng.randint(1, 6), rng.randint(1, 6))


def dice_of_pair(pair, seed=SEED):
    """The same endless roll sequence every time it is called for a pair of seed `seed`."""
    return lambda: rolls_from(random.Random(seed * 1_000_003 + pair))


def parse_pair(line):
    """A line "pair first second" of DUEL_RECORD as (pair, (first, second)), or None."""
    words = line.split()
    if len(words) != 3:
        return None
    return int(words[0]), (int(words[1]), int(words[2]))


def main():
    gnubg.command("set jacoby off")
    cube = gnubg.cubeinfo(1, 0, 1, 0, (0, 0), 0, 0)
    context = gnubg.evalcontext(0, PLIES, 0, 1, 0.0)
    engine = Engine(ENGINE, LEVEL)
    say(f"# {LEVEL} (engine) vs gnubg {PLIES}-ply, {PAIRS} pairs, seed {SEED}; {context}")
    if CONTROL:
        say("# control: gnubg plays both seats")

    def gnubg_player(board, dice):
        return gnubg_play(board, dice, cube, context)

    engine_player = gnubg_player if CONTROL else engine.play
    # The engine binary's hash names the net and the code that played, so a rebuilt engine
    # does not continue another engine's duel.
    with open(ENGINE, "rb") as binary:
        engine_hash = hashlib.sha256(binary.read()).hexdigest()[:16]
    header = (
        f"duel-record 1 level={LEVEL} plies={PLIES} seed={SEED} control={int(CONTROL)} "
        f"engine={engine_hash}"
    )
    done, record = open_record(RECORD, header, parse_pair) if RECORD else ({}, None)
    if done:
        say(f"# {len(done)} pairs read from {RECORD}")
    pair_sums = []
    counts = {}
    start = time.time()
    for pair in range(PAIRS):
        if pair in done:
            first, second = done[pair]
        else:
            rolls = dice_of_pair(pair)
            first = play_game(rolls, (engine_player, gnubg_player))
            second = -play_game(rolls, (gnubg_player, engine_player))
            if record:
                record.write(f"{pair} {first} {second}\n")
                record.flush()
        for points in (first, second):
            counts[points] = counts.get(points, 0) + 1
        pair_sums.append(first + second)
        if (pair + 1) % max(1, PAIRS // 10) == 0 or pair + 1 == PAIRS:
            n = len(pair_sums)
            mean = sum(pair_sums) / (2 * n)
            variance = sum((s / 2 - mean) ** 2 for s in pair_sums) / max(1, n - 1)
            half = 1.96 * math.sqrt(variance / n)
            wins = sum(c for p, c in counts.items() if p > 0) / (2 * n)
            say(
                f"{LEVEL} vs gnubg-{PLIES}ply (seed {SEED}): {mean:+.3f} points per game "
                f"(95% CI {mean - half:+.3f} to {mean + half:+.3f}) over {2 * n} games; "
                f"engine wins {100 * wins:.1f}%; results {dict(sorted(counts.items()))}; "
                f"{time.time() - start:.0f} s"
            )


if __name__ == "__main__":
    main()
