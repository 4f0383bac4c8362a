//! Engine state turned into what the board and the panels draw: checkers per point, which
//! checkers can move and where, the dice, the cube, the labels, the buttons, the move log.
//! Components only draw these values and send back [`Intent`](crate::state::Intent)s.

use bg_engine::notation::write_play;
use bg_engine::referee::{Action, GameEnding, Match, Phase, WinKind};
use bg_engine::{ByPlayer, Player};

use crate::state::{Motion, Session, Spot};

/// The colour of a player's checkers: player 0 (bottom) black, player 1 (top) white.
pub fn colour(player: Player) -> &'static str {
    match player {
        Player::Zero => "black",
        Player::One => "white",
    }
}

/// One of the 24 points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointView {
    /// 1..=24 from the bottom player's side (the `data-point` value).
    pub number: u8,
    /// The number shown and spoken: from the viewer's side (see [`BoardView::viewer`]).
    pub shown: u8,
    pub owner: Option<Player>,
    pub count: u8,
    pub movable: bool,
    pub selected: bool,
    pub destination: bool,
    /// The accessible name, e.g. "13-point: five black checkers", numbered as shown.
    pub label: String,
}

/// Where a checker is drawn: the `index`-th checker (0 at the edge) of a point, of a player's
/// bar, or of a player's bear-off tray.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Point { number: u8, index: u8 },
    Bar { player: Player, index: u8 },
    Off { player: Player, index: u8 },
}

/// One leg of a checker's way: during time `slot` it goes from one place to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Leg {
    pub slot: u8,
    pub from: Place,
    pub to: Place,
}

/// The way of one checker during an animation, leg by leg; it ends where it is now drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckerPath {
    pub player: Player,
    pub legs: Vec<Leg>,
}

impl CheckerPath {
    /// Where the checker ends (where the board draws it now).
    pub fn end(&self) -> Place {
        self.legs.last().map_or(
            Place::Off {
                player: self.player,
                index: 0,
            },
            |leg| leg.to,
        )
    }
}

/// The checker moves of the last change, to be animated once (a new `id` each change), in
/// `n_slots` slots of `step_ms` milliseconds each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnimationView {
    pub id: u64,
    pub n_slots: u8,
    pub step_ms: u32,
    pub paths: Vec<CheckerPath>,
}

/// A player's bar or bear-off tray.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SideSpot {
    pub player: Player,
    pub count: u8,
    pub movable: bool,
    pub selected: bool,
    pub destination: bool,
    pub label: String,
}

/// A die shown on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DieView {
    pub value: u8,
    /// Played already in the turn in progress (drawn faded).
    pub used: bool,
    /// The half of the board it lies in (the roller's).
    pub player: Player,
    /// Whose colour it has: the roller's, except the opening roll's lower die, which is the
    /// opponent's (each side rolled one die).
    pub colour: Player,
}

/// The doubling cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CubeView {
    /// The value shown (64 is shown on a centred cube at 1, as on a real cube).
    pub value: u32,
    pub owner: Option<Player>,
    /// The player offering it, while a double is pending.
    pub offered_by: Option<Player>,
}

/// Everything the board draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    pub points: Vec<PointView>,
    pub bars: ByPlayer<SideSpot>,
    pub trays: ByPlayer<SideSpot>,
    pub dice: Vec<DieView>,
    /// `None` when the cube is not in use.
    pub cube: Option<CubeView>,
    pub pips: ByPlayer<u32>,
    /// The player whose turn it is, while a game is on.
    pub turn_of: Option<Player>,
    /// Whose side the point numbers are shown from: the player on roll in pass and play, the
    /// person against the computer.
    pub viewer: Player,
    /// The animation of the last change; `None` when animations are off or nothing moved.
    pub animation: Option<AnimationView>,
    /// How long the dice roll, in milliseconds (0: no animation).
    pub roll_ms: u32,
    /// Changes with every roll, so that new dice are new elements (and roll once).
    pub dice_key: usize,
    /// A double press on a checker bears it off.
    pub double_press_bears_off: bool,
}

const NUMBER_WORDS: [&str; 16] = [
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen",
];

