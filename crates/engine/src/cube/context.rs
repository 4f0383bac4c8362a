//! The cube and the score as a deciding player sees them: [`CubeContext`].

use crate::player::Player;
use crate::referee::Match;

/// Who owns the doubling cube, seen from the deciding player's side (a bot, or the player on
/// roll whose cube [`analyse`](super::analyse) analyses). The Match ID's absolute owner, by
/// [`Player`], is [`crate::ids::CubeOwner`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum RelativeCubeOwner {
    /// Nobody has doubled yet: either player may double.
    #[default]
    Centered,
    /// The deciding bot owns the cube: a double now is a redouble.
    Bot,
    /// The opponent owns the cube.
    Opponent,
}

/// What a bot may need to know about the cube and the score to make a cube decision. Fields
/// are from the deciding bot's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CubeContext {
    /// The cube's value before the decision (1 while centered and never turned).
    pub value: u32,
    /// Who owns the cube.
    pub owner: RelativeCubeOwner,
    /// Points each side still needs to win the match, `(bot, opponent)`; `None` in money play.
    pub away: Option<(u32, u32)>,
    /// True in the Crawford game (nobody may double; a take decision cannot arise either).
    pub crawford: bool,
    /// True when the Jacoby rule is in force (money play: gammons count only after a double).
    pub jacoby: bool,
}

impl CubeContext {
    /// The cube and the score of a refereed match, from `player`'s side.
    pub fn of_match(game: &Match, player: Player) -> CubeContext {
        let owner = match game.cube_owner() {
            None => RelativeCubeOwner::Centered,
            Some(owner) if owner == player => RelativeCubeOwner::Bot,
            Some(_) => RelativeCubeOwner::Opponent,
        };
        let length = game.match_length();
        let score = game.score();
        let away = (length > 0).then(|| {
            (
                length.saturating_sub(score[player]),
                length.saturating_sub(score[player.other()]),
            )
        });
        CubeContext {
            value: game.cube_value(),
            owner,
            away,
            crawford: game.is_crawford_game(),
            jacoby: game.settings().jacoby(),
        }
    }

    /// A money game with the cube centered at 1, no Jacoby rule.
    pub const MONEY_CENTERED: CubeContext = CubeContext {
        value: 1,
        owner: RelativeCubeOwner::Centered,
        away: None,
        crawford: false,
        jacoby: false,
    };
}

impl Default for CubeContext {
    fn default() -> Self {
        CubeContext::MONEY_CENTERED
    }
}
