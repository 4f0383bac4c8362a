//! Rule tests for the referee, one per rule.

use super::*;
use crate::WinKind;

fn dice(a: u8, b: u8) -> Dice {
    Dice::new(a, b).unwrap()
}

fn money() -> Match {
    Match::new(MatchSettings::money())
}

fn match_to(length: u32) -> Match {
    Match::new(MatchSettings::match_to(length).unwrap())
}

/// Applies actions that must all be legal.
fn run(start: &Match, actions: &[Action]) -> Match {
    let mut current = start.clone();
    for &action in actions {
        current = current
            .apply(action)
            .unwrap_or_else(|error| panic!("{action:?} refused: {error}"));
    }
    current
}

/// The opening roll that puts `first` on roll with 3-1.
fn opening_for(first: Player) -> Action {
    match first {
        Player::Zero => Action::OpeningRoll { zero: 3, one: 1 },
        Player::One => Action::OpeningRoll { zero: 1, one: 3 },
    }
}

/// From an opening roll, `winner` wins the game at `level` by the loser's resignation.
fn win_by_resignation(start: &Match, winner: Player, level: WinKind) -> Match {
    run(
        start,
        &[
            opening_for(winner.other()),
            Action::Resign(level),
            Action::AcceptResignation,
        ],
    )
}

/// The first legal play of the current roll.
fn any_play(current: &Match) -> Action {
    Action::Play(current.legal_plays()[0])
}

/// A state where player 0 is moving `rolled` in `position`, with `cube`.
fn moving_in(settings: MatchSettings, position: Position, rolled: Dice, cube: Cube) -> Match {
    let mut state = Match::new(settings);
    state.now.position = position;
    state.now.on_roll = Player::Zero;
    state.now.dice = Some(rolled);
    state.now.cube = cube;
    state.now.phase = Phase::Moving {
        on_roll: Player::Zero,
        dice: rolled,
    };
    state.start = state.now;
    state
}

/// A board with one own checker on the 1-point and the opponent's checkers as given
/// (`(point seen by the player on roll, count)`; point 0 is the opponent's bar).
fn last_checker_position(opponent: &[(usize, i8)]) -> Position {
    let mut board = [0i8; 26];
    board[1] = 1;
    for &(point, count) in opponent {
        board[point] -= count;
    }
    Position::try_from_board(board).unwrap()
}

#[test]
fn opening_roll_tie_is_recorded_and_rolled_again() {
    let tied = money()
        .apply(Action::OpeningRoll { zero: 4, one: 4 })
        .unwrap();
    assert_eq!(tied.phase(), Phase::OpeningRoll);
    assert_eq!(tied.opening_ties(), 1);
    assert_eq!(tied.opening_roll(), Some(ByPlayer::new(4, 4)));
    assert_eq!(tied.log().len(), 1);
    let opened = tied.apply(Action::OpeningRoll { zero: 2, one: 5 }).unwrap();
    assert_eq!(opened.on_roll(), Player::One);
}

#[test]
fn opening_roll_higher_die_moves_first_playing_both_numbers() {
    let opened = money()
        .apply(Action::OpeningRoll { zero: 6, one: 1 })
        .unwrap();
    assert_eq!(
        opened.phase(),
        Phase::Moving {
            on_roll: Player::Zero,
            dice: dice(6, 1)
        }
    );
    assert_eq!(opened.position(), Position::STARTING);
    // 61 from the start: both numbers are played (13/7 8/7 among them).
    assert!(opened
        .legal_plays()
        .iter()
        .all(|play| play.moves().len() == 2));
}

#[test]
fn opening_roll_allows_no_cube_decision_before_the_first_play() {
    let opened = money()
        .apply(Action::OpeningRoll { zero: 6, one: 1 })
        .unwrap();
    assert!(matches!(
        opened.apply(Action::Double),
        Err(ActionError::WrongPhase { .. })
    ));
    assert!(!opened.can_double(Player::Zero));
    let after = opened.apply(any_play(&opened)).unwrap();
    assert!(after.can_double(Player::One));
}

