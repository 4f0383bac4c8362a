"""Where the engine's Expert loses to GNU Backgammon's Expert, by kind of position.

Runs inside gnubg's embedded Python (settings come from the environment):

    cargo build --release -p bgengine
    DIAG_PAIRS=150 DIAG_RECORD=diagnose.jsonl /usr/games/gnubg -t -q -r -p tools/gnubg/diagnose.py

The games are `duel.py`'s (its players and dice): the engine's level against gnubg's 0-ply,
cubeless money games with duplicate dice. At every unforced play of the engine, gnubg's 2-ply
(cubeless) judges the play the engine made and the play gnubg's 0-ply would make in the same
position (`gnubg.findbestmove`, as gnubg's seat plays). GNU Backgammon is the judge here, never
a teacher: nothing of this is trained on.

A decision's best play is the best at 2-ply of the engine's play, gnubg's 0-ply play and the
plays gnubg's 0-ply ranks within 0.16 of its best (at most DIAG_CANDIDATES of them); each
player's error is that best minus its play's 2-ply equity. The difference of the two errors,
the engine's minus gnubg's, is the 2-ply equity of gnubg's play minus the engine's, which does
not depend on that choice of candidates.

Each decision is put in one class of position (`position_class`: race, crashed, and classes
of contact a player recognises, each defined below from the board) and, where the two plays
differ, compared feature by feature (`play_features`: hits, blots, points made, ...), so that
the tables say in which positions and by which kind of play the engine loses.

Environment (all optional):
    DIAG_PAIRS       pairs of games (default 50)
    DIAG_SEED        dice seed (default 1, the seed of duel.py's first duel)
    DIAG_LEVEL       the engine's level (default expert)
    DIAG_ENGINE      the engine binary (default target/release/bgengine)
    DIAG_JUDGE       the judge's plies (default 2)
    DIAG_CANDIDATES  gnubg 0-ply's top plays judged besides the two players' (default 5)
    DIAG_RECORD      a file of JSON lines, one a pair of games with its decisions, flushed as
                     the pair ends; a rerun plays only the pairs not in it, and the tables are
                     of every pair in it (a file of another run is refused)
    DIAG_TABLES      set to 1 to print the tables of DIAG_RECORD without playing (no engine
                     needed; DIAG_RECORD may then name several records, comma-separated, whose
                     pairs are summed into one set of tables, for instance two seeds)
"""

import hashlib
import json
import math
import os
import sys

import gnubg

# gnubg's Python does not put this folder on sys.path; the scripts run from the repository root.
sys.path.insert(0, "tools/gnubg")
from duel import Engine, dice_of_pair, gnubg_play, play_game, result_points  # noqa: E402
from gnubg_script import (  # noqa: E402
    apply_moves, hint_plays, open_record, play_pairs, say, setup_gnubg)

PAIRS = int(os.environ.get("DIAG_PAIRS", "50"))
SEED = int(os.environ.get("DIAG_SEED", "1"))
LEVEL = os.environ.get("DIAG_LEVEL", "expert")
ENGINE = os.environ.get("DIAG_ENGINE", "target/release/bgengine")
JUDGE = int(os.environ.get("DIAG_JUDGE", "2"))
CANDIDATES = int(os.environ.get("DIAG_CANDIDATES", "5"))
RECORD = os.environ.get("DIAG_RECORD", "")
TABLES_ONLY = os.environ.get("DIAG_TABLES", "") == "1"

# gnubg 0-ply's plays within this of its best are candidates for the best play (World class's
# first move filter, as in the engine).
WINDOW = 0.16
# The opening: the first plays of the game, both sides' (the engine's first three).
OPENING_TURNS = 6


class DiagnoseError(Exception):
    """The engine's play is not one of gnubg's: the harness or a move generator is wrong."""


# --- The board seen by one side. A side is gnubg's 25 counts: index i is its own point i + 1,
# index 24 its bar. Its point p is the other side's point 25 - p.


def rearmost(side):
    """Its rearmost checker's point (25 for the bar), 0 with none left on the board."""
    for index in range(24, -1, -1):
        if side[index]:
            return index + 1
    return 0


def has_contact(board):
    """Some checker of one side still has an enemy checker in front of it."""
    return rearmost(board[0]) + rearmost(board[1]) > 25


def in_play(side):
    """Its checkers on the board and the bar, not counting those beyond two on its 1-point
    nor beyond two on its 2-point: the engine's `Position::own_in_play`."""
    return sum(side) - max(0, side[0] - 2) - max(0, side[1] - 2)


