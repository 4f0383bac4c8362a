"""What the scripts that run inside GNU Backgammon's Python share.

Importing this module sends gnubg's own chatter (it prints a board for every `set board`) to
/dev/null and keeps the real standard output for `say`. gnubg's Python does not put the
script's folder on `sys.path`, so the scripts, run from the repository root, import it with
`sys.path.insert(0, "tools/gnubg")`.

A board is gnubg's pair (opponent, on_roll): 25 counts each, index i = that side's own point
i + 1, index 24 = its bar. The on-roll side's point p is the opponent's point 25 - p, i.e.
opponent index 24 - p.
"""

import base64
import json
import os
import time

import gnubg

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


class RecordError(Exception):
    """A record file that another run wrote."""


def open_record(path, header, parse):
    """What a long run already recorded in `path` and the file to append to: a first line
    `header` naming the run, then one entry a line, `parse(line)` giving (key, value), or None
    for a line cut short by an interruption (its entry is made again). Returns ({key: value},
    file). A missing file is created; a file whose first line is another header is refused."""
    done = {}
    if os.path.exists(path):
        with open(path) as existing:
            text = existing.read()
        lines = text.splitlines()
        if lines and lines[0] != header:
            raise RecordError(f"{path} is the record of another run: {lines[0]!r}")
        for line in lines[1:]:
            entry = parse(line)
            if entry is not None:
                done[entry[0]] = entry[1]
        out = open(path, "a")
        if not lines:
            out.write(header + "\n")
        elif not text.endswith("\n"):
            out.write("\n")  # A line cut short: the next entry starts on a line of its own.
    else:
        out = open(path, "w")
        out.write(header + "\n")
    out.flush()
    return done, out


def play_pairs(count, done, record, play_pair, progress):
    """Pairs 0 to `count - 1` of a long run: each taken from `done` (read back from its record
    by `open_record`) or played by `play_pair(pair)`, a dict, and appended to `record` (when
    there is one) as a JSON line flushed at once, so that an interruption loses one pair at
    most. Calls `progress(pairs so far)` every tenth of the run; returns the pairs."""
    pairs = []
    start = time.time()
    for pair in range(count):
        if pair in done:
            result = done[pair]
        else:
            result = play_pair(pair)
            if record:
                record.write(json.dumps(result, separators=(",", ":")) + "\n")
                record.flush()
        pairs.append(result)
        if (pair + 1) % max(1, count // 10) == 0:
            progress(pairs, time.time() - start)
    return pairs


class SessionError(Exception):
    """gnubg's session did not take a board, or answered about another one."""


def setup_gnubg(plies=0, cubeful=True):
    """A session for asking about positions: both players human, nothing automatic, every play
    judged at `plies`, cubeful (gnubg's default) or not (what `hint_plays` lists)."""
    for command in (
        "set player 0 human",
        "set player 1 human",
        "set automatic roll off",
        "set display off",
        f"set evaluation chequerplay evaluation plies {plies}",
        f"set evaluation chequerplay evaluation cubeful {'on' if cubeful else 'off'}",
        "new game",
    ):
        gnubg.command(command)


# Every `set board`, `set dice` and `move` lengthens gnubg's game record, and each command
# gets slower with it: start a fresh game this often.
BOARDS_PER_GAME = 100
_boards_set = [0]


def set_board(board):
    """Sets `board` (the player on roll is gnubg's) in the session; returns its Position ID."""
    wanted = gnubg.positionid(board)
    _boards_set[0] += 1
    if _boards_set[0] % BOARDS_PER_GAME == 0:
        gnubg.command("new game")
    for _ in range(2):
        gnubg.command("set board " + wanted)
        if gnubg.positionid(gnubg.board()) == wanted:
            return wanted
        gnubg.command("new game")  # The last game ended: start another to set boards in.
    raise SessionError(f"gnubg refused board {wanted}")


def match_id_dice(match_id):
    value = int.from_bytes(base64.b64decode(match_id + "=="[: (4 - len(match_id) % 4) % 4]), "little")
    return ((value >> 15) & 7, (value >> 18) & 7)


def hint_plays(board, roll):
    """Every distinct play of `roll` on `board`, best first as gnubg judges them at the
    session's settings: a list of (hint entry, resulting board seen by the mover). An entry has
    the play's text (`move`) and its equity (`equity`, for the mover)."""
    pid = set_board(board)
    gnubg.command(f"set dice {roll[0]} {roll[1]}")
    hint = gnubg.hint(3060)
    hint_pid, match_id = hint["gnubgid"].split(":")
    if hint_pid != pid or sorted(match_id_dice(match_id)) != sorted(roll):
        raise SessionError(f"gnubg evaluated {hint['gnubgid']}, not {pid} with {roll}")
    return [(entry, apply_moves(board, gnubg.parsemove(entry["move"]))) for entry in hint["hint"]]
