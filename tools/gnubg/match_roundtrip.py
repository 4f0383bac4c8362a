"""Round trips of match files between this engine and GNU Backgammon.

1. `bgengine selfplay --length` plays matches (with doubles, drops, resignations and the
   Crawford game) and writes each as .mat and SGF; gnubg imports each file (`import mat`,
   `load match`) and its record of the match (`gnubg.match()`) must have every move (the same
   board after each play), every cube action, every resignation and every score of ours.
2. gnubg plays matches itself (0-ply) and exports them (`export match mat`, `save match`);
   `bgengine match FILE` must read each with the same moves, cube actions and scores.

Settings from the environment: ROUNDTRIP_BGENGINE (default target/release/bgengine),
ROUNDTRIP_MATCHES (default 100), ROUNDTRIP_GNUBG_MATCHES (default 20), ROUNDTRIP_LENGTH
(default 5), ROUNDTRIP_SEED (default 1), ROUNDTRIP_DIR (default /tmp/match-roundtrip),
ROUNDTRIP_FILES (a folder of .mat and .sgf files written by this engine: only check that gnubg
imports each of them as `bgengine match` reads it, instead of 1 and 2), ROUNDTRIP_DATA (a folder to keep the first three gnubg matches in, with gnubg's record as
text, for crates/engine/tests/gnubg_match_files.rs; default: not kept).
"""

import json
import os
import shutil
import subprocess
import sys

sys.path.insert(0, "tools/gnubg")
from gnubg_script import apply_moves, say  # noqa: E402

import gnubg  # noqa: E402

BGENGINE = os.environ.get("ROUNDTRIP_BGENGINE", "target/release/bgengine")
MATCHES = int(os.environ.get("ROUNDTRIP_MATCHES", "100"))
GNUBG_MATCHES = int(os.environ.get("ROUNDTRIP_GNUBG_MATCHES", "20"))
LENGTH = int(os.environ.get("ROUNDTRIP_LENGTH", "5"))
SEED = int(os.environ.get("ROUNDTRIP_SEED", "1"))
DIR = os.environ.get("ROUNDTRIP_DIR", "/tmp/match-roundtrip")
DATA = os.environ.get("ROUNDTRIP_DATA", "")

PLAYER = {"X": 0, "O": 1}
EMPTY_SIDE = [0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0]


class Boards:
    """Both sides' checkers (own numbering, index 24 the bar) through one game."""

    def __init__(self):
        self.sides = [list(EMPTY_SIDE), list(EMPTY_SIDE)]

    def play(self, player, pairs):
        opponent, mover = apply_moves((self.sides[1 - player], self.sides[player]), pairs)
        self.sides[1 - player], self.sides[player] = list(opponent), list(mover)
        return (tuple(self.sides[0]), tuple(self.sides[1]))

    def finished(self):
        return any(sum(side) == 0 for side in self.sides)


def gnubg_games(record):
    """gnubg's match record as comparable games: score, actions, winner and points."""
    games = []
    for game in record["games"]:
        info = game["info"]
        boards = Boards()
        actions = []
        for action in game["game"]:
            kind, player = action["action"], PLAYER.get(action.get("player"))
            if kind == "move":
                dice = tuple(sorted(action["dice"], reverse=True))
                actions.append(("move", player, dice, boards.play(player, action["move"])))
            elif kind in ("double", "take", "drop"):
                actions.append((kind, player))
            elif kind == "resign" and not boards.finished():
                # gnubg records a resignation after a bear-off of files that mark it `R`.
                actions.append(("resign", player))
            elif kind == "set" and "dice" in action:
                actions.append(("roll", player, tuple(sorted(action["dice"], reverse=True))))
        winner = info.get("winner")
        result = None if winner is None else (PLAYER[winner], info["points-won"])
        games.append(((info["score-X"], info["score-O"]), actions, result))
    return games


def our_games(path):
    """`bgengine match FILE` as comparable games."""
    ours = json.loads(subprocess.check_output([BGENGINE, "match", path]))
    games = []
    for game in ours["games"]:
        boards = Boards()
        actions = []
        for action in game["actions"]:
            kind, player = action[0], action[1]
            if kind == "move":
                actions.append(("move", player, tuple(action[2]), boards.play(player, action[3])))
            elif kind == "beaver":
                actions.append(("double", player))
            elif kind == "roll":
                actions.append(("roll", player, tuple(action[2])))
            else:
                actions.append((kind, player))
        result = None if game["winner"] is None else tuple(game["winner"])
        games.append((tuple(game["score"]), actions, result))
    return games, ours


def difference(ours, theirs):
    """The first difference between two comparable matches, or None."""
    if len(ours) != len(theirs):
        return f"{len(ours)} games against {len(theirs)}"
    for number, (mine, other) in enumerate(zip(ours, theirs), 1):
        if mine[0] != other[0]:
            return f"game {number}: score {mine[0]} against {other[0]}"
        for index, (a, b) in enumerate(zip(mine[1], other[1])):
            if a != b:
                return f"game {number}, action {index + 1}: {a[:3]} against {b[:3]}"
        if len(mine[1]) != len(other[1]):
            return f"game {number}: {len(mine[1])} actions against {len(other[1])}"
        if mine[2] != other[2]:
            return f"game {number}: result {mine[2]} against {other[2]}"
    return None


def tally(games):
    counts = {"move": 0, "double": 0, "take": 0, "drop": 0, "resign": 0, "roll": 0}
    for _, actions, _ in games:
        for action in actions:
            counts[action[0]] += 1
    return counts


