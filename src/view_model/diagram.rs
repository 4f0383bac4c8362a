//! A diagram of the rules book as the board draws it: the position before the play and, when
//! the diagram has a play, the position after it, both with the play's arrows (the hint's
//! arrows, `last_turn::play_marks`), and nothing on them that moves or takes input.

use bg_engine::ids::GnubgId;
use bg_engine::notation::parse_play;
use bg_engine::referee::{Action, Match, Phase};
use bg_engine::Player;

use super::board::BoardView;
use super::last_turn::{play_marks, MoveMark};
use crate::i18n::Message;
use crate::rules_book::{Diagram, Viewpoint};
use crate::settings::AnimationSpeed;
use crate::setup::GameSetup;
use crate::state::Session;

/// What the rules book draws for a diagram.
#[derive(Clone, Debug, PartialEq)]
pub struct DiagramView {
    /// The element id, also the test id.
    pub key: &'static str,
    pub before: BoardView,
    /// The board after the play, with its dice shown as played; `None` without a play.
    pub after: Option<BoardView>,
    /// The play's arrows: on the board before, to the places its checkers will take; on the
    /// board after, from the places they left.
    pub marks: Vec<MoveMark>,
    /// The play in GNU Backgammon's notation, for the caption.
    pub play: Option<&'static str>,
    pub caption: Message,
    /// The text alternative of the board before the play.
    pub alt: Message,
}

/// The board of `game` as it stands, drawn as `view` says, with nothing movable and no
/// animation.
fn still_board(game: &Match, view: Viewpoint) -> BoardView {
    let setup = GameSetup {
        bottom_colour: view.mover,
        ..GameSetup::default()
    };
    let mut session = Session::resume(setup, game.clone());
    session.turn = None;
    session.selected = None;
    session.settings.animation = AnimationSpeed::Off;
    session.settings.home = view.home;
    BoardView::new(&session)
}

