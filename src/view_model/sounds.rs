//! What the table sounds like: the sounds a change of the session makes (dice rolled, checkers
//! moved, a checker hit), worked out from what changed, so that the browser side only plays
//! them (`web/sound.rs`). Silent when the player turned sounds off.

use bg_engine::referee::Action;

use crate::state::{Session, Spot};

/// One sound to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// Dice rolled (an opening roll too, each side's die).
    Dice,
    /// A checker put down, in time slot `slot` of the change's animation (slot 0 at once).
    Checker { slot: u8 },
    /// A checker hit and sent to the bar, in time slot `slot`.
    Hit { slot: u8 },
}

impl Cue {
    /// The name a test hook records (`web/sound.rs`).
    pub fn name(self) -> &'static str {
        match self {
            Cue::Dice => "dice",
            Cue::Checker { .. } => "checker",
            Cue::Hit { .. } => "hit",
        }
    }
}

/// What of a session has been heard already: the number of rolls in its log and its last
/// change of the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Heard {
    rolls: usize,
    motion_id: u64,
}

impl Heard {
    /// Everything of `session` as heard: nothing of it will sound again.
    pub fn of(session: &Session) -> Heard {
        Heard {
            rolls: session
                .game
                .log()
                .iter()
                .filter(|action| matches!(action, Action::Roll(_) | Action::OpeningRoll { .. }))
                .count(),
            motion_id: session.motion.id,
        }
    }
}

/// The sounds of what changed in `session` since `heard`, in the order to play them, and what
/// is heard after them. A new roll sounds once; each time slot of a change of the board sounds
/// once, as a hit if a checker goes to the bar in it. A shorter log (a new match, another tab's
/// match) makes no sound.
pub fn sound_cues(session: &Session, heard: Heard) -> (Vec<Cue>, Heard) {
    let now = Heard::of(session);
    if !session.settings.sounds_on() {
        return (Vec::new(), now);
    }
    let mut cues = Vec::new();
    if now.rolls > heard.rolls {
        cues.push(Cue::Dice);
    }
    if now.motion_id != heard.motion_id {
        let flights = &session.motion.flights;
        for slot in 0..session.motion.n_slots() {
            let in_slot = || flights.iter().filter(|flight| flight.slot == slot);
            if in_slot().any(|flight| flight.to == Spot::Bar) {
                cues.push(Cue::Hit { slot });
            } else if in_slot().next().is_some() {
                cues.push(Cue::Checker { slot });
            }
        }
    }
    (cues, now)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Intent;
    use crate::view_model::test_support::{act, pass_and_play};
    use bg_engine::Dice;

    fn sounding(session: &Session, on: bool) -> Session {
        let mut session = session.clone();
        session.settings.sounds = Some(on);
        session
    }

    fn cues_after(before: &Session, after: &Session) -> Vec<Cue> {
        sound_cues(after, Heard::of(before)).0
    }

    #[test]
    fn a_roll_sounds_once_and_a_step_sounds_a_checker() {
        let start = sounding(&pass_and_play(), true);
        let rolled = act(&start, Action::OpeningRoll { zero: 3, one: 1 });
        assert_eq!(cues_after(&start, &rolled), vec![Cue::Dice]);
        // Heard already: the same state sounds no more.
        assert_eq!(cues_after(&rolled, &rolled), Vec::new());
        let picked = rolled.apply(Intent::Press(Spot::Point(8))).unwrap();
        assert_eq!(
            cues_after(&rolled, &picked),
            Vec::new(),
            "picking up is silent"
        );
        let moved = picked.apply(Intent::Press(Spot::Point(5))).unwrap();
        assert_eq!(cues_after(&picked, &moved), vec![Cue::Checker { slot: 0 }]);
        let undone = moved.apply(Intent::Undo).unwrap();
        assert_eq!(cues_after(&moved, &undone), vec![Cue::Checker { slot: 0 }]);
    }

    #[test]
    fn a_hit_sounds_as_a_hit_in_its_slot() {
        // Ann opens 6-4 with 24/14; Bob rolls 2-1 and hits that checker (his 11-point).
        let start = sounding(&pass_and_play(), true);
        let rolled = act(&start, Action::OpeningRoll { zero: 6, one: 4 });
        let run = rolled
            .game
            .legal_plays()
            .into_iter()
            .find(|play| bg_engine::notation::write_play(play) == "24/14")
            .unwrap();
        let ran = act(&rolled, Action::Play(run));
        let bob_rolled = act(&ran, Action::Roll(Dice::new(2, 1).unwrap()));
        // By presses: Bob's 13-point is Ann's 12, his 11-point her 14.
        let picked = bob_rolled.apply(Intent::Press(Spot::Point(12))).unwrap();
        let hitting = picked.apply(Intent::Press(Spot::Point(14))).unwrap();
        assert_eq!(cues_after(&picked, &hitting), vec![Cue::Hit { slot: 0 }]);
        // A whole play animated (the computer's): one sound a slot, the hit in its own.
        let hit = bob_rolled
            .game
            .legal_plays()
            .into_iter()
            .find(|play| bg_engine::notation::write_play(play) == "13/11* 6/5")
            .unwrap();
        let at = bob_rolled.game.log().len();
        let played = bob_rolled
            .apply(Intent::ActAt {
                at,
                action: Action::Play(hit),
            })
            .unwrap();
        let cues = cues_after(&bob_rolled, &played);
        assert_eq!(cues.len(), 2, "{cues:?}");
        assert_eq!(
            cues.iter()
                .filter(|cue| matches!(cue, Cue::Hit { .. }))
                .count(),
            1
        );
        assert!(
            cues.contains(&Cue::Checker { slot: 0 }) || cues.contains(&Cue::Checker { slot: 1 })
        );
    }

    #[test]
    fn sounds_turned_off_make_no_cue_but_are_heard() {
        let start = sounding(&pass_and_play(), false);
        let rolled = act(&start, Action::OpeningRoll { zero: 3, one: 1 });
        let (cues, heard) = sound_cues(&rolled, Heard::of(&start));
        assert!(cues.is_empty());
        assert_eq!(heard, Heard::of(&rolled));
        // Volume 0 is off too.
        let mut silent = sounding(&rolled, true);
        silent.settings.volume = 0;
        assert!(cues_after(&start, &silent).is_empty());
    }

    #[test]
    fn a_new_match_makes_no_sound() {
        let start = sounding(&pass_and_play(), true);
        let rolled = act(&start, Action::OpeningRoll { zero: 3, one: 1 });
        let new = rolled
            .apply(Intent::NewMatch(rolled.setup.clone()))
            .unwrap();
        assert_eq!(cues_after(&rolled, &new), Vec::new());
    }
}
