//! Our cube model against GNU Backgammon's: both turn the *same* cubeless chances (gnubg's
//! 0-ply evaluation, in the data file) into cubeful equities and decisions, so the comparison
//! checks the models, not the nets. The vectors are written by `tools/gnubg/cube_vectors.py`:
//! 160 positions of gnubg's self-play spread over all winning chances, each in 25 cube contexts
//! (money with and without the Jacoby rule, owned cubes, match scores from 25-away 25-away to
//! the Crawford game and post-Crawford).
//!
//! Both programs implement Janowski's model with the same efficiencies (0.68 in contact, gnubg's
//! pip-count line in races, 0.6 in bear-offs), so every equity agrees to the data's rounding,
//! and so does every decision, except in the smallest bear-offs, where gnubg reads exact
//! cubeful equities from its two-sided database. `-- --nocapture` prints the counts.

use bg_engine::cube::{analyse, CubeAnalysis};
use bg_engine::cube::{CubeContext, DoubleDecision, RelativeCubeOwner, TakeDecision};
use bg_engine::eval::Probabilities;
use bg_engine::{BoardPhase, Position};

const VECTORS: &str = include_str!("data/cube-gnubg.txt");

/// One line of the data file.
struct Case {
    id: String,
    position: Position,
    cube: CubeContext,
    chances: Probabilities,
    /// gnubg's no double, double take, double drop.
    gnubg: [f32; 3],
}

fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    for (index, line) in VECTORS.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let context = |what: &str| format!("line {}: {what}: {line}", index + 1);
        let parts: Vec<&str> = line.split('\t').collect();
        assert_eq!(parts.len(), 3, "{}", context("three tab-separated parts"));
        let head: Vec<&str> = parts[0].split_whitespace().collect();
        assert_eq!(head.len(), 8, "{}", context("eight context fields"));
        let number = |text: &str| -> u32 { text.parse().expect("a number") };
        let floats = |text: &str| -> Vec<f32> {
            text.split_whitespace()
                .map(|f| f.parse().expect("a number"))
                .collect()
        };
        let position = Position::from_position_id(head[0]).expect("a Position ID");
        let length = number(head[1]);
        let owner = match head[5] {
            "c" => RelativeCubeOwner::Centered,
            "me" => RelativeCubeOwner::Bot,
            "opp" => RelativeCubeOwner::Opponent,
            other => panic!("{}", context(&format!("owner {other}"))),
        };
        let cube = CubeContext {
            value: number(head[4]),
            owner,
            away: (length > 0).then(|| (number(head[2]), number(head[3]))),
            crawford: head[6] == "1",
            jacoby: head[7] == "1",
        };
        let p = floats(parts[1]);
        let chances = Probabilities::from_outputs([p[0], p[1], p[2], p[3], p[4]]);
        let e = floats(parts[2]);
        cases.push(Case {
            id: head[0].to_owned(),
            position,
            cube,
            chances,
            gnubg: [e[0], e[1], e[2]],
        });
    }
    cases
}

/// gnubg's decisions read off its equities the way ours are.
fn decisions(no_double: f32, double_take: f32, double_drop: f32) -> (DoubleDecision, TakeDecision) {
    let analysis = CubeAnalysis {
        no_double,
        double_take,
        double_drop,
        can_double: true,
        money: false,
        efficiency: 0.0,
    };
    (analysis.double_decision(), analysis.take_decision())
}

/// True for the small bear-offs (every checker home, at most 6 checkers a side) for which
/// gnubg reads exact cubeful equities from its two-sided bear-off database instead of applying
/// its cube model: there the two programs are expected to differ.
fn in_gnubg_two_sided_database(position: &Position) -> bool {
    let (own, theirs) = position.to_sides();
    let checkers = |side: [u8; 25]| side.iter().map(|&n| u32::from(n)).sum::<u32>();
    position.phase() == BoardPhase::BearOff && checkers(own) <= 6 && checkers(theirs) <= 6
}

/// The data file's equities carry 6 decimals; our model computes in f64 and answers in f32.
const TOLERANCE: f32 = 5e-4;

#[test]
fn cube_equities_and_decisions_match_gnubg_from_the_same_chances() {
    let cases = cases();
    assert!(cases.len() > 2000, "{} cases", cases.len());
    let mut compared = 0;
    let mut contact = 0;
    let mut doubles = 0;
    let mut drops = 0;
    let mut differing_bear_offs = Vec::new();
    for case in &cases {
        let ours = analyse(&case.chances, &case.cube, &case.position);
        let [nd, dt, dp] = case.gnubg;
        let close = (ours.no_double - nd).abs() <= TOLERANCE
            && (ours.double_take - dt).abs() <= TOLERANCE
            && (ours.double_drop - dp).abs() <= TOLERANCE;
        if in_gnubg_two_sided_database(&case.position) {
            if !close {
                differing_bear_offs.push(case.id.as_str());
            }
            continue;
        }
        let describe = || {
            format!(
                "{} {:?}: chances {:?}: ours {:.4} {:.4} {:.4}, gnubg {nd:.4} {dt:.4} {dp:.4}",
                case.id,
                case.cube,
                case.chances.to_array(),
                ours.no_double,
                ours.double_take,
                ours.double_drop
            )
        };
        assert!(close, "{}", describe());
        let (their_double, their_take) = decisions(nd, dt, dp);
        // gnubg reports the equities of a double even where the rules forbid one.
        if ours.can_double {
            assert_eq!(ours.double_decision(), their_double, "{}", describe());
        }
        assert_eq!(ours.take_decision(), their_take, "{}", describe());
        compared += 1;
        contact += usize::from(case.position.phase() == BoardPhase::Contact);
        doubles += usize::from(ours.can_double && ours.double_decision() == DoubleDecision::Double);
        drops += usize::from(ours.take_decision() == TakeDecision::Drop);
    }
    differing_bear_offs.dedup();
    println!(
        "{compared} cases agree ({contact} in contact, {doubles} doubles, {drops} drops); \
         small bear-offs that gnubg reads from its two-sided database and that differ: {:?}",
        differing_bear_offs
    );
    // The comparison must cover every kind of decision.
    assert!(compared > 3900 && contact > 3000 && doubles > 500 && drops > 800);
}
