"""Legal-move test vectors from GNU Backgammon, for crates/engine/tests/gnubg_movegen.rs.

Runs inside gnubg's embedded Python (sys.argv is empty there, so settings come from the
environment):

    /usr/games/gnubg -t -q -r -p tools/gnubg/movegen_vectors.py

Environment (all optional):
    MOVEGEN_OUT          output file (default crates/engine/tests/data/movegen-gnubg.txt)
    MOVEGEN_SEED         random seed (default 20261129); same seed, same gnubg: same file
    MOVEGEN_REAL_CASES   cases from gnubg playing itself at 0-ply (default 3500)
    MOVEGEN_CORNER_CASES cases per hard-corner section (default 300)

Each case is one line: `<PositionID> <d1><d2>\t<IDs>`, where the Position ID has the player on
roll as gnubg encodes it and <IDs> are the sorted Position IDs of every distinct position the
roll can lead to, still seen by the player who moved (empty when no move is possible).
gnubg lists the plays (`hint` of every move at 0-ply, one entry per distinct resulting
position); this script applies each listed move to the board and checks the result three
ways: against gnubg's own `move` command, against gnubg.positionid, and for distinctness.
"""

import base64
import os
import random
import subprocess
import sys
import time

import gnubg

# gnubg's Python does not put this folder on sys.path; the scripts run from the repository root.
sys.path.insert(0, "tools/gnubg")
import gnubg_script  # noqa: E402
from gnubg_script import START, IllegalPlay, apply_moves, say, setup_gnubg  # noqa: E402

OUT = os.environ.get("MOVEGEN_OUT", "crates/engine/tests/data/movegen-gnubg.txt")
SEED = int(os.environ.get("MOVEGEN_SEED", "20261129"))
REAL_CASES = int(os.environ.get("MOVEGEN_REAL_CASES", "3500"))
CORNER_CASES = int(os.environ.get("MOVEGEN_CORNER_CASES", "300"))
# Rejection sampling gives up on a section after this many tries per wanted case.
TRIES_PER_CASE = 200

COMMAND = "/usr/games/gnubg -t -q -r -p tools/gnubg/movegen_vectors.py"


class GeneratorError(Exception):
    """gnubg or this script disagreed with itself: the data would not be trustworthy."""


# --- Boards -------------------------------------------------------------------------------
# Boards are gnubg's pairs (opponent, on_roll), as `gnubg_script` describes.


def empty_board():
    return ([0] * 25, [0] * 25)


def copy_board(board):
    return (list(board[0]), list(board[1]))


def swap(board):
    return (list(board[1]), list(board[0]))


