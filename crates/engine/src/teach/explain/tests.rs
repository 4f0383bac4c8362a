//! Explanations name the facts that differ, with their numbers, heaviest first, and never a
//! fact in which the two plays agree. The plays' chances are set by hand here, so that the
//! tests check the explanation and not the net.

use super::*;
use crate::cube::CubeAnalysis;
use crate::dice::Dice;
use crate::eval::Probabilities;
use crate::movegen::Play;
use crate::notation::{parse_play, write_play};
use crate::position::Position;
use crate::teach::facts::play_facts;
use crate::teach::Arg;
use crate::testing::random_walk;

/// A hint's play whose equity is `equity` and the best play's 0 (its loss `-equity`).
fn hint_play(play: Play, equity: f32, chances: Probabilities) -> HintPlay {
    HintPlay {
        play,
        notation: write_play(&play),
        chances,
        equity,
        loss: -equity,
        match_winning_chance: None,
        match_winning_chance_loss: None,
        plies: 0,
    }
}

fn even_chances() -> Probabilities {
    Probabilities {
        win: 0.5,
        ..Probabilities::default()
    }
}

/// Two plays of the opening 4-2, their facts and hint entries (equities set by hand).
fn opening_4_2(better: &str, worse: &str) -> [(HintPlay, PlayFacts); 2] {
    let dice = Dice::new(4, 2).unwrap();
    let start = Position::STARTING;
    [(better, 0.0), (worse, -0.09)].map(|(text, equity)| {
        let play = parse_play(&start, dice, text).unwrap();
        (
            hint_play(play, equity, even_chances()),
            play_facts(&start, dice, &play),
        )
    })
}

fn candidate(entry: &(HintPlay, PlayFacts)) -> Candidate<'_> {
    Candidate {
        hint: &entry.0,
        facts: &entry.1,
    }
}

#[test]
fn making_a_point_against_leaving_blots_names_the_point_the_blots_and_the_cost() {
    let [made, split] = opening_4_2("8/4 6/4", "13/9 13/11");
    let messages = explain_plays(candidate(&split), candidate(&made));
    let ids: Vec<&str> = messages.iter().map(|message| message.id).collect();
    // The blots weigh most (two blots, many shots), then the point.
    assert_eq!(
        ids,
        [
            "teach-no-blot",
            "teach-blots",
            "teach-makes-point",
            "teach-builders",
            "teach-builders",
            "teach-costs"
        ],
        "{messages:#?}"
    );
    assert_eq!(messages[0].text_arg("play"), "8/4 6/4");
    assert_eq!(messages[1].text_arg("play"), "13/11 13/9");
    assert_eq!(messages[1].number_arg("count"), 2.0);
    assert_eq!(messages[1].number_arg("shots"), f64::from(split.1.shots));
    assert_eq!(messages[2].number_arg("point"), 4.0);
    assert_eq!(messages[2].text_arg("side"), "own");
    assert_eq!(messages.last().unwrap().number_arg("loss"), 0.09);
}

#[test]
fn a_match_explanation_costs_match_winning_chances() {
    let [mut made, mut split] = opening_4_2("8/4 6/4", "13/9 13/11");
    made.0.match_winning_chance = Some(0.512);
    made.0.match_winning_chance_loss = Some(0.0);
    split.0.match_winning_chance = Some(0.493);
    split.0.match_winning_chance_loss = Some(0.019);
    let messages = explain_plays(candidate(&made), candidate(&split));
    let cost = messages.last().unwrap();
    assert_eq!(cost.id, "teach-costs-match");
    assert_eq!(cost.number_arg("loss"), 1.9);
}

#[test]
fn two_plays_to_the_same_position_say_so_and_nothing_else() {
    let [made, _] = opening_4_2("8/4 6/4", "13/9 13/11");
    let messages = explain_plays(candidate(&made), candidate(&made));
    assert_eq!(messages, vec![Message::new("teach-same-play")]);
}

#[test]
fn gammons_are_told_only_when_they_change() {
    let [mut made, mut split] = opening_4_2("8/4 6/4", "13/9 13/11");
    let before = explain_plays(candidate(&made), candidate(&split));
    assert!(before.iter().all(|message| message.id != "teach-gammons"));
    made.0.chances.win_gammon = 0.20;
    split.0.chances.win_gammon = 0.10;
    let after = explain_plays(candidate(&made), candidate(&split));
    let gammons: Vec<&Message> = after.iter().filter(|m| m.id == "teach-gammons").collect();
    assert_eq!(gammons.len(), 2);
    assert_eq!(gammons[0].number_arg("win"), 20.0);
    assert_eq!(gammons[1].number_arg("win"), 10.0);
    // Written with one decimal, as the hint's list writes chances (20.0%, not 20%).
    assert_eq!(
        gammons[1].arg("win"),
        Some(&Arg::Decimal {
            value: 10.0,
            digits: 1
        })
    );
}

