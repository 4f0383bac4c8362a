//! The two sets of cases, each case a position and a roll in both libraries' types.

use std::path::{Path, PathBuf};

/// One position and roll, as bg-engine and as bkgm see it.
pub struct Case {
    /// The position's GNU Backgammon Position ID (player on roll) and the roll, for reports.
    pub label: String,
    /// The part of the set it belongs to, for counts by part (wildbg's bench asserts them).
    pub group: &'static str,
    pub ours: bg_engine::Position,
    pub dice: bg_engine::Dice,
    pub theirs: bkgm::Position<15>,
    pub their_dice: bkgm::Dice,
}

pub struct CaseSet {
    pub name: &'static str,
    pub cases: Vec<Case>,
}

/// bg-engine's fixed benchmark set: the 5,921 cases of the GNU Backgammon vectors.
pub const GNUBG_VECTORS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../crates/engine/tests/data/movegen-gnubg.txt"
);

/// Reads bg-engine's GNU Backgammon vectors: `<PositionID> <dice>\t<positions>` a line.
pub fn gnubg_set(path: &Path) -> Result<CaseSet, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
    let mut cases = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let mut fields = line.split_whitespace();
        let (Some(id), Some(dice)) = (fields.next(), fields.next()) else {
            return Err(format!(
                "{} line {}: no position and dice",
                path.display(),
                index + 1
            ));
        };
        let dice: bg_engine::Dice = dice
            .parse()
            .map_err(|error| format!("{} line {}: {error}", path.display(), index + 1))?;
        cases.push(case(id, dice, "all")?);
    }
    Ok(CaseSet {
        name: "gnubg vectors (bg-engine's set)",
        cases,
    })
}

/// wildbg's move generation benchmark set, as bkgm ships it: 1,000 contact and 1,000 race
/// positions (`benches/resources/{contact,race}.csv`), each with all 21 rolls, the rolls in
/// the outer loop as wildbg's `move_generation_bench.rs` has them.
pub fn wildbg_set(resources: &Path) -> Result<CaseSet, String> {
    let mut ids = Vec::new();
    for (file, kind) in [("contact.csv", "contact"), ("race.csv", "race")] {
        let path = resources.join(file);
        let text = std::fs::read_to_string(&path)
            .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
        let before = ids.len();
        ids.extend(
            text.lines()
                .map(str::trim)
                .filter(|line| !line.is_empty())
                .map(|id| (id.to_string(), kind)),
        );
        if ids.len() - before != 1_000 {
            return Err(format!(
                "{}: {} positions, wildbg's set has 1,000",
                path.display(),
                ids.len() - before
            ));
        }
    }
    let mut cases = Vec::with_capacity(ids.len() * 21);
    for (dice, _) in bg_engine::Dice::all_21() {
        for (id, kind) in &ids {
            let group = match (*kind, dice.is_double()) {
                ("contact", true) => "contact, doubles",
                ("contact", false) => "contact, mixed",
                (_, true) => "race, doubles",
                (_, false) => "race, mixed",
            };
            cases.push(case(id, dice, group)?);
        }
    }
    Ok(CaseSet {
        name: "wildbg's benchmark positions x 21 rolls",
        cases,
    })
}

/// The case in both types. Both boards are `[i8; 26]` with the same layout (own checkers
/// positive on 1..=24 and 25, the opponent's bar at 0), so bkgm's position is made from our
/// board; bkgm's own reading of the Position ID must agree.
fn case(id: &str, dice: bg_engine::Dice, group: &'static str) -> Result<Case, String> {
    let ours = bg_engine::Position::from_position_id(id)
        .map_err(|error| format!("Position ID {id}: {error}"))?;
    let theirs = bkgm::Position::<15>::try_from(*ours.board())
        .map_err(|error| format!("Position ID {id}: bkgm refuses the board: {error}"))?;
    let decoded = bkgm::codecs::gnuid::decode_position::<15>(id)
        .ok_or_else(|| format!("Position ID {id}: bkgm cannot read it"))?;
    if <[i8; 26]>::from(decoded) != *ours.board() {
        return Err(format!(
            "Position ID {id}: bkgm reads another board than ours"
        ));
    }
    let their_dice = bkgm::Dice::new(usize::from(dice.first()), usize::from(dice.second()));
    Ok(Case {
        label: format!("{id} {}{}", dice.first(), dice.second()),
        group,
        ours,
        dice,
        theirs,
        their_dice,
    })
}

/// bkgm's `benches/resources` in cargo's registry: `$CARGO_HOME/registry/src/*/bkgm-0.6.0`
/// (`cargo fetch` or a build puts it there).
pub fn find_wildbg_resources() -> Result<PathBuf, String> {
    let cargo_home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")))
        .ok_or("neither CARGO_HOME nor HOME is set")?;
    let registry = cargo_home.join("registry").join("src");
    let entries = std::fs::read_dir(&registry)
        .map_err(|error| format!("cannot list {}: {error}", registry.display()))?;
    for entry in entries.flatten() {
        let resources = entry.path().join("bkgm-0.6.0/benches/resources");
        if resources.join("contact.csv").is_file() {
            return Ok(resources);
        }
    }
    Err(format!(
        "no bkgm-0.6.0/benches/resources under {} (run `cargo fetch` here, or pass --wildbg-dir)",
        registry.display()
    ))
}