#[test]
fn opening_roll_die_outside_one_to_six_is_refused() {
    for (zero, one, bad) in [(0, 3, 0), (3, 7, 7), (9, 9, 9)] {
        assert_eq!(
            money().apply(Action::OpeningRoll { zero, one }),
            Err(ActionError::InvalidDie(bad))
        );
    }
}

#[test]
fn take_doubles_the_cube_and_the_taker_owns_it() {
    let opened = run(&money(), &[opening_for(Player::Zero)]);
    let offered = run(&opened, &[any_play(&opened), Action::Double]);
    assert_eq!(offered.phase(), Phase::CubeOffered { by: Player::One });
    assert_eq!(offered.to_act(), Some(Player::Zero));
    let taken = offered.apply(Action::Take).unwrap();
    assert_eq!(
        taken.cube(),
        Cube {
            value: 2,
            owner: Some(Player::Zero)
        }
    );
    assert_eq!(
        taken.phase(),
        Phase::AwaitingRoll {
            on_roll: Player::One
        }
    );
    // The doubler rolls on, and may not redouble a cube they do not own.
    assert_eq!(
        taken.check_double(Player::One),
        Err(ActionError::NoCubeAccess)
    );
}

#[test]
fn only_the_cube_owner_may_redouble() {
    let opened = run(&money(), &[opening_for(Player::Zero)]);
    let taken = run(&opened, &[any_play(&opened), Action::Double, Action::Take]);
    let rolled = taken.apply(Action::Roll(dice(2, 1))).unwrap();
    let owner_on_roll = rolled.apply(any_play(&rolled)).unwrap();
    assert!(owner_on_roll.can_double(Player::Zero));
    let redoubled = run(&owner_on_roll, &[Action::Double, Action::Take]);
    assert_eq!(
        redoubled.cube(),
        Cube {
            value: 4,
            owner: Some(Player::One)
        }
    );
}

#[test]
fn drop_gives_the_doubler_the_current_cube_value() {
    let opened = run(&money(), &[opening_for(Player::Zero)]);
    let taken = run(&opened, &[any_play(&opened), Action::Double, Action::Take]);
    let rolled = taken.apply(Action::Roll(dice(2, 1))).unwrap();
    let dropped = run(&rolled, &[any_play(&rolled), Action::Double, Action::Drop]);
    assert_eq!(
        dropped.phase(),
        Phase::GameOver {
            winner: Player::Zero,
            kind: WinKind::Single,
            points: 2
        }
    );
    assert_eq!(dropped.score(), ByPlayer::new(2, 0));
    assert_eq!(dropped.game_results()[0].ending, GameEnding::Dropped);
}

#[test]
fn no_doubling_when_the_cube_is_disabled() {
    let settings = MatchSettings::money().with_cube(false);
    let opened = run(&Match::new(settings), &[opening_for(Player::Zero)]);
    let after = opened.apply(any_play(&opened)).unwrap();
    assert_eq!(
        after.check_double(Player::One),
        Err(ActionError::CubeDisabled)
    );
    assert_eq!(
        after.action_kinds(),
        vec![ActionKind::Roll, ActionKind::Resign]
    );
}

#[test]
fn cube_is_capped_at_64() {
    let mut state = money();
    state.now.cube = Cube {
        value: 64,
        owner: Some(Player::Zero),
    };
    state.now.phase = Phase::AwaitingRoll {
        on_roll: Player::Zero,
    };
    assert_eq!(state.apply(Action::Double), Err(ActionError::CubeAtMaximum));
    state.now.cube.value = 32;
    let taken = run(&state, &[Action::Double, Action::Take]);
    assert_eq!(taken.cube_value(), 64);
}

