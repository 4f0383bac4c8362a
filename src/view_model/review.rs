//! The review as the page shows it: the progress of the analysis, each player's table, the
//! chart of the winning chances through the match with the mistakes marked by size, the list
//! of the largest mistakes, and the replay of any game of the match a position at a time
//! (read-only: the board draws the position and takes no move).
//!
//! Everything is computed from the kept [`Review`] and the match; the components only draw it.

use bg_engine::analysis::{CubeErrorKind, CubeErrors, LuckAdjustedResult, Rating};
use bg_engine::referee::{Action, Match};
use bg_engine::Player;

use super::board::BoardView;
use crate::i18n::{Decimal, Message};
use crate::msg;
use crate::review::{Judged, Kind, Review, Size};
use crate::setup::{GameSetup, Opponent};
use crate::state::Session;

/// How many mistakes the list shows, the largest first.
pub const MISTAKES_SHOWN: usize = 10;

/// The chart's drawing area, in SVG user units (it scales to the width of the page).
pub const CHART_WIDTH: f32 = 320.0;
pub const CHART_HEIGHT: f32 = 120.0;

/// The analysis' progress bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProgressView {
    pub done: usize,
    pub total: usize,
    /// 0..=100.
    pub percent: u32,
    pub complete: bool,
}

/// One player's column of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerColumn {
    pub player: Player,
    pub name: String,
    pub unforced: u32,
    pub doubtful: u32,
    pub bad: u32,
    pub very_bad: u32,
    /// Normalized equity per unforced decision ×1000, one decimal: `7.4`.
    pub error_rate: Decimal,
    /// In a match, match winning chance per unforced decision ×1000 (`%` ×10), one decimal.
    pub error_rate_mwc: Option<Decimal>,
    /// The PR as eXtreme Gammon and Backgammon Galaxy give it, one decimal.
    pub pr: Decimal,
    pub rating: Message,
    /// The sum of the luck of the player's rolls, normalized equity: `+0.412`.
    pub luck: Decimal,
    /// Per kind of cube error, in [`CubeErrorKind::ALL`]'s order (missed doubles, wrong
    /// doubles, wrong takes, wrong passes): the count and the normalized equity lost, and in a
    /// match the match winning chances lost.
    pub cube_errors: Vec<Message>,
    /// Over the games that ended within the analysis, the player's result and luck-adjusted
    /// result: points in money play (`+1.000`), match winning chances in a match (`+12.3%`).
    /// `None` while no game has ended within the analysis.
    pub result: Option<Message>,
    pub luck_adjusted: Option<Message>,
}

/// A point of the chart: where a state of the match is drawn and the log length it is at.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartPoint {
    pub x: f32,
    pub y: f32,
    /// The log length of the position it goes to.
    pub at: usize,
    /// What a screen reader says of it.
    pub label: Message,
}

/// A mistake on the chart.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartMark {
    pub point: ChartPoint,
    /// `doubtful`, `bad` or `very-bad`: the CSS class of its colour and size.
    pub size: &'static str,
}

/// The chart of player 0's winning chances through the match.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartView {
    /// The SVG path of the chances (`M x y L x y ...`).
    pub line: String,
    pub points: Vec<ChartPoint>,
    pub marks: Vec<ChartMark>,
    /// Where each game after the first starts (x).
    pub game_starts: Vec<f32>,
    /// What the chart shows, for its title: whose chances.
    pub title: Message,
    /// How the chances were found, said under the title: the analysis' own evaluation at
    /// its depth, or (for a review kept before that was recorded) the net's 0-ply one.
    pub axis: Message,
}

/// A row of the largest mistakes.
#[derive(Clone, Debug, PartialEq)]
pub struct MistakeRow {
    /// The log length of the position the decision was made in (the replay goes there).
    pub at: usize,
    pub player: Player,
    pub text: Message,
    /// `-0.123`.
    pub loss: Decimal,
    pub size: &'static str,
    /// The play made, in the mover's numbering (the hint list chooses it when opened).
    pub play: Option<String>,
}

/// The whole review panel.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewView {
    pub progress: ProgressView,
    pub columns: Vec<PlayerColumn>,
    pub chart: Option<ChartView>,
    pub mistakes: Vec<MistakeRow>,
    /// A match to a length (the results are in match winning chances), not money play.
    pub in_match: bool,
}

