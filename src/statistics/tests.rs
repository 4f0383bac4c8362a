use super::*;
use bg_engine::referee::MatchSettings;

use crate::save;
use crate::state::{Intent, Session, Spot};
use crate::stored::{decode, Unreadable};

fn setup(opponent: Opponent, length: u32) -> GameSetup {
    GameSetup {
        opponent,
        length,
        ..GameSetup::default()
    }
}

fn against_random(length: u32) -> GameSetup {
    setup(Opponent::Computer(BotKind::Random), length)
}

/// Plays one game to its end under `game`: an opening roll won by `loser` with `high` against
/// a 1 (so that different `high`s make different games), then `loser` resigns `kind` at once
/// and the winner accepts.
fn lose_a_game(game: &mut Match, loser: Player, high: u8, kind: WinKind) {
    if matches!(game.phase(), Phase::GameOver { .. }) {
        game.apply_mut(Action::NextGame).unwrap();
    }
    let (zero, one) = match loser {
        Player::Zero => (high, 1),
        Player::One => (1, high),
    };
    game.apply_mut(Action::OpeningRoll { zero, one }).unwrap();
    game.apply_mut(Action::Resign(kind)).unwrap();
    game.apply_mut(Action::AcceptResignation).unwrap();
}

fn new_match(setup: &GameSetup) -> Match {
    Match::new(setup.settings().unwrap())
}

#[test]
fn nothing_is_counted_before_a_game_ends() {
    let setup = against_random(3);
    let mut game = new_match(&setup);
    game.apply_mut(Action::OpeningRoll { zero: 3, one: 1 })
        .unwrap();
    let mut stats = Statistics::default();
    assert!(!stats.record(&setup, &game));
    assert!(stats.is_empty());
    assert_eq!(stats.tally("random"), None);
}

#[test]
fn a_finished_game_is_counted_once_however_often_it_is_seen() {
    let setup = against_random(5);
    let mut game = new_match(&setup);
    lose_a_game(&mut game, Player::One, 4, WinKind::Single);
    let mut stats = Statistics::default();
    assert!(stats.record(&setup, &game));
    assert!(!stats.record(&setup, &game));
    assert!(!stats.record(&setup, &game.clone()));
    let tally = stats.tally("random").unwrap();
    assert_eq!((tally.games_won, tally.games_lost), (1, 0));
}

#[test]
fn a_reload_after_game_over_counts_nothing_again() {
    // The app's reload: the statistics and the match both come back from their stored text.
    let setup = against_random(0);
    let mut game = new_match(&setup);
    lose_a_game(&mut game, Player::Zero, 6, WinKind::Gammon);
    let mut stats = Statistics::default();
    assert!(stats.record(&setup, &game));
    let mut reloaded: Statistics = decode(&stats.encode()).unwrap();
    let (restored_setup, restored_game) = save::decode(&save::encode(&setup, &game)).unwrap();
    assert!(!reloaded.record(&restored_setup, &restored_game));
    assert_eq!(reloaded, stats);
}

#[test]
fn later_games_of_the_same_match_are_counted_as_they_end() {
    let setup = against_random(0);
    let mut game = new_match(&setup);
    let mut stats = Statistics::default();
    lose_a_game(&mut game, Player::One, 2, WinKind::Single);
    assert!(stats.record(&setup, &game));
    lose_a_game(&mut game, Player::Zero, 3, WinKind::Single);
    lose_a_game(&mut game, Player::One, 5, WinKind::Backgammon);
    assert!(stats.record(&setup, &game));
    assert!(!stats.record(&setup, &game));
    let tally = stats.tally("random").unwrap();
    assert_eq!(
        tally,
        Tally {
            games_won: 2,
            games_lost: 1,
            backgammons_won: 1,
            ..Tally::default()
        }
    );
}

