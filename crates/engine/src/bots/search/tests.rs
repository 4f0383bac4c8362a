use super::*;
use crate::dice::{DiceSource, SeededDice};
use crate::eval::fake::{winning, FakeEvaluator};
use crate::testing::board;

fn embedded() -> Search {
    Search::new(NetEvaluator::embedded())
}

/// Positions before the roll from a seeded game of 0-ply play.
fn game_positions(seed: u64, n: usize) -> Vec<Position> {
    let evaluator = NetEvaluator::embedded();
    let mut dice = SeededDice::new(seed);
    let mut position = Position::STARTING;
    let mut out = Vec::new();
    while out.len() < n {
        out.push(position);
        let plays = position.legal_plays(dice.roll());
        let (best, _) = evaluator.best_play(&plays);
        let after = plays[best].position;
        position = if after.has_won() {
            Position::STARTING
        } else {
            after.switch_sides()
        };
    }
    out
}

#[test]
fn one_ply_agrees_bit_for_bit_with_the_evaluators_one_ply() {
    let evaluator = NetEvaluator::embedded();
    let mut search = embedded();
    let mut plays = Vec::new();
    for position in game_positions(3, 12) {
        assert_eq!(
            search.evaluate(&position, 1),
            evaluator.evaluate_1ply(&position, &mut plays),
            "{position:?}"
        );
    }
}

#[test]
fn every_depth_finds_the_exact_chances_of_a_small_race() {
    // One checker on our 6-point against three on the opponent's 1-point, we on roll. 27 of 36
    // rolls bear our checker off; after one of the 9 others the opponent needs a double (6 of
    // 36) to bear off all three, and otherwise we bear off from point 3 or lower next turn:
    // 27/36 + 9/36 * 30/36.
    let position = board(&[(6, 1)], &[(24, 3)]);
    let exact = 27.0 / 36.0 + 9.0 / 36.0 * 30.0 / 36.0;
    let mut search = embedded();
    for plies in 0..=MAX_PLIES {
        let p = search.evaluate(&position, plies);
        assert!((p.win - exact).abs() < 1e-5, "{plies}-ply: {p:?}");
        assert_eq!(p.win_gammon, 0.0);
        assert_eq!(p.lose_gammon, 0.0);
    }
}

#[test]
fn deeper_searches_agree_with_the_bearoff_database_in_bearoffs() {
    // The database is exact for these one-sided races, so looking deeper changes little.
    let cases = [
        board(&[(1, 2), (3, 3), (5, 2)], &[(22, 3), (20, 2), (19, 2)]),
        board(&[(2, 4), (4, 2), (6, 1)], &[(24, 2), (23, 3), (21, 1)]),
    ];
    let mut search = embedded();
    for position in cases {
        let zero = search.evaluate(&position, 0).win;
        for plies in 1..=MAX_PLIES {
            let deeper = search.evaluate(&position, plies).win;
            assert!(
                (deeper - zero).abs() < 0.01,
                "{plies}-ply {deeper} vs {zero}"
            );
        }
    }
}

/// The mean over the 21 rolls (by their 36ths) of the `plies`-ply chances after the best 0-ply
/// play of each: what `plies + 1` plies must give, summed in the same order.
fn mean_after_best_zero_ply_replies(position: &Position, plies: u8) -> Probabilities {
    let mut search = embedded();
    let mut sum = [0f32; N_OUTPUTS];
    for (dice, weight) in Dice::all_21() {
        let plays = position.legal_plays(dice);
        let best = search.best_play(&plays, &SearchSettings::ZERO_PLY);
        let after = search
            .evaluate(&plays[best].position.switch_sides(), plies)
            .flip();
        for (s, c) in sum.iter_mut().zip(after.to_array()) {
            *s += f32::from(weight) * c;
        }
    }
    Probabilities::from_outputs(sum.map(|s| s / 36.0))
}

#[test]
fn two_ply_is_the_average_of_one_ply_after_the_best_zero_ply_replies() {
    let position = game_positions(8, 6)[5];
    let expected = mean_after_best_zero_ply_replies(&position, 1);
    assert_eq!(embedded().evaluate(&position, 2), expected);
}

