use super::inputs::{
    encode, ActiveInputs, BACK_INPUTS, CONTACT_INPUTS, INPUT_SET, LATER_CONTACT_INPUTS, N_INPUTS,
    ON_ROLL_ONLY_INPUTS, SIDE_INPUTS,
};
use super::*;
use crate::WinKind;

/// A position from a raw board (test data, known valid).
fn board(slots: &[(usize, i8)]) -> Position {
    let mut board = [0i8; 26];
    for &(index, count) in slots {
        board[index] = count;
    }
    Position::try_from_board(board).unwrap()
}

fn inputs_of(position: &Position) -> [f32; N_INPUTS] {
    let mut inputs = [0f32; N_INPUTS];
    encode(position, &mut inputs);
    inputs
}

#[test]
fn fast_exp_is_within_a_few_ulps_of_the_library() {
    let mut worst = 0f64;
    let mut x = -87.0f32;
    while x < 88.0 {
        let exact = f64::from(x).exp();
        let err = ((f64::from(net::exp(x)) - exact) / exact).abs();
        worst = worst.max(err);
        x += 0.0137;
    }
    assert!(worst < 5e-7, "worst relative error {worst}");
    assert_eq!(net::exp(-1000.0), net::exp(-87.3));
    assert!(sigmoid(1000.0) == 1.0 && sigmoid(-1000.0) < 1e-37);
    assert_eq!(sigmoid(0.0), 0.5);
}

#[test]
fn point_units_follow_tesauro_for_each_count() {
    // Own counts 1, 2, 3, 4 and 6 on points 1..=5; units: >=1, >=2, >=3, (n-3)/2.
    let cases: [(usize, i8, [f32; 4]); 5] = [
        (1, 1, [1.0, 0.0, 0.0, 0.0]),
        (2, 2, [1.0, 1.0, 0.0, 0.0]),
        (3, 3, [1.0, 1.0, 1.0, 0.0]),
        (4, 4, [1.0, 1.0, 1.0, 0.5]),
        (5, 5, [1.0, 1.0, 1.0, 1.0]),
    ];
    let slots: Vec<(usize, i8)> = cases.iter().map(|&(p, n, _)| (p, n)).collect();
    let inputs = inputs_of(&board(&slots));
    for (point, count, units) in cases {
        let first = 4 * (point - 1);
        assert_eq!(
            inputs[first..first + 4],
            units,
            "{count} checkers on {point}"
        );
    }
    // Nothing of the opponent's: it has all fifteen off.
    assert!(inputs[SIDE_INPUTS..SIDE_INPUTS + 96]
        .iter()
        .all(|&x| x == 0.0));
    assert_eq!(inputs[SIDE_INPUTS + 97], 1.0);
}

#[test]
fn rich_features_of_the_starting_position() {
    let inputs = inputs_of(&Position::STARTING);
    for side in [0, SIDE_INPUTS] {
        let rich = &inputs[side + 96..side + SIDE_INPUTS];
        // No bar, none off, 167 pips, a prime of one point at most, no blots.
        assert_eq!(rich, [0.0, 0.0, 167.0 / 200.0, 1.0 / 6.0, 0.0]);
    }
}

#[test]
fn exposed_blots_count_only_blots_in_direct_range() {
    // Own blots on 2 (the enemy's bar, slot 0, is 2 pips below: exposed), 10 (the enemy on 5
    // is 5 pips below: exposed) and 20 (the nearest enemy below is on 12, 8 pips: safe). The
    // own checker on the bar counts 25 pips.
    let position = board(&[
        (2, 1),
        (10, 1),
        (20, 1),
        (24, 11),
        (25, 1),
        (0, -1),
        (5, -2),
        (12, -12),
    ]);
    let inputs = inputs_of(&position);
    let rich = &inputs[96..SIDE_INPUTS];
    assert_eq!(rich[0], 0.5, "one on the bar");
    assert_eq!(rich[1], 0.0, "none off");
    assert_eq!(rich[2], (2 + 10 + 20 + 24 * 11 + 25) as f32 / 200.0);
    assert_eq!(rich[4], 2.0 / 5.0, "two blots exposed");
    // The opponent's blots: none. Its prime: one point (its 13 and 20 are our 12 and 5).
    let theirs = &inputs[SIDE_INPUTS + 96..];
    assert_eq!(theirs[0], 0.5);
    assert_eq!(theirs[3], 1.0 / 6.0);
    assert_eq!(theirs[4], 0.0);
}

#[test]
fn switching_sides_swaps_the_two_halves_of_the_inputs() {
    let position = board(&[(3, 2), (9, 1), (18, 4), (25, 1), (0, -2), (7, -3), (21, -1)]);
    let inputs = inputs_of(&position);
    let switched = inputs_of(&position.switch_sides());
    // The blocks, each with one half per side: the points, the contact features, the later
    // contact features, the back features.
    let mut start = 0;
    for half in [
        SIDE_INPUTS,
        CONTACT_INPUTS,
        LATER_CONTACT_INPUTS,
        BACK_INPUTS,
    ] {
        let (first, second, end) = (start, start + half, start + 2 * half);
        assert_eq!(inputs[first..second], switched[second..end]);
        assert_eq!(inputs[second..end], switched[first..second]);
        start = end;
    }
    assert_eq!(start, N_INPUTS);
}

