use super::*;
use crate::i18n::{Language, Translator};
use crate::review::{ChancePoint, Totals};
use crate::view_model::test_support::{act, english, pass_and_play, play_31_by_presses};
use crate::view_model::{hint_available, viewer};
use bg_engine::WinKind;

/// A number of the review as English writes it.
fn written(number: Decimal) -> String {
    Translator::new(Language::English).number(number)
}

/// Ann and Bob: Ann opens 31 with 8/5 6/5 (actions 0 and 1), Bob resigns a single game and
/// Ann accepts (2 and 3), the next game (4) opens 3-1 again (5).
fn two_games() -> Session {
    let session = act(&pass_and_play(), Action::OpeningRoll { zero: 3, one: 1 });
    let session = play_31_by_presses(&session);
    let session = act(&session, Action::Resign(WinKind::Single));
    let session = act(&session, Action::AcceptResignation);
    let session = act(&session, Action::NextGame);
    act(&session, Action::OpeningRoll { zero: 3, one: 1 })
}

fn judged(action_index: usize, player: usize, kind: Kind, loss: f32, size: Size) -> Judged {
    let play = kind == Kind::Play;
    Judged {
        game: 1,
        action_index,
        player,
        kind,
        dice: play.then_some([3, 1]),
        play: play.then(|| "8/5 6/5".to_owned()),
        best: play.then(|| "24/21 13/12".to_owned()),
        loss,
        loss_mwc: Some(loss / 4.0),
        unforced: true,
        size,
        win_after: None,
    }
}

/// A review of the first four actions: Ann's play lost 0.1 (bad), Bob's resignation is not a
/// judged decision; a cube error of Bob's of 0.2 (very bad) is made up to rank above it.
fn review_of(session: &Session) -> Review {
    let mut review = Review::new(crate::review::Depth::Expert, &session.setup, &session.game);
    review.done = 3;
    review.decisions = vec![
        judged(1, 0, Kind::Play, 0.1, Size::Bad),
        judged(2, 1, Kind::Take, 0.2, Size::VeryBad),
        judged(0, 1, Kind::Play, 0.01, Size::None),
    ];
    review.totals = [
        Totals {
            unforced_decisions: 2,
            bad: 1,
            equity_lost: 0.1,
            mwc_lost: Some(0.025),
            luck: 0.25,
            ..Totals::default()
        },
        Totals {
            unforced_decisions: 4,
            very_bad: 1,
            equity_lost: 0.21,
            mwc_lost: Some(0.05),
            luck: -0.25,
            ..Totals::default()
        },
    ];
    review.chances = vec![
        ChancePoint {
            game: 1,
            action_index: 1,
            win: 0.6,
            analysed: true,
        },
        ChancePoint {
            game: 1,
            action_index: 3,
            win: 1.0,
            analysed: true,
        },
    ];
    review
}

#[test]
fn the_progress_bar_counts_the_actions_analysed_of_the_log() {
    let session = two_games();
    let view = review_view(&session, &review_of(&session));
    assert_eq!(
        view.progress,
        ProgressView {
            done: 3,
            total: 6,
            percent: 50,
            complete: false
        }
    );
}

#[test]
fn each_player_has_counts_error_rate_rating_and_luck() {
    let session = two_games();
    let view = review_view(&session, &review_of(&session));
    let [ann, bob] = [&view.columns[0], &view.columns[1]];
    assert_eq!((ann.name.as_str(), bob.name.as_str()), ("Ann", "Bob"));
    assert_eq!((ann.unforced, ann.bad, ann.very_bad), (2, 1, 0));
    // 0.1 over 2 decisions: 50 ×1000, Awful! (35 and above); 0.21 over 4: 52.5.
    assert_eq!(written(ann.error_rate), "50.0");
    assert_eq!(written(bob.error_rate), "52.5");
    // The PR: half the error rate.
    assert_eq!(
        (written(ann.pr), written(bob.pr)),
        ("25.0".into(), "26.2".into())
    );
    assert_eq!(english(&ann.rating), "Awful!");
    // Match winning chances: 0.025 over 2, ×1000, in percent: 1250.0.
    assert_eq!(ann.error_rate_mwc.map(written).as_deref(), Some("1250.0"));
    assert_eq!(
        (written(ann.luck), written(bob.luck)),
        ("+0.250".into(), "-0.250".into())
    );
    let polish = Translator::new(Language::Polish);
    assert_eq!(polish.number(bob.error_rate), "52,5");
    assert_eq!(polish.number(bob.luck), "-0,250");
    assert_eq!(
        Translator::new(Language::Estonian).number(bob.luck),
        "\u{2212}0,250"
    );
}

