//! Neural-net evaluation: the chances of a position and its cubeless equity.
//!
//! An [`Evaluator`] turns a [`Position`] (seen by the player on roll, before rolling) into
//! [`Probabilities`]: the five chances GNU Backgammon and its successors report, from the side
//! of the player on roll, and the cubeless equity that follows from them. The search looks
//! ahead with any evaluator. The net's, [`NetEvaluator`], evaluates finished games exactly,
//! pure bear-offs from a one-sided [`bearoff`] database when asked to (the default player's
//! is), and others by a small network ([`Net`]: one hidden layer of sigmoid units, five
//! sigmoid outputs) fed by [`inputs::encode`]: the main net for positions with contact, and a
//! race net of the same shape for those without when the evaluator has one
//! ([`NetEvaluator::with_race_net`]), and a crashed net for crashed positions
//! ([`Position::is_crashed`], [`NetEvaluator::with_crashed_net`]). It may also average the main net's outputs with those of
//! partner nets (an ensemble, [`NetEvaluator::with_partner_net`]); training uses ensembles as
//! teachers. The default evaluator ([`NetEvaluator::embedded`]) is one net with the bear-off
//! database and neither a race nor a crashed net: `docs/training.md` ("What was tried") gives
//! what race and crashed nets and ensembles measured against it.
//!
//! The default net's weights are a file in `crates/engine/weights/`, embedded in the binary with
//! `include_bytes!` ([`EMBEDDED_WEIGHTS`]); `crates/train` (`bgtrain`) produces it from nothing
//! by self-play, as `docs/training.md` describes. Expert plays with a second net
//! ([`EXPERT_WEIGHTS`], [`NetEvaluator::embedded_expert`]) that also reads what each side's next
//! roll forces on it (input set 8, [`replies`]), fitted from the first.

pub mod bearoff;
pub mod contact;
#[cfg(test)]
pub(crate) mod fake;
mod file;
pub mod inputs;
pub(crate) mod net;
#[cfg(test)]
mod reference;
pub mod replies;

use crate::movegen::Play;
use crate::position::{BoardPhase, Position};
use crate::WinKind;

pub use file::{WeightsError, MAGIC, VERSION};
use net::BlockedWeights;
pub use net::{sigmoid, Net};

/// The default net's weights file, embedded at compile time.
pub const EMBEDDED_WEIGHTS: &[u8] = include_bytes!("../../weights/net.bgnn");

/// The weights file of Expert's net, embedded at compile time: a net of input set 8, which
/// reads the inputs of the next roll ([`replies`]) as well. They cost some forty move
/// generations a position, which a 0-ply player can afford and a 2-ply search cannot, so the
/// other levels and the searches keep [`EMBEDDED_WEIGHTS`].
pub const EXPERT_WEIGHTS: &[u8] = include_bytes!("../../weights/expert.bgnn");

/// The evaluator's outputs, in order.
pub const N_OUTPUTS: usize = 5;

/// The largest hidden layer an evaluator accepts: its scratch space lives on the stack.
pub const MAX_HIDDEN: usize = 512;

/// The chances of the player on roll. Each "gammon" chance includes the backgammons, so a
/// consistent value has `win_backgammon <= win_gammon <= win` and
/// `lose_backgammon <= lose_gammon <= 1 - win`; [`Probabilities::from_outputs`] enforces this.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Probabilities {
    /// Wins of any kind.
    pub win: f32,
    /// Wins by a gammon or a backgammon.
    pub win_gammon: f32,
    /// Wins by a backgammon.
    pub win_backgammon: f32,
    /// Losses by a gammon or a backgammon.
    pub lose_gammon: f32,
    /// Losses by a backgammon.
    pub lose_backgammon: f32,
}

impl Probabilities {
    /// Consistent chances from raw net outputs `[win, win gammon, win backgammon, lose gammon,
    /// lose backgammon]`: each is clamped to 0..=1 and to the chance that contains it.
    pub fn from_outputs(outputs: [f32; N_OUTPUTS]) -> Probabilities {
        let win = outputs[0].clamp(0.0, 1.0);
        let win_gammon = outputs[1].clamp(0.0, win);
        let win_backgammon = outputs[2].clamp(0.0, win_gammon);
        let lose_gammon = outputs[3].clamp(0.0, 1.0 - win);
        let lose_backgammon = outputs[4].clamp(0.0, lose_gammon);
        Probabilities {
            win,
            win_gammon,
            win_backgammon,
            lose_gammon,
            lose_backgammon,
        }
    }