/// "five black checkers", "one white checker", "no checkers".
fn checkers_phrase(count: u8, player: Option<Player>) -> String {
    let word = NUMBER_WORDS
        .get(usize::from(count))
        .map_or_else(|| count.to_string(), |word| (*word).to_owned());
    let plural = if count == 1 { "checker" } else { "checkers" };
    match player {
        Some(player) if count > 0 => format!("{word} {} {plural}", colour(player)),
        _ => format!("{word} {plural}"),
    }
}

fn state_suffix(movable: bool, selected: bool, destination: bool) -> &'static str {
    match (selected, movable, destination) {
        (true, _, _) => ", selected",
        (_, _, true) => ", legal destination",
        (_, true, _) => ", can move",
        _ => "",
    }
}

impl BoardView {
    /// The board of `session` as it stands, with the turn in progress.
    pub fn new(session: &Session) -> BoardView {
        let board = session.board();
        let movable = session.movable();
        let destinations = session
            .selected
            .map(|from| session.destinations(from))
            .unwrap_or_default();
        let mover = session.turn.as_ref().map(|_| session.game.on_roll());
        let viewer = viewer(session);
        let flags = |spot: Spot| {
            (
                movable.contains(&spot),
                session.selected == Some(spot),
                destinations.contains(&spot),
            )
        };
        let points = (1..=24u8)
            .map(|number| {
                let checkers = board.board()[usize::from(number)];
                let owner = match checkers {
                    0 => None,
                    c if c > 0 => Some(Player::Zero),
                    _ => Some(Player::One),
                };
                let count = checkers.unsigned_abs();
                let (movable, selected, destination) = flags(Spot::Point(number));
                let contents = if count == 0 {
                    "empty".to_owned()
                } else {
                    checkers_phrase(count, owner)
                };
                let shown = Spot::Point(number).to_mover(viewer);
                PointView {
                    number,
                    shown,
                    owner,
                    count,
                    movable,
                    selected,
                    destination,
                    label: format!(
                        "{shown}-point: {contents}{}",
                        state_suffix(movable, selected, destination)
                    ),
                }
            })
            .collect();
        let side_spot = |player: Player, count: u8, spot: Spot, what: &str| {
            let (movable, selected, destination) = if mover == Some(player) {
                flags(spot)
            } else {
                (false, false, false)
            };
            SideSpot {
                player,
                count,
                movable,
                selected,
                destination,
                label: format!(
                    "{}'s {what}: {}{}",
                    capitalized(colour(player)),
                    checkers_phrase(count, Some(player)),
                    state_suffix(movable, selected, destination)
                ),
            }
        };
        let bars = ByPlayer::new(
            side_spot(Player::Zero, board.own_bar(), Spot::Bar, "bar"),
            side_spot(Player::One, board.opponent_bar(), Spot::Bar, "bar"),
        );
        let trays = ByPlayer::new(
            side_spot(Player::Zero, board.own_off(), Spot::Off, "bear-off tray"),
            side_spot(
                Player::One,
                board.opponent_off(),
                Spot::Off,
                "bear-off tray",
            ),
        );
        BoardView {
            points,
            bars,
            trays,
            dice: dice_of(session),
            cube: cube_of(&session.game),
            pips: ByPlayer::new(board.pip_count(), board.opponent_pip_count()),
            turn_of: session
                .game
                .phase()
                .is_playing()
                .then(|| session.game.on_roll()),
            viewer,
            animation: animation(session),
            roll_ms: session.settings.animation.step_ms() * 2,
            dice_key: session.game.log().len(),
            double_press_bears_off: session.settings.double_click_bear_off,
        }
    }
}

/// Whose side the point numbers are shown from: against the computer always the person's
/// (player 0); in pass and play the player on roll, so that each player reads the numbers of
/// their own moves (24 is always where their back checkers start).
pub fn viewer(session: &Session) -> Player {
    if session.setup.is_human(Player::One) {
        session.game.on_roll()
    } else {
        Player::Zero
    }
}

/// The paths of the checkers that moved in the session's last change, worked out by replaying
/// its flights backwards from the board as it is now; `None` when animations are off.
fn animation(session: &Session) -> Option<AnimationView> {
    let step_ms = session.settings.animation.step_ms();
    if step_ms == 0 || session.motion.flights.is_empty() {
        return None;
    }
    let paths = checker_paths(&session.board(), &session.motion);
    (!paths.is_empty()).then(|| AnimationView {
        id: session.motion.id,
        n_slots: session.motion.n_slots(),
        step_ms,
        paths,
    })
}