#[test]
fn three_ply_is_the_average_of_two_ply_after_the_best_zero_ply_replies() {
    // A short race with few plays a roll, so that three plies stay quick in a debug build.
    let position = board(
        &[(1, 2), (3, 2), (5, 1), (8, 1)],
        &[(24, 2), (20, 2), (17, 1)],
    );
    let expected = mean_after_best_zero_ply_replies(&position, 2);
    assert_eq!(embedded().evaluate(&position, 3), expected);
    assert_ne!(
        expected,
        embedded().evaluate(&position, 2),
        "the third ply is searched"
    );
    assert_eq!(
        embedded().evaluate(&position, MAX_EVALUATION_PLIES + 1),
        expected,
        "deeper counts as the deepest"
    );
    // A player's ranking stops at two plies.
    assert_eq!(SearchSettings::ZERO_PLY.with_plies(3).plies, MAX_PLIES);
}

#[test]
fn finished_games_are_exact_at_every_depth() {
    let won = board(&[], &[(20, 15)]);
    let mut search = embedded();
    for plies in 0..=MAX_EVALUATION_PLIES {
        assert_eq!(search.evaluate(&won, plies).equity(), 2.0, "a gammon won");
    }
}

#[test]
fn the_cache_changes_the_time_not_the_answers() {
    let positions = game_positions(21, 5);
    let mut cached = embedded();
    let mut uncached = Search::with_cache(NetEvaluator::embedded(), EvalCache::with_slots(0));
    let settings = SearchSettings::ZERO_PLY.with_plies(1);
    let mut dice = SeededDice::new(4);
    for position in &positions {
        // Twice each, so that the second question hits.
        for _ in 0..2 {
            assert_eq!(cached.evaluate(position, 1), uncached.evaluate(position, 1));
            let plays = position.legal_plays(dice.roll());
            assert_eq!(
                cached.rank_plays(&plays, &settings),
                uncached.rank_plays(&plays, &settings)
            );
        }
    }
    assert_eq!(
        cached.evaluate(&positions[3], 2),
        uncached.evaluate(&positions[3], 2)
    );
    assert!(cached.cache_stats().hits > 0, "{:?}", cached.cache_stats());
    assert!(cached.evaluations() < uncached.evaluations());
    assert_eq!(uncached.cache_stats().hits, 0);
}

fn entry(index: usize, score: f32) -> RankedPlay {
    RankedPlay {
        index,
        probabilities: Probabilities::default(),
        equity: score,
        score,
        plies: 0,
    }
}

#[test]
fn the_filter_keeps_the_best_few_within_the_window() {
    let ranked: Vec<RankedPlay> = [0.30, 0.25, 0.20, 0.19, 0.10, 0.05]
        .iter()
        .enumerate()
        .map(|(i, &s)| entry(i, s))
        .collect();
    let cases = [
        (
            MoveFilter {
                keep: 8,
                window: 0.16,
            },
            4,
        ),
        (
            MoveFilter {
                keep: 3,
                window: 0.16,
            },
            3,
        ),
        (
            MoveFilter {
                keep: 8,
                window: 0.05,
            },
            2,
        ),
        (
            MoveFilter {
                keep: 8,
                window: 0.0,
            },
            1,
        ),
        (
            MoveFilter {
                keep: 0,
                window: 1.0,
            },
            1,
        ),
    ];
    for (filter, expected) in cases {
        assert_eq!(survivors(&ranked, filter), expected, "{filter:?}");
    }
    assert_eq!(survivors(&[], FILTER_TO_1PLY), 0);
}

