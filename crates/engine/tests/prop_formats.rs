//! Properties of the match files: any match the referee allows, played by bots with seeded dice
//! or by random legal actions (cube actions, beavers, resignations accepted and rejected, tied
//! opening rolls), written as `.mat` or SGF, reads back as the same match (without what the
//! formats do not keep) and writes the same file again.

use bg_engine::bots::BotKind;
use bg_engine::formats::mat::{read_mat, write_mat};
use bg_engine::formats::sgf::{read_sgf, write_sgf};
use bg_engine::referee::{Action, ActionKind, Match, MatchSettings};
use bg_engine::selfplay::play_match;
use bg_engine::{ByPlayer, Dice, SeededDice};
use proptest::prelude::*;

mod common;
use common::random_legal_action;

fn names() -> ByPlayer<String> {
    ByPlayer::new("White side".to_owned(), "Black [b]".to_owned())
}

/// `limit` random legal actions from the start (fewer when the match ends).
fn random_match(settings: MatchSettings, seed: u64, limit: usize) -> Match {
    let mut rng = SeededDice::new(seed);
    let mut state = Match::new(settings);
    for _ in 0..limit {
        let Some(action) = // Resignations often (1 turn in 15), so that many games end by one.
        random_legal_action(&state, &mut rng, 15) else {
            break;
        };
        state.apply_mut(action).unwrap();
    }
    state
}

/// The log as the files keep it: no tied opening rolls, the opening roll's higher die to the
/// first mover, dice high first, no rejected (or unanswered) resignations.
fn kept(game: &Match) -> Vec<Action> {
    let mut kept: Vec<Action> = Vec::new();
    for &action in game.log() {
        match action {
            Action::OpeningRoll { zero, one } if zero == one => {}
            Action::OpeningRoll { zero, one } => kept.push(Action::OpeningRoll {
                zero: if zero > one {
                    zero.max(one)
                } else {
                    zero.min(one)
                },
                one: if zero > one {
                    zero.min(one)
                } else {
                    zero.max(one)
                },
            }),
            Action::Roll(dice) => {
                kept.push(Action::Roll(Dice::new(dice.high(), dice.low()).unwrap()))
            }
            Action::RejectResignation => {
                kept.pop();
            }
            action => kept.push(action),
        }
    }
    if matches!(kept.last(), Some(Action::Resign(_))) {
        kept.pop();
    }
    kept
}

fn check_round_trips(game: &Match) {
    let sgf = write_sgf(game, &names()).unwrap();
    let read = read_sgf(&sgf).unwrap_or_else(|error| panic!("{error}\n{sgf}"));
    assert_eq!(read.names, names());
    assert_eq!(kept(&read.game), kept(game), "{sgf}");
    assert_eq!(read.game.score(), game.score());
    assert_eq!(write_sgf(&read.game, &read.names).unwrap(), sgf);

    let mat = write_mat(game, &names()).unwrap();
    let read = read_mat(&mat).unwrap_or_else(|error| panic!("{error}\n{mat}"));
    assert_eq!(write_mat(&read.game, &read.names).unwrap(), mat);
    assert_eq!(read.game.score(), game.score());
    assert_eq!(read.game.game_results(), game.game_results());
    // A `.mat` file may leave out one last action: a pass at its very end (written like a
    // roll not played yet), or the take of a beaver at its very end.
    let (read_log, log) = (kept(&read.game), kept(game));
    assert!(
        log.starts_with(&read_log) && log.len() - read_log.len() <= 1,
        "{mat}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_matches_round_trip_through_both_formats(
        seed in any::<u64>(),
        length in 0u32..=9,
        limit in 0usize..600,
    ) {
        check_round_trips(&random_match(MatchSettings::match_to(length).unwrap(), seed, limit));
    }

    #[test]
    fn whole_random_matches_round_trip_through_both_formats(seed in any::<u64>(), length in 1u32..=5) {
        check_round_trips(&random_match(MatchSettings::match_to(length).unwrap(), seed, 100_000));
    }

    #[test]
    fn bot_matches_round_trip_through_both_formats(seed in any::<u64>(), length in 1u32..=7) {
        let mut zero = BotKind::PubEval.make(seed);
        let mut one = BotKind::Random.make(seed ^ 1);
        let settings = MatchSettings::match_to(length).unwrap();
        let mut dice = SeededDice::new(seed);
        let game = play_match(zero.as_mut(), one.as_mut(), settings, 0, &mut dice).unwrap();
        prop_assert!(game.winner().is_some());
        check_round_trips(&game);
    }
}

#[test]
fn money_sessions_of_bots_round_trip_through_both_formats() {
    for seed in 0..8 {
        let mut zero = BotKind::Random.make(seed);
        let mut one = BotKind::Random.make(seed ^ 1);
        let mut dice = SeededDice::new(seed);
        let game = play_match(
            zero.as_mut(),
            one.as_mut(),
            MatchSettings::money(),
            4,
            &mut dice,
        )
        .unwrap();
        assert_eq!(game.game_results().len(), 4);
        check_round_trips(&game);
    }
}

#[test]
fn the_random_matches_have_what_the_formats_must_keep() {
    // The properties above are only as strong as the matches: check that they hold beavers,
    // resignations (accepted and rejected), drops, passes and Crawford games.
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let game = random_match(
            MatchSettings::match_to((seed % 5 + 1) as u32).unwrap(),
            seed,
            100_000,
        );
        let money = random_match(MatchSettings::money(), seed, 400);
        for action in game.log().iter().chain(money.log()) {
            seen.insert(action.kind());
        }
    }
    for kind in [
        ActionKind::Beaver,
        ActionKind::Drop,
        ActionKind::Take,
        ActionKind::AcceptResignation,
        ActionKind::RejectResignation,
    ] {
        assert!(seen.contains(&kind), "{kind}");
    }
}
