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
//! stopped. The analyses of several matches are kept ([`KeptReviews`], `kept.rs`), each found
//! by its match's identity ([`match_keys`]); a tab's [`Shelf`] (`shelf.rs`) makes its changes
//! again on top of what another tab stored meanwhile, so that two tabs analysing at once lose
//! nothing. Any refereed match can be reviewed, not only the
//! one being played: [`review_subject`] makes the review's subject of one (a match read from
//! a file). Everything here is plain Rust, tested natively.

use std::ops::Range;

use bg_engine::analysis::{
    analyse_actions, luck_adjusted_result, CubeErrors, Decision, DecisionKind, ErrorSize,
    LuckAdjustedResult, MatchAnalysis, PlayerSummary, Rating, RollLuck,
};
use bg_engine::bots::{Level, NeuralBot};
use bg_engine::eval::Evaluator;
use bg_engine::notation::write_play;
use bg_engine::referee::{Action, Match, Phase};
use bg_engine::{ByPlayer, Dice, Player};
use serde::{Deserialize, Serialize};

use crate::save;
use crate::setup::{GameSetup, Opponent};

mod kept;
mod shelf;

pub use kept::{key_text, match_keys, KeptReviews, KEPT_REVIEWS_VERSION, MAX_KEPT_REVIEWS};
pub use shelf::Shelf;

/// The version of a [`Review`] record this build writes and reads (the store of several,
/// [`KeptReviews`], has its own version).
pub const REVIEW_VERSION: u32 = 1;

/// A match to review: the one being played, or any other refereed match (one read from a
/// file), with the setup its review shows it under (the players' names, the rules).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewSubject {
    pub setup: GameSetup,
    pub game: Match,
}

/// The review's entry point for any refereed match, such as one read from a `.mat` or SGF
/// file: the subject with the players' `names` (empty ones become Black and White), both
/// sides people (the review gives hints at either side's decisions), and the match's own
/// length, cube and money rules. The app's `ReviewState::open` takes it and opens the review
/// screen at the match's last position.
pub fn review_subject(game: Match, names: [String; 2]) -> ReviewSubject {
    let settings = *game.settings();
    let setup = GameSetup {
        names,
        opponent: Opponent::Human,
        length: settings.length(),
        cube: settings.cube(),
        jacoby: settings.jacoby(),
        beavers: settings.beavers() > 0,
        hints: true,
        // A file says nothing of colours: player 0 plays Black at the bottom, as by default.
        ..GameSetup::default()
    }
    .normalized();
    ReviewSubject { setup, game }
}

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
    /// For a play, the mover's chance to win the game after it as the analysis evaluated it
    /// (absent from reviews kept before it was recorded).
    #[serde(default)]
    pub win_after: Option<f32>,
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
            win_after: decision.win_after,
        }
    }
}

impl Judged {
    /// The engine's decision of a judged cube decision (`None` for a play), for the engine to
    /// count the cube errors by kind.
    fn cube_decision(&self) -> Option<Decision> {
        let kind = match self.kind {
            Kind::Play => return None,
            Kind::Double => DecisionKind::Double,
            Kind::NoDouble => DecisionKind::NoDouble,
            Kind::Take => DecisionKind::Take,
            Kind::Pass => DecisionKind::Pass,
            Kind::Beaver => DecisionKind::Beaver,
        };
        Some(Decision {
            game: self.game,
            action_index: self.action_index,
            player: player_of_index(self.player),
            kind,
            loss: self.loss,
            loss_mwc: self.loss_mwc,
            unforced: self.unforced,
            error: match self.size {
                Size::None => ErrorSize::None,
                Size::Doubtful => ErrorSize::Doubtful,
                Size::Bad => ErrorSize::Bad,
                Size::VeryBad => ErrorSize::VeryBad,
            },
            win_after: None,
        })
    }
}

