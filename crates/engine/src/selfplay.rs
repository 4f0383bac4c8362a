//! Self-play: whole games between two bots, and duplicate-dice duels to compare them.
//!
//! Games here are cubeless money games: a single win scores 1, a gammon 2, a backgammon 3. The
//! engine rolls no dice of its own: [`play_game`] takes a [`DiceSource`] and [`duel`] a seed for
//! [`SeededDice`]. These functions use [`Position::legal_plays`] and
//! [`Position::switch_sides`] directly, without the match referee, to stay fast.
//!
//! **Duplicate dice.** A duel is played in pairs of games that use the same dice sequence, the
//! players swapping seats: in the first game of a pair player A moves first, in the second
//! player B does, and each roll of the sequence goes to whoever moved first in one game and to
//! the other player in the other. Much of the luck cancels out within a pair, so the pair is
//! the unit of the statistics: the standard error is computed over pair averages.

mod refereed;

use std::fmt;
use std::ops::Range;

use crate::bots::Bot;
use crate::dice::{Dice, DiceSource, SeededDice};
use crate::hash::splitmix64_term;
use crate::movegen::Play;
use crate::player::Player;
use crate::position::Position;
use crate::WinKind;

pub use refereed::play_match;

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    /// [`Player::Zero`] is the player who moved first.
    pub winner: Player,
    pub kind: WinKind,
}

impl GameResult {
    /// The points `player` won (positive) or lost (negative).
    pub fn points_for(&self, player: Player) -> i32 {
        let points = self.kind.multiplier() as i32;
        if player == self.winner {
            points
        } else {
            -points
        }
    }
}

/// One turn of a recorded game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnRecord {
    /// Who moved ([`Player::Zero`] moved first).
    pub player: Player,
    pub dice: Dice,
    /// The play made; its position is seen by the player who moved.
    pub play: Play,
}

/// A whole game: every turn in order (the first with the opening roll) and the result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub turns: Vec<TurnRecord>,
    pub result: GameResult,
}

/// Plays one cubeless game from the starting position and records it. `first` moves first
/// (it is [`Player::Zero`] in the record), with an opening roll of two different dice (doubles
/// are rolled again, as in real play, where each player rolls one die).
///
/// A game ends with probability 1 whatever the bots do, since every turn uses all the dice it
/// can; `dice` must eventually roll a non-double for the opening.
///
/// # Panics
/// When a bot returns an index outside the plays it was offered (a bug in the bot).
pub fn play_game(
    first: &mut dyn Bot,
    second: &mut dyn Bot,
    dice: &mut dyn DiceSource,
) -> GameRecord {
    let mut turns = Vec::with_capacity(64);
    let result = run_game(first, second, dice, Some(&mut turns));
    GameRecord { turns, result }
}

impl GameRecord {
    /// The turns that offered a choice (more than one legal play): the position before the
    /// play (seen by the player to move), the roll and every legal play. The fixed workload of
    /// the search benchmarks.
    pub fn turns_with_choice(&self) -> Vec<(Position, Dice, Vec<Play>)> {
        let mut position = Position::STARTING;
        let mut out = Vec::new();
        for turn in &self.turns {
            let plays = position.legal_plays(turn.dice);
            if plays.len() > 1 {
                out.push((position, turn.dice, plays));
            }
            position = turn.play.position.switch_sides();
        }
        out
    }
}

/// `n` positions of a walk of plays from the start with the dice of `seed`: each one after a
/// play (the `turn`-th play of the list, cycling), seen by the side to roll; a finished game
/// starts again. Openings, contact and races in one deterministic set: the fixed workload of
/// the evaluation benchmarks.
pub fn walk_positions(seed: u64, n: usize) -> Vec<Position> {
    let mut dice = SeededDice::new(seed);
    let mut position = Position::STARTING;
    let mut out = Vec::with_capacity(n);
    for turn in 0..n {
        let plays = position.legal_plays(dice.roll());
        let after = plays[turn % plays.len()].position;
        position = if after.has_won() {
            Position::STARTING
        } else {
            after.switch_sides()
        };
        out.push(position);
    }
    out
}

