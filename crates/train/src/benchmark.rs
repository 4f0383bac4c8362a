//! The project's own benchmark: play decisions from self-play with the rollout equities of
//! their best candidates, and a net's error on them.
//!
//! A **decision** is a position before the roll, seen by the player on roll, and a roll, with
//! at least two plays within 0.16 of the best at 0-ply (the World class level's first move
//! filter; with one clear play there is nothing to measure). Its **candidates** are the top
//! plays of the 2-ply search with World class's move filters, and the committed net's 0-ply
//! choice if it is not among them; each is rolled out ([`crate::rollout`]) from the position
//! after it, all candidates of a decision on the same dice (the rollout seed is the
//! decision's), so that their differences are measured more precisely than their values.
//!
//! A net's **error** on a decision is the rollout equity of the best candidate minus that of
//! the net's choice; a choice outside the candidates is charged the largest error of a
//! candidate (a lower bound, counted apart). The benchmark prints the mean error times 1000
//! with its standard error over the decisions, per kind of position, as GNU Backgammon's
//! benchmark sets are scored.
//!
//! Decisions are sampled from a deterministic stream of self-play games of the net (5% of the
//! plays random, seeded), each turn kept with a rate for its kind, so that a larger benchmark
//! begins with the decisions of a smaller one and a build resumes where it stopped.
//!
//! File format 1: the header `bgtrain-benchmark 1`, then a decision a line, fields separated
//! by spaces: the kind (`contact`, `crashed`, `race`), the GNU Backgammon ID with the dice
//! (money game, cube centred), the net ([`crate::data::net_id`]), the trials, the rollout
//! seed, the number of candidates `n`, then `n` quadruples: the position after the candidate
//! (Position ID, seen by the opponent, on roll there), the mover's rollout equity, its
//! standard error, and the standard error of its difference from the best candidate (trial by
//! trial on the same dice).

use std::collections::HashSet;
use std::fmt;

use bg_engine::bots::search::{Search, SearchSettings, FILTER_TO_1PLY};
use bg_engine::eval::{Evaluator, NetEvaluator};
use bg_engine::hash::{mix64, splitmix64_term};
use bg_engine::ids::{GameState, GnubgId, MatchId, ParseGnubgIdError, ParsePositionIdError};
use bg_engine::{BoardPhase, Dice, DiceSource, Play, Position, SeededDice};

use crate::data::{data_lines, DataFileError};
use crate::rollout::{equity, mean_and_error, trial_values, RolloutError, RolloutSettings};
use crate::td::game_seed;

/// The header line of format 1.
pub const HEADER: &str = "bgtrain-benchmark 1";

/// The kinds of position the benchmark reports apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Contact, neither side crashed.
    Contact,
    /// Contact where a side has at most [`CRASHED_IN_PLAY`] checkers in play.
    Crashed,
    /// No contact, some checker outside a home board.
    Race,
}

/// A side with this many checkers in play or fewer is crashed: the checkers on the board and
/// the bar, not counting those beyond the first two on its 1-point and on its 2-point (piled
/// there, they take no further part). The engine's definition ([`Position::is_crashed`]), which
/// also chooses a crashed net in play.
pub use bg_engine::position::CRASHED_IN_PLAY;

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Contact, Kind::Crashed, Kind::Race];

    /// The kind of `position`; `None` for a pure bear-off (the bear-off database plays those
    /// for every net) and a finished game.
    pub fn of(position: &Position) -> Option<Kind> {
        if position.has_won() || position.has_lost() {
            return None;
        }
        match position.phase() {
            BoardPhase::BearOff => None,
            BoardPhase::Race => Some(Kind::Race),
            BoardPhase::Contact if position.is_crashed() => Some(Kind::Crashed),
            BoardPhase::Contact => Some(Kind::Contact),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Contact => "contact",
            Kind::Crashed => "crashed",
            Kind::Race => "race",
        }
    }

    /// The kind named `name` (`contact`, `crashed`, `race`).
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// The share of the self-play turns of this kind the stream keeps, so that the kinds come
    /// in comparable numbers (crashed positions are rare, contact ones common).
    fn sampling_rate(self) -> f64 {
        match self {
            Kind::Contact => 0.05,
            Kind::Crashed => 1.0,
            Kind::Race => 0.12,
        }
    }
}

/// The positions of `positions` (in order, a self-play stream) that a seeded draw keeps with
/// the rate of their kind (`Kind::sampling_rate`: contact 5%, crashed all, race 12%), so that
/// a rollout file of self-play positions holds the kinds in comparable numbers and takes its
/// positions from many games rather than many from a few. Pure bear-offs and finished games
/// are dropped. Deterministic: the draw for the `i`-th position depends only on `seed` and `i`,
/// so a longer stream keeps the positions a shorter one kept, and a rerun resumes.
pub fn sample_by_kind(positions: &[Position], seed: u64) -> Vec<(Position, Kind)> {
    let uniform = |bits: u64| (bits >> 11) as f64 / (1u64 << 53) as f64;
    positions
        .iter()
        .enumerate()
        .filter_map(|(i, position)| {
            let draw = uniform(splitmix64_term(seed ^ 0x5A3F_1E5D, i as u64));
            Kind::of(position)
                .filter(|kind| draw < kind.sampling_rate())
                .map(|kind| (*position, kind))
        })
        .collect()
}

