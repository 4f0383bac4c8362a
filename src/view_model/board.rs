//! The board as drawn: checkers per point, bars and trays with their accessible names, which
//! checkers can move and where, the dice and the cube.

use bg_engine::referee::{Action, Match, Phase};
use bg_engine::{ByPlayer, Player, Position};

use super::animation::{animation, AnimationView};
use super::last_turn::{last_play, last_turns, LastPlayView, LastTurn};
use super::viewer;
use crate::i18n::Message;
use crate::msg;
use crate::settings::HomeSide;
use crate::setup::{Colour, Colours};
use crate::state::{Session, Spot};

/// One of the 24 points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointView {
    /// 1..=24 from the bottom player's side (the `data-point` value).
    pub number: u8,
    /// The number shown and spoken: from the viewer's side (see [`BoardView::viewer`]).
    pub shown: u8,
    pub owner: Option<Player>,
    /// The owner's colour.
    pub colour: Option<Colour>,
    pub count: u8,
    pub movable: bool,
    pub selected: bool,
    pub destination: bool,
    /// The accessible name, e.g. "13-point: five black checkers", numbered as shown.
    pub label: Message,
}

/// A player's bar or bear-off tray.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SideSpot {
    pub player: Player,
    pub colour: Colour,
    pub count: u8,
    pub movable: bool,
    pub selected: bool,
    pub destination: bool,
    /// The accessible name, e.g. "Black's bar: one black checker".
    pub label: Message,
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
    /// A side's last roll, kept in view until its next one (not the roll being played).
    pub past: bool,
}

/// The doubling cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CubeView {
    /// The cube's value.
    pub value: u32,
    /// The number on its upper face: 64 on a cube at 1, as on a real cube.
    pub face: u32,
    pub owner: Option<Player>,
    /// The double waiting for an answer, if one is.
    pub offer: Option<CubeOffer>,
}

/// A double waiting for an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CubeOffer {
    /// The player offering it.
    pub by: Player,
    /// The value the cube goes to if it is taken.
    pub value: u32,
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
    /// The opponent's last play, marked until the person on roll moves a checker.
    pub last_play: Option<LastPlayView>,
    /// Where the home board of the bottom player is drawn (Settings).
    pub home: HomeSide,
    /// Each side's colour (the match's choice).
    pub colours: Colours,
}

/// What the accessible name says of a spot's state, for the catalogues to select on.
fn spot_state(movable: bool, selected: bool, destination: bool) -> &'static str {
    match (selected, movable, destination) {
        (true, _, _) => "selected",
        (_, _, true) => "destination",
        (_, true, _) => "movable",
        _ => "none",
    }
}

/// Which spots the board marks for the turn in progress.
struct Marks {
    movable: Vec<Spot>,
    selected: Option<Spot>,
    destinations: Vec<Spot>,
}

impl Marks {
    fn of(session: &Session) -> Marks {
        Marks {
            movable: session.movable(),
            selected: session.selected,
            destinations: session
                .selected
                .map(|from| session.destinations(from))
                .unwrap_or_default(),
        }
    }

    /// (movable, selected, destination) of `spot`.
    fn flags(&self, spot: Spot) -> (bool, bool, bool) {
        (
            self.movable.contains(&spot),
            self.selected == Some(spot),
            self.destinations.contains(&spot),
        )
    }
}

/// How the board's spots are named: the viewer's numbers, the sides' colours.
#[derive(Clone, Copy)]
struct Naming {
    viewer: Player,
    colours: Colours,
}