/// Whether the two plays differ in the family of facts `id` belongs to.
fn differ_in(id: &str, a: &PlayFacts, b: &PlayFacts, ha: &HintPlay, hb: &HintPlay) -> bool {
    match id {
        "teach-makes-point"
        | "teach-makes-anchor"
        | "teach-gives-up-point"
        | "teach-breaks-anchor" => {
            a.points_made != b.points_made || a.points_given_up != b.points_given_up
        }
        "teach-no-blot" | "teach-blot" | "teach-blots" => {
            a.shots != b.shots || a.blots.len() != b.blots.len()
        }
        "teach-hits" | "teach-no-hit" | "teach-entering" | "teach-closes-board" => {
            a.hits != b.hits
                || a.entering_rolls != b.entering_rolls
                || a.closed_board != b.closed_board
        }
        "teach-escapes" => a.back_checkers_escaped != b.back_checkers_escaped,
        "teach-prime" => a.prime != b.prime,
        "teach-builders" => a.builders != b.builders,
        "teach-bears-off" | "teach-wastes-pips" => a.bear_off != b.bear_off,
        "teach-game-kind" => a.game_kind != b.game_kind,
        "teach-gammons" => {
            ha.chances.win_gammon != hb.chances.win_gammon
                || ha.chances.lose_gammon != hb.chances.lose_gammon
        }
        _ => panic!("no family for {id}"),
    }
}

#[test]
fn no_sentence_names_a_fact_in_which_the_plays_agree() {
    let mut dice = crate::dice::SeededDice::new(9);
    let mut explained = 0;
    for position in random_walk(600, 41).into_iter().map(|p| p.switch_sides()) {
        if position.has_won() || position.has_lost() {
            continue;
        }
        let roll = crate::dice::DiceSource::roll(&mut dice);
        let plays = position.legal_plays(roll);
        if plays.len() < 2 {
            continue;
        }
        let pair = [plays[0], plays[plays.len() - 1]];
        let [a, b] = pair.map(|play| {
            (
                hint_play(play, 0.0, even_chances()),
                play_facts(&position, roll, &play),
            )
        });
        let messages = explain_plays(candidate(&a), candidate(&b));
        let (last, sentences) = messages.split_last().unwrap();
        assert_eq!(last.id, "teach-costs");
        for message in sentences {
            assert!(
                differ_in(message.id, &a.1, &b.1, &a.0, &b.0),
                "{message:?} for {} and {} in {position:?}",
                a.0.notation,
                b.0.notation
            );
        }
        let told = reasons(candidate(&a), candidate(&b));
        assert!(told.windows(2).all(|pair| pair[0].weight >= pair[1].weight));
        explained += 1;
    }
    assert!(explained > 300);
}

#[test]
fn the_number_of_reasons_is_bounded_and_the_heaviest_come_first() {
    let [made, split] = opening_4_2("8/4 6/4", "24/20 24/22");
    let all = reasons(candidate(&made), candidate(&split));
    let messages = explain_plays(candidate(&made), candidate(&split));
    let told: usize = all
        .iter()
        .take(MAX_REASONS)
        .map(|reason| reason.messages.len())
        .sum();
    assert_eq!(messages.len(), told + 1);
    assert!(all.windows(2).all(|pair| pair[0].weight >= pair[1].weight));
}

fn cube_hint_with(double: DoubleVerdict, take: TakeVerdict, chances: Probabilities) -> CubeHint {
    CubeHint {
        chances,
        analysis: CubeAnalysis {
            no_double: 0.5,
            double_take: 0.6,
            double_drop: 1.0,
            can_double: true,
            money: true,
            efficiency: 0.68,
        },
        match_winning_chances: None,
        double,
        take,
        redouble: false,
        can_double: true,
        take_point: 0.215,
        market_losers: 11,
    }
}

#[test]
fn a_double_is_explained_by_market_losers_and_the_take_point() {
    let chances = Probabilities {
        win: 0.72,
        win_gammon: 0.1,
        ..Probabilities::default()
    };
    let messages = explain_cube(&cube_hint_with(
        DoubleVerdict::Double,
        TakeVerdict::Take,
        chances,
    ));
    let ids: Vec<&str> = messages.iter().map(|message| message.id).collect();
    assert_eq!(
        ids,
        [
            "teach-cube-verdict",
            "teach-cube-market-losers",
            "teach-cube-take-point"
        ]
    );
    assert_eq!(messages[0].text_arg("double"), "double");
    assert_eq!(messages[1].number_arg("rolls"), 11.0);
    assert_eq!(messages[2].number_arg("chance"), 28.0);
    assert_eq!(messages[2].number_arg("needed"), 21.5);
}

