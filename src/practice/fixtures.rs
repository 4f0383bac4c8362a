//! Hints for the practice's tests (the judge's in `judge.rs` and the practice run's in
//! `view_model/practice/tests.rs`), made by hand as the worker would answer them.

use crate::teaching::{Chances, CubeAdvice, Hint, HintedPlay};

/// Player 0 to play the opening 4-2 (best 8/4 6/4) in a money game.
pub const OPENING_42: &str = "4HPwATDgc/ABMA:MAEKAAAAAAAA";

/// Even chances, one game in ten a gammon each way: the judge reads only losses and equities.
pub fn chances() -> Chances {
    Chances {
        win: 0.5,
        win_gammon: 0.1,
        win_backgammon: 0.0,
        lose: 0.5,
        lose_gammon: 0.1,
        lose_backgammon: 0.0,
    }
}

/// A ranked play that gives up `loss` against the best.
pub fn play(notation: &str, loss: f32) -> HintedPlay {
    HintedPlay {
        notation: notation.to_owned(),
        equity: 0.1 - loss,
        loss,
        chances: chances(),
        match_winning_chance: None,
        match_winning_chance_loss: None,
        plies: 2,
        explanation: Vec::new(),
    }
}

/// The hint of the opening 4-2 ([`OPENING_42`]), as the worker ranks it (losses rounded).
pub fn opening_hint() -> Hint {
    Hint {
        player: 0,
        plays: vec![
            play("8/4 6/4", 0.0),
            play("24/20 13/11", 0.006),
            play("13/11 13/9", 0.095),
        ],
        cube: None,
    }
}

/// The cube hint for `player` about player 1's double: `equities` are `[no double,
/// double/take, double/pass]`, the verdicts "double" and "take".
pub fn cube_hint(player: usize, equities: [f32; 3]) -> Hint {
    Hint {
        player,
        plays: Vec::new(),
        cube: Some(CubeAdvice {
            doubler: 1,
            equities,
            match_winning_chances: None,
            double: "double".to_owned(),
            take: "take".to_owned(),
            redouble: false,
            can_double: true,
            chances: chances(),
            explanation: Vec::new(),
        }),
    }
}