#[test]
fn each_player_has_cube_errors_by_kind_with_equity_and_match_winning_chances_lost() {
    let session = two_games();
    let view = review_view(&session, &review_of(&session));
    let cells =
        |column: &PlayerColumn| -> Vec<String> { column.cube_errors.iter().map(english).collect() };
    let none = "0 (0.000; 0.0%)".to_owned();
    assert_eq!(cells(&view.columns[0]), vec![none.clone(); 4]);
    // Bob's take lost 0.2 (and 0.05 of match winning chances): a wrong take.
    assert_eq!(
        cells(&view.columns[1]),
        vec![
            none.clone(),
            none.clone(),
            "1 (-0.200; -5.0%)".to_owned(),
            none
        ]
    );
    let labels: Vec<String> = cube_error_labels().iter().map(english).collect();
    assert_eq!(
        labels,
        [
            "Missed doubles",
            "Wrong doubles",
            "Wrong takes",
            "Wrong passes"
        ]
    );
}

#[test]
fn in_money_play_cube_errors_have_no_match_winning_chances() {
    let money = crate::state::Session::new(GameSetup {
        length: 0,
        ..two_games().setup
    })
    .unwrap();
    let mut review = review_of(&money);
    for totals in &mut review.totals {
        totals.mwc_lost = None;
    }
    for decision in &mut review.decisions {
        decision.loss_mwc = None;
    }
    let view = review_view(&money, &review);
    assert!(!view.in_match);
    assert_eq!(english(&view.columns[1].cube_errors[2]), "1 (-0.200)");
}

#[test]
fn the_result_and_the_luck_adjusted_result_count_the_games_ended_within_the_analysis() {
    let session = two_games();
    let mut review = review_of(&session);
    // Analysed up to Bob's resignation: game 1 has not ended within the analysis.
    let view = review_view(&session, &review);
    assert_eq!(view.columns[0].result, None);
    assert_eq!(view.columns[0].luck_adjusted, None);
    // Analysed through Ann's acceptance: Ann won a single game at 5-away 5-away. Ann's
    // opening roll had luck 0.3 (EMG): in match winning chances half of it times the swing of
    // a single game.
    review.done = 6;
    review.rolls = vec![(1, 0, 0, 0.3)];
    let view = review_view(&session, &review);
    assert!(view.in_match);
    let met = |me, opp| {
        bg_engine::cube::met::match_winning_chance(
            me,
            opp,
            bg_engine::cube::met::Stage::PreCrawford,
        )
        .unwrap() as f32
    };
    let gained = met(4, 5) - 0.5;
    let luck = 0.3 / 2.0 * (met(4, 5) - met(5, 4));
    let percent = |value: f32| Some(format!("{:+.1}%", value * 100.0));
    let text = |message: &Option<Message>| message.as_ref().map(english);
    assert_eq!(text(&view.columns[0].result), percent(gained));
    assert_eq!(text(&view.columns[1].result), percent(-gained));
    assert_eq!(text(&view.columns[0].luck_adjusted), percent(gained - luck));
    assert_eq!(text(&view.columns[1].luck_adjusted), percent(luck - gained));
}

#[test]
fn the_chart_says_how_its_chances_were_found() {
    let session = two_games();
    let mut review = review_of(&session);
    let axis = |review: &Review| english(&review_view(&session, review).chart.unwrap().axis);
    assert_eq!(
        axis(&review),
        "Cubeless, after each play as the analysis at Expert evaluated it."
    );
    review.depth = crate::review::Depth::WorldClass;
    assert!(axis(&review).contains("World class"));
    // A review kept before the analysis' own chances were recorded: the 0-ply evaluation.
    review.chances[0].analysed = false;
    assert_eq!(
        axis(&review),
        "Cubeless, after each play as the net evaluates the position at a glance (0 ply)."
    );
}

#[test]
fn rating_words_are_gnubgs_from_the_catalogue() {
    let words: Vec<String> = [
        Rating::Supernatural,
        Rating::WorldClass,
        Rating::Expert,
        Rating::Advanced,
        Rating::Intermediate,
        Rating::CasualPlayer,
        Rating::Beginner,
        Rating::Awful,
    ]
    .into_iter()
    .map(|rating| english(&rating_word(rating)))
    .collect();
    assert_eq!(
        words,
        [
            "Supernatural",
            "World class",
            "Expert",
            "Advanced",
            "Intermediate",
            "Casual player",
            "Beginner",
            "Awful!"
        ]
    );
}