#[test]
fn too_good_is_explained_by_the_gammon_chances() {
    let chances = Probabilities {
        win: 0.9,
        win_gammon: 0.55,
        ..Probabilities::default()
    };
    let messages = explain_cube(&cube_hint_with(
        DoubleVerdict::TooGood,
        TakeVerdict::Pass,
        chances,
    ));
    assert_eq!(messages[1].id, "teach-cube-too-good");
    assert_eq!(messages[1].number_arg("gammon"), 55.0);
}

#[test]
fn fact_numbers_put_each_fact_in_its_place() {
    let [made, split] = opening_4_2("8/4 6/4", "13/11 13/9");
    let numbers = fact_numbers(&made.1);
    let mut expected = [0f32; N_FACTS];
    expected[3] = 1.0; // the 4-point made
    expected[HIT_FACTS.start + 2] = 36.0; // nobody on the bar: every roll enters
    expected[BUILDER_FACTS.start] = f32::from(made.1.builders);
    assert_eq!(numbers, expected);
    let numbers = fact_numbers(&split.1);
    assert_eq!(
        numbers[POINT_FACTS].iter().sum::<f32>(),
        0.0,
        "no point made or given up"
    );
    assert_eq!(numbers[BLOT_FACTS.start], f32::from(split.1.shots));
    assert_eq!(numbers[BLOT_FACTS.start + 1], 2.0, "two blots");
    assert_eq!(
        numbers[GAME_KIND_FACTS].iter().sum::<f32>(),
        0.0,
        "a middle game"
    );
}

#[test]
fn a_familys_weight_is_the_equity_its_fitted_values_give_the_difference() {
    let [made, split] = opening_4_2("8/4 6/4", "13/11 13/9");
    let reasons = reasons(candidate(&made), candidate(&split));
    let points = reasons
        .iter()
        .find(|reason| reason.messages[0].id == "teach-makes-point")
        .unwrap();
    assert_eq!(points.weight, FACT_VALUES[3].abs());
    let blots = reasons
        .iter()
        .find(|reason| reason.messages[0].id == "teach-no-blot")
        .unwrap();
    let shots = f32::from(split.1.shots);
    let expected =
        -(FACT_VALUES[BLOT_FACTS.start] * shots + FACT_VALUES[BLOT_FACTS.start + 1] * 2.0);
    assert!(
        (blots.weight - expected.abs()).abs() < 1e-6,
        "{} {expected}",
        blots.weight
    );
}

#[test]
fn the_fitted_values_say_what_players_know() {
    let values: Vec<f32> = FACT_VALUES.to_vec();
    // The signs docs/teaching.md states: making the points 3 to 8 is worth equity, the 5 and 6
    // points most of the home board; keeping back checkers on the opponent's home points costs
    // (leaving the 24-point is worth most); a roll that hits a blot costs, a checker hit gains,
    // and a prime is worth more the longer it is.
    for point in 3..=8 {
        assert!(values[point - 1] > 0.0, "point {point}");
    }
    assert!(values[4] > values[3] && values[5] > values[4]);
    for point in 19..=24 {
        assert!(values[point - 1] < 0.0, "point {point}");
    }
    assert!(values[23] < values[22]);
    assert!(values[BLOT_FACTS.start] < 0.0, "a shot costs");
    assert!(values[HIT_FACTS.start] > 0.0, "a hit gains");
    assert!(values[PRIME_FACTS.start] > 0.0, "a prime gains");
}

/// A play the search left shallower can show a higher equity than the best play (another
/// depth's); the explanation still says the best is better, by the loss the hint measured at
/// the shallower depth, not by the difference of the two equities.
#[test]
fn the_better_play_and_the_cost_are_the_hints_not_the_equities_of_two_depths() {
    let [mut made, mut split] = opening_4_2("8/4 6/4", "13/9 13/11");
    (made.0.equity, made.0.loss, made.0.plies) = (0.01, 0.0, 2);
    (split.0.equity, split.0.loss, split.0.plies) = (0.05, 0.07, 0);
    for messages in [
        explain_plays(candidate(&made), candidate(&split)),
        explain_plays(candidate(&split), candidate(&made)),
    ] {
        assert_eq!(messages[0].text_arg("play"), "8/4 6/4", "{messages:#?}");
        assert_eq!(messages.last().unwrap().number_arg("loss"), 0.07);
    }
}