#[test]
fn the_plays_that_go_to_two_plies_are_chosen_by_the_mean_of_their_last_two_scores() {
    // Five plays ranked at 1 ply (scores 0.30 to 0.10) and one left at 0 ply; their 0-ply
    // scores (`shallower`, by play index) reorder them: the means are 0.25, 0.15, 0.275,
    // 0.20 and 0.05 for plays 0 to 4.
    let ranked = || -> Vec<RankedPlay> {
        let mut ranked: Vec<RankedPlay> = [0.30, 0.25, 0.20, 0.15, 0.10]
            .iter()
            .enumerate()
            .map(|(i, &s)| RankedPlay {
                plies: 1,
                ..entry(i, s)
            })
            .collect();
        ranked.push(entry(5, 0.40));
        ranked
    };
    let shallower = [0.20, 0.05, 0.35, 0.25, 0.0, 0.40];
    let filter = |keep, window| MoveFilter { keep, window };
    let cases = [
        // (keep, window): the plays that pass, best mean first.
        ((3, 0.06), vec![2, 0]),
        ((3, 0.10), vec![2, 0, 3]),
        ((8, 0.13), vec![2, 0, 3, 1]),
        ((1, 1.0), vec![2]),
        ((0, 0.0), vec![2]),
    ];
    for ((keep, window), expected) in cases {
        let mut ranked = ranked();
        let passing = survivors_by_mean(&mut ranked, &shallower, filter(keep, window));
        let order: Vec<usize> = ranked.iter().map(|r| r.index).collect();
        assert_eq!(
            order[..passing],
            expected[..],
            "keep {keep} window {window}"
        );
        // The rest of the 1-ply plays follow by their own scores, then the 0-ply one.
        let rest: Vec<usize> = (0..5).filter(|i| !expected.contains(i)).collect();
        assert_eq!(order[passing..5], rest[..], "keep {keep} window {window}");
        assert_eq!(order[5], 5);
    }
    assert_eq!(survivors_by_mean(&mut [], &[], FILTER_TO_2PLY), 0);
}

/// The plays of `plays` that a 2-ply ranking deepens, by definition: every play's 0-ply score
/// computed alone, the 1-ply scores of those the first filter keeps, then the second filter
/// applied to the mean of the two (or, with `by_mean` false, to the 1-ply score alone, the
/// rule before the mean). Sorted by index; empty when fewer than two would be deepened.
fn deepened_by_definition(search: &mut Search, plays: &[Play], by_mean: bool) -> Vec<usize> {
    let zero: Vec<f32> = plays
        .iter()
        .map(|play| search.evaluate_play(play, 0).equity())
        .collect();
    let mut by_zero: Vec<usize> = (0..plays.len()).collect();
    by_zero.sort_by(|&a, &b| zero[b].total_cmp(&zero[a]));
    let first: Vec<usize> = by_zero
        .iter()
        .copied()
        .take(FILTER_TO_1PLY.keep)
        .take_while(|&i| zero[i] >= zero[by_zero[0]] - FILTER_TO_1PLY.window)
        .collect();
    if first.len() < 2 {
        return Vec::new();
    }
    let mut keys: Vec<(usize, f32)> = first
        .iter()
        .map(|&i| {
            let one = search.evaluate_play(&plays[i], 1).equity();
            (i, if by_mean { 0.5 * (one + zero[i]) } else { one })
        })
        .collect();
    keys.sort_by(|a, b| b.1.total_cmp(&a.1));
    let mut chosen: Vec<usize> = keys
        .iter()
        .take(FILTER_TO_2PLY.keep)
        .take_while(|(_, key)| *key >= keys[0].1 - FILTER_TO_2PLY.window)
        .map(|(i, _)| *i)
        .collect();
    if chosen.len() < 2 {
        return Vec::new();
    }
    chosen.sort_unstable();
    chosen
}

#[test]
fn two_ply_deepens_the_plays_best_by_the_mean_of_zero_and_one_ply() {
    // On real positions, the ranking's 2-ply plays are those of the definition; among them
    // some where the 1-ply scores alone would have chosen others, so that the mean is seen
    // to decide.
    let settings = SearchSettings::ZERO_PLY.with_plies(2);
    let mut search = embedded();
    let (mut checked, mut where_the_mean_decides) = (0, 0);
    'positions: for position in game_positions(21, 60) {
        for dice in [
            Dice::new(4, 2).unwrap(),
            Dice::new(6, 3).unwrap(),
            Dice::new(5, 1).unwrap(),
        ] {
            let plays = position.legal_plays(dice);
            let expected = deepened_by_definition(&mut search, &plays, true);
            let by_one_ply = deepened_by_definition(&mut search, &plays, false);
            if expected == by_one_ply && checked >= 3 {
                continue;
            }
            let mut deepened: Vec<usize> = search
                .rank_plays(&plays, &settings)
                .iter()
                .filter(|r| r.plies == 2)
                .map(|r| r.index)
                .collect();
            deepened.sort_unstable();
            assert_eq!(deepened, expected, "{position:?} {dice:?}");
            checked += 1;
            where_the_mean_decides += usize::from(expected != by_one_ply);
            if where_the_mean_decides >= 2 {
                break 'positions;
            }
        }
    }
    assert!(
        where_the_mean_decides >= 2,
        "the mean decided in {where_the_mean_decides} of {checked} rankings"
    );
}

