//! The hint as the page shows it: the worker's [`Hint`] for one state of the match turned into
//! the rows of the ranked plays (numbers rounded as shown, written in the reader's language by
//! the translator; the chosen one's arrows on the board and its Teach me sentences) or the cube hint's three equities and verdict.
//!
//! The page keeps the answer as a [`ShownHint`], tagged with the length of the match's log it
//! was asked at: once the match moves on, [`hint_view`] draws nothing, so a hint never shows
//! beside a position it is not about.

use bg_engine::referee::{Action, Phase};
use bg_engine::Player;

use super::last_turn::{play_marks, MoveMark};
use crate::i18n::{Decimal, Message};
use crate::msg;
use crate::save::parse_action;
use crate::state::Session;
use crate::teaching::{Chances, CubeAdvice, Hint, HintedPlay, Sentence};

/// The hint the page shows, with the state it is about and the play chosen in its list.
#[derive(Clone, Debug, PartialEq)]
pub struct ShownHint {
    /// The length of the match's log when the hint was asked for.
    pub at: usize,
    pub hint: Hint,
    /// The index of the chosen play (0, the best, at first).
    pub selected: usize,
    /// Whether the board shows the top three plays at once instead of the chosen one.
    pub top_three: bool,
}

/// How a play ranks, for its colour: the best green, the second yellow, the others red.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Grade {
    Best,
    Second,
    Worse,
}

impl Grade {
    fn of_rank(rank: usize) -> Grade {
        match rank {
            0 => Grade::Best,
            1 => Grade::Second,
            _ => Grade::Worse,
        }
    }

    /// The CSS class of the colour.
    pub fn class(self) -> &'static str {
        match self {
            Grade::Best => "grade-best",
            Grade::Second => "grade-second",
            Grade::Worse => "grade-worse",
        }
    }
}

/// Both sides' chances as percentages with one decimal: win, gammon, backgammon.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChanceTexts {
    pub mine: [Decimal; 3],
    pub theirs: [Decimal; 3],
}

impl ChanceTexts {
    fn of(chances: &Chances) -> ChanceTexts {
        ChanceTexts {
            mine: [chances.win, chances.win_gammon, chances.win_backgammon].map(percent),
            theirs: [chances.lose, chances.lose_gammon, chances.lose_backgammon].map(percent),
        }
    }
}

/// One row of the ranked plays.
#[derive(Clone, Debug, PartialEq)]
pub struct HintRow {
    /// 1 for the best.
    pub rank: usize,
    /// The play in the reader's numbering (the hint is always for the viewer, who is the
    /// player on roll, so the mover's numbering).
    pub notation: String,
    /// `+0.123`: points a game in money play, EMG in a match.
    pub equity: Decimal,
    /// `-0.045` against the best at this play's depth; none for the best.
    pub loss: Option<Decimal>,
    /// How deeply the play was looked at ("2 rolls ahead", "first look").
    pub depth: Message,
    /// `55.1%` in a match.
    pub match_winning_chance: Option<Decimal>,
    pub chances: ChanceTexts,
    pub grade: Grade,
    pub selected: bool,
}

/// One of the cube hint's three equities.
#[derive(Clone, Debug, PartialEq)]
pub struct CubeRow {
    pub label: Message,
    pub equity: Decimal,
    pub match_winning_chance: Option<Decimal>,
    /// The right action.
    pub best: bool,
}

/// The cube hint.
#[derive(Clone, Debug, PartialEq)]
pub struct CubeHintView {
    /// "Double, take." and the reasons after it, as the engine's messages (the page words them
    /// in the chosen language).
    pub sentences: Vec<Sentence>,
    pub rows: Vec<CubeRow>,
    /// The chances of the player the hint is for (mine) and of the other.
    pub chances: ChanceTexts,
    /// Whether the chances are of the viewer (before the roll) or of the opponent (doubled).
    pub for_doubler: bool,
}

