//! What the players did last, so that a person can follow the game: each side's last roll,
//! kept on the board until that side rolls again, and the opponent's last play, marked on the
//! board (an arrow per checker, from where it started to where it ended) until the person
//! moves a checker.

use bg_engine::movegen::{CheckerMove, Play};
use bg_engine::notation::write_play;
use bg_engine::referee::{Action, Match, Phase};
use bg_engine::{ByPlayer, Dice, Player, Position};

use super::animation::Place;
use super::move_log::renumbered;
use super::text::{person, player_name};
use crate::i18n::Message;
use crate::msg;
use crate::setup::Colour;
use crate::state::{Session, Spot};

/// A side's last turn in the game in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastTurn {
    pub dice: Dice,
    /// The opening roll: one die of each side, the high one the mover's.
    pub opening: bool,
    /// The play of these dice, once made.
    pub play: Option<Play>,
}

/// The last turn of each side in the game in progress, replayed from the match's log (a new
/// game starts with none).
pub fn last_turns(game: &Match) -> ByPlayer<Option<LastTurn>> {
    let mut last: ByPlayer<Option<LastTurn>> = ByPlayer::new(None, None);
    let mut replay = game.initial();
    for &action in game.log() {
        let on_roll = replay.on_roll();
        match action {
            Action::OpeningRoll { zero, one } if zero != one => {
                let winner = if zero > one {
                    Player::Zero
                } else {
                    Player::One
                };
                if let Ok(dice) = Dice::new(zero, one) {
                    last[winner] = Some(LastTurn {
                        dice,
                        opening: true,
                        play: None,
                    });
                }
            }
            Action::Roll(dice) => {
                last[on_roll] = Some(LastTurn {
                    dice,
                    opening: false,
                    play: None,
                });
            }
            Action::Play(play) => {
                if let Some(turn) = last[on_roll].as_mut() {
                    turn.play = Some(play);
                }
            }
            Action::NextGame => last = ByPlayer::new(None, None),
            _ => {}
        }
        if replay.apply_mut(action).is_err() {
            break;
        }
    }
    last
}

/// One checker's way in the last play, from where it started to where it ended (a checker
/// moved twice, 24/18/13, is one arrow), at the places the board draws checkers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveMark {
    pub from: Place,
    pub to: Place,
    /// It hit a blot on the way or where it landed.
    pub hit: bool,
}

/// The opponent's last play as the board marks it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastPlayView {
    pub player: Player,
    /// The mover's colour.
    pub colour: Colour,
    pub marks: Vec<MoveMark>,
    /// "White's last play: 1/11", numbered from the viewer's side.
    pub label: Message,
}

/// The checker ways of `moves`, in the mover's numbering: a move that starts where an earlier
/// one ended continues that checker.
fn chains(moves: &[CheckerMove]) -> Vec<(u8, u8, bool)> {
    let mut ways: Vec<(u8, u8, bool)> = Vec::new();
    for m in moves {
        match ways.iter_mut().find(|(_, to, _)| *to == m.from) {
            Some(way) => {
                way.1 = m.to;
                way.2 |= m.hit;
            }
            None => ways.push((m.from, m.to, m.hit)),
        }
    }
    ways
}

/// How many checkers `board` (seen by player 0) has on `spot` of `player`'s.
fn count(board: &Position, spot: Spot, player: Player) -> u8 {
    match (spot, player) {
        (Spot::Point(number), _) => board.board()[usize::from(number)].unsigned_abs(),
        (Spot::Bar, Player::Zero) => board.own_bar(),
        (Spot::Bar, Player::One) => board.opponent_bar(),
        (Spot::Off, Player::Zero) => board.own_off(),
        (Spot::Off, Player::One) => board.opponent_off(),
    }
}

fn place(spot: Spot, player: Player, index: u8) -> Place {
    match spot {
        Spot::Point(number) => Place::Point { number, index },
        Spot::Bar => Place::Bar { player, index },
        Spot::Off => Place::Off { player, index },
    }
}

/// The checker ways of `mover`'s `play` at the places the board draws checkers, on `after`,
/// the board (seen by player 0) as the play left it: the last play's marks, and the hint's
/// arrows (drawn over the board before the play, at the places the checkers will take).
pub fn play_marks(after: &Position, play: &Play, mover: Player) -> Vec<MoveMark> {
    chains(play.moves())
        .into_iter()
        .map(|(from, to, hit)| {
            let from = Spot::from_mover(from, mover);
            let to = Spot::from_mover(to, mover);
            MoveMark {
                // The checker left from the top of its stack, and is the top one where it is.
                from: place(from, mover, count(after, from, mover)),
                to: place(to, mover, count(after, to, mover).saturating_sub(1)),
                hit,
            }
        })
        .collect()
}