/// Point `number` (from the bottom player's side) of `board`, numbered from the viewer's side.
fn point_view(board: &Position, number: u8, naming: Naming, marks: &Marks) -> PointView {
    let checkers = board.board()[usize::from(number)];
    let owner = match checkers {
        0 => None,
        c if c > 0 => Some(Player::Zero),
        _ => Some(Player::One),
    };
    let count = checkers.unsigned_abs();
    let (movable, selected, destination) = marks.flags(Spot::Point(number));
    let shown = Spot::Point(number).to_mover(naming.viewer);
    PointView {
        number,
        shown,
        owner,
        colour: owner.map(|owner| naming.colours.of(owner)),
        count,
        movable,
        selected,
        destination,
        label: msg!(
            "board-point",
            number = shown,
            count = count,
            colour = owner.map_or("none", |owner| naming.colours.name(owner)),
            state = spot_state(movable, selected, destination)
        ),
    }
}

/// `player`'s bar or tray (`what`: `"bar"` or `"tray"`, as the catalogues select on it) holding `count` checkers; `marks` are those of the mover's
/// spots, `None` when `player` is not moving.
fn side_spot(
    (player, colours): (Player, Colours),
    count: u8,
    spot: Spot,
    what: &str,
    marks: Option<&Marks>,
) -> SideSpot {
    let (movable, selected, destination) =
        marks.map_or((false, false, false), |marks| marks.flags(spot));
    SideSpot {
        player,
        colour: colours.of(player),
        count,
        movable,
        selected,
        destination,
        label: msg!(
            "board-side",
            what = what,
            count = count,
            colour = colours.name(player),
            state = spot_state(movable, selected, destination)
        ),
    }
}

impl BoardView {
    /// The board of `session` as it stands, with the turn in progress.
    pub fn new(session: &Session) -> BoardView {
        let board = session.board();
        let marks = Marks::of(session);
        let mover = session.turn.as_ref().map(|_| session.game.on_roll());
        let marks_of = |player: Player| (mover == Some(player)).then_some(&marks);
        let viewer = viewer(session);
        let colours = session.setup.colours();
        let naming = Naming { viewer, colours };
        let turns = last_turns(&session.game);
        let side = |player: Player, bar: u8, off: u8| {
            (
                side_spot((player, colours), bar, Spot::Bar, "bar", marks_of(player)),
                side_spot((player, colours), off, Spot::Off, "tray", marks_of(player)),
            )
        };
        let (bar_zero, tray_zero) = side(Player::Zero, board.own_bar(), board.own_off());
        let (bar_one, tray_one) = side(Player::One, board.opponent_bar(), board.opponent_off());
        BoardView {
            points: (1..=24u8)
                .map(|number| point_view(&board, number, naming, &marks))
                .collect(),
            bars: ByPlayer::new(bar_zero, bar_one),
            trays: ByPlayer::new(tray_zero, tray_one),
            dice: dice_of(session, &turns),
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
            last_play: last_play(session, &turns, viewer),
            home: session.settings.home,
            colours,
        }
    }
}

/// The dice on the board: the roll being played (or an opening tie), and each other side's
/// last roll, drawn as past (see [`past_dice`]).
fn dice_of(session: &Session, turns: &ByPlayer<Option<LastTurn>>) -> Vec<DieView> {
    let mut dice = current_dice(session);
    let game = &session.game;
    for player in Player::BOTH {
        let rolling = dice.iter().any(|die| die.player == player);
        // An offered cube lies where the doubler's dice would.
        let offering = matches!(game.phase(), Phase::CubeOffered { by } if by == player);
        if let Some(turn) = turns[player].filter(|_| !rolling && !offering) {
            dice.extend(past_dice(player, turn));
        }
    }
    dice
}

/// A side's last roll (a double shown as two dice), in the roller's half.
fn past_dice(player: Player, turn: LastTurn) -> Vec<DieView> {
    [turn.dice.high(), turn.dice.low()]
        .into_iter()
        .enumerate()
        .map(|(index, value)| DieView {
            value,
            used: false,
            player,
            colour: if turn.opening && index == 1 {
                player.other()
            } else {
                player
            },
            past: true,
        })
        .collect()
}