#[test]
fn dead_cube_that_already_wins_the_match_cannot_be_turned() {
    // 5-point match, player 0 has 3 and owns a 2-cube: winning this game wins the match.
    let mut state = match_to(5);
    state.now.score = ByPlayer::new(3, 0);
    state.now.cube = Cube {
        value: 2,
        owner: Some(Player::Zero),
    };
    state.now.phase = Phase::AwaitingRoll {
        on_roll: Player::Zero,
    };
    assert_eq!(state.apply(Action::Double), Err(ActionError::DeadCube));
    // With 2 points, 2 + 2 < 5: the cube is alive.
    state.now.score = ByPlayer::new(2, 0);
    assert!(state.can_double(Player::Zero));
}

#[test]
fn crawford_game_forbids_doubling_and_post_crawford_games_allow_it() {
    let start = match_to(3);
    let leader_at_two = win_by_resignation(&start, Player::Zero, WinKind::Gammon);
    assert_eq!(leader_at_two.score(), ByPlayer::new(2, 0));
    let crawford = leader_at_two.apply(Action::NextGame).unwrap();
    assert!(crawford.is_crawford_game());
    let opened = run(&crawford, &[opening_for(Player::Zero)]);
    let trailer_on_roll = opened.apply(any_play(&opened)).unwrap();
    assert_eq!(
        trailer_on_roll.apply(Action::Double),
        Err(ActionError::CrawfordGame)
    );
    // The trailer wins the Crawford game: the next game is post-Crawford.
    let after = win_by_resignation(&crawford, Player::One, WinKind::Single);
    let post = after.apply(Action::NextGame).unwrap();
    assert!(!post.is_crawford_game());
    assert!(post.is_post_crawford());
    let opened = run(&post, &[opening_for(Player::Zero)]);
    let trailer_on_roll = opened.apply(any_play(&opened)).unwrap();
    assert!(trailer_on_roll.can_double(Player::One));
}

#[test]
fn crawford_game_is_played_only_once() {
    let start = match_to(3);
    let mut current = win_by_resignation(&start, Player::Zero, WinKind::Gammon);
    current = current.apply(Action::NextGame).unwrap();
    assert!(current.is_crawford_game());
    current = win_by_resignation(&current, Player::One, WinKind::Single);
    current = current.apply(Action::NextGame).unwrap();
    assert!(!current.is_crawford_game());
    current = win_by_resignation(&current, Player::One, WinKind::Single);
    assert_eq!(current.score(), ByPlayer::new(2, 2));
    current = current.apply(Action::NextGame).unwrap();
    assert!(!current.is_crawford_game());
}

#[test]
fn crawford_rule_off_means_no_crawford_game() {
    let settings = MatchSettings::match_to(3).unwrap().with_crawford(false);
    let current = win_by_resignation(&Match::new(settings), Player::Zero, WinKind::Gammon);
    let next = current.apply(Action::NextGame).unwrap();
    assert!(!next.is_crawford_game());
    assert!(!next.is_post_crawford());
}

#[test]
fn beaver_redoubles_at_once_and_the_doubler_takes_or_drops() {
    let opened = run(&money(), &[opening_for(Player::Zero)]);
    let offered = run(&opened, &[any_play(&opened), Action::Double]);
    let beavered = offered.apply(Action::Beaver).unwrap();
    // As GNU Backgammon shows it: a 2-cube owned by the beaverer, offered back to the doubler.
    assert_eq!(beavered.phase(), Phase::CubeOffered { by: Player::Zero });
    assert_eq!(beavered.to_act(), Some(Player::One));
    assert_eq!(
        beavered.cube(),
        Cube {
            value: 2,
            owner: Some(Player::Zero)
        }
    );
    let taken = beavered.apply(Action::Take).unwrap();
    assert_eq!(
        taken.cube(),
        Cube {
            value: 4,
            owner: Some(Player::Zero)
        }
    );
    assert_eq!(
        taken.phase(),
        Phase::AwaitingRoll {
            on_roll: Player::One
        }
    );
    let dropped = beavered.apply(Action::Drop).unwrap();
    assert_eq!(dropped.score(), ByPlayer::new(2, 0));
}