/// The review panel of `review` of the match of `session`.
pub fn review_view(session: &Session, review: &Review) -> ReviewView {
    let total = session.game.log().len();
    let done = review.done.min(total);
    let percent = (done * 100).checked_div(total).unwrap_or(100) as u32;
    let adjusted = review
        .luck_adjusted(&session.game)
        .filter(|adjusted| !adjusted.games.is_empty());
    ReviewView {
        progress: ProgressView {
            done,
            total,
            percent,
            complete: done >= total,
        },
        columns: [Player::Zero, Player::One]
            .into_iter()
            .map(|player| column(session, review, adjusted.as_ref(), player))
            .collect(),
        chart: chart(session, review),
        mistakes: mistakes(session, review),
        in_match: session.game.match_length() > 0,
    }
}

fn column(
    session: &Session,
    review: &Review,
    adjusted: Option<&LuckAdjustedResult>,
    player: Player,
) -> PlayerColumn {
    let totals = &review.totals[player.index()];
    let summary = totals.summary();
    PlayerColumn {
        player,
        name: session.setup.name(player).to_owned(),
        unforced: totals.unforced_decisions,
        doubtful: totals.doubtful,
        bad: totals.bad,
        very_bad: totals.very_bad,
        error_rate: Decimal::plain(f64::from(summary.error_rate()), 1),
        error_rate_mwc: summary
            .error_rate_mwc()
            .map(|rate| Decimal::plain(f64::from(rate) * 100.0, 1)),
        pr: Decimal::plain(f64::from(summary.pr()), 1),
        rating: rating_word(summary.rating()),
        luck: Decimal::signed(f64::from(totals.luck), 3),
        cube_errors: cube_error_cells(&review.cube_errors(player)),
        result: adjusted.map(|adjusted| result_text(adjusted, adjusted.result(player))),
        luck_adjusted: adjusted.map(|adjusted| result_text(adjusted, adjusted.adjusted(player))),
    }
}

/// Each kind's cell: "1 (-0.312)", in a match "1 (-0.312; -4.1%)".
fn cube_error_cells(errors: &CubeErrors) -> Vec<Message> {
    CubeErrorKind::ALL
        .iter()
        .map(|&kind| {
            let tally = errors.tally(kind);
            let equity = lost(f64::from(tally.equity_lost), 3);
            match tally.mwc_lost {
                Some(mwc) => msg!(
                    "review-cube-errors-cell-match",
                    count = tally.count,
                    equity = equity,
                    mwc = lost(f64::from(mwc) * 100.0, 1)
                ),
                None => msg!(
                    "review-cube-errors-cell",
                    count = tally.count,
                    equity = equity
                ),
            }
        })
        .collect()
}

/// An amount lost as a negative number (`-0.312`), nothing lost as `0.000`.
fn lost(amount: f64, digits: u8) -> Decimal {
    if amount == 0.0 {
        Decimal::plain(0.0, digits)
    } else {
        Decimal::signed(-amount, digits)
    }
}

/// A result in its units: points (`+1.000`) or match winning chances (`+12.3%`).
fn result_text(adjusted: &LuckAdjustedResult, value: f32) -> Message {
    if adjusted.is_match {
        msg!(
            "review-result-mwc",
            value = Decimal::signed(f64::from(value) * 100.0, 1)
        )
    } else {
        msg!(
            "review-result-points",
            value = Decimal::signed(f64::from(value), 3)
        )
    }
}

/// The table's label of each kind of cube error, in [`CubeErrorKind::ALL`]'s order.
pub fn cube_error_labels() -> Vec<Message> {
    CubeErrorKind::ALL
        .iter()
        .map(|kind| match kind {
            CubeErrorKind::MissedDouble => msg!("review-row-missed-doubles"),
            CubeErrorKind::WrongDouble => msg!("review-row-wrong-doubles"),
            CubeErrorKind::WrongTake => msg!("review-row-wrong-takes"),
            CubeErrorKind::WrongPass => msg!("review-row-wrong-passes"),
        })
        .collect()
}

/// GNU Backgammon's word for a rating, from the catalogues.
pub fn rating_word(rating: Rating) -> Message {
    match rating {
        Rating::Supernatural => msg!("review-rating-supernatural"),
        Rating::WorldClass => msg!("review-rating-world-class"),
        Rating::Expert => msg!("review-rating-expert"),
        Rating::Advanced => msg!("review-rating-advanced"),
        Rating::Intermediate => msg!("review-rating-intermediate"),
        Rating::CasualPlayer => msg!("review-rating-casual"),
        Rating::Beginner => msg!("review-rating-beginner"),
        Rating::Awful => msg!("review-rating-awful"),
    }
}

/// The CSS class of an error's size (`None` for no error).
fn size_class(size: Size) -> Option<&'static str> {
    match size {
        Size::None => None,
        Size::Doubtful => Some("doubtful"),
        Size::Bad => Some("bad"),
        Size::VeryBad => Some("very-bad"),
    }
}

