//! The hint: every play of a roll ranked as a computer player ranks it, and the cube hint.
//!
//! Give it the player of the level whose judgement the hint shows; the app and `bgengine
//! explain` use World class (`NeuralBot::for_level(Level::WorldClass)`). The ranking is the
//! player's own ([`NeuralBot::rank_plays_in`]): the top play of a hint is the play that player
//! makes ([`crate::bots::Bot::choose_play_in`]) with the same cube and score.
//!
//! In a match the plays are ranked by the cubeless match winning chance after each, through
//! the match equity table: the ranking's equity is in EMG (`cube::outcome_values`), which is
//! that chance mapped linearly ([`cube::cubeless_match_winning_chance`]), so both orders are
//! the same and each [`HintPlay`] carries both.

use crate::bots::search::RankedPlay;
use crate::bots::NeuralBot;
use crate::cube::{self, CubeAnalysis, CubeContext, RelativeCubeOwner, TakeDecision};
use crate::dice::Dice;
use crate::eval::{Evaluator, OutcomeValues, Probabilities};
use crate::movegen::Play;
use crate::notation::write_play;
use crate::position::Position;

/// One play of a hint.
#[derive(Clone, Debug, PartialEq)]
pub struct HintPlay {
    pub play: Play,
    /// Standard notation, as GNU Backgammon writes it (`8/5 6/5`, `bar/22*`).
    pub notation: String,
    /// The mover's cubeless chances after the play (both sides' wins, gammons and backgammons
    /// follow: the opponent's are [`Probabilities::flip`]).
    pub chances: Probabilities,
    /// The cubeless equity the plays are ranked by: points per game at cube 1 in money play,
    /// EMG at a match score.
    pub equity: f32,
    /// The equity given up against the best play, both valued at this play's depth
    /// ([`HintPlay::plies`]): the comparison the search's filter made when it left this play
    /// shallower than the best. 0 for the best; never negative for a player without noise.
    /// A play a 2-ply ranking left at 1 ply was left by the mean of its 0-ply and 1-ply
    /// equities ([`crate::bots::search`]), so its 1-ply equity may exceed
    /// the best's (in about one position in eighty on a random walk): its loss is then 0,
    /// what it gives up at the depth the search judged it. (This play's [`HintPlay::equity`]
    /// against the best's is no measure of the loss when the two depths differ: a 0-ply and a
    /// 2-ply equity of one position differ by more than many plays do.)
    pub loss: f32,
    /// In a match, the mover's cubeless match winning chance after the play (0..=1).
    pub match_winning_chance: Option<f32>,
    /// In a match, the match winning chance given up against the best play, both at this
    /// play's depth, as [`HintPlay::loss`] (and at least 0 where it is).
    pub match_winning_chance_loss: Option<f32>,
    /// The depth of the play's evaluation (GNU Backgammon's counting).
    pub plies: u8,
}

/// Every play of a roll, best first.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayHint {
    pub dice: Dice,
    /// Never empty: a roll that cannot be played has one play, the pass.
    pub plays: Vec<HintPlay>,
}

/// The plays of `dice` in `position` (seen by the player on roll) ranked as `player` ranks
/// them at `cube`'s cube and score.
pub fn play_hint(
    player: &mut NeuralBot,
    position: &Position,
    dice: Dice,
    cube: &CubeContext,
) -> PlayHint {
    let plays = position.legal_plays(dice);
    let ranked = player.rank_plays_in(&plays, cube);
    // The values the ranking's equities are in (`NeuralBot::rank_plays_in`).
    let values = cube::outcome_values(cube);
    // The filters beyond 1 ply rank by the mean of a play's last two depths (`bots::search`),
    // so a play one of them left at 1 ply or deeper may be above the best at its own depth.
    let player_depth = player.plies();
    let left_by_a_mean = |plies: u8| plies >= 1 && plies < player_depth;
    let best_at_depth: Vec<Standard> = ranked.first().map_or_else(Vec::new, |best| {
        (0..=best.plies)
            .map(|depth| {
                let chances = if depth == best.plies {
                    best.probabilities
                } else {
                    player.evaluate_play_in(&plays[best.index], depth, cube)
                };
                Standard::of(&chances, &values, cube)
            })
            .collect()
    });
    let hint_plays = ranked
        .iter()
        .map(|entry| {
            let at_least_nothing = left_by_a_mean(entry.plies);
            hint_play(&plays, entry, &best_at_depth, at_least_nothing, cube)
        })
        .collect();
    PlayHint {
        dice,
        plays: hint_plays,
    }
}