def made(side, first, last):
    """Its points from `first` to `last` (own numbering) held by two or more."""
    return [p for p in range(first, last + 1) if side[p - 1] >= 2]


def longest_prime(side):
    longest = run = 0
    for index in range(24):
        run = run + 1 if side[index] >= 2 else 0
        longest = max(longest, run)
    return longest


def prime_with_checker_behind(side, enemy):
    """A prime of four points or more of `side` with an enemy checker behind it."""
    run = 0
    for index in range(24):
        run = run + 1 if side[index] >= 2 else 0
        if run >= 4:
            # The prime's lowest point is index - run + 2 (own numbering); an enemy checker is
            # behind it when it is on a lower point of `side`, that is on a higher point of its
            # own numbering (or on the bar).
            low = index - run + 2
            if enemy[24] or any(enemy[25 - p - 1] for p in range(1, low)):
                return True
    return False


def all_home(side):
    return not side[24] and not any(side[6:24])


def position_class(board, turn):
    """The class of the position before the play, `board` seen by the player on roll (the
    engine), `turn` the number of plays made in the game before this one. The first that
    applies, in this order:

    race: no contact. crashed: contact, and a side has at most six checkers in play (the
    engine's `Position::is_crashed`). opening: the first six plays of the game. Then, each
    told from the side of the player on roll ("we") and of its opponent ("they"):
    blitz: the defender has a checker on the bar facing three or more closed home points, or
    two or more on the bar. back game: a side holds two or more points in the enemy's home
    board. bear-in against contact: all of a side's checkers are in its home board (or off)
    while contact remains. prime against prime: both sides have a prime of four or more with
    an enemy checker behind it. priming: one side has such a prime. holding game: a side holds
    a point in the enemy's home board or on its bar point (its points 18 to 24), the other
    side none. mutual holding: both do. middle game: the rest."""
    they, we = board
    if not has_contact(board):
        return "race"
    if in_play(we) <= 6 or in_play(they) <= 6:
        return "crashed"
    if turn < OPENING_TURNS:
        return "opening"

    def blitzed(defender, attacker):
        return defender[24] >= 2 or (defender[24] >= 1 and len(made(attacker, 1, 6)) >= 3)

    if blitzed(they, we):
        return "blitz: we attack"
    if blitzed(we, they):
        return "blitz: we defend"
    our_back, their_back = len(made(we, 19, 24)), len(made(they, 19, 24))
    if our_back >= 2:
        return "back game: ours"
    if their_back >= 2:
        return "back game: theirs"
    if all_home(we):
        return "bear-in against contact: ours"
    if all_home(they):
        return "bear-in against contact: theirs"
    our_prime, their_prime = prime_with_checker_behind(we, they), prime_with_checker_behind(they, we)
    if our_prime and their_prime:
        return "prime against prime"
    if our_prime:
        return "priming: we prime"
    if their_prime:
        return "priming: we are primed"
    our_anchor, their_anchor = bool(made(we, 18, 24)), bool(made(they, 18, 24))
    if our_anchor and their_anchor:
        return "mutual holding"
    if our_anchor:
        return "holding game: we hold"
    if their_anchor:
        return "holding game: they hold"
    return "middle game"


def play_features(before, after):
    """What a play did, for comparing two plays of one roll: `before` and `after` seen by the
    mover. Hits: enemy checkers sent to the bar. Blots: the mover's single checkers on the
    board after it. Home points, anchors (points 19 to 24 held), longest prime: after it.
    Back checkers: its checkers on its points 19 to 24 and the bar after it."""
    they, we = after
    return {
        "hits": they[24] - before[0][24],
        "blots": sum(1 for n in we[:24] if n == 1),
        "home points": len(made(we, 1, 6)),
        "anchors": len(made(we, 19, 24)),
        "prime": longest_prime(we),
        "back checkers": sum(we[18:25]),
    }


# --- Judging.


def cubeless_equity(probs):
    """The cubeless equity of gnubg's five chances (win, win gammon, win backgammon, lose
    gammon, lose backgammon) for their side."""
    win, win_g, win_bg, lose_g, lose_bg = probs[:5]
    return 2 * win - 1 + win_g - lose_g + win_bg - lose_bg


class Judge:
    def __init__(self, cube, plies):
        self.cube = cube
        self.context = gnubg.evalcontext(0, plies, 0, 1, 0.0)

    def equity_after(self, after):
        """The mover's equity of `after` (seen by the mover, the opponent to roll next)."""
        if sum(after[1]) == 0:
            return result_points(after[0])
        probs = gnubg.evaluate((after[1], after[0]), self.cube, self.context)
        return -cubeless_equity(probs)


