//! Engine state turned into what the board and the panels draw: checkers per point, which
//! checkers can move and where, the dice, the cube, the labels, the buttons, the move log.
//! Components only draw these values and send back [`Intent`](crate::state::Intent)s.

use bg_engine::notation::write_play;
use bg_engine::referee::{Action, GameEnding, Match, Phase, WinKind};
use bg_engine::{ByPlayer, Player};

use crate::state::{Session, Spot};

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
    /// 1..=24 from the bottom player's side.
    pub number: u8,
    pub owner: Option<Player>,
    pub count: u8,
    pub movable: bool,
    pub selected: bool,
    pub destination: bool,
    /// The accessible name, e.g. "13-point: five black checkers".
    pub label: String,
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
                PointView {
                    number,
                    owner,
                    count,
                    movable,
                    selected,
                    destination,
                    label: format!(
                        "{number}-point: {contents}{}",
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
        }
    }
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
            vec![
                (Control::Undo, can_undo),
                (Control::Done, complete),
                (Control::Resign, true),
            ]
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
                format!(
                    "{opening}{} to move {}-{}.",
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
        let session = session
            .apply(Intent::Press(Spot::Point(8)))
            .and_then(|s| s.apply(Intent::Press(Spot::Point(5))))
            .and_then(|s| s.apply(Intent::Press(Spot::Point(6))))
            .and_then(|s| s.apply(Intent::Press(Spot::Point(5))))
            .and_then(|s| s.apply(Intent::Done))
            .unwrap();
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
