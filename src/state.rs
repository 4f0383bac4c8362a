//! The app state: a [`Session`] over the engine's referee ([`Match`]) and the turn being played
//! ([`Turn`]), changed only by [`Session::apply`]. No rules here beyond choosing which engine
//! call an intent means, and no side effects: dice are drawn, saves written and the worker
//! asked by the caller (`src/web/app.rs`), which hands the results in as [`Intent`]s.
//!
//! The player's [`Settings`] decide what the reducer does by itself (forced moves, confirming
//! the last checker); every change of the board is described as a [`Motion`] for the board to
//! animate.

use bg_engine::movegen::CheckerMove;
use bg_engine::referee::{Action, ActionError, Match, Phase};
use bg_engine::turn::{Step, Turn};
use bg_engine::{Player, Position};

use crate::settings::Settings;
use crate::setup::GameSetup;

/// A place on the board the player on roll can touch: a point (numbered 1..=24 from the
/// bottom player's side, as on the board), the mover's bar, or the mover's bear-off tray.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spot {
    Point(u8),
    Bar,
    Off,
}

impl Spot {
    /// The point in `mover`'s own numbering (25 the bar, 0 off).
    pub fn to_mover(self, mover: Player) -> u8 {
        match self {
            Spot::Bar => 25,
            Spot::Off => 0,
            Spot::Point(point) => match mover {
                Player::Zero => point,
                Player::One => 25 - point,
            },
        }
    }

    /// The spot of `point` in `mover`'s own numbering (25 the bar, 0 off).
    pub fn from_mover(point: u8, mover: Player) -> Spot {
        match point {
            25 => Spot::Bar,
            0 => Spot::Off,
            point => Spot::Point(match mover {
                Player::Zero => point,
                Player::One => 25 - point,
            }),
        }
    }

    /// The `data-point` value: `1`..`24`, `bar` or `off`.
    pub fn data_point(self) -> String {
        match self {
            Spot::Point(point) => point.to_string(),
            Spot::Bar => "bar".to_owned(),
            Spot::Off => "off".to_owned(),
        }
    }
}

/// What the user (or the computer, or the dice) wants to happen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Start a new match; the current one is dropped.
    NewMatch(GameSetup),
    /// A referee action chosen by a person: Roll (with dice drawn by the caller), Double, Take,
    /// Drop, Beaver, Resign, accept or reject, Next game.
    Act(Action),
    /// An action decided asynchronously (dice for the computer, the worker's answer) for the
    /// state whose log had `at` actions: dropped when the state has moved on meanwhile.
    ActAt { at: usize, action: Action },
    /// The computer's play, as the Position ID of the board after it (seen by the mover).
    ComputerPlay { at: usize, position_id: String },
    /// A press (click, tap, key) on a spot: select a checker, or move the selected checker
    /// there when the spot is one of its destinations.
    Press(Spot),
    /// The end of a drag that started on the selected checker, released over `spot`.
    Release(Spot),
    /// Bear off the checker on the spot at once (a double click or double tap), when it can be
    /// borne off; whatever is selected.
    BearOff(Spot),
    /// Forget the selected checker.
    Deselect,
    /// When either die can bear a checker off, use the other one than so far.
    SwapDice,
    /// New preferences.
    Configure(Settings),
    /// Take back the last checker step of the turn.
    Undo,
    /// Confirm the turn: the steps played become the play.
    Done,
    /// Show a message (a problem met outside the reducer, e.g. a worker that refused).
    Notify(String),
    /// Hide the message.
    DismissNotice,
}

/// One checker moving from one spot to another (a point, or `player`'s bar or tray) during
/// one time slot of an animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flight {
    pub player: Player,
    pub from: Spot,
    pub to: Spot,
    /// When it moves: slot 0 first; the moves of one slot move together (a hit and the
    /// hitter).
    pub slot: u8,
}

/// The checker moves of the last change of the board, in the order they happened. Every
/// change gets a new `id`, so that the board starts its animation once per change.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Motion {
    pub id: u64,
    pub flights: Vec<Flight>,
}

impl Motion {
    /// The number of time slots the motion takes.
    pub fn n_slots(&self) -> u8 {
        self.flights.iter().map(|f| f.slot + 1).max().unwrap_or(0)
    }
}

