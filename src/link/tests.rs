//! The `#gnubg=` link: the ID read from the fragment, the match it opens, and bad IDs.

use super::*;
use bg_engine::referee::Phase;
use bg_engine::Player;

/// The opening position, player 0 to play 4-2 in a money game (the referee's `gnubg_id` after
/// the opening roll 4-2).
const OPENING_42: &str = "4HPwATDgc/ABMA:MAEKAAAAAAAA";

#[test]
fn a_gnubg_fragment_carries_its_id_with_escapes_decoded() {
    let cases = [
        ("#gnubg=4HPwATDgc/ABMA:MAEKAAAAAAAA", Some(OPENING_42)),
        ("gnubg=4HPwATDgc/ABMA:MAEKAAAAAAAA", Some(OPENING_42)),
        ("#gnubg=4HPwATDgc%2FABMA%3AMAEKAAAAAAAA", Some(OPENING_42)),
        ("#gnubg=a%2", Some("a%2")),
        ("#gnubg=%zz", Some("%zz")),
        ("#xgid=whatever", None),
        ("", None),
        ("#", None),
    ];
    for (fragment, id) in cases {
        assert_eq!(link_id(fragment).as_deref(), id, "{fragment}");
    }
}

#[test]
fn a_link_opens_its_position_with_the_chosen_opponent() {
    let base = GameSetup::default();
    let (setup, game) = linked_match(
        OPENING_42,
        &base,
        LinkOpponent::Computer(BotKind::DEFAULT_OPPONENT),
    )
    .unwrap();
    assert_eq!(setup.length, 0, "a money game");
    assert_eq!(setup.opponent, base.opponent);
    assert_eq!(setup.names, base.names);
    assert!(matches!(
        game.phase(),
        Phase::Moving {
            on_roll: Player::Zero,
            ..
        }
    ));
    assert_eq!(game.log().len(), 0);
    let (human, _) = linked_match(OPENING_42, &base, LinkOpponent::PassAndPlay).unwrap();
    assert_eq!(human.opponent, Opponent::Human);
    assert_eq!(human.names, ["Black".to_owned(), "White".to_owned()]);
    // The save keeps the linked start, so the match resumes after a reload.
    let text = crate::save::encode(&setup, &game);
    let (_, restored) = crate::save::decode(&text).unwrap();
    assert_eq!(restored.position(), game.position());
}

#[test]
fn a_bad_link_says_what_is_wrong_and_never_panics() {
    let base = GameSetup::default();
    let cases = [
        ("", "link-error-syntax"),
        ("4HPwATDgc/ABMA", "link-error-syntax"),
        ("a:b:c", "link-error-syntax"),
        ("!!!!:cAkAAAAAAAAA", "link-error-position"),
        ("4HPwATDgc/ABMA:????", "link-error-match"),
        // A double offered after the dice are rolled: read, but no state the referee plays.
        ("4HPwATDgc/ABMA:MBkKAAAAAAAA", "link-error-state"),
    ];
    for (id, message) in cases {
        let error = linked_match(id, &base, LinkOpponent::PassAndPlay).unwrap_err();
        assert_eq!(error.id, message, "{id}");
    }
}

#[test]
fn the_offered_computer_is_the_last_chosen_one() {
    let base = GameSetup::default();
    assert_eq!(offered_computer(&base), BotKind::DEFAULT_OPPONENT);
    let human = GameSetup {
        opponent: Opponent::Human,
        ..base
    };
    assert_eq!(offered_computer(&human), BotKind::DEFAULT_OPPONENT);
}

#[test]
fn the_linked_setup_describes_the_rules_the_referee_plays_not_the_last_choices() {
    let base = GameSetup {
        cube: false,
        jacoby: false,
        beavers: false,
        hints: false,
        length: 7,
        ..GameSetup::default()
    };
    let (setup, game) = linked_match(OPENING_42, &base, LinkOpponent::PassAndPlay).unwrap();
    let rules = game.settings();
    assert_eq!(setup.length, 0);
    assert!(setup.cube && rules.cube(), "a Match ID's game has the cube");
    assert_eq!(setup.jacoby, rules.jacoby());
    assert_eq!(setup.beavers, rules.beavers() > 0);
    assert!(setup.hints, "a position opened by link has the hint");
}

#[test]
fn an_xgid_pasted_opens_under_its_beaver_rule_and_its_save_reloads_so() {
    // Money play, Jacoby on, no beavers (rules 1); the bottom player (gnubg's player 1) has
    // doubled, the top player must answer.
    let no_beavers = "XGID=-b----E-C---eE---c-e----B-:0:0:1:D:0:0:1:0:10";
    let (setup, game) =
        linked_match(no_beavers, &GameSetup::default(), LinkOpponent::PassAndPlay).unwrap();
    assert_eq!(game.settings().beavers(), 0);
    assert!(!setup.beavers);
    assert!(setup.jacoby && game.settings().jacoby());
    assert!(
        matches!(game.phase(), Phase::CubeOffered { .. }),
        "{:?}",
        game.phase()
    );
    assert!(game.apply(bg_engine::referee::Action::Beaver).is_err());
    // Saved and read back (a set-up start: its GNU Backgammon ID, which has no beaver rule),
    // the match still allows no beaver.
    let (read_setup, read_game) = crate::save::decode(&crate::save::encode(&setup, &game)).unwrap();
    assert!(!read_setup.beavers);
    assert_eq!(read_game.settings().beavers(), 0);
    assert_eq!(read_game, game);
    // The same position with beavers allowed (rules 3) allows the beaver.
    let beavers = no_beavers.replace(":1:0:10", ":3:0:10");
    let (_, game) =
        linked_match(&beavers, &GameSetup::default(), LinkOpponent::PassAndPlay).unwrap();
    assert!(game.apply(bg_engine::referee::Action::Beaver).is_ok());
    // A bad XGID gets the Position dialog's message naming its part.
    let error = linked_match(
        "XGID=-b:0",
        &GameSetup::default(),
        LinkOpponent::PassAndPlay,
    )
    .unwrap_err();
    assert_eq!(error.id, "ids-error-xgid-fields");
}
