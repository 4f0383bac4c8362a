//! The cube rules, each test named for the rule it checks. Probabilities are fed in directly,
//! so the tests check the model, not the net.

use super::met::{match_winning_chance, MetError, Stage};
use super::*;
use crate::WinKind;

/// Chances with gammons: `win`, wins by gammon (backgammons included), losses by gammon.
fn chances(win: f32, win_gammon: f32, lose_gammon: f32) -> Probabilities {
    Probabilities {
        win,
        win_gammon,
        win_backgammon: 0.0,
        lose_gammon,
        lose_backgammon: 0.0,
    }
}

/// Money play, cube centred at 1, no Jacoby rule.
const MONEY: CubeContext = CubeContext::MONEY_CENTERED;

fn money_owned(owner: RelativeCubeOwner, value: u32) -> CubeContext {
    CubeContext {
        value,
        owner,
        ..MONEY
    }
}

/// A match score `(on roll, opponent)` points away, cube centred at 1, not the Crawford game.
fn at_score(me: u32, opp: u32) -> CubeContext {
    CubeContext {
        away: Some((me, opp)),
        ..MONEY
    }
}

/// The opponent's take point in the winning chance of the doubler: the largest `p` at which
/// the opponent still takes, found by bisection on the model.
fn doubler_take_limit(cube: &CubeContext, x: f64, gammons: (f32, f32)) -> f64 {
    let (win_gammon_share, lose_gammon_share) = gammons;
    let takes = |p: f64| {
        let probabilities = chances(
            p as f32,
            p as f32 * win_gammon_share,
            (1.0 - p as f32) * lose_gammon_share,
        );
        analyse_with_efficiency(&probabilities, cube, x).take_decision() == TakeDecision::Take
    };
    let (mut low, mut high) = (0.0, 1.0);
    for _ in 0..40 {
        let middle = (low + high) / 2.0;
        if takes(middle) {
            low = middle;
        } else {
            high = middle;
        }
    }
    low
}

// --- The match equity table --------------------------------------------------------------

#[test]
fn met_entries_are_the_kazaross_xg2_figures() {
    // (away self, away opponent, stage, value in /usr/share/gnubg/met/Kazaross-XG2.xml).
    let cases = [
        (2, 2, Stage::PreCrawford, 0.5),
        (2, 4, Stage::PreCrawford, 0.6687),
        (4, 2, Stage::PreCrawford, 0.3313),
        (3, 2, Stage::PreCrawford, 0.40053),
        (7, 5, Stage::PreCrawford, 0.37362),
        (25, 24, Stage::PreCrawford, 0.46914),
        (1, 2, Stage::Crawford, 0.67736),
        (2, 1, Stage::Crawford, 0.32264),
        (1, 25, Stage::Crawford, 0.99905),
        (2, 1, Stage::PostCrawford, 0.48803),
        (3, 1, Stage::PostCrawford, 0.32264),
        (4, 1, Stage::PostCrawford, 0.31002),
        (25, 1, Stage::PostCrawford, 0.00123),
        (1, 4, Stage::PostCrawford, 1.0 - 0.31002),
        (1, 1, Stage::PostCrawford, 0.5),
    ];
    for (me, opp, stage, expected) in cases {
        let got = match_winning_chance(me, opp, stage).unwrap();
        assert!(
            (got - expected).abs() < 1e-9,
            "{me}-away {opp}-away {stage:?}: {got} != {expected}"
        );
    }
}

#[test]
fn met_is_symmetric_bounded_and_monotonic() {
    // The Crawford game when a player is 1 away, before it otherwise.
    let stage_at = |me: u32, opp: u32| {
        if me == 1 || opp == 1 {
            Stage::Crawford
        } else {
            Stage::PreCrawford
        }
    };
    for me in 1..=25 {
        for opp in 1..=25 {
            let stage = stage_at(me, opp);
            let value = match_winning_chance(me, opp, stage).unwrap();
            let mirrored = match_winning_chance(opp, me, stage).unwrap();
            assert!((value + mirrored - 1.0).abs() < 1e-9, "{me} {opp}");
            assert!((0.0..=1.0).contains(&value));
            if me < 25 {
                let further = match_winning_chance(me + 1, opp, stage_at(me + 1, opp)).unwrap();
                assert!(further <= value, "{me} {opp}");
            }
        }
        // After the Crawford game the trailer is never better off than in it.
        if me > 1 {
            let post = match_winning_chance(me, 1, Stage::PostCrawford).unwrap();
            assert!(post >= match_winning_chance(me, 1, Stage::Crawford).unwrap());
        }
    }
}

