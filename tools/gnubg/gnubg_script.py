"""What the scripts that run inside GNU Backgammon's Python share.

Importing this module sends gnubg's own chatter (it prints a board for every `set board`) to
/dev/null and keeps the real standard output for `say`. gnubg's Python does not put the
script's folder on `sys.path`, so the scripts, run from the repository root, import it with
`sys.path.insert(0, "tools/gnubg")`.

A board is gnubg's pair (opponent, on_roll): 25 counts each, index i = that side's own point
i + 1, index 24 = its bar. The on-roll side's point p is the opponent's point 25 - p, i.e.
opponent index 24 - p.
"""

import os

_REAL_STDOUT = os.dup(1)
_DEVNULL = os.open(os.devnull, os.O_WRONLY)
os.dup2(_DEVNULL, 1)


def say(text):
    """Prints a line on the real standard output."""
    os.write(_REAL_STDOUT, (text + "\n").encode())


class IllegalPlay(Exception):
    """A play that cannot be made on the board it was given."""


START = (
    [0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0],
    [0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0],
)


def apply_moves(board, moves):
    """Applies gnubg's (from, to) pairs (25 = bar, 0 = off) for the player on roll, hitting
    blots; returns the new board, still seen by the player who moved."""
    opponent, on_roll = list(board[0]), list(board[1])
    for source, target in moves:
        on_roll[24 if source == 25 else source - 1] -= 1
        if target == 0:
            continue
        there = 24 - target
        if opponent[there] >= 2:
            raise IllegalPlay(f"move {source}/{target} lands on a point held in {board}")
        if opponent[there] == 1:
            opponent[there] = 0
            opponent[24] += 1
        on_roll[target - 1] += 1
    if min(on_roll) < 0:
        raise IllegalPlay(f"moves {moves} take a checker that is not there in {board}")
    return (opponent, on_roll)
