//! Properties of the match referee: it never panics, refused actions change nothing, random
//! games end, and replaying the log reproduces the state.

use bg_engine::referee::{Action, GameEnding, Match, MatchSettings, Phase};
use bg_engine::WinKind;
use bg_engine::{Dice, Play, Player, Position, SeededDice};
use proptest::prelude::*;

mod common;

/// An action to try: either given outright (often nonsense in the current phase), or a legal
/// play picked at run time by index, so that sequences get past the first moves.
#[derive(Clone, Debug)]
enum Attempt {
    Fixed(Action),
    LegalPlay(usize),
    /// Whatever random legal action the seed picks.
    AnyLegal(u64),
}

fn arbitrary_dice() -> impl Strategy<Value = Dice> {
    (1u8..=6, 1u8..=6).prop_map(|(a, b)| Dice::new(a, b).unwrap())
}

fn arbitrary_win_kind() -> impl Strategy<Value = WinKind> {
    prop::sample::select(WinKind::ALL.to_vec())
}

fn arbitrary_attempt() -> impl Strategy<Value = Attempt> {
    prop_oneof![
        (0u8..=7, 0u8..=7)
            .prop_map(|(zero, one)| Attempt::Fixed(Action::OpeningRoll { zero, one })),
        arbitrary_dice().prop_map(|dice| Attempt::Fixed(Action::Roll(dice))),
        Just(Attempt::Fixed(Action::Double)),
        Just(Attempt::Fixed(Action::Take)),
        Just(Attempt::Fixed(Action::Drop)),
        Just(Attempt::Fixed(Action::Beaver)),
        arbitrary_win_kind().prop_map(|kind| Attempt::Fixed(Action::Resign(kind))),
        Just(Attempt::Fixed(Action::AcceptResignation)),
        Just(Attempt::Fixed(Action::RejectResignation)),
        Just(Attempt::Fixed(Action::NextGame)),
        // Plays of the starting position: legal only by chance.
        (arbitrary_dice(), any::<prop::sample::Index>()).prop_map(|(dice, index)| {
            let plays = Position::STARTING.legal_plays(dice);
            Attempt::Fixed(Action::Play(*index.get(&plays)))
        }),
        Just(Attempt::Fixed(Action::Play(Play::pass(Position::STARTING)))),
        (0usize..64).prop_map(Attempt::LegalPlay),
        any::<u64>().prop_map(Attempt::AnyLegal),
        any::<u64>().prop_map(Attempt::AnyLegal),
        any::<u64>().prop_map(Attempt::AnyLegal),
    ]
}

fn arbitrary_settings() -> impl Strategy<Value = MatchSettings> {
    (
        0u32..=25,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        0u8..=3,
    )
        .prop_map(|(length, cube, crawford, jacoby, beavers)| {
            MatchSettings::match_to(length)
                .unwrap()
                .with_cube(cube)
                .with_crawford(crawford)
                .with_jacoby(jacoby)
                .with_beavers(beavers)
        })
}

/// A random legal action, from a seeded source. Resignations are rare (1 time in 400) so that
/// most games are played out to the last checker.
fn random_legal_action(state: &Match, rng: &mut SeededDice) -> Option<Action> {
    common::random_legal_action(state, rng, 400)
}

fn resolve(attempt: &Attempt, state: &Match) -> Option<Action> {
    match attempt {
        Attempt::Fixed(action) => Some(*action),
        Attempt::LegalPlay(index) => {
            let plays = state.legal_plays();
            plays
                .get(index % plays.len().max(1))
                .map(|play| Action::Play(*play))
        }
        Attempt::AnyLegal(seed) => random_legal_action(state, &mut SeededDice::new(*seed)),
    }
}

/// The state set up from its own GNU Backgammon ID has the same ID, phase and board.
fn assert_gnubg_id_round_trip(state: &Match) {
    let id = state.gnubg_id();
    let setup = Match::from_gnubg_id(&id)
        .unwrap_or_else(|error| panic!("{id} ({:?}) cannot be set up: {error}", state.phase()));
    assert_eq!(setup.gnubg_id(), id, "{:?}", state.phase());
    assert_eq!(setup.phase(), state.phase(), "{id}");
    assert_eq!(setup.position(), state.position(), "{id}");
    assert_eq!(setup.to_act(), state.to_act(), "{id}");
}