/// The whole state of the app's match.
#[derive(Clone, Debug)]
pub struct Session {
    pub setup: GameSetup,
    pub game: Match,
    /// The roll a person is playing step by step: `Some` exactly while a person must move.
    pub turn: Option<Turn>,
    /// The checker picked up, while a person moves.
    pub selected: Option<Spot>,
    /// A message for the user (an action refused, a corrupt save found).
    pub notice: Option<String>,
    /// The player's preferences.
    pub settings: Settings,
    /// The last change of the board, for the animation.
    pub motion: Motion,
    /// When either die can bear a checker off: true to spend the larger (the engine's choice
    /// is the smaller, which keeps the larger for the other checkers).
    pub high_die_first: bool,
}

impl Session {
    /// A session at the start of a new match under `setup`, or `None` when its rules are
    /// invalid.
    pub fn new(setup: GameSetup) -> Option<Session> {
        let setup = setup.normalized();
        let settings = setup.settings().ok()?;
        Some(Session::resume(setup, Match::new(settings)))
    }

    /// A session continuing `game` (for a save restored).
    pub fn resume(setup: GameSetup, game: Match) -> Session {
        let mut session = Session {
            setup,
            game,
            turn: None,
            selected: None,
            notice: None,
            settings: Settings::default(),
            motion: Motion::default(),
            high_die_first: false,
        };
        session.sync_turn();
        session
    }

    /// A session continuing `game` with the `steps` of the turn in progress already played (a
    /// save restored in the middle of a turn), under `settings`. Nothing is played by itself
    /// here: the steps saved include any that were. A step that is not legal ends the replay
    /// there (the save's reader has checked them).
    pub fn restore(setup: GameSetup, game: Match, steps: &[Step], settings: Settings) -> Session {
        let mut session = Session::resume(setup, game);
        session.settings = settings;
        if let Some(turn) = session.turn.as_mut() {
            for &step in steps {
                if turn.play_step(step).is_err() {
                    break;
                }
            }
        }
        session
    }

    /// The steps played so far in the turn in progress (empty when none is).
    pub fn steps(&self) -> Vec<Step> {
        self.turn
            .as_ref()
            .map(Turn::steps_played)
            .unwrap_or_default()
    }

    /// The player a person must act for now, if a person must act now.
    pub fn human_to_act(&self) -> Option<Player> {
        self.game
            .to_act()
            .filter(|&player| self.setup.is_human(player))
    }

    /// The player the computer must act for now, if it must.
    pub fn computer_to_act(&self) -> Option<Player> {
        self.game
            .to_act()
            .filter(|&player| !self.setup.is_human(player))
    }

    /// The board as it stands, seen by player 0, including the steps of the turn in progress.
    pub fn board(&self) -> Position {
        match &self.turn {
            Some(turn) if self.game.on_roll() == Player::One => turn.position().switch_sides(),
            Some(turn) => turn.position(),
            None => self.game.position_for(Player::Zero),
        }
    }

