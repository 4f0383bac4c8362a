//! What a practised decision gives up, read from the worker's hint for the position (the
//! ranked plays, or the cube hint's three equities): no search runs on the page. The losses
//! are the analysis' own ([`crate::tutor::judge`], the doubler's and the taker's cube losses),
//! in normalized equity (EMG in a match).

use bg_engine::analysis::doubling_loss;
use bg_engine::referee::{Action, Match, Phase};

use crate::teaching::Hint;
use crate::tutor::judge;

/// A decision made in a practised position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Answer {
    /// A play, a double, a take, a pass or a beaver.
    Act(Action),
    /// Rolling without doubling, when the player could double.
    NoDouble,
}

/// What `answer` in `game` gives up against the best decision, by `hint`, the worker's hint
/// for that state.
///
/// # Errors
/// A hint that is not about this decision, or an answer that does not fit the state, in words.
pub fn loss_of(hint: &Hint, game: &Match, answer: Answer) -> Result<f32, String> {
    match answer {
        Answer::Act(action) => judge(hint, game, action).map(|judgement| judgement.loss),
        Answer::NoDouble => {
            let Phase::AwaitingRoll { on_roll } = game.phase() else {
                return Err("no double is an answer before the roll only".to_owned());
            };
            if on_roll.index() != hint.player {
                return Err("the hint is for the other player".to_owned());
            }
            let cube = hint.cube.as_ref().ok_or("the hint has no cube hint")?;
            Ok(doubling_loss(cube.equities, false).max(0.0))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::practice::fixtures::{cube_hint, opening_hint, OPENING_42};
    use crate::save::parse_action;

    fn opening() -> Match {
        Match::from_gnubg_id(&OPENING_42.parse().unwrap()).unwrap()
    }

    fn play_answer(game: &Match, moves: &str) -> Answer {
        Answer::Act(parse_action(&format!("p:{moves}"), game).unwrap())
    }

    #[test]
    fn a_play_loses_what_the_hint_ranks_it_at() {
        let game = opening();
        for (moves, loss) in [
            ("8/4 6/4", 0.0),
            ("24/20 13/11", 0.006),
            ("13/11 13/9", 0.095),
        ] {
            assert_eq!(
                loss_of(&opening_hint(), &game, play_answer(&game, moves)),
                Ok(loss)
            );
        }
        // The same play with its checkers in another order is the same play.
        assert_eq!(
            loss_of(&opening_hint(), &game, play_answer(&game, "6/4 8/4")),
            Ok(0.0)
        );
        // A play the hint does not list is not judged.
        assert!(loss_of(&opening_hint(), &game, play_answer(&game, "24/18")).is_err());
    }

    #[test]
    fn cube_answers_lose_the_analysis_cube_losses() {
        let after = game_after_play();
        // Player 1 before the roll: double/take 0.8 beats no double 0.5.
        let hint = cube_hint(1, [0.5, 0.8, 1.0]);
        let rolled = loss_of(&hint, &after, Answer::NoDouble).unwrap();
        assert!((rolled - 0.3).abs() < 1e-6, "{rolled}");
        assert_eq!(loss_of(&hint, &after, Answer::Act(Action::Double)), Ok(0.0));
        // Player 0 doubled: passing gives 1.0 where taking gives 0.8.
        let doubled = after.apply(Action::Double).unwrap();
        let hint = cube_hint(0, [0.5, 0.8, 1.0]);
        assert_eq!(loss_of(&hint, &doubled, Answer::Act(Action::Take)), Ok(0.0));
        let passed = loss_of(&hint, &doubled, Answer::Act(Action::Drop)).unwrap();
        assert!((passed - 0.2).abs() < 1e-6, "{passed}");
    }

    fn game_after_play() -> Match {
        let game = opening();
        game.apply(parse_action("p:8/4 6/4", &game).unwrap())
            .unwrap()
    }

    #[test]
    fn an_answer_that_does_not_fit_the_state_or_the_hint_is_refused() {
        let game = opening();
        // No double while a roll is to be played; a cube hint for a play; a hint for the
        // other player.
        assert!(loss_of(&cube_hint(0, [0.5, 0.8, 1.0]), &game, Answer::NoDouble).is_err());
        assert!(loss_of(
            &cube_hint(0, [0.5, 0.8, 1.0]),
            &game,
            play_answer(&game, "8/4 6/4")
        )
        .is_err());
        let after = game_after_play();
        assert!(loss_of(&cube_hint(0, [0.5, 0.8, 1.0]), &after, Answer::NoDouble).is_err());
        assert!(loss_of(&opening_hint(), &after, Answer::NoDouble).is_err());
        assert!(loss_of(&opening_hint(), &after, Answer::Act(Action::Take)).is_err());
    }
}
