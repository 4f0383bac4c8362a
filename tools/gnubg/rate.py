"""GNU Backgammon's rating of one of the engine's levels: its error rate, judged by gnubg.

Runs inside gnubg's embedded Python (settings come from the environment):

    cargo build --release -p bgengine
    /usr/games/gnubg -t -q -r -p tools/gnubg/rate.py

Environment (all optional):
    RATE_GAMES    games to play (default 100)
    RATE_SEED     dice seed (default 1)
    RATE_LEVEL    the engine's level, set through UBGI's engine.level (default beginner)
    RATE_PLIES    the judge's depth, GNU Backgammon's plies (default 0; above 0, gnubg's move
                  filters apply, and the plays they drop keep a shallower equity)
    RATE_ENGINE   the engine binary (default target/release/bgengine)
    RATE_GNUBG_NOISE  rate GNU Backgammon's own 0-ply with this noise instead of the engine
                  (its levels: 0.060 Beginner, 0.050 Casual, 0.040 Intermediate, 0.015
                  Advanced), to calibrate the engine's levels against gnubg's
    RATE_GNUBG_DETERMINISTIC  1 (default): gnubg's deterministic noise, a function of the
                  position, so that a run repeats exactly; 0: noise drawn afresh at every
                  evaluation. The two rate differently (docs/strength.md)

The engine plays cubeless money games against GNU Backgammon's 0-ply, as in `duel.py`. At each
of the engine's plays, gnubg lists every distinct play of the roll with its cubeless equity at
RATE_PLIES (`hint`); a decision is unforced when there are two plays or more, and its error is
the equity of gnubg's best play minus that of the engine's play (never below zero). The error
rate is GNU Backgammon's: the mean error per unforced decision, times 1000 (millipoints; in
cubeless money games an equity is a normalised one). The rating is gnubg's own name for that
rate (`gnubg.errorrating`: under 2 Supernatural, 2 to 5 World class, 5 to 8 Expert, 8 to 12
Advanced, 12 to 18 Intermediate, 18 to 26 Casual player, 26 to 35 Beginner, above 35 Awful).
The interval is 1.96 standard errors of the ratio, the games as the sampled units. Prints a
progress line every tenth of the games and the rate of each kind of decision at the end.
"""

import math
import os
import random
import sys
import time

import gnubg

# gnubg's Python does not put this folder on sys.path; the scripts run from the repository root.
sys.path.insert(0, "tools/gnubg")
from duel import Engine, gnubg_play, rolls_from  # noqa: E402
from duel import play_game as play_game_of  # noqa: E402
from gnubg_script import apply_moves, hint_plays, say, setup_gnubg  # noqa: E402

GAMES = int(os.environ.get("RATE_GAMES", "100"))
SEED = int(os.environ.get("RATE_SEED", "1"))
LEVEL = os.environ.get("RATE_LEVEL", "beginner")
PLIES = int(os.environ.get("RATE_PLIES", "0"))
ENGINE = os.environ.get("RATE_ENGINE", "target/release/bgengine")
GNUBG_NOISE = os.environ.get("RATE_GNUBG_NOISE")
GNUBG_DETERMINISTIC = os.environ.get("RATE_GNUBG_DETERMINISTIC", "1") == "1"

RATINGS = ["Awful!", "Beginner", "Casual player", "Intermediate", "Advanced", "Expert",
           "World class", "Supernatural"]


class RateError(Exception):
    """The engine's play is not one of gnubg's: the harness or a move generator is wrong."""


def judge(board, dice, moves):
    """The engine's error on this decision, or None when the roll left no choice."""
    plays = hint_plays(board, dice)
    if len(plays) < 2:
        return None
    chosen = gnubg.positionid(apply_moves(board, moves))
    equities = {gnubg.positionid(after): entry["equity"] for entry, after in plays}
    if chosen not in equities:
        raise RateError(f"{gnubg.positionid(board)} {dice}: the engine's {moves} is not listed")
    return max(0.0, max(equities.values()) - equities[chosen])


def play_game(rng, rated, rated_first, opponent):
    """One game between `rated` and `opponent`, functions (board, dice) -> moves; returns (the
    rated player's points, its errors on unforced decisions)."""
    errors = []

    def judged(board, dice):
        moves = rated(board, dice)
        error = judge(board, dice, moves)
        if error is not None:
            errors.append(error)
        return moves

    # The game's rolls come from the one `rng` of the whole run, as the game asks for them.
    rolls = lambda: rolls_from(rng)  # noqa: E731
    if rated_first:
        points = play_game_of(rolls, (judged, opponent))
    else:
        points = -play_game_of(rolls, (opponent, judged))
    return points, errors


def summary(per_game):
    """The error rate (millipoints per unforced decision) and its 95% half-width."""
    decisions = sum(len(errors) for errors in per_game)
    total = sum(sum(errors) for errors in per_game)
    rate = total / max(1, decisions)
    n = len(per_game)
    mean_decisions = decisions / max(1, n)
    residuals = [(sum(errors) - rate * len(errors)) / mean_decisions for errors in per_game]
    variance = sum(r * r for r in residuals) / max(1, n - 1) / max(1, n)
    return 1000 * rate, 1000 * 1.96 * math.sqrt(variance), decisions


def main():
    gnubg.command("set jacoby off")
    setup_gnubg(PLIES, cubeful=False)
    cube = gnubg.cubeinfo(1, 0, 1, 0, (0, 0), 0, 0)
    opponent = gnubg.evalcontext(0, 0, 0, 1, 0.0)
    def opponent_player(board, dice):
        return gnubg_play(board, dice, cube, opponent)

    if GNUBG_NOISE is None:
        rated, name = Engine(ENGINE, LEVEL).play, LEVEL
    else:
        noise = float(GNUBG_NOISE)
        # gnubg.evalcontext(cubeful, plies, deterministic, prune, noise).
        noisy = gnubg.evalcontext(0, 0, int(GNUBG_DETERMINISTIC), 1, noise)

        def rated(board, dice):
            return gnubg_play(board, dice, cube, noisy)

        kind = "deterministic" if GNUBG_DETERMINISTIC else "drawn"
        name = f"gnubg-0ply-noise-{noise:.3f}-{kind}"
    say(f"# {name} judged by gnubg {PLIES}-ply, against gnubg 0-ply, {GAMES} games, "
        f"seed {SEED}")
    rng = random.Random(SEED)
    per_game = []
    points = 0
    start = time.time()
    for game in range(GAMES):
        result, errors = play_game(rng, rated, game % 2 == 0, opponent_player)
        points += result
        per_game.append(errors)
        if (game + 1) % max(1, GAMES // 10) == 0 or game + 1 == GAMES:
            rate, half, decisions = summary(per_game)
            say(
                f"{name} judged by gnubg-{PLIES}ply (seed {SEED}): error rate {rate:.1f} "
                f"(95% CI {rate - half:.1f} to {rate + half:.1f}) over {decisions} unforced "
                f"decisions in {game + 1} games, rated {RATINGS[gnubg.errorrating(rate / 1000)]}; "
                f"{points / (game + 1):+.3f} points a game against gnubg-0ply; "
                f"{time.time() - start:.0f} s"
            )
    errors = sorted(e for game in per_game for e in game)
    if errors:
        blunders = sum(1 for e in errors if e >= 0.08)
        say(f"# decisions with an error: {sum(1 for e in errors if e > 0)} of {len(errors)}; "
            f"errors of 0.08 or more (gnubg's blunders): {blunders}; "
            f"median error {1000 * errors[len(errors) // 2]:.1f}, largest {1000 * errors[-1]:.1f}")


main()