/// One candidate play of a decision and its rollout.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate {
    /// The position after the play, seen by the opponent (on roll there).
    pub after: Position,
    /// The mover's rollout equity.
    pub equity: f64,
    pub standard_error: f64,
    /// The standard error of its equity's difference from the best candidate's, trial by
    /// trial on the same dice (0 for the best itself): what says whether the order of the
    /// candidates is known.
    pub gap_error: f64,
}

/// A play decision with its rolled-out candidates.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    pub kind: Kind,
    /// Before the roll, seen by the player on roll.
    pub position: Position,
    pub dice: Dice,
    pub net: u64,
    pub trials: u32,
    pub seed: u64,
    pub candidates: Vec<Candidate>,
}

/// Why a benchmark line cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecisionError {
    /// Fewer than 6 fields, or not 6 + 4n.
    FieldCount(usize),
    Kind(String),
    GnubgId(ParseGnubgIdError),
    /// The GNU Backgammon ID has no dice.
    NoDice,
    /// The kind is not the position's.
    WrongKind {
        written: Kind,
        actual: Option<Kind>,
    },
    Net(String),
    Number {
        field: &'static str,
        text: String,
    },
    /// Fewer than two candidates.
    TooFewCandidates(usize),
    Candidate(ParsePositionIdError),
    /// A candidate is not the result of a legal play of the roll.
    NotAPlay(String),
}

impl fmt::Display for DecisionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecisionError::FieldCount(n) => write!(f, "{n} fields, 6 + 4 a candidate expected"),
            DecisionError::Kind(text) => {
                write!(f, "bad kind {text:?}: contact, crashed or race expected")
            }
            DecisionError::GnubgId(e) => write!(f, "bad GNU Backgammon ID: {e}"),
            DecisionError::NoDice => f.write_str("the GNU Backgammon ID has no dice"),
            DecisionError::WrongKind { written, actual } => write!(
                f,
                "the position is {}, not {}",
                actual.map_or("a bear-off or finished", Kind::name),
                written.name()
            ),
            DecisionError::Net(text) => write!(f, "bad net {text:?}: 16 hex digits expected"),
            DecisionError::Number { field, text } => write!(f, "bad {field} {text:?}"),
            DecisionError::TooFewCandidates(n) => {
                write!(f, "{n} candidates, at least two expected")
            }
            DecisionError::Candidate(e) => write!(f, "bad candidate Position ID: {e}"),
            DecisionError::NotAPlay(id) => {
                write!(f, "candidate {id} is not a legal play of the roll")
            }
        }
    }
}

impl std::error::Error for DecisionError {}

impl Decision {
    /// The decision's GNU Backgammon ID: a money game, cube centred, player 0 on roll with
    /// the dice.
    pub fn gnubg_id(&self) -> GnubgId {
        GnubgId {
            position: self.position,
            match_id: MatchId {
                dice: Some(self.dice),
                game_state: GameState::Playing,
                ..MatchId::money_game_before_roll()
            },
        }
    }

    /// The decision as a line of format 1.
    pub fn to_line(&self) -> String {
        let mut line = format!(
            "{} {} {:016x} {} {} {}",
            self.kind.name(),
            self.gnubg_id(),
            self.net,
            self.trials,
            self.seed,
            self.candidates.len()
        );
        for c in &self.candidates {
            line.push_str(&format!(
                " {} {:.6} {:.6} {:.6}",
                c.after.position_id(),
                c.equity,
                c.standard_error,
                c.gap_error
            ));
        }
        line
    }

    /// Reads a line of format 1, checking that the kind is the position's and that every
    /// candidate is a legal play of the roll.
    ///
    /// # Errors
    /// The first thing wrong, as a [`DecisionError`].
    pub fn from_line(line: &str) -> Result<Decision, DecisionError> {
        let fields: Vec<&str> = line.split_whitespace().collect();
        if fields.len() < 6 || !(fields.len() - 6).is_multiple_of(4) {
            return Err(DecisionError::FieldCount(fields.len()));
        }
        let kind =
            Kind::from_name(fields[0]).ok_or_else(|| DecisionError::Kind(fields[0].into()))?;
        let id = GnubgId::from_gnubg_id(fields[1]).map_err(DecisionError::GnubgId)?;
        let dice = id.match_id.dice.ok_or(DecisionError::NoDice)?;
        let position = id.position;
        let actual = Kind::of(&position);
        if actual != Some(kind) {
            return Err(DecisionError::WrongKind {
                written: kind,
                actual,
            });
        }
        let net = (fields[2].len() == 16)
            .then(|| u64::from_str_radix(fields[2], 16).ok())
            .flatten()
            .ok_or_else(|| DecisionError::Net(fields[2].to_owned()))?;
        let integer = |index: usize, field: &'static str| {
            fields[index]
                .parse::<u64>()
                .map_err(|_| DecisionError::Number {
                    field,
                    text: fields[index].to_owned(),
                })
        };
        let trials = u32::try_from(integer(3, "trials")?).map_err(|_| DecisionError::Number {
            field: "trials",
            text: fields[3].to_owned(),
        })?;
        let seed = integer(4, "seed")?;
        let n = integer(5, "candidate count")? as usize;
        if fields.len() != 6 + 4 * n {
            return Err(DecisionError::FieldCount(fields.len()));
        }
        if n < 2 {
            return Err(DecisionError::TooFewCandidates(n));
        }
        let mut plays = Vec::new();
        position.legal_plays_into(dice, &mut plays);
        let legal: HashSet<Position> = plays.iter().map(|p| p.position.switch_sides()).collect();
        let mut candidates = Vec::with_capacity(n);
        for triple in fields[6..].chunks(4) {
            let after = Position::from_position_id(triple[0]).map_err(DecisionError::Candidate)?;
            if !legal.contains(&after) {
                return Err(DecisionError::NotAPlay(triple[0].to_owned()));
            }
            let number = |text: &str, field: &'static str| {
                text.parse::<f64>()
                    .ok()
                    .filter(|x| x.is_finite())
                    .ok_or_else(|| DecisionError::Number {
                        field,
                        text: text.to_owned(),
                    })
            };
            candidates.push(Candidate {
                after,
                equity: number(triple[1], "equity")?,
                standard_error: number(triple[2], "standard error")?,
                gap_error: number(triple[3], "standard error of the gap")?,
            });
        }
        Ok(Decision {
            kind,
            position,
            dice,
            net,
            trials,
            seed,
            candidates,
        })
    }
}

