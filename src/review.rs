//! The review of a match: the engine's analysis of every decision of both sides
//! ([`bg_engine::analysis`]), computed by the worker a piece at a time and kept with the match.
//!
//! The page asks the worker [`crate::computer::Question::Analyse`] for the actions `from` to
//! `from + count` of the log at a [`Depth`]; the worker answers [`AnalysisPiece`] (the engine's
//! [`bg_engine::analysis::analyse_actions`] of that range, and the winning chances after each
//! play for the chart). The page adds each piece to its [`Review`] and asks for the next one
//! only while the player has not pressed Stop, so Stop stops the worker within one piece, and
//! the progress bar moves a piece at a time. The [`Review`] is stored (under its own key,
//! versioned, see [`crate::stored`]) with the match it is about, so reopening the review does
//! not compute again; when the match has gone on since, the analysis goes on from where it
//! stopped. Everything here is plain Rust, tested natively.

use std::ops::Range;

use bg_engine::analysis::{
    analyse_actions, Decision, DecisionKind, ErrorSize, MatchAnalysis, PlayerSummary, Rating,
};
use bg_engine::bots::{Level, NeuralBot};
use bg_engine::eval::Evaluator;
use bg_engine::notation::write_play;
use bg_engine::referee::{Action, Match, Phase};
use bg_engine::Player;
use serde::{Deserialize, Serialize};

use crate::save;
use crate::setup::GameSetup;

/// The version of the stored [`Review`] this build writes and reads.
pub const REVIEW_VERSION: u32 = 1;

/// How many actions of the log one piece analyses: at World class about a second of the
/// worker's time, so that Stop answers quickly and the bar moves often.
pub const PIECE_ACTIONS: usize = 4;

/// How deep the analysis looks: the level whose judgement it uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Depth {
    /// Expert's judgement: quick.
    Expert,
    /// World class's (the hint's): the default.
    #[default]
    WorldClass,
}

impl Depth {
    /// The choices, quick first.
    pub const ALL: [Depth; 2] = [Depth::Expert, Depth::WorldClass];

    /// The level whose player judges.
    pub fn level(self) -> Level {
        match self {
            Depth::Expert => Level::Expert,
            Depth::WorldClass => Level::WorldClass,
        }
    }
}

/// What kind of decision was judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    Play,
    Double,
    NoDouble,
    Take,
    Pass,
    Beaver,
}

/// The size of an error, as the engine names it ([`ErrorSize`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Size {
    None,
    Doubtful,
    Bad,
    VeryBad,
}

impl From<ErrorSize> for Size {
    fn from(size: ErrorSize) -> Size {
        match size {
            ErrorSize::None => Size::None,
            ErrorSize::Doubtful => Size::Doubtful,
            ErrorSize::Bad => Size::Bad,
            ErrorSize::VeryBad => Size::VeryBad,
        }
    }
}

/// One judged decision, as the page keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Judged {
    pub game: u32,
    /// The index of the action in the match's log.
    pub action_index: usize,
    /// The player who decided, by index.
    pub player: usize,
    pub kind: Kind,
    /// A play's dice, high die first.
    pub dice: Option<[u8; 2]>,
    /// A play as made and the best play, in standard notation in the mover's numbering.
    pub play: Option<String>,
    pub best: Option<String>,
    /// Normalized equity given up (0 for the best choice).
    pub loss: f32,
    /// In a match, the match winning chance given up.
    pub loss_mwc: Option<f32>,
    pub unforced: bool,
    pub size: Size,
}

impl From<&Decision> for Judged {
    fn from(decision: &Decision) -> Judged {
        let (kind, dice, play, best) = match decision.kind {
            DecisionKind::Play { dice, play, best } => (
                Kind::Play,
                Some([dice.high(), dice.low()]),
                Some(write_play(&play)),
                Some(write_play(&best)),
            ),
            DecisionKind::Double => (Kind::Double, None, None, None),
            DecisionKind::NoDouble => (Kind::NoDouble, None, None, None),
            DecisionKind::Take => (Kind::Take, None, None, None),
            DecisionKind::Pass => (Kind::Pass, None, None, None),
            DecisionKind::Beaver => (Kind::Beaver, None, None, None),
        };
        Judged {
            game: decision.game,
            action_index: decision.action_index,
            player: decision.player.index(),
            kind,
            dice,
            play,
            best,
            loss: decision.loss,
            loss_mwc: decision.loss_mwc,
            unforced: decision.unforced,
            size: decision.error.into(),
        }
    }
}

