//! What the duels at a match score share (`score_aware_duel`, `score_replies_duel`,
//! `cube_replies_duel`): games from the start at one fixed score, each dice sequence played
//! four times (the tested player on each side of the score, each moving first), every game
//! scored as the match winning chance it leaves the tested player (the match equity table, from
//! its side of the score, at the cube's final value), and the mean with its 95% interval
//! (equal players make 0.5).

use bg_engine::cube::{cubeless_match_winning_chance, CubeContext, RelativeCubeOwner};
use bg_engine::eval::Probabilities;
use bg_engine::{Dice, DiceSource, Play, Position, SeededDice, WinKind};

/// How a game ended, from the tested player's side.
pub struct Outcome {
    pub won: bool,
    pub kind: WinKind,
    /// The cube's value when the game ended (1 in a cubeless game).
    pub cube: u32,
}

/// The mean match winning chance of the tested player and its 95% half width.
pub struct Duel {
    pub games: u64,
    pub mean: f64,
    pub half_width: f64,
}

/// A centred cube of value 1 at `away` (the tested player's away score first).
pub fn score(away: (u32, u32), crawford: bool) -> CubeContext {
    CubeContext {
        value: 1,
        owner: RelativeCubeOwner::Centered,
        away: Some(away),
        crawford,
        jacoby: false,
    }
}

/// `games` games (rounded up to a multiple of four) at `away`: `game(seed, tested_first,
/// tested_side, other_side)` plays one from the start with the dice of `seed`, the tested
/// player at `tested_side` of the score and its opponent at `other_side`.
pub fn duel(
    games: u64,
    away: (u32, u32),
    crawford: bool,
    mut game: impl FnMut(u64, bool, &CubeContext, &CubeContext) -> Outcome,
) -> Duel {
    let n_pairs = games.div_ceil(4).max(1);
    let (one, other) = (score(away, crawford), score((away.1, away.0), crawford));
    let mut mwc = Vec::with_capacity(n_pairs as usize);
    for pair in 0..n_pairs {
        let seed = 0x5C0E_0000 + pair;
        let mut sum = 0.0;
        for (mine, theirs) in [(one, other), (other, one)] {
            for tested_first in [true, false] {
                let outcome = game(seed, tested_first, &mine, &theirs);
                let result = if outcome.won {
                    Probabilities::won(outcome.kind)
                } else {
                    Probabilities::lost(outcome.kind)
                };
                let at_value = CubeContext {
                    value: outcome.cube,
                    ..mine
                };
                sum += cubeless_match_winning_chance(&result, &at_value).expect("a match score");
            }
        }
        // Both sides of the score: equal players average 0.5.
        mwc.push(sum / 4.0);
    }
    let n = mwc.len() as f64;
    let mean = mwc.iter().sum::<f64>() / n;
    let variance = mwc.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    Duel {
        games: 4 * n_pairs,
        mean,
        half_width: 1.96 * (variance / n).sqrt(),
    }
}

/// The dice of `seed` and the game's first roll: the opening roll, drawn again while it is a
/// double, as in a game played over the board.
pub fn opening(seed: u64) -> (SeededDice, Dice) {
    let mut dice = SeededDice::new(seed);
    let mut roll = dice.roll();
    while roll.is_double() {
        roll = dice.roll();
    }
    (dice, roll)
}

/// A cubeless game from the start with the dice of `seed`: `choose(tested_to_move, position,
/// roll, plays)` is the play of the side on roll, the tested player when `tested_to_move`,
/// which it is first when `tested_first`. Returns whether the tested player won, and how.
#[allow(dead_code, reason = "cube_replies_duel plays its games with the cube")]
pub fn cubeless_game(
    seed: u64,
    tested_first: bool,
    mut choose: impl FnMut(bool, &Position, Dice, &[Play]) -> Play,
) -> (bool, WinKind) {
    let (mut dice, mut roll) = opening(seed);
    let mut position = Position::STARTING;
    let mut tested_to_move = tested_first;
    loop {
        let plays = position.legal_plays(roll);
        let play = choose(tested_to_move, &position, roll, &plays);
        if play.position.has_won() {
            return (tested_to_move, WinKind::of_finished(&play.position));
        }
        position = play.position.switch_sides();
        tested_to_move = !tested_to_move;
        roll = dice.roll();
    }
}

/// The command line's numbers: argument `index`, or `default`.
pub fn number(args: &[String], index: usize, default: u64) -> u64 {
    args.get(index)
        .and_then(|text| text.parse().ok())
        .unwrap_or(default)
}

/// `away` as the reports write it: `2-away 4-away (Crawford)`.
pub fn score_words(away: (u32, u32), crawford: bool) -> String {
    format!(
        "{}-away {}-away{}",
        away.0,
        away.1,
        if crawford { " (Crawford)" } else { "" }
    )
}
