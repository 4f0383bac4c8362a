//! `bgtrain`: trains the neural net by TD(lambda) self-play (`bgtrain --games N ...`),
//! measures a net's speed (`bgtrain speed [FILE]`) or strength (`bgtrain bench FILE [GAMES]`,
//! `bgtrain versus A B GAMES [SEED]` head to head or against pubeval),
//! averages checkpoints (`bgtrain average OUT IN...`), or refines a net towards its own 1-ply
//! evaluations (`bgtrain refine FROM OUT_DIR ...`), rolls positions out into a data file
//! (`bgtrain rollout`), builds the project's own benchmark of play decisions
//! (`bgtrain benchmark-build`) and scores a net on it (`bgtrain benchmark`). See
//! `docs/training.md`.

mod main_deep;
mod main_fit;
mod main_rollout;
#[cfg(test)]
#[path = "test_records.rs"]
mod test_records;

use std::fs;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use bg_engine::bots::{Bot, NeuralBot, PubEval};
use bg_engine::eval::inputs::{INPUT_SET, N_INPUTS};
use bg_engine::eval::{Evaluator, Net, NetEvaluator, N_OUTPUTS};
use bg_engine::selfplay::duel;
use bg_train::options::{Options, BENCH_SEED, USAGE};
use bg_train::refine::{
    one_ply_targets, rollout_targets, self_play_with_candidates, train_on, two_ply_targets,
    zero_ply_targets,
};
use bg_train::spec::{read_evaluator, read_net};
use bg_train::td::{train_one_game, Chooser, GameBuffers, Learners, Schedule};

/// Writes `bytes` to `path` through a temporary file and a rename, so that a reader (or a
/// commit) never sees half a file.
fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let tmp = path.with_extension("tmp");
    fs::write(&tmp, bytes)?;
    fs::rename(&tmp, path)
}

fn run(options: &Options) -> io::Result<()> {
    fs::create_dir_all(&options.out_dir)?;
    let seeded = || {
        Net::seeded(
            N_INPUTS,
            options.hidden,
            N_OUTPUTS,
            INPUT_SET,
            options.seed,
            options.init_scale,
        )
    };
    // Continuing from a trained net: its games count goes on, and so do the game numbers, so
    // that the new games have new dice.
    let net = match &options.from {
        Some(path) => read_net(&path.to_string_lossy())
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))?
            .widened(options.hidden, options.seed, options.init_scale),
        None => seeded(),
    };
    let first_game = net.games_trained();
    let invalid = |e: String| io::Error::new(io::ErrorKind::InvalidInput, e);
    let race = match &options.race {
        Some(path) if path.as_os_str() == "main" => Some(net.clone()),
        Some(path) => Some(read_net(&path.to_string_lossy()).map_err(invalid)?),
        None => None,
    };
    let mut evaluator = NetEvaluator::new(net).map_err(|e| invalid(e.to_string()))?;
    if let Some(race) = race {
        evaluator = evaluator
            .with_race_net(race)
            .map_err(|e| invalid(e.to_string()))?;
    }
    let schedule = Schedule {
        lambda: options.lambda,
        learners: if options.race_only {
            Learners::RaceOnly
        } else {
            Learners::All
        },
        chooser: options.chooser,
    };
    let mut buffers = GameBuffers::default();
    let mut out = io::stdout().lock();
    writeln!(out, "# bgtrain {options:?}")?;
    let start = Instant::now();
    let mut best = f64::NEG_INFINITY;
    let mut turns = 0u64;
    for game in 0..options.games {
        let alpha = options.alpha_at(game);
        turns += train_one_game(
            &mut evaluator,
            &mut buffers,
            options.seed,
            first_game + game,
            alpha,
            schedule,
        ) as u64;
        let played = game + 1;
        if played % options.checkpoint_every != 0 && played != options.games {
            continue;
        }
        let train_time = start.elapsed().as_secs_f64();
        evaluator.net_mut().set_games_trained(first_game + played);
        let bytes = evaluator.net().to_bytes();
        write_atomically(
            &options
                .out_dir
                .join(format!("net-{:09}.bgnn", first_game + played)),
            &bytes,
        )?;
        if let Some(race) = evaluator.race_net() {
            write_atomically(
                &options
                    .out_dir
                    .join(format!("race-{:09}.bgnn", first_game + played)),
                &race.to_bytes(),
            )?;
        }
        let bench_start = Instant::now();
        let mut bot = NeuralBot::with_evaluator(evaluator.clone(), "net");
        let result = duel(
            &mut bot,
            &mut PubEval::new(),
            options.bench_games,
            BENCH_SEED,
        );
        let ppg = result.points_per_game();
        let improved = ppg > best;
        if improved {
            best = ppg;
            write_atomically(&options.out_dir.join("best.bgnn"), &bytes)?;
            if let Some(race) = evaluator.race_net() {
                write_atomically(&options.out_dir.join("best-race.bgnn"), &race.to_bytes())?;
            }
            if let Some(publish) = &options.publish {
                write_atomically(publish, &bytes)?;
            }
        }
        writeln!(
            out,
            "games {played} elapsed {:.0}s ({:.0} games/s, {:.1} turns/game, alpha {alpha:.4}) \
             vs pubeval: {result}{} [bench {:.1}s]",
            start.elapsed().as_secs_f64(),
            played as f64 / train_time.max(1e-9),
            turns as f64 / played as f64,
            if improved { " BEST" } else { "" },
            bench_start.elapsed().as_secs_f64(),
        )?;
        out.flush()?;
    }
    Ok(())
}

