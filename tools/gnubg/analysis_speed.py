"""The review's speed against GNU Backgammon's: the same games of a 1-point match analysed by
gnubg natively at 2 plies and by the app at World class in headless Chromium, alternating.

Runs inside gnubg's embedded Python, from the repository root (settings from the environment):

    cargo build --release -p bgengine
    cargo build --example mat_to_save
    make dist
    nice -n 19 /usr/games/gnubg -t -q -r -p tools/gnubg/analysis_speed.py

1. `bgengine selfplay --length 1 --games GAMES --seed SEED --player PLAYER --opponent PLAYER
   --mat DIR/game.mat` plays the games (a 1-point match is one game), and `mat_to_save` writes
   each as the app's save text (a finished pass-and-play match).
2. For each round and each game, in turn: gnubg's `analyse match` of the `.mat` file with each
   filter of FILTERS (the time of that command alone: the import, gnubg's start and its nets'
   loading are not counted), then `node tests/e2e/bench-review.mjs --save SAVE --runs 1`
   against DIST (its time from pressing Analyse to the last piece shown, in a fresh page
   whose worker builds its player, as a player's first analysis does).
3. Every measurement is a line of OUT, written as soon as it is made. At the end: per game
   and over all games the median time of each, and the ratio app / gnubg of the medians.

gnubg's settings: analysis chequer play and cube decisions at 2 plies, cubeful, pruning nets
on, luck at 0-ply, one calculation thread (1.07's defaults, `show analysis`, `show threads`);
the filter `large` is 1.07's default analysis move filter (keep up to 16 moves within 0.32 of
the 0-ply best at each ply), `normal` gnubg's "Normal" (up to 8 within 0.16, the app's own
first filter; no pruning at 1 ply). The app: World class (2 plies; up to 8 within 0.16 to
1 ply, then up to 3 within 0.06 to 2 plies) in its Web Worker, as the review screen asks it.

Environment (all optional):
    SPEED_GAMES    games (default 5)
    SPEED_ROUNDS   times each game is measured by each side (default 2)
    SPEED_SEED     dice seed of the first game (default 181000)
    SPEED_PLAYER   who plays the games (default expert, both sides)
    SPEED_FILTERS  gnubg's move filters, comma-separated: large, normal (default large,normal)
    SPEED_DIR      working folder (default /tmp/analysis-speed)
    SPEED_OUT      the measurements (default SPEED_DIR/results.txt)
    SPEED_DIST     the app's build (default dist)
    SPEED_BGENGINE the engine binary (default target/release/bgengine)
    SPEED_SAVER    the converter (default target/debug/examples/mat_to_save)
"""

import os
import re
import statistics
import subprocess
import sys
import time

sys.path.insert(0, "tools/gnubg")
from gnubg_script import say  # noqa: E402

import gnubg  # noqa: E402

GAMES = int(os.environ.get("SPEED_GAMES", "5"))
ROUNDS = int(os.environ.get("SPEED_ROUNDS", "2"))
SEED = int(os.environ.get("SPEED_SEED", "181000"))
PLAYER = os.environ.get("SPEED_PLAYER", "expert")
FILTERS = os.environ.get("SPEED_FILTERS", "large,normal").split(",")
DIR = os.environ.get("SPEED_DIR", "/tmp/analysis-speed")
OUT = os.environ.get("SPEED_OUT", f"{DIR}/results.txt")
DIST = os.environ.get("SPEED_DIST", "dist")
BGENGINE = os.environ.get("SPEED_BGENGINE", "target/release/bgengine")
SAVER = os.environ.get("SPEED_SAVER", "target/debug/examples/mat_to_save")

# gnubg's filters at 2 plies: (ply, level, accept, extra, tolerance) for `set analysis
# movefilter`; an accept of -1 skips pruning at that level.
MOVE_FILTERS = {
    "large": [(1, 0, 0, 16, 0.32), (2, 0, 0, 16, 0.32), (2, 1, -1, 0, 0.0)],
    "normal": [(1, 0, 0, 8, 0.16), (2, 0, 0, 8, 0.16), (2, 1, -1, 0, 0.0)],
}
APP_RUN = re.compile(r"run 1: ([0-9.]+) s wall, .* (\d+) actions, (\d+) unforced decisions,"
                     r" longest main-thread task (\d+) ms")


def load_average():
    with open("/proc/loadavg") as text:
        return " ".join(text.read().split()[:3])