/// Reads a benchmark file's text.
///
/// # Errors
/// A missing or unknown header, or the first bad line.
pub fn parse_benchmark(text: &str) -> Result<Vec<Decision>, BenchmarkFileError> {
    data_lines(text, HEADER)
        .map_err(BenchmarkFileError::File)?
        .into_iter()
        .map(|(line, text)| {
            Decision::from_line(text).map_err(|error| BenchmarkFileError::Line { line, error })
        })
        .collect()
}

/// Why a benchmark file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BenchmarkFileError {
    /// A missing or unknown header (the record errors of [`DataFileError`] do not occur).
    File(DataFileError),
    Line {
        line: usize,
        error: DecisionError,
    },
}

impl fmt::Display for BenchmarkFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BenchmarkFileError::File(e) => e.fmt(f),
            BenchmarkFileError::Line { line, error } => write!(f, "line {line}: {error}"),
        }
    }
}

impl std::error::Error for BenchmarkFileError {}

/// The start of a new benchmark file.
pub fn benchmark_preamble() -> String {
    format!(
        "{HEADER}\n# Play decisions by `bgtrain benchmark-build` (crates/train/src/benchmark.rs \
         has the format):\n# kind gnubg_id net trials seed n, then n times: position_after \
         mover_equity standard_error gap_standard_error\n"
    )
}

/// A decision of the stream before its candidates are rolled out.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sampled {
    pub kind: Kind,
    pub position: Position,
    pub dice: Dice,
    /// The seed of its candidates' rollouts.
    pub seed: u64,
    /// The self-play game of the stream it comes from, and the turn (from 0).
    pub game: u64,
    pub turn: u64,
}

/// The stream of decisions: self-play games of `evaluator` seeded by `seed`, each turn kept
/// with its kind's rate when it is a decision (at least two plays within the first move
/// filter's window of the best at 0-ply). Endless; deterministic for the seed.
pub struct DecisionStream<'a> {
    evaluator: &'a NetEvaluator,
    seed: u64,
    game: u64,
    turn: u64,
    dice: SeededDice,
    position: Option<(Position, Dice)>,
    plays: Vec<Play>,
}

/// The share of self-play plays made at random, so that the positions are not only those the
/// net likes.
const EXPLORE: f64 = 0.05;

impl<'a> DecisionStream<'a> {
    pub fn new(evaluator: &'a NetEvaluator, seed: u64) -> DecisionStream<'a> {
        let mut stream = DecisionStream {
            evaluator,
            seed,
            game: 0,
            turn: 0,
            dice: SeededDice::new(0),
            position: None,
            plays: Vec::new(),
        };
        stream.start_game();
        stream
    }

    fn start_game(&mut self) {
        self.dice = SeededDice::new(game_seed(self.seed, self.game));
        let mut roll = self.dice.roll();
        while roll.is_double() {
            roll = self.dice.roll();
        }
        self.turn = 0;
        self.position = Some((Position::STARTING, roll));
    }

    /// Plays the current turn; returns it when the stream keeps it.
    fn step(&mut self) -> Option<Sampled> {
        let (position, roll) = self.position?;
        let key = splitmix64_term(game_seed(self.seed, self.game) ^ 0xBE4C_4A11, self.turn);
        let uniform = |bits: u64| (bits >> 11) as f64 / (1u64 << 53) as f64;
        self.plays.clear();
        position.legal_plays_into(roll, &mut self.plays);
        let mut ranked: Vec<(f32, usize)> = self
            .plays
            .iter()
            .enumerate()
            .map(|(i, play)| {
                (
                    self.evaluator
                        .evaluate(&play.position.switch_sides())
                        .flip()
                        .equity(),
                    i,
                )
            })
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let kept = Kind::of(&position).filter(|kind| {
            uniform(key) < kind.sampling_rate()
                && ranked.len() >= 2
                && ranked[0].0 - ranked[1].0 <= FILTER_TO_1PLY.window
        });
        let index = if uniform(mix64(key)) < EXPLORE {
            (mix64(key ^ 1) % self.plays.len() as u64) as usize
        } else {
            ranked[0].1
        };
        let after = self.plays[index].position;
        let (game, turn) = (self.game, self.turn);
        self.turn += 1;
        if after.has_won() {
            self.game += 1;
            self.start_game();
        } else {
            self.position = Some((after.switch_sides(), self.dice.roll()));
        }
        kept.map(|kind| Sampled {
            kind,
            position,
            dice: roll,
            seed: mix64(key ^ 0x5EED),
            game,
            turn,
        })
    }
}

impl Iterator for DecisionStream<'_> {
    type Item = Sampled;