#[test]
fn the_largest_mistakes_come_first_and_errors_only() {
    let session = two_games();
    let view = review_view(&session, &review_of(&session));
    let texts: Vec<String> = view.mistakes.iter().map(|row| english(&row.text)).collect();
    assert_eq!(
        texts,
        [
            "Game 1, Bob: took",
            "Game 1, Ann, 31: played 8/5 6/5, best 24/21 13/12"
        ]
    );
    assert_eq!(written(view.mistakes[0].loss), "-0.200");
    assert_eq!(view.mistakes[0].size, "very-bad");
    assert_eq!((view.mistakes[1].at, view.mistakes[1].size), (1, "bad"));
    assert_eq!(view.mistakes[1].play.as_deref(), Some("8/5 6/5"));
}

#[test]
fn the_chart_goes_through_the_chances_with_mistakes_marked_on_the_line() {
    let session = two_games();
    let chart = review_view(&session, &review_of(&session)).chart.unwrap();
    // Six actions: the chance after action 1 is at x = 320 * 2/6, 60% at y = 120 * 0.4.
    assert_eq!(chart.points.len(), 2);
    assert!((chart.points[0].x - 320.0 * 2.0 / 6.0).abs() < 1e-3);
    assert!((chart.points[0].y - 48.0).abs() < 1e-3);
    assert_eq!(chart.points[0].at, 2, "the position after the play");
    assert_eq!(chart.points[1].y, 0.0, "Ann won: 100% at the top");
    assert_eq!(english(&chart.points[0].label), "Game 1: 60%");
    assert!(
        chart.line.starts_with("M0.0 60.0 L106.7 48.0"),
        "{}",
        chart.line
    );
    let marks: Vec<(usize, &str)> = chart.marks.iter().map(|m| (m.point.at, m.size)).collect();
    assert_eq!(marks, [(1, "bad"), (2, "very-bad")]);
    // The play at 1 is drawn at the game's start (50%), the take at 2 at the chance after 1.
    assert_eq!(chart.marks[0].point.y, 60.0);
    assert!((chart.marks[1].point.y - 48.0).abs() < 1e-3);
    // The second game starts after action 4.
    assert_eq!(chart.game_starts, [320.0 * 5.0 / 6.0]);
    assert_eq!(
        english(&chart.title),
        "Chances of Ann to win the game, move by move"
    );
}

#[test]
fn no_chart_before_any_play_is_analysed() {
    let session = two_games();
    let review = Review::new(crate::review::Depth::Expert, &session.setup, &session.game);
    let view = review_view(&session, &review);
    assert_eq!(view.chart, None);
    assert!(view.mistakes.is_empty());
    assert_eq!(view.progress.percent, 0);
}

#[test]
fn games_start_at_the_beginning_and_after_each_next_game() {
    assert_eq!(game_starts(&two_games().game), [0, 5]);
    assert_eq!(game_starts(&pass_and_play().game), [0]);
}

#[test]
fn replay_steps_stay_within_the_match() {
    assert_eq!(replay_step(0, 6, false), 0);
    assert_eq!(replay_step(0, 6, true), 1);
    assert_eq!(replay_step(6, 6, true), 6);
    assert_eq!(
        replay_step(9, 6, false),
        6,
        "a position past the end comes back in"
    );
    let game = two_games().game;
    assert_eq!(replay_game_step(&game, 2, true), 5);
    assert_eq!(
        replay_game_step(&game, 5, true),
        6,
        "the last game: to the end"
    );
    assert_eq!(replay_game_step(&game, 6, false), 5);
    assert_eq!(replay_game_step(&game, 5, false), 0);
}

#[test]
fn the_replay_says_where_it_is() {
    let game = two_games().game;
    let view = replay_view(&game, 5);
    assert_eq!((view.game, view.games), (2, 2));
    assert!(view.can_back && view.can_forward);
    assert_eq!(english(&view.where_text), "Game 2 of 2, position 5 of 6");
    let start = replay_view(&game, 0);
    assert_eq!(start.game, 1);
    assert!(!start.can_back);
    let end = replay_view(&game, 99);
    assert_eq!(end.at, 6);
    assert!(!end.can_forward);
}

