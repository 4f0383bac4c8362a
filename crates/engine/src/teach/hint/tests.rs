//! The hint ranks as the World class player plays; the cube hint reads its verdicts off the
//! cube analysis.

use super::*;
use crate::bots::{Bot, Level};
use crate::testing::{board, random_walk};

fn world_class() -> NeuralBot {
    NeuralBot::for_level(Level::WorldClass)
}

/// Positions from a seeded walk, each seen by the player on roll, with the next roll.
fn cases(n: usize, seed: u64) -> Vec<(Position, Dice)> {
    let mut dice = crate::dice::SeededDice::new(seed);
    random_walk(n * 7, seed)
        .into_iter()
        .filter(|position| !position.has_won())
        .map(|position| position.switch_sides())
        .step_by(7)
        .take(n)
        .map(|position| (position, crate::dice::DiceSource::roll(&mut dice)))
        .collect()
}

fn at_score(me: u32, opp: u32) -> CubeContext {
    CubeContext {
        away: Some((me, opp)),
        ..CubeContext::MONEY_CENTERED
    }
}

/// The cube of the `index`th case: money play for even cases, 3-away 5-away for odd ones.
fn money_or_3_away_5_away(index: usize) -> CubeContext {
    if index.is_multiple_of(2) {
        CubeContext::MONEY_CENTERED
    } else {
        at_score(3, 5)
    }
}

#[test]
fn the_hints_top_play_is_the_world_class_players_play() {
    let mut hinter = world_class();
    let mut player = world_class();
    for (index, (position, dice)) in cases(14, 3).into_iter().enumerate() {
        let cube = money_or_3_away_5_away(index);
        let hint = play_hint(&mut hinter, &position, dice, &cube);
        let plays = position.legal_plays(dice);
        let chosen = player.choose_play_in(&position, dice, &plays, &cube);
        assert_eq!(hint.plays[0].play, chosen, "{position:?} {dice:?}");
        assert_eq!(hint.plays.len(), plays.len());
    }
}

#[test]
fn hint_plays_carry_notation_losses_and_match_winning_chances() {
    let mut hinter = world_class();
    let (position, dice) = (Position::STARTING, Dice::new(4, 2).unwrap());
    let money = play_hint(&mut hinter, &position, dice, &CubeContext::MONEY_CENTERED);
    assert_eq!(money.plays[0].notation, "8/4 6/4");
    assert_eq!(money.plays[0].loss, 0.0);
    let best_depth = money.plays[0].plies;
    for play in &money.plays {
        assert_eq!(play.notation, write_play(&play.play));
        assert_eq!(play.match_winning_chance, None);
        assert!((play.equity - play.chances.equity()).abs() < 1e-6);
        if play.plies == best_depth {
            let loss = (money.plays[0].equity - play.equity).max(0.0);
            assert!((play.loss - loss).abs() < 1e-6);
        }
        assert!(play.loss >= 0.0, "{play:?}");
    }
    // At a score each play has its match winning chance, in the order of the equities.
    let cube = at_score(2, 4);
    let matched = play_hint(&mut hinter, &position, dice, &cube);
    for pair in matched.plays.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        let (mwc_a, mwc_b) = (
            a.match_winning_chance.unwrap(),
            b.match_winning_chance.unwrap(),
        );
        assert!((0.0..=1.0).contains(&mwc_a));
        if a.plies == b.plies {
            assert!(mwc_a >= mwc_b - 1e-6, "{a:?} {b:?}");
        }
    }
}

#[test]
fn a_near_certain_win_is_double_pass_and_every_roll_loses_the_market() {
    // Three checkers on the 1-point: any double bears them off, any other roll leaves one.
    // The opponent's two checkers on their 6-point come off at once only with 3-3 to 6-6.
    // The mover wins 6/36 + 30/36 * 32/36, about 91%.
    let position = board(&[(1, 3)], &[(19, 2)]);
    let hint = cube_hint(&mut world_class(), &position, &CubeContext::MONEY_CENTERED);
    assert!(
        (hint.chances.win - 0.907).abs() < 0.01,
        "{:?}",
        hint.chances
    );
    assert_eq!(hint.double, DoubleVerdict::Double);
    assert_eq!(hint.take, TakeVerdict::Pass);
    assert_eq!(hint.market_losers, 36);
    assert!(!hint.redouble);
    assert_eq!(hint.match_winning_chances, None);
}

#[test]
fn a_certain_gammon_is_too_good_to_double() {
    // One checker left on the 1-point; the opponent has none off.
    let position = board(&[(1, 1)], &[(19, 15)]);
    let hint = cube_hint(&mut world_class(), &position, &CubeContext::MONEY_CENTERED);
    assert_eq!(hint.chances.win_gammon, 1.0);
    assert_eq!(hint.double, DoubleVerdict::TooGood);
    assert_eq!(hint.take, TakeVerdict::Pass);
}

#[test]
fn the_opening_position_is_no_double_take() {
    let position = Position::STARTING;
    let hint = cube_hint(&mut world_class(), &position, &CubeContext::MONEY_CENTERED);
    assert_eq!(hint.double, DoubleVerdict::NoDouble);
    // The taker would own the cube in an even game: a double at the start is a beaver, as
    // GNU Backgammon says too.
    assert_eq!(hint.take, TakeVerdict::Beaver);
    assert!(hint.can_double);
    assert!(hint.market_losers < 6, "{}", hint.market_losers);
    // Owning the cube makes a double a redouble; at a score the equities are chances too.
    let owned = CubeContext {
        value: 2,
        owner: RelativeCubeOwner::Bot,
        away: Some((5, 5)),
        ..CubeContext::MONEY_CENTERED
    };
    let hint = cube_hint(&mut world_class(), &position, &owned);
    assert!(hint.redouble);
    let [no_double, take, pass] = hint.match_winning_chances.unwrap();
    assert!((0.3..0.7).contains(&no_double), "{no_double}");
    assert!(take < pass && pass <= 1.0);
}

