use super::*;
use crate::bots::Level;
use crate::cube::CubeContext;
use crate::eval::NetEvaluator;
use crate::ids::MatchId;
use crate::notation::parse_play;
use crate::position::Position;
use crate::referee::MatchSettings;

fn expert() -> NeuralBot {
    NeuralBot::for_level(Level::Expert)
}

fn run(start: Match, actions: &[Action]) -> Match {
    actions.iter().fold(start, |game, &action| {
        game.apply(action).expect("a legal scripted action")
    })
}

fn play_of(game: &Match, text: &str) -> Action {
    let dice = game.dice().expect("dice rolled");
    Action::Play(parse_play(&game.position(), dice, text).expect("a legal play"))
}

fn dice(first: u8, second: u8) -> Dice {
    Dice::new(first, second).unwrap()
}

/// Player 0 with one checker left on their 1-point, about to move `rolled`: every roll bears
/// it off, so the play is forced.
fn last_checker_moving(rolled: Dice) -> Match {
    let mut board = [0i8; 26];
    board[1] = 1;
    board[19] = -15;
    let position = Position::try_from_board(board).unwrap();
    let id = MatchId {
        dice: Some(rolled),
        ..MatchId::money_game_before_roll()
    };
    Match::from_match_id(position, &id).unwrap()
}

#[test]
fn forced_play_loses_nothing_and_is_not_an_unforced_decision() {
    let start = last_checker_moving(dice(6, 5));
    let only = start.legal_plays()[0];
    let game = run(start, &[Action::Play(only)]);
    let analysis = analyse_match(&game, &mut expert()).unwrap();
    assert_eq!(analysis.decisions.len(), 1);
    let decision = &analysis.decisions[0];
    assert!(!decision.unforced);
    assert_eq!(decision.loss, 0.0);
    assert_eq!(decision.error, ErrorSize::None);
    let zero = analysis.players[Player::Zero];
    assert_eq!(zero.unforced_decisions, 0);
    assert_eq!(zero.error_rate(), 0.0);
}

#[test]
fn bad_play_is_classified_by_its_loss_against_the_best_play() {
    let opened = run(
        Match::new(MatchSettings::money()),
        &[Action::OpeningRoll { zero: 3, one: 1 }],
    );
    let bad = play_of(&opened, "6/2");
    let game = run(opened.clone(), &[bad]);
    let analysis = analyse_match(&game, &mut expert()).unwrap();
    let decision = analysis
        .decisions
        .iter()
        .find(|decision| matches!(decision.kind, DecisionKind::Play { .. }))
        .unwrap();
    let hint = play_hint(
        &mut expert(),
        &opened.position(),
        dice(3, 1),
        &CubeContext::of_match(&opened, Player::Zero),
    );
    let Action::Play(made) = bad else {
        unreachable!()
    };
    let made_entry = hint
        .plays
        .iter()
        .find(|entry| entry.play.position == made.position)
        .unwrap();
    let expected = made_entry.loss;
    // The mover's chance after the play is the analysis' own evaluation of it.
    assert_eq!(decision.win_after, Some(made_entry.chances.win));
    assert_eq!(decision.player, Player::Zero);
    assert!(decision.unforced);
    assert!((decision.loss - expected).abs() < 1e-6);
    assert!(
        decision.loss >= rating::BAD,
        "6/2 with 31 loses {}",
        decision.loss
    );
    assert_eq!(decision.error, ErrorSize::of_loss(decision.loss));
    let zero = analysis.players[Player::Zero];
    assert_eq!(zero.unforced_plays, 1);
    assert_eq!(zero.bad + zero.very_bad, 1);
    assert!((zero.error_rate() - 1000.0 * decision.loss).abs() < 1e-3);
}

#[test]
fn best_play_loses_nothing() {
    let opened = run(
        Match::new(MatchSettings::money()),
        &[Action::OpeningRoll { zero: 3, one: 1 }],
    );
    let game = run(opened.clone(), &[play_of(&opened, "8/5 6/5")]);
    let analysis = analyse_match(&game, &mut expert()).unwrap();
    let decision = &analysis.decisions[0];
    assert!(decision.unforced);
    assert_eq!(decision.loss, 0.0);
    assert_eq!(decision.error, ErrorSize::None);
}

