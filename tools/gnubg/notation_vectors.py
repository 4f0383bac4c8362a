"""Dumps GNU Backgammon's move strings for every legal play of many positions and rolls.

Run from the repository root (writes crates/engine/tests/data/notation_gnubg.txt):

    /usr/games/gnubg -t -q -r -p tools/gnubg/notation_vectors.py

Positions are drawn at random (fixed seed) in several kinds: contact with many blots, checkers
on the bar, bear-offs with the opponent still in our home board, and races, plus the starting
position. For each position and each of the 21 rolls, `hint` lists every distinct legal play
(one per resulting position) with the string gnubg's own formatter writes for it.

Output, one line per position and roll:

    <Position ID><TAB><dice, e.g. 31><TAB><play>|<play>|...

The Position ID is seen by the player on roll (GNU Backgammon's convention). A roll with no
legal play has an empty list. Lines starting with '#' are comments.
"""

import os
import random

import gnubg

SEED = int(os.environ.get("SEED", "20261129"))
OUT = os.environ.get("OUT", "crates/engine/tests/data/notation_gnubg.txt")
# How many random positions of each kind.
COUNTS = {"contact": 14, "bar": 6, "bearoff": 8, "race": 4}


def place(rng, side, other, n, points):
    """Puts n checkers of `side` one at a time on random points (1-based, own numbering)
    from `points`, never on a point the other side holds."""
    free = [p for p in points if other[24 - p] == 0]
    for _ in range(n):
        side[rng.choice(free) - 1] += 1


def random_position(rng, kind):
    while True:
        me = [0] * 25
        them = [0] * 25
        if kind == "contact":
            me[24] = rng.choice([0, 0, 0, 1])
            them[24] = rng.choice([0, 0, 1, 2])
            place(rng, them, me, 15 - them[24] - rng.choice([0, 0, 2]), range(1, 25))
            place(rng, me, them, 15 - me[24] - rng.choice([0, 0, 1]), range(1, 25))
        elif kind == "bar":
            me[24] = rng.choice([1, 2, 3])
            them[24] = rng.choice([0, 1])
            # The opponent builds a strong home board: our entry points 19..24 are their 1..6.
            place(rng, them, me, 9, range(1, 7))
            place(rng, them, me, 6 - them[24], range(1, 25))
            place(rng, me, them, 15 - me[24], range(1, 25))
        elif kind == "bearoff":
            # The opponent keeps a few checkers back in our home board (their 19..24).
            back = rng.choice([0, 1, 2, 3])
            place(rng, them, me, back, range(19, 25))
            place(rng, them, me, 15 - back - rng.choice([0, 3, 6]), range(1, 19))
            place(rng, me, them, rng.randint(3, 15), range(1, 7))
        else:  # race: our checkers all below the opponent's.
            place(rng, me, them, rng.randint(8, 15), range(1, 13))
            place(rng, them, me, rng.randint(8, 15), range(1, 13))
        if sum(me) > 0 and sum(them) > 0:
            return me, them


def main():
    rng = random.Random(SEED)
    gnubg.command("set player 0 human")
    gnubg.command("set player 1 human")
    gnubg.command("set evaluation chequerplay evaluation plies 0")
    gnubg.command("new game")
    ids = ["4HPwATDgc/ABMA"]
    for kind, count in COUNTS.items():
        for _ in range(count):
            me, them = random_position(rng, kind)
            ids.append(gnubg.positionid((tuple(them), tuple(me))))
    lines = [
        "# GNU Backgammon move strings for every legal play (tools/gnubg/notation_vectors.py).",
        "# <Position ID, player on roll>\t<dice>\t<play>|<play>|...",
    ]
    for pid in ids:
        for d1 in range(1, 7):
            for d2 in range(1, d1 + 1):
                gnubg.command("set board " + pid)
                gnubg.command("set dice %d %d" % (d1, d2))
                try:
                    hint = gnubg.hint(5000)["hint"]
                except Exception:
                    hint = []
                moves = [entry["move"] for entry in hint]
                lines.append("%s\t%d%d\t%s" % (pid, d1, d2, "|".join(moves)))
    with open(OUT, "w") as out:
        out.write("\n".join(lines) + "\n")
    print("wrote", OUT, len(lines) - 2, "rolls")


main()