/// One player's totals (the engine's [`PlayerSummary`], kept as data).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Totals {
    pub unforced_decisions: u32,
    pub unforced_plays: u32,
    pub cube_decisions: u32,
    pub doubtful: u32,
    pub bad: u32,
    pub very_bad: u32,
    pub equity_lost: f32,
    pub mwc_lost: Option<f32>,
    pub luck: f32,
}

impl From<&PlayerSummary> for Totals {
    fn from(summary: &PlayerSummary) -> Totals {
        Totals {
            unforced_decisions: summary.unforced_decisions,
            unforced_plays: summary.unforced_plays,
            cube_decisions: summary.cube_decisions,
            doubtful: summary.doubtful,
            bad: summary.bad,
            very_bad: summary.very_bad,
            equity_lost: summary.equity_lost,
            mwc_lost: summary.mwc_lost,
            luck: summary.luck,
        }
    }
}

impl Totals {
    /// The engine's summary of these totals, whose error rate and rating the table shows.
    pub fn summary(&self) -> PlayerSummary {
        PlayerSummary {
            unforced_decisions: self.unforced_decisions,
            unforced_plays: self.unforced_plays,
            cube_decisions: self.cube_decisions,
            doubtful: self.doubtful,
            bad: self.bad,
            very_bad: self.very_bad,
            equity_lost: self.equity_lost,
            mwc_lost: self.mwc_lost,
            luck: self.luck,
        }
    }

    /// Error rate ×1000 (normalized equity per unforced decision).
    pub fn error_rate(&self) -> f32 {
        self.summary().error_rate()
    }

    /// GNU Backgammon's word for the error rate.
    pub fn rating(&self) -> Rating {
        self.summary().rating()
    }

    fn add(&mut self, other: &Totals) {
        let mut summary = self.summary();
        summary.add(&other.summary());
        *self = Totals::from(&summary);
    }
}

/// Player 0's chance to win the game after an action (a play, or the end of a game), for the
/// chart.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChancePoint {
    pub game: u32,
    /// The index of the action after which the chance is taken.
    pub action_index: usize,
    /// 0..=1: cubeless, the net's evaluation (0 ply) of the position after the play; 1 or 0
    /// once the game is over.
    pub win: f32,
}

/// The worker's answer to one piece of the analysis.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnalysisPiece {
    /// The actions analysed (indices into the log).
    pub from: usize,
    pub to: usize,
    /// The length of the log of the match asked about.
    pub total: usize,
    pub decisions: Vec<Judged>,
    /// Each roll's luck: (game, action index, player index, luck).
    pub rolls: Vec<(u32, usize, usize, f32)>,
    pub totals: [Totals; 2],
    pub chances: Vec<ChancePoint>,
}

/// The analysis of the actions `actions` of `game`'s log by `judge` (the worker's side).
///
/// # Errors
/// The engine's error, in words (a log the referee refuses; a match read from a save has none).
pub fn analyse_piece(
    judge: &mut NeuralBot,
    game: &Match,
    actions: Range<usize>,
) -> Result<AnalysisPiece, String> {
    let total = game.log().len();
    let to = actions.end.min(total);
    let from = actions.start.min(to);
    let analysis: MatchAnalysis =
        analyse_actions(game, judge, from..to).map_err(|error| error.to_string())?;
    let chances = chances_after_plays(judge, game, from..to);
    Ok(AnalysisPiece {
        from,
        to,
        total,
        decisions: analysis.decisions.iter().map(Judged::from).collect(),
        rolls: analysis
            .rolls
            .iter()
            .map(|roll| (roll.game, roll.action_index, roll.player.index(), roll.luck))
            .collect(),
        totals: [Player::Zero, Player::One].map(|player| Totals::from(&analysis.players[player])),
        chances,
    })
}

