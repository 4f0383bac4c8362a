//! The rules book's data: the positions its diagrams show, each a GNU Backgammon ID
//! (`PositionID:MatchID`, the bottom player, Black, on roll) and the play drawn on it in GNU
//! Backgammon's notation, with the fact the text around it states; and the best opening play
//! of each of the 15 non-double opening rolls, as the engine's World class plays it.
//!
//! Nothing here is checked at run time: the tests (`tests.rs`) check every diagram with the
//! engine (the ID reads, the play is legal, the stated fact holds) and the opening table
//! against World class's own choice, so the book cannot say what the engine does not do.
//! `view_model::diagram` turns a diagram into the boards the book draws.

use bg_engine::WinKind;

use crate::i18n::Message;
use crate::msg;
use crate::settings::{HomeSide, Settings};
use crate::setup::{Colour, GameSetup};

#[cfg(test)]
mod tests;

/// How the book draws and words its diagrams: as the person sees the game board, with the home
/// board on the same side (Settings) and the diagrams' mover, the bottom player, in the colour
/// the person plays (the match's choice). The text names the sides by those colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Viewpoint {
    pub home: HomeSide,
    /// The bottom player's colour.
    pub mover: Colour,
}

impl Viewpoint {
    /// The book seen as the board of the match `setup` is drawn under `settings`.
    pub fn of(setup: &GameSetup, settings: &Settings) -> Viewpoint {
        Viewpoint {
            home: settings.home,
            mover: setup.bottom_colour,
        }
    }
}

/// GNU Backgammon's home page, where the rules as it plays them and the program are.
pub const GNUBG_HOME: &str = "https://www.gnu.org/software/gnubg/";

/// The sources the book names, each with the address of its page where the project knows it
/// (the addresses of the Polish, Esperanto and Estonian rules pages were not kept with the
/// words taken from them, and are not guessed).
pub fn sources() -> [(Message, Option<&'static str>); 4] {
    [
        (msg!("book-sources-gnubg"), Some(GNUBG_HOME)),
        (msg!("book-sources-polish"), None),
        (msg!("book-sources-esperanto"), None),
        (msg!("book-sources-estonian"), None),
    ]
}

/// The paragraphs of the chapter on the board: how the points are numbered and where the
/// home boards lie, which way each side moves, how a real board is set up; the first two as
/// `view` draws the board.
pub fn board_chapter(view: Viewpoint) -> [Message; 3] {
    let (home, mover) = (view.home.name(), view.mover.name());
    [
        msg!("help-board-points", home = home, mover = mover),
        msg!("help-board-direction", home = home, mover = mover),
        msg!("book-board-setup"),
    ]
}

/// A diagram of the rules book.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Diagram {
    /// The starting position, as a real board is set up.
    Start,
    /// 61: 13/7* 8/7, a blot hit and sent to the bar.
    Hit,
    /// 53 with a checker on the bar: the 5 is blocked, the 3 enters.
    Enter,
    /// 63 where either die can be played but not both: the larger, the 6, must be.
    LargerDie,
    /// 65 where the 6 first (13/7) would leave the 5 unplayable: not allowed.
    BothDice,
    /// 64 in the bear-off: dice larger than the highest point take checkers off from it.
    BearOff,
    /// The last checker off against a loser who has borne off: 1 point at a cube of 1.
    Single,
    /// The last checker off against a loser with none off: 2 × 2 = 4 points.
    Gammon,
    /// The last checker off with a loser's checker in the winner's home board: 3 × 4 = 12.
    Backgammon,
}