#[test]
fn error_sizes_start_at_gnubg_thresholds() {
    for (loss, size) in [
        (0.0, ErrorSize::None),
        (0.039, ErrorSize::None),
        (0.04, ErrorSize::Doubtful),
        (0.079, ErrorSize::Doubtful),
        (0.08, ErrorSize::Bad),
        (0.159, ErrorSize::Bad),
        (0.16, ErrorSize::VeryBad),
        (1.5, ErrorSize::VeryBad),
    ] {
        assert_eq!(ErrorSize::of_loss(loss), size, "loss {loss}");
    }
}

#[test]
fn rating_bands_are_gnubg_bands_with_each_upper_end_in_the_next_band() {
    for (rate, word) in [
        (0.0, "Supernatural"),
        (1.999, "Supernatural"),
        (2.0, "World class"),
        (4.999, "World class"),
        (5.0, "Expert"),
        (8.0, "Advanced"),
        (11.999, "Advanced"),
        (12.0, "Intermediate"),
        (18.0, "Casual player"),
        (25.999, "Casual player"),
        (26.0, "Beginner"),
        (34.999, "Beginner"),
        (35.0, "Awful!"),
        (200.0, "Awful!"),
    ] {
        assert_eq!(Rating::of_error_rate(rate).word(), word, "rate {rate}");
    }
}

#[test]
fn luck_of_the_36_rolls_sums_to_zero_weighted() {
    let evaluator = NetEvaluator::embedded();
    let opened = run(
        Match::new(MatchSettings::money()),
        &[Action::OpeningRoll { zero: 6, one: 4 }],
    );
    let replied = run(opened.clone(), &[play_of(&opened, "24/18 13/9")]);
    let cube = CubeContext::of_match(&replied, replied.on_roll());
    let rolls = luck::luck_of_rolls(&evaluator, &replied.position(), &cube, false);
    assert_eq!(rolls.iter().map(|&(_, w, _)| u32::from(w)).sum::<u32>(), 36);
    let weighted: f32 = rolls.iter().map(|&(_, w, luck)| f32::from(w) * luck).sum();
    assert!(weighted.abs() < 1e-4, "weighted luck {weighted}");
    let spread = rolls
        .iter()
        .map(|&(_, _, luck)| luck.abs())
        .fold(0.0, f32::max);
    assert!(spread > 0.05, "rolls differ in luck");
}

#[test]
fn opening_roll_luck_averages_over_the_30_rolls_that_are_not_doubles() {
    let evaluator = NetEvaluator::embedded();
    let start = Match::new(MatchSettings::money());
    let cube = CubeContext::of_match(&start, Player::Zero);
    let rolls = luck::luck_of_rolls(&evaluator, &start.position(), &cube, true);
    assert_eq!(rolls.iter().map(|&(_, w, _)| u32::from(w)).sum::<u32>(), 30);
    let weighted: f32 = rolls.iter().map(|&(_, w, luck)| f32::from(w) * luck).sum();
    assert!(weighted.abs() < 1e-4, "weighted luck {weighted}");
}

#[test]
fn every_roll_has_its_luck_summed_to_its_roller() {
    let opened = run(
        Match::new(MatchSettings::money()),
        &[Action::OpeningRoll { zero: 3, one: 1 }],
    );
    let played = run(opened.clone(), &[play_of(&opened, "8/5 6/5")]);
    let rolled = run(played, &[Action::Roll(dice(6, 6))]);
    let game = run(rolled.clone(), &[Action::Play(rolled.legal_plays()[0])]);
    let analysis = analyse_match(&game, &mut expert()).unwrap();
    assert_eq!(analysis.rolls.len(), 2);
    assert_eq!(analysis.rolls[0].player, Player::Zero);
    assert_eq!(analysis.rolls[1].player, Player::One);
    assert!(analysis.rolls[1].luck > 0.0, "66 is a lucky reply");
    for player in [Player::Zero, Player::One] {
        let sum: f32 = analysis
            .rolls
            .iter()
            .filter(|roll| roll.player == player)
            .map(|roll| roll.luck)
            .sum();
        assert_eq!(analysis.players[player].luck, sum);
    }
}