#[test]
fn met_rejects_scores_beyond_the_table_and_mismatched_stages() {
    assert_eq!(
        match_winning_chance(26, 3, Stage::PreCrawford),
        Err(MetError::BeyondTable { away: 26 })
    );
    assert_eq!(
        match_winning_chance(0, 0, Stage::PreCrawford),
        Err(MetError::BothWon)
    );
    assert!(matches!(
        match_winning_chance(1, 3, Stage::PreCrawford),
        Err(MetError::StageMismatch { .. })
    ));
    assert!(matches!(
        match_winning_chance(3, 3, Stage::Crawford),
        Err(MetError::StageMismatch { .. })
    ));
    assert_eq!(match_winning_chance(0, 5, Stage::PreCrawford), Ok(1.0));
    assert_eq!(match_winning_chance(5, 0, Stage::PreCrawford), Ok(0.0));
    assert!(!MetError::BothWon.to_string().is_empty());
}

// --- Money play --------------------------------------------------------------------------

#[test]
fn money_take_point_is_25_percent_with_a_dead_cube() {
    // Dead cube, no gammons: taking risks 2 to gain 2 at cube 2 against 1 for dropping:
    // take while 2 (1 - 2p) >= -1, p <= 3/4.
    let limit = doubler_take_limit(&MONEY, 0.0, (0.0, 0.0));
    assert!((limit - 0.75).abs() < 1e-6, "{limit}");
}

#[test]
fn money_take_point_with_a_live_cube_follows_janowski() {
    // Janowski: TP = (L - 1/2) / (W + L + x/2) = 0.5 / (2 + 0.34) = 21.37% at x = 0.68;
    // 20% with a fully live cube.
    let limit = doubler_take_limit(&MONEY, 0.68, (0.0, 0.0));
    assert!((1.0 - limit - 0.5 / 2.34).abs() < 1e-6, "{limit}");
    assert!((0.21..0.22).contains(&(1.0 - limit)));
    let fully_live = doubler_take_limit(&MONEY, 1.0, (0.0, 0.0));
    assert!((1.0 - fully_live - 0.2).abs() < 1e-6, "{fully_live}");
}

#[test]
fn money_take_point_rises_with_the_doublers_gammons() {
    // The doubler wins 40% of their wins as gammons: the taker's losses are worth L = 1.4,
    // TP = (1.4 - 0.5) / (1 + 1.4 + 0.34) = 0.9 / 2.74 = 32.85%.
    let limit = doubler_take_limit(&MONEY, 0.68, (0.4, 0.0));
    assert!((1.0 - limit - 0.9 / 2.74).abs() < 1e-6, "{limit}");
}

#[test]
fn money_last_roll_position_has_the_dead_take_point() {
    // The opponent bears off with any roll: `analyse` uses a dead cube.
    let position = Position::from_sides(
        &{
            let mut own = [0u8; 25];
            own[5] = 2;
            own
        },
        &{
            let mut theirs = [0u8; 25];
            theirs[0] = 2;
            theirs
        },
    )
    .unwrap();
    let at = |win: f32| analyse(&chances(win, 0.0, 0.0), &MONEY, &position);
    assert_eq!(at(0.74).take_decision(), TakeDecision::Take);
    assert_eq!(at(0.76).take_decision(), TakeDecision::Drop);
    assert_eq!(at(0.76).efficiency, 0.0);
}

#[test]
fn money_no_double_with_a_small_edge() {
    for win in [0.50, 0.55, 0.60] {
        let analysis = analyse_with_efficiency(&chances(win, 0.0, 0.0), &MONEY, 0.68);
        assert_eq!(
            analysis.double_decision(),
            DoubleDecision::NoDouble,
            "{win}"
        );
        assert!(!analysis.is_too_good());
    }
}

#[test]
fn money_double_take_and_double_drop_by_the_winning_chance() {
    // (win, gammon share of wins, expected double, expected answer).
    let cases = [
        (0.70, 0.0, DoubleDecision::Double, TakeDecision::Take),
        (0.76, 0.0, DoubleDecision::Double, TakeDecision::Take),
        (0.80, 0.0, DoubleDecision::Double, TakeDecision::Drop),
        (0.90, 0.0, DoubleDecision::Double, TakeDecision::Drop),
        (0.62, 0.0, DoubleDecision::NoDouble, TakeDecision::Take),
    ];
    for (win, share, double, take) in cases {
        let analysis = analyse_with_efficiency(&chances(win, win * share, 0.0), &MONEY, 0.68);
        assert_eq!(analysis.double_decision(), double, "{win}");
        assert_eq!(analysis.take_decision(), take, "{win}");
        assert_eq!(analysis.double_drop, 1.0);
    }
}