/// What a diagram shows, as the tests check it with the engine (points are the mover's, Black's,
/// 1 to 24, 25 the bar, 0 off).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fact {
    /// The board is the starting position.
    StartingPosition,
    /// The play hits the blot on `point`.
    Hits { point: u8 },
    /// A checker on the bar: `blocked` is a point of the opponent's home board it cannot enter
    /// on, and the play enters on `entered`.
    EntersPastABlock { blocked: u8, entered: u8 },
    /// Either die could be played alone but not both: the play is the larger `die`.
    LargerDieOnly { die: u8 },
    /// The step `from` with `die` is possible but leaves the other die unplayable, so no legal
    /// play makes it; every legal play uses both dice.
    FirstStepBlocksSecondDie { from: u8, die: u8 },
    /// `die` is larger than the highest point, `point`, and bears a checker off from it.
    BearsOffFromLower { point: u8, die: u8 },
    /// The play ends the game: a `kind` win at a cube of `cube`, worth `points`.
    Scores {
        kind: WinKind,
        cube: u32,
        points: u32,
    },
}

impl Diagram {
    /// Every diagram, in the order the book shows them.
    pub const ALL: [Diagram; 9] = [
        Diagram::Start,
        Diagram::Hit,
        Diagram::Enter,
        Diagram::LargerDie,
        Diagram::BothDice,
        Diagram::BearOff,
        Diagram::Single,
        Diagram::Gammon,
        Diagram::Backgammon,
    ];

    /// The position and match state, as GNU Backgammon writes them (`set gnubgid` reads it).
    pub fn gnubg_id(self) -> &'static str {
        match self {
            Diagram::Start => "4HPwATDgc/ABMA:MAEAAAAAAAAE",
            Diagram::Hit => "4HPkQSDgc/ABMA:MAEHAAAAAAAE",
            Diagram::Enter => "2J3BBwDQc/ABUA:MIEOAAAAAAAE",
            Diagram::LargerDie => "eO8DAAb/PwAEAA:MAEPAAAAAAAE",
            Diagram::BothDice => "uPcAYBj/H4AEAA:MAEXAAAAAAAE",
            Diagram::BearOff => "7u4OAABtAAAAAA:MAETAAAAAAAE",
            Diagram::Single => "7O4AACAAAAAAAA:MAEXAAAAAAAE",
            Diagram::Gammon => "uPd4AAACAAAAAA:EQEXAAAAAAAE",
            Diagram::Backgammon => "uPc4AAICAAAAAA:AgEXAAAAAAAE",
        }
    }

    /// The play drawn, in GNU Backgammon's notation; `None` for a position shown without one.
    pub fn play(self) -> Option<&'static str> {
        match self {
            Diagram::Start => None,
            Diagram::Hit => Some("13/7* 8/7"),
            Diagram::Enter => Some("bar/22 13/8"),
            Diagram::LargerDie => Some("13/7"),
            Diagram::BothDice => Some("13/8 11/5"),
            Diagram::BearOff => Some("3/off(2)"),
            Diagram::Single | Diagram::Gammon | Diagram::Backgammon => Some("2/off"),
        }
    }

    /// What the text says the diagram shows.
    pub fn fact(self) -> Fact {
        match self {
            Diagram::Start => Fact::StartingPosition,
            Diagram::Hit => Fact::Hits { point: 7 },
            Diagram::Enter => Fact::EntersPastABlock {
                blocked: 20,
                entered: 22,
            },
            Diagram::LargerDie => Fact::LargerDieOnly { die: 6 },
            Diagram::BothDice => Fact::FirstStepBlocksSecondDie { from: 13, die: 6 },
            Diagram::BearOff => Fact::BearsOffFromLower { point: 3, die: 6 },
            Diagram::Single => Fact::Scores {
                kind: WinKind::Single,
                cube: 1,
                points: 1,
            },
            Diagram::Gammon => Fact::Scores {
                kind: WinKind::Gammon,
                cube: 2,
                points: 4,
            },
            Diagram::Backgammon => Fact::Scores {
                kind: WinKind::Backgammon,
                cube: 4,
                points: 12,
            },
        }
    }

    /// The element id of the diagram (and its test id).
    pub fn key(self) -> &'static str {
        match self {
            Diagram::Start => "diagram-start",
            Diagram::Hit => "diagram-hit",
            Diagram::Enter => "diagram-enter",
            Diagram::LargerDie => "diagram-larger-die",
            Diagram::BothDice => "diagram-both-dice",
            Diagram::BearOff => "diagram-bear-off",
            Diagram::Single => "diagram-single",
            Diagram::Gammon => "diagram-gammon",
            Diagram::Backgammon => "diagram-backgammon",
        }
    }

    /// The caption under the diagram, naming the sides as `view` colours them.
    pub fn caption(self, view: Viewpoint) -> Message {
        let mover = view.mover.name();
        match self {
            Diagram::Start => msg!("book-diagram-start", mover = mover),
            Diagram::Hit => msg!("book-diagram-hit", mover = mover),
            Diagram::Enter => msg!("book-diagram-enter", mover = mover),
            Diagram::LargerDie => msg!("book-diagram-larger-die", mover = mover),
            Diagram::BothDice => msg!("book-diagram-both-dice", mover = mover),
            Diagram::BearOff => msg!("book-diagram-bear-off", mover = mover),
            Diagram::Single => msg!("book-diagram-single", mover = mover),
            Diagram::Gammon => msg!("book-diagram-gammon", mover = mover),
            Diagram::Backgammon => msg!("book-diagram-backgammon", mover = mover),
        }
    }

    /// The text alternative of the board before the play: where the checkers stand.
    pub fn alt(self, view: Viewpoint) -> Message {
        let mover = view.mover.name();
        match self {
            Diagram::Start => msg!("book-alt-start"),
            Diagram::Hit => msg!("book-alt-hit", mover = mover),
            Diagram::Enter => msg!("book-alt-enter", mover = mover),
            Diagram::LargerDie => msg!("book-alt-larger-die", mover = mover),
            Diagram::BothDice => msg!("book-alt-both-dice", mover = mover),
            Diagram::BearOff => msg!("book-alt-bear-off", mover = mover),
            Diagram::Single => msg!("book-alt-single", mover = mover),
            Diagram::Gammon => msg!("book-alt-gammon", mover = mover),
            Diagram::Backgammon => msg!("book-alt-backgammon", mover = mover),
        }
    }
}