#[test]
fn the_take_point_without_gammons_or_cube_is_a_quarter_in_money_play() {
    let chances = Probabilities {
        win: 0.7,
        ..Probabilities::default()
    };
    let point = take_point(&chances, &CubeContext::MONEY_CENTERED, 0.0);
    assert!((point - 0.25).abs() < 1e-4, "{point}");
    // A live cube lowers it (the taker owns the cube), gammons raise it.
    let live = take_point(&chances, &CubeContext::MONEY_CENTERED, 1.0);
    assert!(live < 0.25, "{live}");
    let gammons = Probabilities {
        win: 0.7,
        win_gammon: 0.3,
        ..Probabilities::default()
    };
    assert!(take_point(&gammons, &CubeContext::MONEY_CENTERED, 0.0) > 0.25);
    // At 2-away 2-away a double decides the match: the take point is the table's.
    let score = take_point(&chances, &at_score(2, 2), 0.0);
    assert!((0.0..0.5).contains(&score), "{score}");
}

/// A play's equity and match winning chance (in a match) at `plies`, judged afresh.
fn figures_at(
    judge: &mut NeuralBot,
    play: &Play,
    plies: u8,
    cube: &CubeContext,
) -> (f32, Option<f32>) {
    let chances = judge.evaluate_play_in(play, plies, cube);
    let values = crate::cube::outcome_values(cube);
    let mwc = crate::cube::cubeless_match_winning_chance(&chances, cube).map(|mwc| mwc as f32);
    (chances.equity_with(&values), mwc)
}

/// What a hint's play loses by definition, from evaluations made afresh by `judge`: against
/// the best play valued at the play's depth, and at least 0 for a play World class's filter
/// to 2-ply left at 1 ply (that filter ranks by the mean of 0-ply and 1-ply, so such a play's
/// 1-ply equity may be above the best's).
fn loss_by_definition(
    judge: &mut NeuralBot,
    best: &HintPlay,
    play: &HintPlay,
    cube: &CubeContext,
) -> (f32, Option<f32>) {
    let best_there = figures_at(judge, &best.play, play.plies, cube);
    let loss = best_there.0 - play.equity;
    let mwc_loss = best_there
        .1
        .zip(play.match_winning_chance)
        .map(|(b, m)| b - m);
    if play.plies == 1 {
        (loss.max(0.0), mwc_loss.map(|mwc| mwc.max(0.0)))
    } else {
        (loss, mwc_loss)
    }
}

/// Each play's loss is against the best play valued at that play's depth, which the filters
/// made shallower for most plays: never negative, 0 for the best, and in a match the match winning chance's loss
/// likewise. Checked against evaluations made afresh by another player.
#[test]
fn each_plays_loss_is_against_the_best_play_at_its_own_depth() {
    let mut hinter = world_class();
    let mut judge = world_class();
    let mut depths_met = [false; 3];
    for (index, (position, dice)) in cases(12, 8).into_iter().enumerate() {
        let cube = money_or_3_away_5_away(index);
        let hint = play_hint(&mut hinter, &position, dice, &cube);
        let best = &hint.plays[0];
        assert_eq!(best.loss, 0.0);
        for play in &hint.plays {
            depths_met[usize::from(play.plies)] = true;
            let (loss, mwc_loss) = loss_by_definition(&mut judge, best, play, &cube);
            assert!((play.loss - loss).abs() < 1e-6, "{play:?} {loss}");
            assert!(play.loss >= 0.0, "{play:?}");
            match (play.match_winning_chance_loss, mwc_loss) {
                (Some(got), Some(want)) => assert!((got - want).abs() < 1e-6 && got >= -1e-6),
                (got, want) => assert_eq!(got, want),
            }
        }
    }
    assert_eq!(depths_met, [true; 3], "plays of every depth were checked");
}

#[test]
fn a_play_left_at_one_ply_above_the_best_there_loses_nothing() {
    // Positions where World class's filter to 2-ply, ranking by the mean of 0-ply and 1-ply,
    // leaves at 1 ply a play whose 1-ply equity is above the best's: against the best at 1
    // ply it would lose a negative amount; it loses 0.
    let mut hinter = world_class();
    let mut judge = world_class();
    for (id, dice) in [("HOeHAwBVDgVMLA", (2, 2)), ("f78AAAD/DkBAAw", (3, 6))] {
        let position = Position::from_position_id(id).unwrap();
        let dice = Dice::new(dice.0, dice.1).unwrap();
        let hint = play_hint(&mut hinter, &position, dice, &CubeContext::MONEY_CENTERED);
        let best = &hint.plays[0];
        assert_eq!(best.plies, 2, "{id}");
        let money = CubeContext::MONEY_CENTERED;
        let best_at_one_ply = figures_at(&mut judge, &best.play, 1, &money).0;
        let above: Vec<&HintPlay> = hint
            .plays
            .iter()
            .filter(|play| play.plies == 1 && play.equity > best_at_one_ply)
            .collect();
        assert!(
            !above.is_empty(),
            "{id}: no play at 1 ply above the best's 1-ply equity"
        );
        assert!(above.iter().all(|play| play.loss == 0.0), "{id}: {above:?}");
        for play in &hint.plays {
            assert!(play.loss >= 0.0, "{id}: {play:?}");
            let (loss, _) = loss_by_definition(&mut judge, best, play, &money);
            assert!((play.loss - loss).abs() < 1e-6, "{id}: {play:?} {loss}");
        }
    }
}