    /// The chances as an array in output order.
    pub fn to_array(self) -> [f32; N_OUTPUTS] {
        [
            self.win,
            self.win_gammon,
            self.win_backgammon,
            self.lose_gammon,
            self.lose_backgammon,
        ]
    }

    /// A certain win of `kind`.
    pub fn won(kind: WinKind) -> Probabilities {
        Probabilities {
            win: 1.0,
            win_gammon: f32::from(kind >= WinKind::Gammon),
            win_backgammon: f32::from(kind == WinKind::Backgammon),
            lose_gammon: 0.0,
            lose_backgammon: 0.0,
        }
    }

    /// A certain loss of `kind`.
    pub fn lost(kind: WinKind) -> Probabilities {
        Probabilities::won(kind).flip()
    }

    /// The same chances seen by the other player.
    pub fn flip(self) -> Probabilities {
        Probabilities {
            win: 1.0 - self.win,
            win_gammon: self.lose_gammon,
            win_backgammon: self.lose_backgammon,
            lose_gammon: self.win_gammon,
            lose_backgammon: self.win_backgammon,
        }
    }

    /// The cubeless equity, in points per game at cube 1:
    /// `2 win - 1 + win_gammon - lose_gammon + win_backgammon - lose_backgammon`.
    pub fn equity(self) -> f32 {
        2.0 * self.win - 1.0 + self.win_gammon - self.lose_gammon + self.win_backgammon
            - self.lose_backgammon
    }

    /// The cubeless equity when gammons and backgammons are worth `values` (in single games,
    /// on top of the single game they include): [`Probabilities::equity`] for
    /// [`OutcomeValues::MONEY`].
    pub fn equity_with(self, values: &OutcomeValues) -> f32 {
        2.0 * self.win - 1.0 + values.win_gammon * self.win_gammon
            - values.lose_gammon * self.lose_gammon
            + values.win_backgammon * self.win_backgammon
            - values.lose_backgammon * self.lose_backgammon
    }
}

/// What a gammon and a backgammon add to a single game, won or lost, in single games: what
/// turns chances into an equity. One each in money play; at a match score they follow from the
/// match equity table (a gammon that wins the match is worth no more than a single game that
/// does), see `cube::outcome_values`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OutcomeValues {
    /// What winning a gammon adds to winning a single game.
    pub win_gammon: f32,
    /// What winning a backgammon adds to winning a gammon.
    pub win_backgammon: f32,
    /// What losing a gammon adds to losing a single game.
    pub lose_gammon: f32,
    /// What losing a backgammon adds to losing a gammon.
    pub lose_backgammon: f32,
}

impl OutcomeValues {
    /// Money play: a gammon is two points, a backgammon three.
    pub const MONEY: OutcomeValues = OutcomeValues {
        win_gammon: 1.0,
        win_backgammon: 1.0,
        lose_gammon: 1.0,
        lose_backgammon: 1.0,
    };

    /// Gammons and backgammons count for nothing (double match point; the Jacoby rule with
    /// the cube in the middle).
    pub const SINGLE_GAMES_ONLY: OutcomeValues = OutcomeValues {
        win_gammon: 0.0,
        win_backgammon: 0.0,
        lose_gammon: 0.0,
        lose_backgammon: 0.0,
    };

    /// The same outcomes from the other side: what the opponent's gammons won are worth is
    /// what ours lost are, and so on. At a match score this is the opponent's
    /// `cube::outcome_values` (both are the match equity table scaled by the same range).
    pub fn swapped(self) -> OutcomeValues {
        OutcomeValues {
            win_gammon: self.lose_gammon,
            win_backgammon: self.lose_backgammon,
            lose_gammon: self.win_gammon,
            lose_backgammon: self.win_backgammon,
        }
    }
}

impl Default for OutcomeValues {
    fn default() -> Self {
        OutcomeValues::MONEY
    }
}