#[test]
fn active_inputs_are_exactly_the_non_zero_inputs() {
    let position = board(&[(3, 2), (9, 1), (18, 4), (25, 1), (0, -2), (7, -3), (21, -1)]);
    let dense = inputs_of(&position);
    let active = ActiveInputs::of(&position);
    let expected: Vec<(u16, f32)> = (0..N_INPUTS)
        .filter(|&i| dense[i] != 0.0)
        .map(|i| (i as u16, dense[i]))
        .collect();
    let got: Vec<(u16, f32)> = active
        .indices()
        .iter()
        .copied()
        .zip(active.values().iter().copied())
        .collect();
    assert_eq!(got, expected);
}

/// A net with 2 inputs, 2 hidden units and 1 output, every weight chosen by hand.
fn tiny_net() -> Net {
    Net {
        n_inputs: 2,
        n_hidden: 2,
        n_outputs: 1,
        input_set: 0,
        games_trained: 0,
        // [input][hidden]: input 0 feeds the units with 1 and -1, input 1 with 2 and 0.5.
        hidden_weights: vec![1.0, -1.0, 2.0, 0.5],
        hidden_bias: vec![0.0, 0.5],
        output_weights: vec![1.5, -2.0],
        output_bias: vec![0.25],
    }
}

#[test]
fn forward_pass_matches_a_hand_computation() {
    let net = tiny_net();
    let logistic = |x: f64| 1.0 / (1.0 + (-x).exp());
    // Inputs (1, 0.5): hidden sums 1 + 1 = 2 and -1 + 0.25 + 0.5 = -0.25.
    let (h0, h1) = (logistic(2.0), logistic(-0.25));
    let expected = logistic(0.25 + 1.5 * h0 - 2.0 * h1);
    let mut hidden = [0f32; 2];
    let mut out = [0f32; 1];
    net.forward(&[1.0, 0.5], &mut hidden, &mut out);
    assert!((f64::from(hidden[0]) - h0).abs() < 1e-6);
    assert!((f64::from(hidden[1]) - h1).abs() < 1e-6);
    assert!(
        (f64::from(out[0]) - expected).abs() < 1e-6,
        "{} vs {expected}",
        out[0]
    );
}

#[test]
fn a_training_step_moves_the_output_towards_its_target() {
    let net = tiny_net();
    let inputs = [1.0, 0.5];
    let mut hidden = [0f32; 2];
    let mut before = [0f32; 1];
    net.forward(&inputs, &mut hidden, &mut before);
    for target in [0.0, 1.0] {
        let mut trained = net.clone();
        trained.train_step(&inputs, &hidden, &before, &[target], 0.1);
        let mut after = [0f32; 1];
        trained.forward(&inputs, &mut [0f32; 2], &mut after);
        assert!((after[0] - target).abs() < (before[0] - target).abs());
    }
}

#[test]
fn weights_files_round_trip_exactly() {
    let mut net = Net::seeded(N_INPUTS, 7, N_OUTPUTS, INPUT_SET, 99, 0.2);
    net.set_games_trained(123_456);
    let bytes = net.to_bytes();
    assert_eq!(&bytes[..4], b"BGNN");
    assert_eq!(bytes.len(), 32 + 4 * ((N_INPUTS + 1 + 5) * 7 + 5));
    assert_eq!(Net::from_bytes(&bytes), Ok(net));
}

#[test]
fn corrupt_weights_files_give_typed_errors() {
    let good = Net::seeded(N_INPUTS, 3, N_OUTPUTS, INPUT_SET, 1, 0.1).to_bytes();
    let with = |offset: usize, patch: &[u8]| {
        let mut bytes = good.clone();
        bytes[offset..offset + patch.len()].copy_from_slice(patch);
        bytes
    };
    let cases: Vec<(Vec<u8>, WeightsError)> = vec![
        (vec![], WeightsError::TooShort { len: 0 }),
        (good[..31].to_vec(), WeightsError::TooShort { len: 31 }),
        (with(0, b"XGNN"), WeightsError::BadMagic),
        (
            with(4, &2u32.to_le_bytes()),
            WeightsError::UnsupportedVersion(2),
        ),
        (
            with(16, &0u32.to_le_bytes()),
            WeightsError::BadShape {
                inputs: N_INPUTS as u32,
                hidden: 0,
                outputs: 5,
            },
        ),
        (
            with(12, &u32::MAX.to_le_bytes()),
            WeightsError::BadShape {
                inputs: u32::MAX,
                hidden: 3,
                outputs: 5,
            },
        ),
        (
            good[..good.len() - 1].to_vec(),
            WeightsError::WrongLength {
                expected: good.len(),
                found: good.len() - 1,
            },
        ),
        (
            with(40, &f32::NAN.to_le_bytes()),
            WeightsError::NotFinite { index: 2 },
        ),
    ];
    for (bytes, expected) in cases {
        assert_eq!(Net::from_bytes(&bytes), Err(expected.clone()));
        assert!(!expected.to_string().is_empty());
    }
}

