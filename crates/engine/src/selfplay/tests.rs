use super::*;
use crate::bots::{PubEval, RandomBot};
use crate::position::OPPONENT_BAR;

fn position(board: [i8; 26]) -> Position {
    Position::try_from_board(board).unwrap()
}

#[test]
fn win_kind_counts_gammons_and_backgammons() {
    // The winner has borne everything off; the opponent's checkers decide the kind.
    let mut board = [0i8; 26];
    board[20] = -14; // The opponent bore one off: single.
    assert_eq!(WinKind::of_finished(&position(board)), WinKind::Single);
    board[20] = -15; // None off, all out of the winner's home board: gammon.
    assert_eq!(WinKind::of_finished(&position(board)), WinKind::Gammon);
    board[20] = -14;
    board[6] = -1; // One still in the winner's home board: backgammon.
    assert_eq!(WinKind::of_finished(&position(board)), WinKind::Backgammon);
    board[6] = 0;
    board[OPPONENT_BAR] = -1; // One on the bar: backgammon.
    assert_eq!(WinKind::of_finished(&position(board)), WinKind::Backgammon);
    assert_eq!(
        [WinKind::Single, WinKind::Gammon, WinKind::Backgammon].map(WinKind::multiplier),
        [1, 2, 3]
    );
}

#[test]
fn random_games_always_end_with_legal_alternating_turns() {
    for seed in 0..200 {
        let mut first = RandomBot::new(seed);
        let mut second = RandomBot::new(seed + 1_000);
        let record = play_game(&mut first, &mut second, &mut SeededDice::new(seed));
        assert!(record.turns.len() < 10_000, "seed {seed}: no end in sight");
        assert!(
            !record.turns[0].dice.is_double(),
            "the opening roll is never a double"
        );
        // Replaying the record: each play is legal, players alternate, the last one wins.
        let mut position = Position::STARTING;
        for (index, turn) in record.turns.iter().enumerate() {
            let expected = if index % 2 == 0 {
                Player::Zero
            } else {
                Player::One
            };
            assert_eq!(turn.player, expected);
            assert!(position.legal_plays(turn.dice).contains(&turn.play));
            position = turn.play.position.switch_sides();
        }
        let last = record.turns.last().unwrap();
        assert!(last.play.position.has_won());
        assert_eq!(record.result.winner, last.player);
        assert_eq!(
            record.result.kind,
            WinKind::of_finished(&last.play.position)
        );
    }
}

#[test]
fn a_game_is_a_function_of_its_seeds() {
    let game = |seed| {
        play_game(
            &mut RandomBot::new(seed),
            &mut PubEval::new(),
            &mut SeededDice::new(seed),
        )
    };
    assert_eq!(game(3), game(3));
    assert_ne!(game(3).turns, game(4).turns);
}

#[test]
fn duels_are_deterministic_for_a_seed() {
    let run = |seed| duel(&mut RandomBot::new(1), &mut RandomBot::new(2), 40, seed);
    assert_eq!(run(11), run(11));
    assert_ne!(run(11), run(12));
}

#[test]
fn duel_plays_pairs_rounding_odd_counts_up() {
    let result = duel(&mut RandomBot::new(1), &mut RandomBot::new(2), 7, 5);
    assert_eq!((result.n_pairs, result.n_games()), (4, 8));
}

#[test]
fn identical_players_tie_every_duplicate_pair() {
    // Same dice, same deterministic player in both seats: each game of a pair is the mirror of
    // the other, so A's points cancel pair by pair.
    let result = duel(&mut PubEval::new(), &mut PubEval::new(), 40, 99);
    assert_eq!(result.points, 0);
    assert_eq!(result.wins, 20);
    assert_eq!(result.standard_error(), Some(0.0));
}

#[test]
fn duel_chunks_merge_into_the_whole_duel() {
    let whole = duel_pairs(&mut PubEval::new(), &mut RandomBot::new(8), 0..10, 3);
    // The random bot's own draws continue across chunks, as they do in the whole duel.
    let mut random = RandomBot::new(8);
    let mut merged = duel_pairs(&mut PubEval::new(), &mut random, 0..4, 3);
    let rest = duel_pairs(&mut PubEval::new(), &mut random, 4..10, 3);
    merged.merge(&rest);
    assert_eq!(merged, whole);
}