#[test]
fn a_replayed_position_is_the_match_then_and_the_live_match_is_untouched() {
    let live = two_games();
    let replay = replay_session(&live, 1);
    assert_eq!(replay.game.log(), &live.game.log()[..1]);
    assert_eq!(live.game.log().len(), 6);
    assert_eq!(match_at(&live.game, 99).log(), live.game.log());
    // The match at its end, which is the match itself, is the match its log replays to.
    let mut replayed = live.game.initial();
    for &action in live.game.log() {
        replayed = replayed.apply(action).unwrap();
    }
    assert_eq!(match_at(&live.game, 6), replayed);
    assert_eq!(
        match_at(&live.game, 5).apply(live.game.log()[5]).unwrap(),
        replayed
    );
    // Ann is to play 3-1 there: the live board would offer her checkers; the replay's does not.
    assert!(BoardView::new(&replay)
        .points
        .iter()
        .any(|point| point.movable));
    let board = replay_board(&replay);
    assert!(board
        .points
        .iter()
        .all(|p| !p.movable && !p.selected && !p.destination));
    assert!([Player::Zero, Player::One]
        .iter()
        .all(|&player| !board.bars[player].movable && !board.trays[player].movable));
    assert_eq!(board.animation, None);
    assert_eq!(board.roll_ms, 0);
}

#[test]
fn a_mistake_of_the_computer_gets_its_hint_and_the_board_keeps_the_persons_numbering() {
    let versus = Session::new(GameSetup::default()).unwrap();
    // The computer (player 1) won the opening roll: its decision at log length 1.
    let live = act(&versus, Action::OpeningRoll { zero: 1, one: 3 });
    assert!(
        !hint_available(&live),
        "no hint for the computer's play in the live match"
    );
    let hinted = hint_session(&live, 1);
    assert!(hint_available(&hinted));
    assert_eq!(hinted.game.log(), live.game.log());
    assert_eq!(viewer(&replay_session(&live, 1)), Player::Zero);
    let setup = review_setup(&GameSetup {
        hints: false,
        ..GameSetup::default()
    });
    assert_eq!(setup.opponent, Opponent::Human);
    assert!(setup.hints);
}

/// The lines of each game, as English reads them.
fn game_texts(session: &Session) -> Vec<Vec<String>> {
    log_by_game(crate::view_model::move_log(session), &session.game)
        .iter()
        .map(|lines| lines.iter().map(|line| english(&line.text)).collect())
        .collect()
}

#[test]
fn the_review_log_lists_each_game_from_its_header_to_its_result() {
    let texts = game_texts(&two_games());
    assert_eq!(texts.len(), 2, "{texts:?}");
    assert_eq!(texts[0].first().map(String::as_str), Some("Game 1"));
    assert!(
        texts[0].iter().any(|text| text.contains("8/5 6/5")),
        "{texts:?}"
    );
    assert!(
        texts[0].last().is_some_and(|text| text.contains("wins")),
        "the result ends the first game: {texts:?}"
    );
    assert_eq!(texts[1].first().map(String::as_str), Some("Game 2"));
    assert!(
        texts[1].iter().all(|text| !text.contains("8/5 6/5")),
        "nothing of the first game in the second: {texts:?}"
    );
    // Every line is in one game: nothing lost, nothing twice.
    let all = crate::view_model::move_log(&two_games());
    assert_eq!(texts.iter().map(Vec::len).sum::<usize>(), all.len());
    // A match of one game (no action yet): its header alone.
    assert_eq!(game_texts(&pass_and_play()), [vec!["Game 1".to_owned()]]);
}

#[test]
fn each_line_of_a_games_log_goes_to_a_position_of_that_game() {
    let session = two_games();
    let starts = game_starts(&session.game);
    for (index, lines) in log_by_game(crate::view_model::move_log(&session), &session.game)
        .iter()
        .enumerate()
    {
        for line in lines {
            assert_eq!(
                replay_view(&session.game, line.replay_at()).game as usize,
                index + 1,
                "{line:?} (games start at {starts:?})"
            );
        }
    }
}

#[test]
fn the_review_log_links_every_game_and_marks_the_one_replayed() {
    let game = two_games().game;
    for (at, shown) in [(0, 1), (4, 1), (5, 2), (6, 2), (99, 2)] {
        let games = log_games(&game, at);
        assert_eq!(games.shown, shown, "at {at}");
        let links: Vec<_> = games
            .links
            .iter()
            .map(|link| (english(&link.label), link.number, link.at, link.current))
            .collect();
        assert_eq!(
            links,
            [
                ("Game 1".to_owned(), 1, 0, shown == 1),
                ("Game 2".to_owned(), 2, 5, shown == 2),
            ],
            "at {at}"
        );
    }
    assert_eq!(english(&log_games(&game, 0).label), "Games of the match");
    // One game: nowhere else to go, no links.
    let single = log_games(&pass_and_play().game, 0);
    assert_eq!((single.shown, single.links.len()), (1, 0));
}