#[test]
fn money_too_good_to_double_with_big_gammon_chances() {
    // Win 85%, gammon 60%: the cubeless equity alone is 2(0.85) - 1 + 0.6 = 1.3 > 1.
    let analysis = analyse_with_efficiency(&chances(0.85, 0.6, 0.0), &MONEY, 0.68);
    assert!(analysis.is_too_good());
    assert_eq!(analysis.double_decision(), DoubleDecision::NoDouble);
    assert_eq!(analysis.take_decision(), TakeDecision::Drop);
    assert!(analysis.no_double > 1.0);
}

#[test]
fn money_redouble_needs_more_than_an_initial_double() {
    // Owning the cube is worth something: at the same chances the owner may keep it when an
    // initial double from the centre is right. Find the doubling points by scanning.
    let doubling_point = |cube: &CubeContext| {
        (0..=1000)
            .map(|i| 0.5 + f64::from(i) * 0.0005)
            .find(|&p| {
                analyse_with_efficiency(&chances(p as f32, 0.0, 0.0), cube, 0.68).double_decision()
                    == DoubleDecision::Double
            })
            .unwrap()
    };
    let initial = doubling_point(&MONEY);
    let redouble = doubling_point(&money_owned(RelativeCubeOwner::Bot, 2));
    assert!(redouble > initial + 0.01, "{initial} {redouble}");
    // Both before the opponent's take point (78.6%): doubles in the window.
    assert!(initial > 0.6 && redouble < 0.786, "{initial} {redouble}");
}

#[test]
fn money_cannot_double_the_opponents_cube() {
    let analysis = analyse_with_efficiency(
        &chances(0.75, 0.0, 0.0),
        &money_owned(RelativeCubeOwner::Opponent, 2),
        0.68,
    );
    assert!(!analysis.can_double);
    assert_eq!(analysis.double_decision(), DoubleDecision::NoDouble);
}

#[test]
fn money_jacoby_rule_plays_on_for_no_gammon_with_a_centred_cube() {
    // Win 85%, gammon 60%: without Jacoby, too good to double; under Jacoby a gammon counts
    // only after a double, so the same position is a double (and a drop).
    let probabilities = chances(0.85, 0.6, 0.0);
    let jacoby = CubeContext {
        jacoby: true,
        ..MONEY
    };
    let plain = analyse_with_efficiency(&probabilities, &MONEY, 0.68);
    let with_jacoby = analyse_with_efficiency(&probabilities, &jacoby, 0.68);
    assert_eq!(plain.double_decision(), DoubleDecision::NoDouble);
    assert_eq!(with_jacoby.double_decision(), DoubleDecision::Double);
    assert!(with_jacoby.no_double <= 1.0);
    // Once the cube is turned the rule no longer applies: the owner plays for the gammon.
    let owned = CubeContext {
        jacoby: true,
        ..money_owned(RelativeCubeOwner::Bot, 2)
    };
    assert!(analyse_with_efficiency(&probabilities, &owned, 0.68).is_too_good());
}

#[test]
fn money_beaver_is_right_when_the_taker_is_the_favourite() {
    // The doubler has 40%: a bad double, the taker's equity after taking is positive.
    let bad = analyse_with_efficiency(&chances(0.40, 0.0, 0.0), &MONEY, 0.68);
    assert_eq!(bad.take_decision(), TakeDecision::Take);
    assert!(bad.beaver_is_right());
    let fair = analyse_with_efficiency(&chances(0.70, 0.0, 0.0), &MONEY, 0.68);
    assert!(!fair.beaver_is_right());
    // No beavers in a match.
    let in_match = analyse_with_efficiency(&chances(0.40, 0.0, 0.0), &at_score(5, 5), 0.68);
    assert!(!in_match.beaver_is_right());
}

