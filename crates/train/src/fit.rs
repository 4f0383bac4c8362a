//! Supervised training on rollouts: the net is trained towards the rollout chances of the
//! positions in a rollout data file ([`crate::data`]), starting from a trained net.
//!
//! A share of the positions (chosen by their key, so the same ones for every run and every
//! size of the file) is held out; the fit is judged on them against their rollouts. Since a
//! rollout is itself noisy, the mean squared error of the net's equity against the rollout
//! equity is the net's own squared error plus the rollout's variance (the two are
//! independent); the file's standard errors give that variance, so the difference estimates
//! how far the net is from the truth, and says whether the targets are precise enough to teach
//! it anything (a net already closer to the truth than the rollouts' noise learns little from
//! them).

use bg_engine::eval::{Evaluator, NetEvaluator, Probabilities, N_OUTPUTS};
use bg_engine::hash::{hash_key, position_key};

use crate::benchmark::Kind;
use crate::data::RolloutRecord;
use crate::refine::Sample;

/// Whether the position of `record` is held out from training: one in `every` positions, by a
/// hash of the position (so the same positions in every run, however the file grows).
/// `every == 0` holds out nothing.
pub fn held_out(record: &RolloutRecord, every: u64) -> bool {
    every != 0 && hash_key(position_key(&record.position), 0x401D_0075).is_multiple_of(every)
}

/// The training sample of a rollout: the position and the rollout's mean chances, made
/// consistent as the net's outputs are (a mean of variance-reduced trials may stray slightly
/// outside 0..=1, or a gammon above a win).
pub fn sample_of(record: &RolloutRecord) -> Sample {
    Sample {
        position: record.position,
        target: Probabilities::from_outputs(record.result.mean.map(|m| m as f32)).to_array(),
    }
}

/// How well an evaluator fits held-out rollouts, for one kind of position or all.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FitError {
    pub positions: usize,
    /// The mean squared difference of the evaluator's cubeless equity and the rollout's.
    pub equity_mse: f64,
    /// The mean squared standard error of the rollouts' equities: the part of `equity_mse`
    /// that is the rollouts' own noise.
    pub noise: f64,
    /// The mean squared difference over the five outputs.
    pub outputs_mse: f64,
}

impl FitError {
    /// The estimate of the evaluator's own mean squared equity error (against the truth the
    /// rollouts estimate): `equity_mse - noise`.
    pub fn net_mse(&self) -> f64 {
        self.equity_mse - self.noise
    }
}

/// The fit of `evaluator` to the rollouts `records` of the kind `kind` (all when `None`).
pub fn fit_error(
    evaluator: &NetEvaluator,
    records: &[RolloutRecord],
    kind: Option<Kind>,
) -> FitError {
    let mut fit = FitError::default();
    for record in records {
        if kind.is_some() && Kind::of(&record.position) != kind {
            continue;
        }
        let chances = evaluator.evaluate(&record.position);
        let difference = f64::from(chances.equity()) - record.result.equity;
        fit.positions += 1;
        fit.equity_mse += difference * difference;
        fit.noise += record.result.equity_error * record.result.equity_error;
        let target = sample_of(record).target;
        fit.outputs_mse += chances
            .to_array()
            .iter()
            .zip(target)
            .map(|(o, t)| f64::from((o - t) * (o - t)))
            .sum::<f64>()
            / N_OUTPUTS as f64;
    }
    let n = fit.positions.max(1) as f64;
    fit.equity_mse /= n;
    fit.noise /= n;
    fit.outputs_mse /= n;
    fit
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_records::record;
    use bg_engine::eval::inputs::{INPUT_SET, N_INPUTS};
    use bg_engine::eval::Net;
    use bg_engine::Position;

    #[test]
    fn a_target_is_the_rollouts_mean_made_consistent() {
        let straying = record(Position::STARTING, [1.01, 0.3, 0.4, -0.01, 0.0], 0.01);
        assert_eq!(sample_of(&straying).target, [1.0, 0.3, 0.3, 0.0, 0.0]);
        let plain = record(Position::STARTING, [0.5, 0.125, 0.0, 0.25, 0.0], 0.01);
        assert_eq!(sample_of(&plain).target, [0.5, 0.125, 0.0, 0.25, 0.0]);
    }

    #[test]
    fn the_fit_error_is_the_equity_difference_and_the_noise_the_rollouts_variance() {
        let evaluator =
            NetEvaluator::new(Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, 5, 0.1)).unwrap();
        let chances = evaluator.evaluate(&Position::STARTING);
        let mean = chances.to_array().map(f64::from);
        // One rollout that agrees with the net, one whose win chance is 0.1 higher (equity
        // 0.2 higher), with standard errors 0.03 and 0.04.
        let mut higher = mean;
        higher[0] += 0.1;
        let records = [
            record(Position::STARTING, mean, 0.03),
            record(Position::STARTING, higher, 0.04),
        ];
        let fit = fit_error(&evaluator, &records, None);
        assert_eq!(fit.positions, 2);
        assert!((fit.equity_mse - 0.04 / 2.0).abs() < 1e-6, "{fit:?}");
        assert!(
            (fit.noise - (0.0009 + 0.0016) / 2.0).abs() < 1e-12,
            "{fit:?}"
        );
        // The outputs are compared with the consistent target (the raised win may clamp the
        // random net's gammons), over five outputs and two records.
        let squares: f64 = sample_of(&records[1])
            .target
            .iter()
            .zip(chances.to_array())
            .map(|(t, o)| f64::from((t - o) * (t - o)))
            .sum();
        assert!(squares >= 0.01 - 1e-6, "the win alone differs by 0.1");
        assert!(
            (fit.outputs_mse - squares / 5.0 / 2.0).abs() < 1e-6,
            "{fit:?}"
        );
        assert!((fit.net_mse() - (0.02 - 0.00125)).abs() < 1e-6);
        let race = fit_error(&evaluator, &records, Some(Kind::Race));
        assert_eq!(race.positions, 0, "the starting position is contact");
        assert_eq!(race.equity_mse, 0.0);
    }

    #[test]
    fn one_position_in_every_is_held_out_whatever_else_the_file_holds() {
        let evaluator = NetEvaluator::embedded();
        let positions = crate::refine::self_play_positions(&evaluator, 5, 20, 0.05);
        let records: Vec<RolloutRecord> = positions
            .iter()
            .map(|&p| record(p, [0.5, 0.1, 0.0, 0.1, 0.0], 0.0))
            .collect();
        let held = records.iter().filter(|r| held_out(r, 10)).count();
        // About a tenth of the positions (distinct positions number fewer: openings repeat).
        assert!(
            held * 20 > records.len() && held * 5 < records.len(),
            "{held} of {}",
            records.len()
        );
        assert!(records.iter().all(|r| !held_out(r, 0)));
        assert!(records.iter().all(|r| held_out(r, 1)));
        // The same position is held out or not whatever record it is in.
        let again = record(records[0].position, [0.2, 0.0, 0.0, 0.3, 0.1], 0.05);
        assert_eq!(held_out(&again, 10), held_out(&records[0], 10));
    }
}