#[test]
fn an_evaluator_refuses_a_net_trained_on_other_inputs() {
    let other_inputs = Net::seeded(N_INPUTS, 3, N_OUTPUTS, INPUT_SET + 1, 1, 0.1);
    assert!(matches!(
        NetEvaluator::new(other_inputs),
        Err(WeightsError::Incompatible { .. })
    ));
    let three_outputs = Net::seeded(N_INPUTS, 3, 3, INPUT_SET, 1, 0.1);
    assert!(NetEvaluator::from_bytes(&three_outputs.to_bytes()).is_err());
}

#[test]
fn a_net_of_input_set_8_reads_the_inputs_of_the_next_roll_too() {
    use super::inputs::{N_INPUTS_WITH_REPLIES, REPLY_INPUT_SET};
    use super::replies::reply_inputs;
    let net = Net::seeded(N_INPUTS_WITH_REPLIES, 8, N_OUTPUTS, REPLY_INPUT_SET, 3, 0.3);
    let evaluator = NetEvaluator::new(net.clone()).unwrap();
    let mut seen_replies = 0;
    for (dice, _) in crate::dice::Dice::all_21() {
        for play in Position::STARTING.legal_plays(dice) {
            let position = play.position.switch_sides();
            let mut inputs = [0f32; N_INPUTS];
            encode(&position, &mut inputs);
            let replies = reply_inputs(&position);
            seen_replies += usize::from(replies.iter().any(|&x| x != 0.0));
            let all: Vec<f32> = inputs.iter().chain(&replies).copied().collect();
            let (mut hidden, mut outputs) = ([0f32; 8], [0f32; N_OUTPUTS]);
            net.forward(&all, &mut hidden, &mut outputs);
            let expected = known_limits(&position, Probabilities::from_outputs(outputs));
            let found = evaluator.evaluate(&position).to_array();
            for (x, y) in found.into_iter().zip(expected.to_array()) {
                assert!((x - y).abs() < 1e-6, "{position}: {found:?} {expected:?}");
            }
        }
    }
    assert!(seen_replies > 100, "{seen_replies}");
    // The identifier and the number of inputs go together.
    for (inputs, input_set) in [
        (N_INPUTS, REPLY_INPUT_SET),
        (N_INPUTS_WITH_REPLIES, INPUT_SET),
    ] {
        let net = Net::seeded(inputs, 3, N_OUTPUTS, input_set, 1, 0.1);
        assert!(NetEvaluator::new(net).is_err());
    }
    // The members of an ensemble read one encoding.
    let partner = Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 4, 0.3);
    assert!(evaluator.clone().with_partner_net(partner).is_err());
    let partner = Net::seeded(N_INPUTS_WITH_REPLIES, 8, N_OUTPUTS, REPLY_INPUT_SET, 4, 0.3);
    assert!(evaluator.with_partner_net(partner).is_ok());
}

#[test]
fn embedded_weights_load() {
    let evaluator = NetEvaluator::embedded();
    assert_eq!(evaluator.net().n_inputs(), N_INPUTS);
    assert_eq!(evaluator.net().input_set(), INPUT_SET);
    let expert = NetEvaluator::embedded_expert();
    assert_eq!(
        (expert.net().n_inputs(), expert.net().input_set()),
        (
            super::inputs::N_INPUTS_WITH_REPLIES,
            super::inputs::REPLY_INPUT_SET
        )
    );
    assert!(
        evaluator.race_net().is_none() && evaluator.crashed_net().is_none(),
        "one net judges every position"
    );
}

#[test]
fn finished_games_are_evaluated_exactly() {
    let evaluator = NetEvaluator::embedded();
    // The opponent (seen from the player on roll) has borne off everything; the player on
    // roll has none off and a checker in the opponent's home board: a backgammon loss.
    let lost = evaluator.evaluate(&board(&[(20, 14), (22, 1)]));
    assert_eq!(lost, Probabilities::lost(WinKind::Backgammon));
    assert_eq!(lost.equity(), -3.0);
    // One checker off: a single loss.
    let single = evaluator.evaluate(&board(&[(3, 14)]));
    assert_eq!(single.equity(), -1.0);
    // None off, all out of the winner's home board: a gammon.
    assert_eq!(evaluator.evaluate(&board(&[(12, 15)])).equity(), -2.0);
    // Seen by the winner (who has nothing left on the board).
    let won = evaluator.evaluate(&board(&[(12, -15)]));
    assert_eq!(won, Probabilities::won(WinKind::Gammon));
    assert_eq!(won.equity(), 2.0);
}

#[test]
fn chances_are_consistent_and_equity_follows_the_formula() {
    let p = Probabilities::from_outputs([0.6, 0.7, 0.1, 0.5, 0.6]);
    // Gammons cannot exceed wins, nor backgammons gammons.
    assert_eq!(p.win_gammon, 0.6);
    assert_eq!(p.lose_gammon, 1.0 - 0.6f32);
    assert_eq!(p.lose_backgammon, p.lose_gammon);
    let q = Probabilities::from_outputs([0.6, 0.2, 0.05, 0.1, 0.02]);
    let expected = 2.0 * 0.6 - 1.0 + 0.2 - 0.1 + 0.05 - 0.02;
    assert!((q.equity() - expected).abs() < 1e-6);
    assert!((q.flip().equity() + q.equity()).abs() < 1e-6);
    assert_eq!(q.flip().flip(), q);
}

