//! The hint panel: when a hint may be asked for, the rows as written, the arrows of the chosen
//! play, Teach me, the cube hint, and a hint that no longer fits the board.

use super::*;
use bg_engine::referee::Action;
use bg_engine::Dice;

use crate::i18n::{Language, Translator};
use crate::setup::{GameSetup, Opponent};
use crate::state::{Intent, Spot};
use crate::teaching::SentenceArg;
use crate::view_model::test_support::{act, pass_and_play};
use crate::view_model::Place;

fn chances(win: f32) -> Chances {
    Chances {
        win,
        win_gammon: 0.12,
        win_backgammon: 0.005,
        lose: 1.0 - win,
        lose_gammon: 0.1,
        lose_backgammon: 0.004,
    }
}

fn sentence(id: &str, args: &[(&str, SentenceArg)]) -> Sentence {
    Sentence {
        id: id.to_owned(),
        args: args
            .iter()
            .map(|(name, value)| ((*name).to_owned(), value.clone()))
            .collect(),
    }
}

fn text(value: &str) -> SentenceArg {
    SentenceArg::Text(value.to_owned())
}

fn play(notation: &str, equity: f32, loss: f32, explanation: Vec<Sentence>) -> HintedPlay {
    HintedPlay {
        notation: notation.to_owned(),
        equity,
        loss,
        chances: chances(0.5 + equity / 4.0),
        match_winning_chance: None,
        match_winning_chance_loss: None,
        plies: 2,
        explanation,
    }
}

/// The sentences as the page words them in `language`.
fn worded(sentences: &[Sentence], language: Language) -> Vec<String> {
    let translator = Translator::new(language);
    sentences.iter().map(|s| translator.sentence(s)).collect()
}

/// The hint for Ann's opening 4-2 (three plays, as a worker would rank them).
fn opening_hint() -> Hint {
    let makes_four = sentence(
        "teach-makes-point",
        &[
            ("play", text("8/4 6/4")),
            ("side", text("own")),
            ("point", SentenceArg::Number(4.0)),
        ],
    );
    let costs = sentence("teach-costs", &[("loss", SentenceArg::Number(0.13))]);
    Hint {
        player: 0,
        plays: vec![
            play("8/4 6/4", 0.151, 0.0, vec![makes_four.clone()]),
            play("13/11 13/9", 0.021, 0.13, vec![makes_four, costs]),
            play("24/20 13/11", -0.002, 0.153, Vec::new()),
        ],
        cube: None,
    }
}

/// Ann (player 0) won the opening roll with 4-2, in pass and play.
fn ann_to_play_42() -> Session {
    act(&pass_and_play(), Action::OpeningRoll { zero: 4, one: 2 })
}

fn shown(session: &Session, hint: Hint, selected: usize) -> ShownHint {
    ShownHint {
        top_three: false,
        at: session.game.log().len(),
        hint,
        selected,
    }
}

#[test]
fn a_hint_is_offered_to_a_person_with_a_roll_a_cube_decision_or_a_double() {
    let session = ann_to_play_42();
    assert!(hint_available(&session), "a roll to play");
    assert!(!hint_available(&pass_and_play()), "the opening roll");
    let no_hints = Session::new(GameSetup {
        hints: false,
        ..session.setup.clone()
    })
    .unwrap();
    let no_hints = act(&no_hints, Action::OpeningRoll { zero: 4, one: 2 });
    assert!(!hint_available(&no_hints), "a match started with hints off");
    let versus = Session::new(GameSetup {
        opponent: Opponent::Computer(bg_engine::bots::BotKind::DEFAULT_OPPONENT),
        ..GameSetup::default()
    })
    .unwrap();
    let computer = act(&versus, Action::OpeningRoll { zero: 2, one: 4 });
    assert!(!hint_available(&computer), "the computer's roll");
    let doubled = crate::view_model::test_support::money_double_offered();
    assert!(hint_available(&doubled), "a double to answer");
}

#[test]
fn the_rows_are_ranked_with_signed_equities_losses_chances_and_colours() {
    let session = ann_to_play_42();
    let view = hint_view(&session, &shown(&session, opening_hint(), 0)).unwrap();
    assert_eq!(view.title, msg!("hint-plays-title"));
    let first = &view.rows[0];
    assert_eq!(
        (
            first.rank,
            first.notation.as_str(),
            english(first.equity).as_str()
        ),
        (1, "8/4 6/4", "+0.151")
    );
    assert_eq!(first.loss, None, "the best loses nothing");
    assert!(first.selected);
    assert_eq!(view.rows[1].loss.map(english).as_deref(), Some("-0.130"));
    assert_eq!(english(view.rows[2].equity), "-0.002");
    assert_eq!(
        view.rows.iter().map(|row| row.grade).collect::<Vec<_>>(),
        [Grade::Best, Grade::Second, Grade::Worse]
    );
    assert_eq!(english(first.chances.mine[1]), "12.0%");
    assert_eq!(english(first.chances.theirs[2]), "0.4%");
    assert_eq!(first.match_winning_chance, None);
}