#[test]
fn the_filtered_ranking_puts_the_deepest_evaluations_first() {
    let mut search = embedded();
    let settings = SearchSettings::ZERO_PLY.with_plies(1);
    let position = game_positions(5, 10)[9];
    let plays = position.legal_plays(Dice::new(6, 4).unwrap());
    let ranked = search.rank_plays(&plays, &settings);
    assert_eq!(ranked.len(), plays.len());
    let deep = ranked.iter().take_while(|r| r.plies == 1).count();
    assert!((1..=FILTER_TO_1PLY.keep).contains(&deep), "{deep}");
    assert!(ranked[deep..].iter().all(|r| r.plies == 0));
    for part in [&ranked[..deep], &ranked[deep..]] {
        assert!(part.windows(2).all(|w| w[0].score >= w[1].score));
    }
    // Each 1-ply entry is the 1-ply evaluation of its play.
    for r in &ranked[..deep] {
        assert_eq!(r.probabilities, search.evaluate_play(&plays[r.index], 1));
    }
    // The best 0-ply play is among those evaluated at 1 ply.
    let zero_best = search.best_play(&plays, &SearchSettings::ZERO_PLY);
    assert!(ranked[..deep].iter().any(|r| r.index == zero_best));
}

#[test]
fn with_an_open_filter_the_best_play_is_the_exhaustive_best() {
    let mut search = embedded();
    let open = MoveFilter {
        keep: usize::MAX,
        window: f32::INFINITY,
    };
    let settings = SearchSettings {
        plies: 1,
        filters: [open, open],
        noise: 0.0,
        noise_salt: 0,
        values: OutcomeValues::MONEY,
    };
    for position in game_positions(13, 4) {
        let plays = position.legal_plays(Dice::new(5, 2).unwrap());
        let best = search.best_play(&plays, &settings);
        let exhaustive = (0..plays.len())
            .map(|i| (i, search.evaluate_play(&plays[i], 1).equity()))
            .fold((0, f32::NEG_INFINITY), |a, b| if b.1 > a.1 { b } else { a });
        assert_eq!(best, exhaustive.0);
    }
}

#[test]
fn zero_ply_best_play_matches_the_evaluator_and_the_ranking() {
    let evaluator = NetEvaluator::embedded();
    let mut search = embedded();
    let mut dice = SeededDice::new(17);
    for position in game_positions(17, 30) {
        let plays = position.legal_plays(dice.roll());
        let best = search.best_play(&plays, &SearchSettings::ZERO_PLY);
        assert_eq!(best, evaluator.best_play(&plays).0);
        let ranked = search.rank_plays(&plays, &SearchSettings::ZERO_PLY);
        assert_eq!(ranked[0].index, best);
    }
}

/// The fake's rule: the player on roll's winning chance is 0.5 plus its pip lead over 200, with
/// no gammons. A mover's best play under it is the one that ends furthest ahead.
fn pip_lead(position: &Position) -> Probabilities {
    let lead = position.opponent_pip_count() as f32 - position.pip_count() as f32;
    winning(0.5 + lead / 200.0)
}

/// The chances for the mover's `equity` after a play, as the fake answers them for the position
/// after it (seen by the opponent, on roll): no gammons, the opponent's winning chance
/// `(1 - equity) / 2`.
fn after_play_worth(equity: f32) -> Probabilities {
    winning((1.0 - equity) / 2.0)
}

