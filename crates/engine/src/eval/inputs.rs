//! The net's inputs: what the network sees of a position.
//!
//! Each side is encoded the same way, from its own side of the board (its point 1 is its own
//! 1-point): first the player on roll, then the opponent. A side gives [`SIDE_INPUTS`] values:
//!
//! - for each of its points 1 to 24, Tesauro's four units: one checker or more (1), two or more
//!   (1), three or more (1), and `(n - 3) / 2` for `n > 3` checkers;
//! - its checkers on the bar divided by 2, and borne off divided by 15;
//! - rich features, which cost a linear net dearly to discover: its pip count divided by 200,
//!   its longest prime (consecutive points held by two or more) divided by 6, and its blots in
//!   direct range of an enemy checker (one to six pips in front of it, the bar included)
//!   divided by 5.
//!
//! After both sides come [`CONTACT_INPUTS`] contact features for each side, the player on roll
//! first ([`contact`](super::contact)): the enemy's shots at its blots, how trapped its
//! rearmost checker is, the pips it needs to break contact, how closed the enemy's board is,
//! the enemy's double shots and how well the enemy contains it (input set 3). They come after
//! the point inputs so that a net of input set 1 carries over with zero weights for them
//! ([`Net::with_inputs`](super::Net::with_inputs)).
//!
//! Then, for the same reason, [`LATER_CONTACT_INPUTS`] more for each side (input set 4): the
//! pips it can expect to lose to hits, its mobility and its most advanced anchor.
//!
//! Last, [`BACK_INPUTS`] more for each side (input set 5): where its rearmost
//! checker and its rearmost point are, how far its stragglers lag and whether it plays a back
//! game.
//!
//! Input set 8 adds [`REPLY_INPUTS`] for each side after all of these, the player on roll's
//! first: what its next roll forces on it ([`replies`](super::replies)). They cost some forty
//! move generations a position, so they are computed only for nets that read them
//! ([`ActiveInputs::add_replies`]); a net of input set 5 reads the first [`N_INPUTS`].
//!
//! The same function serves training and play, so the two can never disagree.

use super::contact::{ContactFeatures, Masks};
pub use super::replies::REPLY_INPUTS;
use crate::position::{Position, BAR};

/// Inputs per side.
pub const SIDE_INPUTS: usize = 24 * 4 + 5;
/// The inputs below this index depend on the checkers of the player on roll alone: its point
/// units, bar, borne off, pip count and longest prime (its exposed blots, next, depend on the
/// opponent's checkers too). The positions after the plays of one roll, where the player on
/// roll is the one who did not move, share them unless a play hit.
pub const ON_ROLL_ONLY_INPUTS: usize = SIDE_INPUTS - 1;
/// Contact features per side, after both sides' point inputs.
pub const CONTACT_INPUTS: usize = 6;
/// The contact features of input set 4 per side, after those of set 3.
pub const LATER_CONTACT_INPUTS: usize = 3;
/// The features of input set 5 per side, after those of set 4.
pub const BACK_INPUTS: usize = 4;
/// Inputs in all: the player on roll's side, then the opponent's, then the contact features of
/// each, then the later contact features of each, then the back features of each.
pub const N_INPUTS: usize =
    2 * SIDE_INPUTS + 2 * CONTACT_INPUTS + 2 * LATER_CONTACT_INPUTS + 2 * BACK_INPUTS;
/// The identifier of this encoding, stored in weights files so that a net trained on other
/// inputs is refused instead of misread. Change it whenever the encoding changes.
pub const INPUT_SET: u32 = 5;
/// The encoding of input set 5 followed by both sides' [`REPLY_INPUTS`]: the identifier of
/// nets that read the inputs of the next roll.
pub const REPLY_INPUT_SET: u32 = 8;
/// How many inputs a net of [`REPLY_INPUT_SET`] reads.
pub const N_INPUTS_WITH_REPLIES: usize = N_INPUTS + 2 * REPLY_INPUTS;
/// Earlier encodings, each the first inputs of this one, so that their nets carry over with
/// zero weights for the rest ([`Net::with_inputs`](super::Net::with_inputs)): the input set
/// and how many inputs it has.
pub const EARLIER_INPUT_SETS: [(u32, usize); 3] = [
    (1, 2 * SIDE_INPUTS),
    (3, 2 * SIDE_INPUTS + 2 * CONTACT_INPUTS),
    (
        4,
        2 * SIDE_INPUTS + 2 * CONTACT_INPUTS + 2 * LATER_CONTACT_INPUTS,
    ),
];