/// The roll being played, or the dice of a tied opening roll.
fn current_dice(session: &Session) -> Vec<DieView> {
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
                        past: false,
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
                    past: false,
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
    let cube = game.cube();
    let offer = match (game.phase(), game.offered_cube_value()) {
        (Phase::CubeOffered { by }, Some(value)) => Some(CubeOffer { by, value }),
        _ => None,
    };
    Some(CubeView {
        value: cube.value,
        face: cube.face(),
        owner: cube.owner,
        offer,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::GameSetup;
    use crate::state::Intent;
    use crate::view_model::status;
    use crate::view_model::test_support::{act, english, money_double_offered, pass_and_play};

    #[test]
    fn a_centred_cube_shows_64_and_an_offered_cube_its_new_value() {
        let offered = money_double_offered();
        let cube = BoardView::new(&offered).cube.unwrap();
        assert_eq!((cube.value, cube.face, cube.owner), (1, 64, None));
        let offer = cube.offer.unwrap();
        assert_eq!((offer.by, offer.value), (Player::One, 2));
        // Ann beavers: a 2-cube owned by her, offered back to Bob at 4.
        let beavered = act(&offered, Action::Beaver);
        let cube = BoardView::new(&beavered).cube.unwrap();
        assert_eq!(
            (cube.value, cube.face, cube.owner),
            (2, 2, Some(Player::Zero))
        );
        assert_eq!(cube.offer.map(|offer| offer.value), Some(4));
        let taken = act(&beavered, Action::Take);
        let cube = BoardView::new(&taken).cube.unwrap();
        assert_eq!((cube.value, cube.face, cube.offer), (4, 4, None));
        assert!(
            english(&status(&beavered)).contains("Ann doubles to 4: Bob, take or drop?"),
            "{}",
            english(&status(&beavered))
        );
    }

    #[test]
    fn the_starting_board_is_labelled_from_the_bottom_players_side() {
        let view = BoardView::new(&pass_and_play());
        assert_eq!(
            english(&view.points[12].label),
            "13-point: five black checkers"
        );
        assert_eq!(
            english(&view.points[11].label),
            "12-point: five white checkers"
        );
        assert_eq!(
            english(&view.points[0].label),
            "1-point: two white checkers"
        );
        assert_eq!(english(&view.points[6].label), "7-point: empty");
        assert_eq!(view.pips, ByPlayer::new(167, 167));
        assert_eq!(
            english(&view.trays.zero.label),
            "Black's bear-off tray: no checkers"
        );
        assert!(view.dice.is_empty());
        assert_eq!(view.turn_of, None);
    }

    #[test]
    fn movable_checkers_destinations_and_used_dice_are_marked() {
        let session = act(&pass_and_play(), Action::OpeningRoll { zero: 3, one: 1 });
        let view = BoardView::new(&session);
        assert!(view.points[7].movable && view.points[5].movable);
        assert!(!view.points[4].movable);
        assert!(english(&view.points[7].label).ends_with(", can move"));
        let picked = session.apply(Intent::Press(Spot::Point(8))).unwrap();
        let view = BoardView::new(&picked);
        assert!(view.points[7].selected);
        assert!(view.points[4].destination && view.points[6].destination);
        assert!(english(&view.points[4].label).ends_with(", legal destination"));
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
    fn point_numbers_follow_the_player_on_roll_in_pass_and_play_only() {
        // Player 1 (White) wins the opening roll: its 24-point is player 0's 1-point.
        let session = act(&pass_and_play(), Action::OpeningRoll { zero: 1, one: 3 });
        let view = BoardView::new(&session);
        assert_eq!(view.viewer, Player::One);
        assert_eq!(view.points[0].number, 1);
        assert_eq!(view.points[0].shown, 24);
        assert_eq!(
            english(&view.points[0].label),
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
    fn a_tied_opening_roll_shows_each_sides_die() {
        let session = act(&pass_and_play(), Action::OpeningRoll { zero: 4, one: 4 });
        let view = BoardView::new(&session);
        assert_eq!(view.dice.len(), 2);
        assert_eq!(view.dice[0].player, Player::Zero);
        assert!(english(&status(&session)).contains("a tie, roll again"));
    }
}
