"""Cube-decision vectors from GNU Backgammon, for crates/engine/tests/gnubg_cube.rs.

Runs inside gnubg's embedded Python (sys.argv is empty there, so settings come from the
environment), from the repository root:

    /usr/games/gnubg -t -q -r -p tools/gnubg/cube_vectors.py

Environment (all optional):
    CUBE_OUT        output file (default crates/engine/tests/data/cube-gnubg.txt)
    CUBE_SEED       random seed for the choice of positions (default 20261129)
    CUBE_POSITIONS  positions to keep (default 160)

The positions are those of the real-play section of crates/engine/tests/data/movegen-gnubg.txt
(gnubg's own 0-ply self-play), chosen so that all winning chances are represented (most
self-play positions are near 50%, where nothing happens to the cube). For each position and
each of the 25 cube contexts below, one line:

    <PositionID> <length> <away self> <away opponent> <cube> <owner c|me|opp> <crawford 0|1>
        <jacoby 0|1>\t<win> <win gammon> <win bg> <lose gammon> <lose bg>\t<no double>
        <double take> <double drop>

(one line in the file), all from the side of the player on roll: gnubg's 0-ply cubeless
chances (`gnubg.evaluate`) and its 0-ply cubeful equities (`gnubg.cfevaluate`: money equity
per unit of the cube, or normalised match equity), which gnubg derives from those same chances
with its own cube-efficiency model. The Rust test feeds the chances to our model and compares
the decisions.
"""

import os
import random
import sys

import gnubg

# gnubg's Python does not put this folder on sys.path; the scripts run from the repository root.
sys.path.insert(0, "tools/gnubg")
from gnubg_script import say  # noqa: E402

OUT = os.environ.get("CUBE_OUT", "crates/engine/tests/data/cube-gnubg.txt")
SEED = int(os.environ.get("CUBE_SEED", "20261129"))
POSITIONS = int(os.environ.get("CUBE_POSITIONS", "160"))
SOURCE = "crates/engine/tests/data/movegen-gnubg.txt"

# (length, away self, away opponent, cube, owner, crawford, jacoby); length 0 is money.
CONTEXTS = [
    (0, 0, 0, 1, "c", 0, 0),
    (0, 0, 0, 1, "c", 0, 1),
    (0, 0, 0, 2, "me", 0, 0),
    (0, 0, 0, 2, "opp", 0, 0),
    (7, 7, 7, 1, "c", 0, 0),
    (7, 4, 4, 1, "c", 0, 0),
    (7, 3, 5, 1, "c", 0, 0),
    (7, 5, 3, 1, "c", 0, 0),
    (7, 3, 2, 1, "c", 0, 0),
    (7, 2, 3, 1, "c", 0, 0),
    (7, 2, 2, 1, "c", 0, 0),
    (7, 5, 5, 2, "me", 0, 0),
    (7, 4, 6, 2, "opp", 0, 0),
    (7, 3, 1, 1, "c", 0, 0),
    (7, 2, 1, 1, "c", 0, 0),
    (7, 4, 1, 1, "c", 0, 0),
    (7, 1, 3, 2, "opp", 0, 0),
    (7, 1, 4, 1, "c", 1, 0),
    (7, 6, 1, 1, "c", 0, 0),
    (7, 6, 3, 2, "me", 0, 0),
    (7, 3, 6, 2, "opp", 0, 0),
    (11, 7, 9, 4, "me", 0, 0),
    (15, 13, 11, 1, "c", 0, 0),
    (25, 25, 25, 1, "c", 0, 0),
    (25, 20, 24, 2, "opp", 0, 0),
]


def positions():
    """Distinct positions (before the roll) of the real-play section, in file order."""
    seen = []
    section = None
    with open(SOURCE) as source:
        for line in source:
            if line.startswith("# section"):
                section = line.split()[2].rstrip(":")
                continue
            if line.startswith("#") or section != "real-play":
                continue
            pid = line.split()[0]
            if pid not in seen:
                seen.append(pid)
    return seen


def cube_info(length, away_self, away_opp, cube, owner, crawford, jacoby):
    """gnubg's cube info with the player on roll as player 1 (`move` = 1). The Jacoby rule is
    set in the dictionary: gnubg rebuilds the gammon prices from it (`set jacoby` does not
    reach `gnubg.cubeinfo` outside a session)."""
    owner_code = {"c": -1, "me": 1, "opp": 0}[owner]
    if length == 0:
        info = gnubg.cubeinfo(cube, owner_code, 1, 0, (0, 0), 0, 0)
    else:
        score = (length - away_opp, length - away_self)
        info = gnubg.cubeinfo(cube, owner_code, 1, length, score, crawford, 0)
    info = dict(info)
    info["jacoby"] = jacoby
    return info


def main():
    rng = random.Random(SEED)
    context = {"cubeful": 1, "plies": 0, "deterministic": 1, "noise": 0.0}
    candidates = positions()
    money = cube_info(0, 0, 0, 1, "c", 0, 0)
    # Bucket by winning chance so that doubles, takes, drops and too-good positions all occur.
    buckets = {}
    for pid in candidates:
        board = gnubg.positionfromid(pid)
        win = gnubg.evaluate(board, money, context)[0]
        buckets.setdefault(min(int(win * 10), 9), []).append(pid)
    chosen = []
    per_bucket = max(1, POSITIONS // len(buckets))
    for key in sorted(buckets):
        pool = buckets[key]
        rng.shuffle(pool)
        chosen.extend(pool[:per_bucket])
    say(f"{len(candidates)} positions, {len(chosen)} kept: "
        + ", ".join(f"{k / 10:.1f}+: {len(v)}" for k, v in sorted(buckets.items())))

    lines = []
    for pid in chosen:
        board = gnubg.positionfromid(pid)
        for length, away_self, away_opp, cube, owner, crawford, jacoby in CONTEXTS:
            info = cube_info(length, away_self, away_opp, cube, owner, crawford, jacoby)
            chances = gnubg.evaluate(board, info, context)[:5]
            equities = gnubg.cfevaluate(board, info, context)
            no_double, double_take, double_drop = equities[1], equities[2], equities[3]
            lines.append(
                f"{pid} {length} {away_self} {away_opp} {cube} {owner} {crawford} {jacoby}\t"
                + " ".join(f"{c:.6f}" for c in chances) + "\t"
                + f"{no_double:.6f} {double_take:.6f} {double_drop:.6f}"
            )
    with open(OUT, "w") as out:
        out.write("# Cube decisions of GNU Backgammon at 0-ply, for crates/engine/tests/gnubg_cube.rs.\n")
        out.write("# Line: <PositionID> <length> <away self> <away opp> <cube> <owner c|me|opp>"
                  " <crawford> <jacoby>\\t<5 cubeless chances>\\t<no double> <double take>"
                  " <double drop>, all from the side of the player on roll (length 0: money).\n")
        out.write("# Generated by: /usr/games/gnubg -t -q -r -p tools/gnubg/cube_vectors.py"
                  f" with CUBE_SEED={SEED} CUBE_POSITIONS={POSITIONS}\n")
        out.write("# gnubg: GNU Backgammon 1.07.001 (Debian),"
                  " evaluate and cfevaluate at 0-ply, Kazaross-XG2 match equity table.\n")
        for line in lines:
            out.write(line + "\n")
    say(f"wrote {len(lines)} lines to {OUT}")


main()