/// `bgtrain speed [FILE]`: evaluations per second of a net (the embedded one by default) on
/// the positions of 200 self-play games, and 0-ply self-play games per second (about twenty
/// evaluations a turn, one per legal play, plus the move generator).
fn speed(path: Option<&String>) -> Result<(), String> {
    let evaluator = match path {
        Some(path) => {
            let bytes = fs::read(path).map_err(|e| format!("{path}: {e}"))?;
            NetEvaluator::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?
        }
        None => NetEvaluator::embedded(),
    };
    // Positions to evaluate: every turn of 200 games.
    let mut positions = Vec::new();
    let mut buffers = GameBuffers::default();
    for game in 0..200 {
        let mut dice = bg_engine::SeededDice::new(game);
        bg_train::td::play_game(&evaluator, Chooser::Net, &mut dice, &mut buffers);
        positions.extend_from_slice(buffers.visited());
    }
    let start = Instant::now();
    let mut checksum = 0f32;
    let mut evaluations = 0u64;
    while start.elapsed().as_secs_f64() < 3.0 {
        for position in &positions {
            checksum += evaluator.evaluate(position).win;
        }
        evaluations += positions.len() as u64;
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{:.0} evaluations/s ({:.0} ns each) over {} positions (checksum {checksum:.1})",
        evaluations as f64 / seconds,
        1e9 * seconds / evaluations as f64,
        positions.len()
    );
    let start = Instant::now();
    let mut games = 0u64;
    while start.elapsed().as_secs_f64() < 3.0 {
        let mut dice = bg_engine::SeededDice::new(1000 + games);
        bg_train::td::play_game(&evaluator, Chooser::Net, &mut dice, &mut buffers);
        games += 1;
    }
    println!(
        "{:.0} self-play games/s at 0-ply (no learning)",
        games as f64 / start.elapsed().as_secs_f64()
    );
    Ok(())
}

/// `bgtrain average OUT IN...`: writes the weight-by-weight mean of the IN files to OUT.
fn average(args: &[String]) -> Result<(), String> {
    let [out, inputs @ ..] = args else {
        return Err("usage: bgtrain average OUT IN...".to_owned());
    };
    let nets = inputs
        .iter()
        .map(|path| read_net(path))
        .collect::<Result<Vec<Net>, String>>()?;
    let mean = Net::average(&nets).ok_or("nothing to average, or nets of different shapes")?;
    write_atomically(Path::new(out), &mean.to_bytes()).map_err(|e| format!("{out}: {e}"))
}

/// `bgtrain bench FILE [GAMES] [RACE_FILE]`: the training benchmark (a duplicate duel against
/// pubeval on the benchmark's dice, 0-ply, no bear-off database) for any weights file, with a
/// race net if one is given.
fn bench(args: &[String]) -> Result<(), String> {
    let [path, rest @ ..] = args else {
        return Err("usage: bgtrain bench FILE [GAMES] [RACE_FILE]".to_owned());
    };
    let games = match rest.first() {
        Some(games) => games
            .parse()
            .map_err(|_| format!("bad game count {games:?}"))?,
        None => 3000,
    };
    let evaluator = match rest.get(1) {
        Some(race) => read_evaluator(&format!("{path}+race={race}"))?,
        None => read_evaluator(path)?,
    };
    let mut bot = NeuralBot::with_evaluator(evaluator, "net");
    let result = duel(&mut bot, &mut PubEval::new(), games, BENCH_SEED);
    println!("{path} vs pubeval: {result}");
    Ok(())
}