/// An evaluation of positions: the chances of the player on roll, before rolling. The search
/// ([`crate::bots::search`]) looks ahead with any evaluator; [`NetEvaluator`] is the net's.
/// Tests of the search use a fake whose chances they choose.
pub trait Evaluator {
    /// The chances of the player on roll in `position`, before rolling ("0-ply"). A finished
    /// game should be exact ([`exact_result`]); the search never asks about one.
    fn evaluate(&self, position: &Position) -> Probabilities;

    /// The best of `plays` at 0-ply (the play after which the opponent, on roll, has the lowest
    /// cubeless equity; the first on a tie) and the chances after it, seen by the player who
    /// makes it. `plays` must not be empty (legal plays never are); for an empty slice the
    /// answer is index 0 with the chances of an even game.
    fn best_play(&self, plays: &[Play]) -> (usize, Probabilities) {
        let mut best = BestPlay::new();
        for play in plays {
            best.offer(self.evaluate(&play.position.switch_sides()).flip());
        }
        best.answer()
    }

    /// [`Evaluator::evaluate`] of each of `positions`, in order, into `out` (cleared first):
    /// the same answers bit for bit. An evaluator may share work between positions that differ
    /// little, such as the positions after the plays of one roll (the net's does:
    /// [`NetEvaluator::evaluate_siblings`]).
    fn evaluate_each(&self, positions: &[Position], out: &mut Vec<Probabilities>) {
        out.clear();
        out.extend(positions.iter().map(|p| self.evaluate(p)));
    }

    /// The chances of the player on roll in `position` looking one roll ahead ("1-ply"): the
    /// average over the 21 rolls (weighted by their 36ths) of the chances after the play the
    /// 0-ply evaluation prefers for that roll. A finished game is exact. `plays` is scratch
    /// space for the move generator.
    fn evaluate_1ply(&self, position: &Position, plays: &mut Vec<Play>) -> Probabilities {
        if let Some(exact) = exact_result(position) {
            return exact;
        }
        let mut sum = [0f32; N_OUTPUTS];
        for (dice, weight) in crate::dice::Dice::all_21() {
            plays.clear();
            position.legal_plays_into(dice, plays);
            let (_, chances) = self.best_play(plays);
            for (s, c) in sum.iter_mut().zip(chances.to_array()) {
                *s += f32::from(weight) * c;
            }
        }
        Probabilities::from_outputs(sum.map(|s| s / 36.0))
    }
}

/// The choice of [`Evaluator::best_play`]: the plays' chances offered in order, the first of
/// the highest equity kept.
struct BestPlay {
    offered: usize,
    best: (usize, Probabilities),
    best_equity: f32,
}

impl BestPlay {
    fn new() -> BestPlay {
        BestPlay {
            offered: 0,
            best: (0, Probabilities::default()),
            best_equity: f32::NEG_INFINITY,
        }
    }

    /// The chances after the next play, seen by the player who makes it.
    fn offer(&mut self, chances: Probabilities) {
        let equity = chances.equity();
        if equity > self.best_equity {
            self.best_equity = equity;
            self.best = (self.offered, chances);
        }
        self.offered += 1;
    }

    /// The index of the best play offered and its chances; index 0 and even chances when none
    /// was.
    fn answer(self) -> (usize, Probabilities) {
        self.best
    }
}

/// The net's evaluation of positions (with the bear-off database when asked), and finished
/// games exactly.
#[derive(Clone, Debug)]
pub struct NetEvaluator {
    net: Net,
    /// The main net's hidden weights in blocks of units, when they fit ([`BlockedWeights`]),
    /// while they are those of `net`: giving out the net to change (training) drops them.
    blocked: Option<BlockedWeights>,
    /// The net for positions without contact, when there is one; otherwise `net` judges them.
    race: Option<Net>,
    /// The net for crashed positions ([`Position::is_crashed`]), when there is one; otherwise
    /// `net` judges them.
    crashed: Option<Net>,
    /// Further nets judging the same positions as `net`: the evaluator answers the mean of
    /// their outputs and `net`'s (an ensemble).
    partners: Vec<Net>,
    /// Whether pure bear-offs are answered by the [`bearoff`] database instead of the net.
    bearoff: bool,
}

