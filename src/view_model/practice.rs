//! The practice as the page runs and draws it: a [`Run`] through a list of kept mistakes, one
//! position at a time, set up from its GNU Backgammon ID and played on the board; the player's
//! decision is judged by the worker's hint for that position ([`crate::practice::loss_of`]) and
//! the [`Exercise`] says what comes next: praise, try again, or the solution, shown as the
//! review shows a mistake (the hint list with the player's play chosen, its arrows and Teach
//! me). Pure: the page hands in the hint when the worker answers, and writes the schedule
//! ([`crate::practice::Practice::answered`]) with the [`Outcome`] a step returns.

use bg_engine::referee::{Action, Match, Phase};

use super::controls::{controls, Control};
use super::hint_panel::ShownHint;
use crate::i18n::{Decimal, Message};
use crate::link::{linked_match, LinkOpponent};
use crate::msg;
use crate::practice::{loss_of, Answer, Exercise, Mistake, Outcome, Practice, Stage, Step};
use crate::settings::Settings;
use crate::setup::GameSetup;
use crate::state::{Intent, Session};
use crate::teaching::Hint;
use crate::tutor::{TutorCheck, TutorLevel};

/// The controls a practised position offers: a play's Undo, Done and Swap dice, and the cube
/// decisions (Roll stands for "no double").
const PRACTICE_CONTROLS: [Control; 8] = [
    Control::Roll,
    Control::Double,
    Control::Take,
    Control::Drop,
    Control::Beaver,
    Control::Undo,
    Control::Done,
    Control::SwapDice,
];

/// A practice through a list of kept mistakes.
#[derive(Clone, Debug)]
pub struct Run {
    ids: Vec<String>,
    /// The IDs of the mistakes made where no beaver was allowed (see
    /// [`Mistake::no_beavers`]).
    no_beavers: Vec<String>,
    index: usize,
    settings: Settings,
    /// The position as set up, to go back to for another try.
    start: Result<Session, Message>,
    /// The position as the player has it now (checkers moved, a play held for judgement).
    pub session: Result<Session, Message>,
    pub exercise: Exercise,
    /// The worker's hint for the position, once it has answered.
    pub hint: Option<Hint>,
    /// An answer given before the hint came, judged when it comes.
    pending: Option<Answer>,
    /// The hint panel of the solution, once shown.
    pub solution: Option<ShownHint>,
    /// Why the worker gave no hint for the position.
    pub failure: Option<Message>,
}

/// The session of a kept mistake's position: its ID's match and rules, both sides people, hints
/// on, the player's `settings` with the tutor on, so that a finished play is held (see
/// [`TutorCheck::Checking`]) for the practice to judge, not made.
///
/// # Errors
/// An ID that does not read or a state the referee cannot play, as a message.
pub fn practice_session(id: &str, settings: Settings) -> Result<Session, Message> {
    practice_session_under(id, false, settings)
}

/// [`practice_session`] of a mistake made where no beaver was allowed (`no_beavers`, in money
/// play): set up under that rule, which its ID does not carry.
///
/// # Errors
/// As [`practice_session`].
pub fn practice_session_under(
    id: &str,
    no_beavers: bool,
    settings: Settings,
) -> Result<Session, Message> {
    let (mut setup, mut game) = linked_match(id, &GameSetup::default(), LinkOpponent::PassAndPlay)?;
    if no_beavers && game.settings().is_money() {
        let gnubg = game.gnubg_id();
        game = Match::from_gnubg_id_with_beavers(&gnubg, 0)
            .map_err(|error| crate::position_ids::setup_error(&error))?;
        setup.beavers = false;
    }
    let mut session = Session::resume(setup, game);
    session.settings = Settings {
        tutor: TutorLevel::VeryBad,
        ..settings
    };
    Ok(session)
}

impl Run {
    /// A practice of `ids` in that order under the player's `settings`; `None` without any.
    pub fn new(ids: Vec<String>, settings: Settings) -> Option<Run> {
        Run::at(ids, Vec::new(), 0, settings)
    }

    /// [`Run::new`] of kept mistakes, each set up under the rules it was made under
    /// ([`Mistake::no_beavers`]).
    pub fn of_mistakes(ids: Vec<String>, practice: &Practice, settings: Settings) -> Option<Run> {
        let no_beavers = ids
            .iter()
            .filter(|id| practice.find(id).is_some_and(|mistake| mistake.no_beavers))
            .cloned()
            .collect();
        Run::at(ids, no_beavers, 0, settings)
    }