#[test]
fn take_decision_is_asked_from_the_takers_side() {
    // The taker owns nothing yet (centred) and trails 5-away to 3-away; the doubler's view is
    // the mirror: 3-away 5-away.
    let doubler = chances(0.70, 0.0, 0.0);
    let taker_cube = at_score(5, 3);
    let direct = analyse_with_efficiency(&doubler, &at_score(3, 5), CONTACT_X).take_decision();
    assert_eq!(
        take_decision(&doubler, &taker_cube, &Position::STARTING),
        direct
    );
    // A redouble: the taker's cube (from the taker's side: opponent owns it) is the doubler's.
    let redouble = CubeContext {
        owner: RelativeCubeOwner::Opponent,
        value: 2,
        ..MONEY
    };
    assert_eq!(other_side(&redouble).owner, RelativeCubeOwner::Bot);
    assert_eq!(other_side(&other_side(&redouble)), redouble);
}

const CONTACT_X: f64 = efficiency::CONTACT;

// --- Resignations ------------------------------------------------------------------------

#[test]
fn resign_a_single_game_with_no_chance_to_win_and_no_gammon() {
    assert_eq!(
        resignation_offer(&chances(0.0, 0.0, 0.0), &MONEY),
        Some(WinKind::Single)
    );
    // A sure gammon: resign the gammon.
    assert_eq!(
        resignation_offer(&chances(0.0, 0.0, 1.0), &MONEY),
        Some(WinKind::Gammon)
    );
    // A sure backgammon.
    let backgammoned = Probabilities::lost(WinKind::Backgammon);
    assert_eq!(
        resignation_offer(&backgammoned, &MONEY),
        Some(WinKind::Backgammon)
    );
}

#[test]
fn no_resignation_while_something_is_left_to_play_for() {
    // A chance to win.
    assert_eq!(resignation_offer(&chances(0.05, 0.0, 0.0), &MONEY), None);
    // No chance to win, but the gammon is open: play on to save it.
    assert_eq!(resignation_offer(&chances(0.0, 0.0, 0.5), &MONEY), None);
}

#[test]
fn resign_a_single_game_when_any_loss_loses_the_match() {
    // The opponent is 1 point away (post-Crawford): a gammon costs no more than a single.
    let cube = at_score(4, 1);
    assert_eq!(
        resignation_offer(&chances(0.0, 0.0, 0.5), &cube),
        Some(WinKind::Single)
    );
}

#[test]
fn accept_a_single_game_when_the_resigner_cannot_win() {
    // The acceptor wins surely, no gammons: the single is all there is.
    let acceptor = chances(1.0, 0.0, 0.0);
    assert!(accepts_resignation(&acceptor, WinKind::Single, &MONEY));
    assert!(accepts_resignation(&acceptor, WinKind::Gammon, &MONEY));
}

#[test]
fn refuse_a_resignation_that_gives_away_real_chances() {
    // The acceptor wins surely with 50% gammons: playing on is worth 1.5, a single only 1.
    let sure_with_gammons = chances(1.0, 0.5, 0.0);
    assert!(!accepts_resignation(
        &sure_with_gammons,
        WinKind::Single,
        &MONEY
    ));
    assert!(accepts_resignation(
        &sure_with_gammons,
        WinKind::Gammon,
        &MONEY
    ));
    // 95% with 70% gammons: too good to cash, playing on is worth more than a single.
    assert!(!accepts_resignation(
        &chances(0.95, 0.7, 0.0),
        WinKind::Single,
        &MONEY
    ));
    // 90% without gammons: the acceptor would double and see a drop, so a single (1 point) is
    // worth at least as much as playing on: accept.
    assert!(accepts_resignation(
        &chances(0.9, 0.0, 0.0),
        WinKind::Single,
        &MONEY
    ));
}

// --- Match play --------------------------------------------------------------------------

/// The cube analysis at a match score with the contact efficiency.
fn in_match(probabilities: &Probabilities, cube: &CubeContext) -> CubeAnalysis {
    analyse_with_efficiency(probabilities, cube, CONTACT_X)
}

#[test]
fn crawford_game_never_doubles() {
    for (me, opp) in [(1, 3), (3, 1), (1, 2), (2, 1), (1, 7)] {
        let cube = CubeContext {
            crawford: true,
            ..at_score(me, opp)
        };
        for win in [0.1, 0.5, 0.8, 0.95] {
            let analysis = in_match(&chances(win, 0.0, 0.0), &cube);
            assert!(!analysis.can_double, "{me} {opp} {win}");
            assert_eq!(analysis.double_decision(), DoubleDecision::NoDouble);
            // Nobody can turn the cube: the equity is the dead one, whatever the efficiency.
            let dead = analyse_with_efficiency(&chances(win, 0.0, 0.0), &cube, 0.0);
            assert!((analysis.no_double - dead.no_double).abs() < 1e-6);
        }
    }
}