/// The chart: x by the action's place in the log, y by player 0's chance (top 100%). Each
/// game starts at 50%; each chance point after a play goes to the position after it.
fn chart(session: &Session, review: &Review) -> Option<ChartView> {
    if review.chances.is_empty() {
        return None;
    }
    let total = session.game.log().len().max(1) as f32;
    let x_of = |index: usize| CHART_WIDTH * (index as f32 + 1.0) / total;
    let y_of = |win: f32| CHART_HEIGHT * (1.0 - win.clamp(0.0, 1.0));
    let starts = game_starts(&session.game);
    let mut line = String::new();
    let mut points = Vec::new();
    let mut current_game = 0;
    for point in &review.chances {
        if point.game != current_game {
            current_game = point.game;
            let start = starts
                .get(point.game.saturating_sub(1) as usize)
                .copied()
                .unwrap_or(0);
            let x = if start == 0 { 0.0 } else { x_of(start - 1) };
            line.push_str(&format!("M{x:.1} {:.1}", y_of(0.5)));
        }
        let (x, y) = (x_of(point.action_index), y_of(point.win));
        line.push_str(&format!(" L{x:.1} {y:.1}"));
        points.push(ChartPoint {
            x,
            y,
            at: point.action_index + 1,
            label: msg!(
                "review-chart-point",
                game = point.game,
                chance = Decimal::percent(f64::from(point.win), 0)
            ),
        });
    }
    let marks = review
        .decisions
        .iter()
        .filter_map(|decision| {
            let size = size_class(decision.size)?;
            // On the line, at the chance of the last point before the decision.
            let win = review
                .chances
                .iter()
                .rev()
                .find(|point| {
                    point.action_index < decision.action_index && point.game == decision.game
                })
                .map_or(0.5, |point| point.win);
            Some(ChartMark {
                point: ChartPoint {
                    x: x_of(decision.action_index),
                    y: y_of(win),
                    at: decision.action_index,
                    label: mistake_text(session, decision),
                },
                size,
            })
        })
        .collect();
    Some(ChartView {
        line,
        points,
        marks,
        game_starts: starts
            .iter()
            .skip(1)
            .map(|&start| x_of(start - 1))
            .collect(),
        title: msg!(
            "review-chart-title",
            name = session.setup.name(Player::Zero)
        ),
        axis: chart_axis(review),
    })
}

/// What the chart's chances are: the analysis' evaluation at its depth when every point is
/// one, else the net's 0-ply evaluation (some or all points of a review kept before).
fn chart_axis(review: &Review) -> Message {
    if review.chances.iter().all(|point| point.analysed) {
        let depth = match review.depth {
            crate::review::Depth::Expert => "expert",
            crate::review::Depth::WorldClass => "world-class",
        };
        msg!("review-chart-axis-analysis", depth = depth)
    } else {
        msg!("review-chart-axis-zero-ply")
    }
}

/// The largest mistakes of both sides, the largest first.
fn mistakes(session: &Session, review: &Review) -> Vec<MistakeRow> {
    let mut errors: Vec<&Judged> = review
        .decisions
        .iter()
        .filter(|decision| decision.size != Size::None)
        .collect();
    errors.sort_by(|a, b| b.loss.total_cmp(&a.loss));
    errors
        .into_iter()
        .take(MISTAKES_SHOWN)
        .filter_map(|decision| {
            Some(MistakeRow {
                at: decision.action_index,
                player: player_of(decision.player),
                text: mistake_text(session, decision),
                loss: Decimal::signed(f64::from(-decision.loss), 3),
                size: size_class(decision.size)?,
                play: decision.play.clone(),
            })
        })
        .collect()
}

fn player_of(index: usize) -> Player {
    crate::review::player_of_index(index)
}

/// "Game 1, You, 31: played 6/2, best 8/5 6/5" or "Game 2, Computer: doubled".
fn mistake_text(session: &Session, decision: &Judged) -> Message {
    let name = session.setup.name(player_of(decision.player));
    match (decision.kind, decision.dice, &decision.play, &decision.best) {
        (Kind::Play, Some([high, low]), Some(play), Some(best)) => msg!(
            "review-mistake-play",
            game = decision.game,
            name = name,
            dice = format!("{high}{low}"),
            play = play_or_none(play),
            best = best.clone()
        ),
        (kind, ..) => msg!(
            "review-mistake-cube",
            game = decision.game,
            name = name,
            decision = kind_word(kind)
        ),
    }
}

fn play_or_none(play: &str) -> Message {
    if play.is_empty() {
        msg!("review-no-move")
    } else {
        msg!("review-notation", play = play)
    }
}