    /// The next session after `intent`, or `None` when nothing changes (an intent that does
    /// not apply now): Yew then skips the render.
    pub fn apply(&self, intent: Intent) -> Option<Session> {
        match intent {
            Intent::NewMatch(setup) => Session::new(setup).map(|mut next| {
                next.settings = self.settings;
                next.motion.id = self.motion.id + 1;
                next.start_turn();
                next
            }),
            Intent::Act(action) => Some(self.act(action)),
            Intent::ActAt { at, action } => (at == self.game.log().len()).then(|| self.act(action)),
            Intent::ComputerPlay { at, position_id } => {
                if at != self.game.log().len() {
                    return None;
                }
                let play = self
                    .game
                    .legal_plays()
                    .into_iter()
                    .find(|play| play.position.position_id() == position_id)?;
                let flights = play_flights(self.game.on_roll(), play.moves());
                let mut next = self.act(Action::Play(play));
                next.motion = Motion {
                    id: self.motion.id + 1,
                    flights,
                };
                Some(next)
            }
            Intent::Press(spot) => self.press(spot),
            Intent::Release(spot) => {
                let from = self.selected?;
                if spot == from {
                    return None;
                }
                // The pointer carried the checker there: it is not animated again.
                self.move_checker(from, spot, true)
            }
            Intent::BearOff(spot) => {
                if !self.settings.double_click_bear_off
                    || !self.destinations(spot).contains(&Spot::Off)
                {
                    return None;
                }
                self.move_checker(spot, Spot::Off, false)
            }
            Intent::Deselect => self.selected.is_some().then(|| Session {
                selected: None,
                ..self.clone()
            }),
            Intent::SwapDice => self.die_choice_matters().then(|| Session {
                high_die_first: !self.high_die_first,
                ..self.clone()
            }),
            Intent::Configure(settings) => (settings != self.settings).then(|| Session {
                settings,
                ..self.clone()
            }),
            Intent::Undo => {
                let mut next = self.clone();
                let mover = self.game.on_roll();
                let step = next.turn.as_mut()?.undo()?;
                next.selected = None;
                next.motion = Motion {
                    id: self.motion.id + 1,
                    flights: undo_flights(mover, step),
                };
                Some(next)
            }
            Intent::Done => {
                let play = self.turn.as_ref()?.finish().ok()?;
                Some(self.act(Action::Play(play)))
            }
            Intent::Notify(text) => Some(Session {
                notice: Some(text),
                ..self.clone()
            }),
            Intent::DismissNotice => self.notice.is_some().then(|| Session {
                notice: None,
                ..self.clone()
            }),
        }
    }

    /// Applies a referee action; a refused action leaves the match and says why. A new turn
    /// of a person starts with its forced moves played, if the settings say so.
    ///
    /// The last motion is kept while the checkers stay where they are drawn (a roll, the cube,
    /// a confirmed play), so that pressing Roll does not cut short the animation of the
    /// computer's play; a new game starts without one.
    fn act(&self, action: Action) -> Session {
        match self.game.apply(action) {
            Ok(game) => {
                let motion = if action == Action::NextGame {
                    Motion {
                        id: self.motion.id + 1,
                        flights: Vec::new(),
                    }
                } else {
                    self.motion.clone()
                };
                let mut next = Session {
                    setup: self.setup.clone(),
                    game,
                    turn: None,
                    selected: None,
                    notice: None,
                    settings: self.settings,
                    motion,
                    high_die_first: false,
                };
                next.sync_turn();
                next.start_turn();
                next
            }
            Err(error) => Session {
                notice: Some(refusal(&error)),
                ..self.clone()
            },
        }
    }

    /// At the start of a person's turn: plays a forced play by itself (when the settings say
    /// so), and confirms it when the settings also say to confirm the last checker. A roll
    /// that cannot be played at all counts as forced: it is confirmed the same way.
    fn start_turn(&mut self) {
        if !self.settings.auto_forced {
            return;
        }
        let mover = self.game.on_roll();
        let Some(turn) = self.turn.as_mut() else {
            return;
        };
        if !turn.steps_played().is_empty() || self.game.legal_plays().len() != 1 {
            return;
        }
        let mut flights = Vec::new();
        for (slot, step) in forced_rest(turn)
            .unwrap_or_default()
            .into_iter()
            .enumerate()
        {
            if turn.play_step(step).is_err() {
                break;
            }
            push_step_flights(&mut flights, mover, step, slot as u8);
        }
        if !flights.is_empty() {
            self.motion = Motion {
                id: self.motion.id + 1,
                flights,
            };
        }
        if !self.settings.auto_confirm {
            return;
        }
        if let Some(Ok(play)) = self.turn.as_ref().map(Turn::finish) {
            // The play is confirmed; its motion (kept by `act`) still shows the forced steps.
            *self = self.act(Action::Play(play));
        }
    }

    /// True when some checker can be borne off by either die, so that which die is spent is a
    /// choice (see [`Intent::SwapDice`]).
    pub fn die_choice_matters(&self) -> bool {
        let Some(turn) = &self.turn else {
            return false;
        };
        let offs: Vec<Step> = turn
            .legal_steps()
            .into_iter()
            .filter(|step| step.to == 0)
            .collect();
        offs.iter()
            .any(|a| offs.iter().any(|b| a.from == b.from && a.die != b.die))
    }