def cubeless_session():
    """Sets gnubg up for cubeless money games without the Jacoby rule, as duel.py plays them:
    returns the cube, and gnubg's 0-ply player, (board, dice) -> its moves."""
    gnubg.command("set jacoby off")
    setup_gnubg(0, cubeful=False)
    cube = gnubg.cubeinfo(1, 0, 1, 0, (0, 0), 0, 0)
    context = gnubg.evalcontext(0, 0, 0, 1, 0.0)
    return cube, lambda board, dice: gnubg_play(board, dice, cube, context)


def judge_decision(judge, board, dice, ours, theirs, turn):
    """The record of one unforced decision, or None when the roll left no choice: `ours` and
    `theirs` are the engine's and gnubg 0-ply's moves."""
    plays = hint_plays(board, dice)  # gnubg's 0-ply, best first
    if len(plays) < 2:
        return None
    by_id = {gnubg.positionid(after): after for _, after in plays}
    ours_after, theirs_after = apply_moves(board, ours), apply_moves(board, theirs)
    ours_id, theirs_id = gnubg.positionid(ours_after), gnubg.positionid(theirs_after)
    if ours_id not in by_id:
        raise DiagnoseError(f"{gnubg.positionid(board)} {dice}: the engine's {ours} is not listed")
    top = plays[0][0]["equity"]
    candidates = [gnubg.positionid(after) for entry, after in plays[:CANDIDATES]
                  if entry["equity"] >= top - WINDOW]
    judged = {}
    for pid in dict.fromkeys(candidates + [ours_id, theirs_id]):
        judged[pid] = judge.equity_after(by_id[pid])
    best = max(judged.values())
    decision = {
        "id": gnubg.positionid(board),
        "dice": list(dice),
        "turn": turn,
        "class": position_class(board, turn),
        "ours": round(best - judged[ours_id], 6),
        "theirs": round(best - judged[theirs_id], 6),
        "same": ours_id == theirs_id,
    }
    if ours_id != theirs_id:
        decision["features"] = [play_features(board, ours_after), play_features(board, theirs_after)]
    return decision


def play_pair(pair, engine, gnubg_player, judge):
    """The pair's two games (the engine first to roll, then second, on the same dice): their
    points for the engine and the decisions judged."""
    decisions = []
    turn = [0]

    def judged(board, dice):
        ours = engine.play(board, dice)
        decision = judge_decision(judge, board, dice, ours, gnubg_player(board, dice), turn[0])
        if decision is not None:
            decisions.append(decision)
        turn[0] += 1
        return ours

    def opponent(board, dice):
        turn[0] += 1
        return gnubg_player(board, dice)

    rolls = dice_of_pair(pair, SEED)
    first = play_game(rolls, (judged, opponent))
    turn[0] = 0
    second = -play_game(rolls, (opponent, judged))
    return {"pair": pair, "points": [first, second], "decisions": decisions}


# --- The tables.


def mean_and_error(values):
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(variance / n)


def bucket_row(name, decisions, games, differ_column=True):
    """A table row: the decisions, the share where the plays differ, each player's mean
    error, their mean difference with its standard error (x 1000) and the equity the engine
    loses a game in these decisions."""
    ours = [1000 * d["ours"] for d in decisions]
    theirs = [1000 * d["theirs"] for d in decisions]
    gap, gap_error = mean_and_error([a - b for a, b in zip(ours, theirs)])
    differ = sum(1 for d in decisions if not d["same"])
    per_game = sum(a - b for a, b in zip(ours, theirs)) / 1000 / max(1, games)
    cells = [name, str(len(decisions))]
    if differ_column:
        cells.append(f"{100 * differ / max(1, len(decisions)):.0f}%")
    cells += [f"{mean_and_error(ours)[0]:.1f}", f"{mean_and_error(theirs)[0]:.1f}",
              f"{gap:+.1f} +/- {gap_error:.1f}", f"{per_game:+.4f}"]
    return "| " + " | ".join(cells) + " |"


CLASS_ORDER = [
    "opening", "middle game", "holding game: we hold", "holding game: they hold",
    "mutual holding", "priming: we prime", "priming: we are primed", "prime against prime",
    "blitz: we attack", "blitz: we defend", "back game: ours", "back game: theirs",
    "bear-in against contact: ours", "bear-in against contact: theirs", "crashed", "race",
]