def record(line):
    with open(OUT, "a") as out:
        out.write(line + "\n")
    say(line)


def prepare():
    os.makedirs(DIR, exist_ok=True)
    mat = f"{DIR}/game.mat"
    subprocess.run([BGENGINE, "selfplay", "--length", "1", "--games", str(GAMES), "--seed",
                    str(SEED), "--player", PLAYER, "--opponent", PLAYER, "--mat", mat],
                   check=True, stdout=subprocess.DEVNULL)
    games = []
    for index in range(1, GAMES + 1):
        path = f"{DIR}/game-{index:03}.mat" if GAMES > 1 else mat
        save = path.removesuffix(".mat") + ".save.json"
        with open(save, "w") as out:
            subprocess.run([SAVER, path], check=True, stdout=out)
        games.append((path, save))
    return games


def gnubg_seconds(path, filter_name):
    """Seconds of gnubg's `analyse match` of `path`, and its unforced decisions."""
    gnubg.command("set analysis chequerplay evaluation plies 2")
    gnubg.command("set analysis cubedecision evaluation plies 2")
    for ply, level, accept, extra, tolerance in MOVE_FILTERS[filter_name]:
        gnubg.command(f"set analysis movefilter {ply} {level} {accept} {extra} {tolerance}")
    gnubg.command(f"import mat {path}")
    started = time.perf_counter()
    gnubg.command("analyse match")
    seconds = time.perf_counter() - started
    stats = gnubg.match(analysis=1, boards=0, statistics=1, verbose=0)["stats"]
    unforced = sum(stats[side]["moves"]["unforced-moves"] + stats[side]["cube"]["close-cube"]
                   for side in ("X", "O"))
    return seconds, unforced


def app_seconds(save):
    """Seconds of the app's World class analysis of `save` in Chromium, and its unforced
    decisions, actions and longest main-thread task (ms, 0 when none of 50 ms)."""
    output = subprocess.run(["node", "tests/e2e/bench-review.mjs", "--save", save, "--runs", "1"],
                            check=True, capture_output=True, text=True,
                            env=dict(os.environ, E2E_DIST=DIST)).stdout
    found = APP_RUN.search(output)
    if not found:
        raise RuntimeError(f"bench-review.mjs printed no run line:\n{output}")
    wall, actions, unforced, longest = found.groups()
    return float(wall), int(unforced), int(actions), int(longest)


def median_of(times, key):
    return statistics.median(times[key]) if times.get(key) else float("nan")


def main():
    gnubg.command("set confirm new off")
    games = prepare()
    record(f"# analysis_speed: {GAMES} games of {PLAYER} against itself, seed {SEED}, "
           f"{ROUNDS} rounds, dist {DIST}, load average {load_average()}")
    times = {}
    for round_number in range(1, ROUNDS + 1):
        for path, save in games:
            game = os.path.basename(path)
            for filter_name in FILTERS:
                seconds, unforced = gnubg_seconds(path, filter_name)
                times.setdefault((game, f"gnubg-{filter_name}"), []).append(seconds)
                record(f"{game} round {round_number} gnubg-2ply-{filter_name} {seconds:.2f} s, "
                       f"{unforced} unforced decisions, load {load_average()}")
            seconds, unforced, actions, longest = app_seconds(save)
            times.setdefault((game, "app"), []).append(seconds)
            record(f"{game} round {round_number} app-world-class {seconds:.2f} s, {unforced} "
                   f"unforced decisions, {actions} actions, longest main-thread task "
                   f"{longest} ms, load {load_average()}")
    names = sorted({game for game, _ in times})
    for side in [f"gnubg-{f}" for f in FILTERS] + ["app"]:
        per_game = [median_of(times, (game, side)) for game in names]
        record(f"# median {side}: " + ", ".join(f"{t:.2f}" for t in per_game)
               + f" s; median over games {statistics.median(per_game):.2f} s")
    app = statistics.median([median_of(times, (game, "app")) for game in names])
    for filter_name in FILTERS:
        gnubg_median = statistics.median(
            [median_of(times, (game, f"gnubg-{filter_name}")) for game in names])
        record(f"# ratio app / gnubg 2-ply {filter_name}: {app / gnubg_median:.2f} "
               f"(the app is {'faster' if app < gnubg_median else 'slower'})")
    record(f"# load average at the end {load_average()}")


main()