/// A stack of checkers the animation knows of: a point, or a player's bar or tray.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Stack {
    Point(u8),
    Bar(Player),
    Off(Player),
}

impl Stack {
    fn of(spot: Spot, player: Player) -> Stack {
        match spot {
            Spot::Point(number) => Stack::Point(number),
            Spot::Bar => Stack::Bar(player),
            Spot::Off => Stack::Off(player),
        }
    }

    fn place(self, index: usize) -> Place {
        let index = u8::try_from(index).unwrap_or(u8::MAX);
        match self {
            Stack::Point(number) => Place::Point { number, index },
            Stack::Bar(player) => Place::Bar { player, index },
            Stack::Off(player) => Place::Off { player, index },
        }
    }

    /// How many checkers `board` (seen by player 0) has here.
    fn count(self, board: &bg_engine::Position) -> usize {
        usize::from(match self {
            Stack::Point(number) => board.board()[usize::from(number)].unsigned_abs(),
            Stack::Bar(Player::Zero) => board.own_bar(),
            Stack::Bar(Player::One) => board.opponent_bar(),
            Stack::Off(Player::Zero) => board.own_off(),
            Stack::Off(Player::One) => board.opponent_off(),
        })
    }
}

/// Replays `motion` on stacks of checkers (the stacks as they were before it, worked out from
/// `board`, the board after it) and follows each checker that moves: a checker that moves
/// twice (24/18/13) is one path of two legs.
pub fn checker_paths(board: &bg_engine::Position, motion: &Motion) -> Vec<CheckerPath> {
    use std::collections::HashMap;
    // The stacks before the motion: the count now, less what arrived, plus what left.
    let mut before: HashMap<Stack, isize> = HashMap::new();
    for flight in &motion.flights {
        for (stack, change) in [
            (Stack::of(flight.from, flight.player), 1),
            (Stack::of(flight.to, flight.player), -1),
        ] {
            *before
                .entry(stack)
                .or_insert_with(|| stack.count(board) as isize) += change;
        }
    }
    // Each stack holds the path index of each checker in it, `None` for one that has not moved.
    let mut stacks: HashMap<Stack, Vec<Option<usize>>> = before
        .into_iter()
        .map(|(stack, count)| (stack, vec![None; count.max(0) as usize]))
        .collect();
    let mut paths: Vec<CheckerPath> = Vec::new();
    for flight in &motion.flights {
        let from = Stack::of(flight.from, flight.player);
        let to = Stack::of(flight.to, flight.player);
        // A flight from an empty stack cannot be drawn; skip it rather than guess.
        let Some(checker) = stacks.get_mut(&from).and_then(Vec::pop) else {
            continue;
        };
        let from_place = from.place(stacks.get(&from).map_or(0, Vec::len));
        let to_stack = stacks.entry(to).or_default();
        let to_place = to.place(to_stack.len());
        let path = checker.unwrap_or_else(|| {
            paths.push(CheckerPath {
                player: flight.player,
                legs: Vec::new(),
            });
            paths.len() - 1
        });
        to_stack.push(Some(path));
        paths[path].legs.push(Leg {
            slot: flight.slot,
            from: from_place,
            to: to_place,
        });
    }
    paths
}

fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn dice_of(session: &Session) -> Vec<DieView> {
    let game = &session.game;
    match game.phase() {
        Phase::Moving { on_roll, dice } => {
            let opening = matches!(game.log().last(), Some(Action::OpeningRoll { .. }));
            let (values, n) = dice.moves();
            let mut left: Vec<u8> = match &session.turn {
                Some(turn) => turn.dice_left().to_vec(),
                None => values[..n].to_vec(),
            };
            // When only one die of two can be played, the other stays "left" after the turn is
            // complete: show it used once no step is possible.
            if session.turn.as_ref().is_some_and(|turn| turn.is_complete()) {
                left.clear();
            }
            values[..n]
                .iter()
                .enumerate()
                .map(|(index, &value)| {
                    let unused = left.iter().position(|&die| die == value);
                    if let Some(index) = unused {
                        left.remove(index);
                    }
                    // The opening dice are the high die first, the winner's.
                    let colour = if opening && index == 1 {
                        on_roll.other()
                    } else {
                        on_roll
                    };
                    DieView {
                        value,
                        used: unused.is_none(),
                        player: on_roll,
                        colour,
                    }
                })
                .collect()
        }
        Phase::OpeningRoll => match game.opening_roll() {
            // A tie: each side's die, to be rolled again.
            Some(roll) => Player::BOTH
                .iter()
                .map(|&player| DieView {
                    value: roll[player],
                    used: false,
                    player,
                    colour: player,
                })
                .collect(),
            None => Vec::new(),
        },
        _ => Vec::new(),
    }
}