impl NetEvaluator {
    /// An evaluator using `net`.
    ///
    /// # Errors
    /// [`WeightsError::Incompatible`] when the net was trained on other inputs, does not have
    /// five outputs, or has more than [`MAX_HIDDEN`] hidden units.
    pub fn new(net: Net) -> Result<NetEvaluator, WeightsError> {
        check_fits(&net)?;
        Ok(NetEvaluator {
            blocked: BlockedWeights::of(&net),
            net,
            race: None,
            crashed: None,
            partners: Vec::new(),
            bearoff: false,
        })
    }

    /// The same evaluator, judging positions without contact (races and bear-offs the
    /// database does not answer) with `race` instead of the main net.
    ///
    /// # Errors
    /// As [`NetEvaluator::new`], for the race net.
    pub fn with_race_net(mut self, race: Net) -> Result<NetEvaluator, WeightsError> {
        check_fits(&race)?;
        self.race = Some(race);
        Ok(self)
    }

    /// The same evaluator, judging crashed positions ([`Position::is_crashed`]: contact, and a
    /// side with at most six checkers in play) with `crashed` instead of the main net.
    ///
    /// # Errors
    /// As [`NetEvaluator::new`], for the crashed net.
    pub fn with_crashed_net(mut self, crashed: Net) -> Result<NetEvaluator, WeightsError> {
        check_fits(&crashed)?;
        self.crashed = Some(crashed);
        Ok(self)
    }

    /// The same evaluator, averaging the outputs of `partner` with those of the main net
    /// wherever the main net judges.
    ///
    /// # Errors
    /// As [`NetEvaluator::new`], for the partner net, and when it reads other inputs than the
    /// main net (the members of an ensemble share one encoding of the position).
    pub fn with_partner_net(mut self, partner: Net) -> Result<NetEvaluator, WeightsError> {
        check_fits(&partner)?;
        if partner.input_set() != self.net.input_set() {
            return Err(incompatible(&partner));
        }
        self.partners.push(partner);
        Ok(self)
    }

    /// An evaluator reading the bytes of a weights file.
    ///
    /// # Errors
    /// When the bytes are not a weights file, or the net does not fit (see [`NetEvaluator::new`]).
    pub fn from_bytes(bytes: &[u8]) -> Result<NetEvaluator, WeightsError> {
        NetEvaluator::new(Net::from_bytes(bytes)?)
    }

    /// The same evaluator, answering pure bear-offs (no contact, all checkers home) from the
    /// one-sided [`bearoff::BearoffDatabase`] when `use_database` is true. The database is
    /// computed on the first evaluation that needs it (a few seconds) and shared by all
    /// evaluators. Training uses the net alone, so that a run's weights depend on nothing else.
    pub fn with_bearoff_database(mut self, use_database: bool) -> NetEvaluator {
        self.bearoff = use_database;
        self
    }

    /// The evaluator of the default, embedded net, with the bear-off database.
    ///
    /// # Panics
    /// Never in a released build: the embedded file is checked by the test
    /// `embedded_weights_load`.
    pub fn embedded() -> NetEvaluator {
        NetEvaluator::from_bytes(EMBEDDED_WEIGHTS)
            .expect("the embedded weights file is valid (checked by a test)")
            .with_bearoff_database(true)
    }

    /// The evaluator of Expert's embedded net ([`EXPERT_WEIGHTS`]), with the bear-off
    /// database.
    ///
    /// # Panics
    /// Never in a released build: the embedded file is checked by the test
    /// `embedded_weights_load`.
    pub fn embedded_expert() -> NetEvaluator {
        NetEvaluator::from_bytes(EXPERT_WEIGHTS)
            .expect("Expert's embedded weights file is valid (checked by a test)")
            .with_bearoff_database(true)
    }

    /// The net.
    pub fn net(&self) -> &Net {
        &self.net
    }

    /// The race net, if the evaluator has one.
    pub fn race_net(&self) -> Option<&Net> {
        self.race.as_ref()
    }

    /// The crashed net, if the evaluator has one.
    pub fn crashed_net(&self) -> Option<&Net> {
        self.crashed.as_ref()
    }

    /// The net of its own kind that judges `position` (when no exact answer or database does):
    /// the race net when the evaluator has one and `position` has no contact, the crashed net
    /// when it has one and `position` is crashed; `None` when the main net and its partners do.
    fn kind_net_for(&self, position: &Position) -> Option<&Net> {
        if self.race.is_none() && self.crashed.is_none() {
            return None;
        }
        if position.phase() == BoardPhase::Contact {
            self.crashed.as_ref().filter(|_| position.is_crashed())
        } else {
            self.race.as_ref()
        }
    }

