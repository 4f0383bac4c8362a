//! `bgtrain`: trains the neural net by TD(lambda) self-play (`bgtrain --games N ...`),
//! measures a net's speed (`bgtrain speed [FILE]`) or strength (`bgtrain bench FILE [GAMES]`),
//! or averages checkpoints (`bgtrain average OUT IN...`). See `docs/training.md`.

use std::fs;
use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use bg_engine::bots::{NeuralBot, PubEval};
use bg_engine::eval::inputs::{INPUT_SET, N_INPUTS};
use bg_engine::eval::{Evaluator, Net, N_OUTPUTS};
use bg_engine::selfplay::duel;
use bg_train::options::{Options, BENCH_SEED, USAGE};
use bg_train::td::{train_one_game, GameBuffers};

/// Writes `bytes` to `path` through a temporary file and a rename, so that a reader (or a
/// commit) never sees half a file.
fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let tmp = path.with_extension("tmp");
    fs::write(&tmp, bytes)?;
    fs::rename(&tmp, path)
}

fn run(options: &Options) -> io::Result<()> {
    fs::create_dir_all(&options.out_dir)?;
    let net = Net::seeded(
        N_INPUTS,
        options.hidden,
        N_OUTPUTS,
        INPUT_SET,
        options.seed,
        options.init_scale,
    );
    let mut evaluator = Evaluator::new(net)
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e.to_string()))?;
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
            game,
            options.lambda,
            alpha,
        ) as u64;
        let played = game + 1;
        if played % options.checkpoint_every != 0 && played != options.games {
            continue;
        }
        let train_time = start.elapsed().as_secs_f64();
        evaluator.net_mut().set_games_trained(played);
        let bytes = evaluator.net().to_bytes();
        write_atomically(
            &options.out_dir.join(format!("net-{played:09}.bgnn")),
            &bytes,
        )?;
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
            Evaluator::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?
        }
        None => Evaluator::embedded(),
    };
    // Positions to evaluate: every turn of 200 games.
    let mut positions = Vec::new();
    let mut buffers = GameBuffers::default();
    for game in 0..200 {
        let mut dice = bg_engine::SeededDice::new(game);
        bg_train::td::play_game(&evaluator, &mut dice, &mut buffers);
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
        bg_train::td::play_game(&evaluator, &mut dice, &mut buffers);
        games += 1;
    }
    println!(
        "{:.0} self-play games/s at 0-ply (no learning)",
        games as f64 / start.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Reads and checks a weights file.
fn read_net(path: &str) -> Result<Net, String> {
    let bytes = fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let evaluator = Evaluator::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?;
    Ok(evaluator.into_net())
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

/// `bgtrain bench FILE [GAMES]`: the training benchmark (a duplicate duel against pubeval on
/// the benchmark's dice, 0-ply, no bear-off database) for any weights file.
fn bench(args: &[String]) -> Result<(), String> {
    let [path, rest @ ..] = args else {
        return Err("usage: bgtrain bench FILE [GAMES]".to_owned());
    };
    let games = match rest.first() {
        Some(games) => games
            .parse()
            .map_err(|_| format!("bad game count {games:?}"))?,
        None => 3000,
    };
    let evaluator = Evaluator::new(read_net(path)?).map_err(|e| e.to_string())?;
    let mut bot = NeuralBot::with_evaluator(evaluator, "net");
    let result = duel(&mut bot, &mut PubEval::new(), games, BENCH_SEED);
    println!("{path} vs pubeval: {result}");
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