#[test]
fn one_ply_weights_each_roll_by_its_36ths_and_plays_all_four_dice_of_a_double() {
    // From the start every roll plays in full without a hit, so under the pip-lead fake the
    // mover ends each roll ahead by its pips: the 1-ply winning chance is 0.5 plus the mean
    // roll over 200. The mean roll is 49/6 pips when doubles count 1/36 and four dice and the
    // other rolls 2/36; a plain mean of the 21 rolls would give 9, two dice for doubles 7.
    let mut search = Search::new(FakeEvaluator::from_rule(pip_lead));
    let chances = search.evaluate(&Position::STARTING, 1);
    let expected = 0.5 + (49.0 / 6.0) / 200.0;
    assert!((chances.win - expected).abs() < 1e-6, "{chances:?}");
    assert_eq!(chances.win_gammon, 0.0);
    assert_eq!(chances.lose_gammon, 0.0);
    // The evaluator's own 1-ply gives the same, bit for bit.
    let fake = FakeEvaluator::from_rule(pip_lead);
    assert_eq!(
        chances,
        fake.evaluate_1ply(&Position::STARTING, &mut Vec::new())
    );
}

#[test]
fn one_ply_takes_the_best_zero_ply_play_of_each_roll() {
    // Every play of 6-5 from the start moves 11 pips; the fake makes 24/13 a sure win and
    // leaves the others at the pip lead. The 1-ply winning chance is the pip lead's (0.5 + 49/6
    // over 200) plus, for the 2/36 of 6-5, what a sure win adds to 6-5's pip lead.
    let start = Position::STARTING;
    let plays = start.legal_plays(Dice::new(6, 5).unwrap());
    let run = plays
        .iter()
        .position(|play| play.position.own(24) == 1 && play.position.own(13) == 6)
        .expect("24/13 is a play of 6-5");
    let fake =
        FakeEvaluator::from_rule(pip_lead).with(plays[run].position.switch_sides(), winning(0.0));
    let chances = Search::new(fake).evaluate(&start, 1);
    let pip_part = 0.5 + (49.0 / 6.0) / 200.0;
    let run_part = 2.0 / 36.0 * (1.0 - (0.5 + 11.0 / 200.0));
    assert!(
        (chances.win - (pip_part + run_part)).abs() < 1e-6,
        "{chances:?}"
    );
}

#[test]
fn the_move_filter_deepens_only_the_best_few_within_its_window() {
    // 3-1 from the start: 16 plays. The fake scores four of them 0.30, 0.25, 0.20 and 0.19 at
    // 0-ply and the others 0.04 (4 pips ahead under the pip-lead rule). FILTER_TO_1PLY keeps
    // up to 8 within 0.16 of the best: exactly the four, which are ranked again at 1 ply by
    // their 1-ply equities; the twelve others keep their 0-ply order (ties in play order).
    let plays = Position::STARTING.legal_plays(Dice::new(3, 1).unwrap());
    assert_eq!(plays.len(), 16);
    let chosen = [(3, 0.30), (7, 0.25), (11, 0.20), (0, 0.19)];
    let mut fake = FakeEvaluator::from_rule(pip_lead);
    for (index, equity) in chosen {
        fake = fake.with(
            plays[index].position.switch_sides(),
            after_play_worth(equity),
        );
    }
    let settings = SearchSettings::ZERO_PLY.with_plies(1);
    let ranked = Search::new(fake.clone()).rank_plays(&plays, &settings);

    let one_ply_equity = |index: usize| {
        fake.evaluate_1ply(&plays[index].position.switch_sides(), &mut Vec::new())
            .flip()
            .equity_with(&settings.values)
    };
    let mut deep: Vec<(usize, f32)> = chosen
        .iter()
        .map(|&(index, _)| (index, one_ply_equity(index)))
        .collect();
    deep.sort_by(|a, b| b.1.total_cmp(&a.1));
    let mut expected: Vec<usize> = deep.iter().map(|&(index, _)| index).collect();
    expected.extend((0..16).filter(|index| !chosen.iter().any(|&(c, _)| c == *index)));

    assert_eq!(ranked.iter().map(|r| r.index).collect::<Vec<_>>(), expected);
    for (r, &(index, equity)) in ranked.iter().zip(&deep) {
        assert_eq!((r.index, r.plies, r.equity), (index, 1, equity));
    }
    for r in &ranked[4..] {
        assert_eq!(r.plies, 0);
        assert!((r.equity - 0.04).abs() < 1e-6, "{r:?}");
    }
}

