//! The panel at the board when a game or the match is over: who won, how, the points, the
//! score, and the next step.

use bg_engine::referee::{Match, Phase};
use bg_engine::Player;

use super::text::{ending_kind, person, player_name, win_kind};
use crate::i18n::Message;
use crate::msg;
use crate::setup::Colour;
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
    pub fn label(self) -> Message {
        match self {
            NextStep::NextGame => msg!("control-next-game"),
            NextStep::NewMatch => msg!("ending-new-match"),
        }
    }
}

/// The game-over panel.
#[derive(Clone, Debug, PartialEq)]
pub struct EndingView {
    pub winner: Player,
    /// The winner's colour.
    pub colour: Colour,
    /// "You win the game", "Computer wins the match".
    pub headline: Message,
    /// "A gammon: 2 points", "A single game: 1 point (double dropped)".
    pub detail: Message,
    /// "Score: You 3, Computer 1 (5-point match)".
    pub score: Message,
    pub next: NextStep,
}

/// "Score: You 3, Computer 1 (5-point match)", or "Final score: ..." once the match is won.
fn score_line(session: &Session, game: &Match, last: &'static str) -> Message {
    let score = game.score();
    let setup = &session.setup;
    msg!(
        "ending-score",
        last = last,
        zero = player_name(setup, Player::Zero),
        zero_score = score[Player::Zero],
        one = player_name(setup, Player::One),
        one_score = score[Player::One],
        length = game.match_length()
    )
}

/// The panel when a game or the match is over; `None` while one is on.
pub fn ending(session: &Session) -> Option<EndingView> {
    let game = &session.game;
    let setup = &session.setup;
    let result = game.game_results().last()?;
    let (winner, what, last, next) = match game.phase() {
        Phase::GameOver { winner, .. } => (winner, "game", "no", NextStep::NextGame),
        Phase::MatchOver { winner } => (winner, "match", "yes", NextStep::NewMatch),
        _ => return None,
    };
    Some(EndingView {
        winner,
        colour: setup.colours().of(winner),
        headline: msg!(
            "ending-headline",
            name = player_name(setup, winner),
            person = person(setup, winner),
            what = what
        ),
        detail: msg!(
            "ending-detail",
            kind = win_kind(result.kind),
            points = result.points,
            ending = ending_kind(game)
        ),
        score: score_line(session, game, last),
        next,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::{GameSetup, Opponent};
    use crate::view_model::test_support::{act, english, play_31_by_presses};
    use bg_engine::referee::Action;
    use bg_engine::WinKind;

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
        let view = ending(&session).unwrap();
        assert_eq!(view.winner, Player::One);
        assert_eq!(english(&view.headline), "Bob wins the game");
        assert_eq!(
            english(&view.detail),
            "A single game: 1 point (double dropped)"
        );
        assert_eq!(english(&view.score), "Score: You 0, Bob 1 (5-point match)");
        assert_eq!(view.next, NextStep::NextGame);
    }

    #[test]
    fn a_won_match_says_so_with_the_final_score_and_new_match() {
        let session = act(&versus(1), Action::OpeningRoll { zero: 3, one: 1 });
        let session = act(&session, Action::Resign(WinKind::Gammon));
        let session = act(&session, Action::AcceptResignation);
        let view = ending(&session).unwrap();
        assert_eq!(english(&view.headline), "Bob wins the match");
        assert_eq!(english(&view.detail), "A gammon: 2 points (resigned)");
        assert_eq!(
            english(&view.score),
            "Final score: You 0, Bob 2 (1-point match)"
        );
        assert_eq!(view.next, NextStep::NewMatch);
        assert_eq!(english(&view.next.label()), "New match");
    }

    #[test]
    fn you_win_agrees_with_you() {
        let session = play_31_by_presses(&act(&versus(5), Action::OpeningRoll { zero: 3, one: 1 }));
        let session = act(&session, Action::Resign(WinKind::Single));
        let session = act(&session, Action::AcceptResignation);
        assert_eq!(
            english(&ending(&session).unwrap().headline),
            "You win the game"
        );
    }
}