/// The player of a stored index (1 is player 1, anything else player 0).
pub fn player_of_index(index: usize) -> Player {
    if index == 1 {
        Player::One
    } else {
        Player::Zero
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
    /// 0..=1, cubeless: after a play, the analysis' own evaluation of the play at its depth
    /// ([`Judged::win_after`]), or the net's 0-ply evaluation of the position where the
    /// analysis has none (reviews kept before it was recorded); 1 or 0 once the game is over.
    pub win: f32,
    /// Whether `win` is the analysis' evaluation (or a game's end), not the 0-ply fallback.
    #[serde(default)]
    pub analysed: bool,
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
    let chances = chances_after_plays(judge, game, from..to, &analysis.decisions);
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

/// Player 0's winning chance after each play and each game's end among `actions`: after a
/// play, the mover's chance as the analysis evaluated it (`decisions`' [`Decision::win_after`]),
/// seen from player 0; the net's 0-ply evaluation only where the analysis has none.
fn chances_after_plays(
    judge: &NeuralBot,
    game: &Match,
    actions: Range<usize>,
    decisions: &[Decision],
) -> Vec<ChancePoint> {
    let mut state = game.initial();
    let mut points = Vec::new();
    for (index, &action) in game.log()[..actions.end].iter().enumerate() {
        let number = state.game_number();
        let Ok(next) = state.apply(action) else {
            break;
        };
        if actions.contains(&index) {
            let from_zero = |mover: Player, win: f32| match mover {
                Player::Zero => win,
                Player::One => 1.0 - win,
            };
            let point = match next.phase() {
                Phase::GameOver { winner, .. } | Phase::MatchOver { winner } => {
                    Some((from_zero(winner, 1.0), true))
                }
                _ if matches!(action, Action::Play(_)) => {
                    let analysed = decisions
                        .iter()
                        .find(|decision| decision.action_index == index)
                        .and_then(|decision| Some((decision.player, decision.win_after?)));
                    Some(match analysed {
                        Some((mover, win)) => (from_zero(mover, win), true),
                        None => {
                            let win = judge.evaluator().evaluate(&next.position()).win;
                            (from_zero(next.on_roll(), win), false)
                        }
                    })
                }
                _ => None,
            };
            points.extend(point.map(|(win, analysed)| ChancePoint {
                game: number,
                action_index: index,
                win: win.clamp(0.0, 1.0),
                analysed,
            }));
        }
        state = next;
    }
    points
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
    /// That match's identity ([`match_keys`] at its length, [`key_text`]) and its log's
    /// length: a review of version 1 has neither and gets them from its save when read.
    #[serde(default)]
    pub key: String,
    #[serde(default)]
    pub actions: usize,
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
        let keys = match_keys(setup, game);
        Review {
            version: REVIEW_VERSION,
            depth,
            save: save::encode(setup, game),
            key: keys.last().copied().map(key_text).unwrap_or_default(),
            actions: game.log().len(),
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
        self.is_about_keys(&match_keys(setup, game))
    }

    /// [`Self::is_about`] for a match whose [`match_keys`] are `keys`.
    pub fn is_about_keys(&self, keys: &[u64]) -> bool {
        !self.key.is_empty()
            && keys
                .get(self.actions)
                .is_some_and(|&key| key_text(key) == self.key)
    }

    /// Makes this review about `game` under `setup`, the match it is about gone on (the
    /// analysis goes on to its new actions).
    pub fn follow(&mut self, setup: &GameSetup, game: &Match) {
        self.save = save::encode(setup, game);
        self.key = match_keys(setup, game)
            .last()
            .copied()
            .map(key_text)
            .unwrap_or_default();
        self.actions = game.log().len();
    }

    /// Gives a review read without a key (version 1) its match's key from its save; one whose
    /// save does not read keeps none, and is about no match.
    fn fill_key(&mut self) {
        if !self.key.is_empty() {
            return;
        }
        if let Ok((setup, game)) = save::decode(&self.save) {
            self.follow(&setup, &game);
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

    /// `player`'s cube errors by kind (missed double, wrong double, wrong take, wrong pass),
    /// counted by the engine from the judged cube decisions.
    pub fn cube_errors(&self, player: Player) -> CubeErrors {
        let decisions: Vec<Decision> = self
            .decisions
            .iter()
            .filter_map(Judged::cube_decision)
            .collect();
        let is_match = self.totals[player.index()].mwc_lost.is_some();
        CubeErrors::of_player(&decisions, player, is_match)
    }

    /// The luck-adjusted result of the games of `game` that ended within the actions
    /// analysed (the engine's [`luck_adjusted_result`] from this review's luck of each roll):
    /// in points in money play, in match winning chances in a match. `None` when the log does
    /// not replay (a match read from a save always does).
    pub fn luck_adjusted(&self, game: &Match) -> Option<LuckAdjustedResult> {
        let analysed = &game.log()[..self.done.min(game.log().len())];
        let game = Match::replay_from(&game.initial(), analysed).ok()?;
        let rolls = self
            .rolls
            .iter()
            .filter_map(|&(number, action_index, player, luck)| {
                let dice = match game.log().get(action_index)? {
                    Action::Roll(dice) => *dice,
                    Action::OpeningRoll { zero, one } => Dice::new(*zero, *one).ok()?,
                    _ => return None,
                };
                Some(RollLuck {
                    game: number,
                    action_index,
                    player: player_of_index(player),
                    dice,
                    luck,
                })
            })
            .collect();
        let analysis = MatchAnalysis {
            decisions: Vec::new(),
            rolls,
            players: ByPlayer::new(PlayerSummary::default(), PlayerSummary::default()),
        };
        luck_adjusted_result(&game, &analysis).ok()
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