def print_tables(pairs):
    decisions = [d for p in pairs for d in p["decisions"]]
    games = 2 * len(pairs)
    points = [sum(p["points"]) / 2 for p in pairs]
    mean, error = mean_and_error(points)
    say(f"# {games} games ({len(pairs)} pairs), {len(decisions)} unforced decisions of the "
        f"engine; its points a game against gnubg 0-ply in these games: {mean:+.3f} "
        f"(95% CI {mean - 1.96 * error:+.3f} to {mean + 1.96 * error:+.3f})")
    say("")
    say("| class | decisions | plays differ | our error | gnubg 0-ply's error | "
        "difference (+/- se) | equity lost a game |")
    say("|---|---:|---:|---:|---:|---:|---:|")
    contact = [d for d in decisions if d["class"] not in ("race", "crashed")]
    for name in CLASS_ORDER:
        chosen = [d for d in decisions if d["class"] == name]
        if chosen:
            say(bucket_row(name, chosen, games))
    say(bucket_row("**contact, not crashed**", contact, games))
    say(bucket_row("**all**", decisions, games))
    say("")
    differing = [d for d in decisions if not d["same"]]
    worse = [d for d in differing if d["ours"] > d["theirs"]]
    better = [d for d in differing if d["ours"] < d["theirs"]]
    say(f"# where the plays differ ({len(differing)} decisions): the engine's play judged "
        f"worse in {len(worse)} (losing {sum(d['ours'] - d['theirs'] for d in worse) / games:.4f} "
        f"a game), better in {len(better)} (gaining "
        f"{sum(d['theirs'] - d['ours'] for d in better) / games:.4f} a game), equal in "
        f"{len(differing) - len(worse) - len(better)}")
    say("")
    say("| the engine's play against gnubg 0-ply's | decisions | our error | gnubg 0-ply's "
        "error | difference (+/- se) | equity lost a game |")
    say("|---|---:|---:|---:|---:|---:|")
    for feature in ("hits", "blots", "home points", "anchors", "prime", "back checkers"):
        for label, test in (("more", lambda a, b: a > b), ("fewer", lambda a, b: a < b)):
            chosen = [d for d in differing
                      if test(d["features"][0][feature], d["features"][1][feature])]
            if chosen:
                say(bucket_row(f"{label} {feature}", chosen, games, differ_column=False))
    say("")
    say("Errors and differences x 1000 per decision; the standard error is over the decisions; "
        "equity lost a game: the differences summed over the class, per game played.")


def record_header():
    with open(ENGINE, "rb") as binary:
        engine_hash = hashlib.sha256(binary.read()).hexdigest()[:16]
    return (f"diagnose-record 1 level={LEVEL} seed={SEED} judge={JUDGE} "
            f"candidates={CANDIDATES} engine={engine_hash}")


def parse_pair(line):
    try:
        pair = json.loads(line)
    except ValueError:
        return None  # A line cut short by an interruption: that pair is played again.
    return pair["pair"], pair


def recorded_pairs(paths):
    """The pairs of the records in `paths`, each record's in the order of its pairs. Only the
    tables read them this way: they need no engine, so the header (which names the engine
    binary by its hash) is not checked, and records of several seeds may be summed."""
    pairs = []
    for path in paths:
        with open(path) as record:
            entries = [parse_pair(line) for line in record.read().splitlines()[1:]]
        by_pair = dict(entry for entry in entries if entry is not None)
        pairs += [by_pair[pair] for pair in sorted(by_pair)]
    return pairs


def main():
    if TABLES_ONLY:
        try:
            pairs = recorded_pairs(RECORD.split(",")) if RECORD else []
        except OSError as error:
            sys.exit(f"diagnose.py: {error}")
        if not pairs:
            sys.exit("diagnose.py: DIAG_TABLES=1 needs DIAG_RECORD, a record with pairs in it")
        print_tables(pairs)
        return
    cube, gnubg_player = cubeless_session()
    header = record_header()
    done, record = open_record(RECORD, header, parse_pair) if RECORD else ({}, None)
    engine = Engine(ENGINE, LEVEL)
    judge = Judge(cube, JUDGE)
    say(f"# {LEVEL} (engine) against gnubg 0-ply, judged by gnubg {JUDGE}-ply, {PAIRS} pairs, "
        f"seed {SEED}; {len(done)} pairs read from {RECORD or 'no record'}")

    def progress(pairs, seconds):
        say(f"# {len(pairs)} pairs, {sum(len(p['decisions']) for p in pairs)} decisions, "
            f"{seconds:.0f} s")

    pairs = play_pairs(PAIRS, done, record,
                       lambda pair: play_pair(pair, engine, gnubg_player, judge), progress)
    print_tables(pairs)


if __name__ == "__main__":
    main()