def engine_to_gnubg():
    subprocess.run(
        [BGENGINE, "selfplay", "--length", str(LENGTH), "--games", str(MATCHES), "--seed",
         str(SEED), "--player", "beginner", "--opponent", "intermediate",
         "--mat", f"{DIR}/ours.mat", "--sgf", f"{DIR}/ours.sgf"],
        check=True, stdout=subprocess.DEVNULL)
    intact = {"mat": 0, "sgf": 0}
    totals = None
    crawford = 0
    for index in range(1, MATCHES + 1):
        for extension, command in (("mat", "import mat"), ("sgf", "load match")):
            path = f"{DIR}/ours-{index:03}.{extension}" if MATCHES > 1 else f"{DIR}/ours.{extension}"
            ours, raw = our_games(path)
            gnubg.command(f"{command} {path}")
            theirs = gnubg_games(gnubg.match(analysis=0, boards=0, statistics=0, verbose=0))
            problem = difference(ours, theirs)
            if problem:
                say(f"{path}: {problem}")
                continue
            intact[extension] += 1
            if extension == "mat":
                counts = tally(ours)
                totals = counts if totals is None else {k: totals[k] + counts[k] for k in counts}
                crawford += sum(1 for game in raw["games"] if game["crawford"])
    say(f"engine -> gnubg: {MATCHES} matches to {LENGTH} (seed {SEED}): "
        f"{intact['mat']} .mat and {intact['sgf']} .sgf imported intact; "
        f"{totals} actions, {crawford} Crawford games")


def files_to_gnubg(folder):
    """Checks every .mat and .sgf file of `folder` (written by this engine) against gnubg."""
    intact, failed = 0, 0
    for name in sorted(os.listdir(folder)):
        extension = name.rsplit(".", 1)[-1]
        if extension not in ("mat", "sgf"):
            continue
        path = os.path.join(folder, name)
        try:
            ours, _ = our_games(path)
        except subprocess.CalledProcessError:
            say(f"{path}: bgengine does not read it")
            failed += 1
            continue
        gnubg.command(f"{'import mat' if extension == 'mat' else 'load match'} {path}")
        theirs = gnubg_games(gnubg.match(analysis=0, boards=0, statistics=0, verbose=0))
        problem = difference(ours, theirs)
        if problem:
            say(f"{path}: {problem}")
            failed += 1
        else:
            intact += 1
    say(f"files -> gnubg: {intact} imported intact, {failed} not")


def gnubg_to_engine():
    for player in (0, 1):
        gnubg.command(f"set player {player} gnubg")
        gnubg.command(f"set player {player} chequerplay evaluation plies 0")
        gnubg.command(f"set player {player} cubedecision evaluation plies 0")
    intact = {"mat": 0, "sgf": 0}
    totals = None
    for index in range(1, GNUBG_MATCHES + 1):
        gnubg.command(f"set seed {SEED * 1000 + index}")
        gnubg.command(f"new match {LENGTH}")
        record = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)
        theirs = gnubg_games(record)
        paths = {"mat": f"{DIR}/gnubg-{index:03}.mat", "sgf": f"{DIR}/gnubg-{index:03}.sgf"}
        gnubg.command(f"export match mat {paths['mat']}")
        gnubg.command(f"save match {paths['sgf']}")
        for extension, path in paths.items():
            try:
                ours, _ = our_games(path)
            except subprocess.CalledProcessError:
                say(f"{path}: bgengine does not read it")
                continue
            problem = difference(ours, theirs)
            if problem:
                say(f"{path}: {problem}")
                continue
            intact[extension] += 1
        counts = tally(theirs)
        totals = counts if totals is None else {k: totals[k] + counts[k] for k in counts}
        if DATA and index <= 3:
            for path in paths.values():
                shutil.copy(path, DATA)
            with open(f"{DATA}/gnubg-{index:03}.txt", "w") as out:
                out.write(record_moves(record))
    say(f"gnubg -> engine: {GNUBG_MATCHES} matches to {LENGTH}: {intact['mat']} .mat and "
        f"{intact['sgf']} .sgf read with the same moves; {totals} actions")


def record_moves(record):
    """gnubg's record, kept for the Rust test, one line an item: `game <score 0> <score 1>`,
    `<action> <player>` with, for a move, the dice and the checker moves `from/to` (from the
    mover's side, 25 the bar, 0 off), and `result <winner> <points>`."""
    lines = []
    for game in record["games"]:
        info = game["info"]
        lines.append(f"game {info['score-X']} {info['score-O']}")
        for action in game["game"]:
            line = f"{action['action']} {PLAYER.get(action.get('player'))}"
            if action["action"] == "move":
                dice = "".join(str(die) for die in action["dice"])
                moves = " ".join(f"{a}/{b}" for a, b in action["move"])
                line += f" {dice} {moves}"
            lines.append(line)
        if info.get("winner") is not None:
            lines.append(f"result {PLAYER[info['winner']]} {info['points-won']}")
    return "\n".join(lines) + "\n"


os.makedirs(DIR, exist_ok=True)
gnubg.command("set confirm new off")
gnubg.command("set confirm save off")
if os.environ.get("ROUNDTRIP_FILES"):
    files_to_gnubg(os.environ["ROUNDTRIP_FILES"])
else:
    engine_to_gnubg()
    gnubg_to_engine()
