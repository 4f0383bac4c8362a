//! GNU Backgammon IDs and XGID imports recorded from GNU Backgammon 1.07 by
//! `tools/gnubg/ids_vectors.py` (see the header of each data file).

use std::collections::HashMap;

use bg_engine::ids::match_id::{CubeOwner, GameState, MatchId};
use bg_engine::ids::xgid::{Xgid, XgidDice, TOP};
use bg_engine::ids::GnubgId;
use bg_engine::WinKind;
use bg_engine::{Dice, Player, Position};

const GNUBG_IDS: &str = include_str!("data/gnubg_ids.txt");
const XGID_GNUBG: &str = include_str!("data/xgid_gnubg.txt");

fn data_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
}

fn counts(text: &str) -> [u8; 25] {
    let values: Vec<u8> = text.split(',').map(|n| n.parse().unwrap()).collect();
    values.try_into().unwrap()
}

fn player(text: &str) -> Player {
    Player::from_index(text.parse().unwrap()).unwrap()
}

/// Checks one recorded state: the ID round-trips, and every field decoded from it equals what
/// gnubg's Python API reported for the same state.
fn check_state(line: &str) {
    let mut words = line.split(' ');
    let id_text = words.next().unwrap();
    let fields: HashMap<&str, &str> = words.map(|word| word.split_once('=').unwrap()).collect();
    let id: GnubgId = id_text.parse().unwrap_or_else(|e| panic!("{id_text}: {e}"));
    assert_eq!(id.to_string(), id_text);
    let state = id.match_id;

    let expected_position =
        Position::from_sides(&counts(fields["onroll"]), &counts(fields["opponent"])).unwrap();
    assert_eq!(
        id.position, expected_position,
        "{id_text}: board seen by player on roll"
    );
    let game_state = match fields["state"] {
        "0" => GameState::None,
        "1" => GameState::Playing,
        "2" => GameState::Over,
        "3" => GameState::Resigned,
        _ => GameState::Dropped,
    };
    assert_eq!(state.game_state, game_state, "{id_text}");
    assert_eq!(state.turn, player(fields["turn"]), "{id_text}");
    assert_eq!(state.double_offered, fields["doubled"] == "1", "{id_text}");
    let resignation = match fields["resigned"] {
        "0" => None,
        "1" => Some(WinKind::Single),
        "2" => Some(WinKind::Gammon),
        _ => Some(WinKind::Backgammon),
    };
    assert_eq!(state.resignation, resignation, "{id_text}");
    let dice = match fields["dice"] {
        "00" => None,
        text => Some(text.parse::<Dice>().unwrap()),
    };
    assert_eq!(state.dice, dice, "{id_text}");

    // gnubg has no cube information once a match is over.
    if !fields.contains_key("cube") {
        return;
    }
    assert_eq!(state.cube_value.to_string(), fields["cube"], "{id_text}");
    let owner = match fields["owner"] {
        "-1" => CubeOwner::Centered,
        index => CubeOwner::Player(player(index)),
    };
    assert_eq!(state.cube_owner, owner, "{id_text}");
    assert_eq!(state.on_roll, player(fields["move"]), "{id_text}");
    assert_eq!(state.crawford, fields["crawford"] == "1", "{id_text}");
    assert_eq!(state.jacoby, fields["jacoby"] == "1", "{id_text}");
    assert_eq!(
        state.match_length.to_string(),
        fields["length"],
        "{id_text}"
    );
    // gnubg's cube information carries the score only in match play (0,0 in money sessions,
    // whose running score the Match ID does record).
    if state.match_length > 0 {
        let score = format!("{},{}", state.score.zero, state.score.one);
        assert_eq!(score, fields["score"], "{id_text}");
    }
}

#[test]
fn gnubg_ids_from_played_games_decode_to_gnubgs_own_state() {
    let mut n_states = 0;
    for line in data_lines(GNUBG_IDS) {
        check_state(line);
        n_states += 1;
    }
    assert!(n_states > 1000, "only {n_states} states");
}

/// What gnubg 1.07's `set xgid` keeps of a state: it swaps players when the top player is to
/// act, orders the dice high first, and steps back from a pending double.
fn as_gnubg_imports_it(xgid: &Xgid, match_id: MatchId) -> MatchId {
    let mut state = match_id;
    if xgid.turn == TOP {
        state = state.with_players_swapped();
    }
    state.dice = state.dice.map(Dice::normalized);
    if state.double_offered {
        state.double_offered = false;
        state.turn = state.on_roll;
    }
    state
}

#[test]
fn xgids_convert_to_the_gnubg_ids_gnubg_imports_them_as() {
    let mut n_cases = 0;
    let mut n_top = 0;
    let mut n_doubled = 0;
    for line in data_lines(XGID_GNUBG) {
        let (xgid_text, gnubg_text) = line.split_once(' ').unwrap();
        let xgid: Xgid = xgid_text
            .parse()
            .unwrap_or_else(|e| panic!("{xgid_text}: {e}"));
        assert_eq!(xgid.to_string(), xgid_text);
        let (position, match_id) = xgid.to_gnubg().unwrap();
        let expected: GnubgId = gnubg_text.parse().unwrap();
        assert_eq!(position, expected.position, "{xgid_text}");
        assert_eq!(
            as_gnubg_imports_it(&xgid, match_id),
            expected.match_id,
            "{xgid_text}"
        );
        let back = Xgid::from_gnubg(&position, &match_id, xgid.beavers).unwrap();
        assert_eq!(back, xgid, "{xgid_text}");
        n_cases += 1;
        n_top += usize::from(xgid.turn == TOP);
        n_doubled += usize::from(xgid.dice == XgidDice::Doubled);
    }
    assert!(n_cases >= 400 && n_top > 100 && n_doubled > 10);
}
