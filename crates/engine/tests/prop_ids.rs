//! Property tests of the identifiers: Position ID, Match ID, GNU Backgammon ID and XGID
//! round-trip for arbitrary valid states, every accepted string writes back unchanged, and no
//! input makes a parser panic.

use bg_engine::ids::match_id::{CubeOwner, GameState, MatchId};
use bg_engine::ids::xgid::{Xgid, XgidDice};
use bg_engine::ids::GnubgId;
use bg_engine::WinKind;
use bg_engine::{ByPlayer, Dice, Player, Position};
use proptest::prelude::*;

/// Strategies for arbitrary legal positions and match states, to copy into other test files.
pub mod strategies {
    use super::*;

    /// A legal position: each side has 0 to 15 checkers on the board (the rest are borne off),
    /// spread over its 24 points and its bar; a point never holds checkers of both sides (an
    /// opponent checker that would land on a point of the player on roll is borne off instead).
    pub fn arbitrary_position() -> impl Strategy<Value = Position> {
        let side = || (0usize..=15, prop::collection::vec(0usize..25, 15));
        (side(), side()).prop_map(|((n_own, own), (n_theirs, theirs))| {
            // Index i is the side's own point i + 1; index 24 is its bar.
            let mut on_roll = [0u8; 25];
            let mut opponent = [0u8; 25];
            for &index in &own[..n_own] {
                on_roll[index] += 1;
            }
            for &index in &theirs[..n_theirs] {
                // Their point i + 1 is our point 24 - i, our index 23 - i.
                let blocked = index < 24 && on_roll[23 - index] > 0;
                if !blocked {
                    opponent[index] += 1;
                }
            }
            Position::from_sides(&on_roll, &opponent).expect("legal by construction")
        })
    }

    pub fn arbitrary_player() -> impl Strategy<Value = Player> {
        prop_oneof![Just(Player::Zero), Just(Player::One)]
    }

    pub fn arbitrary_cube_owner() -> impl Strategy<Value = CubeOwner> {
        prop_oneof![
            Just(CubeOwner::Centered),
            arbitrary_player().prop_map(CubeOwner::Player),
        ]
    }

    pub fn arbitrary_dice() -> impl Strategy<Value = Dice> {
        (1u8..=6, 1u8..=6).prop_map(|(first, second)| Dice::new(first, second).unwrap())
    }

    /// 0 (money) half the time, else a match length, mostly short.
    fn arbitrary_match_length() -> impl Strategy<Value = u32> {
        prop_oneof![2 => Just(0u32), 2 => 1u32..=25, 1 => 1u32..=32_767]
    }

    /// Any Match ID the format can hold: every field independent, except that the Crawford flag
    /// needs a match and a score may pass the match length only once the game has ended.
    pub fn arbitrary_match_id() -> impl Strategy<Value = MatchId> {
        let game_state = prop_oneof![
            Just(GameState::None),
            Just(GameState::Playing),
            Just(GameState::Over),
            Just(GameState::Resigned),
            Just(GameState::Dropped),
        ];
        let resignation = prop::option::of(prop_oneof![
            Just(WinKind::Single),
            Just(WinKind::Gammon),
            Just(WinKind::Backgammon),
        ]);
        let fields = (
            0u32..=12,
            arbitrary_cube_owner(),
            arbitrary_player(),
            arbitrary_player(),
            game_state,
            any::<(bool, bool, bool)>(),
            resignation,
            prop::option::of(arbitrary_dice()),
            arbitrary_match_length(),
        );
        fields.prop_flat_map(
            |(
                cube_log2,
                cube_owner,
                on_roll,
                turn,
                game_state,
                flags,
                resignation,
                dice,
                length,
            )| {
                let ended = matches!(
                    game_state,
                    GameState::Over | GameState::Resigned | GameState::Dropped
                );
                let score_limit = if length == 0 || ended { 32_767 } else { length };
                let (crawford, double_offered, jacoby) = flags;
                (0..=score_limit, 0..=score_limit).prop_map(move |(zero, one)| MatchId {
                    cube_value: 1 << cube_log2,
                    cube_owner,
                    on_roll,
                    crawford: crawford && length > 0,
                    game_state,
                    turn,
                    double_offered,
                    resignation,
                    dice,
                    match_length: length,
                    score: ByPlayer::new(zero, one),
                    jacoby,
                })
            },
        )
    }

    /// Any XGID the format can hold (scores up to 32767 so that most convert to a Match ID).
    pub fn arbitrary_xgid() -> impl Strategy<Value = Xgid> {
        let dice = prop_oneof![
            3 => Just(XgidDice::ToRoll),
            6 => arbitrary_dice().prop_map(XgidDice::Rolled),
            2 => Just(XgidDice::Doubled),
            1 => Just(XgidDice::Beavered),
            1 => Just(XgidDice::Raccooned),
        ];
        let fields = (
            arbitrary_position(),
            0u32..=12,
            arbitrary_cube_owner(),
            arbitrary_player(),
            dice,
            arbitrary_match_length(),
            any::<(bool, bool, bool)>(),
            0u8..=15,
        );
        fields.prop_flat_map(
            |(board, cube_log2, cube_owner, turn, dice, length, rules, max_cube_log2)| {
                let score_limit = if length == 0 { 32_767 } else { length };
                let (crawford, jacoby, beavers) = rules;
                let money = length == 0;
                (0..=score_limit, 0..=score_limit).prop_map(move |(zero, one)| Xgid {
                    board,
                    cube_value: 1 << cube_log2,
                    cube_owner,
                    turn,
                    dice,
                    score: ByPlayer::new(zero, one),
                    match_length: length,
                    crawford: crawford && !money,
                    jacoby: jacoby && money,
                    beavers: beavers && money,
                    max_cube_log2,
                })
            },
        )
    }
}

