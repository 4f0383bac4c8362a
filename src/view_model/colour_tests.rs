//! Playing White or Black: every view that names or paints a side takes its colour from the
//! match's setup ([`crate::setup::Colours`]), for both choices of the bottom player's colour.

use bg_engine::referee::Action;
use bg_engine::{Dice, Player, WinKind};

use super::test_support::{act, english, in_language, play_31_by_presses};
use super::{ending, move_log, BoardView};
use crate::i18n::Language;
use crate::setup::{Colour, GameSetup, Opponent};
use crate::state::Session;

/// Against the computer, the person (player 0, at the bottom) playing `colour`.
fn versus_computer(colour: Colour) -> Session {
    Session::new(GameSetup {
        bottom_colour: colour,
        ..GameSetup::default()
    })
    .unwrap()
}

/// The two choices: (the person's colour's name, the computer's).
const CHOICES: [(Colour, &str, &str); 2] = [
    (Colour::Black, "black", "white"),
    (Colour::White, "white", "black"),
];

#[test]
fn the_board_paints_and_names_each_side_in_its_chosen_colour() {
    for (colour, mine, theirs) in CHOICES {
        let view = BoardView::new(&versus_computer(colour));
        let (own_13, their_12) = (&view.points[12], &view.points[11]);
        assert_eq!(own_13.owner, Some(Player::Zero));
        assert_eq!(own_13.colour, Some(colour), "{colour:?}");
        assert_eq!(their_12.colour, Some(colour.other()), "{colour:?}");
        assert_eq!(view.points[6].colour, None, "an empty point has no colour");
        assert_eq!(
            english(&own_13.label),
            format!("13-point: five {mine} checkers")
        );
        assert_eq!(
            english(&their_12.label),
            format!("12-point: five {theirs} checkers")
        );
        assert_eq!(view.bars.zero.colour, colour);
        assert_eq!(view.trays.one.colour, colour.other());
        let capital = |name: &str| name[..1].to_uppercase() + &name[1..];
        assert_eq!(
            english(&view.trays.zero.label),
            format!("{}'s bear-off tray: no checkers", capital(mine))
        );
        assert_eq!(
            english(&view.bars.one.label),
            format!("{}'s bar: no checkers", capital(theirs))
        );
        assert_eq!(view.colours.name(Player::Zero), mine);
        assert_eq!(view.colours.name(Player::One), theirs);
    }
}

#[test]
fn the_accessible_names_say_the_chosen_colour_in_every_language() {
    let white = BoardView::new(&versus_computer(Colour::White));
    let black = BoardView::new(&versus_computer(Colour::Black));
    for (language, white_word) in [
        (Language::Polish, "białych"),
        (Language::Esperanto, "blankaj"),
        (Language::Estonian, "valget"),
    ] {
        let as_white = in_language(language, &white.points[12].label);
        let as_black = in_language(language, &black.points[12].label);
        assert!(as_white.contains(white_word), "{language:?}: {as_white}");
        assert!(!as_black.contains(white_word), "{language:?}: {as_black}");
    }
}

#[test]
fn the_point_numbers_stay_the_persons_whatever_the_colour() {
    for (colour, ..) in CHOICES {
        let session = act(
            &versus_computer(colour),
            Action::OpeningRoll { zero: 1, one: 3 },
        );
        let view = BoardView::new(&session);
        assert_eq!(view.viewer, Player::Zero, "{colour:?}");
        assert_eq!(view.points[0].shown, 1);
        assert_eq!(view.points[23].shown, 24);
    }
}

#[test]
fn the_opening_dice_are_each_sides_colour() {
    for (colour, ..) in CHOICES {
        let session = act(
            &versus_computer(colour),
            Action::OpeningRoll { zero: 3, one: 1 },
        );
        let view = BoardView::new(&session);
        let painted: Vec<Colour> = view
            .dice
            .iter()
            .map(|die| view.colours.of(die.colour))
            .collect();
        assert_eq!(painted, vec![colour, colour.other()], "{colour:?}");
    }
}