/// The best play of an opening roll, as World class plays it in money play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opening {
    pub high: u8,
    pub low: u8,
    /// In GNU Backgammon's notation, from the mover's side.
    pub play: &'static str,
}

const fn opening(high: u8, low: u8, play: &'static str) -> Opening {
    Opening { high, low, play }
}

/// The 15 non-double opening rolls (a double cannot open: the tie is rolled again), each with
/// World class's play; a test checks every row against the engine. For 6-4 the table keeps
/// 24/18 13/9, GNU Backgammon's choice, which World class (run WD2's net) ranks 0.0012 below
/// 24/14 under the Jacoby rule (the book's text says so). GNU Backgammon's 2-ply (`gnubg-openings.txt`) plays 14 of the 15 rows; for
/// 4-3 it plays 24/21 13/9.
pub const OPENINGS: [Opening; 15] = [
    opening(2, 1, "24/23 13/11"),
    opening(3, 1, "8/5 6/5"),
    opening(3, 2, "24/21 13/11"),
    opening(4, 1, "24/23 13/9"),
    opening(4, 2, "8/4 6/4"),
    opening(4, 3, "24/21 24/20"),
    opening(5, 1, "24/23 13/8"),
    opening(5, 2, "24/22 13/8"),
    opening(5, 3, "8/3 6/3"),
    opening(5, 4, "24/20 13/8"),
    opening(6, 1, "13/7 8/7"),
    opening(6, 2, "24/18 13/11"),
    opening(6, 3, "24/18 13/10"),
    opening(6, 4, "24/18 13/9"),
    opening(6, 5, "24/13"),
];