    fn next(&mut self) -> Option<Sampled> {
        loop {
            if let Some(sampled) = self.step() {
                return Some(sampled);
            }
        }
    }
}

/// How a decision's candidates are chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Candidates {
    /// The top plays of the 2-ply search with World class's filters (at least two), then the
    /// net's 0-ply choice if it is not among them: the benchmark's judge of a net's choices.
    TwoPly(usize),
    /// The plays within the first move filter's window (0.16) of the best at 0-ply, best
    /// first, at most this many (at least two), the net's 0-ply choice always among them: the
    /// plays a net must order among themselves, as training data for the differences between
    /// them (`bgtrain fit --decisions`).
    ZeroPlyWindow(usize),
}

/// How a decision's candidates are rolled out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DecisionRollout {
    pub candidates: Candidates,
    /// Trials a candidate, a positive multiple of 36.
    pub trials: u32,
    pub threads: usize,
    pub variance_reduction: bool,
}

/// The indices among `plays` of the candidates `choice` names.
fn choose_candidates(search: &mut Search, plays: &[Play], choice: Candidates) -> Vec<usize> {
    let zero_ply = search.evaluator().best_play(plays).0;
    let mut chosen: Vec<usize> = match choice {
        Candidates::TwoPly(top) => search
            .rank_plays(plays, &SearchSettings::ZERO_PLY.with_plies(2))
            .iter()
            .take(top.max(2))
            .map(|r| r.index)
            .collect(),
        Candidates::ZeroPlyWindow(most) => {
            let after: Vec<Position> = plays.iter().map(|p| p.position.switch_sides()).collect();
            let mut chances = Vec::new();
            search.evaluator().evaluate_each(&after, &mut chances);
            let mut ranked: Vec<(f32, usize)> = chances
                .iter()
                .enumerate()
                .map(|(i, c)| (c.flip().equity(), i))
                .collect();
            ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
            let best = ranked[0].0;
            // The net's choice first, so that the cap never drops it.
            std::iter::once(zero_ply)
                .chain(
                    ranked
                        .iter()
                        .take_while(|(e, _)| best - e <= FILTER_TO_1PLY.window)
                        .map(|&(_, i)| i)
                        .filter(|&i| i != zero_ply),
                )
                .take(most.max(2))
                .collect()
        }
    };
    if !chosen.contains(&zero_ply) {
        chosen.push(zero_ply);
    }
    chosen
}

/// The candidates of `sampled` (`how.candidates`), each rolled out from the position after it
/// with `how.trials` trials on the decision's seed, so that every candidate's trial `t` has
/// the same dice: their differences are measured trial by trial (common random numbers).
/// Returns the decision.
///
/// # Errors
/// When the trials are not a positive multiple of 36.
pub fn roll_out_decision(
    search: &mut Search,
    sampled: &Sampled,
    how: &DecisionRollout,
    net: u64,
) -> Result<Decision, RolloutError> {
    let mut plays = Vec::new();
    sampled.position.legal_plays_into(sampled.dice, &mut plays);
    let chosen = choose_candidates(search, &plays, how.candidates);
    let trials = how.trials;
    let settings = RolloutSettings {
        threads: how.threads,
        variance_reduction: how.variance_reduction,
        ..RolloutSettings::new(trials, sampled.seed)
    };
    // Each candidate's trial equities, for the mover.
    let mut equities: Vec<(Position, Vec<f64>)> = Vec::with_capacity(chosen.len());
    for index in chosen {
        let after = plays[index].position.switch_sides();
        let values = trial_values(search.evaluator(), &after, &settings)?;
        equities.push((after, values.iter().map(|v| -equity(v)).collect()));
    }
    let means: Vec<f64> = equities.iter().map(|(_, e)| mean_and_error(e).0).collect();
    let best = (0..means.len())
        .max_by(|&a, &b| means[a].total_cmp(&means[b]).then(b.cmp(&a)))
        .unwrap_or(0);
    let candidates = equities
        .iter()
        .map(|(after, trials)| {
            let (equity, standard_error) = mean_and_error(trials);
            let gaps: Vec<f64> = trials
                .iter()
                .zip(&equities[best].1)
                .map(|(a, b)| b - a)
                .collect();
            Candidate {
                after: *after,
                equity,
                standard_error,
                gap_error: mean_and_error(&gaps).1,
            }
        })
        .collect();
    Ok(Decision {
        kind: sampled.kind,
        position: sampled.position,
        dice: sampled.dice,
        net,
        trials,
        seed: sampled.seed,
        candidates,
    })
}

