"""GNU Backgammon IDs and XGID imports, for crates/engine/tests/gnubg_ids.rs.

Run from the repository root inside gnubg's embedded Python (sys.argv is empty there, so
settings come from the environment):

    /usr/games/gnubg -t -q -r -p tools/gnubg/ids_vectors.py

Environment (all optional):
    IDS_SEED   random seed (default 20261129); same seed, same gnubg: same files
    IDS_GAMES  games played per session kind (default 6)
    IDS_XGIDS  random XGIDs fed to `set xgid` (default 400)

Writes two files:

crates/engine/tests/data/gnubg_ids.txt: states reached in games between two human players
driven by commands (roll, double, take, drop, beaver-less money sessions with and without the
Jacoby rule, matches with Crawford games, resignations offered, accepted and rejected), one line
per state (the cube fields are missing once a match is over, when gnubg has none):

    <PositionID:MatchID> cube=<n> owner=<-1|0|1> move=<0|1> crawford=<0|1> jacoby=<0|1>
    length=<n> score=<a>,<b> state=<0-4> turn=<0|1> doubled=<0|1> resigned=<0-3>
    dice=<d1><d2> onroll=<25 counts> opponent=<25 counts>

Everything after the ID comes from gnubg's own Python API (cubeinfo, posinfo, board), not from
decoding the ID, so the Rust decoder is checked against gnubg's state.

crates/engine/tests/data/xgid_gnubg.txt: random XGIDs and the GNU Backgammon ID gnubg shows
after `set xgid`, one line each: `<XGID> <PositionID:MatchID>`.
"""

import os
import random

import gnubg

SEED = int(os.environ.get("IDS_SEED", "20261129"))
GAMES = int(os.environ.get("IDS_GAMES", "6"))
N_XGIDS = int(os.environ.get("IDS_XGIDS", "400"))
IDS_OUT = "crates/engine/tests/data/gnubg_ids.txt"
XGID_OUT = "crates/engine/tests/data/xgid_gnubg.txt"

rng = random.Random(SEED)


def c(command):
    gnubg.command(command)


def state_line():
    """The current state: gnubg's ID, then its fields as gnubg's API reports them."""
    pos = gnubg.posinfo()
    opponent, on_roll = gnubg.board()
    fields = [gnubg.gnubgid()]
    try:
        cube = gnubg.cubeinfo()
        fields += [
            "cube=%d" % cube["cube"],
            "owner=%d" % cube["cubeowner"],
            "move=%d" % cube["move"],
            "crawford=%d" % cube["crawford"],
            "jacoby=%d" % cube["jacoby"],
            "length=%d" % cube["matchto"],
            "score=%d,%d" % tuple(cube["score"]),
        ]
    except Exception:
        # gnubg has no cube information once the match is over.
        pass
    fields += [
        "state=%d" % pos["gamestate"],
        "turn=%d" % pos["turn"],
        "doubled=%d" % pos["doubled"],
        "resigned=%d" % pos["resigned"],
        "dice=%d%d" % tuple(pos["dice"]),
        "onroll=" + ",".join(str(n) for n in on_roll),
        "opponent=" + ",".join(str(n) for n in opponent),
    ]
    return " ".join(fields)


def play_best():
    move = gnubg.findbestmove()
    if move:
        c("move " + gnubg.movetupletostring(move, gnubg.board()))
    else:
        c("move")


def play_games(start_command, n_games, lines, p_double=0.2, p_resign=0.03):
    """Plays games with random cube and resignation decisions, recording each new state."""
    c(start_command)
    for _ in range(n_games):
        for _ in range(600):
            line = state_line()
            if not lines or lines[-1] != line:
                lines.append(line)
            pos = gnubg.posinfo()
            if pos["gamestate"] != 1:
                break
            if pos["doubled"]:
                c("take" if rng.random() < 0.75 else "drop")
            elif pos["resigned"]:
                c("accept" if rng.random() < 0.5 else "reject")
            elif pos["dice"][0] == 0:
                r = rng.random()
                # The app's cube stops at 64 (gnubg's at 4096): no doubles beyond it here.
                if r < p_double and gnubg.cubeinfo()["cube"] < 64:
                    c("double")
                    # Refused doubles (no access, Crawford) leave the state unchanged.
                    if not gnubg.posinfo()["doubled"]:
                        c("roll")
                elif r < p_double + p_resign:
                    c("resign " + rng.choice(["single", "gammon", "backgammon"]))
                else:
                    c("roll")
            else:
                play_best()
        try:
            c("new game")
        except Exception:
            break
        if gnubg.posinfo()["gamestate"] != 1:
            break