#[test]
fn gammons_and_backgammons_count_for_the_winner_and_against_the_loser() {
    // (loser, kind, expected tally of player 0)
    let cases = [
        (
            Player::One,
            WinKind::Gammon,
            Tally {
                games_won: 1,
                gammons_won: 1,
                ..Tally::default()
            },
        ),
        (
            Player::Zero,
            WinKind::Gammon,
            Tally {
                games_lost: 1,
                gammons_lost: 1,
                ..Tally::default()
            },
        ),
        (
            Player::One,
            WinKind::Backgammon,
            Tally {
                games_won: 1,
                backgammons_won: 1,
                ..Tally::default()
            },
        ),
        (
            Player::Zero,
            WinKind::Backgammon,
            Tally {
                games_lost: 1,
                backgammons_lost: 1,
                ..Tally::default()
            },
        ),
        (
            Player::Zero,
            WinKind::Single,
            Tally {
                games_lost: 1,
                ..Tally::default()
            },
        ),
    ];
    for (loser, kind, expected) in cases {
        let setup = setup(Opponent::Human, 0);
        let mut game = new_match(&setup);
        lose_a_game(&mut game, loser, 4, kind);
        let mut stats = Statistics::default();
        stats.record(&setup, &game);
        assert_eq!(
            stats.tally(TWO_PLAYERS_KEY),
            Some(expected),
            "{loser:?} {kind:?}"
        );
    }
}

#[test]
fn the_end_of_a_match_is_counted_once_with_its_last_game() {
    for (loser, won) in [(Player::One, true), (Player::Zero, false)] {
        let setup = against_random(3);
        let mut game = new_match(&setup);
        let mut stats = Statistics::default();
        lose_a_game(&mut game, loser, 3, WinKind::Single);
        stats.record(&setup, &game);
        lose_a_game(&mut game, loser, 5, WinKind::Gammon);
        assert!(matches!(game.phase(), Phase::MatchOver { .. }));
        assert!(stats.record(&setup, &game));
        assert!(!stats.record(&setup, &game));
        let tally = stats.tally("random").unwrap();
        assert_eq!(
            (tally.matches_won, tally.matches_lost),
            (won as u32, !won as u32)
        );
        assert_eq!(tally.games_won + tally.games_lost, 2);
    }
}

#[test]
fn another_match_is_counted_even_against_the_same_opponent() {
    let setup = against_random(1);
    let mut stats = Statistics::default();
    for high in [2, 3, 4] {
        let mut game = new_match(&setup);
        lose_a_game(&mut game, Player::One, high, WinKind::Single);
        assert!(stats.record(&setup, &game));
    }
    let tally = stats.tally("random").unwrap();
    assert_eq!((tally.games_won, tally.matches_won), (3, 3));
}

#[test]
fn opponents_are_counted_apart_and_listed_weakest_first_then_two_players() {
    let mut stats = Statistics::default();
    let setups = [
        setup(Opponent::Human, 0),
        setup(Opponent::Computer(BotKind::DEFAULT_OPPONENT), 0),
        against_random(0),
    ];
    for setup in &setups {
        let mut game = new_match(setup);
        lose_a_game(&mut game, Player::One, 6, WinKind::Single);
        assert!(stats.record(setup, &game));
    }
    let names: Vec<&str> = stats
        .opponents()
        .iter()
        .map(|record| record.name.as_str())
        .collect();
    let computer = |kind: BotKind| format!("Computer: {}", kind.label());
    assert_eq!(
        names,
        [
            computer(BotKind::Random),
            computer(BotKind::DEFAULT_OPPONENT),
            "Two players".to_owned()
        ]
    );
    for key in ["random", BotKind::DEFAULT_OPPONENT.name(), TWO_PLAYERS_KEY] {
        assert_eq!(stats.tally(key).unwrap().games_won, 1, "{key}");
    }
    assert_eq!(stats.tally("pubeval"), None);
}

#[test]
fn a_reset_clears_the_counts_but_the_game_on_the_board_is_not_counted_again() {
    let setup = against_random(1);
    let mut game = new_match(&setup);
    lose_a_game(&mut game, Player::Zero, 4, WinKind::Single);
    let mut stats = Statistics::default();
    stats.record(&setup, &game);
    assert!(!stats.is_empty());
    stats.reset();
    assert!(stats.is_empty());
    assert!(stats.opponents().is_empty());
    assert!(!stats.record(&setup, &game));
    assert!(stats.is_empty());
}

#[test]
fn only_the_latest_matches_are_remembered() {
    let setup = setup(Opponent::Human, 0);
    let mut stats = Statistics::default();
    let mut first = None;
    for round in 0..=REMEMBERED_MATCHES {
        // Different first games: the loser, the opening die and the kind vary.
        let mut game = new_match(&setup);
        let loser = if round % 2 == 0 {
            Player::Zero
        } else {
            Player::One
        };
        let high = 2 + (round % 5) as u8;
        let kind = WinKind::ALL[(round / 10) % 3];
        lose_a_game(&mut game, loser, high, kind);
        assert!(stats.record(&setup, &game), "round {round}");
        first.get_or_insert(game);
    }
    assert_eq!(stats.counted.len(), REMEMBERED_MATCHES);
    // The first match was forgotten: it would be counted again (the price of a bounded store).
    assert!(stats.record(&setup, &first.unwrap()));
}