fn kind_word(kind: Kind) -> Message {
    match kind {
        Kind::Play => msg!("review-kind-play"),
        Kind::Double => msg!("review-kind-double"),
        Kind::NoDouble => msg!("review-kind-no-double"),
        Kind::Take => msg!("review-kind-take"),
        Kind::Pass => msg!("review-kind-pass"),
        Kind::Beaver => msg!("review-kind-beaver"),
    }
}

/// The log length at which each game of the match starts (0 for the first; after each
/// [`Action::NextGame`] for the others).
pub fn game_starts(game: &Match) -> Vec<usize> {
    std::iter::once(0)
        .chain(
            game.log()
                .iter()
                .enumerate()
                .filter(|(_, action)| **action == Action::NextGame)
                .map(|(index, _)| index + 1),
        )
        .collect()
}

/// The match after its first `at` actions (all of them when `at` is past the end).
pub fn match_at(game: &Match, at: usize) -> Match {
    // The whole log replayed is the match itself: the review opens there, and replaying a long
    // match (a 26-game file: about 5 ms in the browser, twice a render) is spared.
    if at >= game.log().len() {
        return game.clone();
    }
    let actions = &game.log()[..at];
    // The actions come from a refereed log, so the replay never stops early; were it to, the
    // position where it stopped is shown.
    let mut state = game.initial();
    for &action in actions {
        match state.apply(action) {
            Ok(next) => state = next,
            Err(_) => break,
        }
    }
    state
}

/// The replay's controls: where it is in the match and which way it can go.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayView {
    pub at: usize,
    pub total: usize,
    /// The game shown (1 for the first) and the number of games.
    pub game: u32,
    pub games: u32,
    pub can_back: bool,
    pub can_forward: bool,
    /// "Game 1 of 2, position 12 of 40".
    pub where_text: Message,
}

/// The replay of `game` at log length `at`.
pub fn replay_view(game: &Match, at: usize) -> ReplayView {
    let total = game.log().len();
    let at = at.min(total);
    let starts = game_starts(game);
    let number = starts.iter().filter(|&&start| start <= at).count().max(1) as u32;
    ReplayView {
        at,
        total,
        game: number,
        games: starts.len() as u32,
        can_back: at > 0,
        can_forward: at < total,
        where_text: msg!(
            "review-replay-where",
            game = number,
            games = starts.len(),
            position = at,
            positions = total
        ),
    }
}

/// The log length one step from `at` (`forward` or back), within `0..=total`.
pub fn replay_step(at: usize, total: usize, forward: bool) -> usize {
    if forward {
        (at + 1).min(total)
    } else {
        at.saturating_sub(1).min(total)
    }
}

/// The start of the game after (`forward`) or before the one shown at `at`: the previous one
/// from a game's first position, else the start of this one.
pub fn replay_game_step(game: &Match, at: usize, forward: bool) -> usize {
    let starts = game_starts(game);
    if forward {
        starts
            .into_iter()
            .find(|&start| start > at)
            .unwrap_or(game.log().len())
    } else {
        starts
            .into_iter()
            .rev()
            .find(|&start| start < at)
            .unwrap_or(0)
    }
}

/// The session the replay draws: the match at `at` under the same setup and settings. The
/// live session is never changed: leaving the replay shows it as it was.
pub fn replay_session(session: &Session, at: usize) -> Session {
    let mut replay = Session::resume(session.setup.clone(), match_at(&session.game, at));
    replay.settings = session.settings;
    replay
}

/// The board of a replayed position: read-only, so nothing is marked as movable, selected or
/// a destination, and nothing is animated.
pub fn replay_board(replay: &Session) -> BoardView {
    let mut view = BoardView::new(replay);
    for point in &mut view.points {
        point.movable = false;
        point.selected = false;
        point.destination = false;
    }
    for player in [Player::Zero, Player::One] {
        for spots in [&mut view.bars, &mut view.trays] {
            spots[player].movable = false;
            spots[player].selected = false;
            spots[player].destination = false;
        }
    }
    view.animation = None;
    view.roll_ms = 0;
    view
}

/// The setup under which the review asks the worker for a hint at a decision of either side:
/// the same rules, both sides people (the worker gives hints to people only), hints on.
pub fn review_setup(setup: &GameSetup) -> GameSetup {
    GameSetup {
        opponent: Opponent::Human,
        hints: true,
        ..setup.clone()
    }
}

/// The session of the hint at the decision of a mistake: the match at `at` under
/// [`review_setup`], so that [`super::hint_view`] draws the hint panel for it.
pub fn hint_session(session: &Session, at: usize) -> Session {
    let mut hinted = Session::resume(review_setup(&session.setup), match_at(&session.game, at));
    hinted.settings = session.settings;
    hinted
}

mod game_log;

pub use game_log::{log_by_game, log_games, GameLink, LogGames};

#[cfg(test)]
mod tests;