fn cube_of(game: &Match) -> Option<CubeView> {
    if !game.settings().cube() {
        return None;
    }
    Some(CubeView {
        value: game.cube_value(),
        owner: game.cube_owner(),
        offered_by: match game.phase() {
            Phase::CubeOffered { by } => Some(by),
            _ => None,
        },
    })
}

/// A button the control bar shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Control {
    Roll,
    Double,
    Take,
    Drop,
    Beaver,
    Undo,
    Done,
    Resign,
    Accept,
    Reject,
    NextGame,
    /// When either die can bear a checker off: spend the other one.
    SwapDice,
}

impl Control {
    /// The button's visible name.
    pub fn label(self) -> &'static str {
        match self {
            Control::Roll => "Roll",
            Control::Double => "Double",
            Control::Take => "Take",
            Control::Drop => "Drop",
            Control::Beaver => "Beaver",
            Control::Undo => "Undo",
            Control::Done => "Done",
            Control::Resign => "Resign",
            Control::Accept => "Accept",
            Control::Reject => "Reject",
            Control::NextGame => "Next game",
            Control::SwapDice => "Swap dice",
        }
    }
}

/// The buttons for the person who must act now, each with whether it is enabled. Empty while
/// the computer thinks or after the match.
pub fn controls(session: &Session) -> Vec<(Control, bool)> {
    let game = &session.game;
    match game.phase() {
        Phase::OpeningRoll => vec![(Control::Roll, true)],
        Phase::GameOver { .. } => vec![(Control::NextGame, true)],
        _ if session.human_to_act().is_none() => Vec::new(),
        Phase::AwaitingRoll { on_roll } => {
            let mut controls = vec![(Control::Roll, true)];
            if game.settings().cube() {
                controls.push((Control::Double, game.can_double(on_roll)));
            }
            controls.push((Control::Resign, true));
            controls
        }
        Phase::Moving { .. } => {
            let (can_undo, complete) = session.turn.as_ref().map_or((false, false), |turn| {
                (!turn.steps_played().is_empty(), turn.is_complete())
            });
            let mut controls = vec![(Control::Undo, can_undo), (Control::Done, complete)];
            if session.die_choice_matters() {
                controls.push((Control::SwapDice, true));
            }
            controls.push((Control::Resign, true));
            controls
        }
        Phase::CubeOffered { .. } => {
            let mut controls = vec![(Control::Take, true), (Control::Drop, true)];
            if game.can_beaver() {
                controls.push((Control::Beaver, true));
            }
            controls
        }
        Phase::ResignationOffered { .. } => vec![(Control::Accept, true), (Control::Reject, true)],
        Phase::MatchOver { .. } => Vec::new(),
    }
}

/// `name` and a verb agreeing with it: "Ann wins", but "You win".
fn says(name: &str, verb: &str) -> String {
    if name == "You" {
        format!("{name} {}", verb.strip_suffix('s').unwrap_or(verb))
    } else {
        format!("{name} {verb}")
    }
}

fn points_word(points: u32) -> String {
    if points == 1 {
        "1 point".to_owned()
    } else {
        format!("{points} points")
    }
}

fn win_phrase(kind: WinKind) -> &'static str {
    match kind {
        WinKind::Single => "a single game",
        WinKind::Gammon => "a gammon",
        WinKind::Backgammon => "a backgammon",
    }
}