#[test]
fn gammons_are_ruled_out_once_a_checker_is_off() {
    let evaluator = NetEvaluator::embedded();
    // Both sides have borne off checkers: no gammon either way.
    let position = board(&[(2, 3), (5, 4), (20, -3), (23, -2)]);
    let p = evaluator.evaluate(&position);
    assert_eq!(
        (
            p.win_gammon,
            p.win_backgammon,
            p.lose_gammon,
            p.lose_backgammon
        ),
        (0.0, 0.0, 0.0, 0.0)
    );
}

#[test]
fn the_best_play_wins_at_once_when_it_can() {
    let evaluator = NetEvaluator::embedded();
    let position = board(&[(1, 1), (2, 1), (20, -5)]);
    let plays = position.legal_plays(crate::Dice::new(2, 1).unwrap());
    let (index, chances) = evaluator.best_play(&plays);
    assert!(plays[index].position.has_won());
    assert_eq!(chances, Probabilities::won(WinKind::Single));
}

#[test]
fn the_default_evaluator_answers_pure_bear_offs_from_the_database() {
    // One checker on the 6-point against one on the opponent's 1-point: 27 rolls of 36 win.
    let position = board(&[(6, 1), (24, -1)]);
    let p = NetEvaluator::embedded().evaluate(&position);
    assert!((p.win - 0.75).abs() < 1e-6);
    let net_only = NetEvaluator::from_bytes(EMBEDDED_WEIGHTS).unwrap();
    assert_ne!(net_only.evaluate(&position), p);
}

#[test]
fn averaging_nets_takes_the_mean_of_each_weight() {
    let a = Net::seeded(N_INPUTS, 4, N_OUTPUTS, INPUT_SET, 1, 0.5);
    let b = Net::seeded(N_INPUTS, 4, N_OUTPUTS, INPUT_SET, 2, 0.5);
    let mean = Net::average(&[a.clone(), b.clone()]).unwrap();
    assert_eq!(
        mean.hidden_weights[7],
        (a.hidden_weights[7] + b.hidden_weights[7]) * 0.5
    );
    assert_eq!(
        mean.output_bias[4],
        (a.output_bias[4] + b.output_bias[4]) * 0.5
    );
    assert_eq!(Net::average(std::slice::from_ref(&a)), Some(a.clone()));
    assert_eq!(Net::average(&[]), None);
    let other_shape = Net::seeded(N_INPUTS, 5, N_OUTPUTS, INPUT_SET, 2, 0.5);
    assert_eq!(Net::average(&[a, other_shape]), None);
}

#[test]
fn the_parameters_are_the_weights_in_storage_order_and_change_the_net() {
    let mut net = Net::seeded(N_INPUTS, 4, N_OUTPUTS, INPUT_SET, 1, 0.5);
    let [hw, hb, ow, ob] = net.parameters();
    assert_eq!(
        (hw.len(), hb.len(), ow.len(), ob.len()),
        (N_INPUTS * 4, 4, N_OUTPUTS * 4, N_OUTPUTS)
    );
    assert_eq!((hw[7], ob[4]), (net.hidden_weights[7], net.output_bias[4]));
    let before = net.clone();
    net.parameters_mut()[3][4] += 1.0;
    assert_eq!(net.output_bias[4], before.output_bias[4] + 1.0);
    assert_eq!(net.hidden_weights, before.hidden_weights);
}

#[test]
fn a_widened_net_computes_the_same_outputs() {
    let net = NetEvaluator::embedded().into_net();
    let wide = net.widened(net.n_hidden() + 24, 3, 0.1);
    assert_eq!(wide.n_hidden(), net.n_hidden() + 24);
    let narrow = NetEvaluator::new(net).unwrap();
    let wide = NetEvaluator::new(wide).unwrap();
    for position in [
        Position::STARTING,
        board(&[
            (6, 5),
            (8, 3),
            (13, 5),
            (24, 2),
            (1, -2),
            (12, -5),
            (17, -3),
            (19, -5),
        ]),
    ] {
        let (a, b) = (narrow.evaluate(&position), wide.evaluate(&position));
        for (x, y) in a.to_array().into_iter().zip(b.to_array()) {
            assert!((x - y).abs() < 1e-5, "{a:?} vs {b:?}");
        }
    }
}

#[test]
fn a_net_given_more_inputs_computes_the_same_outputs_until_trained() {
    // A net of each earlier input set (the first inputs of this one), carried over: the new
    // inputs have zero weights, so its outputs are those of the same net on its own inputs.
    let net = NetEvaluator::embedded().into_net();
    let position = board(&[
        (6, 5),
        (8, 3),
        (13, 4),
        (20, 1),
        (24, 2),
        (1, -2),
        (12, -5),
        (17, -3),
        (19, -5),
    ]);
    let mut inputs = [0f32; N_INPUTS];
    encode(&position, &mut inputs);
    let mut hidden = vec![0f32; net.n_hidden()];
    let earlier = super::inputs::EARLIER_INPUT_SETS;
    assert_eq!(
        earlier.map(|(_, n)| n),
        [
            2 * SIDE_INPUTS,
            2 * SIDE_INPUTS + 2 * CONTACT_INPUTS,
            2 * SIDE_INPUTS + 2 * CONTACT_INPUTS + 2 * LATER_CONTACT_INPUTS
        ]
    );
    for (set, n_inputs) in earlier {
        let mut small = net.clone();
        small.n_inputs = n_inputs;
        small.input_set = set;
        small.hidden_weights.truncate(n_inputs * net.n_hidden());
        let grown = small.with_inputs(N_INPUTS, INPUT_SET);
        assert_eq!((grown.n_inputs(), grown.input_set()), (N_INPUTS, INPUT_SET));
        let (mut a, mut b) = ([0f32; N_OUTPUTS], [0f32; N_OUTPUTS]);
        grown.forward(&inputs, &mut hidden, &mut a);
        small.forward(&inputs[..n_inputs], &mut hidden, &mut b);
        assert_eq!(a, b, "input set {set}");
    }
}

