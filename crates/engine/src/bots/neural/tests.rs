use super::*;
use crate::bots::PubEval;
use crate::dice::{DiceSource, SeededDice};
use crate::testing::board;

/// Plays a few turns of `bot` from the start with seeded dice, checking every choice is legal.
fn play_turns(bot: &mut NeuralBot, seed: u64, turns: usize) {
    let mut dice = SeededDice::new(seed);
    let mut position = Position::STARTING;
    for _ in 0..turns {
        let roll = dice.roll();
        let plays = position.legal_plays(roll);
        let play = bot.choose_play(&position, roll, &plays);
        assert!(plays.contains(&play));
        let after = play.position;
        position = if after.has_won() {
            Position::STARTING
        } else {
            after.switch_sides()
        };
    }
}

#[test]
fn every_level_picks_legal_plays() {
    for level in Level::ALL {
        let turns = if level.plies() == 0 { 100 } else { 2 };
        play_turns(&mut NeuralBot::for_level(level), 11, turns);
    }
    let mut one_ply = NeuralBot::new().with_plies(1);
    assert_eq!(one_ply.plies(), 1);
    play_turns(&mut one_ply, 5, 4);
    assert_eq!(NeuralBot::new().with_plies(9).plies(), 2);
}

#[test]
fn the_net_player_bears_off_its_last_checker_when_it_can() {
    // Own checkers on the 1- and 2-points, the opponent far away: 21 wins at once.
    let position = board(&[(1, 1), (2, 1)], &[(20, 5)]);
    let dice = Dice::new(2, 1).unwrap();
    let plays = position.legal_plays(dice);
    for level in [Level::Beginner, Level::Expert] {
        let play = NeuralBot::for_level(level).choose_play(&position, dice, &plays);
        assert!(play.position.has_won(), "{level}");
    }
}

#[test]
fn noise_is_deterministic_per_position() {
    let position = Position::STARTING;
    for roll in [Dice::new(6, 2).unwrap(), Dice::new(4, 3).unwrap()] {
        let plays = position.legal_plays(roll);
        let first = NeuralBot::for_level(Level::Beginner).rank_plays(&plays);
        let mut again = NeuralBot::for_level(Level::Beginner);
        // Other questions in between change nothing.
        again.rank_plays(&Position::STARTING.legal_plays(Dice::new(5, 5).unwrap()));
        assert_eq!(again.rank_plays(&plays), first);
    }
}

#[test]
fn noise_grows_as_the_level_falls() {
    // The spread of (score - equity) over many plays estimates each level's noise.
    let mut dice = SeededDice::new(29);
    let mut cases = Vec::new();
    let mut position = Position::STARTING;
    let mut expert = NeuralBot::new();
    for _ in 0..60 {
        let roll = dice.roll();
        let plays = position.legal_plays(roll);
        let play = expert.choose_play(&position, roll, &plays);
        cases.push(plays.clone());
        let after = play.position;
        position = if after.has_won() {
            Position::STARTING
        } else {
            after.switch_sides()
        };
    }
    let mut spreads = Vec::new();
    // World class has no noise either, and its 2-ply rankings are slow in a debug build.
    for level in Level::ALL.into_iter().filter(|level| level.plies() == 0) {
        let mut bot = NeuralBot::for_level(level);
        let (mut sum, mut n) = (0f64, 0f64);
        for plays in &cases {
            for ranked in bot.rank_plays(plays) {
                let noise = f64::from(ranked.score - ranked.equity);
                sum += noise * noise;
                n += 1.0;
            }
        }
        let spread = (sum / n).sqrt();
        let sigma = f64::from(level.noise());
        assert!(
            (spread - sigma).abs() <= 0.15 * sigma + 1e-6,
            "{level}: {spread}"
        );
        spreads.push(spread);
    }
    assert!(spreads.windows(2).all(|w| w[0] >= w[1]), "{spreads:?}");
}

#[test]
fn a_noisy_level_sometimes_plays_differently_from_expert() {
    let mut dice = SeededDice::new(2);
    let mut position = Position::STARTING;
    let (mut expert, mut beginner) = (
        NeuralBot::for_level(Level::Expert),
        NeuralBot::for_level(Level::Beginner),
    );
    let mut differ = 0;
    for _ in 0..80 {
        let roll = dice.roll();
        let plays = position.legal_plays(roll);
        let e = expert.choose_play(&position, roll, &plays);
        if beginner.choose_play(&position, roll, &plays) != e {
            differ += 1;
        }
        let after = e.position;
        position = if after.has_won() {
            Position::STARTING
        } else {
            after.switch_sides()
        };
    }
    assert!(differ > 0 && differ < 60, "{differ}");
}