use strategies::*;

/// Base64 strings of a given length, for Match IDs and Position IDs built from random bits.
fn base64_text(length: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
                .chars()
                .collect::<Vec<_>>(),
        ),
        length,
    )
    .prop_map(|chars| chars.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn position_id_round_trips(position in arbitrary_position()) {
        let id = position.position_id();
        prop_assert_eq!(id.len(), 14);
        prop_assert_eq!(Position::from_position_id(&id), Ok(position));
    }

    #[test]
    fn match_id_round_trips(match_id in arbitrary_match_id()) {
        prop_assert_eq!(match_id.validate(), Ok(()));
        let id = match_id.to_string();
        prop_assert_eq!(id.len(), 12);
        prop_assert_eq!(id.parse::<MatchId>(), Ok(match_id));
    }

    #[test]
    fn gnubg_id_round_trips(position in arbitrary_position(), match_id in arbitrary_match_id()) {
        let id = GnubgId { position, match_id };
        prop_assert_eq!(id.to_string().parse::<GnubgId>(), Ok(id));
    }

    #[test]
    fn xgid_round_trips(xgid in arbitrary_xgid()) {
        let text = xgid.to_string();
        prop_assert!(text.starts_with("XGID="));
        prop_assert_eq!(text.parse::<Xgid>(), Ok(xgid));
    }

    /// Through gnubg's view and back: the board is turned to the player on roll and back, turn,
    /// owner and score keep their players; only the max cube is not carried.
    #[test]
    fn xgid_survives_the_trip_through_position_and_match_id(xgid in arbitrary_xgid()) {
        let pending_beaver = matches!(xgid.dice, XgidDice::Beavered | XgidDice::Raccooned);
        prop_assume!(!pending_beaver);
        let (position, match_id) = xgid.to_gnubg().unwrap();
        prop_assert_eq!(match_id.game_state, GameState::Playing);
        let seen_by_bottom = if match_id.on_roll == Player::One {
            position
        } else {
            position.switch_sides()
        };
        prop_assert_eq!(seen_by_bottom, xgid.board);
        let back = Xgid::from_gnubg(&position, &match_id, xgid.beavers).unwrap();
        prop_assert_eq!(back, Xgid { max_cube_log2: 10, ..xgid });
    }

    /// A random 12-character Base64 string is either rejected or written back unchanged: the
    /// parser accepts only canonical Match IDs.
    #[test]
    fn every_accepted_match_id_string_writes_back_unchanged(text in base64_text(12)) {
        if let Ok(match_id) = text.parse::<MatchId>() {
            prop_assert_eq!(match_id.to_string(), text);
        }
    }

    /// Valid Match IDs with one character replaced: most random strings fail on the unused
    /// bits, these reach every other field check.
    #[test]
    fn every_accepted_near_miss_match_id_writes_back_unchanged(
        match_id in arbitrary_match_id(),
        index in 0usize..12,
        replacement in base64_text(1),
    ) {
        let mut text = match_id.to_string();
        text.replace_range(index..=index, &replacement);
        if let Ok(parsed) = text.parse::<MatchId>() {
            prop_assert_eq!(parsed.to_string(), text);
        }
    }

    #[test]
    fn every_accepted_position_id_string_reads_back_the_same_position(text in base64_text(14)) {
        // Position IDs are not canonical (bits after the 30 checkers are ignored), so compare
        // positions rather than strings.
        if let Ok(position) = text.parse::<Position>() {
            prop_assert_eq!(position.position_id().parse::<Position>(), Ok(position));
        }
    }

    #[test]
    fn parsers_never_panic_on_arbitrary_text(text in ".{0,80}") {
        let _ = text.parse::<MatchId>();
        let _ = text.parse::<GnubgId>();
        let _ = text.parse::<Xgid>();
        let _ = text.parse::<Position>();
    }

    /// Valid XGIDs with one character replaced: close to the format, so the field parsers are
    /// exercised, not only the field count check.
    #[test]
    fn xgid_parser_never_panics_on_near_misses(
        xgid in arbitrary_xgid(),
        index in 0usize..80,
        replacement in prop::char::any(),
    ) {
        let mut chars: Vec<char> = xgid.to_string().chars().collect();
        let index = index % chars.len();
        chars[index] = replacement;
        let text: String = chars.into_iter().collect();
        if let Ok(parsed) = text.parse::<Xgid>() {
            prop_assert_eq!(parsed.to_string().parse::<Xgid>(), Ok(parsed));
        }
    }
}
