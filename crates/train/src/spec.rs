//! Evaluators named on `bgtrain`'s command line: `MAIN[,PARTNER...][+RACE][+crashed=CRASHED]`,
//! weights files for the main net, the nets whose outputs it averages with the main net's (an
//! ensemble), a race net for positions without contact and a crashed net for crashed positions
//! ([`bg_engine::Position::is_crashed`]). The race net may also be written `+race=RACE`.

use std::fs;

use bg_engine::eval::inputs::{EARLIER_INPUT_SETS, INPUT_SET, N_INPUTS};
use bg_engine::eval::{Net, NetEvaluator};

/// The weights files an evaluator is made of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvaluatorSpec {
    pub main: String,
    pub partners: Vec<String>,
    pub race: Option<String>,
    pub crashed: Option<String>,
}

impl EvaluatorSpec {
    /// Reads `MAIN[,PARTNER...][+RACE][+crashed=CRASHED]`.
    ///
    /// # Errors
    /// An empty file name, or a race or crashed net named twice.
    pub fn parse(text: &str) -> Result<EvaluatorSpec, String> {
        let mut parts = text.split('+');
        let nets = parts.next().unwrap_or_default();
        let mut names = nets.split(',').map(str::to_owned);
        let main = names.next().unwrap_or_default();
        let mut spec = EvaluatorSpec {
            main,
            partners: names.collect(),
            race: None,
            crashed: None,
        };
        for part in parts {
            let (slot, file) = match part.split_once('=') {
                Some(("crashed", file)) => (&mut spec.crashed, file),
                Some(("race", file)) => (&mut spec.race, file),
                _ => (&mut spec.race, part),
            };
            if slot.is_some() {
                return Err(format!("{text:?}: a net of the same kind named twice"));
            }
            *slot = Some(file.to_owned());
        }
        let files = [&spec.main]
            .into_iter()
            .chain(&spec.partners)
            .chain(&spec.race)
            .chain(&spec.crashed);
        if files.into_iter().any(String::is_empty) {
            return Err(format!(
                "{text:?}: expected MAIN[,PARTNER...][+RACE][+crashed=CRASHED]"
            ));
        }
        Ok(spec)
    }

    /// The evaluator of these weights files (without the bear-off database).
    ///
    /// # Errors
    /// A file that cannot be read or is not a net of the current inputs.
    pub fn read(&self) -> Result<NetEvaluator, String> {
        let mut evaluator = NetEvaluator::new(read_net(&self.main)?).map_err(|e| e.to_string())?;
        for partner in &self.partners {
            evaluator = evaluator
                .with_partner_net(read_net(partner)?)
                .map_err(|e| e.to_string())?;
        }
        if let Some(race) = &self.race {
            evaluator = evaluator
                .with_race_net(read_net(race)?)
                .map_err(|e| e.to_string())?;
        }
        if let Some(crashed) = &self.crashed {
            evaluator = evaluator
                .with_crashed_net(read_net(crashed)?)
                .map_err(|e| e.to_string())?;
        }
        Ok(evaluator)
    }
}

/// The evaluator `spec` names ([`EvaluatorSpec::parse`], [`EvaluatorSpec::read`]).
///
/// # Errors
/// As those two.
pub fn read_evaluator(spec: &str) -> Result<NetEvaluator, String> {
    EvaluatorSpec::parse(spec)?.read()
}

/// A weights file's net; a net of an earlier input set is carried over to the current one with
/// zero weights for the new inputs, as `bgtrain` does everywhere.
///
/// # Errors
/// A file that cannot be read, is not a weights file, or holds a net an evaluator cannot use.
pub fn read_net(path: &str) -> Result<Net, String> {
    let bytes = fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let mut net = Net::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?;
    if EARLIER_INPUT_SETS.contains(&(net.input_set(), net.n_inputs())) {
        net = net.with_inputs(N_INPUTS, INPUT_SET);
    }
    let evaluator = NetEvaluator::new(net).map_err(|e| format!("{path}: {e}"))?;
    Ok(evaluator.into_net())
}

#[cfg(test)]
mod tests {
    use super::*;
    use bg_engine::eval::{Evaluator, N_OUTPUTS};
    use bg_engine::Position;

    fn spec(
        main: &str,
        partners: &[&str],
        race: Option<&str>,
        crashed: Option<&str>,
    ) -> EvaluatorSpec {
        EvaluatorSpec {
            main: main.to_owned(),
            partners: partners.iter().map(|p| (*p).to_owned()).collect(),
            race: race.map(str::to_owned),
            crashed: crashed.map(str::to_owned),
        }
    }

    #[test]
    fn a_spec_names_the_main_net_partners_race_and_crashed_nets() {
        let parse = |text| EvaluatorSpec::parse(text).unwrap();
        assert_eq!(parse("m.bgnn"), spec("m.bgnn", &[], None, None));
        assert_eq!(parse("m,p,q"), spec("m", &["p", "q"], None, None));
        assert_eq!(parse("m+r"), spec("m", &[], Some("r"), None));
        assert_eq!(parse("m+race=r"), spec("m", &[], Some("r"), None));
        assert_eq!(parse("m+crashed=c"), spec("m", &[], None, Some("c")));
        assert_eq!(
            parse("m,p+r+crashed=c"),
            spec("m", &["p"], Some("r"), Some("c"))
        );
        assert_eq!(
            parse("m+crashed=c+race=r"),
            spec("m", &[], Some("r"), Some("c"))
        );
        for bad in [
            "",
            "+r",
            "m+",
            "m,",
            "m+crashed=",
            "m+r+r2",
            "m+crashed=a+crashed=b",
        ] {
            assert!(EvaluatorSpec::parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_spec_reads_its_files_into_one_evaluator() {
        let dir = std::env::temp_dir().join(format!("bgtrain-spec-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let file = |name: &str, seed: u64| {
            let path = dir.join(name);
            let net = Net::seeded(N_INPUTS, 8, N_OUTPUTS, INPUT_SET, seed, 0.3);
            fs::write(&path, net.to_bytes()).unwrap();
            (path.display().to_string(), net)
        };
        let (main, main_net) = file("main.bgnn", 1);
        let (crashed, crashed_net) = file("crashed.bgnn", 2);
        let evaluator = read_evaluator(&format!("{main}+crashed={crashed}")).unwrap();
        assert_eq!(*evaluator.net(), main_net);
        assert_eq!(evaluator.crashed_net(), Some(&crashed_net));
        assert!(evaluator.race_net().is_none());
        // The crashed net judges a crashed position.
        let crashed_position =
            Position::from_points(&[(1, 6), (2, 3), (8, 2)], &[(20, 2), (6, 13)]).unwrap();
        let alone = NetEvaluator::new(crashed_net).unwrap();
        assert_eq!(
            evaluator.evaluate(&crashed_position),
            alone.evaluate(&crashed_position)
        );
        let missing = format!("{main}+crashed={}", dir.join("none.bgnn").display());
        assert!(read_evaluator(&missing).is_err());
        let _ = fs::remove_dir_all(&dir);
    }
}