/// The numbers as the English translator writes them.
fn english(number: Decimal) -> String {
    Translator::new(Language::English).number(number)
}

#[test]
fn the_hints_numbers_are_written_in_the_readers_language() {
    let session = ann_to_play_42();
    let view = hint_view(&session, &shown(&session, opening_hint(), 0)).unwrap();
    let row = &view.rows[1];
    let written = |language| {
        let translator = Translator::new(language);
        (
            translator.number(row.equity),
            translator.number(row.loss.unwrap()),
            translator.number(row.chances.mine[1]),
        )
    };
    assert_eq!(
        written(Language::Polish),
        ("+0,021".into(), "-0,130".into(), "12,0%".into())
    );
    assert_eq!(
        written(Language::Esperanto),
        ("+0,021".into(), "-0,130".into(), "12,0%".into())
    );
    assert_eq!(
        written(Language::Estonian),
        ("+0,021".into(), "\u{2212}0,130".into(), "12,0%".into())
    );
}

#[test]
fn the_chosen_play_is_drawn_as_arrows_from_start_to_end() {
    let session = ann_to_play_42();
    let view = hint_view(&session, &shown(&session, opening_hint(), 0)).unwrap();
    let ends: Vec<(Place, Place)> = view.marks.iter().map(|m| (m.from, m.to)).collect();
    let point = |place: Place| match place {
        Place::Point { number, .. } => number,
        _ => 0,
    };
    let mut ways: Vec<(u8, u8)> = ends.iter().map(|(a, b)| (point(*a), point(*b))).collect();
    ways.sort_unstable();
    assert_eq!(ways, [(6, 4), (8, 4)]);
    assert!(view.marks.iter().all(|mark| !mark.hit));
    assert_eq!(view.grade, Grade::Best);
    let second = hint_view(&session, &shown(&session, opening_hint(), 1)).unwrap();
    assert_eq!(second.grade, Grade::Second);
    assert_eq!(second.marks.len(), 2);
}

#[test]
fn teach_me_words_why_the_best_play_beats_the_chosen_one() {
    let session = ann_to_play_42();
    let view = hint_view(&session, &shown(&session, opening_hint(), 1)).unwrap();
    assert_eq!(
        worded(&view.teach, Language::English),
        [
            "8/4 6/4 makes your 4-point.",
            "The difference costs 0.13 points a game."
        ]
    );
    // The view holds the messages; the language is chosen where they are drawn, so the same
    // open explanation reads in Polish once the player switches.
    assert_eq!(
        worded(&view.teach, Language::Polish),
        [
            "8/4 6/4 buduje twoje pole 4.",
            "Różnica kosztuje 0,13 punktu na grę."
        ]
    );
    assert!(view.rows[1].selected && !view.rows[0].selected);
}

#[test]
fn the_arrows_go_once_a_checker_is_moved_and_the_hint_once_the_match_moves_on() {
    let session = ann_to_play_42();
    let hint = shown(&session, opening_hint(), 0);
    let moved = session
        .apply(Intent::Press(Spot::Point(8)))
        .and_then(|s| s.apply(Intent::Press(Spot::Point(4))))
        .unwrap();
    let view = hint_view(&moved, &hint).unwrap();
    assert!(view.marks.is_empty(), "the board is no longer the hint's");
    assert_eq!(view.rows.len(), 3, "the list stays");
    let rolled_on = act(
        &act(&session, Action::Play(session.game.legal_plays()[0])),
        Action::Roll(Dice::new(6, 5).unwrap()),
    );
    assert_eq!(hint_view(&rolled_on, &hint), None);
}

#[test]
fn the_selection_moves_within_the_list() {
    assert_eq!(step_selection(0, 3, 1), 1);
    assert_eq!(step_selection(2, 3, 1), 2);
    assert_eq!(step_selection(0, 3, -1), 0);
    assert_eq!(step_selection(0, 0, 1), 0);
}

#[test]
fn a_long_list_draws_fifteen_plays_at_a_time_and_the_chosen_one_wherever_it_is() {
    // (count, selected, listed) -> the plays drawn, and how many "Show more" adds.
    let cases: [(usize, usize, usize, Vec<usize>, usize); 8] = [
        // Fewer plays than a page: all of them, no button.
        (3, 0, LISTED_PLAYS_STEP, vec![0, 1, 2], 0),
        (15, 14, 15, (0..15).collect(), 0),
        // A double's 176 plays: the first 15, 15 more a press, the last press the rest.
        (176, 0, 15, (0..15).collect(), 15),
        (176, 3, 30, (0..30).collect(), 15),
        (176, 0, 165, (0..165).collect(), 11),
        // The chosen play further down is drawn after the first ones, and only it.
        (176, 120, 15, (0..15).chain([120]).collect(), 15),
        (176, 175, 15, (0..15).chain([175]).collect(), 15),
        // No plays (a pass is one play, but nothing breaks on none).
        (0, 0, 15, vec![], 0),
    ];
    for (count, selected, listed, drawn, more) in cases {
        let context = format!("{count} plays, {selected} chosen, {listed} listed");
        assert_eq!(listed_plays(count, selected, listed), drawn, "{context}");
        assert_eq!(more_plays(count, listed), more, "{context}");
    }
}