#[test]
fn a_race_net_judges_exactly_the_positions_without_contact() {
    let main = NetEvaluator::embedded().into_net();
    let race = Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 5, 0.3);
    let without = NetEvaluator::new(main.clone()).unwrap();
    let with = NetEvaluator::new(main)
        .unwrap()
        .with_race_net(race.clone())
        .unwrap();
    let race_alone = NetEvaluator::new(race).unwrap();
    let contact = Position::STARTING;
    let race_position = board(&[(6, 5), (8, 5), (10, 5), (20, -8), (22, -7)]);
    assert_eq!(race_position.phase(), BoardPhase::Race);
    assert_eq!(with.evaluate(&contact), without.evaluate(&contact));
    assert_eq!(
        with.evaluate(&race_position),
        race_alone.evaluate(&race_position)
    );
    assert_ne!(
        with.evaluate(&race_position),
        without.evaluate(&race_position)
    );
    // A net for other inputs is refused.
    let other = Net::seeded(N_INPUTS - 1, 8, N_OUTPUTS, INPUT_SET, 5, 0.3);
    assert!(without.with_race_net(other).is_err());
}

/// A crashed position: the opponent holds our 5-point; we have borne off four and pile nine
/// on our 1- and 2-points (six checkers in play).
fn crashed_position() -> Position {
    board(&[(1, 6), (2, 3), (8, 2), (5, -2), (19, -13)])
}

#[test]
fn a_crashed_net_judges_exactly_the_crashed_positions() {
    let main = NetEvaluator::embedded().into_net();
    let crashed = Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 5, 0.3);
    let race = Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 6, 0.3);
    let without = NetEvaluator::new(main.clone()).unwrap();
    let with = NetEvaluator::new(main)
        .unwrap()
        .with_crashed_net(crashed.clone())
        .unwrap();
    let both = with.clone().with_race_net(race.clone()).unwrap();
    let crashed_alone = NetEvaluator::new(crashed).unwrap();
    let race_alone = NetEvaluator::new(race).unwrap();
    let crashed_position = crashed_position();
    assert!(crashed_position.is_crashed());
    let race_position = board(&[(6, 5), (8, 5), (10, 5), (20, -8), (22, -7)]);
    // Contact that has not crashed, and a race, are the main net's.
    for position in [Position::STARTING, race_position] {
        assert_eq!(with.evaluate(&position), without.evaluate(&position));
    }
    for evaluator in [&with, &both] {
        assert_eq!(
            evaluator.evaluate(&crashed_position),
            crashed_alone.evaluate(&crashed_position)
        );
        assert_eq!(
            evaluator.evaluate(&crashed_position.switch_sides()),
            crashed_alone.evaluate(&crashed_position.switch_sides()),
            "either side's crash counts"
        );
    }
    assert_ne!(
        with.evaluate(&crashed_position),
        without.evaluate(&crashed_position)
    );
    // With both, the race is the race net's and the rest the main net's.
    assert_eq!(
        both.evaluate(&race_position),
        race_alone.evaluate(&race_position)
    );
    assert_eq!(
        both.evaluate(&Position::STARTING),
        without.evaluate(&Position::STARTING)
    );
    // A net for other inputs is refused.
    let other = Net::seeded(N_INPUTS - 1, 8, N_OUTPUTS, INPUT_SET, 5, 0.3);
    assert!(without.with_crashed_net(other).is_err());
}

#[test]
fn the_net_that_judges_a_position_is_the_one_that_learns_from_it() {
    let main = Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 3, 0.3);
    let race = Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 4, 0.3);
    let crashed = Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 5, 0.3);
    let race_position = board(&[(6, 5), (8, 5), (10, 5), (20, -8), (22, -7)]);
    let mut both = NetEvaluator::new(main.clone())
        .unwrap()
        .with_race_net(race.clone())
        .unwrap()
        .with_crashed_net(crashed.clone())
        .unwrap();
    assert_eq!(*both.net_for_mut(&Position::STARTING), main);
    assert_eq!(*both.net_for_mut(&race_position), race);
    assert_eq!(*both.net_for_mut(&crashed_position()), crashed);
    let mut alone = NetEvaluator::new(main.clone()).unwrap();
    for position in [Position::STARTING, race_position, crashed_position()] {
        assert_eq!(*alone.net_for_mut(&position), main);
    }
}

