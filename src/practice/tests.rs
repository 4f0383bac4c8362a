use super::*;
use bg_engine::bots::{BotKind, Level, NeuralBot};
use bg_engine::referee::Action;

use crate::review::{analyse_piece, Depth};
use crate::save::parse_action;
use crate::setup::Opponent;
use crate::stored::{decode, Unreadable};

/// Player 0 to play the opening 4-2 (best 8/4 6/4) in a money game.
const OPENING_42: &str = "4HPwATDgc/ABMA:MAEKAAAAAAAA";
/// The same board and turn with a 2-1 to play.
const OPENING_21: &str = "4HPwATDgc/ABMA:MAEFAAAAAAAA";
const NOW: u64 = 1_764_600_000_000;

fn setup(opponent: Opponent) -> GameSetup {
    GameSetup {
        opponent,
        ..GameSetup::default()
    }
}

fn act(game: &Match, text: &str) -> Match {
    let action = parse_action(text, game).unwrap_or_else(|| panic!("{text} reads"));
    game.apply(action).unwrap()
}

/// The opening 4-2 played 13/11 13/9 (a bad play), then player 1's 6-5 run 24/13.
fn planted_match() -> Match {
    let start = Match::from_gnubg_id(&OPENING_42.parse().unwrap()).unwrap();
    let after = act(&start, "p:13/11 13/9");
    let rolled = act(&after, "r:65");
    act(&rolled, "p:24/13")
}

fn judged(action_index: usize, player: usize, size: Size, unforced: bool) -> Judged {
    Judged {
        game: 1,
        action_index,
        player,
        kind: Kind::Play,
        dice: Some([4, 2]),
        play: Some(format!("play {action_index}")),
        best: Some("8/4 6/4".to_owned()),
        loss: match size {
            Size::None => 0.0,
            Size::Doubtful => 0.05,
            Size::Bad => 0.095,
            Size::VeryBad => 0.3,
        },
        loss_mwc: None,
        unforced,
        size,
        win_after: None,
    }
}

/// A review of `game` with the given decisions.
fn review_with(setup: &GameSetup, game: &Match, decisions: Vec<Judged>) -> Review {
    let mut review = Review::new(Depth::WorldClass, setup, game);
    review.done = game.log().len();
    review.decisions = decisions;
    review
}

#[test]
fn only_a_persons_unforced_errors_from_bad_up_are_kept() {
    let game = planted_match();
    let decisions = vec![
        judged(0, 0, Size::Bad, true),
        judged(2, 1, Size::VeryBad, true),
        judged(0, 0, Size::Doubtful, true),
        judged(0, 0, Size::VeryBad, false),
        judged(2, 1, Size::None, true),
    ];
    let against_computer = setup(Opponent::Computer(BotKind::Random));
    let review = review_with(&against_computer, &game, decisions.clone());
    let kept = mistakes_of(&against_computer, &game, &review, NOW);
    assert_eq!(
        kept.len(),
        1,
        "the computer's error is not the person's to practise"
    );
    assert_eq!(kept[0].made.as_deref(), Some("play 0"));
    // In pass and play each person's errors are kept.
    let pass_and_play = setup(Opponent::Human);
    let review = review_with(&pass_and_play, &game, decisions);
    let kept = mistakes_of(&pass_and_play, &game, &review, NOW);
    let made: Vec<_> = kept
        .iter()
        .map(|mistake| mistake.made.clone().unwrap())
        .collect();
    assert_eq!(made, ["play 0", "play 2"]);
    assert!(kept
        .iter()
        .all(|mistake| mistake.schedule == Schedule::new(NOW)));
}

#[test]
fn a_mistake_is_known_by_the_gnubg_id_of_its_state_dice_included() {
    let game = planted_match();
    let pass_and_play = setup(Opponent::Human);
    let review = review_with(
        &pass_and_play,
        &game,
        vec![judged(0, 0, Size::Bad, true), judged(2, 1, Size::Bad, true)],
    );
    let kept = mistakes_of(&pass_and_play, &game, &review, NOW);
    assert_eq!(
        kept[0].id, OPENING_42,
        "the state before the play, with its 4-2"
    );
    // Player 1's 6-5: the state after the roll, with the roll in the Match ID.
    let rolled = crate::view_model::match_at(&game, 2);
    assert_eq!(kept[1].id, rolled.gnubg_id().to_string());
    let id: GnubgId = kept[1].id.parse().unwrap();
    assert_eq!(
        id.match_id.dice.map(|dice| [dice.high(), dice.low()]),
        Some([6, 5])
    );
    // The same board and turn with other dice is another mistake.
    let (with_42, with_21): (GnubgId, GnubgId) =
        (OPENING_42.parse().unwrap(), OPENING_21.parse().unwrap());
    assert_eq!(with_42.position, with_21.position);
    assert_eq!(
        with_21.match_id.dice.map(|dice| [dice.high(), dice.low()]),
        Some([2, 1])
    );
    let other = Mistake {
        id: OPENING_21.to_owned(),
        ..kept[0].clone()
    };
    let practice = Practice::default().with(&kept[..1]).unwrap();
    assert_eq!(practice.with(&[other]).unwrap().mistakes.len(), 2);
}