/// The best play's figures at one depth, which the plays left at that depth lose against.
struct Standard {
    equity: f32,
    match_winning_chance: Option<f32>,
}

impl Standard {
    /// The figures of `chances` in the ranking's `values`, and in a match at `cube`'s score.
    fn of(chances: &Probabilities, values: &OutcomeValues, cube: &CubeContext) -> Standard {
        Standard {
            equity: chances.equity_with(values),
            match_winning_chance: match_winning_chance(chances, cube),
        }
    }

    /// What `made` loses against these figures: equity, and match winning chance in a match.
    fn loss_of(&self, made: &Standard) -> (f32, Option<f32>) {
        (
            self.equity - made.equity,
            self.match_winning_chance
                .zip(made.match_winning_chance)
                .map(|(best, made)| best - made),
        )
    }
}

/// The mover's cubeless match winning chance with `chances` at `cube`'s score, in a match.
fn match_winning_chance(chances: &Probabilities, cube: &CubeContext) -> Option<f32> {
    cube::cubeless_match_winning_chance(chances, cube).map(|mwc| mwc as f32)
}

/// `ranked` as a hint's play, its losses against `best_at_depth[d]`, the best play's figures
/// at `d` plies, where `d` is this play's depth; at least 0 when `at_least_nothing` (a play
/// a filter beyond 1 ply left behind, see [`HintPlay::loss`]).
fn hint_play(
    plays: &[Play],
    ranked: &RankedPlay,
    best_at_depth: &[Standard],
    at_least_nothing: bool,
    cube: &CubeContext,
) -> HintPlay {
    let play = plays[ranked.index];
    let made_mwc = match_winning_chance(&ranked.probabilities, cube);
    let made = Standard {
        equity: ranked.equity,
        match_winning_chance: made_mwc,
    };
    let (loss, mwc_loss) = match best_at_depth.get(usize::from(ranked.plies)) {
        Some(best) => best.loss_of(&made),
        // Never: the best play is ranked at least as deep as any other.
        None => (0.0, made_mwc.map(|_| 0.0)),
    };
    let (loss, mwc_loss) = if at_least_nothing {
        (loss.max(0.0), mwc_loss.map(|mwc| mwc.max(0.0)))
    } else {
        (loss, mwc_loss)
    };
    HintPlay {
        play,
        notation: write_play(&play),
        chances: ranked.probabilities,
        equity: ranked.equity,
        loss,
        match_winning_chance: made_mwc,
        match_winning_chance_loss: mwc_loss,
        plies: ranked.plies,
    }
}

/// What the player on roll should do with the cube, in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DoubleVerdict {
    /// Play on: doubling is worth less than not doubling (or the rules forbid a double:
    /// [`CubeHint::can_double`] says which).
    NoDouble,
    /// Double (a redouble when the player owns the cube: [`CubeHint::redouble`]).
    Double,
    /// Too good to double: playing on for the gammon is worth more than the point a double
    /// would cash.
    TooGood,
}

/// What the opponent should answer to a double.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TakeVerdict {
    Take,
    Pass,
    /// Take and redouble at once (money play, where the rules allow it).
    Beaver,
}

/// The cube hint of the player on roll, before the roll (or the answer to their double).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CubeHint {
    /// The cubeless chances of the player on roll, before rolling.
    pub chances: Probabilities,
    /// The three cubeful equities (money: points per unit of the current cube; a match: EMG).
    pub analysis: CubeAnalysis,
    /// The same three as match winning chances of the player on roll, in a match:
    /// `[no double, double/take, double/pass]`.
    pub match_winning_chances: Option<[f32; 3]>,
    pub double: DoubleVerdict,
    pub take: TakeVerdict,
    /// The player on roll owns the cube: a double is a redouble.
    pub redouble: bool,
    /// Whether the rules let the player on roll double now.
    pub can_double: bool,
    /// The opponent's take point: the smallest cubeless winning chance (of the opponent) with
    /// which taking is as good as passing, at this score, with this position's gammon shares
    /// and cube efficiency.
    pub take_point: f32,
    /// Market losers: of the player's 36 rolls, those after which (their best play, then the
    /// opponent's average reply) the opponent would pass a double: the rolls that lose the
    /// market if the player waits.
    pub market_losers: u8,
}