#[test]
fn ranked_plays_carry_their_equities() {
    let plays = Position::STARTING.legal_plays(Dice::new(3, 1).unwrap());
    let mut bot = NeuralBot::new();
    let ranked = bot.rank_plays(&plays);
    assert_eq!(ranked.len(), plays.len());
    assert!(ranked.windows(2).all(|w| w[0].equity >= w[1].equity));
    // 31 at the start: 8/5 6/5, making the 5-point, is the best play by far.
    let best = &plays[ranked[0].index];
    assert_eq!(best.position.own(5), 2);
    assert_eq!(ranked[0].equity, ranked[0].probabilities.equity());
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "slow without optimizations: run with --release"
)]
fn the_net_player_beats_pubeval() {
    // Deterministic for the committed weights; the net's margin (about +0.3 points a game
    // or more) is several standard errors of a 400-game duplicate duel.
    let result = crate::selfplay::duel(&mut NeuralBot::new(), &mut PubEval::new(), 400, 7);
    assert!(result.points_per_game() > 0.0, "{result}");
}

#[test]
fn cube_decisions_come_from_the_cube_module_at_the_players_depth() {
    let money = CubeContext::MONEY_CENTERED;
    // The doubler (on roll) has one checker left, the taker fifteen far away.
    let lost = board(&[(1, 1)], &[(20, 15)]);
    for mut bot in [NeuralBot::new(), NeuralBot::new().with_plies(1)] {
        assert_eq!(bot.take_decision(&lost, &money), TakeDecision::Drop);
        assert_eq!(
            bot.take_decision(&Position::STARTING, &money),
            TakeDecision::Take
        );
        assert_eq!(
            bot.double_decision(&Position::STARTING, &money),
            DoubleDecision::NoDouble
        );
        // The same answers as the cube module's with the chances at the bot's depth.
        let position = board(&[(6, 4), (5, 4), (4, 3)], &[(19, 5), (20, 5), (21, 4)]);
        let chances = Search::new(NetEvaluator::embedded()).evaluate(&position, bot.plies());
        assert_eq!(
            bot.double_decision(&position, &money),
            cube::double_decision(&chances, &money, &position)
        );
        assert_eq!(
            bot.take_decision(&position, &money),
            cube::take_decision(&chances, &money, &position)
        );
    }
}

#[test]
fn the_net_player_resigns_only_a_certain_result_and_accepts_what_it_cannot_beat() {
    let cube = CubeContext::MONEY_CENTERED;
    // World class looks two plies deep, far enough to see the game end exactly.
    let mut bot = NeuralBot::for_level(Level::WorldClass);
    // On roll with fifteen checkers far from home against one opponent checker on its
    // 1-point: a sure gammon loss (the opponent bears off next turn whatever we roll).
    let gammoned = board(&[(12, 15)], &[(24, 1)]);
    assert_eq!(
        bot.resignation_offer(&gammoned, &cube),
        Some(WinKind::Gammon)
    );
    // The opponent (the acceptor) wins a gammon for sure: it takes the gammon, not a single.
    assert!(bot.accepts_resignation(&gammoned, WinKind::Gammon, &cube));
    assert!(!bot.accepts_resignation(&gammoned, WinKind::Single, &cube));
    // A lost race with a checker off: a single game.
    let lost_race = board(&[(6, 5), (5, 5)], &[(24, 1)]);
    assert_eq!(
        bot.resignation_offer(&lost_race, &cube),
        Some(WinKind::Single)
    );
    // Nobody resigns the opening, but a resignation there is a gift worth accepting.
    assert_eq!(bot.resignation_offer(&Position::STARTING, &cube), None);
    assert!(bot.accepts_resignation(&Position::STARTING, WinKind::Single, &cube));
}

#[test]
fn noisy_levels_misjudge_cube_decisions_deterministically_and_expert_does_not() {
    let money = CubeContext::MONEY_CENTERED;
    let positions = crate::testing::random_walk(400, 21);
    let mut expert = NeuralBot::for_level(Level::Expert);
    let mut beginner = NeuralBot::for_level(Level::Beginner);
    let mut differences = 0;
    for position in &positions {
        let exact = expert.evaluate(position);
        assert_eq!(expert.cube_chances(position), exact);
        let noisy = beginner.cube_chances(position);
        assert_eq!(
            noisy,
            beginner.cube_chances(position),
            "the same every time"
        );
        // Half the equity noise on the winning chance, at most six sigmas.
        let bound = 6.0 * Level::Beginner.noise() / 2.0;
        assert!((noisy.win - exact.win).abs() <= bound + 1e-6);
        assert_eq!(
            expert.double_decision(position, &money),
            cube::double_decision(&exact, &money, position)
        );
        assert_eq!(
            beginner.double_decision(position, &money),
            cube::double_decision(&noisy, &money, position)
        );
        differences += usize::from(
            beginner.take_decision(position, &money) != expert.take_decision(position, &money)
                || beginner.double_decision(position, &money)
                    != expert.double_decision(position, &money),
        );
    }
    assert!(differences > 0, "the noise changes some decision");
    assert!(
        differences < positions.len() / 4,
        "{differences}: mostly the same decisions"
    );
}