#[test]
fn the_move_log_the_last_play_and_the_game_over_panel_use_the_chosen_colours() {
    for (colour, ..) in CHOICES {
        // The computer wins the opening roll and runs 24/14.
        let session = act(
            &versus_computer(colour),
            Action::OpeningRoll { zero: 4, one: 6 },
        );
        let run = session
            .game
            .legal_plays()
            .into_iter()
            .find(|play| bg_engine::notation::write_play(play) == "24/14")
            .unwrap();
        let session = act(&session, Action::Play(run));
        let line = move_log(&session).pop().unwrap();
        assert_eq!(line.player, Some(Player::One));
        assert_eq!(line.colour, Some(colour.other()), "{colour:?}");
        let rolled = act(&session, Action::Roll(Dice::new(3, 1).unwrap()));
        let last = BoardView::new(&rolled).last_play.unwrap();
        assert_eq!(last.colour, colour.other(), "{colour:?}");
        let resigned = act(&rolled, Action::Resign(WinKind::Single));
        let over = act(&resigned, Action::AcceptResignation);
        let view = ending(&over).unwrap();
        assert_eq!(view.winner, Player::One);
        assert_eq!(view.colour, colour.other(), "{colour:?}");
    }
}

#[test]
fn pass_and_play_names_and_labels_follow_the_colours() {
    let white_below = Session::new(GameSetup {
        opponent: Opponent::Human,
        names: [String::new(), String::new()],
        bottom_colour: Colour::White,
        ..GameSetup::default()
    })
    .unwrap();
    assert_eq!(
        english(&super::player_name(&white_below.setup, Player::Zero)),
        "White"
    );
    assert_eq!(
        english(&super::player_name(&white_below.setup, Player::One)),
        "Black"
    );
    let session = play_31_by_presses(&act(&white_below, Action::OpeningRoll { zero: 3, one: 1 }));
    let line = move_log(&session).pop().unwrap();
    assert_eq!(english(&line.text), "White: 31: 8/5 6/5");
    assert_eq!(line.colour, Some(Colour::White));
    // Black on roll: the numbers are Black's own (pass and play), the colours still the sides'.
    let rolled = act(&session, Action::Roll(Dice::new(6, 5).unwrap()));
    let view = BoardView::new(&rolled);
    assert_eq!(view.viewer, Player::One);
    assert_eq!(
        english(&view.points[0].label),
        "24-point: two black checkers, can move"
    );
    assert_eq!(
        view.turn_of.map(|player| view.colours.of(player)),
        Some(Colour::Black)
    );
}

#[test]
fn the_reviews_replay_keeps_the_matchs_colours() {
    for (colour, ..) in CHOICES {
        let session = play_31_by_presses(&act(
            &versus_computer(colour),
            Action::OpeningRoll { zero: 3, one: 1 },
        ));
        for at in 0..=session.game.log().len() {
            let replay = super::replay_board(&super::replay_session(&session, at));
            assert_eq!(
                replay.colours.of(Player::Zero),
                colour,
                "{colour:?} at {at}"
            );
            assert_eq!(replay.points[12].colour, Some(colour), "{colour:?} at {at}");
        }
    }
}

#[test]
fn a_position_opened_from_a_link_keeps_the_persons_colour() {
    use crate::link::{linked_match, LinkOpponent};
    let base = GameSetup {
        bottom_colour: Colour::White,
        ..GameSetup::default()
    };
    let id = crate::rules_book::Diagram::Start.gnubg_id();
    let (versus, _) = linked_match(
        id,
        &base,
        LinkOpponent::Computer(bg_engine::bots::BotKind::Random),
    )
    .unwrap();
    assert_eq!(versus.bottom_colour, Colour::White);
    let (human, _) = linked_match(id, &base, LinkOpponent::PassAndPlay).unwrap();
    assert_eq!(human.bottom_colour, Colour::White);
    assert_eq!(human.names, ["White".to_owned(), "Black".to_owned()]);
}