/// The candidates of `sampled` (`candidates`, chosen by `search`'s net), each judged at
/// `plies` (1 to 3, the replies chosen as in money play) by `judge`, or by `search` itself
/// when `None`, instead of rolled out: a deterministic teacher whose targets carry no noise,
/// so the decision's trials and standard errors are 0. This is how `benchmark-build
/// --judge-plies` makes training data that asks a net to order sibling plays as a deeper
/// search does (`bgtrain fit --decisions`); a net's error on such a file is the equity its
/// choice loses by that search's judgement. A judge of another net than the stream's judges
/// the plays the stream's net considers (its own choice among them) by a teacher's standard.
pub fn judge_decision(
    search: &mut Search,
    judge: Option<&mut Search>,
    sampled: &Sampled,
    candidates: Candidates,
    plies: u8,
    net: u64,
) -> Decision {
    let mut plays = Vec::new();
    sampled.position.legal_plays_into(sampled.dice, &mut plays);
    let chosen = choose_candidates(search, &plays, candidates);
    let judge = judge.unwrap_or(search);
    let candidates = chosen
        .into_iter()
        .map(|index| Candidate {
            after: plays[index].position.switch_sides(),
            equity: f64::from(judge.evaluate_play(&plays[index], plies).equity()),
            standard_error: 0.0,
            gap_error: 0.0,
        })
        .collect();
    Decision {
        kind: sampled.kind,
        position: sampled.position,
        dice: sampled.dice,
        net,
        trials: 0,
        seed: sampled.seed,
        candidates,
    }
}

/// A player's error on one decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scored {
    pub kind: Kind,
    /// The equity lost to the best candidate.
    pub error: f64,
    /// The choice was not among the candidates (charged the largest gap).
    pub outside: bool,
    /// The standard error of that gap from the rollouts (0 for the best candidate's).
    pub gap_error: f64,
}

/// A player's errors on a benchmark.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Errors {
    pub decisions: Vec<Scored>,
}

/// The summary of some errors, times 1000: count, mean, its standard error over the
/// decisions, the root mean square of the rollouts' standard errors of the gaps charged (how
/// precisely the judge knows each error), and how many choices fell outside the candidates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ErrorSummary {
    pub decisions: usize,
    pub mean_milli: f64,
    pub standard_error_milli: f64,
    pub gap_error_milli: f64,
    pub outside: usize,
}

impl Errors {
    /// The summary of the decisions of `kind` (all of them for `None`).
    pub fn summary(&self, kind: Option<Kind>) -> ErrorSummary {
        let chosen: Vec<&Scored> = self
            .decisions
            .iter()
            .filter(|s| kind.is_none_or(|kind| kind == s.kind))
            .collect();
        let errors: Vec<f64> = chosen.iter().map(|s| s.error * 1000.0).collect();
        let (mean, standard_error) = mean_and_error(&errors);
        let n = chosen.len().max(1) as f64;
        let gap_variance = chosen
            .iter()
            .map(|s| (s.gap_error * 1000.0).powi(2))
            .sum::<f64>()
            / n;
        ErrorSummary {
            decisions: chosen.len(),
            mean_milli: mean,
            standard_error_milli: standard_error,
            gap_error_milli: gap_variance.sqrt(),
            outside: chosen.iter().filter(|s| s.outside).count(),
        }
    }
}

impl Errors {
    /// The mean, times 1000, of this player's error minus `other`'s on the same decisions of
    /// `kind` (all for `None`), and its standard error from the decisions' differences.
    /// `other` must have scored the same decisions in the same order.
    pub fn paired_difference(&self, other: &Errors, kind: Option<Kind>) -> (f64, f64) {
        let differences: Vec<f64> = self
            .decisions
            .iter()
            .zip(&other.decisions)
            .filter(|(a, _)| kind.is_none_or(|kind| kind == a.kind))
            .map(|(a, b)| (a.error - b.error) * 1000.0)
            .collect();
        mean_and_error(&differences)
    }
}

/// The choice of a judge (as `judge_decision` judges) among `decision`'s candidates: the index
/// in `plays` (the legal plays of its roll) of the candidate whose `plies`-ply equity is the
/// highest (the first on a tie), or 0 when no play is a candidate. Scored on a benchmark of
/// rollouts, it says how good a teacher that judge is.
pub fn judge_choice(search: &mut Search, decision: &Decision, plays: &[Play], plies: u8) -> usize {
    let mut best = (0, f32::NEG_INFINITY);
    for (index, play) in plays.iter().enumerate() {
        let after = play.position.switch_sides();
        if decision.candidates.iter().any(|c| c.after == after) {
            let equity = search.evaluate_play(play, plies).equity();
            if equity > best.1 {
                best = (index, equity);
            }
        }
    }
    best.0
}

