//! The net's inputs computed by plain loops over the points, as they were first written: the
//! oracle that the faster code of `inputs.rs` and `contact.rs` (bit sets, no branches where
//! the answer is not predictable, single steps shared between rolls) must equal bit for bit.
//! Compiled for tests only.

use super::contact::{
    back_escapes, back_game, enemy_step, escaping_rolls, hits_with_steps, mobility,
    ContactFeatures, Masks,
};
use super::inputs::{BACK_INPUTS, CONTACT_INPUTS, LATER_CONTACT_INPUTS, N_INPUTS, SIDE_INPUTS};
use crate::position::{Position, BAR, OPPONENT_BAR};

/// How many inputs [`inputs`] computes: those of input set 5, which keep their places when a
/// later set adds inputs after them.
pub(super) const INPUTS: usize =
    2 * SIDE_INPUTS + 2 * CONTACT_INPUTS + 2 * LATER_CONTACT_INPUTS + 2 * BACK_INPUTS;

/// The first [`INPUTS`] inputs of `position` (seen by the player on roll), computed by the
/// plain loops; the rest are 0.
pub(super) fn inputs(position: &Position) -> [f32; N_INPUTS] {
    let mut out = [0f32; N_INPUTS];
    let opponent = position.switch_sides();
    encode_side(position.board(), 0, &mut out);
    encode_side(opponent.board(), SIDE_INPUTS, &mut out);
    let sides = [
        contact_features(position.board()),
        contact_features(opponent.board()),
    ];
    let contact = 2 * SIDE_INPUTS;
    let later = contact + 2 * CONTACT_INPUTS;
    let back = later + 2 * LATER_CONTACT_INPUTS;
    for (side, f) in sides.iter().enumerate() {
        let base = contact + side * CONTACT_INPUTS;
        out[base..base + CONTACT_INPUTS].copy_from_slice(&[
            f.shots,
            f.trapped,
            f.break_contact,
            f.closed_out,
            f.double_shots,
            f.contained,
        ]);
        let base = later + side * LATER_CONTACT_INPUTS;
        out[base..base + LATER_CONTACT_INPUTS].copy_from_slice(&[
            f.pip_loss,
            f.mobility,
            f.forward_anchor,
        ]);
        let base = back + side * BACK_INPUTS;
        out[base..base + BACK_INPUTS].copy_from_slice(&[
            f.back_checker,
            f.back_anchor,
            f.stragglers,
            f.back_game,
        ]);
    }
    out
}

fn put(out: &mut [f32; N_INPUTS], index: usize, value: f32) {
    out[index] = value;
}

fn encode_side(board: &[i8; 26], base: usize, out: &mut [f32; N_INPUTS]) {
    let mut pips = 0u32;
    let mut on_board = 0u32;
    let mut prime = 0u32;
    let mut longest_prime = 0u32;
    let mut exposed_blots = 0u32;
    // The nearest enemy checker below the current point (the enemy's bar is our slot 0).
    let mut last_enemy: Option<usize> = (board[OPPONENT_BAR] < 0).then_some(0);
    for (point, &count) in board.iter().enumerate().take(25).skip(1) {
        if count < 0 {
            last_enemy = Some(point);
        }
        let n = count.max(0) as u32;
        prime = if n >= 2 { prime + 1 } else { 0 };
        longest_prime = longest_prime.max(prime);
        if n == 0 {
            continue;
        }
        let first = base + 4 * (point - 1);
        put(out, first, 1.0);
        put(out, first + 1, f32::from(n >= 2));
        put(out, first + 2, f32::from(n >= 3));
        put(
            out,
            first + 3,
            if n > 3 { (n - 3) as f32 / 2.0 } else { 0.0 },
        );
        pips += n * point as u32;
        on_board += n;
        // The enemy moves towards our high points: a checker of its 1 to 6 pips below this
        // point can hit a blot here with one die.
        if n == 1 && last_enemy.is_some_and(|enemy| point - enemy <= 6) {
            exposed_blots += 1;
        }
    }
    let bar = board[BAR].max(0) as u32;
    let off = 15 - on_board - bar;
    let rich = base + 96;
    put(out, rich, bar as f32 / 2.0);
    put(out, rich + 1, off as f32 / 15.0);
    put(out, rich + 2, (pips + 25 * bar) as f32 / 200.0);
    put(out, rich + 3, longest_prime as f32 / 6.0);
    put(out, rich + 4, exposed_blots as f32 / 5.0);
}

fn masks(board: &[i8; 26]) -> Masks {
    let mut masks = Masks {
        own_made: 0,
        own_blots: 0,
        enemy: 0,
        enemy_made: 0,
    };
    for (point, &count) in board.iter().enumerate().take(25).skip(1) {
        let bit = 1u32 << point;
        match count {
            1 => masks.own_blots |= bit,
            c if c >= 2 => masks.own_made |= bit,
            c if c <= -2 => {
                masks.enemy |= bit;
                masks.enemy_made |= bit;
            }
            -1 => masks.enemy |= bit,
            _ => {}
        }
    }
    if board[OPPONENT_BAR] < 0 {
        masks.enemy |= 1;
    }
    masks
}