    /// The net that learns from `position` in training: the net that judges it (the race net
    /// for a position without contact, the crashed net for a crashed one, when the evaluator
    /// has them); the main net otherwise (partners never learn).
    pub fn net_for_mut(&mut self, position: &Position) -> &mut Net {
        let contact = position.phase() == BoardPhase::Contact;
        let crashed = contact && position.is_crashed();
        match (&mut self.race, &mut self.crashed) {
            (Some(race), _) if !contact => race,
            (_, Some(crashed_net)) if crashed => crashed_net,
            _ => {
                self.blocked = None;
                &mut self.net
            }
        }
    }

    /// The same evaluator with the blocked copy of the main net's weights made again, as
    /// [`NetEvaluator::new`] makes it: for an evaluator whose net training has changed
    /// ([`NetEvaluator::net_mut`] drops the copy), so that it evaluates at full speed again.
    /// The same answers either way.
    pub fn reblocked(mut self) -> NetEvaluator {
        self.blocked = BlockedWeights::of(&self.net);
        self
    }

    /// Consumes the evaluator and returns its net (for training).
    pub fn into_net(self) -> Net {
        self.net
    }

    /// A mutable view of the net (for training). The evaluator then drops its blocked copy of
    /// the net's weights, which would no longer be theirs, and adds the inputs with the net's
    /// own weights (the same sums, a little slower).
    pub fn net_mut(&mut self) -> &mut Net {
        self.blocked = None;
        &mut self.net
    }

    /// The chances of the player on roll in each of `positions`, into `out` (cleared first):
    /// what [`Evaluator::evaluate`] gives each, bit for bit, with less work when consecutive
    /// positions share the inputs of the player on roll. Meant for the positions after the
    /// candidate plays of one roll. The main net's hidden sums of the inputs that depend on the
    /// player on roll alone ([`inputs::ON_ROLL_ONLY_INPUTS`]) are kept from one position to
    /// the next and reused while those inputs stay the same, which they do after the plays of
    /// one roll unless a play hits: the rest of the inputs are then added to the kept sums in
    /// the order a fresh evaluation adds them ([`Net::add_to_sums`]), so the answers are the
    /// same. An evaluator with partner nets evaluates each position anew; exact results, the
    /// bear-off database and the race and crashed nets are used where `evaluate` uses them.
    pub fn evaluate_siblings(&self, positions: &[Position], out: &mut Vec<Probabilities>) {
        out.clear();
        self.each_sibling(positions.iter().copied(), |chances| out.push(chances));
    }

    /// [`NetEvaluator::evaluate_siblings`], calling `each` with the chances of each of
    /// `positions` in order.
    fn each_sibling(
        &self,
        positions: impl IntoIterator<Item = Position>,
        mut each: impl FnMut(Probabilities),
    ) {
        if !self.partners.is_empty() {
            positions.into_iter().for_each(|p| each(self.evaluate(&p)));
            return;
        }
        let n_hidden = self.net.n_hidden();
        let mut shared_sums = [0f32; MAX_HIDDEN];
        let mut hidden = [0f32; MAX_HIDDEN];
        let mut outputs = [0f32; N_OUTPUTS];
        // The inputs of the last position the main net judged and of the current one, in two
        // buffers used in turn (an `ActiveInputs` is too large to make anew for each position).
        let mut buffers = [inputs::ActiveInputs::EMPTY, inputs::ActiveInputs::EMPTY];
        let mut current = 0;
        // Whether `shared_sums` holds the bias plus the shared inputs of `buffers[1 - current]`.
        let mut has_shared = false;
        for position in positions {
            if let Some(chances) = self.answer_without_main_net(&position) {
                each(chances);
                continue;
            }
            set_inputs(&mut buffers[current], &self.net, &position);
            let (active, before) = (&buffers[current], &buffers[1 - current]);
            let split = active.on_roll_only_len();
            let shared_sums = &mut shared_sums[..n_hidden];
            if !(has_shared && before.same_on_roll_only(active)) {
                shared_sums.copy_from_slice(&self.net.hidden_bias);
                add_to_sums(
                    &self.net,
                    self.blocked.as_ref(),
                    &active.indices()[..split],
                    &active.values()[..split],
                    shared_sums,
                );
                has_shared = true;
            }
            let hidden = &mut hidden[..n_hidden];
            hidden.copy_from_slice(shared_sums);
            add_to_sums(
                &self.net,
                self.blocked.as_ref(),
                &active.indices()[split..],
                &active.values()[split..],
                hidden,
            );
            self.net.outputs_of_sums(hidden, &mut outputs);
            each(known_limits(
                &position,
                Probabilities::from_outputs(outputs),
            ));
            current = 1 - current;
        }
    }

