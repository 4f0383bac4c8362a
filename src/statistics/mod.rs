//! Statistics per opponent: games, gammons, backgammons and matches won and lost, counted from
//! the bottom player's side (player 0: "you" against the computer, the first name in pass and
//! play).
//!
//! Everything here is plain Rust and tested natively; `web::storage` (browser only) keeps the
//! [`Statistics`] in localStorage. Counting is idempotent: each match is known by a fingerprint
//! of its first game (the opponent, the length and every action of that game, dice included),
//! and the statistics remember how many games of that match they have counted. Seeing the same
//! match again (after a reload, or once more after every action) counts only what is new.

use std::ops::RangeInclusive;

use bg_engine::bots::BotKind;
use bg_engine::referee::{Action, Match, Phase};
use bg_engine::Player;
use bg_engine::WinKind;
use serde::{Deserialize, Serialize};

use crate::i18n::{computer_label, Message};
use crate::msg;
use crate::save::action_text;
use crate::setup::{GameSetup, Opponent};
use crate::stored::{Store, Stored};

/// The version of the stored statistics this code writes and reads.
pub const STATS_VERSION: u32 = 1;

/// How many matches are remembered as counted. Only the match in the save can come back (the
/// app keeps one save), so a few are plenty; the rest guard against a second tab.
pub const REMEMBERED_MATCHES: usize = 16;

/// The opponent key of pass and play.
pub const TWO_PLAYERS_KEY: &str = "human";

/// Games, gammons, backgammons and matches won and lost against one opponent. A backgammon
/// is counted as a backgammon only, not also as a gammon; every gammon and backgammon is also
/// a game won or lost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub games_won: u32,
    pub games_lost: u32,
    pub gammons_won: u32,
    pub gammons_lost: u32,
    pub backgammons_won: u32,
    pub backgammons_lost: u32,
    pub matches_won: u32,
    pub matches_lost: u32,
}

impl Tally {
    /// True when nothing has been counted.
    pub fn is_empty(&self) -> bool {
        *self == Tally::default()
    }

    fn count_game(&mut self, won: bool, kind: WinKind) {
        let (games, gammons, backgammons) = if won {
            (
                &mut self.games_won,
                &mut self.gammons_won,
                &mut self.backgammons_won,
            )
        } else {
            (
                &mut self.games_lost,
                &mut self.gammons_lost,
                &mut self.backgammons_lost,
            )
        };
        *games += 1;
        match kind {
            WinKind::Single => {}
            WinKind::Gammon => *gammons += 1,
            WinKind::Backgammon => *backgammons += 1,
        }
    }

    fn count_match(&mut self, won: bool) {
        if won {
            self.matches_won += 1;
        } else {
            self.matches_lost += 1;
        }
    }
}

/// The statistics against one opponent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpponentRecord {
    /// `human` for pass and play, else the computer level's name (`random`, `pubeval`, ...).
    pub key: String,
    /// The name shown ("Two players", "Computer: Beginner (random moves)").
    pub name: String,
    pub tally: Tally,
}

/// A match seen by the statistics, and how much of it has been counted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Counted {
    /// The fingerprint of the match (see [`match_fingerprint`]), in hexadecimal.
    fingerprint: String,
    /// The games of this match counted so far.
    games: u32,
    /// Whether the end of this match has been counted.
    match_over: bool,
}

/// The statistics as stored: the counts per opponent and the matches already counted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Statistics {
    version: u32,
    opponents: Vec<OpponentRecord>,
    /// The most recently counted matches, the latest last.
    counted: Vec<Counted>,
}

impl Default for Statistics {
    fn default() -> Self {
        Statistics {
            version: STATS_VERSION,
            opponents: Vec::new(),
            counted: Vec::new(),
        }
    }
}

/// Read by [`crate::stored::decode`].
impl Stored for Statistics {
    const STORE: Store = Store::Statistics;
    const VERSIONS: RangeInclusive<u64> = STATS_VERSION as u64..=STATS_VERSION as u64;

    fn from_text(text: &str) -> Result<Statistics, String> {
        serde_json::from_str(text).map_err(|error| error.to_string())
    }
}