#[test]
fn a_decision_past_the_end_of_the_log_is_left_out() {
    let game = planted_match();
    let pass_and_play = setup(Opponent::Human);
    let review = review_with(&pass_and_play, &game, vec![judged(9, 0, Size::Bad, true)]);
    assert!(mistakes_of(&pass_and_play, &game, &review, NOW).is_empty());
}

fn mistake(id: &str, due_ms: u64) -> Mistake {
    Mistake {
        id: id.to_owned(),
        kind: Kind::Play,
        made: Some("13/11 13/9".to_owned()),
        loss: 0.095,
        schedule: Schedule {
            box_number: 0,
            due_ms,
        },
        no_beavers: false,
    }
}

#[test]
fn the_same_position_from_two_analyses_is_kept_once_with_its_first_schedule() {
    let first = Practice::default()
        .with(&[mistake(OPENING_42, NOW)])
        .unwrap();
    let answered = first.answered(OPENING_42, Outcome::Right, NOW).unwrap();
    // Found again by a later analysis: nothing new, the schedule stays.
    assert_eq!(answered.with(&[mistake(OPENING_42, NOW + DAY_MS)]), None);
    // Twice in one analysis: once.
    let twice = Practice::default()
        .with(&[mistake(OPENING_42, NOW), mistake(OPENING_42, NOW + 5)])
        .unwrap();
    assert_eq!(twice.mistakes.len(), 1);
    assert_eq!(twice.mistakes[0].schedule.due_ms, NOW);
}

#[test]
fn the_due_ones_are_counted_and_listed_longest_due_first() {
    let practice = Practice::default()
        .with(&[
            mistake("a", NOW + DAY_MS),
            mistake("b", NOW - 10),
            mistake("c", NOW),
            mistake("d", NOW - 2 * DAY_MS),
        ])
        .unwrap();
    assert_eq!(practice.due_count(NOW), 3);
    assert_eq!(practice.due(NOW), ["d", "b", "c"]);
    assert_eq!(practice.due_count(NOW - 3 * DAY_MS), 0);
    assert_eq!(practice.due(NOW + DAY_MS).len(), 4);
}

#[test]
fn an_answer_moves_the_due_date_out_or_back() {
    let practice = Practice::default()
        .with(&[mistake(OPENING_42, NOW)])
        .unwrap();
    let right = practice.answered(OPENING_42, Outcome::Right, NOW).unwrap();
    assert_eq!(right.due_count(NOW), 0);
    assert_eq!(right.due_count(NOW + DAY_MS), 1);
    let later = NOW + DAY_MS;
    let wrong = right.answered(OPENING_42, Outcome::Wrong, later).unwrap();
    assert_eq!(wrong.due_count(later), 1, "due again at once");
    assert_eq!(wrong.find(OPENING_42).unwrap().schedule.box_number, 0);
}

#[test]
fn an_answer_about_an_unknown_mistake_is_refused_and_changes_nothing() {
    let practice = Practice::default()
        .with(&[mistake(OPENING_42, NOW)])
        .unwrap();
    let before = practice.clone();
    assert_eq!(
        practice.answered(OPENING_21, Outcome::Right, NOW),
        Err(PracticeError::Unknown(OPENING_21.to_owned()))
    );
    assert_eq!(practice, before);
}