def random_board():
    """A legal XGID position string (26 characters), both sides with checkers on the board."""
    board = [0] * 26
    for sign in (1, -1):
        n_checkers = rng.randint(1, 15)
        for _ in range(n_checkers):
            for _ in range(50):
                # Bottom's bar is slot 25, top's bar slot 0.
                slot = rng.choice([25 if sign > 0 else 0] + list(range(1, 25)) * 3)
                if board[slot] * sign >= 0:
                    board[slot] += sign
                    break
    text = ""
    for n in board:
        if n == 0:
            text += "-"
        elif n > 0:
            text += chr(ord("A") + n - 1)
        else:
            text += chr(ord("a") - n - 1)
    return text


def random_xgid():
    """A random XGID of a state gnubg keeps as given (apart from the swaps the test applies)."""
    match_length = rng.choice([0, 0, 1, 3, 5, 7, 11, 25])
    turn = rng.choice([1, -1])
    crawford = 0
    if match_length:
        scores = [rng.randrange(match_length), rng.randrange(match_length)]
        leaders = [i for i in (0, 1) if scores[i] == match_length - 1]
        if len(leaders) == 1 and rng.random() < 0.5:
            crawford = 1
        rules = crawford
    else:
        scores = [rng.randrange(20), rng.randrange(20)]
        rules = rng.randrange(4)
    if crawford:
        cube_log, owner = 0, 0
    else:
        cube_log = rng.choice([0, 0, 1, 2, 3, 6, 10, 12])
        owner = 0 if cube_log == 0 else rng.choice([1, 0, -1])
    r = rng.random()
    if r < 0.4:
        dice = "00"
    elif r < 0.5 and not crawford and owner in (0, turn):
        dice = "D"
    else:
        dice = "%d%d" % (rng.randint(1, 6), rng.randint(1, 6))
    return "XGID=%s:%d:%d:%d:%s:%d:%d:%d:%d:10" % (
        random_board(), cube_log, owner, turn, dice, scores[0], scores[1], rules, match_length)


def main():
    c("set display off")
    c("set automatic roll off")
    c("set automatic game off")
    c("set player 0 human")
    c("set player 1 human")
    c("set rng mersenne")
    c("set seed %d" % SEED)
    c("set evaluation chequerplay evaluation plies 0")

    lines = []
    c("set jacoby on")
    play_games("new session", GAMES, lines)
    c("set jacoby off")
    play_games("new session", GAMES, lines)
    play_games("new match 3", GAMES, lines)
    play_games("new match 5", GAMES, lines)
    # Rare doubles and resignations, so that scores creep up to Crawford games.
    play_games("new match 7", 4 * GAMES, lines, p_double=0.02, p_resign=0.005)
    play_games("new match 9", 4 * GAMES, lines, p_double=0.03, p_resign=0.005)
    with open(IDS_OUT, "w") as out:
        out.write("# GNU Backgammon %s states from games driven by commands.\n" % "1.07")
        out.write("# Made by: /usr/games/gnubg -t -q -r -p tools/gnubg/ids_vectors.py"
                  " (IDS_SEED=%d IDS_GAMES=%d)\n" % (SEED, GAMES))
        out.write("# <PositionID:MatchID> then gnubg's own fields (see the script).\n")
        for line in lines:
            out.write(line + "\n")

    pairs = []
    for _ in range(N_XGIDS):
        xgid = random_xgid()
        c("new session")
        c("set xgid " + xgid)
        pairs.append("%s %s" % (xgid, gnubg.gnubgid()))
    with open(XGID_OUT, "w") as out:
        out.write("# GNU Backgammon 1.07 `set xgid <XGID>` then its GNU Backgammon ID.\n")
        out.write("# Made by: /usr/games/gnubg -t -q -r -p tools/gnubg/ids_vectors.py"
                  " (IDS_SEED=%d IDS_XGIDS=%d)\n" % (SEED, N_XGIDS))
        out.write("# gnubg swaps players when the top player is to act, sorts the dice high"
                  " first, and cannot keep a pending double (it steps back before it).\n")
        for pair in pairs:
            out.write(pair + "\n")


main()
