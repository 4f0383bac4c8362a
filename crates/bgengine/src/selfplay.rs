//! `bgengine selfplay`: a duplicate-dice money duel between two players, with its statistics.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use bg_engine::bots::{Bot, BotKind};
use bg_engine::eval::NetEvaluator;
use bg_engine::selfplay::{duel_pairs, DuelResult};

use crate::matches::{play_matches, MatchFiles};

/// What to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelfplayOptions {
    /// Games to play; rounded up to an even number (duplicate pairs).
    pub n_games: u64,
    /// Seeds the dice of every pair, and the random players.
    pub seed: u64,
    /// Player A: the results are counted from its side.
    pub player: BotKind,
    /// Player B.
    pub opponent: BotKind,
    /// Report progress on the progress writer about twenty times.
    pub progress: bool,
    /// A weights file for player A, a net player, instead of the embedded net.
    pub player_weights: Option<PathBuf>,
    /// A weights file for player B.
    pub opponent_weights: Option<PathBuf>,
    /// Whole matches to this many points with the cube (`n_games` of them) instead of
    /// cubeless money games.
    pub length: Option<u32>,
    /// Where to write the matches played (only with `length`).
    pub files: MatchFiles,
}

/// The seeds of the two players' own random numbers, kept apart from the dice seed and from
/// each other so that a random player never replays the dice stream or its opponent's choices.
fn player_seeds(seed: u64) -> (u64, u64) {
    (seed ^ 0x5EED_0000_0000_000A, seed ^ 0x5EED_0000_0000_000B)
}

/// A player of `kind`, judging with the net in `weights` when given (with the bear-off
/// database, as the embedded net plays).
fn make_player(kind: BotKind, seed: u64, weights: Option<&Path>) -> io::Result<Box<dyn Bot>> {
    let Some(path) = weights else {
        return Ok(kind.make(seed));
    };
    let invalid = |message: String| {
        io::Error::new(
            io::ErrorKind::InvalidData,
            format!("{}: {message}", path.display()),
        )
    };
    let bytes = fs::read(path).map_err(|error| invalid(error.to_string()))?;
    let evaluator = NetEvaluator::from_bytes(&bytes).map_err(|error| invalid(error.to_string()))?;
    Ok(kind.make_with(seed, None, Some(evaluator.with_bearoff_database(true))))
}

/// Plays the duel, reporting progress on `progress` when asked, and writes one summary line to
/// `out`. The result does not depend on whether progress is reported: pair `i` always has the
/// same dice, and the players are the same objects from the first pair to the last.
///
/// # Errors
/// I/O errors of the writers; a weights file that cannot be read or is not a net this build
/// can use (`InvalidData`, naming the file).
pub fn run_selfplay(
    options: &SelfplayOptions,
    mut out: impl Write,
    mut progress: impl Write,
) -> io::Result<DuelResult> {
    let (seed_a, seed_b) = player_seeds(options.seed);
    let mut player_a = make_player(options.player, seed_a, options.player_weights.as_deref())?;
    let mut player_b = make_player(
        options.opponent,
        seed_b,
        options.opponent_weights.as_deref(),
    )?;
    if let Some(length) = options.length {
        let started = Instant::now();
        let tally = play_matches(
            player_a.as_mut(),
            player_b.as_mut(),
            length,
            options.n_games,
            options.seed,
            &options.files,
        )?;
        writeln!(
            out,
            "{} vs {} (seed {}): {} matches to {length}: {} won {}, {} won {}; {} games, {} \
             doubles, {} drops, {} resignations, {} Crawford games; {:.1} s",
            options.player,
            options.opponent,
            options.seed,
            options.n_games,
            options.player,
            tally.matches.zero,
            options.opponent,
            tally.matches.one,
            tally.games,
            tally.doubles,
            tally.drops,
            tally.resignations,
            tally.crawford_games,
            started.elapsed().as_secs_f64()
        )?;
        out.flush()?;
        return Ok(DuelResult::default());
    }
    let n_pairs = options.n_games.div_ceil(2);
    let chunk = if options.progress {
        n_pairs.div_ceil(20).max(1)
    } else {
        n_pairs.max(1)
    };
    let started = Instant::now();
    let mut result = DuelResult::default();
    let mut next = 0;
    while next < n_pairs {
        let end = (next + chunk).min(n_pairs);
        let part = duel_pairs(
            player_a.as_mut(),
            player_b.as_mut(),
            next..end,
            options.seed,
        );
        result.merge(&part);
        next = end;
        if options.progress {
            // The whole result with its interval, so that a long duel stopped early still
            // leaves a usable partial result.
            writeln!(
                progress,
                "{} / {} games: {}",
                result.n_games(),
                2 * n_pairs,
                result
            )?;
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let named = |kind: BotKind, weights: &Option<PathBuf>| match weights {
        Some(path) => format!("{kind} ({})", path.display()),
        None => kind.to_string(),
    };
    writeln!(
        out,
        "{} vs {} (seed {}): {}; {:.0} games per second",
        named(options.player, &options.player_weights),
        named(options.opponent, &options.opponent_weights),
        options.seed,
        result,
        result.n_games() as f64 / seconds.max(1e-9)
    )?;
    out.flush()?;
    Ok(result)
}