/// The cube hint for the player on roll in `position` at `cube`'s cube and score, from
/// `player`'s chances at its depth.
pub fn cube_hint(player: &mut NeuralBot, position: &Position, cube: &CubeContext) -> CubeHint {
    let chances = player.cube_chances_in(position, cube);
    let analysis = cube::analyse(&chances, cube, position);
    let double = if analysis.can_double && analysis.is_too_good() {
        DoubleVerdict::TooGood
    } else {
        match analysis.double_decision() {
            cube::DoubleDecision::Double => DoubleVerdict::Double,
            cube::DoubleDecision::NoDouble => DoubleVerdict::NoDouble,
        }
    };
    let take = match analysis.take_decision() {
        TakeDecision::Drop => TakeVerdict::Pass,
        TakeDecision::Take if analysis.beaver_is_right() => TakeVerdict::Beaver,
        TakeDecision::Take => TakeVerdict::Take,
    };
    let to_mwc =
        |emg: f32| cube::match_winning_chance_of_emg(f64::from(emg), cube).map(|mwc| mwc as f32);
    let match_winning_chances = match (
        to_mwc(analysis.no_double),
        to_mwc(analysis.double_take),
        to_mwc(analysis.double_drop),
    ) {
        (Some(no_double), Some(take), Some(pass)) => Some([no_double, take, pass]),
        _ => None,
    };
    CubeHint {
        chances,
        analysis,
        match_winning_chances,
        double,
        take,
        redouble: cube.owner == RelativeCubeOwner::Bot,
        can_double: analysis.can_double,
        take_point: take_point(&chances, cube, analysis.efficiency),
        market_losers: market_losers(player, position, cube),
    }
}

/// The taker's winning chance at which `double_take` equals `double_drop`, by bisection on the
/// doubler's winning chance with the gammon and backgammon shares of `chances` kept.
fn take_point(chances: &Probabilities, cube: &CubeContext, efficiency: f32) -> f32 {
    let shaped = |win: f32| {
        let share = |part: f32, whole: f32| if whole > 1e-6 { part / whole } else { 0.0 };
        let lose = 1.0 - chances.win;
        Probabilities::from_outputs([
            win,
            win * share(chances.win_gammon, chances.win),
            win * share(chances.win_backgammon, chances.win),
            (1.0 - win) * share(chances.lose_gammon, lose),
            (1.0 - win) * share(chances.lose_backgammon, lose),
        ])
    };
    let passes = |win: f32| {
        let analysis = cube::analyse_with_efficiency(&shaped(win), cube, f64::from(efficiency));
        analysis.take_decision() == TakeDecision::Drop
    };
    let (mut low, mut high) = (0.0f32, 1.0f32);
    for _ in 0..30 {
        let middle = (low + high) / 2.0;
        if passes(middle) {
            high = middle;
        } else {
            low = middle;
        }
    }
    1.0 - high
}

/// The player's rolls (of 36) after which the opponent would pass a double: for each roll the
/// player's best play at 0-ply, then the opponent's 1-ply chances (their average best reply),
/// seen from the player before their next roll, and the opponent's answer to a double there.
fn market_losers(player: &NeuralBot, position: &Position, cube: &CubeContext) -> u8 {
    let evaluator = player.evaluator();
    let mut scratch = Vec::with_capacity(64);
    let mut losers = 0;
    for (dice, weight) in Dice::all_21() {
        let plays = position.legal_plays(dice);
        let (best, _) = evaluator.best_play(&plays);
        let after = plays[best].position;
        if after.has_won() {
            losers += weight;
            continue;
        }
        let opponent_on_roll = after.switch_sides();
        let mine = evaluator
            .evaluate_1ply(&opponent_on_roll, &mut scratch)
            .flip();
        if cube::analyse(&mine, cube, &after).take_decision() == TakeDecision::Drop {
            losers += weight;
        }
    }
    losers
}

#[cfg(test)]
mod tests;
