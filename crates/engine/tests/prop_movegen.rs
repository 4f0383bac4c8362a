//! Property tests of the move generator against a brute-force oracle, on arbitrary positions.

use bg_engine::movegen::reference::legal_plays_reference;
use bg_engine::{Dice, Position};
use proptest::prelude::*;

/// Places 15 checkers a side: each checker gets a slot 0 (off), 1..=24 (a point on its owner's
/// side) or 25 (the bar). An opponent checker landing on a point the player on roll holds is
/// borne off instead, so the position stays legal. `home_bias` squeezes checkers toward the home
/// boards, where bear-off rules matter.
fn arbitrary_position(max_slot: u8) -> impl Strategy<Value = Position> {
    (
        prop::collection::vec(0..=max_slot, 15),
        prop::collection::vec(0..=max_slot, 15),
        prop::collection::vec(0u8..=25, 0..3),
        prop::collection::vec(0u8..=25, 0..3),
    )
        .prop_map(|(own, theirs, own_extra, their_extra)| {
            let mut on_roll = [0u8; 25];
            let mut opponent = [0u8; 25];
            // A few checkers may sit anywhere, including the bar, whatever the bias.
            let own_slots = own
                .iter()
                .take(15 - own_extra.len())
                .chain(own_extra.iter());
            for &slot in own_slots {
                if slot > 0 {
                    on_roll[usize::from(slot) - 1] += 1;
                }
            }
            let their_slots = theirs
                .iter()
                .take(15 - their_extra.len())
                .chain(their_extra.iter());
            for &slot in their_slots {
                if slot == 0 {
                    continue;
                }
                let index = usize::from(slot) - 1;
                // Their point k is our point 25 - k, i.e. our index 24 - k.
                let blocked = index < 24 && on_roll[23 - index] > 0;
                if !blocked {
                    opponent[index] += 1;
                }
            }
            Position::from_sides(&on_roll, &opponent).expect("built legal by construction")
        })
}

fn any_position() -> impl Strategy<Value = Position> {
    prop_oneof![
        arbitrary_position(25),
        arbitrary_position(8),
        arbitrary_position(6)
    ]
}

fn any_dice() -> impl Strategy<Value = Dice> {
    (1u8..=6, 1u8..=6).prop_map(|(a, b)| Dice::new(a, b).expect("1..=6"))
}

fn sorted_positions(plays: &[bg_engine::Play]) -> Vec<Position> {
    let mut positions: Vec<Position> = plays.iter().map(|play| play.position).collect();
    positions.sort();
    positions
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn legal_plays_equal_the_brute_force_oracle(position in any_position(), dice in any_dice()) {
        let fast = position.legal_plays(dice);
        let slow = legal_plays_reference(&position, dice);
        let fast_positions = sorted_positions(&fast);
        let mut deduplicated = fast_positions.clone();
        deduplicated.dedup();
        prop_assert_eq!(&deduplicated, &fast_positions, "duplicate plays in {:?}", position);
        prop_assert_eq!(fast_positions, sorted_positions(&slow), "{:?} {}", position, dice);
    }

    #[test]
    fn legal_positions_are_the_positions_of_the_legal_plays_in_order(
        position in any_position(),
        dice in any_dice(),
    ) {
        let from_plays: Vec<Position> =
            position.legal_plays(dice).iter().map(|play| play.position).collect();
        // Appended after what the vector already holds, as `legal_plays_into` appends.
        let mut positions = vec![Position::STARTING];
        position.legal_positions_into(dice, &mut positions);
        prop_assert_eq!(positions[0], Position::STARTING);
        prop_assert_eq!(&positions[1..], &from_plays[..], "{:?} {}", position, dice);
    }

    #[test]
    fn every_play_uses_the_most_dice_possible(position in any_position(), dice in any_dice()) {
        let plays = position.legal_plays(dice);
        let most = legal_plays_reference(&position, dice).iter().map(|p| p.moves().len()).max().unwrap_or(0);
        for play in &plays {
            prop_assert_eq!(play.moves().len(), most);
        }
    }

    #[test]
    fn checkers_are_conserved(position in any_position(), dice in any_dice()) {
        let opponent_total = |p: &Position| p.opponent_off() as u32 + p.board().iter().filter(|&&c| c < 0).map(|&c| c.unsigned_abs() as u32).sum::<u32>();
        for play in position.legal_plays(dice) {
            let after = play.position;
            let own_on_board: u32 = after.board().iter().filter(|&&c| c > 0).map(|&c| c as u32).sum();
            prop_assert_eq!(own_on_board + after.own_off() as u32, 15);
            prop_assert_eq!(opponent_total(&after), 15);
            prop_assert_eq!(after.opponent_off(), position.opponent_off());
            prop_assert!(after.own_off() >= position.own_off());
            let n_hits = play.moves().iter().filter(|m| m.hit).count() as u8;
            prop_assert_eq!(after.opponent_bar(), position.opponent_bar() + n_hits);
        }
    }

    #[test]
    fn switching_sides_is_an_involution(position in any_position()) {
        prop_assert_eq!(position.switch_sides().switch_sides(), position);
        prop_assert_eq!(position.switch_sides().pip_count(), position.opponent_pip_count());
        prop_assert_eq!(position.switch_sides().own_off(), position.opponent_off());
    }
}