/// Plays random legal actions until `done` holds, returning the state and the number of
/// actions, or `None` when `limit` actions were not enough.
fn play_randomly(
    start: Match,
    seed: u64,
    limit: usize,
    done: impl Fn(&Match) -> bool,
) -> Option<(Match, usize)> {
    let mut rng = SeededDice::new(seed);
    let mut state = start;
    for n_actions in 0..limit {
        assert_gnubg_id_round_trip(&state);
        if done(&state) {
            return Some((state, n_actions));
        }
        let action = random_legal_action(&state, &mut rng)?;
        state
            .apply_mut(action)
            .unwrap_or_else(|error| panic!("a legal action was refused: {action:?}: {error}"));
    }
    None
}

/// A generous bound on the actions of one randomly played game: random checker play is slow
/// (about a hundred turns on average), and each turn is a few actions.
const ACTIONS_PER_GAME: usize = 20_000;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn referee_never_panics_and_refused_actions_change_nothing(
        settings in arbitrary_settings(),
        attempts in prop::collection::vec(arbitrary_attempt(), 0..300),
    ) {
        let mut state = Match::new(settings);
        for attempt in &attempts {
            let Some(action) = resolve(attempt, &state) else { continue };
            let before = state.clone();
            match state.apply(action) {
                Ok(next) => {
                    prop_assert_eq!(next.log().len(), before.log().len() + 1);
                    state = next;
                }
                Err(error) => {
                    prop_assert_eq!(&state, &before);
                    let mut in_place = state.clone();
                    prop_assert_eq!(in_place.apply_mut(action), Err(error));
                    prop_assert_eq!(&in_place, &before);
                }
            }
            // Whoever is named for the action, only the player to act gets through.
            if let Some(to_act) = state.to_act() {
                prop_assert!(state.apply_by(to_act.other(), action).is_err());
            }
        }
        let replayed = Match::replay(settings, state.log());
        prop_assert_eq!(replayed.as_ref(), Ok(&state));
        assert_gnubg_id_round_trip(&state);
    }

    #[test]
    fn random_matches_end_and_replay_to_the_same_state(
        length in 1u32..=7,
        seed in any::<u64>(),
        cube in any::<bool>(),
    ) {
        let settings = MatchSettings::match_to(length).unwrap().with_cube(cube);
        // Each game gives its winner at least a point: at most 2N - 1 games.
        let limit = (2 * length as usize - 1) * ACTIONS_PER_GAME;
        let outcome = play_randomly(Match::new(settings), seed, limit, |state| {
            state.winner().is_some()
        });
        prop_assert!(outcome.is_some(), "the match did not end in {} actions", limit);
        let (state, _) = outcome.unwrap();
        let winner = state.winner().unwrap();
        prop_assert!(state.score()[winner] >= length);
        prop_assert!(state.score()[winner.other()] < length);
        let total: u32 = state.game_results().iter().map(|result| result.points).sum();
        prop_assert_eq!(total, state.score()[Player::Zero] + state.score()[Player::One]);
        let replayed = Match::replay(settings, state.log());
        prop_assert_eq!(replayed.as_ref(), Ok(&state));
    }

    #[test]
    fn random_money_games_end(seed in any::<u64>(), jacoby in any::<bool>(), beavers in 0u8..=3) {
        let settings = MatchSettings::money().with_jacoby(jacoby).with_beavers(beavers);
        let outcome = play_randomly(Match::new(settings), seed, ACTIONS_PER_GAME, |state| {
            matches!(state.phase(), Phase::GameOver { .. })
        });
        prop_assert!(outcome.is_some(), "the game did not end");
        let (state, _) = outcome.unwrap();
        prop_assert_eq!(state.game_results().len(), 1);
        prop_assert!(state.cube_value() <= 64);
        let replayed = Match::replay(settings, state.log());
        prop_assert_eq!(replayed.as_ref(), Ok(&state));
    }
}

/// How long random games are, to keep [`ACTIONS_PER_GAME`] honest: run with `--ignored
/// --nocapture`.
#[test]
#[ignore]
fn measure_random_game_lengths() {
    let mut longest = 0;
    let mut total = 0;
    let n_games = 2_000;
    let mut borne_off = 0;
    for seed in 0..n_games {
        let settings = MatchSettings::money().with_cube(false);
        let (state, n_actions) = play_randomly(Match::new(settings), seed, 1_000_000, |state| {
            matches!(state.phase(), Phase::GameOver { .. })
        })
        .expect("a random game ended");
        if state.game_results()[0].ending == GameEnding::BorneOff {
            borne_off += 1;
        }
        longest = longest.max(n_actions);
        total += n_actions;
    }
    println!(
        "{n_games} random cubeless games: mean {} actions, longest {longest}, {borne_off} borne off",
        total / n_games as usize
    );
}