pub(super) fn contact_features(board: &[i8; 26]) -> ContactFeatures {
    let masks = masks(board);
    let enemy_on_bar = u32::from(board[OPPONENT_BAR].min(0).unsigned_abs());
    let hits = hitting_rolls(&masks, enemy_on_bar);
    let rearmost = if board[BAR] > 0 {
        Some(BAR)
    } else {
        (1..=24).rev().find(|&point| board[point] > 0)
    };
    let back = back_escapes(&masks);
    let trapped = rearmost.map_or(0, |point| {
        36 - if point >= 15 {
            u32::from(back[point - 15])
        } else {
            escaping_rolls(&masks, point)
        }
    });
    let enemy_rearmost = masks.enemy.trailing_zeros() as usize; // 32 when there is none
    let mut break_contact = 0u32;
    for (point, &count) in board.iter().enumerate().skip(1) {
        if count > 0 && point > enemy_rearmost {
            break_contact += count as u32 * (point - enemy_rearmost) as u32;
        }
    }
    let closed = (masks.enemy_made >> 19 & 0x3F).count_ones();
    let least_escapes = u32::from(back[..10].iter().copied().min().unwrap_or(36));
    let anchors = masks.own_made >> 18 & 0x7F;
    let forward_anchor = if anchors == 0 {
        0
    } else {
        25 - (18 + anchors.trailing_zeros())
    };
    ContactFeatures {
        shots: hits.0 as f32 / 36.0,
        double_shots: hits.1 as f32 / 36.0,
        pip_loss: hits.2 as f32 / (36.0 * 24.0),
        mobility: mobility(board, &masks) as f32 / 36.0,
        forward_anchor: forward_anchor as f32 / 7.0,
        contained: (36 - least_escapes) as f32 / 36.0,
        trapped: trapped as f32 / 36.0,
        break_contact: break_contact as f32 / 100.0,
        closed_out: (closed * closed) as f32 / 36.0,
        back_checker: rearmost.map_or(0, |point| point) as f32 / 25.0,
        back_anchor: match masks.own_made {
            0 => 0.0,
            made => (31 - made.leading_zeros()) as f32 / 24.0,
        },
        stragglers: stragglers(board),
        back_game: back_game(board, &masks),
    }
}

fn stragglers(board: &[i8; 26]) -> f32 {
    let checkers = || {
        board[1..=BAR]
            .iter()
            .zip(1u32..)
            .filter(|(&count, _)| count > 0)
            .map(|(&count, point)| (count as u32, point))
    };
    let (count, pips) = checkers().fold((0, 0), |(n, sum), (c, point)| (n + c, sum + c * point));
    if count == 0 {
        return 0.0;
    }
    let mean = pips as f32 / count as f32;
    let (behind, spread) = checkers()
        .filter(|&(_, point)| point as f32 > mean)
        .fold((0, 0.0), |(n, sum), (c, point)| {
            (n + c, sum + c as f32 * (point as f32 - mean).powi(2))
        });
    if behind == 0 {
        0.0
    } else {
        spread / behind as f32 / 400.0
    }
}

fn hitting_rolls(masks: &Masks, enemy_on_bar: u32) -> (u32, u32, u32) {
    let mut hits = (0, 0, 0);
    if masks.own_blots == 0 {
        return hits;
    }
    let attackers = masks.enemy & !1;
    let mut count = |hit: u32, weight: u32| {
        if hit != 0 {
            hits.0 += weight;
            hits.1 += weight * u32::from(hit.count_ones() >= 2);
            hits.2 += weight * (25 - hit.trailing_zeros());
        }
    };
    for x in 1..=6u32 {
        // Doubles: x-x.
        let hit = if enemy_on_bar == 0 {
            hits_with_steps(attackers, x, 4, masks)
        } else {
            let entered = enemy_step(1, x, masks);
            if entered == 0 {
                0
            } else {
                let left = 4u32.saturating_sub(enemy_on_bar);
                let from = if enemy_on_bar == 1 {
                    attackers | entered
                } else {
                    entered
                };
                (entered & masks.own_blots) | hits_with_steps(from, x, left, masks)
            }
        };
        count(hit, 1);
        for y in x + 1..=6 {
            count(hits_with_roll(masks, attackers, enemy_on_bar, x, y), 2);
        }
    }
    hits
}

fn hits_with_roll(masks: &Masks, attackers: u32, enemy_on_bar: u32, x: u32, y: u32) -> u32 {
    let blots = masks.own_blots;
    match enemy_on_bar {
        0 => {
            let direct = enemy_step(attackers, x, masks) | enemy_step(attackers, y, masks);
            let via_x = enemy_step(enemy_step(attackers, x, masks), y, masks);
            let via_y = enemy_step(enemy_step(attackers, y, masks), x, masks);
            (direct | via_x | via_y) & blots
        }
        1 => {
            // Enter with one die, play the other with any checker (the entered one included).
            let mut hit = 0;
            for (enter, other) in [(x, y), (y, x)] {
                let entered = enemy_step(1, enter, masks);
                if entered != 0 {
                    hit |= (entered | enemy_step(attackers | entered, other, masks)) & blots;
                }
            }
            hit
        }
        _ => (enemy_step(1, x, masks) | enemy_step(1, y, masks)) & blots,
    }
}