/// The hint panel.
#[derive(Clone, Debug, PartialEq)]
pub struct HintView {
    pub title: Message,
    pub rows: Vec<HintRow>,
    /// The plays were looked at to different depths: Teach me ends by saying that their
    /// equities do not compare across depths and what the losses are against.
    pub mixed_depths: bool,
    /// Teach me: why the best play beats the chosen one (for the best: the second), as the
    /// engine's messages (the page words them in the chosen language).
    pub teach: Vec<Sentence>,
    /// The chosen play's checker ways on the board, coloured by its rank; empty once a checker
    /// of the roll has been moved (the board no longer shows the position of the hint).
    pub marks: Vec<MoveMark>,
    pub grade: Grade,
    /// With the top three shown: the other two of the top three plays' ways (the chosen play
    /// is `marks`), each coloured by its rank; empty otherwise.
    pub others: Vec<(Vec<MoveMark>, Grade)>,
    /// Whether the top three are shown at once.
    pub top_three: bool,
    pub cube: Option<CubeHintView>,
}

/// Whether the person to act may ask for a hint now: hints on for the match, and a roll to
/// play, a cube decision before the roll (the cube in use), or a double to answer.
pub fn hint_available(session: &Session) -> bool {
    if !session.setup.hints || session.human_to_act().is_none() {
        return false;
    }
    match session.game.phase() {
        Phase::Moving { .. } | Phase::CubeOffered { .. } => true,
        Phase::AwaitingRoll { .. } => session.game.settings().cube(),
        _ => false,
    }
}

/// The panel of `shown`, while the match is still in the state the hint is about.
pub fn hint_view(session: &Session, shown: &ShownHint) -> Option<HintView> {
    if shown.at != session.game.log().len() || !hint_available(session) {
        return None;
    }
    let hint = &shown.hint;
    let selected = shown.selected.min(hint.plays.len().saturating_sub(1));
    let rows = hint
        .plays
        .iter()
        .enumerate()
        .map(|(index, play)| row(index, play, index == selected))
        .collect();
    let chosen = hint.plays.get(selected);
    let teach = chosen
        .map(|play| play.explanation.clone())
        .unwrap_or_default();
    let board_is_the_hints = session.steps().is_empty();
    let chosen_marks = match chosen {
        Some(play) if board_is_the_hints => marks(session, play),
        _ => Vec::new(),
    };
    let others = if shown.top_three && board_is_the_hints {
        hint.plays
            .iter()
            .enumerate()
            .take(3)
            .filter(|(index, _)| *index != selected)
            .map(|(index, play)| (marks(session, play), Grade::of_rank(index)))
            .collect()
    } else {
        Vec::new()
    };
    let title = if hint.cube.is_some() {
        msg!("hint-cube-title")
    } else {
        msg!("hint-plays-title")
    };
    let mixed_depths = hint
        .plays
        .windows(2)
        .any(|pair| pair[0].plies != pair[1].plies);
    Some(HintView {
        title,
        rows,
        mixed_depths,
        teach,
        marks: chosen_marks,
        grade: Grade::of_rank(selected),
        others,
        top_three: shown.top_three,
        cube: hint.cube.as_ref().map(|cube| cube_view(cube, hint.player)),
    })
}

/// The plays the board draws as arrows for `view`: the chosen one, or with the top three
/// shown, those three, worst first so that the best is drawn on top; none once the board is
/// no longer the hint's.
pub fn hint_arrows(view: &HintView) -> Vec<(Vec<MoveMark>, Grade)> {
    let mut arrows: Vec<_> = view.others.clone();
    arrows.push((view.marks.clone(), view.grade));
    arrows.retain(|(marks, _)| !marks.is_empty());
    arrows.sort_by_key(|&(_, grade)| std::cmp::Reverse(grade));
    arrows
}