#[test]
fn the_store_round_trips_and_reads_the_literal_text_of_version_1() {
    let practice = Practice::default()
        .with(&[mistake(OPENING_42, NOW), mistake(OPENING_21, NOW + DAY_MS)])
        .unwrap()
        .answered(OPENING_21, Outcome::Right, NOW)
        .unwrap();
    let text = practice.encode();
    assert_eq!(decode::<Practice>(&text), Ok(practice));
    let literal = r#"{"version":1,"mistakes":[{"id":"4HPwATDgc/ABMA:MAEKAAAAAAAA","kind":"Play","made":"13/11 13/9","loss":0.095,"schedule":{"box":2,"due_ms":1764600000000}}]}"#;
    let read: Practice = decode(literal).unwrap();
    assert_eq!(read.mistakes[0].schedule.box_number, 2);
    assert_eq!(read.mistakes[0].kind, Kind::Play);
}

#[test]
fn damaged_or_other_version_text_is_told_apart_and_never_panics() {
    let cases: [(&str, Option<u64>); 8] = [
        ("", None),
        ("{\"version\":1", None),
        (r#"{"version":1,"mistakes":"x"}"#, None),
        (
            r#"{"version":1,"mistakes":[{"id":"4HPwATDgc/ABMA","kind":"Play","made":null,"loss":0.1,"schedule":{"box":0,"due_ms":0}}]}"#,
            None,
        ),
        (
            r#"{"version":1,"mistakes":[{"id":"4HPwATDgc/ABMA:MAEKAAAAAAAA","kind":"Play","made":null,"loss":0.1,"schedule":{"box":5,"due_ms":0}}]}"#,
            None,
        ),
        (
            r#"{"version":1,"mistakes":[{"id":"4HPwATDgc/ABMA:MAEKAAAAAAAA","kind":"Play","made":null,"loss":0.1,"schedule":{"box":0,"due_ms":-1}}]}"#,
            None,
        ),
        (r#"{"version":2,"mistakes":[]}"#, Some(2)),
        (r#"{"version":0}"#, Some(0)),
    ];
    for (text, version) in cases {
        let error = decode::<Practice>(text).unwrap_err();
        match version {
            Some(version) => assert_eq!(error, Unreadable::Version(version), "{text}"),
            None => assert!(matches!(error, Unreadable::Damaged(_)), "{text}"),
        }
    }
}

/// The engine's own analysis of the planted 13/11 13/9 finds a bad play, kept for practice
/// under the opening's ID. At World class's depth: Expert's 0-ply (run WD2) calls it doubtful
/// (0.066, under the 0.08 of a bad play) under the Jacoby rule, World class bad (0.082, its
/// 1-ply equity against the best play's at 1-ply; with run T2 0.076 and 0.083).
#[test]
fn the_analysis_of_a_planted_mistake_keeps_it_for_practice() {
    let start = Match::from_gnubg_id(&OPENING_42.parse().unwrap()).unwrap();
    let game = act(&start, "p:13/11 13/9");
    let pass_and_play = setup(Opponent::Human);
    let mut review = Review::new(Depth::WorldClass, &pass_and_play, &game);
    let mut judge = NeuralBot::for_level(Level::WorldClass);
    let piece = analyse_piece(&mut judge, &game, 0..1).unwrap();
    review.add(piece).unwrap();
    let kept = mistakes_of(&pass_and_play, &game, &review, NOW);
    assert_eq!(kept.len(), 1, "{:?}", review.decisions);
    assert_eq!(kept[0].id, OPENING_42);
    assert_eq!(kept[0].made.as_deref(), Some("13/11 13/9"));
    assert!(kept[0].loss >= 0.08, "{}", kept[0].loss);
    assert!(matches!(game.log()[0], Action::Play(_)));
}

#[test]
fn a_mistake_of_a_money_game_without_beavers_keeps_that_rule_which_its_id_has_not() {
    let pass_and_play = setup(Opponent::Human);
    let with_beavers = planted_match();
    let start = Match::from_gnubg_id_with_beavers(&OPENING_42.parse().unwrap(), 0).unwrap();
    let without = act(&start, "p:13/11 13/9");
    for (game, no_beavers) in [(with_beavers, false), (without, true)] {
        let review = review_with(&pass_and_play, &game, vec![judged(0, 0, Size::Bad, true)]);
        let kept = mistakes_of(&pass_and_play, &game, &review, NOW);
        assert_eq!(kept.len(), 1);
        assert_eq!(kept[0].id, OPENING_42, "the same ID either way");
        assert_eq!(kept[0].no_beavers, no_beavers);
        // Stored and read back; the field is written only when it says something.
        let practice = Practice::default().with(&kept).unwrap();
        let text = practice.encode();
        assert_eq!(text.contains("no_beavers"), no_beavers, "{text}");
        assert_eq!(Practice::decode(&text).unwrap(), practice);
    }
}