/// One sentence saying where the match stands and who must do what.
pub fn status(session: &Session) -> String {
    let game = &session.game;
    let name = |player: Player| session.setup.name(player).to_owned();
    let thinking = |player: Player| format!("{} is thinking…", name(player));
    match game.phase() {
        Phase::OpeningRoll => match game.opening_roll() {
            Some(roll) => format!(
                "Opening roll: {} {}, {} {}: a tie, roll again.",
                name(Player::Zero),
                roll.zero,
                name(Player::One),
                roll.one
            ),
            None => format!("Game {}: roll to see who starts.", game.game_number()),
        },
        Phase::AwaitingRoll { on_roll } if !session.setup.is_human(on_roll) => thinking(on_roll),
        Phase::AwaitingRoll { on_roll } => format!("{} to roll.", name(on_roll)),
        Phase::Moving { on_roll, dice } => {
            let opening = match (game.opening_roll(), game.log().last()) {
                (Some(roll), Some(Action::OpeningRoll { .. })) => format!(
                    "Opening roll: {} {}, {} {}. ",
                    name(Player::Zero),
                    roll.zero,
                    name(Player::One),
                    roll.one
                ),
                _ => String::new(),
            };
            if !session.setup.is_human(on_roll) {
                return format!("{opening}{}", thinking(on_roll));
            }
            let can_move = session.turn.as_ref().is_none_or(|turn| {
                !turn.legal_steps().is_empty() || !turn.steps_played().is_empty()
            });
            if can_move {
                let die_note = if session.die_choice_matters() {
                    let (spent, kept) = if session.high_die_first {
                        (dice.high(), dice.low())
                    } else {
                        (dice.low(), dice.high())
                    };
                    format!(" Where either die bears off, the {spent} is used (Swap dice to use the {kept}).")
                } else {
                    String::new()
                };
                format!(
                    "{opening}{} to move {}-{}.{die_note}",
                    name(on_roll),
                    dice.high(),
                    dice.low()
                )
            } else {
                format!(
                    "{opening}{} rolled {}-{} and cannot move: press Done.",
                    name(on_roll),
                    dice.high(),
                    dice.low()
                )
            }
        }
        Phase::CubeOffered { by } => {
            let value = game.cube_value() * 2;
            if session.setup.is_human(by.other()) {
                format!(
                    "{} to {value}: {}, take or drop?",
                    says(&name(by), "doubles"),
                    name(by.other())
                )
            } else {
                format!(
                    "{} to {value}. {}",
                    says(&name(by), "doubles"),
                    thinking(by.other())
                )
            }
        }
        Phase::ResignationOffered { by, level } => format!(
            "{} to resign {}: {}, accept or reject?",
            says(&name(by), "offers"),
            win_phrase(level),
            name(by.other())
        ),
        Phase::GameOver {
            winner,
            kind,
            points,
        } => format!(
            "{} {} and {}{}.",
            says(&name(winner), "wins"),
            win_phrase(kind),
            points_word(points),
            ending_note(game)
        ),
        Phase::MatchOver { winner } => {
            let score = game.score();
            format!(
                "{} the match {}-{}.",
                says(&name(winner), "wins"),
                score[winner],
                score[winner.other()]
            )
        }
    }
}

fn ending_note(game: &Match) -> &'static str {
    match game.game_results().last().map(|result| result.ending) {
        Some(GameEnding::Dropped) => " (double dropped)",
        Some(GameEnding::Resigned) => " (resigned)",
        _ => "",
    }
}

/// The match length ("5-point match", "Money game") and the Crawford marker ("Crawford game",
/// "Post-Crawford", or empty).
pub fn match_info(game: &Match) -> (String, String) {
    let length = match game.match_length() {
        0 => "Money game".to_owned(),
        1 => "1-point match".to_owned(),
        n => format!("{n}-point match"),
    };
    let crawford = if game.is_crawford_game() {
        "Crawford game"
    } else if game.is_post_crawford() {
        "Post-Crawford"
    } else {
        ""
    };
    (length, crawford.to_owned())
}

/// A line of the move log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// The player the line is about, if one.
    pub player: Option<Player>,
    pub text: String,
    /// A game header ("Game 2").
    pub header: bool,
}