/// The diagram's boards and words as `view` draws and colours them, or `None` when its data
/// does not read (the rules book's tests check that every diagram does; the book then leaves
/// the diagram out rather than fail).
pub fn diagram_view(diagram: Diagram, view: Viewpoint) -> Option<DiagramView> {
    let id = GnubgId::from_gnubg_id(diagram.gnubg_id()).ok()?;
    let game = Match::from_gnubg_id(&id).ok()?;
    let before = still_board(&game, view);
    let (after, marks) = match diagram.play() {
        None => (None, Vec::new()),
        Some(text) => {
            let Phase::Moving {
                on_roll: Player::Zero,
                dice,
            } = game.phase()
            else {
                return None;
            };
            let play = parse_play(&game.position(), dice, text).ok()?;
            let marks = play_marks(&play.position, &play, Player::Zero);
            let next = game.apply(Action::Play(play)).ok()?;
            let mut after = still_board(&next, view);
            after.dice = before
                .dice
                .iter()
                .map(|die| super::DieView { used: true, ..*die })
                .collect();
            (Some(after), marks)
        }
    };
    Some(DiagramView {
        key: diagram.key(),
        before,
        after,
        marks,
        play: diagram.play(),
        caption: diagram.caption(view),
        alt: diagram.alt(view),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view_model::Place;

    #[test]
    fn every_diagram_has_its_boards_and_nothing_on_them_moves() {
        for diagram in Diagram::ALL {
            let view = diagram_view(diagram, Viewpoint::default())
                .unwrap_or_else(|| panic!("{diagram:?}"));
            assert_eq!(
                view.after.is_some(),
                diagram.play().is_some(),
                "{diagram:?}"
            );
            assert_eq!(
                view.marks.is_empty(),
                diagram.play().is_none(),
                "{diagram:?}"
            );
            for board in std::iter::once(&view.before).chain(view.after.as_ref()) {
                assert!(board.points.iter().all(|p| !p.movable && !p.selected));
                assert!(!board.bars.zero.movable && !board.trays.zero.movable);
                assert_eq!(board.animation, None, "{diagram:?}");
                assert_eq!(board.roll_ms, 0, "{diagram:?}: the dice do not roll");
            }
        }
    }

    #[test]
    fn the_hit_diagram_shows_the_blot_going_to_the_bar() {
        let view = diagram_view(Diagram::Hit, Viewpoint::default()).unwrap();
        // Black's 7-point holds White's blot before and two black checkers after.
        assert_eq!(view.before.points[6].count, 1);
        assert_eq!(view.before.points[6].owner, Some(Player::One));
        let after = view.after.unwrap();
        assert_eq!(after.points[6].count, 2);
        assert_eq!(after.points[6].owner, Some(Player::Zero));
        assert_eq!(after.bars.one.count, 1);
        // 13/7* 8/7: two arrows, the one from the 13-point marked as a hit.
        assert_eq!(view.marks.len(), 2);
        let hit = view.marks.iter().find(|mark| mark.hit).unwrap();
        assert!(matches!(hit.from, Place::Point { number: 13, .. }));
        assert!(matches!(hit.to, Place::Point { number: 7, .. }));
    }

    #[test]
    fn the_dice_of_a_diagram_are_shown_before_and_as_played_after() {
        let view = diagram_view(Diagram::LargerDie, Viewpoint::default()).unwrap();
        let before: Vec<(u8, bool)> = view.before.dice.iter().map(|d| (d.value, d.used)).collect();
        assert_eq!(before, vec![(6, false), (3, false)]);
        let after = view.after.unwrap();
        assert!(after.dice.iter().all(|die| die.used));
        assert_eq!(after.dice.len(), 2);
    }

    #[test]
    fn the_diagrams_follow_the_home_side_and_colour_of_the_game_board() {
        use crate::settings::HomeSide;
        use crate::setup::Colour;
        use crate::view_model::test_support::english;
        let white_left = Viewpoint {
            home: HomeSide::Left,
            mover: Colour::White,
        };
        for diagram in Diagram::ALL {
            let view = diagram_view(diagram, white_left).unwrap();
            for board in std::iter::once(&view.before).chain(view.after.as_ref()) {
                assert_eq!(board.home, HomeSide::Left, "{diagram:?}");
                assert_eq!(board.colours.of(Player::Zero), Colour::White, "{diagram:?}");
                assert_eq!(board.colours.of(Player::One), Colour::Black, "{diagram:?}");
            }
            let plain = diagram_view(diagram, Viewpoint::default()).unwrap();
            assert_eq!(plain.before.home, HomeSide::Right);
            assert_eq!(plain.before.colours.of(Player::Zero), Colour::Black);
        }
        let hit = diagram_view(Diagram::Hit, white_left).unwrap();
        assert_eq!(
            hit.before.points[6].colour,
            Some(Colour::Black),
            "Black's blot"
        );
        assert_eq!(
            english(&hit.caption),
            "White rolls 6 and 1 and plays 13/7* 8/7: the 6 hits Black's blot on the 7-point \
             and the 1 covers it. The hit checker goes to the bar."
        );
        assert_eq!(
            english(&hit.alt),
            "White to play 6 and 1 from the starting position; Black has a single checker on \
             White's 7-point."
        );
        let black = diagram_view(Diagram::Hit, Viewpoint::default()).unwrap();
        assert!(english(&black.caption).starts_with("Black rolls 6 and 1"));
    }

    #[test]
    fn every_diagrams_words_name_the_chosen_colours_in_every_language() {
        use crate::i18n::Language;
        use crate::setup::Colour;
        use crate::view_model::test_support::in_language;
        let as_colour = |mover| Viewpoint {
            mover,
            ..Viewpoint::default()
        };
        for language in Language::ALL {
            for diagram in Diagram::ALL {
                let black = diagram_view(diagram, as_colour(Colour::Black)).unwrap();
                let white = diagram_view(diagram, as_colour(Colour::White)).unwrap();
                let words = |view: &DiagramView| {
                    (
                        in_language(language, &view.caption),
                        in_language(language, &view.alt),
                    )
                };
                let ((black_caption, black_alt), (white_caption, white_alt)) =
                    (words(&black), words(&white));
                assert_ne!(black_caption, white_caption, "{language:?} {diagram:?}");
                // The starting position's description names no side.
                if diagram != Diagram::Start {
                    assert_ne!(black_alt, white_alt, "{language:?} {diagram:?}");
                }
            }
        }
    }

    #[test]
    fn the_scoring_diagrams_end_the_game() {
        for diagram in [Diagram::Single, Diagram::Gammon, Diagram::Backgammon] {
            let after = diagram_view(diagram, Viewpoint::default())
                .unwrap()
                .after
                .unwrap();
            assert_eq!(after.turn_of, None, "{diagram:?}: the game is over");
            assert_eq!(after.trays.zero.count, 15, "{diagram:?}");
        }
    }
}