#[test]
fn a_double_offers_twice_the_cube_and_a_beaver_four_times() {
    let opened = run(&money(), &[opening_for(Player::Zero)]);
    let before = run(&opened, &[any_play(&opened)]);
    assert_eq!(before.offered_cube_value(), None);
    let offered = before.apply(Action::Double).unwrap();
    assert_eq!(offered.offered_cube_value(), Some(2));
    let beavered = offered.apply(Action::Beaver).unwrap();
    assert_eq!(beavered.offered_cube_value(), Some(4));
    let taken = beavered.apply(Action::Take).unwrap();
    assert_eq!(taken.cube_value(), 4);
    assert_eq!(taken.offered_cube_value(), None);
}

#[test]
fn beavers_are_limited_in_number_and_forbidden_in_match_play() {
    let settings = MatchSettings::money().with_beavers(1);
    let opened = run(&Match::new(settings), &[opening_for(Player::Zero)]);
    let beavered = run(
        &opened,
        &[any_play(&opened), Action::Double, Action::Beaver],
    );
    assert_eq!(
        beavered.apply(Action::Beaver),
        Err(ActionError::BeaverNotAllowed)
    );
    // Match play never has beavers, whatever the setting.
    let settings = MatchSettings::match_to(7).unwrap().with_beavers(3);
    let opened = run(&Match::new(settings), &[opening_for(Player::Zero)]);
    let offered = run(&opened, &[any_play(&opened), Action::Double]);
    assert_eq!(
        offered.apply(Action::Beaver),
        Err(ActionError::BeaverNotAllowed)
    );
    assert_eq!(
        offered.action_kinds(),
        vec![ActionKind::Take, ActionKind::Drop]
    );
}

#[test]
fn illegal_play_is_refused() {
    let opened = run(&money(), &[opening_for(Player::Zero)]);
    // A play of another roll (6-6) is not a play of 3-1.
    let foreign = Position::STARTING.legal_plays(dice(6, 6))[0];
    assert_eq!(
        opened.apply(Action::Play(foreign)),
        Err(ActionError::IllegalPlay)
    );
    // A pass is not allowed while a checker can move.
    assert_eq!(
        opened.apply(Action::Play(Play::pass(Position::STARTING))),
        Err(ActionError::IllegalPlay)
    );
    // A "pass" wrapped around a legal result carries no moves that reach it.
    let legal_result = opened.legal_plays()[0].position;
    assert_eq!(
        opened.apply(Action::Play(Play::pass(legal_result))),
        Err(ActionError::IllegalPlay)
    );
}

#[test]
fn pass_is_the_only_play_when_no_checker_can_move() {
    // Player 0 has a checker on the bar and the opponent holds every entry point but the
    // 6-point (our 19): 6-6 enters, 5-5 cannot.
    let mut board = [0i8; 26];
    board[25] = 1;
    board[6] = 14;
    board[20..=24].fill(-2);
    board[12] = -5;
    let position = Position::try_from_board(board).unwrap();
    let blocked = moving_in(MatchSettings::money(), position, dice(5, 5), Cube::CENTRED);
    let plays = blocked.legal_plays();
    assert_eq!(plays.len(), 1);
    assert!(plays[0].moves().is_empty());
    let passed = blocked.apply(Action::Play(plays[0])).unwrap();
    assert_eq!(passed.on_roll(), Player::One);
    assert_eq!(passed.position(), position.switch_sides());
}