#[test]
fn an_ensemble_answers_the_mean_of_its_nets_outputs() {
    let a = Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 6, 0.3);
    let b = Net::seeded(N_INPUTS, 12, N_OUTPUTS, INPUT_SET, 7, 0.3);
    let ensemble = NetEvaluator::new(a.clone())
        .unwrap()
        .with_partner_net(b.clone())
        .unwrap();
    let raw = |net: &Net, position: &Position| {
        let mut hidden = vec![0f32; net.n_hidden()];
        let mut outputs = [0f32; N_OUTPUTS];
        net.forward(&inputs_of(position), &mut hidden, &mut outputs);
        outputs
    };
    // Contact and race alike (the evaluator has no race net); no checker is off, so the
    // outputs reach the answer unchanged but for consistency.
    let race_position = board(&[(6, 5), (8, 5), (10, 5), (20, -8), (22, -7)]);
    for position in [Position::STARTING, race_position] {
        let (x, y) = (raw(&a, &position), raw(&b, &position));
        let mean = Probabilities::from_outputs(std::array::from_fn(|k| (x[k] + y[k]) / 2.0));
        let answer = ensemble.evaluate(&position);
        for (got, want) in answer.to_array().into_iter().zip(mean.to_array()) {
            assert!((got - want).abs() < 1e-6, "{got} against {want}");
        }
    }
    // A net paired with itself is the net.
    let alone = NetEvaluator::new(a.clone()).unwrap();
    let twice = NetEvaluator::new(a)
        .unwrap()
        .with_partner_net(alone.net().clone())
        .unwrap();
    assert_eq!(
        twice.evaluate(&Position::STARTING),
        alone.evaluate(&Position::STARTING)
    );
    // A partner for other inputs is refused.
    let other = Net::seeded(N_INPUTS - 1, 8, N_OUTPUTS, INPUT_SET, 5, 0.3);
    assert!(alone.with_partner_net(other).is_err());
}

/// The positions after every legal play of `roll` in `position`, seen by the opponent (on roll
/// there): the siblings a search evaluates together.
fn children(position: &Position, roll: crate::Dice) -> Vec<Position> {
    position
        .legal_plays(roll)
        .iter()
        .map(|play| play.position.switch_sides())
        .collect()
}

/// Whether two slices hold the same numbers bit for bit.
fn same_bits(a: &[f32], b: &[f32]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits())
}

/// Whether `blocked`, the blocked copy of `net`'s weights, gives the sums of a plain loop for
/// the inputs of each of `positions`, added at once and in two parts.
fn blocked_sums_are_plain<const W: usize>(
    net: &Net,
    blocked: &BlockedWeights<W>,
    positions: &[Position],
) -> bool {
    positions.iter().all(|position| {
        let active = ActiveInputs::of(position);
        let (indices, values) = (active.indices(), active.values());
        let want = hidden_sums_in_input_order(net, &active);
        [0, 1, indices.len() / 2, indices.len()]
            .into_iter()
            .all(|split| {
                let mut sums = net.hidden_bias.clone();
                blocked.add_to_sums(&indices[..split], &values[..split], &mut sums);
                blocked.add_to_sums(&indices[split..], &values[split..], &mut sums);
                same_bits(&sums, &want)
            })
    })
}

#[test]
fn the_blocked_weights_give_the_plain_sums_for_every_width_in_whole_blocks() {
    // Every width of whole blocks of 16 up to 512 units, and of 32: the same sums as the net's
    // own order of the weights, bit for bit, for the inputs of walk positions.
    let positions = crate::selfplay::walk_positions(13, 20);
    for units in (16..=MAX_HIDDEN).step_by(16) {
        let net = Net::seeded(N_INPUTS, units, N_OUTPUTS, INPUT_SET, units as u64, 0.3);
        let sixteen = BlockedWeights::<16>::of(&net).expect("whole blocks of 16");
        assert!(
            blocked_sums_are_plain(&net, &sixteen, &positions),
            "{units} units"
        );
        match BlockedWeights::<32>::of(&net) {
            Some(blocked) => assert!(blocked_sums_are_plain(&net, &blocked, &positions)),
            None => assert!(!units.is_multiple_of(32)),
        }
    }
    // No copy for a layer of a part block, nor for more inputs than its rows.
    let part = Net::seeded(N_INPUTS, 56, N_OUTPUTS, INPUT_SET, 1, 0.3);
    assert!(BlockedWeights::<16>::of(&part).is_none());
    let wide = Net::seeded(300, 32, N_OUTPUTS, INPUT_SET, 1, 0.3);
    assert!(BlockedWeights::<16>::of(&wide).is_none());
}

#[test]
#[should_panic(expected = "input index out of range")]
fn the_blocked_weights_refuse_an_input_the_net_does_not_have() {
    let net = Net::seeded(N_INPUTS, 32, N_OUTPUTS, INPUT_SET, 1, 0.3);
    let blocked = BlockedWeights::<16>::of(&net).unwrap();
    let mut sums = vec![0f32; 32];
    blocked.add_to_sums(&[3, N_INPUTS as u16], &[1.0, 1.0], &mut sums);
}

