//! `bgengine analyse [--level L] FILE`: the analysis of every decision of a `.mat` or `.sgf`
//! match file, as JSON ([`bg_engine::analysis`], the same code as the app's analysis).

use std::path::PathBuf;

use bg_engine::analysis::{
    analyse_match, luck_adjusted_result, CubeErrorKind, CubeErrors, Decision, DecisionKind,
    LuckAdjustedResult, MatchAnalysis, PlayerSummary,
};
use bg_engine::bots::{Level, NeuralBot};
use bg_engine::notation::write_play;
use bg_engine::{Dice, Player};

use crate::json::Json;
use crate::matches::read_match_file;

/// What `bgengine analyse` was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalyseRequest {
    pub path: PathBuf,
    /// Whose judgement: World class by default, Expert for a quick analysis.
    pub level: Level,
}

/// The JSON analysis of the match file of `request`.
///
/// # Errors
/// The file cannot be read or does not read as a match (the message names the line), or its
/// log does not replay.
pub fn analyse(request: &AnalyseRequest) -> Result<Json, String> {
    let record = read_match_file(&request.path)?;
    let mut player = NeuralBot::for_level(request.level);
    let analysis = analyse_match(&record.game, &mut player)
        .map_err(|error| format!("{}: {error}", request.path.display()))?;
    let adjusted = luck_adjusted_result(&record.game, &analysis)
        .map_err(|error| format!("{}: {error}", request.path.display()))?;
    let players = [Player::Zero, Player::One]
        .into_iter()
        .map(|side| player_json(&record.names[side], &analysis, &adjusted, side))
        .collect();
    Ok(Json::Object(vec![
        ("file", Json::string(request.path.display().to_string())),
        ("level", Json::string(request.level.name())),
        ("length", Json::number(record.game.match_length())),
        ("players", Json::Array(players)),
        ("games", games_json(&adjusted)),
        ("decisions", decisions_json(&analysis)),
        ("rolls", rolls_json(&analysis)),
    ]))
}

fn player_json(
    name: &str,
    analysis: &MatchAnalysis,
    adjusted: &LuckAdjustedResult,
    side: Player,
) -> Json {
    let summary: &PlayerSummary = &analysis.players[side];
    let rating = summary.rating();
    let luck_rate = analysis.luck_rate(side);
    let mut fields = vec![
        ("name", Json::string(name)),
        (
            "unforced_decisions",
            Json::number(summary.unforced_decisions),
        ),
        ("unforced_plays", Json::number(summary.unforced_plays)),
        ("cube_decisions", Json::number(summary.cube_decisions)),
        ("doubtful", Json::number(summary.doubtful)),
        ("bad", Json::number(summary.bad)),
        ("very_bad", Json::number(summary.very_bad)),
        ("equity_lost", Json::number(summary.equity_lost)),
        ("error_rate", Json::number(summary.error_rate())),
        ("mwc_lost", Json::option(summary.mwc_lost.map(Json::number))),
        (
            "error_rate_mwc",
            Json::option(summary.error_rate_mwc().map(Json::number)),
        ),
        ("rating", Json::string(rating.word())),
        ("pr", Json::number(summary.pr())),
        ("luck", Json::number(summary.luck)),
        (
            "luck_rate",
            Json::option(luck_rate.map(|rate| Json::number(1000.0 * rate))),
        ),
        (
            "luck_rating",
            Json::option(
                analysis
                    .luck_rating(side)
                    .map(|word| Json::string(word.word())),
            ),
        ),
        ("cube_errors", cube_errors_json(&analysis.cube_errors(side))),
    ];
    fields.extend(result_fields(adjusted, side));
    Json::Object(fields)
}

/// A player's result over the finished games, their luck and the luck-adjusted result, in
/// points in money play and in match winning chances in a match.
fn result_fields(adjusted: &LuckAdjustedResult, side: Player) -> [(&'static str, Json); 3] {
    [
        ("result", Json::number(adjusted.result(side))),
        ("result_luck", Json::number(adjusted.luck(side))),
        (
            "luck_adjusted_result",
            Json::number(adjusted.adjusted(side)),
        ),
    ]
}

/// Each finished game: its winner and, from player 0's side, its result and luck-adjusted
/// result, with both players' luck (points in money play, match winning chances in a match).
fn games_json(adjusted: &LuckAdjustedResult) -> Json {
    let games = adjusted.games.iter().map(|game| {
        Json::Object(vec![
            ("game", Json::number(game.game)),
            ("winner", Json::number(game.winner.index() as f64)),
            ("result", Json::number(game.result)),
            (
                "luck",
                Json::Array(vec![
                    Json::number(game.luck[Player::Zero]),
                    Json::number(game.luck[Player::One]),
                ]),
            ),
            (
                "luck_adjusted_result",
                Json::number(game.adjusted_of(Player::Zero)),
            ),
        ])
    });
    Json::Array(games.collect())
}

/// Each kind's count and losses, then all kinds together.
fn cube_errors_json(errors: &CubeErrors) -> Json {
    let mut fields: Vec<_> = CubeErrorKind::ALL
        .iter()
        .map(|&kind| {
            let tally = errors.tally(kind);
            let json = Json::Object(vec![
                ("count", Json::number(tally.count)),
                ("equity_lost", Json::number(tally.equity_lost)),
                ("mwc_lost", Json::option(tally.mwc_lost.map(Json::number))),
            ]);
            (kind.name(), json)
        })
        .collect();
    fields.push(("count", Json::number(errors.count())));
    fields.push(("equity_lost", Json::number(errors.equity_lost())));
    Json::Object(fields)
}

fn dice_json(dice: Dice) -> Json {
    Json::Array(vec![
        Json::number(dice.first()),
        Json::number(dice.second()),
    ])
}

fn decisions_json(analysis: &MatchAnalysis) -> Json {
    Json::Array(analysis.decisions.iter().map(decision_json).collect())
}

fn decision_json(decision: &Decision) -> Json {
    let kind = match decision.kind {
        DecisionKind::Play { .. } => "play",
        DecisionKind::Double => "double",
        DecisionKind::NoDouble => "no double",
        DecisionKind::Take => "take",
        DecisionKind::Pass => "pass",
        DecisionKind::Beaver => "beaver",
    };
    let mut fields = vec![
        ("game", Json::number(decision.game)),
        ("action", Json::number(decision.action_index as f64)),
        ("player", Json::number(decision.player.index() as f64)),
        ("kind", Json::string(kind)),
    ];
    if let DecisionKind::Play { dice, play, best } = decision.kind {
        fields.push(("dice", dice_json(dice)));
        fields.push(("play", Json::string(write_play(&play))));
        fields.push(("best", Json::string(write_play(&best))));
    }
    fields.extend([
        ("loss", Json::number(decision.loss)),
        (
            "loss_mwc",
            Json::option(decision.loss_mwc.map(Json::number)),
        ),
        ("unforced", Json::Bool(decision.unforced)),
        ("error", Json::string(decision.error.name())),
    ]);
    Json::Object(fields)
}

fn rolls_json(analysis: &MatchAnalysis) -> Json {
    let rolls = analysis.rolls.iter().map(|roll| {
        Json::Object(vec![
            ("game", Json::number(roll.game)),
            ("action", Json::number(roll.action_index as f64)),
            ("player", Json::number(roll.player.index() as f64)),
            ("dice", dice_json(roll.dice)),
            ("luck", Json::number(roll.luck)),
        ])
    });
    Json::Array(rolls.collect())
}
