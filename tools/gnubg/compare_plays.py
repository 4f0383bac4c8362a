"""Which of two builds of the engine plays better where they differ, by GNU Backgammon's judgement.

Runs inside gnubg's embedded Python (settings come from the environment):

    CMP_BASE=<bgengine A> CMP_NEW=<bgengine B> CMP_PAIRS=100 CMP_RECORD=cmp.jsonl \\
        /usr/games/gnubg -t -q -r -p tools/gnubg/compare_plays.py

A duel between two versions of a player (head to head, or each against a third) needs tens of
thousands of games to see a hundredth of a point a game: most of its decisions are the same in
both versions, and the dice's noise counts in every game. This compares the decisions only.
The positions are those of `duel.py`'s games (its dice) of build A at CMP_LEVEL against gnubg's
0-ply; at each of A's unforced plays build B is asked too, and where the two choose different
plays gnubg judges both at CMP_JUDGE plies (cubeless, the position after each play with the
opponent on roll). A decision's figure is B's equity minus A's: the mean over all of A's
decisions, times the decisions a player makes in a game, estimates what B gains a game where
A's games go. GNU Backgammon is the judge here, never a teacher: nothing of this is trained on.

The judge is not the truth: a gnubg 3-ply evaluation errs too, and it favours plays its own
net likes. It is a stronger player than either build at 2-ply, which is what the comparison
needs; confirm a choice it makes in a duel.

Environment:
    CMP_BASE     build A, which plays the games (required)
    CMP_NEW      build B, asked at A's decisions (required), or `gnubg:N` for GNU Backgammon's
                 own play at N plies (cubeless, its default move filters): how much its choices
                 gain over A's where they differ, by the same judge
    CMP_LEVEL    both builds' level (default world-class)
    CMP_PAIRS    pairs of games (default 50)
    CMP_SEED     dice seed (default 1001: not one of the duels' seeds)
    CMP_JUDGE    the judge's plies (default 3)
    CMP_RECORD   a file of JSON lines, one a pair of games, flushed as the pair ends; a rerun
                 plays only the pairs not in it (a record of another run is refused)
    CMP_SUMMARY  set to 1 to print the summary of CMP_RECORD without playing (no engine needed)
"""

import hashlib
import math
import os
import sys

import gnubg

# gnubg's Python does not put this folder on sys.path; the scripts run from the repository root.
sys.path.insert(0, "tools/gnubg")
from duel import Engine, dice_of_pair, gnubg_play, play_game  # noqa: E402
from diagnose import Judge, cubeless_session, parse_pair, position_class, recorded_pairs  # noqa: E402
from gnubg_script import apply_moves, open_record, play_pairs, say  # noqa: E402

BASE = os.environ.get("CMP_BASE", "")
NEW = os.environ.get("CMP_NEW", "")
LEVEL = os.environ.get("CMP_LEVEL", "world-class")
PAIRS = int(os.environ.get("CMP_PAIRS", "50"))
SEED = int(os.environ.get("CMP_SEED", "1001"))
JUDGE = int(os.environ.get("CMP_JUDGE", "3"))
RECORD = os.environ.get("CMP_RECORD", "")


def engine_hash(path):
    if path.startswith("gnubg:"):
        return path
    with open(path, "rb") as binary:
        return hashlib.sha256(binary.read()).hexdigest()[:16]


def play_pair(pair, base, new, gnubg_player, judge):
    """The pair's two games (A first to roll, then second, on the same dice): A's decisions,
    and for each where B differs, the judge's equity of B's play minus A's."""
    decisions = [0]
    differ = []
    turn = [0]

    def opponent(board, dice):
        turn[0] += 1
        return gnubg_player(board, dice)

    def compared(board, dice):
        ours = base.play(board, dice)
        theirs = new.play(board, dice)
        decisions[0] += 1
        ours_after, theirs_after = apply_moves(board, ours), apply_moves(board, theirs)
        if gnubg.positionid(ours_after) != gnubg.positionid(theirs_after):
            gain = judge.equity_after(theirs_after) - judge.equity_after(ours_after)
            differ.append({"id": gnubg.positionid(board), "dice": list(dice),
                           "class": position_class(board, turn[0]), "gain": round(gain, 6)})
        turn[0] += 1
        return ours

    rolls = dice_of_pair(pair, SEED)
    play_game(rolls, (compared, opponent))
    turn[0] = 0
    play_game(rolls, (opponent, compared))
    return {"pair": pair, "decisions": decisions[0], "differ": differ}


