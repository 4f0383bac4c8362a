"""Does the analysis order the levels as they are? This engine's analysis and GNU Backgammon's,
side by side, on the same matches.

Runs inside gnubg's embedded Python, from the repository root (settings from the environment):

    cargo build --release -p bgengine
    nice -n 19 /usr/games/gnubg -t -q -r -p tools/gnubg/analysis_levels.py

1. Unless LEVELS_DIR already holds them, `bgengine selfplay --length LENGTH --games MATCHES
   --seed SEED --player LEVEL --opponent OPPONENT --mat DIR/LEVEL.mat` plays the matches of
   each level against one fixed opponent (the same seed for every level, so match i of each
   level starts from the same dice).
2. Each match is analysed by each analyser of LEVELS_ANALYSERS, in the order given:
   `ours-LEVEL` is `bgengine analyse --level LEVEL FILE` (this engine; `ours-world-class` is
   the app's default depth, `ours-expert` its quick one, 0 plies); `gnubgN` is gnubg's `import mat` and `analyse match` with its
   analysis chequer play and cube decisions at N plies (its other analysis settings are
   1.07's defaults: cubeful, the move filters of `show analysis`, luck at 0-ply).
3. Each result is one line of LEVELS_OUT, written as soon as it is known, so that a run that is
   stopped loses one match: run again and every (match, analyser) already there is skipped.
4. Prints, per analyser and level, the mean error rate over the matches with its 95% interval,
   and per level the correlation over matches of each gnubg analyser's rate with each of ours.

Error rate: normalized equity (EMG in a match) lost per unforced decision, times 1000, for
each player of each match. gnubg's is its "Overall statistics" error rate: the chequer play's
error (`moves`/`error-skill`) plus the six kinds of cube errors (`err-...-skill`, which is what
`show statistics match` adds up) over the unforced moves plus the close or actual cube
decisions. (The cube section's own `error-skill` field of `gnubg.match()` is not that sum in
1.07 and is not used.) Ours is `bgengine analyse`'s `error_rate` (docs/analysis.md).

Environment (all optional):
    LEVELS_DIR        the matches (default /tmp/analysis-levels)
    LEVELS_OUT        the results (default crates/engine/tests/data/analysis-levels/results.txt)
    LEVELS_LEVELS     the levels, comma-separated (default beginner,intermediate,advanced,expert)
    LEVELS_OPPONENT   the fixed opponent (default world-class)
    LEVELS_LENGTH     match length (default 3)
    LEVELS_MATCHES    matches per level (default 20)
    LEVELS_SEED       dice seed of the first match (default 180000)
    LEVELS_ANALYSERS  comma-separated: ours-LEVEL (a level of `bgengine analyse`), gnubg0,
                      gnubg1, gnubg2 (default gnubg0,ours-world-class,ours-expert)
    LEVELS_BGENGINE   the engine binary (default target/release/bgengine)
"""

import json
import math
import os
import subprocess
import sys
import time

sys.path.insert(0, "tools/gnubg")
from gnubg_script import say  # noqa: E402

import gnubg  # noqa: E402

DIR = os.environ.get("LEVELS_DIR", "/tmp/analysis-levels")
OUT = os.environ.get("LEVELS_OUT", "crates/engine/tests/data/analysis-levels/results.txt")
LEVELS = os.environ.get("LEVELS_LEVELS", "beginner,intermediate,advanced,expert").split(",")
OPPONENT = os.environ.get("LEVELS_OPPONENT", "world-class")
LENGTH = int(os.environ.get("LEVELS_LENGTH", "3"))
MATCHES = int(os.environ.get("LEVELS_MATCHES", "20"))
SEED = int(os.environ.get("LEVELS_SEED", "180000"))
ANALYSERS = os.environ.get("LEVELS_ANALYSERS", "gnubg0,ours-world-class,ours-expert").split(",")
BGENGINE = os.environ.get("LEVELS_BGENGINE", "target/release/bgengine")

HEADER = ("# match level analyser level_rate opponent_rate level_decisions opponent_decisions"
          " seconds\n")
CUBE_ERRORS = ("missed-double-below-cp", "missed-double-above-cp", "wrong-double-below-dp",
               "wrong-double-above-tg", "wrong-take", "wrong-drop")


def match_path(level, index):
    return f"{DIR}/{level}-{index:03}.mat" if MATCHES > 1 else f"{DIR}/{level}.mat"


def play_matches():
    os.makedirs(DIR, exist_ok=True)
    for level in LEVELS:
        if os.path.exists(match_path(level, MATCHES)):
            continue
        subprocess.run(
            [BGENGINE, "selfplay", "--length", str(LENGTH), "--games", str(MATCHES), "--seed",
             str(SEED), "--player", level, "--opponent", OPPONENT, "--mat",
             f"{DIR}/{level}.mat"],
            check=True, stdout=subprocess.DEVNULL)


def ours(path, level):
    """(level's rate, opponent's rate, level's decisions, opponent's decisions) by bgengine's
    analysis at `level`."""
    report = json.loads(subprocess.check_output([BGENGINE, "analyse", "--level", level, path]))
    zero, one = report["players"]
    return (zero["error_rate"], one["error_rate"], zero["unforced_decisions"],
            one["unforced_decisions"])


