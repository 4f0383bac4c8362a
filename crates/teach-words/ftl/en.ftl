# English catalogue of the teaching messages (bg_engine::teach). Each message id is one the
# engine emits (crates/engine/src/teach/explain.rs); the arguments are documented in
# docs/teaching.md. The app and `bgengine explain` both word messages from this file
# (crates/teach-words); the tests check that every emitted message is here, and nothing else.

# A point's name from the message's own `side` and `point` (a message reference is formatted
# with the arguments of the message that refers to it; a term's arguments must be literals).
point-name = { $side ->
    [opponent] { $point ->
        [5] the opponent's 5-point (the golden point)
        [7] the opponent's bar point
       *[other] the opponent's { $point }-point
    }
   *[own] { $point ->
        [7] your bar point
        [13] your midpoint
       *[other] your { $point }-point
    }
}

teach-makes-point = { $play } makes { point-name }.
teach-gives-up-point = { $play } gives up { point-name }.
teach-makes-anchor = { $play } makes an anchor on { point-name }.
teach-breaks-anchor = { $play } gives up the anchor on { point-name }.
teach-no-blot = { $play } leaves no blot.
teach-blot = { $play } leaves a blot on { point-name } that { $shots } of 36 rolls hit.
teach-blots = { $play } leaves { $count } blots that { $shots } of 36 rolls hit.
teach-hits = { $play } hits { $count ->
    [one] { $count } checker
   *[other] { $count } checkers
}.
teach-no-hit = { $play } does not hit.
teach-entering = After { $play } the opponent enters from the bar with { $rolls } of 36 rolls.
teach-closes-board = { $play } closes the board: the opponent cannot enter.
teach-escapes = { $play } escapes { $count ->
    [one] { $count } back checker
   *[other] { $count } back checkers
}.
teach-prime = { $play } builds a prime of { $length } points that traps { $trapped ->
    [one] { $trapped } checker
   *[other] { $trapped } checkers
}.
teach-builders = { $play } keeps { $count ->
    [one] { $count } builder
   *[other] { $count } builders
} for the next points.
teach-bears-off = { $play } bears off { $count ->
    [one] { $count } checker
   *[other] { $count } checkers
}.
teach-wastes-pips = { $play } wastes { $pips } pips.
teach-gammons = After { $play } you win a gammon { $win }% of the time and lose one { $lose }%.
teach-game-kind = { $play } leads to { $kind ->
    [race] a race
    [back-game] a back game
    [blitz] a blitz
    [priming] a priming game
    [holding] a holding game
   *[middle-game] a middle game
}.
teach-costs = The difference costs { $loss } points a game.
teach-costs-match = The difference costs { $loss }% in match winning chances.
teach-same-play = Both plays lead to the same position.
teach-only-play = This is the only play of the roll.
teach-cube-verdict = { $double ->
    [double] { $redouble ->
        [yes] Redouble
       *[no] Double
    }
    [too-good] { $redouble ->
        [yes] Too good to redouble
       *[no] Too good to double
    }
   *[no-double] { $redouble ->
        [yes] No redouble
       *[no] No double
    }
}, { $take ->
    [pass] pass
    [beaver] beaver
   *[take] take
}.
teach-cube-cannot-double = You cannot double now.
teach-cube-market-losers = After { $rolls } of your 36 rolls the opponent would pass a double next turn.
teach-cube-take-point = The taker wins { $chance }% of the games; at this score taking needs { $needed }%.
teach-cube-too-good = You win a gammon { $gammon }% of the time: playing on is worth more than the point a double cashes.
