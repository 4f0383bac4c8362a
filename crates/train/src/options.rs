//! The command line of `bgtrain`.

use std::fmt;
use std::path::PathBuf;

use crate::td::Chooser;

/// Training settings. The defaults are the ones the committed weights were trained with.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// Self-play games to train (the run stops there).
    pub games: u64,
    /// Seeds the initial weights and every game's dice.
    pub seed: u64,
    /// Hidden units.
    pub hidden: usize,
    /// Initial weights are drawn from `-init_scale..init_scale`.
    pub init_scale: f32,
    /// The learning rate at the start.
    pub alpha: f32,
    /// The learning rate halves every this many games ...
    pub alpha_half_life: u64,
    /// ... down to this floor.
    pub alpha_min: f32,
    /// TD's lambda.
    pub lambda: f32,
    /// Write a checkpoint and run the benchmark every this many games.
    pub checkpoint_every: u64,
    /// Games of each benchmark duel against pubeval (duplicate dice, fixed seed).
    pub bench_games: u64,
    /// Directory for checkpoints (`net-<games>.bgnn`, `best.bgnn`).
    pub out_dir: PathBuf,
    /// Where to copy each checkpoint that beats the best benchmark so far (optional).
    pub publish: Option<PathBuf>,
    /// Start from these weights instead of random ones (optional); `hidden` then only widens.
    pub from: Option<PathBuf>,
    /// Train a race net as well, starting from these weights (`main` for a copy of the main
    /// net): positions without contact then teach the race net, the others the main net.
    pub race: Option<PathBuf>,
    /// Train the race net only; the main net plays the contact phase unchanged.
    pub race_only: bool,
    /// How the self-play games choose their plays (`--play-plies`: 0, the net alone, by
    /// default).
    pub chooser: Chooser,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            games: 2_000_000,
            seed: 1,
            hidden: 80,
            init_scale: 0.1,
            alpha: 0.1,
            alpha_half_life: 1_000_000,
            alpha_min: 0.01,
            lambda: 0.0,
            checkpoint_every: 100_000,
            bench_games: 2_000,
            out_dir: PathBuf::from("target/train"),
            publish: None,
            from: None,
            race: None,
            race_only: false,
            chooser: Chooser::Net,
        }
    }
}

/// The seed of every benchmark duel: the same dice for every checkpoint.
pub const BENCH_SEED: u64 = 20_261_129;

/// A usage error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}\n\n{}", self.0, USAGE)
    }
}

impl std::error::Error for UsageError {}

/// The help text.
pub const USAGE: &str = "usage: bgtrain speed [FILE]\n       bgtrain bench FILE [GAMES] [RACE_FILE]\n       \
bgtrain versus A B GAMES [SEED] (A, B: MAIN[,PARTNER...][+RACE][+crashed=CRASHED], deep:FILE or pubeval)\n       \
bgtrain average OUT IN...\n       bgtrain [--games N] [--seed S] [--hidden H] [--init-scale X] \
[--alpha A] [--alpha-half-life N] [--alpha-min A] [--lambda L] [--checkpoint-every N] \
[--bench-games N] [--out DIR] [--publish FILE] [--from FILE] [--race FILE|main] [--race-only] \
[--play-plies 0|1|2]\n       \
bgtrain refine FROM OUT_DIR [--iterations N] [--games G] [--explore X] [--epochs E] [--alpha A] \
[--threads T] [--seed S] [--bench-games B] [--plies 0|1|2] [--rollout TURNS] [--teacher SPEC]\n       \
bgtrain rollout --out FILE [--trials 36k] [--seed S] [--threads T] [--weights FILE] [--plain] \
[--no-truncation] (--positions FILE | --selfplay GAMES | POSITION_ID...)\n       \
bgtrain benchmark-build --out FILE --decisions N [--trials 36k] [--seed S] [--threads T] \
[--candidates K] [--weights FILE]\n       \
bgtrain benchmark [--weights SPEC|pubeval] [--baseline SPEC|pubeval] [--data FILE] \
[--plies 0|1|2] [--filter2 KEEP/WINDOW] [--baseline-filter2 KEEP/WINDOW]\n       \
bgtrain fit --out DIR [--data FILE]... [--validation FILE] [--weights FROM] [--epochs E] \
[--alpha A] [--seed S] [--holdout K] [--anchor-games G] [--net crashed|race]\n       \
bgtrain fit-deep --out DIR --weights NET --decisions FILE... [--from DEEP] [--second N] \
[--scale X] [--second-step K] [--adam RATE] [--batch B] \
[--reply-features | --reply-on-roll-only | --reply-blots-only] [--epochs E] [--alpha A] \
[--value-weight V] [--anchor-games G] [--holdout K] [--seed S]\n       \
bgtrain average-deep OUT IN...\n       \
bgtrain export-deep OUT IN";

