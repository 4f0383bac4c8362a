//! The move log: the match so far, each play numbered as the board showed it to the person
//! reading it. Against the computer every play is in the person's numbering (the computer's
//! 13/7 8/7 reads 12/18 17/18, the points labelled so on the board); in pass and play each
//! play is in its own player's numbering, which the board shows while that player moves, and
//! which is standard notation. A line in another numbering keeps its standard notation aside.

use bg_engine::analysis::ErrorSize;
use bg_engine::movegen::Play;
use bg_engine::notation::write_play;
use bg_engine::referee::{Action, Match};
use bg_engine::Player;

use super::text::{person, player_name, win_kind};
use crate::i18n::Message;
use crate::msg;
use crate::setup::{Colour, GameSetup};
use crate::state::Session;

/// A line of the move log.
#[derive(Clone, Debug, PartialEq)]
pub struct LogLine {
    /// The player the line is about, if one.
    pub player: Option<Player>,
    /// That player's colour.
    pub colour: Option<Colour>,
    pub text: Message,
    /// A game header ("Game 2").
    pub header: bool,
    /// The line in standard notation (the mover's own numbering), when `text` is in the
    /// reader's numbering and differs.
    pub standard: Option<Message>,
    /// The index in the referee's log of the action the line tells of (for a game's result,
    /// the action that ended it; for a game's header, its [`Action::NextGame`]); `None` for
    /// the first game's header, which comes before every action.
    pub action_index: Option<usize>,
}

impl LogLine {
    /// The log length of the position the line leads to in a replay: the match just after
    /// its action (the start of the match for the first game's header).
    pub fn replay_at(&self) -> usize {
        self.action_index.map_or(0, |index| index + 1)
    }
}

/// Whose numbering a play by `mover` is written in: the person's against the computer, the
/// mover's own in pass and play (see the module docs).
fn log_viewer(session: &Session, mover: Player) -> Player {
    if session.setup.is_human(Player::One) {
        mover
    } else {
        Player::Zero
    }
}

/// What the log's numbering is, said under its heading.
pub fn move_log_note(session: &Session) -> Message {
    if session.setup.is_human(Player::One) {
        msg!("log-note-pass-and-play")
    } else {
        msg!("log-note-versus")
    }
}

/// Standard notation (`24/18*/13(2)`, `bar/22`, `6/off`) seen from the other side: every point
/// number becomes the other side's (`Player::renumber`: 24 is 1); `bar`, `off`, hits and
/// repetition counts stay.
pub fn renumbered(notation: &str) -> String {
    let mut out = String::with_capacity(notation.len());
    let mut digits = String::new();
    let mut in_count = false;
    let flush = |digits: &mut String, out: &mut String, in_count: bool| {
        if digits.is_empty() {
            return;
        }
        match digits.parse::<u8>() {
            Ok(point) if !in_count && (1..=24).contains(&point) => {
                out.push_str(&Player::One.renumber(point).to_string());
            }
            _ => out.push_str(digits),
        }
        digits.clear();
    };
    for c in notation.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        flush(&mut digits, &mut out, in_count);
        match c {
            '(' => in_count = true,
            ')' => in_count = false,
            _ => {}
        }
        out.push(c);
    }
    flush(&mut digits, &mut out, in_count);
    out
}

/// The size of the error the tutor found in the action at `index` of the log, if any.
fn error_at(session: &Session, index: usize) -> Option<ErrorSize> {
    session
        .errors
        .iter()
        .find(|(at, _)| *at == index)
        .map(|&(_, size)| size)
        .filter(|&size| size != ErrorSize::None)
}

/// The match so far in standard notation, a line per play or cube action, a header per game.
pub fn move_log(session: &Session) -> Vec<LogLine> {
    let setup = &session.setup;
    let mut lines = vec![LogLine {
        player: None,
        colour: None,
        text: msg!("log-game", game = 1u32),
        header: true,
        standard: None,
        action_index: None,
    }];
    let mut game = session.game.initial();
    for (index, &action) in session.game.log().iter().enumerate() {
        let actor = game.to_act().unwrap_or(game.on_roll());
        let text = action_text(&game, action, setup);
        // A play in the reader's numbering when it is not the mover's own.
        let standard = match action {
            Action::Play(play) if log_viewer(session, actor) != actor => {
                play_text(&game, &play, false)
            }
            _ => None,
        };
        let text = match action {
            Action::Play(play) if standard.is_some() => play_text(&game, &play, true),
            _ => text,
        };
        let results_before = game.game_results().len();
        if game.apply_mut(action).is_err() {
            break;
        }
        let text = text.or_else(|| cube_text(&game, action));
        if let Some(text) = text {
            let player = match action {
                Action::OpeningRoll { .. } => None,
                _ => Some(actor),
            };
            let named = |text: Message| match player {
                Some(player) => msg!("log-by", name = player_name(setup, player), text = text),
                None => text,
            };
            // The tutor's mark of an error the player made here (GNU Backgammon's ?!, ?, ??).
            let text = match error_at(session, index) {
                Some(size) => msg!("log-marked", text = text, mark = size.mark()),
                None => text,
            };
            lines.push(LogLine {
                player,
                colour: player.map(|player| setup.colours().of(player)),
                standard: standard.filter(|standard| *standard != text).map(named),
                text: named(text),
                header: false,
                action_index: Some(index),
            });
        }
        lines.extend(game_lines(setup, &game, action, index, results_before));
    }
    lines
}