/// Room for the inputs of an [`ActiveInputs`]: the power of two above
/// [`N_INPUTS_WITH_REPLIES`], so that a slot's index taken modulo it (exact: at most that many
/// are pushed) needs no bounds check.
const SLOTS: usize = N_INPUTS_WITH_REPLIES.next_power_of_two();

/// The non-zero inputs of a position, in increasing index order: what the forward pass needs.
#[derive(Clone, Debug)]
pub struct ActiveInputs {
    index: [u16; SLOTS],
    value: [f32; SLOTS],
    len: usize,
}

impl ActiveInputs {
    /// No inputs: storage for [`ActiveInputs::set_to`].
    pub(super) const EMPTY: ActiveInputs = ActiveInputs {
        index: [0; SLOTS],
        value: [0.0; SLOTS],
        len: 0,
    };

    /// The active inputs of `position` (seen by the player on roll).
    pub fn of(position: &Position) -> ActiveInputs {
        let mut active = ActiveInputs::EMPTY;
        active.set_to(position);
        active
    }

    /// Replaces these inputs by those of `position`, reusing the storage.
    pub fn set_to(&mut self, position: &Position) {
        let active = &mut Appender {
            index: &mut self.index,
            value: &mut self.value,
            len: 0,
        };
        let opponent = position.switch_sides();
        let (board, opponent_board) = (position.board(), opponent.board());
        let (own_masks, enemy_masks) = (Masks::of(board), Masks::of(opponent_board));
        encode_side(board, &own_masks, 0, active);
        encode_side(opponent_board, &enemy_masks, SIDE_INPUTS, active);
        let own = ContactFeatures::with_masks(board, &own_masks);
        let enemy = ContactFeatures::with_masks(opponent_board, &enemy_masks);
        let contact = 2 * SIDE_INPUTS;
        encode_contact(&own, contact, active);
        encode_contact(&enemy, contact + CONTACT_INPUTS, active);
        let later = contact + 2 * CONTACT_INPUTS;
        encode_later_contact(&own, later, active);
        encode_later_contact(&enemy, later + LATER_CONTACT_INPUTS, active);
        let back = later + 2 * LATER_CONTACT_INPUTS;
        encode_back(&own, back, active);
        encode_back(&enemy, back + BACK_INPUTS, active);
        self.len = active.len;
    }

    /// Appends the inputs of the next roll ([`REPLY_INPUTS`] for each side) of `position`,
    /// whose inputs these are ([`ActiveInputs::set_to`]): those of input set 8.
    pub fn add_replies(&mut self, position: &Position) {
        let active = &mut Appender {
            index: &mut self.index,
            value: &mut self.value,
            len: self.len,
        };
        for (offset, value) in super::replies::reply_inputs(position)
            .into_iter()
            .enumerate()
        {
            active.push(N_INPUTS + offset, value);
        }
        self.len = active.len;
    }

    /// How many of these inputs are below [`ON_ROLL_ONLY_INPUTS`] (they come first).
    pub fn on_roll_only_len(&self) -> usize {
        self.indices()
            .partition_point(|&index| usize::from(index) < ON_ROLL_ONLY_INPUTS)
    }

    /// Whether these inputs and `other` are the same below [`ON_ROLL_ONLY_INPUTS`] (the same
    /// indices with the same values, bit for bit).
    pub fn same_on_roll_only(&self, other: &ActiveInputs) -> bool {
        let (n, m) = (self.on_roll_only_len(), other.on_roll_only_len());
        n == m
            && self.index[..n] == other.index[..n]
            && self.value[..n]
                .iter()
                .zip(&other.value[..n])
                .all(|(a, b)| a.to_bits() == b.to_bits())
    }

    /// The indices of the non-zero inputs, increasing.
    pub fn indices(&self) -> &[u16] {
        &self.index[..self.len]
    }