/// The match so far in standard notation, a line per play or cube action, a header per game.
pub fn move_log(session: &Session) -> Vec<LogLine> {
    let names = &session.setup.names;
    let name = |player: Player| names[player.index()].as_str();
    let mut lines = vec![LogLine {
        player: None,
        text: "Game 1".to_owned(),
        header: true,
    }];
    let mut game = session.game.initial();
    for &action in session.game.log() {
        let actor = game.to_act().unwrap_or(game.on_roll());
        let text = match action {
            Action::OpeningRoll { zero, one } => Some(format!(
                "Opening roll: {} {zero}, {} {one}{}",
                name(Player::Zero),
                name(Player::One),
                if zero == one { " (tie)" } else { "" }
            )),
            Action::Roll(_) => None,
            Action::Play(play) => {
                let dice = game
                    .dice()
                    .map(|dice| format!("{}{}", dice.high(), dice.low()))
                    .unwrap_or_default();
                let moves = write_play(&play);
                Some(if moves.is_empty() {
                    format!("{dice}: cannot move")
                } else {
                    format!("{dice}: {moves}")
                })
            }
            Action::Double => Some(format!("Doubles to {}", game.cube_value() * 2)),
            Action::Take => Some("Takes".to_owned()),
            Action::Drop => Some("Drops".to_owned()),
            Action::Beaver => Some(format!("Beavers to {}", game.cube_value() * 4)),
            Action::Resign(kind) => Some(format!("Offers to resign {}", win_phrase(kind))),
            Action::AcceptResignation => Some("Accepts the resignation".to_owned()),
            Action::RejectResignation => Some("Rejects the resignation".to_owned()),
            Action::NextGame => None,
        };
        let results_before = game.game_results().len();
        if game.apply_mut(action).is_err() {
            break;
        }
        if let Some(text) = text {
            let player = match action {
                Action::OpeningRoll { .. } => None,
                _ => Some(actor),
            };
            lines.push(LogLine {
                player,
                text: match player {
                    Some(player) => format!("{}: {text}", name(player)),
                    None => text,
                },
                header: false,
            });
        }
        if let Some(result) = game.game_results().get(results_before) {
            lines.push(LogLine {
                player: Some(result.winner),
                text: format!(
                    "{} {}: {}",
                    says(name(result.winner), "wins"),
                    win_phrase(result.kind),
                    points_word(result.points)
                ),
                header: false,
            });
        }
        if action == Action::NextGame {
            lines.push(LogLine {
                player: None,
                text: format!("Game {}", game.game_number()),
                header: true,
            });
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::{GameSetup, Opponent};
    use crate::state::Intent;
    use bg_engine::Dice;

    fn pass_and_play() -> Session {
        Session::new(GameSetup {
            opponent: Opponent::Human,
            names: ["Ann".to_owned(), "Bob".to_owned()],
            ..GameSetup::default()
        })
        .unwrap()
    }

    fn act(session: &Session, action: Action) -> Session {
        session.apply(Intent::Act(action)).unwrap()
    }

    /// Plays the opening 3-1 as 8/5 6/5, a checker at a time by presses, and ends the turn.
    fn play_31_by_presses(session: &Session) -> Session {
        session
            .apply(Intent::Press(Spot::Point(8)))
            .and_then(|s| s.apply(Intent::Press(Spot::Point(5))))
            .and_then(|s| s.apply(Intent::Press(Spot::Point(6))))
            .and_then(|s| s.apply(Intent::Press(Spot::Point(5))))
            .and_then(|s| s.apply(Intent::Done))
            .unwrap()
    }

    #[test]
    fn the_starting_board_is_labelled_from_the_bottom_players_side() {
        let view = BoardView::new(&pass_and_play());
        assert_eq!(view.points[12].label, "13-point: five black checkers");
        assert_eq!(view.points[11].label, "12-point: five white checkers");
        assert_eq!(view.points[0].label, "1-point: two white checkers");
        assert_eq!(view.points[6].label, "7-point: empty");
        assert_eq!(view.pips, ByPlayer::new(167, 167));
        assert_eq!(view.trays.zero.label, "Black's bear-off tray: no checkers");
        assert!(view.dice.is_empty());
        assert_eq!(view.turn_of, None);
    }

    #[test]
    fn movable_checkers_destinations_and_used_dice_are_marked() {
        let session = act(&pass_and_play(), Action::OpeningRoll { zero: 3, one: 1 });
        let view = BoardView::new(&session);
        assert!(view.points[7].movable && view.points[5].movable);
        assert!(!view.points[4].movable);
        assert!(view.points[7].label.ends_with(", can move"));
        let picked = session.apply(Intent::Press(Spot::Point(8))).unwrap();
        let view = BoardView::new(&picked);
        assert!(view.points[7].selected);
        assert!(view.points[4].destination && view.points[6].destination);
        assert!(view.points[4].label.ends_with(", legal destination"));
        let moved = picked.apply(Intent::Press(Spot::Point(5))).unwrap();
        let view = BoardView::new(&moved);
        let used: Vec<(u8, bool)> = view.dice.iter().map(|d| (d.value, d.used)).collect();
        assert_eq!(used, vec![(3, true), (1, false)]);
        // The opening roll: each side's die in its own colour, both in the mover's half.
        let colours: Vec<Player> = view.dice.iter().map(|d| d.colour).collect();
        assert_eq!(colours, vec![Player::Zero, Player::One]);
        assert!(view.dice.iter().all(|d| d.player == Player::Zero));
        assert_eq!(view.turn_of, Some(Player::Zero));
    }

    #[test]
    fn controls_follow_the_phase_for_the_person_to_act() {
        let session = pass_and_play();
        assert_eq!(controls(&session), vec![(Control::Roll, true)]);
        let session = act(&session, Action::OpeningRoll { zero: 3, one: 1 });
        assert_eq!(
            controls(&session),
            vec![
                (Control::Undo, false),
                (Control::Done, false),
                (Control::Resign, true)
            ]
        );
        let play = session.game.legal_plays()[0];
        let session = act(&session, Action::Play(play));
        assert_eq!(
            controls(&session),
            vec![
                (Control::Roll, true),
                (Control::Double, true),
                (Control::Resign, true)
            ]
        );
        let session = act(&session, Action::Double);
        assert_eq!(
            controls(&session),
            vec![(Control::Take, true), (Control::Drop, true)]
        );
        assert!(status(&session).contains("Bob doubles to 2: Ann, take or drop?"));
        let session = act(&session, Action::Drop);
        assert_eq!(controls(&session), vec![(Control::NextGame, true)]);
        assert!(status(&session).starts_with("Bob wins a single game and 1 point"));
    }

    #[test]
    fn the_move_log_reads_in_standard_notation() {
        let session = act(&pass_and_play(), Action::OpeningRoll { zero: 2, one: 2 });
        let session = act(&session, Action::OpeningRoll { zero: 3, one: 1 });
        let session = play_31_by_presses(&session);
        let session = act(&session, Action::Roll(Dice::new(6, 4).unwrap()));
        let texts: Vec<String> = move_log(&session).into_iter().map(|l| l.text).collect();
        assert_eq!(
            texts,
            vec![
                "Game 1",
                "Opening roll: Ann 2, Bob 2 (tie)",
                "Opening roll: Ann 3, Bob 1",
                "Ann: 31: 8/5 6/5",
            ]
        );
        let view = BoardView::new(&session);
        assert_eq!(view.dice.len(), 2);
        assert!(view.dice.iter().all(|d| d.player == Player::One && !d.used));
    }

    #[test]
    fn the_crawford_game_is_marked_once_a_player_is_one_point_away() {
        let setup = GameSetup {
            length: 3,
            opponent: Opponent::Human,
            ..GameSetup::default()
        };
        let mut session = Session::new(setup).unwrap();
        assert_eq!(
            match_info(&session.game),
            ("3-point match".to_owned(), String::new())
        );
        // Player 1 doubles, player 0 drops twice: 2-0, then the Crawford game.
        for _ in 0..2 {
            session = act(&session, Action::OpeningRoll { zero: 3, one: 1 });
            let play = session.game.legal_plays()[0];
            session = act(&session, Action::Play(play));
            session = act(&session, Action::Double);
            session = act(&session, Action::Drop);
            assert!(matches!(session.game.phase(), Phase::GameOver { .. }));
            session = act(&session, Action::NextGame);
        }
        assert_eq!(session.game.score()[Player::One], 2);
        assert_eq!(match_info(&session.game).1, "Crawford game");
        assert!(controls(&session).contains(&(Control::Roll, true)));
        session = act(&session, Action::OpeningRoll { zero: 3, one: 1 });
        let play = session.game.legal_plays()[0];
        session = act(&session, Action::Play(play));
        // No doubling in the Crawford game: the Double button is disabled.
        assert!(controls(&session).contains(&(Control::Double, false)));
    }

    #[test]
    fn point_numbers_follow_the_player_on_roll_in_pass_and_play_only() {
        // Player 1 (White) wins the opening roll: its 24-point is player 0's 1-point.
        let session = act(&pass_and_play(), Action::OpeningRoll { zero: 1, one: 3 });
        let view = BoardView::new(&session);
        assert_eq!(view.viewer, Player::One);
        assert_eq!(view.points[0].number, 1);
        assert_eq!(view.points[0].shown, 24);
        assert_eq!(
            view.points[0].label,
            "24-point: two white checkers, can move"
        );
        // Against the computer the numbers stay the person's, whoever is on roll.
        let versus = Session::new(GameSetup::default())
            .unwrap()
            .apply(Intent::Act(Action::OpeningRoll { zero: 1, one: 3 }))
            .unwrap();
        let view = BoardView::new(&versus);
        assert_eq!(view.viewer, Player::Zero);
        assert_eq!(view.points[0].shown, 1);
    }

    #[test]
    fn a_checker_moving_twice_is_one_path_and_a_hit_checker_flies_to_the_bar() {
        use crate::state::{Flight, Motion};
        // After 3-1 for player 0 (8/5 6/5), player 1 rolls 6-4 and runs a back checker by the
        // sum: two legs of one checker.
        let session = act(&pass_and_play(), Action::OpeningRoll { zero: 3, one: 1 });
        let session = play_31_by_presses(&session);
        let session = act(&session, Action::Roll(Dice::new(6, 4).unwrap()));
        // White runs a back checker 1 -> 7 -> 11 (its 24/18/14).
        let moved = session
            .apply(Intent::Press(Spot::Point(1)))
            .and_then(|s| s.apply(Intent::Press(Spot::Point(11))))
            .unwrap();
        let paths = checker_paths(&moved.board(), &moved.motion);
        assert_eq!(paths.len(), 1, "{:?}", moved.motion);
        let legs = &paths[0].legs;
        assert_eq!(legs.len(), 2);
        assert_eq!(
            legs[0].from,
            Place::Point {
                number: 1,
                index: 1
            }
        );
        assert_eq!(
            legs[1].to,
            Place::Point {
                number: 11,
                index: 0
            }
        );
        assert_eq!(legs[0].to, legs[1].from);
        // A hit: the blot flies to its bar in the hitter's slot, below the hitter on the point.
        let motion = Motion {
            id: 9,
            flights: vec![
                Flight {
                    player: Player::Zero,
                    from: Spot::Point(24),
                    to: Spot::Bar,
                    slot: 0,
                },
                Flight {
                    player: Player::One,
                    from: Spot::Point(19),
                    to: Spot::Point(24),
                    slot: 0,
                },
            ],
        };
        let mut board = [0i8; 26];
        board[24] = -1; // White's hitter, now on 24.
        board[19] = -4;
        board[25] = 1; // Black's hit checker, now on its bar.
        board[6] = 14;
        board[1] = -10;
        let position = bg_engine::Position::try_from_board(board).unwrap();
        let paths = checker_paths(&position, &motion);
        assert_eq!(paths.len(), 2);
        assert_eq!(
            paths[0].end(),
            Place::Bar {
                player: Player::Zero,
                index: 0
            }
        );
        assert_eq!(
            paths[1].legs[0].from,
            Place::Point {
                number: 19,
                index: 4
            }
        );
        assert_eq!(
            paths[1].end(),
            Place::Point {
                number: 24,
                index: 0
            }
        );
    }

    #[test]
    fn animations_off_draw_no_animation() {
        let mut session = act(&pass_and_play(), Action::OpeningRoll { zero: 3, one: 1 });
        session = session
            .apply(Intent::Press(Spot::Point(8)))
            .and_then(|s| s.apply(Intent::Press(Spot::Point(5))))
            .unwrap();
        assert!(BoardView::new(&session).animation.is_some());
        session.settings.animation = crate::settings::AnimationSpeed::Off;
        let view = BoardView::new(&session);
        assert!(view.animation.is_none());
        assert_eq!(view.roll_ms, 0);
    }

    #[test]
    fn verbs_agree_with_you() {
        assert_eq!(says("You", "wins"), "You win");
        assert_eq!(says("Ann", "wins"), "Ann wins");
    }

    #[test]
    fn a_tied_opening_roll_shows_each_sides_die() {
        let session = act(&pass_and_play(), Action::OpeningRoll { zero: 4, one: 4 });
        let view = BoardView::new(&session);
        assert_eq!(view.dice.len(), 2);
        assert_eq!(view.dice[0].player, Player::Zero);
        assert!(status(&session).contains("a tie, roll again"));
    }
}