    /// The answer for `position` when the main net does not give it: a finished game exactly,
    /// a pure bear-off from the database when the evaluator uses it, a race by the race net
    /// and a crashed position by the crashed net when there are such nets (made consistent,
    /// gammons ruled out where the position rules them out).
    fn answer_without_main_net(&self, position: &Position) -> Option<Probabilities> {
        if let Some(exact) = exact_result(position) {
            return Some(exact);
        }
        if self.bearoff && position.phase() == BoardPhase::BearOff {
            if let Some(chances) = bearoff::BearoffDatabase::get().evaluate(position) {
                return Some(chances);
            }
        }
        let kind_net = self.kind_net_for(position)?;
        let outputs = SCRATCH.with_borrow_mut(|scratch| {
            set_inputs(&mut scratch.active, kind_net, position);
            forward(kind_net, None, &scratch.active, &mut scratch.hidden)
        });
        Some(known_limits(position, Probabilities::from_outputs(outputs)))
    }

    /// The main net's outputs for the inputs `scratch.active`, averaged with its partners' (a
    /// net alone is divided by 1, exactly itself).
    fn main_outputs(&self, scratch: &mut Scratch) -> [f32; N_OUTPUTS] {
        let Scratch { active, hidden } = scratch;
        let mut outputs = forward(&self.net, self.blocked.as_ref(), active, hidden);
        for partner in &self.partners {
            for (sum, output) in outputs
                .iter_mut()
                .zip(forward(partner, None, active, hidden))
            {
                *sum += output;
            }
        }
        let members = (1 + self.partners.len()) as f32;
        outputs.map(|sum| sum / members)
    }
}

/// Evaluators are equal when their nets and their use of the bear-off database are: the
/// blocked weights are a copy of the main net's.
impl PartialEq for NetEvaluator {
    fn eq(&self, other: &NetEvaluator) -> bool {
        (
            &self.net,
            &self.race,
            &self.crashed,
            &self.partners,
            self.bearoff,
        ) == (
            &other.net,
            &other.race,
            &other.crashed,
            &other.partners,
            other.bearoff,
        )
    }
}

impl Evaluator for NetEvaluator {
    /// A finished game is exact (a side that has borne off all its checkers has won, and the
    /// kind of win is known); a pure bear-off comes from the database when the evaluator uses
    /// it; otherwise the net's outputs are made consistent, and gammons are ruled out for a side
    /// whose opponent has already borne off a checker.
    fn evaluate(&self, position: &Position) -> Probabilities {
        self.answer_without_main_net(position).unwrap_or_else(|| {
            let outputs = SCRATCH.with_borrow_mut(|scratch| {
                set_inputs(&mut scratch.active, &self.net, position);
                self.main_outputs(scratch)
            });
            known_limits(position, Probabilities::from_outputs(outputs))
        })
    }

    /// As [`Evaluator::best_play`], bit for bit, the positions after the plays evaluated as
    /// siblings ([`NetEvaluator::evaluate_siblings`]).
    fn best_play(&self, plays: &[Play]) -> (usize, Probabilities) {
        let mut best = BestPlay::new();
        let after = plays.iter().map(|play| play.position.switch_sides());
        self.each_sibling(after, |chances| best.offer(chances.flip()));
        best.answer()
    }

    /// [`NetEvaluator::evaluate_siblings`].
    fn evaluate_each(&self, positions: &[Position], out: &mut Vec<Probabilities>) {
        self.evaluate_siblings(positions, out);
    }
}

/// The space an evaluation works in: the inputs of the position and the hidden layer.
struct Scratch {
    active: inputs::ActiveInputs,
    hidden: [f32; MAX_HIDDEN],
}