#[test]
fn a_play_alone_within_the_window_is_not_searched_deeper() {
    // One play of 3-1 far ahead of the others: it is the only survivor, so the 2-ply ranking
    // evaluates nothing beyond the 16 plays at 0-ply.
    let plays = Position::STARTING.legal_plays(Dice::new(3, 1).unwrap());
    let fake = FakeEvaluator::from_rule(pip_lead)
        .with(plays[5].position.switch_sides(), after_play_worth(0.9));
    let mut search = Search::new(fake);
    let ranked = search.rank_plays(&plays, &SearchSettings::ZERO_PLY.with_plies(2));
    assert_eq!(ranked[0].index, 5);
    assert!(ranked.iter().all(|r| r.plies == 0));
    assert_eq!(search.evaluations(), 16);
    assert_eq!(
        search.best_play(&plays, &SearchSettings::ZERO_PLY.with_plies(2)),
        5
    );
}

/// Outcome values of a side ahead in a match: its gammons won add little, its gammons lost
/// cost much (asymmetric, so that the opponent's, swapped, differ from its own).
const AHEAD: OutcomeValues = OutcomeValues {
    win_gammon: 0.2,
    win_backgammon: 0.0,
    lose_gammon: 1.6,
    lose_backgammon: 0.4,
};

/// `evaluate_with` at `plies` as the definition says: each roll's best play by the on-roll
/// side's values at 0-ply, then (deeper) the opponent's evaluation with the values swapped.
fn by_definition(
    search: &mut Search,
    position: &Position,
    plies: u8,
    values: &OutcomeValues,
) -> Probabilities {
    let mut sum = [0f32; N_OUTPUTS];
    for (dice, weight) in Dice::all_21() {
        let plays = position.legal_plays(dice);
        let settings = SearchSettings {
            values: *values,
            ..SearchSettings::ZERO_PLY
        };
        let best = search.best_play(&plays, &settings);
        let after = if plies == 1 {
            search.evaluate_play(&plays[best], 0)
        } else {
            let next = plays[best].position.switch_sides();
            search
                .evaluate_with(&next, plies - 1, &values.swapped())
                .flip()
        };
        for (s, c) in sum.iter_mut().zip(after.to_array()) {
            *s += f32::from(weight) * c;
        }
    }
    Probabilities::from_outputs(sum.map(|s| s / 36.0))
}

#[test]
fn at_a_match_score_each_side_chooses_its_replies_by_its_own_outcome_values() {
    let positions = game_positions(8, 24);
    let mut search = embedded();
    for position in &positions[..6] {
        let one = by_definition(&mut embedded(), position, 1, &AHEAD);
        assert_eq!(
            search.evaluate_with(position, 1, &AHEAD),
            one,
            "{position:?}"
        );
    }
    let position = positions[5];
    let two = by_definition(&mut embedded(), &position, 2, &AHEAD);
    assert_eq!(search.evaluate_with(&position, 2, &AHEAD), two);
    // The values change the replies somewhere (else the test above could not fail).
    let differs = positions
        .iter()
        .filter(|position| {
            search.evaluate_with(position, 1, &AHEAD) != search.evaluate(position, 1)
        })
        .count();
    assert!(
        differs > 0,
        "no position of {} where the values matter",
        positions.len()
    );
    // Money play's values are the default, and their evaluation is what it always was.
    assert_eq!(
        search.evaluate_with(&position, 2, &OutcomeValues::MONEY),
        embedded().evaluate(&position, 2)
    );
}