/// The lines that follow `action` (at `index` of the log) in `game` (after it): the result of
/// a game it ended (`results_before`: the results before it), a new game's header.
fn game_lines(
    setup: &GameSetup,
    game: &Match,
    action: Action,
    index: usize,
    results_before: usize,
) -> Vec<LogLine> {
    let mut lines = Vec::new();
    if let Some(result) = game.game_results().get(results_before) {
        lines.push(LogLine {
            player: Some(result.winner),
            colour: Some(setup.colours().of(result.winner)),
            text: msg!(
                "log-game-won",
                name = player_name(setup, result.winner),
                person = person(setup, result.winner),
                kind = win_kind(result.kind),
                points = result.points
            ),
            header: false,
            standard: None,
            action_index: Some(index),
        });
    }
    if action == Action::NextGame {
        lines.push(LogLine {
            player: None,
            colour: None,
            text: msg!("log-game", game = game.game_number()),
            header: true,
            standard: None,
            action_index: Some(index),
        });
    }
    lines
}

/// What the log says of `action` taken in `game` (before it), without the actor's name;
/// `None` for actions the log does not show (rolls, the next game) and for the cube's offers
/// (see [`cube_text`]).
fn action_text(game: &Match, action: Action, setup: &GameSetup) -> Option<Message> {
    match action {
        Action::OpeningRoll { zero, one } => Some(msg!(
            "log-opening-roll",
            zero = player_name(setup, Player::Zero),
            zero_die = zero,
            one = player_name(setup, Player::One),
            one_die = one,
            tie = if zero == one { "yes" } else { "no" }
        )),
        Action::Roll(_) => None,
        Action::Play(play) => play_text(game, &play, false),
        // Said once the cube has moved: see `cube_text`.
        Action::Double | Action::Beaver => None,
        Action::Take => Some(msg!("log-take")),
        Action::Drop => Some(msg!("log-drop")),
        Action::Resign(kind) => Some(msg!("log-resign", kind = win_kind(kind))),
        Action::AcceptResignation => Some(msg!("log-accept-resignation")),
        Action::RejectResignation => Some(msg!("log-reject-resignation")),
        Action::NextGame => None,
    }
}

/// What the log says of a double or a beaver, from `after` it: the value offered.
fn cube_text(after: &Match, action: Action) -> Option<Message> {
    let value = after.offered_cube_value()?;
    match action {
        Action::Double => Some(msg!("log-double", value = value)),
        Action::Beaver => Some(msg!("log-beaver", value = value)),
        _ => None,
    }
}