#[test]
fn early_double_is_a_wrong_double_and_its_take_is_right() {
    let opened = run(
        Match::new(MatchSettings::money()),
        &[Action::OpeningRoll { zero: 3, one: 1 }],
    );
    let played = run(opened.clone(), &[play_of(&opened, "8/5 6/5")]);
    let game = run(played, &[Action::Double, Action::Take]);
    let analysis = analyse_match(&game, &mut expert()).unwrap();
    let double = &analysis.decisions[1];
    let take = &analysis.decisions[2];
    assert_eq!(double.kind, DecisionKind::Double);
    assert_eq!(double.player, Player::One);
    assert!(double.loss > 0.0, "doubling after one play loses equity");
    assert_eq!(take.kind, DecisionKind::Take);
    assert_eq!(take.player, Player::Zero);
    assert_eq!(take.loss, 0.0);
    assert_eq!(analysis.players[Player::Zero].cube_decisions, 1);
    assert_eq!(analysis.players[Player::One].cube_decisions, 1);
    // A cube decision leaves no new position: no chance after it; the play has one.
    assert_eq!((double.win_after, take.win_after), (None, None));
    assert!(analysis.decisions[0]
        .win_after
        .is_some_and(|win| (0.0..=1.0).contains(&win)));
}

#[test]
fn match_analysis_gives_losses_in_match_winning_chances() {
    let opened = run(
        Match::new(MatchSettings::match_to(5).unwrap()),
        &[Action::OpeningRoll { zero: 3, one: 1 }],
    );
    let game = run(opened.clone(), &[play_of(&opened, "6/2")]);
    let analysis = analyse_match(&game, &mut expert()).unwrap();
    let decision = &analysis.decisions[0];
    let mwc = decision
        .loss_mwc
        .expect("a match has match winning chances");
    assert!(mwc > 0.0 && mwc < decision.loss);
    assert!(analysis.players[Player::Zero].error_rate_mwc().unwrap() > 0.0);
    assert_eq!(analysis.players[Player::One].error_rate_mwc(), Some(0.0));
}

#[test]
fn analysis_stopped_by_its_progress_callback_keeps_what_it_did() {
    let opened = run(
        Match::new(MatchSettings::money()),
        &[Action::OpeningRoll { zero: 3, one: 1 }],
    );
    let played = run(opened.clone(), &[play_of(&opened, "8/5 6/5")]);
    let game = run(played, &[Action::Roll(dice(6, 6))]);
    let mut seen = Vec::new();
    let (partial, complete) = analyse_match_until(&game, &mut expert(), &mut |done, total| {
        seen.push((done, total));
        done < 2
    })
    .unwrap();
    assert!(!complete);
    assert_eq!(seen, [(1, 3), (2, 3)]);
    assert_eq!(partial.decisions.len(), 1, "the opening play only");
    let (whole, complete) = analyse_match_until(&game, &mut expert(), &mut |_, _| true).unwrap();
    assert!(complete);
    assert_eq!(whole, analyse_match(&game, &mut expert()).unwrap());
    assert_eq!(
        whole.decisions.len(),
        2,
        "the play and the no-double before 66"
    );
}

#[test]
fn cube_losses_are_the_best_choice_minus_the_choice_made() {
    // [no double, double/take, double/pass], doubled?, loss.
    let doubling = [
        ([0.30, 0.50, 1.00], true, 0.0),
        ([0.30, 0.50, 1.00], false, 0.20),
        ([0.60, 0.50, 1.00], true, 0.10),
        ([0.60, 0.50, 1.00], false, 0.0),
        // Too good: the opponent passes, and not doubling plays on for less.
        ([0.90, 1.40, 1.00], true, 0.0),
        ([0.90, 1.40, 1.00], false, 0.10),
    ];
    for (equities, doubled, loss) in doubling {
        let found = super::doubling_loss(equities, doubled);
        assert!(
            (found - loss).abs() < 1e-6,
            "{equities:?} {doubled}: {found}"
        );
    }
    // double/take, double/pass, passed?, loss.
    let answers = [
        (0.50, 1.00, false, 0.0),
        (0.50, 1.00, true, 0.50),
        (1.30, 1.00, false, 0.30),
        (1.30, 1.00, true, 0.0),
    ];
    for (take, pass, passed, loss) in answers {
        let found = super::answer_loss(take, pass, passed);
        assert!(
            (found - loss).abs() < 1e-6,
            "{take} {pass} {passed}: {found}"
        );
    }
}

