"""GNU Backgammon's opening plays, for the rules book's opening table (src/rules_book/tests.rs).

Runs inside gnubg's embedded Python:

    /usr/games/gnubg -t -q -r -p tools/gnubg/opening_vectors.py

writes src/rules_book/gnubg-openings.txt (OPENINGS_OUT names another file).

For each of the 15 opening rolls (a double cannot open), gnubg's best play in money play at
2 plies (its World class depth, with its default move filters), cubeful, the cube centred, once
with the Jacoby rule and once without. A line is `<high><low> <jacoby 0|1> <Position ID after
the play>`, the ID still seen by the player who moved (as `gnubg.positionid` gives it), so the
test compares positions, not notation. The book's table keeps World class's play, or, where
World class rates two plays within 0.01 of each other, the one gnubg plays; the test checks the
second half against this file.
"""

import os
import sys

sys.path.insert(0, "tools/gnubg")

import gnubg  # noqa: E402

from gnubg_script import START, apply_moves  # noqa: E402

PLIES = 2
OUT = os.environ.get("OPENINGS_OUT", "src/rules_book/gnubg-openings.txt")


def cube_info(jacoby):
    """Money play, the cube centred at 1, the player on roll as player 1. The Jacoby rule is set
    in the dictionary (`set jacoby` does not reach `gnubg.cubeinfo` outside a session)."""
    info = dict(gnubg.cubeinfo(1, -1, 1, 0, (0, 0), 0, 0))
    info["jacoby"] = jacoby
    return info


def main():
    context = gnubg.evalcontext(1, PLIES, 0, 1, 0.0)
    lines = [
        f"# GNU Backgammon {PLIES}-ply, cubeful money play, the cube centred, by"
        " tools/gnubg/opening_vectors.py",
        "# <high><low> <jacoby 0|1> <Position ID after the play, seen by the player who moved>",
    ]
    for high in range(2, 7):
        for low in range(1, high):
            for jacoby in (1, 0):
                board = (list(START[0]), list(START[1]))
                flat = gnubg.findbestmove(board, cube_info(jacoby), context, (high, low))
                moves = [(flat[i], flat[i + 1]) for i in range(0, len(flat), 2) if flat[i] != 0]
                after = apply_moves(board, moves)
                lines.append(f"{high}{low} {jacoby} {gnubg.positionid(after)}")
    with open(OUT, "w") as out:
        out.write("\n".join(lines) + "\n")


main()