/// Player 0's winning chance after each play and each game's end among `actions`.
fn chances_after_plays(judge: &NeuralBot, game: &Match, actions: Range<usize>) -> Vec<ChancePoint> {
    let mut state = game.initial();
    let mut points = Vec::new();
    for (index, &action) in game.log()[..actions.end].iter().enumerate() {
        let number = state.game_number();
        let Ok(next) = state.apply(action) else {
            break;
        };
        if actions.contains(&index) {
            let win = match next.phase() {
                Phase::GameOver { winner, .. } | Phase::MatchOver { winner } => {
                    Some(if winner == Player::Zero { 1.0 } else { 0.0 })
                }
                _ if matches!(action, Action::Play(_)) => {
                    let on_roll = next.on_roll();
                    let win = judge.evaluator().evaluate(&next.position()).win;
                    Some(if on_roll == Player::Zero {
                        win
                    } else {
                        1.0 - win
                    })
                }
                _ => None,
            };
            points.extend(win.map(|win| ChancePoint {
                game: number,
                action_index: index,
                win: win.clamp(0.0, 1.0),
            }));
        }
        state = next;
    }
    points
}

/// Whether two actions of a log are the same: a play by the position it leaves (a person's
/// play is logged with its checkers in the order they were moved, the same play read back
/// from a save in the order the move generator lists it), any other action by equality.
fn same_action(one: &Action, other: &Action) -> bool {
    match (one, other) {
        (Action::Play(one), Action::Play(other)) => one.position == other.position,
        _ => one == other,
    }
}

/// A match's analysis as far as it has gone, kept with the match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub version: u32,
    pub depth: Depth,
    /// The save text of the match analysed ([`save::encode`]), as it was when the analysis
    /// started: the review is about a match whose setup is this one's and whose log begins
    /// with this one's.
    pub save: String,
    /// The actions analysed: the first `done` of the log.
    pub done: usize,
    pub decisions: Vec<Judged>,
    pub rolls: Vec<(u32, usize, usize, f32)>,
    pub totals: [Totals; 2],
    pub chances: Vec<ChancePoint>,
}

impl Review {
    /// A review of `game` at `depth` with nothing analysed yet.
    pub fn new(depth: Depth, setup: &GameSetup, game: &Match) -> Review {
        let totals = Totals {
            mwc_lost: (game.match_length() > 0).then_some(0.0),
            ..Totals::default()
        };
        Review {
            version: REVIEW_VERSION,
            depth,
            save: save::encode(setup, game),
            done: 0,
            decisions: Vec::new(),
            rolls: Vec::new(),
            totals: [totals; 2],
            chances: Vec::new(),
        }
    }

    /// Whether this review is about `game` played under `setup`: the same setup, and a log that
    /// begins with the analysed match's (the match may have gone on since).
    pub fn is_about(&self, setup: &GameSetup, game: &Match) -> bool {
        match save::decode(&self.save) {
            Ok((analysed_setup, analysed)) => {
                let (log, before) = (game.log(), analysed.log());
                analysed_setup == *setup
                    && log.len() >= before.len()
                    && log
                        .iter()
                        .zip(before)
                        .all(|(now, then)| same_action(now, then))
            }
            Err(_) => false,
        }
    }

    /// The next piece to ask for about `game` (`None` once every action is analysed).
    pub fn next_piece(&self, game: &Match) -> Option<Range<usize>> {
        let total = game.log().len();
        (self.done < total).then(|| self.done..(self.done + PIECE_ACTIONS).min(total))
    }

    /// Adds the worker's piece; a piece that does not follow the actions done is refused (an
    /// answer to an older question), and the review stays as it was.
    ///
    /// # Errors
    /// The piece does not start where this review stopped, in words.
    pub fn add(&mut self, piece: AnalysisPiece) -> Result<(), String> {
        if piece.from != self.done || piece.to < piece.from {
            return Err(format!(
                "a piece of actions {}..{} does not follow the {} analysed",
                piece.from, piece.to, self.done
            ));
        }
        self.done = piece.to;
        self.decisions.extend(piece.decisions);
        self.rolls.extend(piece.rolls);
        self.chances.extend(piece.chances);
        for (mine, theirs) in self.totals.iter_mut().zip(&piece.totals) {
            mine.add(theirs);
        }
        Ok(())
    }

    /// The stored text.
    pub fn encode(&self) -> String {
        // Numbers, strings and vectors of them always serialize.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The review a stored text holds.
    ///
    /// # Errors
    /// Text that is not a review of [`REVIEW_VERSION`], in words.
    pub fn decode(text: &str) -> Result<Review, String> {
        let review: Review = serde_json::from_str(text).map_err(|error| error.to_string())?;
        if review.version != REVIEW_VERSION {
            return Err(format!("a review of version {}", review.version));
        }
        Ok(review)
    }
}

#[cfg(test)]
mod tests;