#[test]
fn post_crawford_trailer_doubles_at_once_and_the_leader_takes() {
    // The leader (1-away) can never use the cube, so the trailer's double costs nothing: double
    // at every chance. The leader takes: dropping gives away a point they cannot spare.
    for trailer in 3..=7 {
        for (win, gammons) in [(0.2, 0.0), (0.35, 0.2), (0.5, 0.0), (0.6, 0.0), (0.5, 0.3)] {
            let analysis = in_match(&chances(win, win * gammons, 0.0), &at_score(trailer, 1));
            assert!(analysis.can_double);
            assert_eq!(
                analysis.double_decision(),
                DoubleDecision::Double,
                "{trailer}-away {win} {gammons}"
            );
            assert_eq!(
                analysis.take_decision(),
                TakeDecision::Take,
                "{trailer}-away {win} {gammons}"
            );
        }
        // And the leader never doubles.
        let leader = in_match(&chances(0.9, 0.0, 0.0), &at_score(1, trailer));
        assert!(!leader.can_double);
    }
}

#[test]
fn post_crawford_free_drop_at_2_away() {
    // Trailer 2-away, leader 1-away, the trailer doubles to 2. Take: the leader wins the match
    // exactly when they win this game. Drop: 1-away 1-away, 50%. So the leader drops when the
    // trailer is the favourite, gammons or not (any win is the match for either).
    for gammons in [0.0, 0.3] {
        let take = in_match(&chances(0.48, 0.48 * gammons, 0.1), &at_score(2, 1));
        let drop = in_match(&chances(0.52, 0.52 * gammons, 0.1), &at_score(2, 1));
        assert_eq!(take.take_decision(), TakeDecision::Take);
        assert_eq!(drop.take_decision(), TakeDecision::Drop);
        assert_eq!(drop.double_decision(), DoubleDecision::Double);
    }
    // At 3-away the drop costs the leader much more: 2-away 1-away post-Crawford, 48.803% for
    // the trailer. The take risks 1-away 1-away (50%) after a single loss and the match after
    // a gammon: with no gammons the leader takes while 0.5 p <= 0.48803, p <= 97.6%.
    let limit = doubler_take_limit(&at_score(3, 1), CONTACT_X, (0.0, 0.0));
    assert!((limit - 0.48803 / 0.5).abs() < 1e-6, "{limit}");
}

#[test]
fn two_away_two_away_is_the_last_cube() {
    // After a double nobody can redouble (2 points win the match for either), so the double is
    // right with any edge and wrong without one (no gammons).
    let at_2_2 = at_score(2, 2);
    assert_eq!(
        in_match(&chances(0.52, 0.0, 0.0), &at_2_2).double_decision(),
        DoubleDecision::Double
    );
    assert_eq!(
        in_match(&chances(0.48, 0.0, 0.0), &at_2_2).double_decision(),
        DoubleDecision::NoDouble
    );
    // Take point: dropping leaves the taker at 2-away 1-away in the Crawford game, 32.264%;
    // taking, they win the match with their chance of winning the game. Take while the doubler
    // has p <= 1 - 0.32264 = 0.67736.
    let limit = doubler_take_limit(&at_2_2, CONTACT_X, (0.0, 0.0));
    assert!((limit - 0.67736).abs() < 1e-6, "{limit}");
}

#[test]
fn a_dead_cube_cannot_be_turned_and_has_no_value() {
    // Cube 2 owned at 2-away 4-away: winning 2 points already wins the match.
    let owned = CubeContext {
        value: 2,
        owner: RelativeCubeOwner::Bot,
        ..at_score(2, 4)
    };
    // The opponent owns 2 at 4-away 2-away: the same, from the other side.
    let theirs = CubeContext {
        value: 2,
        owner: RelativeCubeOwner::Opponent,
        ..at_score(4, 2)
    };
    for cube in [owned, theirs] {
        for win in [0.3, 0.6, 0.9] {
            let probabilities = chances(win, 0.2 * win, 0.1 * (1.0 - win));
            let dead = analyse_with_efficiency(&probabilities, &cube, 0.0);
            let live = analyse_with_efficiency(&probabilities, &cube, 1.0);
            assert!(!dead.can_double && !live.can_double);
            assert_eq!(live.double_decision(), DoubleDecision::NoDouble);
            assert!(
                (dead.no_double - live.no_double).abs() < 1e-6,
                "{cube:?} {win}"
            );
        }
    }
}

