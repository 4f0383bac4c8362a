//! The panel at the board when a game or the match is over: who won, how, the points, the
//! score, and the next step.

use bg_engine::referee::{Match, Phase};
use bg_engine::Player;
use bg_engine::WinKind;

use super::text::{ending_note, points_word, says};
use crate::state::Session;

/// What the player does next from the panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextStep {
    /// The match goes on (or a money session): the Next game button.
    NextGame,
    /// The match is won: the New match button (the New game form).
    NewMatch,
}

impl NextStep {
    /// The button's visible name.
    pub fn label(self) -> &'static str {
        match self {
            NextStep::NextGame => "Next game",
            NextStep::NewMatch => "New match",
        }
    }
}

/// The game-over panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndingView {
    pub winner: Player,
    /// "You win the game", "Computer wins the match".
    pub headline: String,
    /// "A gammon: 2 points", "A single game: 1 point (double dropped)".
    pub detail: String,
    /// "Score: You 3, Computer 1 (5-point match)".
    pub score: String,
    pub next: NextStep,
}

/// "A single game", "A gammon", "A backgammon".
fn kind_phrase(kind: WinKind) -> &'static str {
    match kind {
        WinKind::Single => "A single game",
        WinKind::Gammon => "A gammon",
        WinKind::Backgammon => "A backgammon",
    }
}

fn score_line(session: &Session, game: &Match, label: &str) -> String {
    let score = game.score();
    let name = |player: Player| session.setup.name(player);
    let length = match game.match_length() {
        0 => "money game".to_owned(),
        n => format!("{n}-point match"),
    };
    format!(
        "{label}: {} {}, {} {} ({length})",
        name(Player::Zero),
        score[Player::Zero],
        name(Player::One),
        score[Player::One]
    )
}

/// The panel when a game or the match is over; `None` while one is on.
pub fn ending(session: &Session) -> Option<EndingView> {
    let game = &session.game;
    let result = game.game_results().last()?;
    let (winner, what, score_label, next) = match game.phase() {
        Phase::GameOver { winner, .. } => (winner, "game", "Score", NextStep::NextGame),
        Phase::MatchOver { winner } => (winner, "match", "Final score", NextStep::NewMatch),
        _ => return None,
    };
    Some(EndingView {
        winner,
        headline: format!("{} the {what}", says(session.setup.name(winner), "wins")),
        detail: format!(
            "{}: {}{}",
            kind_phrase(result.kind),
            points_word(result.points),
            ending_note(game)
        ),
        score: score_line(session, game, score_label),
        next,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::{GameSetup, Opponent};
    use crate::view_model::test_support::{act, play_31_by_presses};
    use bg_engine::referee::Action;

    fn versus(length: u32) -> Session {
        Session::new(GameSetup {
            length,
            opponent: Opponent::Human,
            names: ["You".to_owned(), "Bob".to_owned()],
            ..GameSetup::default()
        })
        .unwrap()
    }

    #[test]
    fn a_dropped_double_ends_the_game_with_the_score_and_next_game() {
        let session = play_31_by_presses(&act(&versus(5), Action::OpeningRoll { zero: 3, one: 1 }));
        assert_eq!(ending(&session), None, "the game is on");
        let session = act(&act(&session, Action::Double), Action::Drop);
        assert_eq!(
            ending(&session),
            Some(EndingView {
                winner: Player::One,
                headline: "Bob wins the game".to_owned(),
                detail: "A single game: 1 point (double dropped)".to_owned(),
                score: "Score: You 0, Bob 1 (5-point match)".to_owned(),
                next: NextStep::NextGame,
            })
        );
    }

    #[test]
    fn a_won_match_says_so_with_the_final_score_and_new_match() {
        let session = act(&versus(1), Action::OpeningRoll { zero: 3, one: 1 });
        let session = act(&session, Action::Resign(WinKind::Gammon));
        let session = act(&session, Action::AcceptResignation);
        let view = ending(&session).unwrap();
        assert_eq!(view.headline, "Bob wins the match");
        assert_eq!(view.detail, "A gammon: 2 points (resigned)");
        assert_eq!(view.score, "Final score: You 0, Bob 2 (1-point match)");
        assert_eq!(view.next, NextStep::NewMatch);
        assert_eq!(view.next.label(), "New match");
    }

    #[test]
    fn you_win_agrees_with_you() {
        let session = play_31_by_presses(&act(&versus(5), Action::OpeningRoll { zero: 3, one: 1 }));
        let session = act(&session, Action::Resign(WinKind::Single));
        let session = act(&session, Action::AcceptResignation);
        assert_eq!(ending(&session).unwrap().headline, "You win the game");
    }
}