    /// Starts a [`Turn`] when a person must move, drops it otherwise.
    fn sync_turn(&mut self) {
        self.turn = match self.game.phase() {
            Phase::Moving { on_roll, dice } if self.setup.is_human(on_roll) => {
                Some(Turn::new(self.game.position(), dice))
            }
            _ => None,
        };
        self.selected = None;
    }

    /// The spots a checker can be picked up from now.
    pub fn movable(&self) -> Vec<Spot> {
        let Some(turn) = &self.turn else {
            return Vec::new();
        };
        let mover = self.game.on_roll();
        let mut spots: Vec<Spot> = Vec::new();
        for step in turn.legal_steps() {
            let spot = Spot::from_mover(step.from, mover);
            if !spots.contains(&spot) {
                spots.push(spot);
            }
        }
        spots
    }

    /// Where the checker on `from` can go now.
    pub fn destinations(&self, from: Spot) -> Vec<Spot> {
        let Some(turn) = &self.turn else {
            return Vec::new();
        };
        let mover = self.game.on_roll();
        turn.legal_destinations(from.to_mover(mover))
            .into_iter()
            .map(|(to, _)| Spot::from_mover(to, mover))
            .collect()
    }

    fn press(&self, spot: Spot) -> Option<Session> {
        self.turn.as_ref()?;
        if let Some(from) = self.selected {
            if from == spot {
                return self.apply(Intent::Deselect);
            }
            if let Some(moved) = self.move_checker(from, spot, false) {
                return Some(moved);
            }
        }
        if self.movable().contains(&spot) {
            return Some(Session {
                selected: Some(spot),
                notice: None,
                ..self.clone()
            });
        }
        self.apply(Intent::Deselect)
    }

    /// Moves the checker on `from` to `to` by the steps the engine gives for that destination;
    /// `None` when `to` is not one of its destinations. Then plays the rest of the roll when it
    /// is forced, and confirms the play when the last checker has moved, as the settings say.
    /// A checker `carried` there by a drag is not animated (a checker it hits still is).
    fn move_checker(&self, from: Spot, to: Spot, carried: bool) -> Option<Session> {
        let mover = self.game.on_roll();
        let mut next = self.clone();
        next.selected = None;
        next.notice = None;
        let turn = next.turn.as_mut()?;
        let (_, mut steps) = turn
            .legal_destinations(from.to_mover(mover))
            .into_iter()
            .find(|(point, _)| *point == to.to_mover(mover))?;
        if self.high_die_first && to == Spot::Off && steps.len() == 1 {
            // The engine bears off with the smaller die when both can; the player asked for
            // the larger.
            let larger = turn
                .legal_steps()
                .into_iter()
                .find(|step| step.from == steps[0].from && step.to == 0 && step.die > steps[0].die);
            if let Some(larger) = larger {
                steps = vec![larger];
            }
        }
        let mut flights = Vec::new();
        let mut slot = 0u8;
        for step in steps {
            // Each step of the path is legal in turn (the engine's promise); stop at the first
            // that is not rather than trust it blindly.
            if turn.play_step(step).is_err() {
                break;
            }
            push_step_flights(&mut flights, mover, step, slot);
            if carried {
                flights.retain(|flight| flight.player != mover);
            }
            slot += 1;
        }
        if self.settings.auto_forced {
            for step in forced_rest(turn).unwrap_or_default() {
                if turn.play_step(step).is_err() {
                    break;
                }
                push_step_flights(&mut flights, mover, step, slot);
                slot += 1;
            }
        }
        let complete = turn.is_complete();
        next.motion = Motion {
            id: self.motion.id + 1,
            flights,
        };
        if complete && self.settings.auto_confirm {
            // The play is confirmed; its motion (kept by `act`) still shows the last step.
            let play = next.turn.as_ref()?.finish().ok()?;
            return Some(next.act(Action::Play(play)));
        }
        Some(next)
    }
}

/// The rest of the roll when it is forced: every way to play it ends in the same position.
/// `None` when there is a choice (or nothing is left to play).
fn forced_rest(turn: &Turn) -> Option<Vec<Step>> {
    if turn.is_complete() {
        return None;
    }
    let mut end: Option<Position> = None;
    let mut path = Vec::new();
    let mut first_path = None;
    if walk_ends(turn, &mut path, &mut end, &mut first_path) {
        first_path
    } else {
        None
    }
}