#[test]
fn analysis_in_pieces_adds_up_to_the_whole_even_split_between_double_and_take() {
    let opened = run(
        Match::new(MatchSettings::match_to(5).unwrap()),
        &[Action::OpeningRoll { zero: 3, one: 1 }],
    );
    let played = run(opened.clone(), &[play_of(&opened, "8/5 6/5")]);
    let doubled = run(
        played,
        &[Action::Double, Action::Take, Action::Roll(dice(6, 4))],
    );
    let game = run(doubled.clone(), &[play_of(&doubled, "24/14")]);
    let whole = analyse_match(&game, &mut expert()).unwrap();
    // Every split point, the one between the double (index 2) and the take (3) included.
    for split in 0..=game.log().len() {
        let mut pieces = analyse_actions(&game, &mut expert(), 0..split).unwrap();
        pieces.extend(analyse_actions(&game, &mut expert(), split..game.log().len()).unwrap());
        assert_eq!(pieces.decisions, whole.decisions, "split at {split}");
        assert_eq!(pieces.rolls, whole.rolls, "split at {split}");
        for player in [Player::Zero, Player::One] {
            let (got, want) = (pieces.players[player], whole.players[player]);
            assert_eq!(got.unforced_decisions, want.unforced_decisions);
            assert_eq!(
                (got.doubtful, got.bad, got.very_bad),
                (want.doubtful, want.bad, want.very_bad)
            );
            assert!(
                (got.equity_lost - want.equity_lost).abs() < 1e-5,
                "split at {split}"
            );
            assert!((got.luck - want.luck).abs() < 1e-5, "split at {split}");
            assert!((got.mwc_lost.unwrap() - want.mwc_lost.unwrap()).abs() < 1e-5);
        }
    }
}

#[test]
fn a_range_past_the_log_analyses_what_there_is() {
    let opened = run(
        Match::new(MatchSettings::money()),
        &[Action::OpeningRoll { zero: 3, one: 1 }],
    );
    let game = run(opened.clone(), &[play_of(&opened, "6/2")]);
    let piece = analyse_actions(&game, &mut expert(), 1..99).unwrap();
    assert_eq!(piece.decisions.len(), 1);
    assert!(analyse_actions(&game, &mut expert(), 5..9)
        .unwrap()
        .decisions
        .is_empty());
}

fn decision(kind: DecisionKind, loss: f32, unforced: bool) -> Decision {
    Decision {
        game: 1,
        action_index: 0,
        player: Player::Zero,
        kind,
        loss,
        loss_mwc: None,
        unforced,
        win_after: None,
        error: ErrorSize::of_loss(loss),
    }
}

#[test]
fn cube_error_kinds_are_the_counted_cube_decisions_that_lost_equity() {
    let a_play = DecisionKind::Play {
        dice: dice(3, 1),
        play: Match::new(MatchSettings::money())
            .apply(Action::OpeningRoll { zero: 3, one: 1 })
            .unwrap()
            .legal_plays()[0],
        best: Match::new(MatchSettings::money())
            .apply(Action::OpeningRoll { zero: 3, one: 1 })
            .unwrap()
            .legal_plays()[0],
    };
    // kind, loss, unforced, expected.
    let cases = [
        (
            DecisionKind::NoDouble,
            0.05,
            true,
            Some(CubeErrorKind::MissedDouble),
        ),
        (DecisionKind::NoDouble, 0.0, true, None),
        (DecisionKind::NoDouble, 0.05, false, None),
        (
            DecisionKind::Double,
            0.01,
            true,
            Some(CubeErrorKind::WrongDouble),
        ),
        (DecisionKind::Double, 0.0, true, None),
        (
            DecisionKind::Take,
            0.30,
            true,
            Some(CubeErrorKind::WrongTake),
        ),
        (
            DecisionKind::Beaver,
            0.30,
            true,
            Some(CubeErrorKind::WrongTake),
        ),
        (DecisionKind::Take, 0.0, true, None),
        (
            DecisionKind::Pass,
            0.50,
            true,
            Some(CubeErrorKind::WrongPass),
        ),
        (DecisionKind::Pass, 0.0, true, None),
        (a_play, 0.50, true, None),
    ];
    for (kind, loss, unforced, expected) in cases {
        assert_eq!(
            CubeErrorKind::of(&decision(kind, loss, unforced)),
            expected,
            "{kind:?} losing {loss}, unforced {unforced}"
        );
    }
}