#[test]
fn stored_statistics_read_back_and_bad_text_is_an_error_not_a_panic() {
    let setup = against_random(0);
    let mut game = new_match(&setup);
    lose_a_game(&mut game, Player::One, 5, WinKind::Gammon);
    let mut stats = Statistics::default();
    stats.record(&setup, &game);
    let text = stats.encode();
    assert_eq!(decode::<Statistics>(&text), Ok(stats));
    let cases = [
        ("", "Damaged"),
        ("{", "Damaged"),
        ("null", "Damaged"),
        ("[]", "Damaged"),
        ("{\"version\":1}", "Damaged"),
        ("{\"version\":\"1\"}", "Damaged"),
        ("{\"version\":2,\"whatever\":true}", "Version"),
        ("{\"version\":0}", "Version"),
    ];
    for (text, kind) in cases {
        let error = decode::<Statistics>(text).unwrap_err();
        assert!(format!("{error:?}").starts_with(kind), "{text}: {error:?}");
    }
    let cut = &text[..text.len() / 2];
    assert!(matches!(
        decode::<Statistics>(cut),
        Err(Unreadable::Damaged(_))
    ));
}

#[test]
fn the_fingerprint_is_fnv1a_so_it_stays_the_same_across_versions() {
    // The published FNV-1a 64-bit test vectors.
    for (text, expected) in [
        ("", 0xcbf2_9ce4_8422_2325_u64),
        ("a", 0xaf63_dc4c_8601_ec8c),
        ("foobar", 0x8594_4171_f739_67e8),
    ] {
        let mut hash = Fnv1a::new();
        hash.write(text.as_bytes());
        assert_eq!(hash.finish(), expected, "{text:?}");
    }
    let settings = MatchSettings::money();
    let game = Match::new(settings);
    assert_eq!(match_fingerprint(&against_random(0), &game), None);
}

#[test]
fn a_play_read_back_by_another_path_is_the_same_match() {
    // Black opens with 6-4 and runs a back checker 24/20 20/14 step by step (as a person
    // does); White doubles and Black drops. Read back from the save, the play is the legal
    // play with the same board, which may be written by the other path, 24/18 18/14.
    let setup = setup(Opponent::Human, 3);
    let mut session = Session::new(setup.clone())
        .unwrap()
        .apply(Intent::Act(Action::OpeningRoll { zero: 6, one: 4 }))
        .unwrap();
    for intent in [
        Intent::Press(Spot::Point(24)),
        Intent::Press(Spot::Point(20)),
        Intent::Press(Spot::Point(20)),
        Intent::Press(Spot::Point(14)),
        Intent::Done,
        Intent::Act(Action::Double),
        Intent::Act(Action::Drop),
    ] {
        session = session.apply(intent).unwrap();
    }
    let game = session.game;
    assert_eq!(action_text(&game.log()[1]), "p:24/20 20/14");
    let (_, read_back) = save::decode(&save::encode(&setup, &game)).unwrap();
    assert_eq!(read_back.position(), game.position());
    let mut stats = Statistics::default();
    assert!(stats.record(&setup, &game));
    assert!(!stats.record(&setup, &read_back));
    assert_eq!(
        match_fingerprint(&setup, &read_back),
        match_fingerprint(&setup, &game)
    );
}

#[test]
fn a_match_opened_from_a_file_counts_only_the_games_played_on_from_it() {
    let setup = setup(Opponent::Human, 5);
    let mut game = new_match(&setup);
    lose_a_game(&mut game, Player::One, 6, WinKind::Single);
    let mut stats = Statistics::default();
    assert!(stats.remember_uncounted(&setup, &game));
    assert!(!stats.remember_uncounted(&setup, &game), "remembered once");
    assert!(
        !stats.record(&setup, &game),
        "the file's game is not counted"
    );
    assert!(stats.is_empty());
    lose_a_game(&mut game, Player::Zero, 5, WinKind::Single);
    assert!(stats.record(&setup, &game), "a game played on is counted");
    let (key, _) = opponent_of(&setup);
    let tally = stats.tally(key).unwrap();
    assert_eq!((tally.games_won, tally.games_lost), (0, 1));
}
