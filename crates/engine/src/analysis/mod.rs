//! The analysis of a refereed match: every decision of both players judged by a level's
//! player, as GNU Backgammon analyses a match.
//!
//! - A play is judged by the hint ([`crate::teach::play_hint`]): its loss is the equity given
//!   up against the best play of the roll, as that level ranks them. A forced play (one
//!   legal play, or none) loses nothing and is not an unforced decision.
//! - A cube decision is judged by the cube hint ([`crate::teach::cube_hint`]): a double or a
//!   roll without doubling (when the player could double) by the doubler's equities, a take,
//!   a pass or a beaver by the taker's. A roll without doubling counts as a decision only
//!   when it is close (doubling within [`CLOSE_CUBE`] of not doubling) or wrong, as GNU
//!   Backgammon counts cube decisions.
//! - Losses are normalized equity (points per game at cube 1 in money play; EMG at a match
//!   score), and in a match also match winning chances.
//! - Each roll's luck ([`luck`]): the equity after the best play of the roll minus the average
//!   over the 36 rolls, summed per player.
//!
//! - Cube errors by kind ([`cube_errors`]): missed doubles, wrong doubles, wrong takes and
//!   wrong passes, counted and summed per player.
//! - The luck rate of a player: the sum of the luck of their rolls per roll (normalized), and
//!   its [`LuckRating`], GNU Backgammon's word for it.
//! - The luck-adjusted result ([`luck_adjusted_result`]): each finished game's result minus
//!   the difference of the players' luck, in points in money play and in match winning
//!   chances in a match.
//!
//! The error rate of a player is the normalized equity lost per unforced decision (plays and
//! counted cube decisions) times 1000, and its [`Rating`] GNU Backgammon's word for it.

pub mod cube_errors;
pub mod luck;
pub mod luck_adjusted;
pub mod rating;

pub use cube_errors::{CubeErrorKind, CubeErrorTally, CubeErrors};
pub use luck_adjusted::{luck_adjusted_result, GameLuckAdjusted, LuckAdjustedResult};
pub use rating::{ErrorSize, LuckRating, Rating};

use crate::bots::NeuralBot;
use crate::cube::CubeContext;
use crate::dice::Dice;
use crate::movegen::Play;
use crate::player::{ByPlayer, Player};
use crate::referee::{Action, Match, Phase};
use crate::teach::{cube_hint, play_hint, CubeHint};

/// A no-double decision counts when doubling is within this much equity of not doubling.
pub const CLOSE_CUBE: f32 = 0.16;

/// What kind of decision an analysed action was.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum DecisionKind {
    /// A play of `dice` (`play` as made, `best` the best play of the hint).
    Play {
        dice: Dice,
        play: Play,
        best: Play,
    },
    /// The player on roll doubled.
    Double,
    /// The player on roll could double and rolled instead.
    NoDouble,
    Take,
    Pass,
    Beaver,
}

/// One analysed decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The game (1 for the first) and the index of the action in the match's log.
    pub game: u32,
    pub action_index: usize,
    pub player: Player,
    pub kind: DecisionKind,
    /// Normalized equity given up against the best choice (0 for the best; never negative).
    pub loss: f32,
    /// In a match, the match winning chance given up (0..=1).
    pub loss_mwc: Option<f32>,
    /// False for a forced play and for a roll without doubling that was neither close nor
    /// wrong: such decisions count in no total.
    pub unforced: bool,
    pub error: ErrorSize,
    /// For a play, the mover's cubeless chance to win the game after the play made, as the
    /// analysis evaluated it (the hint's evaluation of that play, at its depth,
    /// [`crate::teach::HintPlay::plies`]); `None` for a cube decision.
    pub win_after: Option<f32>,
}

/// The luck of one roll.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RollLuck {
    pub game: u32,
    pub action_index: usize,
    pub player: Player,
    pub dice: Dice,
    /// The equity after the best play of this roll minus the average over the 36 rolls.
    pub luck: f32,
}

/// One player's totals.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PlayerSummary {
    pub unforced_decisions: u32,
    pub unforced_plays: u32,
    pub cube_decisions: u32,
    pub doubtful: u32,
    pub bad: u32,
    pub very_bad: u32,
    /// Normalized equity lost in all decisions.
    pub equity_lost: f32,
    /// In a match, match winning chances lost in all decisions.
    pub mwc_lost: Option<f32>,
    /// Sum of the luck of the player's rolls (normalized equity).
    pub luck: f32,
}

impl PlayerSummary {
    /// Normalized equity lost per unforced decision, times 1000 (0 without decisions).
    pub fn error_rate(&self) -> f32 {
        per_decision(self.equity_lost, self.unforced_decisions)
    }

