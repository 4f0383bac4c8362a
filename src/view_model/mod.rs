//! Engine state turned into what the board and the panels draw, one module per concern:
//! `board` (checkers per point, which can move and where, labels, dice, cube; point numbers
//! from the viewer's side), `animation` (the paths of moving checkers), `text` (the status
//! line, the match info and the phrases they share with the move log), `controls` (the
//! buttons), `move_log`, `last_turn` (each side's last roll and the opponent's last play),
//! `ending` (the game-over panel), `hints` (why a control is greyed out, where the focus goes
//! next), `sounds`, `hint_panel`, `tutor`, `review`, `practice` and `diagram` (the rules
//! book's boards). Every text is a [`Message`](crate::i18n::Message), worded by the component
//! that draws it. Components only draw these values and send back
//! [`Intent`](crate::state::Intent)s.

mod animation;
mod board;
mod controls;
mod diagram;
mod ending;
mod hint_panel;
mod hints;
mod last_turn;
mod move_log;
mod practice;
mod review;
mod sounds;
mod text;
mod tutor;

#[cfg(test)]
mod colour_tests;
#[cfg(test)]
mod test_support;

pub use animation::{checker_paths, AnimationView, CheckerPath, Leg, Place};
pub use board::{BoardView, CubeOffer, CubeView, DieView, PointView, SideSpot};
pub use controls::{auto_roll_due, controls, Control};
pub use diagram::{diagram_view, DiagramView};
pub use ending::{ending, EndingView, NextStep};
pub use hint_panel::{
    hint_arrows, hint_available, hint_view, listed_plays, more_plays, step_selection, ChanceTexts,
    CubeHintView, CubeRow, Grade, HintRow, HintView, ShownHint, LISTED_PLAYS_STEP,
};
pub use hints::{abandon_warning, double_reason, focus_target, money_rules_note, FocusTarget};
pub use last_turn::{LastPlayView, MoveMark};
pub use move_log::{move_log, move_log_note, renumbered, LogLine};
pub use practice::{
    due_label, practice_session, practice_view, PracticeIntent, PracticeState, PracticeView, Run,
};
pub use review::{
    cube_error_labels, game_starts, hint_session, log_by_game, log_games, match_at, rating_word,
    replay_board, replay_game_step, replay_session, replay_step, replay_view, review_setup,
    review_view, ChartMark, ChartPoint, ChartView, GameLink, LogGames, MistakeRow, PlayerColumn,
    ProgressView, ReplayView, ReviewView, CHART_HEIGHT, CHART_WIDTH, MISTAKES_SHOWN,
};
pub use sounds::{sound_cues, Cue, Heard};
pub use text::{match_info, player_name, status};
pub use tutor::{tutor_level_label, tutor_view, TutorView};

use bg_engine::Player;

use crate::state::Session;

/// Whose side the point numbers are shown from: against the computer always the person's
/// (player 0); in pass and play the player on roll, so that each player reads the numbers of
/// their own moves (24 is always where their back checkers start).
pub fn viewer(session: &Session) -> Player {
    if session.setup.is_human(Player::One) {
        session.game.on_roll()
    } else {
        Player::Zero
    }
}