def gnubg_player_rate(stats):
    """gnubg's overall error rate of one player and its decisions (see the module's text)."""
    moves, cube = stats["moves"], stats["cube"]
    error = moves["error-skill"] + sum(cube[f"err-{kind}-skill"] for kind in CUBE_ERRORS)
    decisions = moves["unforced-moves"] + cube["close-cube"]
    return (1000.0 * error / decisions if decisions else 0.0), decisions


def gnubg_analysis(path, plies, level):
    """The same four numbers by gnubg's `analyse match` at `plies`. The level is the .mat
    file's left column, gnubg's player X (`bgengine selfplay` names it by its level)."""
    gnubg.command(f"set analysis chequerplay evaluation plies {plies}")
    gnubg.command(f"set analysis cubedecision evaluation plies {plies}")
    gnubg.command(f"import mat {path}")
    gnubg.command("analyse match")
    record = gnubg.match(analysis=1, boards=0, statistics=1, verbose=0)
    if record["match-info"]["X"]["name"] != level:
        raise ValueError(f"{path}: gnubg's player X is {record['match-info']['X']}, not {level}")
    level_rate, level_decisions = gnubg_player_rate(record["stats"]["X"])
    opponent_rate, opponent_decisions = gnubg_player_rate(record["stats"]["O"])
    return level_rate, opponent_rate, level_decisions, opponent_decisions


def done_lines():
    if not os.path.exists(OUT):
        with open(OUT, "w") as out:
            out.write(HEADER)
        return set()
    with open(OUT) as lines:
        return {tuple(line.split()[:3]) for line in lines if not line.startswith("#")}


def analyse_all():
    done = done_lines()
    for analyser in ANALYSERS:
        started = time.time()
        # Match by match across the levels, so that a run stopped early has every level.
        for index in range(1, MATCHES + 1):
            for level in LEVELS:
                name = f"{level}-{index:03}"
                if (name, level, analyser) in done:
                    continue
                path = match_path(level, index)
                clock = time.time()
                if analyser.startswith("ours-"):
                    numbers = ours(path, analyser.removeprefix("ours-"))
                else:
                    numbers = gnubg_analysis(path, int(analyser.removeprefix("gnubg")), level)
                seconds = time.time() - clock
                with open(OUT, "a") as out:
                    out.write(f"{name} {level} {analyser} {numbers[0]:.3f} {numbers[1]:.3f} "
                              f"{numbers[2]} {numbers[3]} {seconds:.1f}\n")
            say(f"{analyser}: match {index} of each level ({time.time() - started:.0f} s so far)")


def mean_interval(values):
    """The mean and the half-width of its 95% interval (Student's t, the matches as units)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, float("nan")
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    # Student's t at 97.5% for n - 1 degrees of freedom (the normal's 1.96 from 120 on).
    table = {2: 12.706, 3: 4.303, 4: 3.182, 5: 2.776, 6: 2.571, 7: 2.447, 8: 2.365, 9: 2.306,
             10: 2.262, 15: 2.145, 20: 2.093, 30: 2.045, 40: 2.023, 60: 2.001, 80: 1.990}
    t = table.get(n) or table[max(k for k in table if k <= n)] if n < 120 else 1.96
    return mean, t * sd / math.sqrt(n)


def correlation(xs, ys):
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy) if sxx > 0 and syy > 0 else float("nan")


def summary():
    rows = {}
    with open(OUT) as lines:
        for line in lines:
            if line.startswith("#"):
                continue
            name, level, analyser, level_rate, opponent_rate = line.split()[:5]
            rows[(name, analyser)] = (level, float(level_rate), float(opponent_rate))
    analysers = sorted({analyser for _, analyser in rows})
    for analyser in analysers:
        for level in LEVELS:
            mine = [r for (n, a), r in rows.items() if a == analyser and r[0] == level]
            if not mine:
                continue
            mean, half = mean_interval([r[1] for r in mine])
            opponent_mean, opponent_half = mean_interval([r[2] for r in mine])
            say(f"{analyser:8} {level:13} {len(mine):3} matches: level {mean:6.2f} ± {half:5.2f}"
                f"   {OPPONENT} {opponent_mean:6.2f} ± {opponent_half:5.2f}")
    for mine in [a for a in analysers if a.startswith("ours-")]:
        for analyser in [a for a in analysers if a.startswith("gnubg")]:
            pairs_all = []
            for level in LEVELS:
                pairs = [(rows[(n, mine)][1], r[1]) for (n, a), r in rows.items()
                         if a == analyser and r[0] == level and (n, mine) in rows]
                pairs_all += pairs
                if len(pairs) > 2:
                    say(f"correlation {mine}/{analyser} {level:13} over {len(pairs)} matches: "
                        f"{correlation([p[0] for p in pairs], [p[1] for p in pairs]):+.2f}")
            if len(pairs_all) > 2:
                say(f"correlation {mine}/{analyser} all levels over {len(pairs_all)} matches: "
                    f"{correlation([p[0] for p in pairs_all], [p[1] for p in pairs_all]):+.2f}")


gnubg.command("set confirm new off")
if os.environ.get("LEVELS_SUMMARY_ONLY") != "1":
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    play_matches()
    analyse_all()
summary()