impl Statistics {
    /// The text to store.
    pub fn encode(&self) -> String {
        // Serializing these plain types cannot fail; an empty string would only be reported as
        // unreadable at the next start, never lose a count silently.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The records, in a fixed order: the computer levels weakest first, then two players,
    /// then any other key (a level this version does not know) by name.
    pub fn opponents(&self) -> Vec<&OpponentRecord> {
        let mut records: Vec<&OpponentRecord> = self.opponents.iter().collect();
        records.sort_by_key(|record| (opponent_rank(&record.key), record.key.clone()));
        records
    }

    /// The tally against the opponent `key`, if any game against it was counted.
    pub fn tally(&self, key: &str) -> Option<Tally> {
        self.opponents
            .iter()
            .find(|record| record.key == key)
            .map(|record| record.tally)
    }

    /// True when nothing has been counted (after a reset, say).
    pub fn is_empty(&self) -> bool {
        self.opponents.iter().all(|record| record.tally.is_empty())
    }

    /// Clears every count. The matches already counted stay remembered, so that the game on
    /// the board (say, one just finished) is not counted again after the reset.
    pub fn reset(&mut self) {
        self.opponents.clear();
    }

    /// Counts what is new in `game`, played under `setup`: the games finished since it was
    /// last seen and, once, the end of the match. Returns true when anything was counted.
    pub fn record(&mut self, setup: &GameSetup, game: &Match) -> bool {
        let results = game.game_results();
        let Some(fingerprint) = match_fingerprint(setup, game) else {
            return false;
        };
        let position = self
            .counted
            .iter()
            .position(|counted| counted.fingerprint == fingerprint);
        let mut counted = match position {
            Some(index) => self.counted.remove(index),
            None => Counted {
                fingerprint,
                games: 0,
                match_over: false,
            },
        };
        let (key, name) = opponent_of(setup);
        let tally = self.tally_mut(key, name);
        let mut changed = false;
        for result in results.iter().skip(counted.games as usize) {
            tally.count_game(result.winner == Player::Zero, result.kind);
            counted.games += 1;
            changed = true;
        }
        if let Phase::MatchOver { winner } = game.phase() {
            if !counted.match_over {
                tally.count_match(winner == Player::Zero);
                counted.match_over = true;
                changed = true;
            }
        }
        self.counted.push(counted);
        if self.counted.len() > REMEMBERED_MATCHES {
            self.counted.remove(0);
        }
        changed
    }

    /// Remembers `game`'s finished games (and its end) as counted without counting them: a
    /// match opened from a file was not played on this device. The games played on from it
    /// are counted as they end. Returns true when anything changed.
    pub fn remember_uncounted(&mut self, setup: &GameSetup, game: &Match) -> bool {
        let Some(fingerprint) = match_fingerprint(setup, game) else {
            return false;
        };
        let counted = Counted {
            fingerprint,
            games: game.game_results().len() as u32,
            match_over: matches!(game.phase(), Phase::MatchOver { .. }),
        };
        if self.counted.contains(&counted) {
            return false;
        }
        self.counted
            .retain(|known| known.fingerprint != counted.fingerprint);
        self.counted.push(counted);
        if self.counted.len() > REMEMBERED_MATCHES {
            self.counted.remove(0);
        }
        true
    }

    fn tally_mut(&mut self, key: &str, name: String) -> &mut Tally {
        let index = match self.opponents.iter().position(|record| record.key == key) {
            Some(index) => index,
            None => {
                self.opponents.push(OpponentRecord {
                    key: key.to_owned(),
                    name: String::new(),
                    tally: Tally::default(),
                });
                self.opponents.len() - 1
            }
        };
        let record = &mut self.opponents[index];
        // The latest name wins: a level renamed by a newer version shows its new name.
        record.name = name;
        &mut record.tally
    }
}

/// The opponent of a record as the Statistics screen names it, in the player's language:
/// from its key, or the name stored with it when this version does not know the key (a
/// level of a newer version).
pub fn opponent_label(key: &str, stored_name: &str) -> Message {
    if key == TWO_PLAYERS_KEY {
        return msg!("stats-opponent-two-players");
    }
    match BotKind::OPPONENTS
        .into_iter()
        .find(|kind| kind.name() == key)
    {
        Some(kind) => msg!("stats-opponent-computer", level = computer_label(kind)),
        None => msg!("stats-opponent-unknown", name = stored_name),
    }
}

/// The key and the name of the opponent in `setup`, as stored with the counts (in English:
/// the screen names the opponents by key, see [`opponent_label`]).
pub fn opponent_of(setup: &GameSetup) -> (&'static str, String) {
    match setup.opponent {
        Opponent::Human => (TWO_PLAYERS_KEY, "Two players".to_owned()),
        Opponent::Computer(kind) => (kind.name(), format!("Computer: {}", kind.label())),
    }
}

fn opponent_rank(key: &str) -> usize {
    let levels = BotKind::OPPONENTS.len();
    match BotKind::OPPONENTS
        .iter()
        .position(|kind| kind.name() == key)
    {
        Some(index) => index,
        None if key == TWO_PLAYERS_KEY => levels,
        None => levels + 1,
    }
}

/// The fingerprint of the match `game` once its first game is over: a 64-bit FNV-1a hash of
/// the opponent, the match length and every action of the first game (the dice included; a
/// play by the board after it, see [`canonical_text`]). Two matches share it only if their whole first game is the same, dice and
/// plays alike: with the browser's random dice that does not happen, with a fixed `?seed=`
/// (tests) it can.
fn match_fingerprint(setup: &GameSetup, game: &Match) -> Option<String> {
    if game.game_results().is_empty() {
        return None;
    }
    let first_game = game
        .log()
        .iter()
        .take_while(|action| **action != Action::NextGame);
    let mut hash = Fnv1a::new();
    hash.write(opponent_of(setup).0.as_bytes());
    hash.write(format!("|{}|", setup.length).as_bytes());
    for action in first_game {
        hash.write(canonical_text(action).as_bytes());
        hash.write(b";");
    }
    Some(format!("{:016x}", hash.finish()))
}

/// An action as text that depends only on what it does: a play is named by the Position ID of
/// the board after it, because its notation depends on the path taken (24/20 20/14 and
/// 24/18 18/14 are one play), and a save read back may write it by the other path.
fn canonical_text(action: &Action) -> String {
    match action {
        Action::Play(play) => format!("p:{}", play.position.position_id()),
        other => action_text(other),
    }
}

/// The 64-bit FNV-1a hash: tiny, stable across versions and platforms (unlike the standard
/// library's hasher, whose output may change), and good enough to tell matches apart.
struct Fnv1a(u64);

impl Fnv1a {
    fn new() -> Fnv1a {
        Fnv1a(0xcbf2_9ce4_8422_2325)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 ^= u64::from(byte);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests;