class GnubgPlayer:
    """GNU Backgammon's own play at a depth, in the place of build B."""

    def __init__(self, cube, plies):
        self.cube = cube
        self.context = gnubg.evalcontext(0, plies, 0, 1, 0.0)

    def play(self, board, dice):
        return gnubg_play(board, dice, self.cube, self.context)


def by_class(pairs):
    """Lines of the gains where A and B differ, by class of position (diagnose.py's)."""
    decisions = sum(p["decisions"] for p in pairs)
    classes = {}
    for p in pairs:
        for d in p["differ"]:
            classes.setdefault(d.get("class", "?"), []).append(d["gain"])
    games = 2 * len(pairs)
    lines = []
    for name, gains in sorted(classes.items(), key=lambda item: -sum(item[1])):
        lines.append(f"  {name}: {len(gains)} differ, B's gain a game {sum(gains) / games:+.4f}")
    return lines


def summary(pairs):
    decisions = sum(p["decisions"] for p in pairs)
    gains = [d["gain"] for p in pairs for d in p["differ"]]
    games = 2 * len(pairs)
    if not decisions or not gains:
        return f"{games} games, {decisions} decisions, {len(gains)} differ"
    mean = sum(gains) / len(gains)
    var = sum((g - mean) ** 2 for g in gains) / max(1, len(gains) - 1)
    error = math.sqrt(var / len(gains))
    per_game = decisions / games
    share = len(gains) / decisions
    # B's gain a game: the mean gain where they differ, times the share of decisions that
    # differ, times A's decisions a game.
    scale = share * per_game
    better = sum(1 for g in gains if g > 0)
    return (f"{games} games, {decisions} decisions ({per_game:.1f} a game), {len(gains)} differ "
            f"({100 * share:.1f}%; B better by the judge in {better}); B minus A where they "
            f"differ {mean:+.4f} (SE {error:.4f}); a game {mean * scale:+.4f} "
            f"(95% interval {(mean - 1.96 * error) * scale:+.4f} to "
            f"{(mean + 1.96 * error) * scale:+.4f})")


def main():
    if os.environ.get("CMP_SUMMARY", "") == "1":
        pairs = recorded_pairs([RECORD]) if RECORD else []
        if not pairs:
            sys.exit("compare_plays.py: CMP_SUMMARY=1 needs CMP_RECORD, a record with pairs in it")
        say(summary(pairs))
        for line in by_class(pairs):
            say(line)
        return
    if not BASE or not NEW:
        sys.exit("compare_plays.py: CMP_BASE and CMP_NEW name the two builds")
    cube, gnubg_player = cubeless_session()
    header = (f"compare-record 1 level={LEVEL} seed={SEED} judge={JUDGE} "
              f"base={engine_hash(BASE)} new={engine_hash(NEW)}")
    done, record = open_record(RECORD, header, parse_pair) if RECORD else ({}, None)
    base = Engine(BASE, LEVEL)
    new = GnubgPlayer(cube, int(NEW[6:])) if NEW.startswith("gnubg:") else Engine(NEW, LEVEL)
    judge = Judge(cube, JUDGE)
    say(f"# {LEVEL}: B ({NEW}) against A ({BASE}) at A's decisions, judged by gnubg {JUDGE}-ply, "
        f"{PAIRS} pairs, seed {SEED}; {len(done)} pairs read from {RECORD or 'no record'}")

    def progress(pairs, seconds):
        say(f"# {len(pairs)} pairs, {seconds:.0f} s: {summary(pairs)}")

    pairs = play_pairs(PAIRS, done, record,
                       lambda pair: play_pair(pair, base, new, gnubg_player, judge), progress)
    say(summary(pairs))
    for line in by_class(pairs):
        say(line)


if __name__ == "__main__":
    main()