    /// In a match, match winning chance lost per unforced decision, times 1000.
    pub fn error_rate_mwc(&self) -> Option<f32> {
        self.mwc_lost
            .map(|lost| per_decision(lost, self.unforced_decisions))
    }

    /// The PR (performance rating) as eXtreme Gammon and Backgammon Galaxy give it: the mean
    /// normalized equity lost per decision times 500 (0 without decisions), over the same
    /// unforced decisions as [`Self::error_rate`], so it is half of it.
    pub fn pr(&self) -> f32 {
        per_decision(self.equity_lost, self.unforced_decisions) / 2.0
    }

    /// GNU Backgammon's rating word for [`Self::error_rate`].
    pub fn rating(&self) -> Rating {
        Rating::of_error_rate(self.error_rate())
    }
}

fn per_decision(lost: f32, decisions: u32) -> f32 {
    if decisions == 0 {
        0.0
    } else {
        1000.0 * lost / decisions as f32
    }
}

/// The analysis of a match.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchAnalysis {
    /// Every analysed decision in the order of the log (forced plays included, marked).
    pub decisions: Vec<Decision>,
    pub rolls: Vec<RollLuck>,
    pub players: ByPlayer<PlayerSummary>,
}

/// Why a match could not be analysed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisError {
    pub action_index: usize,
    pub message: String,
}

impl std::fmt::Display for AnalysisError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "action {}: {}", self.action_index + 1, self.message)
    }
}

impl std::error::Error for AnalysisError {}

/// Analyses every decision and roll of `game` with `player`'s judgement (the app and
/// `bgengine analyse` use `NeuralBot::for_level(Level::WorldClass)` by default, Expert for a
/// quick analysis).
///
/// # Errors
/// An action of the log the referee refuses when replayed (a match built by the referee never
/// has one).
pub fn analyse_match(game: &Match, player: &mut NeuralBot) -> Result<MatchAnalysis, AnalysisError> {
    analyse_match_until(game, player, &mut |_, _| true).map(|(analysis, _)| analysis)
}