#[test]
fn standard_error_uses_the_spread_of_pair_averages() {
    // Pairs worth +2, 0, +1, -1 points (pair averages 1, 0, 0.5, -0.5).
    let mut result = DuelResult::default();
    for (first, second) in [(1, 1), (2, -2), (3, -2), (-1, 0)] {
        result.count_game(first);
        result.count_game(second);
        let pair = i64::from(first + second);
        result.sum_squared_pair_points += pair * pair;
        result.n_pairs += 1;
    }
    assert_eq!(result.points, 2);
    assert!((result.points_per_game() - 0.25).abs() < 1e-12);
    // Sample variance of (1, 0, 0.5, -0.5) = 1.25 / 3; SE = sqrt(1.25 / 3 / 4).
    let expected = (1.25f64 / 3.0 / 4.0).sqrt();
    assert!((result.standard_error().unwrap() - expected).abs() < 1e-12);
    let (low, high) = result.confidence_interval_95().unwrap();
    assert!((high - low - 2.0 * 1.96 * expected).abs() < 1e-12);
    assert_eq!(
        (result.wins, result.gammon_wins, result.backgammon_wins),
        (4, 2, 1)
    );
    assert_eq!((result.gammon_losses, result.backgammon_losses), (2, 0));
    assert_eq!(DuelResult::default().standard_error(), None);
}

#[test]
fn pubeval_beats_the_random_player_clearly() {
    let result = duel(&mut PubEval::new(), &mut RandomBot::new(17), 200, 2024);
    let (low, _) = result.confidence_interval_95().unwrap();
    assert!(low > 0.5, "{result}");
    assert!(result.win_rate() > 0.8, "{result}");
}

#[test]
fn a_walk_is_deterministic_and_reaches_every_phase() {
    let walk = walk_positions(7, 1000);
    assert_eq!(walk.len(), 1000);
    assert_eq!(walk, walk_positions(7, 1000));
    assert_ne!(walk, walk_positions(8, 1000));
    // Each position is one a game can reach, with nobody finished: it passes the board's
    // checks again.
    for position in &walk {
        assert!(!position.has_won() && !position.has_lost());
        assert_eq!(Position::try_from_board(*position.board()), Ok(*position));
    }
    let phases: std::collections::HashSet<_> = walk.iter().map(Position::phase).collect();
    assert!(phases.len() >= 2, "contact and at least a race: {phases:?}");
}

#[test]
fn sibling_lists_hold_the_positions_after_every_play_of_one_roll_seen_by_the_opponent() {
    // 30 positions: past the 21st, the rolls start again from the first.
    let walk = walk_positions(7, 30);
    let lists = sibling_lists(7, 30);
    assert_eq!(lists.len(), 30);
    let rolls = Dice::all_21();
    for (i, (position, siblings)) in walk.iter().zip(&lists).enumerate() {
        let roll = rolls[i % 21].0;
        let plays = position.legal_plays(roll);
        assert_eq!(siblings.len(), plays.len(), "position {i}, roll {roll}");
        for (play, sibling) in plays.iter().zip(siblings) {
            assert_eq!(
                sibling.switch_sides(),
                play.position,
                "position {i}, roll {roll}"
            );
        }
    }
    assert_eq!(lists, sibling_lists(7, 30));
}

#[test]
fn the_turns_with_a_choice_replay_the_game() {
    let record = play_game(
        &mut RandomBot::new(3),
        &mut RandomBot::new(4),
        &mut SeededDice::new(5),
    );
    let turns = record.turns_with_choice();
    assert!(!turns.is_empty());
    // Replayed by hand: the position before each recorded turn, kept where there was a choice,
    // and the recorded play among that turn's plays.
    let mut position = Position::STARTING;
    let mut expected = Vec::new();
    for turn in &record.turns {
        let plays = position.legal_plays(turn.dice);
        assert!(plays.contains(&turn.play));
        if plays.len() > 1 {
            expected.push((position, turn.dice));
        }
        position = turn.play.position.switch_sides();
    }
    let found: Vec<_> = turns
        .iter()
        .map(|(position, dice, _)| (*position, *dice))
        .collect();
    assert_eq!(found, expected);
    for (position, dice, plays) in &turns {
        assert!(plays.len() > 1);
        assert_eq!(*plays, position.legal_plays(*dice));
    }
}