#[test]
fn an_evaluator_whose_net_was_given_out_to_change_answers_with_the_net_s_weights() {
    // The embedded evaluator adds its inputs with the blocked copy; after `net_mut` it must
    // use the net's weights as they are now: unchanged, the same answers; changed, the
    // answers of a fresh evaluator of the changed net.
    let mut evaluator = NetEvaluator::embedded().with_bearoff_database(false);
    assert!(evaluator.blocked.is_some());
    let positions = crate::selfplay::walk_positions(5, 200);
    let before: Vec<_> = positions.iter().map(|p| evaluator.evaluate(p)).collect();
    evaluator.net_mut();
    assert!(evaluator.blocked.is_none());
    let after: Vec<_> = positions.iter().map(|p| evaluator.evaluate(p)).collect();
    assert_eq!(before, after);
    evaluator.net_mut().parameters_mut()[0][7] += 0.5;
    let fresh = NetEvaluator::new(evaluator.net().clone()).unwrap();
    assert!(fresh.blocked.is_some());
    assert!(positions
        .iter()
        .zip(&before)
        .any(|(position, old)| fresh.evaluate(position) != *old));
    for position in &positions {
        assert_eq!(evaluator.evaluate(position), fresh.evaluate(position));
    }
    let mut siblings = Vec::new();
    evaluator.evaluate_siblings(&positions, &mut siblings);
    let mut fresh_siblings = Vec::new();
    fresh.evaluate_siblings(&positions, &mut fresh_siblings);
    assert_eq!(siblings, fresh_siblings);
    // Blocked again, the changed net's own blocks: the fresh evaluator's answers.
    let reblocked = evaluator.reblocked();
    assert!(reblocked.blocked.is_some());
    for position in &positions {
        assert_eq!(reblocked.evaluate(position), fresh.evaluate(position));
    }
}

/// Each hidden unit's sum as a plain loop makes it: the bias, then each non-zero input's value
/// times its weight, added in the order of the inputs.
fn hidden_sums_in_input_order(net: &Net, active: &ActiveInputs) -> Vec<f32> {
    (0..net.n_hidden())
        .map(|unit| {
            let mut sum = net.hidden_bias[unit];
            for (&index, &x) in active.indices().iter().zip(active.values()) {
                sum += x * net.hidden_weights[usize::from(index) * net.n_hidden() + unit];
            }
            sum
        })
        .collect()
}

#[test]
fn the_hidden_layer_adds_each_units_inputs_in_input_order_whatever_its_width() {
    // 128 units are four blocks of 32; 56 are one block of 32, one of 16 and 8 units alone; 5
    // are units alone.
    let nets = [
        NetEvaluator::embedded().into_net(),
        Net::seeded(N_INPUTS, 56, N_OUTPUTS, INPUT_SET, 7, 0.3),
        Net::seeded(N_INPUTS, 5, N_OUTPUTS, INPUT_SET, 8, 0.3),
    ];
    for net in &nets {
        let mut sums = vec![0f32; net.n_hidden()];
        for position in crate::selfplay::walk_positions(9, 300) {
            let active = ActiveInputs::of(&position);
            net.hidden_sums(active.indices(), active.values(), &mut sums);
            let want = hidden_sums_in_input_order(net, &active);
            assert!(
                sums.iter()
                    .zip(&want)
                    .all(|(a, b)| a.to_bits() == b.to_bits()),
                "{} units, {position}",
                net.n_hidden()
            );
            // In whole blocks of 16 units (the narrow block's width) and of 32 (the block's),
            // where the layer is made of them: the same sums.
            for (width, add) in [
                (
                    16,
                    Net::add_to_whole_blocks::<16> as fn(&Net, &[u16], &[f32], &mut [f32]),
                ),
                (32, Net::add_to_whole_blocks::<32>),
            ] {
                if net.n_hidden().is_multiple_of(width) {
                    sums.copy_from_slice(&net.hidden_bias);
                    add(net, active.indices(), active.values(), &mut sums);
                    assert!(sums
                        .iter()
                        .zip(&want)
                        .all(|(a, b)| a.to_bits() == b.to_bits()));
                }
            }
            // With the weights in blocks of 16 and of 32 units (`BlockedWeights`), where the
            // layer is made of them: the same sums.
            if let Some(blocked) = BlockedWeights::<16>::of(net) {
                sums.copy_from_slice(&net.hidden_bias);
                blocked.add_to_sums(active.indices(), active.values(), &mut sums);
                assert!(same_bits(&sums, &want));
            }
            if let Some(blocked) = BlockedWeights::<32>::of(net) {
                sums.copy_from_slice(&net.hidden_bias);
                blocked.add_to_sums(active.indices(), active.values(), &mut sums);
                assert!(same_bits(&sums, &want));
            }
            // In two parts, the first inputs and then the rest: the same sums.
            let split = active.indices().len() / 3;
            net.hidden_sums(
                &active.indices()[..split],
                &active.values()[..split],
                &mut sums,
            );
            net.add_to_sums(
                &active.indices()[split..],
                &active.values()[split..],
                &mut sums,
            );
            assert!(sums
                .iter()
                .zip(&want)
                .all(|(a, b)| a.to_bits() == b.to_bits()));
        }
    }
}