    fn at(
        ids: Vec<String>,
        no_beavers: Vec<String>,
        index: usize,
        settings: Settings,
    ) -> Option<Run> {
        let id = ids.get(index)?;
        let start = practice_session_under(id, no_beavers.contains(id), settings);
        Some(Run {
            ids,
            no_beavers,
            index,
            settings,
            session: start.clone(),
            start,
            exercise: Exercise::new(),
            hint: None,
            pending: None,
            solution: None,
            failure: None,
        })
    }

    /// The place of the position in the run (0 for the first).
    pub fn index(&self) -> usize {
        self.index
    }

    /// The ID of the mistake practised.
    pub fn id(&self) -> &str {
        &self.ids[self.index]
    }

    /// The next mistake's practice; `None` after the last.
    pub fn next(&self) -> Option<Run> {
        Run::at(
            self.ids.clone(),
            self.no_beavers.clone(),
            self.index + 1,
            self.settings,
        )
    }

    /// With the worker's hint for the position; an answer given before it is judged now.
    pub fn with_hint(&self, hint: Hint) -> (Run, Option<Outcome>) {
        let run = Run {
            hint: Some(hint),
            pending: None,
            ..self.clone()
        };
        match self.pending {
            Some(answer) => run.judged(answer),
            None => (run, None),
        }
    }

    /// A press on the board or a play's control, while an answer is awaited; a finished play
    /// is judged. `None` when it changes nothing.
    pub fn apply(&self, intent: Intent) -> Option<(Run, Option<Outcome>)> {
        let session = self.session.as_ref().ok()?;
        if !self.exercise.is_open() || self.pending.is_some() {
            return None;
        }
        let next = session.apply(intent)?;
        let held = match next.tutor {
            Some(TutorCheck::Checking { action, .. }) => Some(action),
            _ => None,
        };
        let run = Run {
            session: Ok(next),
            ..self.clone()
        };
        Some(match held {
            Some(action) => run.answered(Answer::Act(action)),
            None => (run, None),
        })
    }

    /// A press on a control: a cube decision is the answer (Roll stands for no double); the
    /// other controls of a play go to the board's session.
    pub fn press(&self, control: Control) -> Option<(Run, Option<Outcome>)> {
        if !self.exercise.is_open() || self.pending.is_some() {
            return None;
        }
        let answer = match control {
            Control::Roll => Answer::NoDouble,
            Control::Double => Answer::Act(Action::Double),
            Control::Take => Answer::Act(Action::Take),
            Control::Drop => Answer::Act(Action::Drop),
            Control::Beaver => Answer::Act(Action::Beaver),
            Control::Undo => return self.apply(Intent::Undo),
            Control::Done => return self.apply(Intent::Done),
            Control::SwapDice => return self.apply(Intent::SwapDice),
            _ => return None,
        };
        Some(self.answered(answer))
    }

    /// The solution at once, without another answer.
    pub fn show_solution(&self) -> Option<(Run, Option<Outcome>)> {
        let exercise = self.exercise.step(Step::ShowSolution).ok()?;
        Some(self.after(exercise, None))
    }

    fn answered(&self, answer: Answer) -> (Run, Option<Outcome>) {
        if self.hint.is_none() {
            let run = Run {
                pending: Some(answer),
                ..self.clone()
            };
            return (run, None);
        }
        self.judged(answer)
    }

    /// `answer` judged by the hint: the exercise's next stage, and the position as it follows.
    fn judged(&self, answer: Answer) -> (Run, Option<Outcome>) {
        let (Some(hint), Ok(start)) = (&self.hint, &self.start) else {
            return (self.clone(), None);
        };
        // An answer the hint cannot judge (it is not among its plays) is no better than the
        // hint's worst play: it counts as a miss.
        let loss = loss_of(hint, &start.game, answer).unwrap_or(f32::INFINITY);
        match self.exercise.step(Step::Answer { loss }) {
            Ok(exercise) => self.after(exercise, Some(answer)),
            Err(_) => (self.clone(), None),
        }
    }

    /// The run in `exercise`'s stage after `answer`: the held play stays on the board when it
    /// is praised; a miss goes back to the position; the solution shows the hint there with
    /// the player's play chosen.
    fn after(&self, exercise: Exercise, answer: Option<Answer>) -> (Run, Option<Outcome>) {
        let mut run = Run {
            exercise,
            pending: None,
            ..self.clone()
        };
        match exercise.stage() {
            Stage::Praised { .. } | Stage::FirstTry => {}
            Stage::TryAgain { .. } => run.session = self.start.clone(),
            Stage::Solution { .. } => {
                run.session = self.start.clone();
                run.solution = self.hint.clone().map(|hint| {
                    let selected = answer
                        .and_then(|answer| chosen_play(&hint, &self.start, answer))
                        .unwrap_or(0);
                    ShownHint {
                        at: 0,
                        hint,
                        selected,
                        top_three: false,
                    }
                });
            }
        }
        (run, exercise.outcome())
    }
}