#[test]
fn a_deeper_ranking_at_a_score_evaluates_the_plays_with_the_scores_values() {
    let position = game_positions(8, 6)[5];
    let plays = position.legal_plays(Dice::new(5, 2).unwrap());
    let open = MoveFilter {
        keep: 4,
        window: 1.0,
    };
    let settings = SearchSettings {
        values: AHEAD,
        filters: [open, open],
        ..SearchSettings::ZERO_PLY.with_plies(2)
    };
    let mut search = embedded();
    let ranked = search.rank_plays(&plays, &settings);
    let deepest: Vec<&RankedPlay> = ranked.iter().filter(|entry| entry.plies == 2).collect();
    assert!(deepest.len() >= 2, "{ranked:?}");
    for entry in deepest {
        let expected = embedded().evaluate_play_with(&plays[entry.index], 2, &AHEAD);
        assert_eq!(entry.probabilities, expected);
        assert_eq!(entry.equity, expected.equity_with(&AHEAD));
    }
}

#[test]
fn the_cache_keeps_evaluations_with_different_values_apart() {
    let positions = game_positions(21, 4);
    let mut cached = embedded();
    for position in &positions {
        for values in [AHEAD, OutcomeValues::MONEY, AHEAD.swapped(), AHEAD] {
            let fresh = Search::with_cache(NetEvaluator::embedded(), EvalCache::with_slots(0))
                .evaluate_with(position, 2, &values);
            assert_eq!(
                cached.evaluate_with(position, 2, &values),
                fresh,
                "{values:?}"
            );
        }
    }
    assert!(cached.cache_stats().hits > 0);
}

#[test]
fn swapped_values_are_the_other_sides_and_swapping_twice_gives_them_back() {
    assert_eq!(AHEAD.swapped().swapped(), AHEAD);
    assert_eq!(OutcomeValues::MONEY.swapped(), OutcomeValues::MONEY);
    assert_eq!(AHEAD.swapped().win_gammon, AHEAD.lose_gammon);
    assert_eq!(AHEAD.swapped().lose_backgammon, AHEAD.win_backgammon);
    let at = |away| crate::cube::CubeContext {
        away: Some(away),
        ..crate::cube::CubeContext::MONEY_CENTERED
    };
    let mine = crate::cube::outcome_values(&at((3, 5)));
    let theirs = crate::cube::outcome_values(&at((5, 3)));
    for (a, b) in [
        (mine.swapped().win_gammon, theirs.win_gammon),
        (mine.swapped().lose_gammon, theirs.lose_gammon),
        (mine.swapped().win_backgammon, theirs.win_backgammon),
        (mine.swapped().lose_backgammon, theirs.lose_backgammon),
    ] {
        assert!((a - b).abs() < 1e-5, "{mine:?} {theirs:?}");
    }
}

#[test]
fn the_plays_of_a_roll_evaluated_together_get_the_answers_of_each_alone() {
    // At 0 ply the search hands the positions after a roll's plays to the evaluator together;
    // the chances are those of evaluating each play alone, bit for bit, finished games are
    // exact and only the others count as evaluations.
    let mut together = embedded();
    let mut alone = embedded();
    // 2-1 bears both checkers off (2/off 1/off) or not (2/1 1/off).
    let bear_off = board(&[(1, 1), (2, 1)], &[(24, 3)]);
    let mut some_finished = false;
    for position in game_positions(4, 20).into_iter().chain([bear_off]) {
        for (dice, _) in Dice::all_21() {
            let plays = position.legal_plays(dice);
            let before = together.evaluations();
            let ranked = together.rank_plays(&plays, &SearchSettings::ZERO_PLY);
            for entry in &ranked {
                assert_eq!(
                    entry.probabilities,
                    alone.evaluate_play(&plays[entry.index], 0),
                    "{position:?} {dice:?}"
                );
            }
            let finished = plays.iter().filter(|play| play.position.has_won()).count();
            some_finished |= finished > 0 && finished < plays.len();
            assert_eq!(
                together.evaluations() - before,
                (plays.len() - finished) as u64
            );
            assert_eq!(
                together.best_play(&plays, &SearchSettings::ZERO_PLY),
                ranked[0].index
            );
        }
    }
    assert!(
        some_finished,
        "a roll with finished and unfinished plays was seen"
    );
}