/// [`analyse_match`] that reports its progress and can stop: after each action of the log,
/// `go_on(done, total)` (actions analysed, actions in the log) says whether to go on. Returns
/// the analysis of the actions done and whether it went through the whole log (false when
/// `go_on` stopped it): a worker shows the progress and offers Stop with it.
///
/// # Errors
/// As [`analyse_match`].
pub fn analyse_match_until(
    game: &Match,
    player: &mut NeuralBot,
    go_on: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<(MatchAnalysis, bool), AnalysisError> {
    let mut walk = Walk::default();
    let mut state = game.initial();
    let total = game.log().len();
    for (index, &action) in game.log().iter().enumerate() {
        let next = state.apply(action).map_err(|error| AnalysisError {
            action_index: index,
            message: error.to_string(),
        })?;
        walk.step(player, &state, &next, action, index);
        state = next;
        if index + 1 < total && !go_on(index + 1, total) {
            return Ok((walk.finish(game.match_length() > 0), false));
        }
    }
    Ok((walk.finish(game.match_length() > 0), true))
}

/// The analysis of the actions of `actions` (indices into the log; the rest is replayed and
/// not judged): a page analyses a match a piece at a time and asks for the next piece only
/// while the player has not pressed Stop. The pieces of consecutive ranges, put together with
/// [`MatchAnalysis::extend`], are the analysis of the whole range: a take or pass at the start
/// of a range is judged against the double just before it.
///
/// # Errors
/// As [`analyse_match`].
pub fn analyse_actions(
    game: &Match,
    player: &mut NeuralBot,
    actions: std::ops::Range<usize>,
) -> Result<MatchAnalysis, AnalysisError> {
    let mut walk = Walk::default();
    let mut state = game.initial();
    let end = actions.end.min(game.log().len());
    for (index, &action) in game.log()[..end].iter().enumerate() {
        let next = state.apply(action).map_err(|error| AnalysisError {
            action_index: index,
            message: error.to_string(),
        })?;
        // The double before the range is walked too, so that its answer has its cube hint.
        let double_before = index + 1 == actions.start && action == Action::Double;
        if actions.contains(&index) || double_before {
            walk.step(player, &state, &next, action, index);
        }
        state = next;
    }
    walk.decisions
        .retain(|decision| actions.contains(&decision.action_index));
    walk.rolls
        .retain(|roll| actions.contains(&roll.action_index));
    Ok(walk.finish(game.match_length() > 0))
}

impl MatchAnalysis {
    /// `player`'s cube errors by kind (from [`Self::decisions`], so they add up across
    /// [`Self::extend`]).
    pub fn cube_errors(&self, player: Player) -> CubeErrors {
        let is_match = self.players[player].mwc_lost.is_some();
        CubeErrors::of_player(&self.decisions, player, is_match)
    }

    /// `player`'s luck rate: the normalized luck of their rolls per roll (None without rolls;
    /// shown x1000 as GNU Backgammon does).
    pub fn luck_rate(&self, player: Player) -> Option<f32> {
        let (sum, rolls) = self
            .rolls
            .iter()
            .filter(|roll| roll.player == player)
            .fold((0.0, 0u32), |(sum, rolls), roll| {
                (sum + roll.luck, rolls + 1)
            });
        (rolls > 0).then(|| sum / rolls as f32)
    }

    /// GNU Backgammon's word for `player`'s [`Self::luck_rate`] (None without rolls).
    pub fn luck_rating(&self, player: Player) -> Option<LuckRating> {
        self.luck_rate(player).map(LuckRating::of_luck_rate)
    }

    /// Appends the analysis of the actions after this one's (see [`analyse_actions`]): the
    /// decisions and rolls follow, and each player's totals add up.
    pub fn extend(&mut self, later: MatchAnalysis) {
        self.decisions.extend(later.decisions);
        self.rolls.extend(later.rolls);
        for player in [Player::Zero, Player::One] {
            self.players[player].add(&later.players[player]);
        }
    }
}

impl PlayerSummary {
    /// Adds `other`'s counts and sums to these.
    pub fn add(&mut self, other: &PlayerSummary) {
        self.unforced_decisions += other.unforced_decisions;
        self.unforced_plays += other.unforced_plays;
        self.cube_decisions += other.cube_decisions;
        self.doubtful += other.doubtful;
        self.bad += other.bad;
        self.very_bad += other.very_bad;
        self.equity_lost += other.equity_lost;
        self.mwc_lost = match (self.mwc_lost, other.mwc_lost) {
            (Some(mine), Some(theirs)) => Some(mine + theirs),
            (mine, theirs) => mine.or(theirs),
        };
        self.luck += other.luck;
    }
}

/// The analysis as it goes through the log.
#[derive(Default)]
struct Walk {
    decisions: Vec<Decision>,
    rolls: Vec<RollLuck>,
    /// The cube hint of the double waiting for an answer (from the doubler's side).
    pending_double: Option<CubeHint>,
}

impl Walk {
    fn step(
        &mut self,
        player: &mut NeuralBot,
        before: &Match,
        after: &Match,
        action: Action,
        index: usize,
    ) {
        let game = before.game_number();
        let mover = before.on_roll();
        let mut record = |kind, loss: f32, loss_mwc: Option<f32>, unforced: bool, who| {
            let loss = loss.max(0.0);
            self.decisions.push(Decision {
                game,
                action_index: index,
                player: who,
                kind,
                loss,
                loss_mwc: loss_mwc.map(|mwc| mwc.max(0.0)),
                unforced,
                error: if unforced {
                    ErrorSize::of_loss(loss)
                } else {
                    ErrorSize::None
                },
                win_after: None,
            });
        };
        match (before.phase(), action) {
            (Phase::AwaitingRoll { .. }, Action::Double) => {
                let hint = cube_hint(player, &before.position(), &cube_of(before, mover));
                let (loss, mwc) = doubler_loss(&hint, true);
                record(DecisionKind::Double, loss, mwc, true, mover);
                self.pending_double = Some(hint);
            }
            (Phase::AwaitingRoll { .. }, Action::Roll(_)) if before.can_double(mover) => {
                let hint = cube_hint(player, &before.position(), &cube_of(before, mover));
                let (loss, mwc) = doubler_loss(&hint, false);
                let close = hint.analysis.double_take.min(hint.analysis.double_drop)
                    >= hint.analysis.no_double - CLOSE_CUBE;
                record(
                    DecisionKind::NoDouble,
                    loss,
                    mwc,
                    close || loss > 0.0,
                    mover,
                );
            }
            (Phase::CubeOffered { by }, Action::Take | Action::Drop | Action::Beaver) => {
                if let Some(hint) = self.pending_double.take() {
                    let kind = match action {
                        Action::Take => DecisionKind::Take,
                        Action::Drop => DecisionKind::Pass,
                        _ => DecisionKind::Beaver,
                    };
                    let (loss, mwc) = taker_loss(&hint, action == Action::Drop);
                    record(kind, loss, mwc, true, by.other());
                }
            }
            (Phase::Moving { dice, .. }, Action::Play(play)) => {
                let position = before.position();
                let forced = distinct_plays(&position.legal_plays(dice)) <= 1;
                let hint = play_hint(player, &position, dice, &cube_of(before, mover));
                let best = &hint.plays[0];
                let made = hint
                    .plays
                    .iter()
                    .find(|entry| entry.play.position == play.position)
                    .unwrap_or(best);
                let loss_mwc = made.match_winning_chance_loss;
                let kind = DecisionKind::Play {
                    dice,
                    play,
                    best: best.play,
                };
                let win_after = made.chances.win;
                if forced {
                    record(kind, 0.0, loss_mwc.map(|_| 0.0), false, mover);
                } else {
                    record(kind, made.loss, loss_mwc, true, mover);
                }
                if let Some(recorded) = self.decisions.last_mut() {
                    recorded.win_after = Some(win_after.clamp(0.0, 1.0));
                }
            }
            _ => {}
        }
        if let (Phase::Moving { dice, on_roll }, Action::Roll(_) | Action::OpeningRoll { .. }) =
            (after.phase(), action)
        {
            let opening = matches!(action, Action::OpeningRoll { .. });
            let luck = luck::roll_luck(
                player.evaluator(),
                &after.position(),
                dice,
                &cube_of(after, on_roll),
                opening,
            );
            self.rolls.push(RollLuck {
                game: after.game_number(),
                action_index: index,
                player: on_roll,
                dice,
                luck,
            });
        }
    }

    fn finish(self, is_match: bool) -> MatchAnalysis {
        let summary = PlayerSummary {
            mwc_lost: is_match.then_some(0.0),
            ..PlayerSummary::default()
        };
        let mut players = ByPlayer::new(summary, summary);
        for decision in &self.decisions {
            let summary = &mut players[decision.player];
            if decision.unforced {
                summary.unforced_decisions += 1;
                match decision.kind {
                    DecisionKind::Play { .. } => summary.unforced_plays += 1,
                    _ => summary.cube_decisions += 1,
                }
            }
            match decision.error {
                ErrorSize::None => {}
                ErrorSize::Doubtful => summary.doubtful += 1,
                ErrorSize::Bad => summary.bad += 1,
                ErrorSize::VeryBad => summary.very_bad += 1,
            }
            summary.equity_lost += decision.loss;
            if let (Some(total), Some(mwc)) = (summary.mwc_lost.as_mut(), decision.loss_mwc) {
                *total += mwc;
            }
        }
        for roll in &self.rolls {
            players[roll.player].luck += roll.luck;
        }
        MatchAnalysis {
            decisions: self.decisions,
            rolls: self.rolls,
            players,
        }
    }
}

fn cube_of(game: &Match, player: Player) -> CubeContext {
    CubeContext::of_match(game, player)
}

/// The number of different plays (by the position they leave).
fn distinct_plays(plays: &[Play]) -> usize {
    let mut positions: Vec<_> = plays.iter().map(|play| play.position).collect();
    positions.sort_unstable();
    positions.dedup();
    positions.len()
}

/// The doubler's loss (normalized, and in match winning chances) in doubling (`doubled`) or
/// not: the best of no double and the opponent's best answer, minus the choice made.
fn doubler_loss(hint: &CubeHint, doubled: bool) -> (f32, Option<f32>) {
    let analysis = &hint.analysis;
    let equities = [
        analysis.no_double,
        analysis.double_take,
        analysis.double_drop,
    ];
    let loss = doubling_loss(equities, doubled);
    let mwc = hint
        .match_winning_chances
        .map(|chances| doubling_loss(chances, doubled));
    (loss, mwc)
}

/// The taker's loss in passing (`passed`) or taking, from the doubler's equities: the taker's
/// best is the doubler's smaller one.
fn taker_loss(hint: &CubeHint, passed: bool) -> (f32, Option<f32>) {
    let analysis = &hint.analysis;
    let loss = answer_loss(analysis.double_take, analysis.double_drop, passed);
    let mwc = hint
        .match_winning_chances
        .map(|[_, take, pass]| answer_loss(take, pass, passed));
    (loss, mwc)
}

/// What doubling (`doubled`) or not gives up, from the doubler's `[no double, double/take,
/// double/pass]` (normalized equities, or match winning chances): the best of not doubling
/// and the opponent's best answer to a double, minus the choice made (0 for the best).
pub fn doubling_loss([no_double, take, pass]: [f32; 3], doubled: bool) -> f32 {
    let doubled_equity = take.min(pass);
    let best = no_double.max(doubled_equity);
    best - if doubled { doubled_equity } else { no_double }
}

/// What the taker gives up by passing (`passed`) or taking, from the doubler's double/take
/// and double/pass (normalized equities, or match winning chances): the taker's best answer
/// leaves the doubler the smaller one.
pub fn answer_loss(take: f32, pass: f32, passed: bool) -> f32 {
    (if passed { pass } else { take }) - take.min(pass)
}

#[cfg(test)]
mod tests;