/// How many plays a hint's list draws at first, and how many more each press of its "Show more"
/// adds. A double can have over 150 plays: drawing every row at once took 43 to 60 ms of the
/// main thread on a desktop and up to 383 ms on a phone four times slower (`docs/benchmarks.md`,
/// "The hint's list, 15 plays at a time"); 15 rows hold the plays worth teaching.
pub const LISTED_PLAYS_STEP: usize = 15;

/// The plays a hint's list of `count` plays draws, by index, in order: the first `listed` (all
/// when there are fewer), then the chosen one (`selected`) where it is further down, so that a
/// play chosen far down the ranking (the player's own, from the tutor or a practice, or by the
/// End key) shows with its rank without the rows before it.
pub fn listed_plays(count: usize, selected: usize, listed: usize) -> Vec<usize> {
    let mut plays: Vec<usize> = (0..listed.min(count)).collect();
    if selected >= listed && selected < count {
        plays.push(selected);
    }
    plays
}

/// How many plays a press of "Show more" adds to a list of `count` plays that draws the first
/// `listed`: 0 when it draws them all (no button).
pub fn more_plays(count: usize, listed: usize) -> usize {
    count.saturating_sub(listed).min(LISTED_PLAYS_STEP)
}

/// The index of the play after `selected` in a list of `count` (`step` 1) or before it (-1),
/// staying within the list.
pub fn step_selection(selected: usize, count: usize, step: isize) -> usize {
    let last = count.saturating_sub(1);
    selected.saturating_add_signed(step).min(last)
}

fn row(index: usize, play: &HintedPlay, selected: bool) -> HintRow {
    HintRow {
        rank: index + 1,
        notation: play.notation.clone(),
        equity: signed(play.equity),
        loss: (index != 0).then(|| signed(-play.loss)),
        depth: msg!("hint-depth", plies = play.plies),
        match_winning_chance: play.match_winning_chance.map(percent),
        chances: ChanceTexts::of(&play.chances),
        grade: Grade::of_rank(index),
        selected,
    }
}

/// The ways of the checkers of `play`, read back among the legal plays of the match.
fn marks(session: &Session, play: &HintedPlay) -> Vec<MoveMark> {
    let mover = session.game.on_roll();
    match parse_action(&format!("p:{}", play.notation), &session.game) {
        Some(Action::Play(play)) => {
            // The play's position is seen by the mover; the board's by player 0.
            let after = match mover {
                Player::Zero => play.position,
                Player::One => play.position.switch_sides(),
            };
            play_marks(&after, &play, mover)
        }
        _ => Vec::new(),
    }
}

fn cube_view(cube: &CubeAdvice, player: usize) -> CubeHintView {
    let doubled = cube.take == "take" || cube.take == "beaver";
    let best = match cube.double.as_str() {
        "double" if doubled => 1,
        "double" => 2,
        _ => 0,
    };
    let labels = [
        msg!("hint-cube-no-double"),
        msg!("hint-cube-double-take"),
        msg!("hint-cube-double-pass"),
    ];
    let rows = labels
        .into_iter()
        .enumerate()
        .map(|(index, label)| CubeRow {
            label,
            equity: signed(cube.equities[index]),
            match_winning_chance: cube.match_winning_chances.map(|mwc| percent(mwc[index])),
            best: index == best,
        })
        .collect();
    let for_doubler = cube.doubler == player;
    let mut chances = ChanceTexts::of(&cube.chances);
    if !for_doubler {
        std::mem::swap(&mut chances.mine, &mut chances.theirs);
    }
    CubeHintView {
        sentences: cube.explanation.clone(),
        rows,
        chances,
        for_doubler,
    }
}

/// An equity with its sign and three decimals: `+0.123`, `-0.045`.
fn signed(value: f32) -> Decimal {
    Decimal::signed(f64::from(value), 3)
}

/// A chance (0..=1) in percent with one decimal: `51.2%`.
fn percent(value: f32) -> Decimal {
    Decimal::percent(f64::from(value), 1)
}

#[cfg(test)]
mod tests;