/// The index of a played `answer` among the hint's plays.
fn chosen_play(hint: &Hint, start: &Result<Session, Message>, answer: Answer) -> Option<usize> {
    let (Answer::Act(Action::Play(play)), Ok(start)) = (answer, start) else {
        return None;
    };
    hint.plays.iter().position(|hinted| {
        matches!(crate::save::parse_action(&format!("p:{}", hinted.notation), &start.game),
            Some(Action::Play(other)) if other.position == play.position)
    })
}

/// What the practice screen says and offers.
#[derive(Clone, Debug, PartialEq)]
pub struct PracticeView {
    /// "Position 1 of 3".
    pub where_text: Message,
    /// What to decide.
    pub prompt: Message,
    /// Praise, try again, or the solution (with what the answer gave up).
    pub feedback: Option<Message>,
    /// Whether the verdict is praise (for its colour).
    pub praised: bool,
    pub controls: Vec<(Control, bool)>,
    pub can_show_solution: bool,
    /// Whether the exercise is over (Next, or Done after the last).
    pub over: bool,
    pub last: bool,
}

/// The practice screen of `run`.
pub fn practice_view(run: &Run) -> PracticeView {
    let broken = run.session.is_err() || run.failure.is_some();
    let open = run.exercise.is_open() && run.pending.is_none() && !broken;
    let (prompt, controls) = match &run.session {
        Ok(session) => (
            prompt(session),
            if open {
                controls(session)
                    .into_iter()
                    .filter(|(control, _)| PRACTICE_CONTROLS.contains(control))
                    .collect()
            } else {
                Vec::new()
            },
        ),
        Err(message) => (
            msg!("practice-bad-position", reason = message.clone()),
            Vec::new(),
        ),
    };
    PracticeView {
        where_text: msg!(
            "practice-where",
            position = run.index + 1,
            positions = run.ids.len()
        ),
        prompt,
        feedback: feedback(run),
        praised: matches!(run.exercise.stage(), Stage::Praised { .. }),
        controls,
        can_show_solution: open,
        over: !run.exercise.is_open() || broken,
        last: run.index + 1 >= run.ids.len(),
    }
}

fn prompt(session: &Session) -> Message {
    match session.game.phase() {
        Phase::Moving { dice, .. } => {
            msg!(
                "practice-prompt-play",
                dice = format!("{}{}", dice.high(), dice.low())
            )
        }
        Phase::AwaitingRoll { .. } => msg!("practice-prompt-double"),
        _ => msg!("practice-prompt-take"),
    }
}

fn feedback(run: &Run) -> Option<Message> {
    if let Some(failure) = &run.failure {
        return Some(failure.clone());
    }
    let loss = |loss: f32| Decimal::plain(f64::from(loss), 3);
    Some(match run.exercise.stage() {
        Stage::FirstTry if run.pending.is_some() => msg!("practice-judging"),
        Stage::FirstTry => return None,
        Stage::TryAgain { .. } if run.pending.is_some() => msg!("practice-judging"),
        Stage::TryAgain { loss: lost } => msg!("practice-try-again", loss = loss(lost)),
        Stage::Praised { first_try } => msg!(
            "practice-praise",
            first = if first_try { "yes" } else { "no" }
        ),
        Stage::Solution { loss: lost } => {
            let best = run
                .hint
                .as_ref()
                .map_or(msg!("practice-best-unknown"), best);
            match lost.filter(|lost| lost.is_finite()) {
                Some(lost) => msg!("practice-solution-after", best = best, loss = loss(lost)),
                None => msg!("practice-solution", best = best),
            }
        }
    })
}

/// The best decision by the hint, in words.
fn best(hint: &Hint) -> Message {
    if let Some(play) = hint.plays.first() {
        return msg!("practice-best-play", play = play.notation.clone());
    }
    match hint.cube.as_ref() {
        None => msg!("practice-best-unknown"),
        Some(cube) if hint.player != cube.doubler => match cube.take.as_str() {
            "pass" => msg!("practice-best-pass"),
            "beaver" => msg!("practice-best-beaver"),
            _ => msg!("practice-best-take"),
        },
        Some(cube) if cube.double == "double" => msg!("practice-best-double"),
        Some(_) => msg!("practice-best-no-double"),
    }
}

/// The main screen's button: how many mistakes are due.
pub fn due_label(count: usize) -> Message {
    msg!("practice-due", count = count)
}

#[cfg(test)]
mod tests;