/// A play with its dice, "64: 24/18 13/9", in the mover's numbering or (`renumber`) the
/// other side's.
fn play_text(game: &Match, play: &Play, renumber: bool) -> Option<Message> {
    let dice = game
        .dice()
        .map(|dice| format!("{}{}", dice.high(), dice.low()))
        .unwrap_or_default();
    let moves = write_play(play);
    Some(if moves.is_empty() {
        msg!("log-cannot-move", dice = dice)
    } else if renumber {
        msg!("log-play", dice = dice, moves = renumbered(&moves))
    } else {
        msg!("log-play", dice = dice, moves = moves)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view_model::test_support::{
        act, english, money_double_offered, pass_and_play, play_31_by_presses,
    };
    use crate::view_model::{BoardView, DieView};
    use bg_engine::Dice;

    #[test]
    fn a_double_is_logged_at_the_value_offered_and_a_beaver_at_four_times_the_cube() {
        let session = act(&money_double_offered(), Action::Beaver);
        let texts: Vec<String> = move_log(&session)
            .iter()
            .map(|l| english(&l.text))
            .collect();
        assert_eq!(
            texts[texts.len() - 2..],
            ["Bob: Doubles to 2", "Ann: Beavers to 4"]
        );
    }

    #[test]
    fn the_move_log_reads_in_standard_notation() {
        let session = act(&pass_and_play(), Action::OpeningRoll { zero: 2, one: 2 });
        let session = act(&session, Action::OpeningRoll { zero: 3, one: 1 });
        let session = play_31_by_presses(&session);
        let session = act(&session, Action::Roll(Dice::new(6, 4).unwrap()));
        let texts: Vec<String> = move_log(&session)
            .iter()
            .map(|l| english(&l.text))
            .collect();
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
        let (past, current): (Vec<&DieView>, Vec<&DieView>) =
            view.dice.iter().partition(|d| d.past);
        assert_eq!(current.len(), 2);
        assert!(current.iter().all(|d| d.player == Player::One && !d.used));
        // Ann's 3-1 stays in her half until she rolls again.
        let past: Vec<(u8, Player)> = past.iter().map(|d| (d.value, d.player)).collect();
        assert_eq!(past, vec![(3, Player::Zero), (1, Player::Zero)]);
        // Pass and play: each play in its own player's numbering, standard notation.
        assert!(move_log(&session)
            .iter()
            .all(|line| line.standard.is_none()));
    }

    #[test]
    fn each_line_carries_the_index_of_its_action_in_the_referees_log() {
        // Ann opens 31 after a tie and plays; Bob doubles, Ann passes; the next game starts.
        let session = act(&pass_and_play(), Action::OpeningRoll { zero: 2, one: 2 });
        let session = act(&session, Action::OpeningRoll { zero: 3, one: 1 });
        let session = play_31_by_presses(&session);
        let session = act(&act(&session, Action::Double), Action::Drop);
        let session = act(&session, Action::NextGame);
        let lines = move_log(&session);
        let indexed: Vec<(String, Option<usize>)> = lines
            .iter()
            .map(|line| (english(&line.text), line.action_index))
            .collect();
        assert_eq!(
            indexed,
            vec![
                ("Game 1".to_owned(), None),
                ("Opening roll: Ann 2, Bob 2 (tie)".to_owned(), Some(0)),
                ("Opening roll: Ann 3, Bob 1".to_owned(), Some(1)),
                ("Ann: 31: 8/5 6/5".to_owned(), Some(2)),
                ("Bob: Doubles to 2".to_owned(), Some(3)),
                ("Ann: Drops".to_owned(), Some(4)),
                (english(&lines[6].text), Some(4)),
                ("Game 2".to_owned(), Some(5)),
            ]
        );
        // Each index is the action the line tells of, in the referee's own log.
        assert_eq!(
            session.game.log()[2].kind(),
            bg_engine::referee::ActionKind::Play
        );
        assert_eq!(session.game.log()[3], Action::Double);
        assert_eq!(session.game.log()[5], Action::NextGame);
        // A replay goes to the position just after the line's action.
        let at: Vec<usize> = lines.iter().map(LogLine::replay_at).collect();
        assert_eq!(at, vec![0, 1, 2, 3, 4, 5, 5, 6]);
    }

    #[test]
    fn renumbering_turns_every_point_and_keeps_bar_off_hits_and_counts() {
        for (standard, seen) in [
            ("13/7 8/7", "12/18 17/18"),
            ("24/18*/13(2)", "1/7*/12(2)"),
            ("bar/22 6/off", "bar/3 19/off"),
            ("6/5(4)", "19/20(4)"),
            ("", ""),
        ] {
            assert_eq!(renumbered(standard), seen, "{standard}");
        }
    }

    #[test]
    fn the_computers_plays_are_logged_in_the_persons_numbering() {
        // The computer (player 1) wins the opening roll with 6-4 and plays 24/14 in its own
        // numbering: from the person's side, from the point labelled 1 to the one labelled 11.
        let session = crate::view_model::test_support::computer_ran();
        let line = move_log(&session).pop().unwrap();
        assert_eq!(english(&line.text), "Computer: 64: 1/11");
        assert_eq!(
            line.standard.as_ref().map(english).as_deref(),
            Some("Computer: 64: 24/14")
        );
        assert_eq!(line.player, Some(Player::One));
        // The person's own plays are standard notation already.
        let session = act(&session, Action::Roll(Dice::new(3, 1).unwrap()));
        let play = session
            .game
            .legal_plays()
            .into_iter()
            .find(|play| write_play(play) == "8/5 6/5")
            .unwrap();
        let line = move_log(&act(&session, Action::Play(play))).pop().unwrap();
        assert_eq!(english(&line.text), "You: 31: 8/5 6/5");
        assert_eq!(line.standard, None);
        // The dice are not point numbers: a 2-1 stays 21.
        let session = act(
            &act(&session, Action::Play(play)),
            Action::Roll(Dice::new(2, 1).unwrap()),
        );
        let play = session
            .game
            .legal_plays()
            .into_iter()
            .find(|play| write_play(play) == "13/11 6/5")
            .unwrap();
        let line = move_log(&act(&session, Action::Play(play))).pop().unwrap();
        assert_eq!(english(&line.text), "Computer: 21: 12/14 19/20");
    }
}