#[test]
fn the_cube_hint_shows_three_equities_the_right_one_marked_and_the_verdict() {
    let session = crate::view_model::test_support::money_double_offered();
    let verdict = sentence(
        "teach-cube-verdict",
        &[
            ("double", text("no-double")),
            ("take", text("take")),
            ("redouble", text("no")),
        ],
    );
    let hint = Hint {
        player: 0,
        plays: Vec::new(),
        cube: Some(CubeAdvice {
            doubler: 1,
            equities: [0.08, -0.2, 1.0],
            match_winning_chances: None,
            double: "no-double".to_owned(),
            take: "take".to_owned(),
            redouble: false,
            can_double: true,
            chances: chances(0.52),
            explanation: vec![verdict],
        }),
    };
    let view = hint_view(&session, &shown(&session, hint, 0)).unwrap();
    assert_eq!(view.title, msg!("hint-cube-title"));
    assert!(view.rows.is_empty() && view.marks.is_empty());
    let cube = view.cube.unwrap();
    assert_eq!(
        worded(&cube.sentences, Language::English),
        ["No double, take."]
    );
    assert_eq!(
        worded(&cube.sentences, Language::Estonian),
        ["Ära kahekordista, vastu võtta."]
    );
    let equities: Vec<String> = cube.rows.iter().map(|row| english(row.equity)).collect();
    assert_eq!(equities, ["+0.080", "-0.200", "+1.000"]);
    assert_eq!(
        cube.rows.iter().map(|row| row.best).collect::<Vec<_>>(),
        [true, false, false]
    );
    assert!(!cube.for_doubler, "the taker asked");
    assert_eq!(
        english(cube.chances.mine[0]),
        "48.0%",
        "the taker's own chances"
    );
    assert_eq!(english(cube.chances.theirs[0]), "52.0%");
}

#[test]
fn the_top_three_are_drawn_at_once_best_on_top_until_a_checker_moves() {
    let session = ann_to_play_42();
    let mut hint = shown(&session, opening_hint(), 1);
    let one = hint_view(&session, &hint).unwrap();
    assert!(!one.top_three && one.others.is_empty());
    assert_eq!(
        hint_arrows(&one)
            .iter()
            .map(|(_, g)| *g)
            .collect::<Vec<_>>(),
        [Grade::Second],
        "only the chosen play"
    );
    hint.top_three = true;
    let three = hint_view(&session, &hint).unwrap();
    assert!(three.top_three);
    let arrows = hint_arrows(&three);
    assert_eq!(
        arrows.iter().map(|(_, g)| *g).collect::<Vec<_>>(),
        [Grade::Worse, Grade::Second, Grade::Best],
        "worst first, so that the best is drawn on top"
    );
    assert_eq!(
        arrows[2].0,
        hint_view(&session, &shown(&session, opening_hint(), 0))
            .unwrap()
            .marks
    );
    assert!(arrows.iter().all(|(marks, _)| !marks.is_empty()));
    let moved = session
        .apply(Intent::Press(Spot::Point(8)))
        .and_then(|s| s.apply(Intent::Press(Spot::Point(4))))
        .unwrap();
    assert!(hint_arrows(&hint_view(&moved, &hint).unwrap()).is_empty());
}

/// Each row says how deeply its play was looked at, in the reader's language, and a list of
/// plays of different depths says that their equities do not compare across depths.
#[test]
fn each_row_shows_its_depth_and_a_list_of_mixed_depths_says_what_the_losses_are_against() {
    let session = ann_to_play_42();
    let mut hint = opening_hint();
    let view = hint_view(&session, &shown(&session, hint.clone(), 0)).unwrap();
    assert!(!view.mixed_depths, "all three at 2 plies");
    hint.plays[2].plies = 0;
    hint.plays[1].plies = 1;
    let view = hint_view(&session, &shown(&session, hint, 0)).unwrap();
    assert!(view.mixed_depths);
    let depths = |language| {
        let translator = Translator::new(language);
        view.rows
            .iter()
            .map(|row| translator.text(&row.depth))
            .collect::<Vec<_>>()
    };
    for (language, expected) in [
        (
            Language::English,
            ["2 rolls ahead", "1 roll ahead", "first look"],
        ),
        (
            Language::Polish,
            ["2 rzuty naprzód", "1 rzut naprzód", "pierwsze spojrzenie"],
        ),
        (
            Language::Estonian,
            ["2 viset ette", "1 viske ette", "esimene pilk"],
        ),
        (
            Language::Esperanto,
            ["2 ĵetojn antaŭen", "1 ĵeton antaŭen", "unua rigardo"],
        ),
    ] {
        assert_eq!(depths(language), expected, "{language:?}");
    }
}