/// A player for `bgtrain versus`: `pubeval`, a deep net `deep:FILE` (`bgtrain fit-deep`), or a
/// net `MAIN[+RACE][+crashed=CRASHED]` at 0-ply with the bear-off database.
fn read_player(spec: &str) -> Result<Box<dyn Bot>, String> {
    if spec == "pubeval" {
        return Ok(Box::new(PubEval::new()));
    }
    if let Some(path) = spec.strip_prefix("deep:") {
        return Ok(Box::new(main_deep::DeepBot::read(path)?));
    }
    let evaluator = read_evaluator(spec)?.with_bearoff_database(true);
    Ok(Box::new(NeuralBot::with_evaluator(evaluator, spec)))
}

/// `bgtrain versus A B GAMES [SEED]`: a duplicate duel between two players, each a net
/// `MAIN[,PARTNER...][+RACE][+crashed=CRASHED]` (0-ply, with the bear-off database) or
/// `pubeval`. Two players with the same main net play the same contact phase, so their duel
/// measures their race nets alone, with little noise (and the same for crashed nets).
fn versus(args: &[String]) -> Result<(), String> {
    let usage = || {
        "usage: bgtrain versus A B GAMES [SEED] (A, B: MAIN[,PARTNER...][+RACE][+crashed=CRASHED], \
         deep:FILE or pubeval)"
            .to_owned()
    };
    let [a, b, games, rest @ ..] = args else {
        return Err(usage());
    };
    let games: u64 = games.parse().map_err(|_| usage())?;
    let seed: u64 = match rest.first() {
        Some(seed) => seed.parse().map_err(|_| usage())?,
        None => 99,
    };
    let (mut bot_a, mut bot_b) = (read_player(a)?, read_player(b)?);
    let result = duel(bot_a.as_mut(), bot_b.as_mut(), games, seed);
    println!("{a} vs {b} (seed {seed}): {result}");
    Ok(())
}

/// Settings of `bgtrain refine`.
struct RefineOptions {
    iterations: u32,
    games: u64,
    explore: f64,
    epochs: u32,
    alpha: f32,
    threads: usize,
    seed: u64,
    bench_games: u64,
    plies: u8,
    /// Targets by truncated rollouts of this many turns instead of by plies (0: off).
    rollout: u32,
    /// The evaluator whose judgement the targets are (`MAIN[,PARTNER...][+RACE]`); the net
    /// being refined when absent. With an ensemble as teacher, refinement distils it.
    teacher: Option<String>,
    /// Runners-up kept at every play besides the positions played (0: none).
    candidates: usize,
}