/// The candidates' positions of the evaluation benchmarks: for each of the `n` positions of
/// [`walk_positions`]`(seed, n)`, the positions after every legal play of one roll (the
/// `i`-th of the 21 distinct rolls for the `i`-th position, cycling), seen by the opponent.
pub fn sibling_lists(seed: u64, n: usize) -> Vec<Vec<Position>> {
    walk_positions(seed, n)
        .iter()
        .zip(Dice::all_21().iter().cycle())
        .map(|(position, &(roll, _))| {
            position
                .legal_plays(roll)
                .iter()
                .map(|play| play.position.switch_sides())
                .collect()
        })
        .collect()
}

/// Plays one game as [`play_game`] does, recording turns only when asked.
fn run_game(
    first: &mut dyn Bot,
    second: &mut dyn Bot,
    dice: &mut dyn DiceSource,
    mut record: Option<&mut Vec<TurnRecord>>,
) -> GameResult {
    let mut roll = dice.roll();
    while roll.is_double() {
        roll = dice.roll();
    }
    let mut plays = Vec::with_capacity(64);
    let mut position = Position::STARTING;
    let mut mover = Player::Zero;
    loop {
        plays.clear();
        position.legal_plays_into(roll, &mut plays);
        let bot: &mut dyn Bot = match mover {
            Player::Zero => &mut *first,
            Player::One => &mut *second,
        };
        let play = bot.choose_play(&position, roll, &plays);
        if let Some(turns) = record.as_deref_mut() {
            turns.push(TurnRecord {
                player: mover,
                dice: roll,
                play,
            });
        }
        if play.position.has_won() {
            return GameResult {
                winner: mover,
                kind: WinKind::of_finished(&play.position),
            };
        }
        position = play.position.switch_sides();
        mover = mover.other();
        roll = dice.roll();
    }
}

/// The outcome of a duel, counted from player A's side. Duels over disjoint pair ranges with
/// the same seed can be [merged](DuelResult::merge) into the result of the whole range.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DuelResult {
    /// Pairs of games played (each dice sequence twice, seats swapped).
    pub n_pairs: u64,
    /// Net points won by A.
    pub points: i64,
    /// Games A won, and of those, gammons or better, and backgammons.
    pub wins: u64,
    pub gammon_wins: u64,
    pub backgammon_wins: u64,
    /// Of the games A lost, gammons or worse, and backgammons.
    pub gammon_losses: u64,
    pub backgammon_losses: u64,
    /// Sum over pairs of the square of A's points in the pair, for the variance.
    sum_squared_pair_points: i64,
}

impl DuelResult {
    /// Games played: twice the pairs.
    pub fn n_games(&self) -> u64 {
        2 * self.n_pairs
    }

    /// A's average points per game (0 when no game was played).
    pub fn points_per_game(&self) -> f64 {
        if self.n_pairs == 0 {
            return 0.0;
        }
        self.points as f64 / self.n_games() as f64
    }

    /// The standard error of [`DuelResult::points_per_game`], from the spread of the pair
    /// averages (the right variance for duplicate play); `None` with fewer than two pairs.
    pub fn standard_error(&self) -> Option<f64> {
        if self.n_pairs < 2 {
            return None;
        }
        let n = self.n_pairs as f64;
        let mean = self.points_per_game();
        // Pair averages are pair points / 2.
        let sum_squares = self.sum_squared_pair_points as f64 / 4.0;
        let variance = ((sum_squares - n * mean * mean) / (n - 1.0)).max(0.0);
        Some((variance / n).sqrt())
    }

    /// The 95% confidence interval of the points per game: mean ± 1.96 standard errors.
    pub fn confidence_interval_95(&self) -> Option<(f64, f64)> {
        let half_width = 1.96 * self.standard_error()?;
        let mean = self.points_per_game();
        Some((mean - half_width, mean + half_width))
    }

    fn rate(&self, count: u64) -> f64 {
        if self.n_pairs == 0 {
            0.0
        } else {
            count as f64 / self.n_games() as f64
        }
    }

    /// The share of games A won.
    pub fn win_rate(&self) -> f64 {
        self.rate(self.wins)
    }

    /// The share of games A won by a gammon or a backgammon.
    pub fn gammon_win_rate(&self) -> f64 {
        self.rate(self.gammon_wins)
    }

    /// The share of games A won by a backgammon.
    pub fn backgammon_win_rate(&self) -> f64 {
        self.rate(self.backgammon_wins)
    }

