//! The review's move log lists the game replayed, not the whole match: the match's log lines
//! split by game once when the review opens ([`log_by_game`]), and the links to every game
//! of the match with the one shown marked ([`log_games`]), so that a long match's log stays
//! short and the other games are one press away.

use bg_engine::referee::Match;

use super::game_starts;
use crate::i18n::Message;
use crate::msg;
use crate::view_model::LogLine;

/// The lines of `lines` (the match's move log, [`crate::view_model::move_log`]) by game: the
/// first holds the first game's lines, from its header to its result, and so on. A line
/// belongs to the game of the position it leads to ([`LogLine::replay_at`]): a game's header
/// to the game it opens, a result to the game it ends. Every game of `game` has its list, an
/// empty one if no line tells of it.
pub fn log_by_game(lines: Vec<LogLine>, game: &Match) -> Vec<Vec<LogLine>> {
    let starts = game_starts(game);
    let mut games = vec![Vec::new(); starts.len()];
    for line in lines {
        let number = game_number(&starts, line.replay_at());
        games[number - 1].push(line);
    }
    games
}

/// The number (1 for the first) of the game shown at log length `at`, by the games' `starts`.
fn game_number(starts: &[usize], at: usize) -> usize {
    starts.iter().filter(|&&start| start <= at).count().max(1)
}

/// A link to one game of the match from the review's move log.
#[derive(Clone, Debug, PartialEq)]
pub struct GameLink {
    /// "Game 2".
    pub label: Message,
    /// The game's number, 1 for the first.
    pub number: usize,
    /// The log length of the game's first position, where the link goes.
    pub at: usize,
    /// Whether it is the game replayed.
    pub current: bool,
}

/// The games above the review's move log: the one replayed, and a link to each game.
#[derive(Clone, Debug, PartialEq)]
pub struct LogGames {
    /// The game replayed at `at`, 1 for the first: the log shows its lines.
    pub shown: usize,
    /// One link per game, in the match's order; empty for a match of one game, where there is
    /// nowhere else to go.
    pub links: Vec<GameLink>,
    /// The links' name for screen readers.
    pub label: Message,
}

/// The games of `game` with the one replayed at log length `at` marked.
pub fn log_games(game: &Match, at: usize) -> LogGames {
    let starts = game_starts(game);
    let shown = game_number(&starts, at.min(game.log().len()));
    let links = if starts.len() > 1 {
        starts
            .iter()
            .enumerate()
            .map(|(index, &start)| GameLink {
                label: msg!("log-game", game = index + 1),
                number: index + 1,
                at: start,
                current: index + 1 == shown,
            })
            .collect()
    } else {
        Vec::new()
    };
    LogGames {
        shown,
        links,
        label: msg!("review-log-games"),
    }
}