def position_id(board):
    """The Position ID, encoded here from the documented layout (checked against gnubg)."""
    bits = []
    for side in board:  # the player not on roll first
        for count in side:
            bits.extend([1] * count)
            bits.append(0)
    bits.extend([0] * (80 - len(bits)))
    data = bytearray(10)
    for index, bit in enumerate(bits):
        if bit:
            data[index // 8] |= 1 << (index % 8)
    return base64.b64encode(bytes(data)).decode()[:14]


def checkers(side):
    return sum(side)


def pips(side):
    return sum(count * (index + 1) for index, count in enumerate(side))


def pips_to_home(side):
    """Pips the side needs before all its checkers are home (then it may bear off)."""
    return sum(count * max(0, index + 1 - 6) for index, count in enumerate(side))


def is_legal(board):
    opponent, on_roll = board
    if not (1 <= checkers(on_roll) <= 15 and 1 <= checkers(opponent) <= 15):
        return False  # 15 off is a finished game: never asked.
    if min(opponent) < 0 or min(on_roll) < 0:
        return False
    return all(not (on_roll[i] and opponent[23 - i]) for i in range(24))


# --- Talking to gnubg ---------------------------------------------------------------------


def set_board(board):
    """Sets `board` in gnubg's session, after checking this script's Position ID encoder."""
    wanted = position_id(board)
    if wanted != gnubg.positionid(board):
        raise GeneratorError(f"position ID encoding differs from gnubg for {board}")
    try:
        return gnubg_script.set_board(board)
    except gnubg_script.SessionError as error:
        raise GeneratorError(str(error)) from error


def gnubg_plays(board, roll):
    """gnubg's plays for `roll`: a list of (move text, resulting board seen by the mover)."""
    set_board(board)
    try:
        entries = gnubg_script.hint_plays(board, roll)
    except gnubg_script.SessionError as error:
        raise GeneratorError(str(error)) from error
    return [(entry["move"], after) for entry, after in entries]


def check_with_gnubg_move(board, roll, plays):
    """Replays each move text with gnubg's `move` command: gnubg must reach our board."""
    pid = position_id(board)
    results = set()
    for text, after in plays:
        after_id = position_id(after)
        if after_id != gnubg.positionid(after):
            raise GeneratorError(f"position ID encoding differs from gnubg for {after}")
        if after_id in results:
            raise GeneratorError(f"{pid} {roll}: {text} repeats a resulting position")
        results.add(after_id)
        if checkers(after[1]) == 0:
            continue  # The play wins the game; gnubg starts the next one instead of showing it.
        set_board(board)
        gnubg.command(f"set dice {roll[0]} {roll[1]}")
        gnubg.command("move " + text)
        # The opponent is now on roll: gnubg's board is (mover, opponent).
        if gnubg.positionid(swap(gnubg.board())) != after_id:
            raise GeneratorError(f"{pid} {roll}: gnubg plays {text} differently from us")
    return sorted(results)


# --- Cases --------------------------------------------------------------------------------


class Cases:
    def __init__(self):
        self.sections = []  # (name, description, [lines])
        self.seen = set()
        self.positions = 0

    def section(self, name, description):
        self.sections.append((name, description, []))

    def count(self):
        return len(self.sections[-1][2])

    def add(self, board, roll, plays):
        """Records a case unless it is already in the file; returns whether it was new."""
        high, low = max(roll), min(roll)
        key = (position_id(board), high, low)
        if key in self.seen:
            return False
        self.seen.add(key)
        results = check_with_gnubg_move(board, roll, plays)
        self.positions += len(results)
        self.sections[-1][2].append(f"{key[0]} {high}{low}\t{' '.join(results)}")
        return True


def roll_dice(rng):
    return (rng.randint(1, 6), rng.randint(1, 6))


def dice_used(board, roll, after):
    """How many dice a play used, from the pips it moved. Only valid when no checker can be
    borne off during the turn (see `no_bear_off_this_turn`)."""
    moved = pips(board[1]) - pips(after[1])
    if roll[0] == roll[1]:
        return moved // roll[0]
    used = {0: 0, roll[0]: 1, roll[1]: 1, roll[0] + roll[1]: 2}.get(moved)
    if used is None:
        raise GeneratorError(f"a play of {roll} moved {moved} pips in {board}")
    return used


def no_bear_off_this_turn(board, roll):
    total = 4 * roll[0] if roll[0] == roll[1] else roll[0] + roll[1]
    on_roll = board[1]
    return pips_to_home(on_roll) + 19 * on_roll[24] > total


def die_playable(board, die):
    """Whether some checker can move `die` pips: gnubg lists a play for the double of it."""
    return bool(gnubg_plays(board, (die, die)))


# --- Real play ----------------------------------------------------------------------------


def real_play(cases, rng, wanted):
    """Positions from games gnubg plays against itself at 0-ply, with random rolls."""
    cases.section("real-play", "gnubg 0-ply self-play games, the rolls of the game")
    board = copy_board(START)
    first_roll = True
    games = 1
    while cases.count() < wanted:
        roll = roll_dice(rng)
        while first_roll and roll[0] == roll[1]:
            roll = roll_dice(rng)  # The opening roll is never a double.
        first_roll = False
        plays = gnubg_plays(board, roll)
        cases.add(board, roll, plays)
        after = plays[0][1] if plays else board  # gnubg's best play, or a pass.
        if checkers(after[1]) == 0:
            board, first_roll, games = copy_board(START), True, games + 1
        else:
            board = swap(after)
    return games


# --- Hard corners -------------------------------------------------------------------------


def free_for(board, side_index, point):
    """Whether side `side_index` (0 opponent, 1 on roll) may put a checker on its `point`."""
    other = board[1 - side_index]
    return other[24 - point] == 0


def put(board, side_index, point, count=1):
    board[side_index][24 if point == 25 else point - 1] += count


def scatter(board, side_index, n, points, rng, max_stack=5):
    """Puts n checkers of a side on random points among `points` that the other side leaves
    free; returns how many could not be placed."""
    left = n
    for _ in range(n * 20):
        if left == 0:
            break
        point = rng.choice(points)
        if point != 25 and not free_for(board, side_index, point):
            continue
        if point != 25 and board[side_index][point - 1] >= max_stack:
            continue
        put(board, side_index, point)
        left -= 1
    return left


def make_point(board, side_index, point, count):
    """Stacks `count` checkers on a point when the side has that many left (15 at most)."""
    if sum(board[side_index]) + count <= 15:
        put(board, side_index, point, count)


def fill_opponent(board, rng, fewest, most, points=range(1, 25)):
    """Adds between `fewest` and `most` opponent checkers (as many as it has left)."""
    room = 15 - sum(board[0])
    most = min(most, room)
    scatter(board, 0, rng.randint(min(fewest, most), most), list(points), rng)


def bar_entry(rng):
    """One or two on the bar against 1 to 6 closed points, sometimes a blot to hit."""
    board = empty_board()
    closed = rng.sample(range(1, 7), rng.randint(1, 6))  # opponent's home points
    for point in closed:
        make_point(board, 0, point, rng.randint(2, 3))
    if len(closed) < 6 and rng.random() < 0.5:
        make_point(board, 0, rng.choice([p for p in range(1, 7) if p not in closed]), 1)
    put(board, 1, 25, rng.randint(1, 2))
    scatter(board, 1, rng.randint(3, 15 - board[1][24]), list(range(1, 19)), rng)
    fill_opponent(board, rng, 8, 15, range(7, 25))
    return board, roll_dice(rng)


def primed(rng, doubles=None):
    """A few checkers of the player on roll behind an opponent prime (others borne off or
    below it): the shape where only part of a roll can be played."""
    board = empty_board()
    length = rng.randint(3, 6)
    low = rng.randint(2, 24 - length)  # lowest prime point, seen from the player on roll
    for point in range(low, low + length):
        make_point(board, 0, 25 - point, rng.randint(2, 3))
    if rng.random() < 0.5:  # a second block, anywhere
        make_point(board, 0, rng.randint(1, 24), 2)
    above = list(range(low + length, min(24, low + length + 6) + 1)) + [25]
    scatter(board, 1, rng.randint(1, 4), above, rng)
    if rng.random() < 0.4:
        scatter(board, 1, rng.randint(1, 5), list(range(1, low)) or [25], rng)
    fill_opponent(board, rng, 0, 15)
    if doubles is None:
        roll = roll_dice(rng)
    elif doubles:
        die = rng.randint(1, 6)
        roll = (die, die)
    else:
        roll = tuple(rng.sample(range(1, 7), 2))
    return board, roll


def crowded_bar(rng):
    """Checkers on the bar with more behind, against a nearly closed board and a block
    outside: entering may use up the roll or leave the rest unplayable."""
    board = empty_board()
    for point in rng.sample(range(1, 7), rng.randint(3, 5)):
        make_point(board, 0, point, 2)
    for point in rng.sample(range(7, 13), rng.randint(1, 4)):
        make_point(board, 0, point, 2)
    put(board, 1, 25, rng.randint(1, 3))
    scatter(board, 1, rng.randint(0, 10), list(range(1, 25)), rng)
    fill_opponent(board, rng, 0, 15)
    return board, roll_dice(rng)


def home_distribution(rng, n):
    """n checkers on a random subset of points 1..6 (gaps make the bear-off rules bite)."""
    points = rng.sample(range(1, 7), rng.randint(1, 6))
    return [rng.choice(points) for _ in range(n)]


def bear_off(rng):
    """All home (or one or two just outside), some off already, with or without contact."""
    board = empty_board()
    n = rng.randint(2, 15)
    outside = rng.choice([0, 0, 0, 1, 2]) if n > 3 else 0
    for point in home_distribution(rng, n - outside):
        put(board, 1, point)
    for _ in range(outside):
        put(board, 1, rng.randint(7, 12))
    if rng.random() < 0.5:  # contact: opponent checkers left in our home or outfield
        scatter(board, 0, rng.randint(1, 4), list(range(13, 25)), rng)
    fill_opponent(board, rng, 1, 15, range(1, 13))
    return board, roll_dice(rng)


def bear_off_hit(rng):
    """Bearing off when a checker has been hit: it must enter and come home first."""
    board = empty_board()
    for point in rng.sample(range(1, 7), rng.randint(0, 5)):  # the opponent's home board
        make_point(board, 0, point, 2)
    hitters = rng.randint(1, 2)
    scatter(board, 0, hitters, list(range(19, 25)), rng, max_stack=2)  # in our home
    put(board, 1, 25, rng.choice([1, 1, 1, 2]))
    for point in home_distribution(rng, rng.randint(1, 13)):
        if free_for(board, 1, point):
            put(board, 1, point)
    fill_opponent(board, rng, 0, 15, range(7, 19))
    return board, roll_dice(rng)


def race_few(rng):
    """A race with one to three checkers left for the player on roll."""
    board = empty_board()
    for _ in range(rng.randint(1, 3)):
        put(board, 1, rng.choice([rng.randint(1, 6)] * 3 + [rng.randint(1, 20)]))
    highest = max(i + 1 for i in range(24) if board[1][i])
    # No contact: every opponent checker has passed all of ours. Its point q is our 25 - q,
    # so it may only use points 1 .. 24 - highest.
    scatter(board, 0, rng.randint(1, 15), list(range(1, 25 - highest)), rng)
    return board, roll_dice(rng)


def corner_section(cases, rng, name, description, wanted, make, accept=None):
    """Draws positions from `make` until `wanted` accepted legal cases (or gives up)."""
    cases.section(name, description)
    tries = 0
    while cases.count() < wanted and tries < wanted * TRIES_PER_CASE:
        tries += 1
        board, roll = make(rng)
        if not is_legal(board):
            continue
        plays = gnubg_plays(board, roll)
        if accept is None or accept(board, roll, plays):
            cases.add(board, roll, plays)
    return tries


def max_dice_used(board, roll, plays):
    return max((dice_used(board, roll, after) for _, after in plays), default=0)


def only_one_die_at_all(board, roll, plays):
    """A non-double where one die cannot be played at all and the other can."""
    if roll[0] == roll[1] or not plays or not no_bear_off_this_turn(board, roll):
        return False
    if max_dice_used(board, roll, plays) != 1:
        return False
    return die_playable(board, roll[0]) != die_playable(board, roll[1])


def larger_die_rule(board, roll, plays):
    """A non-double where each die can be played but not both: only the larger counts."""
    if roll[0] == roll[1] or not plays or not no_bear_off_this_turn(board, roll):
        return False
    if max_dice_used(board, roll, plays) != 1:
        return False
    return die_playable(board, roll[0]) and die_playable(board, roll[1])


def doubles_half_way(board, roll, plays):
    if roll[0] != roll[1] or not plays or not no_bear_off_this_turn(board, roll):
        return False
    return 1 <= max_dice_used(board, roll, plays) <= 3


def partial_only(board, roll, plays):
    if not plays or not no_bear_off_this_turn(board, roll):
        return False
    full = 4 if roll[0] == roll[1] else 2
    return max_dice_used(board, roll, plays) < full


def opening(cases):
    cases.section("opening", "the starting position with each of the 21 rolls")
    for high in range(1, 7):
        for low in range(1, high + 1):
            cases.add(START, (high, low), gnubg_plays(START, (high, low)))


def gnubg_version():
    try:
        text = subprocess.run(
            ["/usr/games/gnubg", "--version"], capture_output=True, text=True, timeout=30
        ).stdout
        return text.splitlines()[0].strip()
    except (OSError, IndexError, subprocess.SubprocessError):
        return "unknown"


def main():
    started = time.time()
    rng = random.Random(SEED)
    setup_gnubg()
    cases = Cases()
    opening(cases)
    games = real_play(cases, rng, REAL_CASES)
    say(f"real-play: {cases.count()} cases from {games} games")
    n = CORNER_CASES
    corners = [
        ("bar-entry", "one or two on the bar against 1 to 6 closed points", bar_entry, None),
        (
            "one-die-only",
            "non-doubles where one die cannot be played at all",
            lambda r: primed(r, doubles=False),
            only_one_die_at_all,
        ),
        (
            "larger-die",
            "non-doubles where either die can be played but not both: the larger must be",
            lambda r: primed(r, doubles=False),
            larger_die_rule,
        ),
        (
            "doubles-blocked",
            "doubles that can be played only one to three times",
            lambda r: primed(r, doubles=True),
            doubles_half_way,
        ),
        (
            "partial",
            "checkers on the bar against nearly closed boards where only part of the roll plays",
            crowded_bar,
            partial_only,
        ),
        ("bear-off", "bearing off, with gaps, higher dice and checkers just outside", bear_off, None),
        ("bear-off-hit", "bearing off with a hit checker on the bar", bear_off_hit, None),
        ("race-few", "races with one to three checkers left", race_few, None),
    ]
    for name, description, make, accept in corners:
        tries = corner_section(cases, rng, name, description, n, make, accept)
        say(f"{name}: {cases.count()} cases ({tries} positions drawn)")
    elapsed = time.time() - started
    total = sum(len(lines) for _, _, lines in cases.sections)
    header = [
        "# Legal plays listed by GNU Backgammon, for crates/engine/tests/gnubg_movegen.rs.",
        "# Line: <PositionID, player on roll> <dice>\\t<sorted Position IDs of every distinct",
        "# resulting position, still seen by the player who moved; empty when no move is possible>.",
        f"# Generated by: {COMMAND}",
        f"#   (tools/gnubg/movegen_vectors.py) with MOVEGEN_SEED={SEED}"
        f" MOVEGEN_REAL_CASES={REAL_CASES} MOVEGEN_CORNER_CASES={CORNER_CASES}",
        f"# gnubg: {gnubg_version()}; plays from `hint` at 0-ply, each replayed with `move`.",
        f"# {total} cases, {cases.positions} resulting positions.",
    ]
    out_dir = os.path.dirname(OUT)
    if out_dir:
        os.makedirs(out_dir, exist_ok=True)
    with open(OUT, "w") as out:
        out.write("\n".join(header) + "\n")
        for name, description, lines in cases.sections:
            out.write(f"# section {name}: {description} ({len(lines)} cases)\n")
            for line in lines:
                out.write(line + "\n")
    say(f"wrote {OUT}: {total} cases, {cases.positions} positions, {elapsed:.1f} s")


try:
    main()
except (GeneratorError, IllegalPlay) as error:
    say(f"error: {error}")
    sys.exit(1)