/// Walks every way to finish `turn`, remembering the first end and its path; false as soon as
/// a second, different end is found.
fn walk_ends(
    turn: &Turn,
    path: &mut Vec<Step>,
    end: &mut Option<Position>,
    first_path: &mut Option<Vec<Step>>,
) -> bool {
    if turn.is_complete() {
        return match end {
            Some(seen) => *seen == turn.position(),
            None => {
                *end = Some(turn.position());
                *first_path = Some(path.clone());
                true
            }
        };
    }
    for step in turn.legal_steps() {
        let mut next = turn.clone();
        if next.play_step(step).is_err() {
            continue;
        }
        path.push(step);
        let same = walk_ends(&next, path, end, first_path);
        path.pop();
        if !same {
            return false;
        }
    }
    true
}

/// Orders a play's checker moves so that each can be played in turn: every move goes from a
/// higher to a lower point of the mover, so a checker moving twice (24/18/13) moves from the
/// higher point first.
fn sort_for_playing(moves: &mut [CheckerMove]) {
    moves.sort_by(|a, b| b.from.cmp(&a.from).then(b.to.cmp(&a.to)));
}

/// The flights of one step of `mover`: the hit checker (if any) goes to its bar in the same
/// slot, listed first so that the point is free when the hitter lands.
fn push_step_flights(flights: &mut Vec<Flight>, mover: Player, step: Step, slot: u8) {
    let from = Spot::from_mover(step.from, mover);
    let to = Spot::from_mover(step.to, mover);
    if step.hit {
        flights.push(Flight {
            player: mover.other(),
            from: to,
            to: Spot::Bar,
            slot,
        });
    }
    flights.push(Flight {
        player: mover,
        from,
        to,
        slot,
    });
}

/// The flights of a step taken back: the checker returns, then the checker it hit leaves the
/// bar for its point.
fn undo_flights(mover: Player, step: Step) -> Vec<Flight> {
    let from = Spot::from_mover(step.from, mover);
    let to = Spot::from_mover(step.to, mover);
    let mut flights = vec![Flight {
        player: mover,
        from: to,
        to: from,
        slot: 0,
    }];
    if step.hit {
        flights.push(Flight {
            player: mover.other(),
            from: Spot::Bar,
            to,
            slot: 0,
        });
    }
    flights
}

/// The flights of a whole play of `mover`, one slot per checker move.
fn play_flights(mover: Player, moves: &[CheckerMove]) -> Vec<Flight> {
    let mut moves = moves.to_vec();
    sort_for_playing(&mut moves);
    let mut flights = Vec::new();
    for (slot, checker_move) in moves.iter().enumerate() {
        let step = Step {
            from: checker_move.from,
            to: checker_move.to,
            die: checker_move.from - checker_move.to,
            hit: checker_move.hit,
        };
        push_step_flights(&mut flights, mover, step, slot as u8);
    }
    flights
}