#[test]
fn the_first_inputs_depend_on_the_checkers_of_the_player_on_roll_alone() {
    // The checkers of the player on roll from one position and the opponent's from another
    // (where the points are free): the inputs below ON_ROLL_ONLY_INPUTS are the first
    // position's, and the next one, its exposed blots, is not always.
    let positions = crate::selfplay::walk_positions(11, 120);
    let mut exposed_differ = 0;
    for (own, other) in positions.iter().zip(positions.iter().rev()) {
        let mut mixed = [0i8; 26];
        for (slot, (&mine, &theirs)) in mixed.iter_mut().zip(own.board().iter().zip(other.board()))
        {
            *slot = if mine > 0 { mine } else { theirs.min(0) };
        }
        let Ok(mixed) = Position::try_from_board(mixed) else {
            continue;
        };
        let (a, b) = (inputs_of(own), inputs_of(&mixed));
        assert_eq!(
            a[..ON_ROLL_ONLY_INPUTS],
            b[..ON_ROLL_ONLY_INPUTS],
            "{own} and {mixed}"
        );
        exposed_differ += usize::from(a[ON_ROLL_ONLY_INPUTS] != b[ON_ROLL_ONLY_INPUTS]);
    }
    assert!(exposed_differ > 0);
}

#[test]
fn siblings_evaluate_as_each_alone_bit_for_bit() {
    let evaluator = NetEvaluator::embedded();
    let mut out = Vec::new();
    let mut compared = 0;
    for (i, position) in crate::selfplay::walk_positions(5, 200).iter().enumerate() {
        let roll = crate::Dice::all_21()[i % 21].0;
        let siblings = children(position, roll);
        evaluator.evaluate_siblings(&siblings, &mut out);
        assert_eq!(out.len(), siblings.len());
        for (sibling, got) in siblings.iter().zip(&out) {
            assert_eq!(*got, evaluator.evaluate(sibling), "{sibling}");
            compared += 1;
        }
        let mut each = Vec::new();
        evaluator.evaluate_each(&siblings, &mut each);
        assert_eq!(each, out);
    }
    assert!(compared > 1000, "{compared} positions compared");
    // Exact results and an empty list.
    evaluator.evaluate_siblings(&[], &mut out);
    assert!(out.is_empty());
    let won = board(&[(20, -15)]);
    evaluator.evaluate_siblings(&[won, Position::STARTING], &mut out);
    assert_eq!(out[0], evaluator.evaluate(&won));
    assert_eq!(out[1], evaluator.evaluate(&Position::STARTING));
}

#[test]
fn the_nets_best_play_is_the_one_of_evaluating_each_play_alone() {
    let evaluator = NetEvaluator::embedded();
    for (i, position) in crate::selfplay::walk_positions(6, 200).iter().enumerate() {
        let plays = position.legal_plays(crate::Dice::all_21()[i % 21].0);
        let mut want = (0, Probabilities::default());
        let mut best_equity = f32::NEG_INFINITY;
        for (index, play) in plays.iter().enumerate() {
            let chances = evaluator.evaluate(&play.position.switch_sides()).flip();
            if chances.equity() > best_equity {
                best_equity = chances.equity();
                want = (index, chances);
            }
        }
        assert_eq!(evaluator.best_play(&plays), want, "{position}");
    }
    assert_eq!(evaluator.best_play(&[]), (0, Probabilities::default()));
}

#[test]
fn siblings_use_the_race_and_crashed_nets_and_partners_where_evaluate_does() {
    let main = Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 3, 0.3);
    let other = Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 4, 0.3);
    let race_position = board(&[(6, 5), (8, 5), (10, 5), (20, -8), (22, -7)]);
    let positions = [
        Position::STARTING,
        race_position,
        crashed_position(),
        Position::STARTING,
    ];
    for evaluator in [
        NetEvaluator::new(main.clone())
            .unwrap()
            .with_race_net(other.clone())
            .unwrap(),
        NetEvaluator::new(main.clone())
            .unwrap()
            .with_crashed_net(other.clone())
            .unwrap(),
        NetEvaluator::new(main.clone())
            .unwrap()
            .with_partner_net(other.clone())
            .unwrap(),
    ] {
        let mut out = Vec::new();
        evaluator.evaluate_siblings(&positions, &mut out);
        for (position, got) in positions.iter().zip(&out) {
            assert_eq!(*got, evaluator.evaluate(position), "{position}");
        }
    }
}

#[test]
fn the_inputs_are_those_of_the_plain_loops_bit_for_bit() {
    let mut compared = 0;
    for position in crate::selfplay::walk_positions(13, 3000) {
        for position in [position, position.switch_sides()] {
            let (got, want) = (inputs_of(&position), super::reference::inputs(&position));
            let compared_inputs = got.iter().zip(&want).take(super::reference::INPUTS);
            for (index, (g, w)) in compared_inputs.enumerate() {
                assert_eq!(g.to_bits(), w.to_bits(), "input {index} of {position}");
            }
            compared += 1;
        }
    }
    // Hand-made boards the walk may miss: checkers on both bars, none left, a full prime.
    for slots in [
        vec![(25, 2), (0, -3), (3, 1), (9, 1), (20, 2), (5, -2), (7, -1)],
        vec![(1, 1), (24, -1)],
        vec![(0, -15), (25, 15)],
        vec![
            (5, 2),
            (6, 2),
            (7, 2),
            (8, 2),
            (9, 2),
            (10, 2),
            (11, 1),
            (12, -2),
            (2, -1),
        ],
    ] {
        let position = board(&slots);
        let (got, want) = (inputs_of(&position), super::reference::inputs(&position));
        let n = super::reference::INPUTS;
        assert_eq!(got[..n], want[..n], "{position}");
        compared += 1;
    }
    assert!(compared > 6000);
}