#[test]
fn bearing_off_the_last_checker_wins_single_gammon_or_backgammon() {
    // (opponent checkers seen by the winner, expected kind, points with a 2-cube)
    type Case = (&'static [(usize, i8)], WinKind, u32);
    let cases: [Case; 4] = [
        (&[(19, 14)], WinKind::Single, 2),
        (&[(19, 15)], WinKind::Gammon, 4),
        (&[(19, 14), (3, 1)], WinKind::Backgammon, 6),
        (&[(19, 14), (0, 1)], WinKind::Backgammon, 6),
    ];
    for (opponent, kind, points) in cases {
        let cube = Cube {
            value: 2,
            owner: Some(Player::One),
        };
        let position = last_checker_position(opponent);
        let state = moving_in(MatchSettings::money(), position, dice(2, 1), cube);
        let plays = state.legal_plays();
        let over = state.apply(Action::Play(plays[0])).unwrap();
        assert_eq!(
            over.phase(),
            Phase::GameOver {
                winner: Player::Zero,
                kind,
                points
            },
            "{opponent:?}"
        );
        assert_eq!(over.score(), ByPlayer::new(points, 0));
        assert_eq!(over.game_results()[0].ending, GameEnding::BorneOff);
    }
}

#[test]
fn jacoby_rule_counts_gammons_as_single_until_the_cube_is_turned() {
    let gammon = last_checker_position(&[(19, 15)]);
    // (Jacoby on, cube, points)
    let cases = [
        (true, Cube::CENTRED, 1),
        (
            true,
            Cube {
                value: 2,
                owner: Some(Player::Zero),
            },
            4,
        ),
        (false, Cube::CENTRED, 2),
    ];
    for (jacoby, cube, points) in cases {
        let settings = MatchSettings::money().with_jacoby(jacoby);
        let state = moving_in(settings, gammon, dice(2, 1), cube);
        let over = state.apply(Action::Play(state.legal_plays()[0])).unwrap();
        assert_eq!(
            over.phase(),
            Phase::GameOver {
                winner: Player::Zero,
                kind: WinKind::Gammon,
                points
            }
        );
    }
    // Never in match play.
    let settings = MatchSettings::match_to(7).unwrap().with_jacoby(true);
    let state = moving_in(settings, gammon, dice(2, 1), Cube::CENTRED);
    let over = state.apply(Action::Play(state.legal_plays()[0])).unwrap();
    assert_eq!(over.score(), ByPlayer::new(2, 0));
}

#[test]
fn accepted_resignation_scores_its_level_times_the_cube() {
    for level in WinKind::ALL {
        let opened = run(&money(), &[opening_for(Player::Zero)]);
        let taken = run(&opened, &[any_play(&opened), Action::Double, Action::Take]);
        // Player 1 is on roll with the cube at 2 owned by player 0, and resigns.
        let offered = taken.apply(Action::Resign(level)).unwrap();
        assert_eq!(
            offered.phase(),
            Phase::ResignationOffered {
                by: Player::One,
                level
            }
        );
        assert_eq!(offered.to_act(), Some(Player::Zero));
        let over = offered.apply(Action::AcceptResignation).unwrap();
        assert_eq!(over.score(), ByPlayer::new(2 * level.multiplier(), 0));
        assert_eq!(over.game_results()[0].ending, GameEnding::Resigned);
    }
}

#[test]
fn rejected_resignation_resumes_the_game_where_it_stopped() {
    let opened = run(&money(), &[opening_for(Player::Zero)]);
    let rejected = run(
        &opened,
        &[Action::Resign(WinKind::Gammon), Action::RejectResignation],
    );
    assert_eq!(rejected.phase(), opened.phase());
    assert_eq!(rejected.dice(), Some(dice(3, 1)));
    let after = opened.apply(any_play(&opened)).unwrap();
    let rejected = run(
        &after,
        &[Action::Resign(WinKind::Single), Action::RejectResignation],
    );
    assert_eq!(rejected.phase(), after.phase());
}

#[test]
fn only_the_player_on_roll_may_offer_to_resign() {
    let opened = run(&money(), &[opening_for(Player::Zero)]);
    assert!(opened.can_resign(Player::Zero));
    assert!(!opened.can_resign(Player::One));
    assert_eq!(
        opened.apply_by(Player::One, Action::Resign(WinKind::Single)),
        Err(ActionError::NotYourTurn {
            player: Player::One,
            to_act: Some(Player::Zero)
        })
    );
    let offered = run(&opened, &[any_play(&opened), Action::Double]);
    assert!(matches!(
        offered.apply(Action::Resign(WinKind::Single)),
        Err(ActionError::WrongPhase { .. })
    ));
}

#[test]
fn match_ends_when_a_player_reaches_the_length_even_past_it() {
    let start = match_to(1);
    let over = win_by_resignation(&start, Player::One, WinKind::Backgammon);
    assert_eq!(
        over.phase(),
        Phase::MatchOver {
            winner: Player::One
        }
    );
    assert_eq!(over.winner(), Some(Player::One));
    assert_eq!(over.score(), ByPlayer::new(0, 3));
    assert_eq!(over.action_kinds(), Vec::new());
    for action in [Action::NextGame, opening_for(Player::Zero)] {
        assert!(matches!(
            over.apply(action),
            Err(ActionError::WrongPhase { .. })
        ));
    }
}

#[test]
fn money_play_goes_on_and_scores_accumulate() {
    let mut current = money();
    for (game, winner) in [Player::Zero, Player::One, Player::Zero]
        .into_iter()
        .enumerate()
    {
        assert_eq!(current.game_number(), game as u32 + 1);
        current = win_by_resignation(&current, winner, WinKind::Gammon);
        assert!(matches!(current.phase(), Phase::GameOver { .. }));
        current = current.apply(Action::NextGame).unwrap();
    }
    assert_eq!(current.score(), ByPlayer::new(4, 2));
    let points: Vec<u32> = current.game_results().iter().map(|r| r.points).collect();
    assert_eq!(points, vec![2, 2, 2]);
}

#[test]
fn actions_out_of_phase_are_refused_with_the_state_unchanged() {
    let start = money();
    for action in [
        Action::Roll(dice(3, 1)),
        Action::Double,
        Action::Take,
        Action::Drop,
        Action::Beaver,
        Action::Play(Play::pass(Position::STARTING)),
        Action::Resign(WinKind::Single),
        Action::AcceptResignation,
        Action::RejectResignation,
        Action::NextGame,
    ] {
        let mut copy = start.clone();
        assert_eq!(
            copy.apply_mut(action),
            Err(ActionError::WrongPhase {
                action: action.kind(),
                phase: Phase::OpeningRoll
            })
        );
        assert_eq!(copy, start);
    }
}

#[test]
fn cube_answers_belong_to_the_doubled_player() {
    let opened = run(&money(), &[opening_for(Player::Zero)]);
    let offered = run(&opened, &[any_play(&opened), Action::Double]);
    assert!(matches!(
        offered.apply_by(Player::One, Action::Take),
        Err(ActionError::NotYourTurn { .. })
    ));
    assert!(offered.apply_by(Player::Zero, Action::Take).is_ok());
    assert!(matches!(
        offered.apply(Action::Roll(dice(1, 2))),
        Err(ActionError::WrongPhase { .. })
    ));
}

#[test]
fn replaying_the_log_reproduces_the_state() {
    let mut current = match_to(3);
    current = win_by_resignation(&current, Player::Zero, WinKind::Single);
    current = current.apply(Action::NextGame).unwrap();
    current = run(
        &current,
        &[
            Action::OpeningRoll { zero: 2, one: 2 },
            opening_for(Player::One),
        ],
    );
    current = current.apply(any_play(&current)).unwrap();
    current = run(
        &current,
        &[Action::Double, Action::Take, Action::Roll(dice(6, 6))],
    );
    let replayed = Match::replay(*current.settings(), current.log()).unwrap();
    assert_eq!(replayed, current);
    assert_eq!(
        Match::replay_from(&current.initial(), current.log()).unwrap(),
        current
    );
}

#[test]
fn replay_reports_the_first_refused_action() {
    let actions = [opening_for(Player::Zero), Action::Double, Action::NextGame];
    assert_eq!(
        Match::replay(MatchSettings::money(), &actions),
        Err((
            1,
            ActionError::WrongPhase {
                action: ActionKind::Double,
                phase: Phase::Moving {
                    on_roll: Player::Zero,
                    dice: dice(3, 1)
                }
            }
        ))
    );
}

#[test]
fn match_lengths_above_25_are_refused() {
    assert!(MatchSettings::match_to(25).is_ok());
    assert_eq!(
        MatchSettings::match_to(26),
        Err(SettingsError::LengthOutOfRange(26))
    );
    assert!(MatchSettings::match_to(0).unwrap().is_money());
}