/// The practice in the page: the kept mistakes (once read from storage) and the run shown.
#[derive(Clone, Debug, Default)]
pub struct PracticeState {
    pub practice: Practice,
    /// Whether the stored mistakes have been read (nothing is gathered or written before).
    pub loaded: bool,
    pub run: Option<Run>,
    /// Moves on when another tab was heard to store a practice without some of this tab's
    /// mistakes (it wrote from an out-of-date copy of the store), so that the page writes them
    /// again although nothing here changed.
    pub rewrites: u64,
}

/// What changes the practice.
#[derive(Clone, Debug)]
pub enum PracticeIntent {
    /// The stored mistakes, read at start (`None`: nothing stored, or unreadable).
    Loaded(Option<Practice>),
    /// Mistakes an analysis found; those already kept stay as they are.
    Gather(Vec<Mistake>),
    /// The practice another tab stored (the browser's `storage` event): its new mistakes are
    /// gathered, and one of this tab's that it lacks is written again ([`PracticeState::rewrites`]).
    Heard(Practice),
    /// Practise these mistakes, in this order, under the player's settings.
    Start(Vec<String>, Settings),
    /// The worker's hint for the position `index` of the run, or why there is none.
    Hint {
        index: usize,
        hint: Result<Hint, String>,
    },
    Board(Intent),
    Control(Control),
    ShowSolution,
    /// The solution's hint panel with another play chosen, the top three shown, or closed.
    Solution(Option<ShownHint>),
    Next,
    Leave,
}

impl PracticeState {
    /// The state after `intent` at `now_ms` (the schedule of a finished exercise is written at
    /// that time); `None` when nothing changes.
    pub fn apply(&self, intent: PracticeIntent, now_ms: u64) -> Option<PracticeState> {
        let run = self.run.as_ref();
        let step = match intent {
            PracticeIntent::Loaded(stored) => {
                let kept = stored.unwrap_or_default();
                // Mistakes gathered before the read are kept with the stored ones.
                let practice = kept.with(&self.practice.mistakes).unwrap_or(kept);
                return Some(PracticeState {
                    practice,
                    loaded: true,
                    ..self.clone()
                });
            }
            PracticeIntent::Gather(found) => {
                let practice = self.practice.with(&found)?;
                return Some(PracticeState {
                    practice,
                    ..self.clone()
                });
            }
            PracticeIntent::Heard(stored) => return self.heard(&stored),
            PracticeIntent::Start(ids, settings) => {
                return Some(PracticeState {
                    run: Some(Run::of_mistakes(ids, &self.practice, settings)?),
                    ..self.clone()
                });
            }
            PracticeIntent::Next => {
                return Some(PracticeState {
                    run: run?.next(),
                    ..self.clone()
                });
            }
            PracticeIntent::Leave => {
                run?;
                return Some(PracticeState {
                    run: None,
                    ..self.clone()
                });
            }
            PracticeIntent::Hint { index, hint } if run?.index == index => match hint {
                Ok(hint) => run?.with_hint(hint),
                Err(reason) => (
                    Run {
                        failure: Some(msg!("practice-hint-failed", reason = reason)),
                        ..run?.clone()
                    },
                    None,
                ),
            },
            PracticeIntent::Hint { .. } => return None,
            PracticeIntent::Board(intent) => run?.apply(intent)?,
            PracticeIntent::Control(control) => run?.press(control)?,
            PracticeIntent::ShowSolution => run?.show_solution()?,
            PracticeIntent::Solution(shown) => {
                run?.solution.as_ref()?;
                (
                    Run {
                        solution: shown,
                        ..run?.clone()
                    },
                    None,
                )
            }
        };
        Some(self.stepped(step, now_ms))
    }

    /// The state once another tab is heard to have stored `stored` ([`PracticeIntent::Heard`]).
    fn heard(&self, stored: &Practice) -> Option<PracticeState> {
        let lost = self
            .practice
            .mistakes
            .iter()
            .any(|mistake| stored.find(&mistake.id).is_none());
        let gathered = self.practice.with(&stored.mistakes);
        if !self.loaded || (!lost && gathered.is_none()) {
            return None;
        }
        Some(PracticeState {
            practice: gathered.unwrap_or_else(|| self.practice.clone()),
            rewrites: self.rewrites + u64::from(lost),
            ..self.clone()
        })
    }

    /// The run after a step, and the schedule of its mistake when the step ended it.
    fn stepped(&self, (run, outcome): (Run, Option<Outcome>), now_ms: u64) -> PracticeState {
        let practice = outcome
            .and_then(|outcome| self.practice.answered(run.id(), outcome, now_ms).ok())
            .unwrap_or_else(|| self.practice.clone());
        PracticeState {
            practice,
            run: Some(run),
            ..self.clone()
        }
    }
}