#[test]
fn at_double_match_point_the_player_plays_for_the_win_alone() {
    let dmp = CubeContext {
        away: Some((1, 1)),
        ..CubeContext::MONEY_CENTERED
    };
    let money = CubeContext::MONEY_CENTERED;
    let mut bot = NeuralBot::for_level(Level::Expert);
    let mut reference = Search::new(Level::Expert.evaluator());
    let mut dice = SeededDice::new(17);
    let mut changed = 0;
    for position in crate::testing::random_walk(300, 5) {
        let roll = dice.roll();
        let plays = position.legal_plays(roll);
        let chosen = bot.choose_play_in(&position, roll, &plays, &dmp);
        let wins: Vec<f32> = plays
            .iter()
            .map(|play| reference.evaluate_play(play, 0).win)
            .collect();
        let most = wins.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let chosen_wins = reference.evaluate_play(&chosen, 0).win;
        assert_eq!(chosen_wins, most, "the play with the most wins");
        // In money play the same as choose_play; gammons make some plays differ.
        let money_choice = bot.choose_play_in(&position, roll, &plays, &money);
        assert_eq!(money_choice, bot.choose_play(&position, roll, &plays));
        changed += usize::from(money_choice.position != chosen.position);
        // The ranking for hints agrees.
        assert_eq!(bot.rank_plays_in(&plays, &dmp)[0].equity, 2.0 * most - 1.0);
    }
    assert!(changed > 0, "gammons change some money plays");
}

/// A cube centred at `away` (the player on roll's away score first), no Crawford game.
fn at_score(away: (u32, u32)) -> CubeContext {
    CubeContext {
        away: Some(away),
        ..CubeContext::MONEY_CENTERED
    }
}

/// At a match score the cube's lookahead chooses each side's replies by its outcome values at
/// the score, as the play search does ([`Search::evaluate_with`]), not as in money play. The
/// positions are from Expert self-play games (seeds 99 and 98) where it changes the decision;
/// they depend on the net, so a new net needs new ones (`examples/find_cube_reply_positions.rs`).
#[test]
fn at_a_match_score_the_cubes_lookahead_chooses_replies_by_the_score() {
    // The default net's (Expert's own net is not searched): the positions depend on it.
    let mut bot = NeuralBot::with_evaluator(NetEvaluator::embedded(), "expert")
        .with_settings(Level::Expert.settings())
        .with_plies(1);
    let mut search = Search::new(NetEvaluator::embedded());
    // 2-away against 3-away, the player on roll 2-away: with money replies it would double.
    let position = Position::from_position_id("Mt/AASRw28QBAw").unwrap();
    let cube = at_score((2, 3));
    let by_score = search.evaluate_with(&position, 1, &cube::outcome_values(&cube));
    assert_eq!(bot.cube_chances_in(&position, &cube), by_score);
    let by_money = bot.cube_chances(&position);
    assert_ne!(by_money, by_score, "some reply is chosen differently");
    assert_eq!(
        cube::double_decision(&by_money, &cube, &position),
        DoubleDecision::Double
    );
    assert_eq!(
        bot.double_decision(&position, &cube),
        DoubleDecision::NoDouble
    );
    // The taker 2-away, the doubler 5-away: money replies would pass, the score's take.
    let doubled = Position::from_position_id("tlsYAxBsOwcjAA").unwrap();
    let taker = at_score((2, 5));
    let doubler_money = bot.cube_chances(&doubled);
    assert_eq!(
        cube::take_decision(&doubler_money, &taker, &doubled),
        TakeDecision::Drop
    );
    assert_eq!(bot.take_decision(&doubled, &taker), TakeDecision::Take);
    assert_eq!(
        bot.cube_chances_in(&doubled, &cube::other_side(&taker)),
        search.evaluate_with(&doubled, 1, &cube::outcome_values(&at_score((5, 2))))
    );
}

#[test]
fn in_money_play_and_without_lookahead_the_cubes_chances_are_unchanged() {
    let mut one_ply = NeuralBot::for_level(Level::Expert).with_plies(1);
    let mut zero_ply = NeuralBot::for_level(Level::Expert);
    let position = Position::from_position_id("zM3BATC2bcAFIA").unwrap();
    let jacoby = CubeContext {
        jacoby: true,
        ..CubeContext::MONEY_CENTERED
    };
    for money in [CubeContext::MONEY_CENTERED, jacoby] {
        assert_eq!(
            one_ply.cube_chances_in(&position, &money),
            one_ply.cube_chances(&position)
        );
        assert_eq!(
            NeuralBot::cube_lookahead_values(&money),
            OutcomeValues::MONEY
        );
    }
    assert_eq!(
        zero_ply.cube_chances_in(&position, &at_score((2, 3))),
        zero_ply.cube_chances(&position)
    );
    assert_eq!(
        NeuralBot::cube_lookahead_values(&at_score((2, 3))),
        cube::outcome_values(&at_score((2, 3)))
    );
}