    /// The share of games A lost by a gammon or a backgammon.
    pub fn gammon_loss_rate(&self) -> f64 {
        self.rate(self.gammon_losses)
    }

    /// The share of games A lost by a backgammon.
    pub fn backgammon_loss_rate(&self) -> f64 {
        self.rate(self.backgammon_losses)
    }

    /// Adds the games of `other`, a duel between the same players over other pairs.
    pub fn merge(&mut self, other: &DuelResult) {
        self.n_pairs += other.n_pairs;
        self.points += other.points;
        self.wins += other.wins;
        self.gammon_wins += other.gammon_wins;
        self.backgammon_wins += other.backgammon_wins;
        self.gammon_losses += other.gammon_losses;
        self.backgammon_losses += other.backgammon_losses;
        self.sum_squared_pair_points += other.sum_squared_pair_points;
    }

    /// Counts one game, with A's points in it.
    fn count_game(&mut self, points: i32) {
        self.points += i64::from(points);
        match points {
            p if p > 0 => {
                self.wins += 1;
                self.gammon_wins += u64::from(p >= 2);
                self.backgammon_wins += u64::from(p >= 3);
            }
            p => {
                self.gammon_losses += u64::from(p <= -2);
                self.backgammon_losses += u64::from(p <= -3);
            }
        }
    }
}

impl fmt::Display for DuelResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:+.3} points per game", self.points_per_game())?;
        if let (Some(se), Some((low, high))) =
            (self.standard_error(), self.confidence_interval_95())
        {
            write!(f, " (SE {se:.3}, 95% CI {low:+.3} to {high:+.3})")?;
        }
        write!(
            f,
            " over {} games; wins {:.1}% (gammons {:.1}%, backgammons {:.1}%), \
             gammon losses {:.1}%, backgammon losses {:.1}%",
            self.n_games(),
            100.0 * self.win_rate(),
            100.0 * self.gammon_win_rate(),
            100.0 * self.backgammon_win_rate(),
            100.0 * self.gammon_loss_rate(),
            100.0 * self.backgammon_loss_rate(),
        )
    }
}

/// The dice seed of pair `pair_index` in a duel seeded with `seed`: the pair's term of the
/// SplitMix64 sequence of `seed`, so that pairs never share a dice sequence by accident.
fn pair_seed(seed: u64, pair_index: u64) -> u64 {
    splitmix64_term(seed, pair_index.wrapping_add(1))
}

/// A cubeless money-game duel of `n_games` games between A and B with duplicate dice, seeded by
/// `seed`: `n_games` is rounded up to an even number (pairs of games with the same dice, seats
/// swapped). The result is counted from A's side. Deterministic for a seed (and for bots that
/// are themselves deterministic, like [`crate::bots::RandomBot`] with a fixed seed).
///
/// # Panics
/// When a bot returns an index outside the plays it was offered (a bug in the bot).
pub fn duel(player_a: &mut dyn Bot, player_b: &mut dyn Bot, n_games: u64, seed: u64) -> DuelResult {
    duel_pairs(player_a, player_b, 0..n_games.div_ceil(2), seed)
}

/// The pairs `pairs` of the duel seeded by `seed`: pair `i` has the same dice whichever range
/// it is played in, so a long duel can be split into chunks (for progress reports, or threads
/// with their own bots) and the chunks [merged](DuelResult::merge).
///
/// # Panics
/// When a bot returns an index outside the plays it was offered (a bug in the bot).
pub fn duel_pairs(
    player_a: &mut dyn Bot,
    player_b: &mut dyn Bot,
    pairs: Range<u64>,
    seed: u64,
) -> DuelResult {
    let mut result = DuelResult::default();
    for pair_index in pairs {
        let dice_seed = pair_seed(seed, pair_index);
        let a_first = run_game(player_a, player_b, &mut SeededDice::new(dice_seed), None);
        let b_first = run_game(player_b, player_a, &mut SeededDice::new(dice_seed), None);
        let points_first = a_first.points_for(Player::Zero);
        let points_second = b_first.points_for(Player::One);
        result.count_game(points_first);
        result.count_game(points_second);
        let pair_points = i64::from(points_first + points_second);
        result.sum_squared_pair_points += pair_points * pair_points;
        result.n_pairs += 1;
    }
    result
}

#[cfg(test)]
mod tests;