#[test]
fn double_match_point_cube_is_irrelevant() {
    // 1-away 1-away: the next game decides the match, the cube changes nothing, and the
    // equity is the chance of winning mapped to -1..1.
    for win in [0.2, 0.5, 0.9] {
        let probabilities = chances(win, 0.3 * win, 0.3 * (1.0 - win));
        let analysis = in_match(&probabilities, &at_score(1, 1));
        assert!(!analysis.can_double);
        assert_eq!(analysis.double_decision(), DoubleDecision::NoDouble);
        assert!((analysis.no_double - (2.0 * win - 1.0)).abs() < 1e-6);
    }
}

#[test]
fn match_take_points_follow_the_met() {
    // 3-away 2-away, the 3-away player doubles to 2; the taker then owns a dead cube (2 points
    // win them the match), so the take point is pure arithmetic on the table.
    // Drop: 2-away 2-away, 50% for the doubler. Take: the doubler wins 2 points (1-away 2-away,
    // Crawford game, 67.736%) or loses the match. Without gammons: 0.67736 p = 0.5,
    // p = 0.738164: the taker needs 26.18%.
    let at_3_2 = at_score(3, 2);
    let limit = doubler_take_limit(&at_3_2, CONTACT_X, (0.0, 0.0));
    assert!((limit - 0.5 / 0.67736).abs() < 1e-6, "{limit}");
    // With 30% of the doubler's wins gammons (4 points: the match):
    // p (0.7 * 0.67736 + 0.3) = 0.5, p = 0.5 / 0.774152 = 0.645868.
    let limit = doubler_take_limit(&at_3_2, CONTACT_X, (0.3, 0.0));
    assert!((limit - 0.5 / 0.774152).abs() < 1e-6, "{limit}");
    // 4-away 4-away, dead cube (x = 0): drop leaves 3-away 4-away, 57.15% for the doubler; a
    // take wins 2 (2-away 4-away, 66.87%) or loses 2 (4-away 2-away, 33.13%):
    // 0.3313 + p (0.6687 - 0.3313) = 0.5715, p = 0.2402 / 0.3374 = 0.711915.
    let at_4_4 = at_score(4, 4);
    let dead = doubler_take_limit(&at_4_4, 0.0, (0.0, 0.0));
    assert!((dead - 0.2402 / 0.3374).abs() < 1e-6, "{dead}");
    // With a live cube the taker owns a recube at 2-away: they can take a little more.
    let live = doubler_take_limit(&at_4_4, CONTACT_X, (0.0, 0.0));
    assert!(live > dead + 0.005, "{live} {dead}");
}

#[test]
fn match_equities_are_normalised_to_the_cube() {
    // A drop is worth +1 at any score, and a sure single loss -1.
    for (me, opp) in [(7, 7), (3, 5), (5, 3), (2, 4), (4, 1)] {
        let cube = at_score(me, opp);
        let won = in_match(&Probabilities::won(WinKind::Single), &cube);
        let lost = in_match(&Probabilities::lost(WinKind::Single), &cube);
        assert!((won.double_drop - 1.0).abs() < 1e-6);
        assert!((won.no_double - 1.0).abs() < 1e-6, "{me} {opp}");
        assert!((lost.no_double + 1.0).abs() < 1e-6, "{me} {opp}");
        assert!(!won.money);
    }
}

#[test]
fn match_gammons_count_only_as_far_as_the_score_needs() {
    // The opponent at 2-away: losing a gammon at cube 1 costs the match, like losing 2.
    // At 4-away 2-away a sure gammon loss is as bad as losing the match.
    let cube = at_score(4, 2);
    let gammoned = in_match(&Probabilities::lost(WinKind::Gammon), &cube);
    let backgammoned = in_match(&Probabilities::lost(WinKind::Backgammon), &cube);
    assert!((gammoned.no_double - backgammoned.no_double).abs() < 1e-6);
    assert!(gammoned.no_double < -1.0);
}