#[test]
fn cube_errors_count_and_sum_each_kind_per_player() {
    let mut decisions = vec![
        decision(DecisionKind::NoDouble, 0.10, true),
        decision(DecisionKind::NoDouble, 0.05, true),
        decision(DecisionKind::Double, 0.20, true),
        decision(DecisionKind::Pass, 0.40, true),
        decision(DecisionKind::Take, 0.0, true),
    ];
    let mut theirs = decision(DecisionKind::Take, 0.70, true);
    theirs.player = Player::One;
    decisions.push(theirs);
    let zero = CubeErrors::of_player(&decisions, Player::Zero, false);
    assert_eq!(zero.missed_double.count, 2);
    assert!((zero.missed_double.equity_lost - 0.15).abs() < 1e-6);
    assert_eq!(zero.wrong_double.count, 1);
    assert_eq!(zero.wrong_take, CubeErrorTally::default());
    assert_eq!(zero.wrong_pass.count, 1);
    assert_eq!(zero.count(), 4);
    assert!((zero.equity_lost() - 0.75).abs() < 1e-6);
    assert_eq!(zero.missed_double.mwc_lost, None, "money play has no mwc");
    let one = CubeErrors::of_player(&decisions, Player::One, false);
    assert_eq!(one.wrong_take.count, 1);
    assert!((one.wrong_take.equity_lost - 0.70).abs() < 1e-6);
    assert_eq!(one.count(), 1);
}

/// Player 0 to roll with checkers on their 4- and 1-points, the opponent with two on their
/// 1-point: player 0 bears both off with 29 rolls of 36 and otherwise loses, so doubling is
/// right and the opponent should pass (no double 0.61, double/take 1.22, double/pass 1).
fn last_roll_with_29_winners(settings_length: u32) -> Match {
    let mut board = [0i8; 26];
    board[4] = 1;
    board[1] = 1;
    board[24] = -2;
    let position = Position::try_from_board(board).unwrap();
    let mut id = MatchId::money_game_before_roll();
    if settings_length > 0 {
        id.match_length = settings_length;
    }
    Match::from_match_id(position, &id).unwrap()
}

#[test]
fn rolling_on_a_last_roll_with_29_winning_rolls_is_a_missed_double() {
    let game = run(last_roll_with_29_winners(0), &[Action::Roll(dice(2, 1))]);
    let analysis = analyse_match(&game, &mut expert()).unwrap();
    let errors = analysis.cube_errors(Player::Zero);
    assert_eq!(errors.missed_double.count, 1);
    assert!(
        errors.missed_double.equity_lost > 0.2,
        "about 0.39 lost: {errors:?}"
    );
    assert_eq!(errors.count(), 1);
    assert_eq!(analysis.cube_errors(Player::One), CubeErrors::default());
}

#[test]
fn taking_a_last_roll_double_with_29_winning_rolls_is_a_wrong_take_and_passing_is_right() {
    let took = run(
        last_roll_with_29_winners(0),
        &[Action::Double, Action::Take],
    );
    let analysis = analyse_match(&took, &mut expert()).unwrap();
    assert_eq!(analysis.cube_errors(Player::Zero), CubeErrors::default());
    let taker = analysis.cube_errors(Player::One);
    assert_eq!(taker.wrong_take.count, 1);
    assert!(taker.wrong_take.equity_lost > 0.1, "about 0.22: {taker:?}");
    assert_eq!(taker.count(), 1);
    let passed = run(
        last_roll_with_29_winners(0),
        &[Action::Double, Action::Drop],
    );
    let analysis = analyse_match(&passed, &mut expert()).unwrap();
    assert_eq!(analysis.cube_errors(Player::One), CubeErrors::default());
}

#[test]
fn passing_an_early_double_is_a_wrong_pass_after_a_wrong_double() {
    let opened = run(
        Match::new(MatchSettings::money()),
        &[Action::OpeningRoll { zero: 3, one: 1 }],
    );
    let played = run(opened.clone(), &[play_of(&opened, "8/5 6/5")]);
    let game = run(played, &[Action::Double, Action::Drop]);
    let analysis = analyse_match(&game, &mut expert()).unwrap();
    let doubler = analysis.cube_errors(Player::One);
    assert_eq!(doubler.wrong_double.count, 1);
    assert_eq!(doubler.wrong_double.equity_lost, analysis.decisions[1].loss);
    let passer = analysis.cube_errors(Player::Zero);
    assert_eq!(passer.wrong_pass.count, 1);
    assert!(passer.wrong_pass.equity_lost > 0.3, "{passer:?}");
    assert_eq!(passer.wrong_pass.equity_lost, analysis.decisions[2].loss);
}