impl Options {
    /// Reads the arguments (without the program name).
    ///
    /// # Errors
    /// An unknown option, a missing or unreadable value.
    pub fn parse(args: &[String]) -> Result<Options, UsageError> {
        let mut options = Options::default();
        let mut args = args.iter();
        while let Some(flag) = args.next() {
            if flag == "--help" || flag == "-h" {
                return Err(UsageError("help".to_owned()));
            }
            if flag == "--race-only" {
                options.race_only = true;
                continue;
            }
            let value = args
                .next()
                .ok_or_else(|| UsageError(format!("{flag} needs a value")))?;
            fn num<T: std::str::FromStr>(flag: &str, value: &str) -> Result<T, UsageError> {
                value
                    .replace('_', "")
                    .parse()
                    .map_err(|_| UsageError(format!("bad value {value:?} for {flag}")))
            }
            match flag.as_str() {
                "--games" => options.games = num(flag, value)?,
                "--seed" => options.seed = num(flag, value)?,
                "--hidden" => options.hidden = num(flag, value)?,
                "--init-scale" => options.init_scale = num(flag, value)?,
                "--alpha" => options.alpha = num(flag, value)?,
                "--alpha-half-life" => options.alpha_half_life = num(flag, value)?,
                "--alpha-min" => options.alpha_min = num(flag, value)?,
                "--lambda" => options.lambda = num(flag, value)?,
                "--checkpoint-every" => options.checkpoint_every = num(flag, value)?,
                "--bench-games" => options.bench_games = num(flag, value)?,
                "--out" => options.out_dir = PathBuf::from(value),
                "--publish" => options.publish = Some(PathBuf::from(value)),
                "--from" => options.from = Some(PathBuf::from(value)),
                "--race" => options.race = Some(PathBuf::from(value)),
                "--play-plies" => {
                    options.chooser = Chooser::of_plies(num(flag, value)?).map_err(|plies| {
                        UsageError(format!("--play-plies {plies}: the search goes to 2 plies"))
                    })?;
                }
                _ => return Err(UsageError(format!("unknown option {flag}"))),
            }
        }
        let hidden_ok = (1..=bg_engine::eval::MAX_HIDDEN).contains(&options.hidden);
        if options.race_only && options.race.is_none() {
            return Err(UsageError("--race-only needs --race".to_owned()));
        }
        if !hidden_ok || options.checkpoint_every == 0 || options.alpha_half_life == 0 {
            return Err(UsageError(
                "--hidden must be 1..=512, --checkpoint-every and --alpha-half-life above 0"
                    .to_owned(),
            ));
        }
        Ok(options)
    }

    /// The learning rate for game `game`: halved every `alpha_half_life` games, never below
    /// `alpha_min`.
    pub fn alpha_at(&self, game: u64) -> f32 {
        let halvings = game as f64 / self.alpha_half_life as f64;
        ((f64::from(self.alpha) * 0.5f64.powf(halvings)) as f32).max(self.alpha_min)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn options_parse_and_reject() {
        let options = Options::parse(&args("--games 1_000 --seed 7 --lambda 0.5")).unwrap();
        assert_eq!(
            (options.games, options.seed, options.lambda),
            (1000, 7, 0.5)
        );
        assert!(Options::parse(&args("--games")).is_err());
        assert!(Options::parse(&args("--games x")).is_err());
        assert!(Options::parse(&args("--bogus 1")).is_err());
        assert!(Options::parse(&args("--hidden 0")).is_err());
        assert!(Options::parse(&args("--race-only")).is_err());
        assert!(Options::parse(&args("--play-plies 3")).is_err());
        assert_eq!(
            Options::parse(&args("--play-plies 1")).unwrap().chooser,
            Chooser::Search(1)
        );
        assert_eq!(Options::default().chooser, Chooser::Net);
        let race = Options::parse(&args("--race main --race-only --games 5")).unwrap();
        assert_eq!((race.race_only, race.games), (true, 5));
        assert_eq!(race.race, Some(PathBuf::from("main")));
    }

    #[test]
    fn the_learning_rate_halves_down_to_its_floor() {
        let options = Options::default();
        assert_eq!(options.alpha_at(0), options.alpha);
        assert!((options.alpha_at(options.alpha_half_life) - options.alpha / 2.0).abs() < 1e-6);
        assert_eq!(options.alpha_at(u64::MAX / 2), options.alpha_min);
    }
}