#[test]
fn money_doubler_counts_a_double_that_should_be_beavered_as_beavered() {
    // Built by hand: playing on is worth -0.4, a take -0.3 to the doubler. Without the beaver
    // the double would look better than playing on; beavered it is worth -0.6.
    let analysis = CubeAnalysis {
        no_double: -0.4,
        double_take: -0.3,
        double_drop: 1.0,
        can_double: true,
        money: true,
        efficiency: 0.68,
    };
    assert!(analysis.beaver_is_right());
    assert_eq!(analysis.double_decision(), DoubleDecision::NoDouble);
    assert_eq!(analysis.best_equity(), -0.4);
    // In a match there is no beaver: the same numbers make a double.
    let in_match = CubeAnalysis {
        money: false,
        ..analysis
    };
    assert_eq!(in_match.double_decision(), DoubleDecision::Double);
    assert_eq!(in_match.best_equity(), -0.3);
}

// --- Properties over a grid of chances and contexts ---------------------------------------

/// Cube contexts of every kind: money (centred, Jacoby, owned either way) and match scores.
fn all_contexts() -> Vec<CubeContext> {
    let mut contexts = vec![
        MONEY,
        CubeContext {
            jacoby: true,
            ..MONEY
        },
        money_owned(RelativeCubeOwner::Bot, 2),
        money_owned(RelativeCubeOwner::Opponent, 4),
    ];
    for (me, opp) in [
        (1, 1),
        (2, 2),
        (3, 2),
        (2, 5),
        (5, 5),
        (9, 11),
        (25, 25),
        (4, 1),
        (1, 4),
    ] {
        contexts.push(at_score(me, opp));
        contexts.push(CubeContext {
            value: 2,
            owner: RelativeCubeOwner::Bot,
            ..at_score(me, opp)
        });
        contexts.push(CubeContext {
            value: 2,
            owner: RelativeCubeOwner::Opponent,
            ..at_score(me, opp)
        });
    }
    contexts.push(CubeContext {
        crawford: true,
        ..at_score(1, 5)
    });
    contexts
}

#[test]
fn equities_are_finite_bounded_and_grow_with_the_winning_chance() {
    for cube in all_contexts() {
        for gammons in [0.0, 0.2, 0.5] {
            let mut previous: Option<CubeAnalysis> = None;
            for step in 0..=40 {
                let win = step as f32 / 40.0;
                let probabilities = chances(win, win * gammons, (1.0 - win) * gammons);
                let analysis = in_match(&probabilities, &cube);
                let context = format!("{cube:?} win {win} gammons {gammons}");
                for equity in [analysis.no_double, analysis.double_take] {
                    assert!(equity.is_finite(), "{context}");
                }
                assert!((analysis.double_drop - 1.0).abs() < 1e-6, "{context}");
                if let Some(before) = previous {
                    assert!(analysis.no_double >= before.no_double - 1e-5, "{context}");
                    assert!(
                        analysis.double_take >= before.double_take - 1e-5,
                        "{context}"
                    );
                    // Once the opponent drops, a better position never makes them take again.
                    if before.take_decision() == TakeDecision::Drop {
                        assert_eq!(analysis.take_decision(), TakeDecision::Drop, "{context}");
                    }
                }
                if analysis.double_decision() == DoubleDecision::Double {
                    assert!(analysis.can_double, "{context}");
                    assert!(analysis.best_equity() > analysis.no_double, "{context}");
                }
                previous = Some(analysis);
            }
        }
    }
}

#[test]
fn chances_that_are_not_numbers_still_give_a_finite_analysis() {
    let broken = Probabilities {
        win: f32::NAN,
        win_gammon: f32::INFINITY,
        ..Probabilities::default()
    };
    for cube in all_contexts() {
        let analysis = in_match(&broken, &cube);
        assert!(analysis.no_double.is_finite() && analysis.double_take.is_finite());
    }
}

#[test]
fn gammons_are_worth_a_single_game_in_money_and_nothing_under_jacoby_before_a_double() {
    assert_eq!(outcome_values(&MONEY), OutcomeValues::MONEY);
    let jacoby = CubeContext {
        jacoby: true,
        ..MONEY
    };
    assert_eq!(outcome_values(&jacoby), OutcomeValues::SINGLE_GAMES_ONLY);
    let doubled = CubeContext {
        jacoby: true,
        ..money_owned(RelativeCubeOwner::Bot, 2)
    };
    assert_eq!(outcome_values(&doubled), OutcomeValues::MONEY);
}