/// `bgtrain refine FROM OUT_DIR [--iterations N] [--games G] [--explore X] [--epochs E]
/// [--alpha A] [--threads T] [--seed S] [--bench-games B] [--plies 0|1|2] [--rollout TURNS]
/// [--teacher SPEC] [--candidates K]`: starting from the weights FROM, each iteration plays G
/// self-play games (keeping, at every play, the positions after up to K runners-up as well),
/// computes the 1-ply (or 0-ply, 2-ply, or truncated-rollout) targets of their positions by the
/// teacher (the net itself unless `--teacher` names other weights), trains
/// E epochs on them, writes `OUT_DIR/refine-<i>.bgnn` and benchmarks it against pubeval (with
/// the bear-off database, as in play).
fn refine(args: &[String]) -> Result<(), String> {
    let [from, out_dir, flags @ ..] = args else {
        return Err(
            "usage: bgtrain refine FROM OUT_DIR [--iterations N] [--games G] \
                    [--explore X] [--epochs E] [--alpha A] [--threads T] [--seed S] \
                    [--bench-games B] [--plies 0|1|2] [--rollout TURNS] [--teacher SPEC] \
                    [--candidates K]"
                .to_owned(),
        );
    };
    let mut options = RefineOptions {
        iterations: 3,
        games: 5_000,
        explore: 0.05,
        epochs: 4,
        alpha: 0.005,
        threads: 1,
        seed: 1,
        bench_games: 10_000,
        plies: 1,
        rollout: 0,
        teacher: None,
        candidates: 0,
    };
    let mut flags = flags.iter();
    while let Some(flag) = flags.next() {
        let value = flags.next().ok_or(format!("{flag} needs a value"))?;
        let bad = || format!("bad value {value:?} for {flag}");
        match flag.as_str() {
            "--iterations" => options.iterations = value.parse().map_err(|_| bad())?,
            "--games" => options.games = value.replace('_', "").parse().map_err(|_| bad())?,
            "--explore" => options.explore = value.parse().map_err(|_| bad())?,
            "--epochs" => options.epochs = value.parse().map_err(|_| bad())?,
            "--alpha" => options.alpha = value.parse().map_err(|_| bad())?,
            "--threads" => options.threads = value.parse().map_err(|_| bad())?,
            "--seed" => options.seed = value.parse().map_err(|_| bad())?,
            "--bench-games" => options.bench_games = value.parse().map_err(|_| bad())?,
            "--plies" => options.plies = value.parse().map_err(|_| bad())?,
            "--rollout" => options.rollout = value.parse().map_err(|_| bad())?,
            "--teacher" => options.teacher = Some(value.clone()),
            "--candidates" => options.candidates = value.parse().map_err(|_| bad())?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if options.plies == 0 && options.rollout == 0 && options.teacher.is_none() {
        return Err("--plies 0 needs --teacher: a net's own 0-ply targets teach it nothing".into());
    }
    fs::create_dir_all(out_dir).map_err(|e| format!("{out_dir}: {e}"))?;
    let mut evaluator = NetEvaluator::new(read_net(from)?)
        .map_err(|e| e.to_string())?
        .with_bearoff_database(true);
    let teacher = match &options.teacher {
        Some(spec) => Some(read_evaluator(spec)?.with_bearoff_database(true)),
        None => None,
    };
    let games_before = evaluator.net().games_trained();
    let bench = |evaluator: &NetEvaluator| {
        let mut bot = NeuralBot::with_evaluator(evaluator.clone(), "net");
        duel(
            &mut bot,
            &mut PubEval::new(),
            options.bench_games,
            BENCH_SEED,
        )
    };
    println!("# bgtrain refine {}", args.join(" "));
    println!("start {from} vs pubeval: {}", bench(&evaluator));
    for iteration in 1..=options.iterations {
        let seed = options
            .seed
            .wrapping_mul(1000)
            .wrapping_add(u64::from(iteration));
        let start = Instant::now();
        let positions = self_play_with_candidates(
            &evaluator,
            seed,
            options.games,
            options.explore,
            options.candidates,
        );
        let played = start.elapsed().as_secs_f64();
        let judge = teacher.as_ref().unwrap_or(&evaluator);
        let samples = match (options.rollout, options.plies) {
            (turns @ 1.., _) => rollout_targets(judge, &positions, options.threads, turns),
            (0, 0) => zero_ply_targets(judge, &positions, options.threads),
            (0, 2) => two_ply_targets(judge, &positions, options.threads),
            _ => one_ply_targets(judge, &positions, options.threads),
        };
        let targeted = start.elapsed().as_secs_f64();
        let error = train_on(
            &mut evaluator,
            &samples,
            options.epochs,
            options.alpha,
            seed,
        );
        let trained = start.elapsed().as_secs_f64();
        evaluator
            .net_mut()
            .set_games_trained(games_before + u64::from(iteration) * options.games);
        let path = Path::new(out_dir).join(format!("refine-{iteration}.bgnn"));
        write_atomically(&path, &evaluator.net().to_bytes())
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let result = bench(&evaluator);
        println!(
            "iteration {iteration}: {} positions (games {played:.0}s, targets {:.0}s, \
             training {:.0}s, last-epoch mse {error:.5}) -> {}: vs pubeval {result}",
            positions.len(),
            targeted - played,
            trained - targeted,
            path.display(),
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect();
    let command = match args.first().map(String::as_str) {
        Some("speed") => Some(speed(args.get(1))),
        Some("average") => Some(average(&args[1..])),
        Some("bench") => Some(bench(&args[1..])),
        Some("versus") => Some(versus(&args[1..])),
        Some("refine") => Some(refine(&args[1..])),
        Some("fit") => Some(main_fit::fit_command(&args[1..])),
        Some("fit-deep") => Some(main_deep::fit_deep_command(&args[1..])),
        Some("average-deep") => Some(main_deep::average_deep_command(&args[1..])),
        Some("export-deep") => Some(main_deep::export_deep_command(&args[1..])),
        Some("rollout") => Some(main_rollout::rollout_command(&args[1..])),
        Some("benchmark-build") => Some(main_rollout::benchmark_build_command(&args[1..])),
        Some("benchmark") => Some(main_rollout::benchmark_command(&args[1..])),
        _ => None,
    };
    if let Some(outcome) = command {
        return match outcome {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("bgtrain: {e}");
                ExitCode::FAILURE
            }
        };
    }
    let options = match Options::parse(&args) {
        Ok(options) => options,
        Err(e) if e.0 == "help" => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("bgtrain: {e}");
            return ExitCode::from(2);
        }
    };
    match run(&options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bgtrain: {e}");
            ExitCode::FAILURE
        }
    }
}