#[test]
fn cube_errors_in_a_match_sum_match_winning_chances_too() {
    let game = run(last_roll_with_29_winners(5), &[Action::Roll(dice(2, 1))]);
    let analysis = analyse_match(&game, &mut expert()).unwrap();
    let missed = analysis.cube_errors(Player::Zero).missed_double;
    assert_eq!(missed.count, 1);
    let mwc = missed.mwc_lost.expect("a match has match winning chances");
    assert!(mwc > 0.0 && mwc <= 1.0, "{mwc}");
    assert_eq!(Some(mwc), analysis.decisions[0].loss_mwc);
    let errors = analysis.cube_errors(Player::Zero);
    for kind in [
        CubeErrorKind::WrongDouble,
        CubeErrorKind::WrongTake,
        CubeErrorKind::WrongPass,
    ] {
        assert_eq!(
            errors.tally(kind).mwc_lost,
            Some(0.0),
            "{kind:?} in a match"
        );
    }
}

#[test]
fn luck_words_are_gnubgs_bands_of_ten_times_the_rate_with_edges_nearer_zero() {
    // Luck rate (normalized per roll), word.
    let cases = [
        (0.0, "None"),
        (0.03, "None"),
        (0.0301, "Good dice, man!"),
        (0.06, "Good dice, man!"),
        (0.0601, "Go to Las Vegas"),
        (-0.03, "None"),
        (-0.0301, "Bad dice, man!"),
        (-0.06, "Bad dice, man!"),
        (-0.0601, "Go to bed"),
        (f32::NAN, "None"),
    ];
    for (rate, word) in cases {
        assert_eq!(LuckRating::of_luck_rate(rate).word(), word, "{rate}");
    }
}

#[test]
fn luck_rate_is_the_luck_of_a_players_rolls_per_roll() {
    let opened = run(
        Match::new(MatchSettings::money()),
        &[Action::OpeningRoll { zero: 3, one: 1 }],
    );
    let played = run(opened.clone(), &[play_of(&opened, "8/5 6/5")]);
    let rolled = run(played, &[Action::Roll(dice(6, 6))]);
    let replied = run(rolled.clone(), &[play_of(&rolled, "24/18(2) 13/7(2)")]);
    let game = run(replied, &[Action::Roll(dice(2, 1))]);
    let analysis = analyse_match(&game, &mut expert()).unwrap();
    // Player 0 rolled the opening 31 and then 21, player 1 the 66.
    for (player, rolls) in [(Player::Zero, 2), (Player::One, 1)] {
        let lucks: Vec<f32> = analysis
            .rolls
            .iter()
            .filter(|roll| roll.player == player)
            .map(|roll| roll.luck)
            .collect();
        assert_eq!(lucks.len(), rolls);
        let rate = analysis.luck_rate(player).unwrap();
        let mean = lucks.iter().sum::<f32>() / rolls as f32;
        assert!((rate - mean).abs() < 1e-6, "{rate} against {mean}");
        assert_eq!(
            analysis.luck_rating(player),
            Some(LuckRating::of_luck_rate(rate))
        );
    }
    assert!(
        analysis.luck_rate(Player::One).unwrap() > 0.0,
        "66 after the opening is a lucky roll"
    );
}

#[test]
fn luck_rate_without_rolls_is_none() {
    let start = last_checker_moving(dice(6, 5));
    let analysis = analyse_match(&start, &mut expert()).unwrap();
    assert_eq!(analysis.luck_rate(Player::Zero), None);
    assert_eq!(analysis.luck_rating(Player::One), None);
}

#[test]
fn pr_is_500_times_the_equity_lost_per_unforced_decision() {
    // Equity lost, unforced decisions, PR.
    let cases = [
        (0.1, 10, 5.0),
        (0.0, 10, 0.0),
        (0.3, 0, 0.0),
        (1.25, 50, 12.5),
    ];
    for (equity_lost, unforced_decisions, pr) in cases {
        let summary = PlayerSummary {
            equity_lost,
            unforced_decisions,
            ..PlayerSummary::default()
        };
        assert!(
            (summary.pr() - pr).abs() < 1e-4,
            "{equity_lost} / {unforced_decisions}"
        );
        assert!((summary.pr() - summary.error_rate() / 2.0).abs() < 1e-4);
    }
}