/// The opponent's last play, while a person is on roll and has not moved a checker yet (the
/// board is then as that play left it); `None` otherwise, and for a play that moved nothing.
pub fn last_play(
    session: &Session,
    turns: &ByPlayer<Option<LastTurn>>,
    viewer: Player,
) -> Option<LastPlayView> {
    let game = &session.game;
    let waiting = matches!(
        game.phase(),
        Phase::AwaitingRoll { .. }
            | Phase::Moving { .. }
            | Phase::CubeOffered { .. }
            | Phase::ResignationOffered { .. }
    );
    let on_roll = game.on_roll();
    if !waiting || !session.setup.is_human(on_roll) || !session.steps().is_empty() {
        return None;
    }
    let mover = on_roll.other();
    let play = turns[mover]?.play?;
    if play.moves().is_empty() {
        return None;
    }
    let marks = play_marks(&session.board(), &play, mover);
    let standard = write_play(&play);
    let moves = if viewer == mover {
        standard
    } else {
        renumbered(&standard)
    };
    Some(LastPlayView {
        player: mover,
        colour: session.setup.colours().of(mover),
        marks,
        label: msg!(
            "last-play",
            name = player_name(&session.setup, mover),
            person = person(&session.setup, mover),
            moves = moves
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Intent;
    use crate::view_model::test_support::{act, computer_ran, english};

    #[test]
    fn each_sides_last_roll_is_kept_until_its_next_one() {
        let session = computer_ran();
        let turns = last_turns(&session.game);
        let computer = turns[Player::One].unwrap();
        assert_eq!((computer.dice.high(), computer.dice.low()), (6, 4));
        assert!(computer.opening && computer.play.is_some());
        assert_eq!(turns[Player::Zero], None);
        let rolled = act(&session, Action::Roll(Dice::new(3, 1).unwrap()));
        let turns = last_turns(&rolled.game);
        assert_eq!(
            turns[Player::Zero].unwrap().play,
            None,
            "rolled, not played"
        );
        assert_eq!(turns[Player::One], Some(computer));
    }

    #[test]
    fn the_computers_last_play_is_marked_from_start_to_end_in_the_viewers_numbering() {
        let session = computer_ran();
        let view = last_play(&session, &last_turns(&session.game), Player::Zero).unwrap();
        assert_eq!(view.player, Player::One);
        assert_eq!(english(&view.label), "Computer's last play: 1/11");
        // One checker, one arrow: from the top of the point labelled 1 (one checker left
        // there) to point 11, where it is the only checker.
        assert_eq!(
            view.marks,
            vec![MoveMark {
                from: Place::Point {
                    number: 1,
                    index: 1
                },
                to: Place::Point {
                    number: 11,
                    index: 0
                },
                hit: false,
            }]
        );
    }

    #[test]
    fn the_marks_stay_through_the_roll_and_go_with_the_first_checker_moved() {
        let rolled = act(&computer_ran(), Action::Roll(Dice::new(3, 1).unwrap()));
        assert!(last_play(&rolled, &last_turns(&rolled.game), Player::Zero).is_some());
        let moved = rolled
            .apply(Intent::Press(Spot::Point(8)))
            .and_then(|s| s.apply(Intent::Press(Spot::Point(5))))
            .unwrap();
        assert_eq!(
            last_play(&moved, &last_turns(&moved.game), Player::Zero),
            None
        );
    }

    #[test]
    fn a_checker_moving_twice_is_one_way() {
        let moves = [
            CheckerMove {
                from: 24,
                to: 18,
                hit: true,
            },
            CheckerMove {
                from: 18,
                to: 13,
                hit: false,
            },
            CheckerMove {
                from: 6,
                to: 1,
                hit: false,
            },
        ];
        assert_eq!(chains(&moves), vec![(24, 13, true), (6, 1, false)]);
    }

    #[test]
    fn a_new_game_starts_with_no_last_turns() {
        use bg_engine::WinKind;
        let session = computer_ran();
        let session = act(&session, Action::Resign(WinKind::Single));
        let session = act(&session, Action::AcceptResignation);
        let session = act(&session, Action::NextGame);
        let turns = last_turns(&session.game);
        assert_eq!(turns, ByPlayer::new(None, None));
    }
}