/// The errors of the player `choose` (the index of its play among `plays`, the legal plays of
/// the decision's roll) on `decisions`.
pub fn score<F>(decisions: &[Decision], mut choose: F) -> Errors
where
    F: FnMut(&Decision, &[Play]) -> usize,
{
    let mut errors = Errors::default();
    let mut plays = Vec::new();
    for decision in decisions {
        plays.clear();
        decision
            .position
            .legal_plays_into(decision.dice, &mut plays);
        let after = plays[choose(decision, &plays)].position.switch_sides();
        let best = decision
            .candidates
            .iter()
            .map(|c| c.equity)
            .fold(f64::NEG_INFINITY, f64::max);
        let charged = decision
            .candidates
            .iter()
            .find(|c| c.after == after)
            .map(|c| (c, false))
            .or_else(|| {
                // Outside the candidates: the worst candidate's gap, a lower bound.
                decision
                    .candidates
                    .iter()
                    .min_by(|a, b| a.equity.total_cmp(&b.equity))
                    .map(|c| (c, true))
            });
        if let Some((candidate, outside)) = charged {
            errors.decisions.push(Scored {
                kind: decision.kind,
                error: best - candidate.equity,
                outside,
                gap_error: candidate.gap_error,
            });
        }
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `own` and `theirs` as `(point, checkers)`, each side numbered from its own side.
    fn position(own: &[(usize, u8)], theirs: &[(usize, u8)]) -> Position {
        Position::from_points(own, theirs).unwrap()
    }

    #[test]
    fn sampling_by_kind_keeps_each_kind_at_its_rate_and_drops_bear_offs() {
        let race = position(&[(8, 2)], &[(8, 2)]);
        let bear_off = position(&[(5, 2)], &[(5, 2)]);
        let crashed = position(&[(1, 6), (2, 3), (8, 2)], &[(20, 2), (6, 13)]);
        let mut stream = Vec::new();
        for _ in 0..4000 {
            stream.extend([Position::STARTING, race, bear_off, crashed]);
        }
        let kept = sample_by_kind(&stream, 7);
        let count = |kind| kept.iter().filter(|(_, k)| *k == kind).count();
        assert!(kept.iter().all(|(p, kind)| Kind::of(p) == Some(*kind)));
        assert_eq!(count(Kind::Crashed), 4000, "every crashed position is kept");
        // 4000 draws at 5% and 12%: within four standard deviations of 200 and 480.
        assert!(
            (145..=255).contains(&count(Kind::Contact)),
            "{}",
            count(Kind::Contact)
        );
        assert!(
            (400..=560).contains(&count(Kind::Race)),
            "{}",
            count(Kind::Race)
        );
        assert_eq!(kept.len(), count(Kind::Contact) + count(Kind::Race) + 4000);
        assert_eq!(kept, sample_by_kind(&stream, 7), "deterministic for a seed");
        assert_ne!(
            kept,
            sample_by_kind(&stream, 8),
            "another seed keeps others"
        );
        // A longer stream begins with what the shorter one kept.
        let shorter = sample_by_kind(&stream[..8000], 7);
        assert_eq!(shorter[..], kept[..shorter.len()]);
    }

    #[test]
    fn kinds_follow_contact_crashing_and_the_race() {
        assert_eq!(Kind::of(&Position::STARTING), Some(Kind::Contact));
        // The opponent holds our 5-point (its 20-point) with two checkers; we have borne off
        // four and pile nine on our 1- and 2-points.
        let crashed = position(&[(1, 6), (2, 3), (8, 2)], &[(20, 2), (6, 13)]);
        // in play: 11 on the board, minus 4 piled on the 1-point and 1 on the 2-point.
        assert_eq!(crashed.own_in_play(), 6);
        assert_eq!(Kind::of(&crashed), Some(Kind::Crashed));
        let healthy = position(
            &[(1, 2), (2, 2), (6, 5), (8, 3), (13, 3)],
            &[(20, 2), (6, 13)],
        );
        assert_eq!(Kind::of(&healthy), Some(Kind::Contact));
        assert_eq!(Kind::of(&position(&[(8, 2)], &[(8, 2)])), Some(Kind::Race));
        assert_eq!(Kind::of(&position(&[(5, 2)], &[(5, 2)])), None);
    }

    fn decision() -> Decision {
        let position = Position::STARTING;
        let dice = Dice::new(3, 1).unwrap();
        let mut plays = Vec::new();
        position.legal_plays_into(dice, &mut plays);
        let candidates = plays
            .iter()
            .take(3)
            .enumerate()
            .map(|(i, play)| Candidate {
                after: play.position.switch_sides(),
                equity: 0.1 - 0.05 * i as f64,
                standard_error: 0.002,
                gap_error: 0.001 * i as f64,
            })
            .collect();
        Decision {
            kind: Kind::Contact,
            position,
            dice,
            net: 0xfeed,
            trials: 36,
            seed: 9,
            candidates,
        }
    }

    #[test]
    fn a_decision_round_trips_through_its_line() {
        let line = decision().to_line();
        assert!(line.starts_with("contact 4HPwATDgc/ABMA:"), "{line}");
        assert_eq!(Decision::from_line(&line), Ok(decision()));
        let text = format!("{}{}\n", benchmark_preamble(), line);
        assert_eq!(parse_benchmark(&text), Ok(vec![decision()]));
    }

    #[test]
    fn bad_benchmark_lines_give_typed_errors() {
        let good = decision().to_line();
        let fields: Vec<&str> = good.split(' ').collect();
        let replace = |index: usize, with: &str| {
            let mut f = fields.clone();
            f[index] = with;
            f.join(" ")
        };
        let no_dice = format!(
            "{}:{}",
            Position::STARTING.position_id(),
            MatchId::money_game_before_roll().match_id()
        );
        let other_position = Position::STARTING.switch_sides().position_id();
        let cases: Vec<(String, DecisionError)> = vec![
            ("contact".to_owned(), DecisionError::FieldCount(1)),
            (
                format!("{good} x"),
                DecisionError::FieldCount(fields.len() + 1),
            ),
            (replace(0, "prime"), DecisionError::Kind("prime".to_owned())),
            (
                replace(1, "nonsense"),
                DecisionError::GnubgId(ParseGnubgIdError::Syntax),
            ),
            (replace(1, &no_dice), DecisionError::NoDice),
            (
                replace(0, "race"),
                DecisionError::WrongKind {
                    written: Kind::Race,
                    actual: Some(Kind::Contact),
                },
            ),
            (replace(2, "zz"), DecisionError::Net("zz".to_owned())),
            (
                replace(4, "-3"),
                DecisionError::Number {
                    field: "seed",
                    text: "-3".to_owned(),
                },
            ),
            (replace(5, "4"), DecisionError::FieldCount(fields.len())),
            (
                {
                    let mut f = fields[..10].to_vec();
                    f[5] = "1";
                    f.join(" ")
                },
                DecisionError::TooFewCandidates(1),
            ),
            (
                replace(6, &other_position),
                DecisionError::NotAPlay(other_position.clone()),
            ),
            (
                replace(7, "inf"),
                DecisionError::Number {
                    field: "equity",
                    text: "inf".to_owned(),
                },
            ),
        ];
        for (line, error) in cases {
            assert_eq!(Decision::from_line(&line), Err(error), "{line}");
        }
    }

    #[test]
    fn scoring_charges_the_equity_lost_and_a_choice_outside_the_candidates() {
        let decisions = vec![decision()];
        let best = score(&decisions, |_, _| 0);
        assert_eq!(
            best.decisions,
            vec![Scored {
                kind: Kind::Contact,
                error: 0.0,
                outside: false,
                gap_error: 0.0
            }]
        );
        let second = score(&decisions, |_, _| 1);
        assert!((second.decisions[0].error - 0.05).abs() < 1e-12);
        assert!((second.decisions[0].gap_error - 0.001).abs() < 1e-12);
        let outside = score(&decisions, |_, plays| plays.len() - 1);
        assert!((outside.decisions[0].error - 0.1).abs() < 1e-12);
        assert!(outside.decisions[0].outside);
        let summary = second.summary(Some(Kind::Contact));
        assert_eq!((summary.decisions, summary.outside), (1, 0));
        assert!((summary.mean_milli - 50.0).abs() < 1e-9);
        assert!((summary.gap_error_milli - 1.0).abs() < 1e-9);
        let both = Errors {
            decisions: [best.decisions, outside.decisions].concat(),
        };
        let all = both.summary(None);
        assert_eq!((all.decisions, all.outside), (2, 1));
        // Errors 0 and 100: mean 50, standard error 50.
        assert!((all.mean_milli - 50.0).abs() < 1e-9);
        assert!((all.standard_error_milli - 50.0).abs() < 1e-9);
        // The same decisions twice: the second player always picks the second candidate
        // (errors 50 and 50), the first the best and then an outsider (0 and 100).
        let twice = [decisions.clone(), decisions].concat();
        let firsts = score(&twice, {
            let mut calls = 0;
            move |_, plays: &[Play]| {
                calls += 1;
                if calls == 1 {
                    0
                } else {
                    plays.len() - 1
                }
            }
        });
        let seconds = score(&twice, |_, _| 1);
        let (mean, error) = firsts.paired_difference(&seconds, None);
        assert!(
            mean.abs() < 1e-9 && (error - 50.0).abs() < 1e-9,
            "{mean} {error}"
        );
        assert_eq!(
            firsts.paired_difference(&seconds, Some(Kind::Race)),
            (0.0, 0.0)
        );
        assert_eq!(second.summary(Some(Kind::Race)).decisions, 0);
    }

    #[test]
    fn the_zero_ply_window_holds_the_close_plays_the_nets_choice_first() {
        let mut search = Search::new(NetEvaluator::embedded());
        let mut plays = Vec::new();
        Position::STARTING.legal_plays_into(Dice::new(4, 3).unwrap(), &mut plays);
        let mover = |i: usize| {
            search
                .evaluator()
                .evaluate(&plays[i].position.switch_sides())
                .flip()
                .equity()
        };
        let all: Vec<usize> = (0..plays.len()).collect();
        let best = all.iter().map(|&i| mover(i)).fold(f32::MIN, f32::max);
        let window: Vec<usize> = all
            .iter()
            .copied()
            .filter(|&i| best - mover(i) <= FILTER_TO_1PLY.window)
            .collect();
        assert!(
            window.len() > 3,
            "4-3 has several close plays: {}",
            window.len()
        );
        let zero_ply = search.evaluator().best_play(&plays).0;
        for most in [2, 3, 50] {
            let chosen = choose_candidates(&mut search, &plays, Candidates::ZeroPlyWindow(most));
            assert_eq!(chosen[0], zero_ply);
            assert_eq!(chosen.len(), most.min(window.len()));
            assert!(chosen.iter().all(|i| window.contains(i)), "{chosen:?}");
            let distinct: HashSet<&usize> = chosen.iter().collect();
            assert_eq!(distinct.len(), chosen.len());
        }
    }

    /// A race decision (cheap to roll out in a debug build).
    fn race_decision(seed: u64) -> Sampled {
        Sampled {
            kind: Kind::Race,
            position: position(
                &[(9, 2), (7, 2), (6, 3), (4, 2)],
                &[(10, 1), (8, 2), (5, 3), (3, 3)],
            ),
            dice: Dice::new(2, 1).unwrap(),
            seed,
            game: 0,
            turn: 0,
        }
    }

    #[test]
    fn siblings_are_rolled_out_on_the_same_dice_whatever_the_threads() {
        let evaluator = NetEvaluator::embedded().with_bearoff_database(true);
        let mut search = Search::new(evaluator.clone());
        let mut how = DecisionRollout {
            candidates: Candidates::ZeroPlyWindow(4),
            trials: 36,
            threads: 1,
            variance_reduction: false,
        };
        let sampled = race_decision(17);
        let decision = roll_out_decision(&mut search, &sampled, &how, 5).unwrap();
        assert!(decision.candidates.len() >= 3, "{decision:?}");
        how.threads = 3;
        assert_eq!(
            roll_out_decision(&mut search, &sampled, &how, 5).unwrap(),
            decision
        );
        assert_ne!(
            roll_out_decision(&mut search, &race_decision(18), &how, 5).unwrap(),
            decision,
            "another seed, other dice"
        );
        // Each candidate is rolled out on the decision's seed, and its gap to the best is
        // taken trial by trial: the same dice in trial t for every sibling.
        let settings = RolloutSettings {
            variance_reduction: false,
            ..RolloutSettings::new(36, 17)
        };
        let trials = |after: &Position| -> Vec<f64> {
            trial_values(&evaluator, after, &settings)
                .unwrap()
                .iter()
                .map(|v| -equity(v))
                .collect()
        };
        let best = decision
            .candidates
            .iter()
            .max_by(|a, b| a.equity.total_cmp(&b.equity))
            .unwrap();
        let best_trials = trials(&best.after);
        for c in &decision.candidates {
            let own = trials(&c.after);
            let (mean, error) = mean_and_error(&own);
            assert!((mean - c.equity).abs() < 1e-9 && (error - c.standard_error).abs() < 1e-9);
            let gaps: Vec<f64> = best_trials.iter().zip(&own).map(|(b, a)| b - a).collect();
            assert!((mean_and_error(&gaps).1 - c.gap_error).abs() < 1e-9);
            if c.after != best.after {
                // On common dice the siblings' trials go together: the gap is known far
                // better than each equity.
                let independent = (c.standard_error.powi(2) + best.standard_error.powi(2)).sqrt();
                assert!(c.gap_error < 0.5 * independent, "{c:?} against {best:?}");
            }
        }
    }

    #[test]
    fn a_judged_decision_holds_each_candidates_search_equity_without_noise() {
        let evaluator = NetEvaluator::embedded().with_bearoff_database(true);
        let mut search = Search::new(evaluator);
        let sampled = Sampled {
            kind: Kind::Contact,
            position: Position::STARTING,
            dice: Dice::new(4, 3).unwrap(),
            seed: 3,
            game: 0,
            turn: 0,
        };
        let mut plays = Vec::new();
        sampled.position.legal_plays_into(sampled.dice, &mut plays);
        for plies in [1, 2] {
            let decision = judge_decision(
                &mut search,
                None,
                &sampled,
                Candidates::ZeroPlyWindow(4),
                plies,
                7,
            );
            assert!(decision.candidates.len() >= 2, "{decision:?}");
            assert_eq!((decision.trials, decision.net), (0, 7));
            // The net's own choice comes first, as in the rolled-out files.
            let zero_ply = search.evaluator().best_play(&plays).0;
            assert_eq!(
                decision.candidates[0].after,
                plays[zero_ply].position.switch_sides()
            );
            for c in &decision.candidates {
                let play = plays
                    .iter()
                    .find(|p| p.position.switch_sides() == c.after)
                    .expect("a candidate is a legal play");
                let mut fresh = Search::new(NetEvaluator::embedded().with_bearoff_database(true));
                let expected = f64::from(fresh.evaluate_play(play, plies).equity());
                assert_eq!(c.equity, expected, "{plies}-ply equity of {c:?}");
                assert_eq!((c.standard_error, c.gap_error), (0.0, 0.0));
            }
            // The line round-trips, and the sibling loss sees no noise in it.
            let line = decision.to_line();
            assert_eq!(
                Decision::from_line(&line).unwrap().candidates.len(),
                decision.candidates.len()
            );
            assert_eq!(
                crate::siblings::SiblingSample::of(&decision, Some(0.005)).noise,
                0.0
            );
        }
        // 1-ply and 2-ply judge the opening 43 differently, so the depth is really used.
        let one = judge_decision(
            &mut search,
            None,
            &sampled,
            Candidates::ZeroPlyWindow(4),
            1,
            7,
        );
        let two = judge_decision(
            &mut search,
            None,
            &sampled,
            Candidates::ZeroPlyWindow(4),
            2,
            7,
        );
        assert_ne!(one.candidates, two.candidates);
        // A judge's choice among a judged decision's candidates is its best one, and the
        // benchmark charges it nothing on its own judgement.
        for (plies, decision) in [(1, &one), (2, &two)] {
            let choice = judge_choice(&mut search, decision, &plays, plies);
            let best = decision
                .candidates
                .iter()
                .max_by(|a, b| a.equity.total_cmp(&b.equity))
                .unwrap();
            assert_eq!(plays[choice].position.switch_sides(), best.after);
            let errors = score(std::slice::from_ref(decision), |d, plays| {
                judge_choice(&mut search, d, plays, plies)
            });
            assert_eq!(errors.summary(None).mean_milli, 0.0, "{plies}-ply");
        }
    }

    #[test]
    fn the_stream_is_deterministic_and_keeps_decisions_of_every_kind() {
        let evaluator = NetEvaluator::embedded();
        let a: Vec<Sampled> = DecisionStream::new(&evaluator, 4).take(40).collect();
        let b: Vec<Sampled> = DecisionStream::new(&evaluator, 4).take(40).collect();
        assert_eq!(a, b);
        for s in &a {
            assert_eq!(Kind::of(&s.position), Some(s.kind));
        }
        assert!(
            Kind::ALL.iter().all(|k| a.iter().any(|s| s.kind == *k)),
            "{:?}",
            a.iter().map(|s| s.kind).collect::<Vec<_>>()
        );
    }
}