thread_local! {
    /// The scratch space of [`Evaluator::evaluate`], kept from one evaluation to the next
    /// (each overwrites what it reads): made anew, its arrays (1.4 KB of inputs, 2 KB of hidden
    /// units) were zeroed for every evaluation, in wasm a `memory.fill` that V8 runs as a call
    /// out of the compiled code.
    static SCRATCH: std::cell::RefCell<Scratch> = const {
        std::cell::RefCell::new(Scratch {
            active: inputs::ActiveInputs::EMPTY,
            hidden: [0.0; MAX_HIDDEN],
        })
    };
}

/// The outputs of `net` for the inputs `active` ([`Net::forward_sparse`]), its hidden layer
/// computed in `hidden` (at least as long as the net's) with the blocked copy of its weights
/// `blocked` when given: the same outputs.
fn forward(
    net: &Net,
    blocked: Option<&BlockedWeights>,
    active: &inputs::ActiveInputs,
    hidden: &mut [f32],
) -> [f32; N_OUTPUTS] {
    let hidden = &mut hidden[..net.n_hidden()];
    hidden.copy_from_slice(&net.hidden_bias);
    add_to_sums(net, blocked, active.indices(), active.values(), hidden);
    let mut outputs = [0f32; N_OUTPUTS];
    net.outputs_of_sums(hidden, &mut outputs);
    outputs
}

/// [`Net::add_to_sums`] of `net`, with the blocked copy of its weights `blocked` when given:
/// the same sums.
fn add_to_sums(
    net: &Net,
    blocked: Option<&BlockedWeights>,
    indices: &[u16],
    values: &[f32],
    sums: &mut [f32],
) {
    match blocked {
        Some(blocked) => blocked.add_to_sums(indices, values, sums),
        None => net.add_to_sums(indices, values, sums),
    }
}

/// Whether `net` can serve a [`NetEvaluator`]: the inputs of input set 5 or of input set 8
/// (those and the inputs of the next roll), five outputs, at most [`MAX_HIDDEN`] hidden units.
fn check_fits(net: &Net) -> Result<(), WeightsError> {
    let inputs = match net.input_set() {
        inputs::INPUT_SET => Some(inputs::N_INPUTS),
        inputs::REPLY_INPUT_SET => Some(inputs::N_INPUTS_WITH_REPLIES),
        _ => None,
    };
    if inputs != Some(net.n_inputs()) || net.n_outputs() != N_OUTPUTS || net.n_hidden() > MAX_HIDDEN
    {
        return Err(incompatible(net));
    }
    Ok(())
}

/// The error for `net` when an evaluator cannot use it.
fn incompatible(net: &Net) -> WeightsError {
    WeightsError::Incompatible {
        input_set: net.input_set(),
        inputs: net.n_inputs(),
        outputs: net.n_outputs(),
    }
}

/// Whether `net` reads the inputs of the next roll (input set 8), which then have to be
/// computed ([`inputs::ActiveInputs::add_replies`]).
fn reads_replies(net: &Net) -> bool {
    net.input_set() == inputs::REPLY_INPUT_SET
}

/// The inputs of `position` that `net` reads into `active`.
fn set_inputs(active: &mut inputs::ActiveInputs, net: &Net, position: &Position) {
    active.set_to(position);
    if reads_replies(net) {
        active.add_replies(position);
    }
}

/// The exact result of a finished game, from the side of the player on roll; `None` while the
/// game goes on.
pub fn exact_result(position: &Position) -> Option<Probabilities> {
    if position.has_lost() {
        Some(Probabilities::lost(WinKind::of_finished(
            &position.switch_sides(),
        )))
    } else if position.has_won() {
        Some(Probabilities::won(WinKind::of_finished(position)))
    } else {
        None
    }
}

/// Sets to zero the gammon chances the position rules out: a side that has borne off a checker
/// can no longer be gammoned (nor backgammoned).
pub fn known_limits(position: &Position, mut p: Probabilities) -> Probabilities {
    if position.own_off() > 0 {
        p.lose_gammon = 0.0;
        p.lose_backgammon = 0.0;
    }
    if position.opponent_off() > 0 {
        p.win_gammon = 0.0;
        p.win_backgammon = 0.0;
    }
    p
}

#[cfg(test)]
mod tests;
