//! Cube errors by kind, as GNU Backgammon's match statistics count them: a missed double (not
//! doubling when doubling was better), a wrong double (doubling when not doubling was better),
//! a wrong take and a wrong pass (the answer that was not the taker's best). A beaver answers
//! by taking, so a wrong beaver is a wrong take. Each kind has its count and the equity it
//! lost (normalized; in a match also match winning chances).

use super::{Decision, DecisionKind};
use crate::player::Player;

/// The kinds of cube error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CubeErrorKind {
    MissedDouble,
    WrongDouble,
    WrongTake,
    WrongPass,
}

impl CubeErrorKind {
    /// Every kind, in GNU Backgammon's order.
    pub const ALL: [CubeErrorKind; 4] = [
        CubeErrorKind::MissedDouble,
        CubeErrorKind::WrongDouble,
        CubeErrorKind::WrongTake,
        CubeErrorKind::WrongPass,
    ];

    /// The kind of error `decision` is, if it is a cube error: a counted cube decision that
    /// gave up equity. A play, a right cube decision or an uncounted no-double is none.
    pub fn of(decision: &Decision) -> Option<CubeErrorKind> {
        if !decision.unforced || decision.loss <= 0.0 {
            return None;
        }
        match decision.kind {
            DecisionKind::NoDouble => Some(CubeErrorKind::MissedDouble),
            DecisionKind::Double => Some(CubeErrorKind::WrongDouble),
            DecisionKind::Take | DecisionKind::Beaver => Some(CubeErrorKind::WrongTake),
            DecisionKind::Pass => Some(CubeErrorKind::WrongPass),
            DecisionKind::Play { .. } => None,
        }
    }

    /// A name for machine-readable output.
    pub fn name(self) -> &'static str {
        match self {
            CubeErrorKind::MissedDouble => "missed_double",
            CubeErrorKind::WrongDouble => "wrong_double",
            CubeErrorKind::WrongTake => "wrong_take",
            CubeErrorKind::WrongPass => "wrong_pass",
        }
    }
}

/// How many errors of one kind a player made and what they lost.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct CubeErrorTally {
    pub count: u32,
    /// Normalized equity lost.
    pub equity_lost: f32,
    /// In a match, match winning chances lost.
    pub mwc_lost: Option<f32>,
}

/// One player's cube errors of every kind.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct CubeErrors {
    pub missed_double: CubeErrorTally,
    pub wrong_double: CubeErrorTally,
    pub wrong_take: CubeErrorTally,
    pub wrong_pass: CubeErrorTally,
}

impl CubeErrors {
    /// The cube errors of `player` among `decisions`; in a match (`is_match`) every kind's
    /// match winning chances lost start at 0, in money play they stay None.
    pub fn of_player(decisions: &[Decision], player: Player, is_match: bool) -> CubeErrors {
        let none = CubeErrorTally {
            mwc_lost: is_match.then_some(0.0),
            ..CubeErrorTally::default()
        };
        let mut errors = CubeErrors {
            missed_double: none,
            wrong_double: none,
            wrong_take: none,
            wrong_pass: none,
        };
        for decision in decisions
            .iter()
            .filter(|decision| decision.player == player)
        {
            if let Some(kind) = CubeErrorKind::of(decision) {
                let tally = errors.tally_mut(kind);
                tally.count += 1;
                tally.equity_lost += decision.loss;
                if let Some(mwc) = decision.loss_mwc {
                    *tally.mwc_lost.get_or_insert(0.0) += mwc;
                }
            }
        }
        errors
    }

    /// The tally of `kind`.
    pub fn tally(&self, kind: CubeErrorKind) -> &CubeErrorTally {
        match kind {
            CubeErrorKind::MissedDouble => &self.missed_double,
            CubeErrorKind::WrongDouble => &self.wrong_double,
            CubeErrorKind::WrongTake => &self.wrong_take,
            CubeErrorKind::WrongPass => &self.wrong_pass,
        }
    }

    fn tally_mut(&mut self, kind: CubeErrorKind) -> &mut CubeErrorTally {
        match kind {
            CubeErrorKind::MissedDouble => &mut self.missed_double,
            CubeErrorKind::WrongDouble => &mut self.wrong_double,
            CubeErrorKind::WrongTake => &mut self.wrong_take,
            CubeErrorKind::WrongPass => &mut self.wrong_pass,
        }
    }

    /// All cube errors of every kind.
    pub fn count(&self) -> u32 {
        CubeErrorKind::ALL
            .iter()
            .map(|&kind| self.tally(kind).count)
            .sum()
    }

    /// Normalized equity lost in all cube errors.
    pub fn equity_lost(&self) -> f32 {
        CubeErrorKind::ALL
            .iter()
            .map(|&kind| self.tally(kind).equity_lost)
            .sum()
    }
}