    /// Their values, in the same order.
    pub fn values(&self) -> &[f32] {
        &self.value[..self.len]
    }
}

/// The arrays of an [`ActiveInputs`] being filled ([`ActiveInputs::set_to`]), with the count
/// of the inputs so far. Kept in the `ActiveInputs`, the count was loaded and stored again
/// around every input, the compiler unable to tell that writing the arrays leaves it alone.
struct Appender<'a> {
    index: &'a mut [u16; SLOTS],
    value: &'a mut [f32; SLOTS],
    len: usize,
}

impl Appender<'_> {
    /// Appends input `index` when `value` is not zero. Without a branch: the slot after the
    /// last is always written and kept only for a non-zero value (an input is pushed once at
    /// most, so that slot exists), since whether a feature is zero is not predictable.
    #[inline]
    fn push(&mut self, index: usize, value: f32) {
        let slot = self.len % SLOTS;
        self.index[slot] = index as u16;
        self.value[slot] = value;
        self.len += usize::from(value != 0.0);
    }
}

/// Encodes `position` (seen by the player on roll) into `out`, all inputs.
pub fn encode(position: &Position, out: &mut [f32; N_INPUTS]) {
    out.fill(0.0);
    let active = ActiveInputs::of(position);
    for (&index, &value) in active.indices().iter().zip(active.values()) {
        out[usize::from(index)] = value;
    }
}

/// Adds the inputs of the positive side of `board` (the side on roll in that board), which
/// start at `base`, to `out`. Works on the board's bit sets of points (bit `i` is point `i`),
/// `masks` (`Masks::of(board)`), then on the occupied points alone
/// (`eval::reference::encode_side` is the plain loop over the points it must equal).
fn encode_side(board: &[i8; 26], masks: &Masks, base: usize, out: &mut Appender) {
    let (made, blots) = (masks.own_made, masks.own_blots);
    let mut pips = 0u32;
    let mut on_board = 0u32;
    let mut points = made | blots;
    while points != 0 {
        let point = points.trailing_zeros() as usize;
        points &= points - 1;
        let n = board[point] as u32;
        pips += n * point as u32;
        on_board += n;
        let first = base + 4 * (point - 1);
        out.push(first, 1.0);
        out.push(first + 1, f32::from(n >= 2));
        out.push(first + 2, f32::from(n >= 3));
        out.push(first + 3, if n > 3 { (n - 3) as f32 / 2.0 } else { 0.0 });
    }
    // The longest run of made points: each step keeps the points whose next lower point is
    // in the run too.
    let mut longest_prime = 0u32;
    let mut run = made;
    while run != 0 {
        run &= run << 1;
        longest_prime += 1;
    }
    let exposed_blots = masks.exposed_blots();
    let bar = board[BAR].max(0) as u32;
    let off = 15 - on_board - bar;
    let rich = base + 96;
    out.push(rich, bar as f32 / 2.0);
    out.push(rich + 1, off as f32 / 15.0);
    out.push(rich + 2, (pips + 25 * bar) as f32 / 200.0);
    out.push(rich + 3, longest_prime as f32 / 6.0);
    out.push(rich + 4, exposed_blots as f32 / 5.0);
}

/// Adds one side's contact features of input set 3, which start at `base`, to `out`.
fn encode_contact(features: &ContactFeatures, base: usize, out: &mut Appender) {
    out.push(base, features.shots);
    out.push(base + 1, features.trapped);
    out.push(base + 2, features.break_contact);
    out.push(base + 3, features.closed_out);
    out.push(base + 4, features.double_shots);
    out.push(base + 5, features.contained);
}

/// Adds one side's contact features added in input set 4, which start at `base`, to `out`.
fn encode_later_contact(features: &ContactFeatures, base: usize, out: &mut Appender) {
    out.push(base, features.pip_loss);
    out.push(base + 1, features.mobility);
    out.push(base + 2, features.forward_anchor);
}

/// Adds one side's back features (input set 5), which start at `base`, to `out`.
fn encode_back(features: &ContactFeatures, base: usize, out: &mut Appender) {
    out.push(base, features.back_checker);
    out.push(base + 1, features.back_anchor);
    out.push(base + 2, features.stragglers);
    out.push(base + 3, features.back_game);
}