/// A refused action, as a sentence for the user.
fn refusal(error: &ActionError) -> String {
    let text = error.to_string();
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::Opponent;
    use bg_engine::Dice;

    fn pass_and_play() -> Session {
        Session::new(GameSetup {
            opponent: Opponent::Human,
            ..GameSetup::default()
        })
        .unwrap()
    }

    fn opened(zero: u8, one: u8) -> Session {
        pass_and_play()
            .apply(Intent::Act(Action::OpeningRoll { zero, one }))
            .unwrap()
    }

    /// A pass-and-play session at a set-up position: `own` checkers of player 0 and `theirs` of
    /// player 1, each on its own points (index 1..=24, 0 unused), player 0 on roll with `dice`
    /// (or to roll), under `settings`.
    fn set_up(
        own: &[(usize, u8)],
        theirs: &[(usize, u8)],
        dice: Option<(u8, u8)>,
        settings: Settings,
    ) -> Session {
        let side = |checkers: &[(usize, u8)]| {
            let mut side = [0u8; 25];
            // Index 0 is the 1-point, 24 the bar (as GNU Backgammon's boards).
            for &(point, n) in checkers {
                side[point - 1] = n;
            }
            side
        };
        let position = Position::from_sides(&side(own), &side(theirs)).unwrap();
        let mut id = bg_engine::ids::MatchId::money_game_before_roll();
        id.dice = dice.map(|(a, b)| Dice::new(a, b).unwrap());
        let start = bg_engine::ids::GnubgId {
            position,
            match_id: id,
        };
        let game = Match::from_gnubg_id(&start).unwrap();
        let setup = GameSetup {
            opponent: Opponent::Human,
            length: 0,
            ..GameSetup::default()
        };
        let mut session = Session::restore(setup, game, &[], settings);
        session.start_turn();
        session
    }

    const HOME: [(usize, u8); 5] = [(2, 3), (3, 3), (4, 3), (5, 3), (6, 3)];

    fn settings(auto_forced: bool, auto_confirm: bool) -> Settings {
        Settings {
            auto_forced,
            auto_confirm,
            ..Settings::default()
        }
    }

    #[test]
    fn a_forced_play_is_played_by_itself_and_confirmed_only_when_asked() {
        // One checker left on the 6-point: every roll has one play.
        let lone = [(6, 1)];
        let manual = set_up(&lone, &HOME, Some((2, 1)), settings(false, false));
        assert!(manual.steps().is_empty());
        let auto = set_up(&lone, &HOME, Some((2, 1)), settings(true, false));
        assert_eq!(auto.steps().len(), 2);
        assert_eq!(auto.board().own(3), 1);
        assert!(auto.turn.as_ref().unwrap().is_complete());
        // The forced steps are animated, one slot each.
        assert_eq!(auto.motion.n_slots(), 2);
        // Undo takes them back one at a time and does not replay them.
        let undone = auto.apply(Intent::Undo).unwrap();
        assert_eq!(undone.steps().len(), 1);
        // Rolling into a forced play plays it too.
        let rolled = set_up(&lone, &HOME, None, settings(true, false))
            .apply(Intent::Act(Action::Roll(Dice::new(5, 3).unwrap())))
            .unwrap();
        assert_eq!(rolled.steps().len(), 2);
        assert_eq!(rolled.board().own_off(), 15);
        let confirmed = set_up(&lone, &HOME, Some((2, 1)), settings(true, true));
        assert!(confirmed.turn.is_none());
        assert_eq!(
            confirmed.game.phase(),
            Phase::AwaitingRoll {
                on_roll: Player::One
            }
        );
        assert_eq!(confirmed.board().own(3), 1);
    }

    #[test]
    fn a_roll_with_a_choice_is_left_to_the_player() {
        let session = set_up(&HOME, &HOME, Some((6, 4)), settings(true, true));
        assert!(session.steps().is_empty());
        assert!(session.motion.flights.is_empty());
    }

    #[test]
    fn the_rest_of_a_roll_is_played_when_the_first_step_leaves_no_choice() {
        // Checkers on the 6- and 5-points, 6-5: 6/off 5/off, or 6/1 5/off. After 6/off the 5
        // can only bear off the other.
        let session = set_up(
            &[(6, 1), (5, 1)],
            &HOME,
            Some((6, 5)),
            settings(true, false),
        );
        assert!(session.steps().is_empty(), "two ways to play");
        let moved = session.apply(Intent::BearOff(Spot::Point(6)));
        let moved = moved.unwrap();
        assert_eq!(moved.board().own_off(), 15);
        assert!(moved.turn.as_ref().unwrap().is_complete());
    }

    #[test]
    fn auto_confirm_confirms_the_play_when_the_last_checker_moves() {
        let session = opened(3, 1)
            .apply(Intent::Configure(settings(true, true)))
            .unwrap();
        let moved = session
            .apply(Intent::Press(Spot::Point(8)))
            .and_then(|s| s.apply(Intent::Press(Spot::Point(5))))
            .unwrap();
        assert!(moved.turn.is_some(), "one checker moved, one to go");
        let done = moved
            .apply(Intent::Press(Spot::Point(6)))
            .and_then(|s| s.apply(Intent::Press(Spot::Point(5))))
            .unwrap();
        assert!(done.turn.is_none());
        assert_eq!(
            done.game.phase(),
            Phase::AwaitingRoll {
                on_roll: Player::One
            }
        );
        // The last step is still animated after the confirmation.
        assert_eq!(done.motion.flights.len(), 1);
    }

    #[test]
    fn a_double_press_bears_off_only_when_the_setting_allows_and_the_checker_can() {
        let session = set_up(&HOME, &HOME, Some((6, 4)), settings(true, false));
        let off = session.apply(Intent::BearOff(Spot::Point(6))).unwrap();
        assert_eq!(off.board().own_off(), 1);
        assert_eq!(off.board().own(6), 2);
        // The 5-point cannot bear off with a 6 while the 6-point is occupied, nor with the 4.
        assert!(session.apply(Intent::BearOff(Spot::Point(5))).is_none());
        let mut no_double = session.clone();
        no_double.settings.double_click_bear_off = false;
        assert!(no_double.apply(Intent::BearOff(Spot::Point(6))).is_none());
    }

    #[test]
    fn swap_dice_chooses_which_die_bears_off_when_either_can() {
        // A checker on the 2-point and one on the 1-point, 6-5: either die bears off the 2.
        let session = set_up(
            &[(2, 1), (1, 1)],
            &HOME,
            Some((6, 5)),
            settings(false, false),
        );
        assert!(session.die_choice_matters());
        let low = session.apply(Intent::BearOff(Spot::Point(2))).unwrap();
        assert_eq!(low.turn.as_ref().unwrap().dice_left(), &[6]);
        let swapped = session.apply(Intent::SwapDice).unwrap();
        let high = swapped.apply(Intent::BearOff(Spot::Point(2))).unwrap();
        assert_eq!(high.turn.as_ref().unwrap().dice_left(), &[5]);
        // No choice, no swap.
        assert!(opened(3, 1).apply(Intent::SwapDice).is_none());
    }

    #[test]
    fn a_restored_turn_has_its_steps_and_a_computer_play_is_animated_step_by_step() {
        let session = opened(3, 1);
        let step = session.turn.as_ref().unwrap().legal_steps()[0];
        let restored = Session::restore(
            session.setup.clone(),
            session.game.clone(),
            &[step],
            Settings::default(),
        );
        assert_eq!(restored.steps(), vec![step]);
        // The computer (player 1) answers 6-5 with 24/13 after player 0's play.
        let versus = Session::new(GameSetup::default())
            .unwrap()
            .apply(Intent::Act(Action::OpeningRoll { zero: 5, one: 6 }))
            .unwrap();
        let run = versus
            .game
            .legal_plays()
            .into_iter()
            .find(|play| bg_engine::notation::write_play(play) == "24/13")
            .unwrap();
        let played = versus
            .apply(Intent::ComputerPlay {
                at: versus.game.log().len(),
                position_id: run.position.position_id(),
            })
            .unwrap();
        let flights = &played.motion.flights;
        assert_eq!(flights.len(), 2);
        assert_eq!(
            (flights[0].from, flights[0].to, flights[0].slot),
            (Spot::Point(1), Spot::Point(7), 0)
        );
        assert_eq!(
            (flights[1].from, flights[1].to, flights[1].slot),
            (Spot::Point(7), Spot::Point(12), 1)
        );
        assert!(played.motion.id > versus.motion.id);
        // Rolling at once does not cut the computer's animation short; a new game does.
        let rolled = played
            .apply(Intent::Act(Action::Roll(Dice::new(4, 2).unwrap())))
            .unwrap();
        assert_eq!(rolled.motion, played.motion);
    }

    #[test]
    fn spots_convert_between_the_board_and_each_mover() {
        for point in 1..=24 {
            for mover in Player::BOTH {
                let spot = Spot::Point(point);
                assert_eq!(Spot::from_mover(spot.to_mover(mover), mover), spot);
            }
        }
        assert_eq!(Spot::Point(24).to_mover(Player::One), 1);
        assert_eq!(Spot::from_mover(25, Player::One), Spot::Bar);
        assert_eq!(Spot::Off.data_point(), "off");
    }

    #[test]
    fn a_person_moves_by_pressing_a_checker_then_a_destination() {
        // Player 0 wins the opening roll with 3-1: 8/5 6/5.
        let session = opened(3, 1);
        assert!(session.turn.is_some());
        let movable = session.movable();
        assert!(movable.contains(&Spot::Point(8)) && movable.contains(&Spot::Point(24)));
        let picked = session.apply(Intent::Press(Spot::Point(8))).unwrap();
        assert_eq!(picked.selected, Some(Spot::Point(8)));
        assert!(picked
            .destinations(Spot::Point(8))
            .contains(&Spot::Point(5)));
        let moved = picked.apply(Intent::Press(Spot::Point(5))).unwrap();
        assert_eq!(moved.board().own(5), 1);
        let moved = moved
            .apply(Intent::Press(Spot::Point(6)))
            .unwrap()
            .apply(Intent::Release(Spot::Point(5)))
            .unwrap();
        assert_eq!(moved.board().own(5), 2);
        // A dragged checker is not animated again; a pressed one is.
        assert!(moved.motion.flights.is_empty());
        // Undo takes back one step at a time, until Done.
        let undone = moved.apply(Intent::Undo).unwrap();
        assert_eq!(undone.board().own(5), 1);
        let redone = undone
            .apply(Intent::Press(Spot::Point(6)))
            .unwrap()
            .apply(Intent::Press(Spot::Point(5)))
            .unwrap();
        let done = redone.apply(Intent::Done).unwrap();
        assert_eq!(
            done.game.phase(),
            Phase::AwaitingRoll {
                on_roll: Player::One
            }
        );
        assert!(done.turn.is_none());
        assert_eq!(done.board().own(5), 2);
    }

    #[test]
    fn player_one_moves_on_the_same_board_numbering() {
        // Player 1 wins with 6-5 and runs a back checker: its 24-point is player 0's 1-point.
        let session = opened(5, 6);
        assert_eq!(session.game.on_roll(), Player::One);
        assert!(session.movable().contains(&Spot::Point(1)));
        let moved = session
            .apply(Intent::Press(Spot::Point(1)))
            .unwrap()
            .apply(Intent::Press(Spot::Point(12)))
            .unwrap();
        assert!(moved.turn.as_ref().unwrap().is_complete());
        // Seen by player 0: player 1's checker now on 12 joins its five there.
        assert_eq!(moved.board().opponent(12), 6);
        assert_eq!(moved.board().opponent(1), 1);
    }

    #[test]
    fn done_is_refused_until_the_dice_are_played_and_unknown_spots_change_nothing() {
        let session = opened(3, 1);
        assert!(session.apply(Intent::Done).is_none());
        assert!(session.apply(Intent::Press(Spot::Point(3))).is_none());
        assert!(session.apply(Intent::Undo).is_none());
    }

    #[test]
    fn refused_actions_leave_the_match_and_say_why() {
        let session = opened(3, 1);
        let refused = session.apply(Intent::Act(Action::Double)).unwrap();
        assert_eq!(refused.game, session.game);
        assert!(refused.notice.unwrap().starts_with("Cannot double"));
    }

    #[test]
    fn late_answers_for_an_older_state_are_dropped() {
        let session = opened(3, 1);
        let at = session.game.log().len() - 1;
        let roll = Action::Roll(Dice::new(6, 6).unwrap());
        assert!(session.apply(Intent::ActAt { at, action: roll }).is_none());
        let play_id = session.game.legal_plays()[0].position.position_id();
        assert!(session
            .apply(Intent::ComputerPlay {
                at,
                position_id: play_id.clone()
            })
            .is_none());
        let played = session
            .apply(Intent::ComputerPlay {
                at: at + 1,
                position_id: play_id,
            })
            .unwrap();
        assert_eq!(played.game.log().len(), at + 2);
    }

    #[test]
    fn against_the_computer_only_player_zero_gets_a_turn() {
        let session = Session::new(GameSetup::default())
            .unwrap()
            .apply(Intent::Act(Action::OpeningRoll { zero: 1, one: 4 }))
            .unwrap();
        assert!(session.turn.is_none());
        assert_eq!(session.computer_to_act(), Some(Player::One));
        assert_eq!(session.human_to_act(), None);
    }
}