#[test]
fn gammons_follow_the_match_equity_table_at_a_score() {
    // Double match point: any win wins the match.
    assert_eq!(
        outcome_values(&at_score(1, 1)),
        OutcomeValues::SINGLE_GAMES_ONLY
    );
    // Crawford, 2-away against 1-away: a single win leads to double match point (50%), a
    // gammon wins the match (100%); every loss loses it. On the scale where a single game won
    // is +1 and one lost -1, a gammon won is +3: it adds 2. Losses are all the same.
    let crawford = CubeContext {
        crawford: true,
        ..at_score(2, 1)
    };
    let values = outcome_values(&crawford);
    assert_eq!(
        values,
        OutcomeValues {
            win_gammon: 2.0,
            win_backgammon: 0.0,
            lose_gammon: 0.0,
            lose_backgammon: 0.0,
        }
    );
    // Seen from the leader the other way round: its gammon losses cost, its gammon wins do not
    // pay.
    let leader = outcome_values(&CubeContext {
        crawford: true,
        ..at_score(1, 2)
    });
    assert_eq!((leader.win_gammon, leader.lose_gammon), (0.0, 2.0));
    // Far from the end, gammons are worth about what they are in money play.
    let early = outcome_values(&at_score(15, 15));
    for value in [early.win_gammon, early.lose_gammon] {
        assert!((0.8..1.2).contains(&value), "{early:?}");
    }
    // A cube of 2 at 2-away 2-away: any win wins the match.
    let doubled = CubeContext {
        value: 2,
        owner: RelativeCubeOwner::Opponent,
        ..at_score(2, 2)
    };
    assert_eq!(outcome_values(&doubled), OutcomeValues::SINGLE_GAMES_ONLY);
}

#[test]
fn cubeless_match_winning_chance_is_the_outcome_valued_equity_rescaled() {
    let some_chances = [
        Probabilities::from_outputs([0.6, 0.2, 0.01, 0.1, 0.005]),
        Probabilities::from_outputs([0.3, 0.05, 0.0, 0.25, 0.02]),
        chances(0.5, 0.0, 0.0),
    ];
    // At double match point the match winning chance is the winning chance.
    for probabilities in &some_chances {
        let mwc = cubeless_match_winning_chance(probabilities, &at_score(1, 1)).unwrap();
        assert!((mwc - f64::from(probabilities.win)).abs() < 1e-6);
    }
    // At any score it is the EMG equity of `outcome_values` mapped back to a chance.
    for cube in [
        at_score(3, 5),
        at_score(2, 4),
        at_score(7, 7),
        at_score(9, 2),
    ] {
        let values = outcome_values(&cube);
        for probabilities in &some_chances {
            let mwc = cubeless_match_winning_chance(probabilities, &cube).unwrap();
            let emg = f64::from(probabilities.equity_with(&values));
            let back = match_winning_chance_of_emg(emg, &cube).unwrap();
            assert!((mwc - back).abs() < 1e-5, "{cube:?} {probabilities:?}");
        }
    }
    assert_eq!(
        cubeless_match_winning_chance(&some_chances[0], &MONEY),
        None
    );
    assert_eq!(match_winning_chance_of_emg(0.0, &MONEY), None);
}

#[test]
fn match_winning_chance_gained_is_the_table_after_the_game_minus_at_its_start() {
    let even = match_winning_chance(3, 3, Stage::PreCrawford).unwrap();
    assert_eq!(even, 0.5);
    let won_one = match_winning_chance(2, 3, Stage::PreCrawford).unwrap();
    let gained = match_winning_chance_gained(&at_score(3, 3), 1, 0).unwrap();
    assert!((gained - (won_one - 0.5)).abs() < 1e-12);
    // A loss is the same table read from the loser's side, so the two gains cancel.
    let lost = match_winning_chance_gained(&at_score(3, 3), 0, 1).unwrap();
    assert!((lost + gained).abs() < 1e-12);
    // The cube's value does not count: the points scored do.
    let cube_two = CubeContext {
        value: 2,
        ..at_score(3, 3)
    };
    assert_eq!(match_winning_chance_gained(&cube_two, 1, 0), Some(gained));
    // A gammon that wins the match gains everything the player did not have.
    let gammon = match_winning_chance_gained(&at_score(2, 3), 2, 0).unwrap();
    assert!((gammon - (1.0 - won_one)).abs() < 1e-12);
    // The Crawford game lost by the leader: double match point follows.
    let crawford = CubeContext {
        crawford: true,
        ..at_score(1, 2)
    };
    let leader = match_winning_chance(1, 2, Stage::Crawford).unwrap();
    let crawford_lost = match_winning_chance_gained(&crawford, 0, 1).unwrap();
    assert!((crawford_lost - (0.5 - leader)).abs() < 1e-12);
    assert_eq!(match_winning_chance_gained(&MONEY, 1, 0), None);
}
