# The app's words in English. Every message here is in pl.ftl, eo.ftl and et.ftl too, and used
# by the code (src/i18n/tests.rs checks both). Terms (-name) are the names of the buttons that
# the help text refers to.

-roll = Roll
-double = Double
-resign = Resign
-undo = Undo
-done = Done
-swap-dice = Swap dice
-new-game = New game
-settings = Settings
-statistics = Statistics

## The page

app-title = Backgammon
menu = Menu
menu-statistics = { -statistics }
menu-rules = Rules
menu-new-game = { -new-game }
close = Close

## Settings

settings-title = { -settings }
settings-language = Language
settings-animation = Animation speed
settings-speed-off = Off (instant)
settings-speed-fast = Fast
settings-speed-normal = Normal
settings-speed-slow = Slow
settings-auto-forced = Play forced moves by themselves
settings-auto-confirm = Confirm the play when the last checker is moved (no { -done })
settings-double-click = Bear off with a double click or double tap on a checker

## Statistics

stats-title = { -statistics }
stats-empty = No finished games yet.
stats-caption = Won–lost, for the bottom player (you, against the computer).
stats-games = Games
stats-gammons = Gammons
stats-backgammons = Backgammons
stats-backgammons-short = Backg.
stats-matches = Matches
# The accessible name of a table cell: games (or gammons, ...) won and lost.
stats-cell = { $won } won, { $lost } lost
stats-note = Each finished game is counted once, when it ends; a backgammon counts as a backgammon, not also as a gammon. In pass and play the counts are the bottom player's.
# $keys: the storage keys, separated by commas.
stats-backups = Unreadable statistics were kept under: { $keys }.
stats-reset = Reset statistics
stats-reset-question = Reset all statistics to zero? This cannot be undone.
stats-keep = Keep them
stats-reset-confirm = Yes, reset
stats-opponent-two-players = Two players
# $level: one of the computer-* names below.
stats-opponent-computer = Computer: { $level }
# $name: the name a newer version of the app stored for an opponent this version does not know.
stats-opponent-unknown = { $name }

## The computer players

computer-random = Random moves (practice)
computer-pubeval = pubeval (Tesauro's benchmark)
computer-beginner = Beginner
computer-casual = Casual
computer-intermediate = Intermediate
computer-advanced = Advanced
computer-expert = Expert
computer-world-class = World class (looks 2 rolls ahead)
computer-expert-one-ply = Expert looking 1 roll ahead (analysis)

## Rules and help

help-title = Rules and help
help-contents = Contents
help-bearing-off-title = Bearing off
help-cube-title = The doubling cube
help-match-title = Match play
help-app-title = Using this app

help-board-points = { $home ->
        [left] The board has 24 narrow triangles, the points, in four quarters of six. The points are numbered from the bottom player's side: 1 to 6 at the bottom left ({ $mover ->
            [white] White
           *[black] Black
        }'s home board), 7 to 12 at the bottom right, 13 to 18 at the top right and 19 to 24 at the top left ({ $mover ->
            [white] Black
           *[black] White
        }'s home board). The bar in the middle holds checkers that were hit; the trays on the left hold the checkers borne off.
       *[right] The board has 24 narrow triangles, the points, in four quarters of six. The points are numbered from the bottom player's side: 1 to 6 at the bottom right ({ $mover ->
            [white] White
           *[black] Black
        }'s home board), 7 to 12 at the bottom left, 13 to 18 at the top left and 19 to 24 at the top right ({ $mover ->
            [white] Black
           *[black] White
        }'s home board). The bar in the middle holds checkers that were hit; the trays on the right hold the checkers borne off.
    }
help-board-direction = { $home ->
        [left] { $mover ->
            [white] White
           *[black] Black
        }, at the bottom, moves from 24 towards 1: along the top from left to right, then along the bottom from right to left. { $mover ->
            [white] Black
           *[black] White
        } moves the other way round, from 1 towards 24. At the start each player has two checkers on the opponent's home board (the 24-point), five on the 13-point, three on the 8-point and five on the 6-point, counted from their own side.
       *[right] { $mover ->
            [white] White
           *[black] Black
        }, at the bottom, moves from 24 towards 1: along the top from right to left, then along the bottom from left to right. { $mover ->
            [white] Black
           *[black] White
        } moves the other way round, from 1 towards 24. At the start each player has two checkers on the opponent's home board (the 24-point), five on the 13-point, three on the 8-point and five on the 6-point, counted from their own side.
    }

help-moving-start = At the start each player rolls one die; the higher die starts and plays the two numbers rolled (ties are rolled again). After that the players take turns: roll two dice, then move.
help-moving-dice = Each die is a separate move: with 5 and 3 you move one checker 5 points and one checker 3 points, or one checker 5 then 3 (each stop must be open).
help-moving-doubles = Doubles are played four times: 4 and 4 is four moves of 4.
help-moving-blocked = A point with two or more of the opponent's checkers is blocked: you cannot land there.
help-moving-hit = A point with a single opponent's checker (a blot) can be hit: your checker lands there and the blot goes to the bar.
help-moving-bar = A player with a checker on the bar must first enter it in the opponent's home board, on the point of a die (a 3 enters on the opponent's 3-point, the 22-point seen from your side). Nothing else moves until every checker on the bar has entered; if no die enters, the turn is lost.
help-moving-both-dice = You must use both dice when you can. When only one can be used, you must use the larger one if that is possible. When no move is possible at all, the turn passes.

help-bearing-off-text = Once all 15 of your checkers are in your home board you may bear them off: a die takes off a checker from the point of that number (a 4 from the 4-point). A die higher than your highest occupied point takes off a checker from that highest point. You may also move inside the home board instead. A checker that is hit while you bear off must come back round before you can bear off again.

help-cube-text = A game is worth one point times the value of the doubling cube, which starts in the middle at 1 (its face shows 64). Before rolling, a player who thinks they are ahead may double: offer to play on for twice the stakes.
help-cube-take-label = Take:
help-cube-take = the opponent accepts; the game goes on at twice the value and the taker owns the cube: only they may double next (a redouble).
help-cube-drop-label = Drop:
help-cube-drop = the opponent refuses and loses the game at the value before the double.
help-cube-beaver-label = Beaver (money play only):
help-cube-beaver = the opponent takes and at once redoubles, keeping the cube; the doubler then takes or drops at the new value. Up to three beavers follow each other in a row, and only when the option is on.
help-cube-jacoby-label = The Jacoby rule (money play only):
help-cube-jacoby = when it is on, gammons and backgammons count as single games until the cube has been turned. It does not reduce a resignation.

help-gammons-text = If the loser has not borne off any checker when the game ends, the winner wins a gammon: twice the cube's value. If the loser also still has a checker on the bar or in the winner's home board, it is a backgammon: three times. A player on roll may also resign a single game, a gammon or a backgammon; the opponent accepts (the game ends at that value) or rejects (the game goes on).

help-match-text = A match is played to a number of points: the first player to reach it wins the match. A money game has no end: each game is scored on its own.
help-match-crawford = The Crawford rule: as soon as one player is one point away from winning the match, the next game (the Crawford game) is played without the cube. In the games after it (post-Crawford) the cube is back. The score panel marks the Crawford game. Beavers and the Jacoby rule are not used in matches.

help-app-new-game-label = { -new-game }:
help-app-new-game = choose the computer's level or a second person on this device (pass and play), whether the bottom player plays White or Black (against the computer, you; it takes the other side), the match length or a money game, and the cube rules.
help-app-roll-label = { -roll }:
help-app-roll = rolls the dice; before rolling you may { -double } or { -resign }.
help-app-tap-label = Moving by tap or click:
help-app-tap = tap a checker that can move (it is highlighted), then one of the highlighted points it can reach. Tap the checker again to put it back down.
help-app-drag-label = Moving by drag:
help-app-drag = drag a checker and drop it on a highlighted point.
help-app-keyboard-label = Moving by keyboard:
help-app-keyboard = Tab reaches the board; the arrow keys go from point to point (up and down between the halves, Home and End to the ends of a row), to the bars and the trays; Enter or Space picks up a checker and puts it down; Escape drops the selection. After each action the focus goes to the next one: Roll, then the board, then { -done }. Escape or the browser's Back button closes a dialog.
help-app-undo-label = { -undo } and { -done }:
help-app-undo = { -undo } takes back the last checker moved this turn; { -done } ends the turn once the dice are played. Nothing is final until { -done }.
help-app-swap-label = { -swap-dice }:
help-app-swap = when either die could bear a checker off, the button chooses which die is played first.
help-app-settings-label = { -settings }:
help-app-settings = the language, the speed of the animations, whether the play is confirmed with the last checker (no { -done }), whether forced moves play by themselves, and bearing off by a double click or tap; and the table: the direction of play (the home board on the right or the left), the board's colours (green felt, classic wood, high contrast), sounds and their volume, whether the pip counts are shown, and rolling by itself when no double is possible.
help-app-saving-label = Saving:
help-app-saving = the match is saved in this browser after every action and resumes after a reload, also offline.
help-app-statistics-label = { -statistics }:
help-app-statistics = games, gammons, backgammons and matches won and lost against each opponent, counted for the bottom player.
help-app-status = The line under the board always says whose turn it is and what happens next; the move log lists every play.

## The rules book (the chapters of the Rules and help screen, and their diagrams)

book-to-contents = Back to the contents
book-short-title = In short
book-short-1 = Two players, Black and White, each move 15 checkers round the board, in opposite directions, into their own home board.
book-short-2 = Each turn you roll two dice and move by the two numbers; a double is played four times.
book-short-3 = A point with two or more opposing checkers is blocked; a single opposing checker there is hit and goes to the bar.
book-short-4 = Once all your checkers are home you bear them off; the first to bear off all 15 wins.
book-short-5 = A win is worth one point, two for a gammon, three for a backgammon, times the doubling cube.
book-board-title = The board and how to set it up
book-board-setup = To set up a real board, sit with your home board on your right. Put two of your checkers on the far right point of the opposite side (your 24-point), five on its far left point (your 13-point), three on the second point to the left of the bar on your side (your 8-point) and five on the first point to the right of the bar on your side (your 6-point). Your opponent's checkers stand as the mirror image of yours.
book-moving-title = Moving, hitting and entering from the bar
book-two-dice-title = Using both dice
book-two-dice-order = So the order of the moves matters: a first move after which the second die cannot be played is not allowed when another way plays both dice. This app offers only the moves that still lead to a legal play.
book-scoring-title = The end of the game and the score
book-scoring-examples = A game is worth its kind (single game 1, gammon 2, backgammon 3) times the value of the cube. Three examples:
book-money-title = Money play: the Jacoby rule and beavers
book-money-text = Both are options of money play only; choose them under { -new-game }.
book-departures-title = Where this app departs from the official rules, and why
book-departures-text = This app plays by the standard rules, as GNU Backgammon plays them, except in three points:
book-departures-cube = The cube stops at 64: a player cannot double a cube of 64. The standard rules set no limit, but a real cube's highest face is 64.
book-departures-dead-cube = No double that cannot matter: in a match, a player whose cube already wins the match for them if they win the game cannot double. The rules allow it, but such a double can only help the opponent.
book-departures-crawford = The Crawford rule is always on in a match. Some players leave it out; it is the rule of tournaments, and one rule for every match keeps results comparable.
book-sources-title = Where the rules come from
book-sources-text = The rules are those of GNU Backgammon; the words are those of the rules pages this game was designed from:
book-sources-gnubg = GNU Backgammon, the free backgammon program: the rules as it plays them. The app's rule tests check the engine against its answers.
book-sources-polish = The rules pages of two Polish backgammon apps: the Polish words (tryktrak, pole, banda, pion, dublet).
book-sources-esperanto = BrainKing's rules page in Esperanto: the Esperanto words (triktrako, triangulo, lato, unuopo).
book-sources-estonian = Gamezz's rules page in Estonian: the Estonian words (triktrak, kabe, punkt, baar, maja).
book-faq-title = Questions and answers
book-faq-checkers-q = How many checkers does each player have?
book-faq-checkers-a = Fifteen: at the start two on the 24-point, five on the 13-point, three on the 8-point and five on the 6-point.
book-faq-doubles-q = What does a roll of doubles do?
book-faq-doubles-a = It is played four times: 5 and 5 is four moves of 5, with one checker or several. The opening roll is never a double: a tie is rolled again.
book-faq-single-q = Can I land on a point with a single opposing checker?
book-faq-single-a = Yes: you hit it. It goes to the bar, and its owner must enter it in your home board before moving anything else.
book-faq-no-move-q = What if no move is possible?
book-faq-no-move-a = The turn is lost and the opponent rolls. When only part of the roll can be played, you play that part.
book-faq-gammon-q = What is a gammon?
book-faq-gammon-a = A win before the loser has borne off a single checker: it counts twice. If the loser also still has a checker on the bar or in the winner's home board, it is a backgammon and counts three times.
book-faq-tavla-q = Is tavla the same game?
book-faq-tavla-a = Nearly. Turkish tavla has the same board, start and moves, but is played without the doubling cube, and a gammon (mars) counts two points with no backgammon. This app plays backgammon with the cube.
book-openings-title = The best opening plays
book-openings-text = The first play of a game, for each of the 15 rolls that can start it (a double cannot: a tie is rolled again), as this app's strongest player, World class, plays it in money play, or, where World class rates two plays within 0.01 points a game of each other, the one GNU Backgammon plays. The points are numbered from the mover's side.
book-openings-roll = Roll
book-openings-play = Play
book-strategy-title = First ideas of strategy
book-strategy-points-label = Make points:
book-strategy-points = two checkers on a point are safe and block the opponent; the points of your home board and your 7-point are worth the most.
book-strategy-blots-label = Avoid blots in range:
book-strategy-blots = a single checker six points or less in front of an opposing checker can be hit by many rolls; leave blots where few rolls hit them or where a hit costs little.
book-strategy-prime-label = Build a prime:
book-strategy-prime = six made points in a row cannot be passed at all, and four or five in a row already hold the checkers behind them.
book-strategy-race-label = Race when ahead:
book-strategy-race = when your pip count (the points your checkers still have to travel) is lower, break contact and run home; when it is higher, keep points on the opponent's side and wait for a shot.
book-before = Before
# $play: the play in standard notation, e.g. 13/7* 8/7.
book-after = After { $play }
book-alt-after = The board after { $mover ->
        [white] White
       *[black] Black
    } plays { $play }, with an arrow for each checker moved.
book-diagram-start = The starting position. { $mover ->
        [white] White
       *[black] Black
    }, at the bottom, moves from 24 towards 1; { $mover ->
        [white] Black
       *[black] White
    } the other way.
book-diagram-hit = { $mover ->
        [white] White
       *[black] Black
    } rolls 6 and 1 and plays 13/7* 8/7: the 6 hits { $mover ->
        [white] Black
       *[black] White
    }'s blot on the 7-point and the 1 covers it. The hit checker goes to the bar.
book-diagram-enter = { $mover ->
        [white] White
       *[black] Black
    } has a checker on the bar and rolls 5 and 3. { $mover ->
        [white] Black
       *[black] White
    } holds its 5-point ({ $mover ->
        [white] White
       *[black] Black
    }'s 20-point), so the 5 cannot enter; the 3 enters on { $mover ->
        [white] Black
       *[black] White
    }'s 3-point (bar/22), and the 5 is played after it (13/8).
book-diagram-larger-die = { $mover ->
        [white] White
       *[black] Black
    } rolls 6 and 3. Either die can be played, but not both: the 4-point is blocked. The larger die must be played: 13/7.
book-diagram-both-dice = { $mover ->
        [white] White
       *[black] Black
    } rolls 6 and 5. Playing the 6 first, 13/7, would leave the 5 with no move (the 2 and 6-points are blocked). Another way plays both dice, so it is the only legal play: 13/8 11/5.
book-diagram-bear-off = { $mover ->
        [white] White
       *[black] Black
    } rolls 6 and 4 while bearing off. The highest checker is on the 3-point, so both dice bear off from it: 3/off(2).
book-diagram-single = A single game: { $mover ->
        [white] Black
       *[black] White
    } has borne off checkers. 1 (single game) × 1 (cube) = 1 point.
book-diagram-gammon = A gammon: { $mover ->
        [white] Black
       *[black] White
    } has borne off none. 2 (gammon) × 2 (cube) = 4 points.
book-diagram-backgammon = A backgammon: { $mover ->
        [white] Black
       *[black] White
    } has borne off none and has a checker in { $mover ->
        [white] White
       *[black] Black
    }'s home board. 3 (backgammon) × 4 (cube) = 12 points.
book-alt-start = The starting position: each side has two checkers on its 24-point, five on its 13-point, three on its 8-point and five on its 6-point.
book-alt-hit = { $mover ->
        [white] White
       *[black] Black
    } to play 6 and 1 from the starting position; { $mover ->
        [white] Black
       *[black] White
    } has a single checker on { $mover ->
        [white] White
       *[black] Black
    }'s 7-point.
book-alt-enter = { $mover ->
        [white] White
       *[black] Black
    } to play 5 and 3 with a checker on the bar; { $mover ->
        [white] Black
       *[black] White
    } holds { $mover ->
        [white] White
       *[black] Black
    }'s 19, 20 and 21-points, and { $mover ->
        [white] White
       *[black] Black
    }'s 22-point is open.
book-alt-larger-die = { $mover ->
        [white] White
       *[black] Black
    } to play 6 and 3 with one checker on the 13-point and fourteen on the 1-point; { $mover ->
        [white] Black
       *[black] White
    } holds { $mover ->
        [white] White
       *[black] Black
    }'s 4-point.
book-alt-both-dice = { $mover ->
        [white] White
       *[black] Black
    } to play 6 and 5 with checkers on the 13 and 11-points and thirteen on the 1-point; { $mover ->
        [white] Black
       *[black] White
    } holds { $mover ->
        [white] White
       *[black] Black
    }'s 2 and 6-points.
book-alt-bear-off = { $mover ->
        [white] White
       *[black] Black
    } to play 6 and 4 with five checkers left: two on the 3-point, two on the 2-point and one on the 1-point.
book-alt-single = { $mover ->
        [white] White
       *[black] Black
    } to play 6 and 5 with the last checker on the 2-point; { $mover ->
        [white] Black
       *[black] White
    } has borne off four checkers; the cube is at 1.
book-alt-gammon = { $mover ->
        [white] White
       *[black] Black
    } to play 6 and 5 with the last checker on the 2-point; { $mover ->
        [white] Black
       *[black] White
    } has borne off none; the cube is at 2.
book-alt-backgammon = { $mover ->
        [white] White
       *[black] Black
    } to play 6 and 5 with the last checker on the 2-point; { $mover ->
        [white] Black
       *[black] White
    } has borne off none and has a checker on { $mover ->
        [white] White
       *[black] Black
    }'s 5-point; the cube is at 4.

## The hint

hint-plays-title = Hint
hint-cube-title = Cube hint
hint-cube-no-double = No double
hint-cube-double-take = Double, take
hint-cube-double-pass = Double, pass
hint-teach-me = Teach me
hint-match-chance = Match winning chance { $chance }
hint-chances-mine = You win { $win } (gammon { $gammon }, backgammon { $backgammon })
hint-chances-theirs = The opponent wins { $lose } (gammon { $gammon }, backgammon { $backgammon })
# The depth of a play's evaluation in the hint's list (GNU Backgammon's plies): 0 is the
# net's first judgement, 1 and 2 look one and two rolls ahead.
hint-depth = { $plies ->
        [0] first look
        [1] 1 roll ahead
       *[other] { $plies } rolls ahead
    }
hint-depth-note = The best plays are looked at more deeply. Equities of different depths do not compare: each play's loss is against the best play looked at as deeply.
hint-thinking = Thinking…
new-game-hints = Hints (the Hint button)

## The tutor

settings-tutor = Tutor: warn me before
settings-tutor-off = Off
settings-tutor-doubtful = a doubtful decision or worse (a loss of 0.04 or more)
settings-tutor-bad = a bad decision or worse (a loss of 0.08 or more)
settings-tutor-very-bad = a very bad decision (a loss of 0.16 or more)
tutor-title = Tutor
tutor-checking = The tutor is checking your decision…
# $loss: equity lost (points a game at cube 1 in money play, EMG in a match), as 0.123.
tutor-loses-play = This play gives up { $loss } in equity against the best play.
tutor-loses-double = Doubling here gives up { $loss } in equity.
tutor-loses-take = Taking gives up { $loss } in equity.
tutor-loses-pass = Passing gives up { $loss } in equity.
tutor-loses-beaver = The beaver gives up { $loss } in equity.
# $chance: match winning chance lost, as 4.6%.
tutor-loses-match-chance = In match winning chance that is { $chance } less.
tutor-doubtful = A doubtful decision (?!).
tutor-bad = A bad decision (?).
tutor-very-bad = A very bad decision (??).
tutor-take-back = Take it back
tutor-show-hint = Show the hint
tutor-play-anyway = Play anyway
# The hint panel's switch: the top three plays drawn on the board at once.
hint-top-three = Top three on the board
hint-more-plays = { $count ->
        [one] Show 1 more play
       *[other] Show { $count } more plays
    }

## The table: players, status line, score, controls, game over, move log, board, dialogs
## (helper i18n). $person is "you" for the person addressed ("You win"), else "other";
## $kind is "single", "gammon" or "backgammon"; $ending is "dropped", "resigned" or "none".

player-you = You
player-computer = Computer
player-black = Black
player-white = White
# A name typed in the New game form, shown as it is.
player-named = { $name }

status-thinking = { $name } is thinking…
status-opening = Game { $game }: roll to see who starts.
status-opening-tie = Opening roll: { $zero } { $zero_die }, { $one } { $one_die }: a tie, roll again.
# $status: the status of the first move, after the opening roll's values.
status-after-opening = Opening roll: { $zero } { $zero_die }, { $one } { $one_die }. { $status }
status-to-roll = { $name } to roll.
status-to-move = { $name } to move { $high }-{ $low }.
status-to-move-die-choice = { $name } to move { $high }-{ $low }. Where either die bears off, the { $spent } is used ({ -swap-dice } to use the { $kept }).
status-cannot-move = { $name } rolled { $high }-{ $low } and cannot move: press { -done }.
status-double-question = { $person ->
        [you] You double
       *[other] { $name } doubles
    } to { $value }: { $taker }, take or drop?
# $thinking: status-thinking of the computer.
status-double-waits = { $person ->
        [you] You double
       *[other] { $name } doubles
    } to { $value }. { $thinking }
status-resign-question = { $person ->
        [you] You offer
       *[other] { $name } offers
    } to resign { $kind ->
        [gammon] a gammon
        [backgammon] a backgammon
       *[single] a single game
    }: { $answerer }, accept or reject?
status-resign-waits = { $person ->
        [you] You offer
       *[other] { $name } offers
    } to resign { $kind ->
        [gammon] a gammon
        [backgammon] a backgammon
       *[single] a single game
    }. { $thinking }
status-game-over = { $person ->
        [you] You win
       *[other] { $name } wins
    } { $kind ->
        [gammon] a gammon
        [backgammon] a backgammon
       *[single] a single game
    } and { $points ->
        [one] { $points } point
       *[other] { $points } points
    }{ $ending ->
        [dropped] {" "}(double dropped)
        [resigned] {" "}(resigned)
       *[none] {""}
    }.
status-match-over = { $person ->
        [you] You win
       *[other] { $name } wins
    } the match { $won }-{ $lost }.

info-money-game = Money game
info-match-length = { $length }-point match
info-crawford = Crawford game
info-post-crawford = Post-Crawford

score-region = Score
score-to-play = to play
score-pips = { $pips ->
        [one] { $pips } pip
       *[other] { $pips } pips
    }
# After a name that does not say it is the computer: "Hal computer, Expert".
score-computer-note = computer, { $level }
computer-short-random = Random moves
computer-short-pubeval = pubeval
computer-short-world-class = World class
computer-short-expert-one-ply = Expert looking 1 roll ahead

controls-region = Actions
controls-settings = { -settings }
control-roll = { -roll }
control-double = { -double }
control-take = Take
control-drop = Drop
control-beaver = Beaver
control-undo = { -undo }
control-done = { -done }
control-resign = { -resign }
control-accept = Accept
control-reject = Reject
control-next-game = Next game
control-swap-dice = { -swap-dice }

double-reason-crawford = No doubling in the Crawford game.
double-reason-one-point = No doubling in a 1-point match: one game decides it.
double-reason-dead-cube = No doubling: a win at the cube's value already wins the match for { $person ->
        [you] you
       *[other] { $name }
    }.
double-reason-cube-owned = { $person ->
        [you] You own
       *[other] { $name } owns
    } the cube, so only they may double.
double-reason-cube-at-maximum = The cube is at its highest value.

resign-title = { -resign }
resign-single = Resign a single game
resign-gammon = Resign a gammon
resign-backgammon = Resign a backgammon
cancel = Cancel

ending-headline = { $person ->
        [you] You win
       *[other] { $name } wins
    } the { $what ->
        [match] match
       *[game] game
    }
ending-detail = { $kind ->
        [gammon] A gammon
        [backgammon] A backgammon
       *[single] A single game
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }{ $ending ->
        [dropped] {" "}(double dropped)
        [resigned] {" "}(resigned)
       *[none] {""}
    }
# $last: "yes" once the match is won.
ending-score = { $last ->
        [yes] Final score
       *[no] Score
    }: { $zero } { $zero_score }, { $one } { $one_score } ({ $length ->
        [0] money game
       *[other] { $length }-point match
    })
ending-new-match = New match

log-region = Move log
log-title = Moves
log-note-pass-and-play = Each play is numbered from its player's side, as the board shows it to them.
log-note-versus = Every play is numbered from your side, as on the board.
log-game = Game { $game }
# $text: what the player did (one of the log-* lines below).
log-by = { $name }: { $text }
log-standard = Standard notation: { $play }
log-opening-roll = Opening roll: { $zero } { $zero_die }, { $one } { $one_die }{ $tie ->
        [yes] {" "}(tie)
       *[no] {""}
    }
# $dice: the roll as players write it ("64"); $moves: the play in standard notation.
log-play = { $dice }: { $moves }
log-cannot-move = { $dice }: cannot move
# A play the tutor judged an error, with GNU Backgammon's mark: ?!, ? or ??.
log-marked = { $text } { $mark }
log-take = Takes
log-drop = Drops
log-double = Doubles to { $value }
log-beaver = Beavers to { $value }
log-resign = Offers to resign { $kind ->
        [gammon] a gammon
        [backgammon] a backgammon
       *[single] a single game
    }
log-accept-resignation = Accepts the resignation
log-reject-resignation = Rejects the resignation
log-game-won = { $person ->
        [you] You win
       *[other] { $name } wins
    } { $kind ->
        [gammon] a gammon
        [backgammon] a backgammon
       *[single] a single game
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

board-label = Backgammon board
board-keys = Arrow keys move between points, Enter or Space picks a checker or its destination, Escape puts it back.
# $colour: "black", "white" or "none" (an empty point); $state: "selected", "destination",
# "movable" or "none".
board-point = { $number }-point: { $count ->
        [0] empty
       *[other] { $count ->
            [1] one
            [2] two
            [3] three
            [4] four
            [5] five
            [6] six
            [7] seven
            [8] eight
            [9] nine
            [10] ten
            [11] eleven
            [12] twelve
            [13] thirteen
            [14] fourteen
            [15] fifteen
           *[other] { $count }
        } { $colour ->
            [white] white
           *[black] black
        } { $count ->
            [one] checker
           *[other] checkers
        }
    }{ $state ->
        [selected] , selected
        [destination] , legal destination
        [movable] , can move
       *[none] {""}
    }
# $what: "bar" or "tray".
board-side = { $colour ->
        [white] White's
       *[black] Black's
    } { $what ->
        [bar] bar
       *[tray] bear-off tray
    }: { $count ->
        [0] no checkers
        [1] one { $colour ->
            [white] white
           *[black] black
        } checker
       *[other] { $count ->
            [2] two
            [3] three
            [4] four
            [5] five
            [6] six
            [7] seven
            [8] eight
            [9] nine
            [10] ten
            [11] eleven
            [12] twelve
            [13] thirteen
            [14] fourteen
            [15] fifteen
           *[other] { $count }
        } { $colour ->
            [white] white
           *[black] black
        } checkers
    }{ $state ->
        [selected] , selected
        [destination] , legal destination
        [movable] , can move
       *[none] {""}
    }
# $state: "past" (a side's last roll), "used" (played this turn) or "none".
board-die = { $colour ->
        [white] white
       *[black] black
    } die: { $value }{ $state ->
        [past] , last roll
        [used] , played
       *[none] {""}
    }
# $owner: "black", "white" or "none" (in the middle).
board-cube = Doubling cube at { $value }, { $owner ->
        [black] owned by black
        [white] owned by white
       *[none] in the middle
    }
board-cube-offered = { $colour ->
        [white] white
       *[black] black
    } offers the cube at { $value }

# The opponent's last play, marked on the board; $moves in standard notation.
last-play = { $person ->
        [you] Your
       *[other] { $name }'s
    } last play: { $moves }

notice-ok = OK
notice-dismiss = Dismiss message
# $reason: the technical cause, as the worker reported it.
notice-computer-failed = The computer could not decide: { $reason }
notice-hint-failed = The hint could not be computed: { $reason }
notice-tutor-failed = The tutor could not check this decision: { $reason }
refused-not-now = That is not possible now.
refused-invalid-die = A die shows 1 to 6, not { $value }.
refused-cube-disabled = The cube is not in use in this match.
refused-no-cube-access = The opponent owns the cube.
refused-dead-cube = The cube already wins the match: doubling is pointless.
refused-beaver = A beaver is not allowed here.
refused-illegal-play = That play is not legal with these dice.

new-game-title = { -new-game }
new-game-opponent = Opponent
new-game-computer = Computer
new-game-person = Person
new-game-second-person = A second person on this device
new-game-match = Match
new-game-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
new-game-rules = Rules
new-game-cube = Doubling cube
new-game-jacoby = Jacoby rule
new-game-beavers = Beavers
# $note: money-rules-match or money-rules-no-cube.
new-game-money-rules-note = Jacoby rule and beavers: { $note }
money-rules-match = Money play only: not used in a match.
money-rules-no-cube = Only with the doubling cube.
new-game-name-bottom = { $colour ->
        [white] White
       *[black] Black
    } (bottom)
new-game-name-top = { $colour ->
        [white] White
       *[black] Black
    } (top)
new-game-start = Start
abandon-title = End the match in progress?
abandon-warning = The { $length ->
        [0] money session
       *[other] { $length }-point match
    } in progress ({ $zero } { $zero_score }, { $one } { $one_score }) ends for good.
abandon-keep = Keep playing
abandon-confirm = End it and start

## Storage (helper i18n). $store is "save", "settings" or "statistics"; $why is "damaged",
## "newer" or "older"; $next is one of the storage-*-kept and storage-*-in-place messages;
## $key is a localStorage key.

storage-unreadable = { $store ->
        [save] The saved match
        [settings] Your settings
       *[statistics] Your statistics
    } could not be read: { $store ->
        [save] it
       *[other] they
    } { $why ->
        [damaged] { $store ->
            [save] is
           *[other] are
        } damaged
        [newer] { $store ->
            [save] was
           *[other] were
        } written by a newer version of the game
       *[older] { $store ->
            [save] was
           *[other] were
        } written by an older version that this one cannot read
    }. { $next }
storage-save-kept = It was kept, untouched, under the storage key “{ $key }”; a new match starts.
storage-save-in-place = No copy of it could be made, so it stays under the storage key “{ $key }” and this match will not be saved, so as not to write over it.
storage-settings-kept = They were kept under the storage key “{ $key }”; the default settings are used.
storage-settings-in-place = No copy of them could be made, so they stay under the storage key “{ $key }”; the default settings are used and not saved over them.
storage-statistics-kept = They were kept under the storage key “{ $key }”; counting starts again from zero.
storage-statistics-in-place = No copy of them could be made, so they stay under the storage key “{ $key }” and no games are counted until they are removed.
storage-save-refused = This match cannot be saved: the browser refused to store it (its storage may be full, or turned off). What was saved before is kept; reloading the page would go back to it.
storage-settings-refused = Your settings cannot be saved: the browser refused to store it (its storage may be full, or turned off). They apply until the page is closed.
storage-statistics-refused = The statistics cannot be saved: the browser refused to store it (its storage may be full, or turned off). What was counted before is kept.
storage-changed-elsewhere = This match was changed in another tab or window; this tab now shows the newer state.
storage-changed-elsewhere-unreadable = The match was changed in another tab or window, and this tab cannot read the new save. This tab will not save over it; reload the page to continue from it.

## Playing White or Black: the bottom player's colour in the New game form. $colour is
## "black" or "white"; $person is "you" against the computer, else "other".
new-game-colour = { $person ->
        [you] Your checkers
       *[other] Bottom player's checkers
    }
new-game-colour-choice = { $colour ->
        [white] White
       *[black] Black
    }

## A link to a position (#gnubg=PositionID:MatchID)

link-title = Open a position
link-opens = This link opens the position { $id }.
link-ends-match = Opening it ends your match in progress, which is not kept.
# $level: one of the computer-* names.
link-play-computer = Play against { $level }
link-pass-and-play = Pass and play, two players
link-keep = Keep my match
link-cancel = Cancel
link-error-title = This link cannot be opened
link-error-syntax = The link is not of the form PositionID:MatchID.
link-error-position = The link's Position ID does not read.
link-error-match = The link's Match ID does not read.
link-error-state = The link's position and match state cannot be played (for example a cube or a match length out of range, or a game already over).
link-error-kept = Your saved match is kept as it was.


## The position's IDs: shown, copied, pasted (helper inout; src/position_ids.rs,
## src/web/components/position_dialog.rs). $count, $value, $code, $score: numbers; $char: one
## character of the pasted text; $reason: one of the ids-board-* or ids-match-* sentences.
ids-menu = Position
ids-title = The position's IDs
ids-intro = The position on the board as GNU Backgammon and eXtreme Gammon write it, to copy into another program; or paste one to set the board up on it.
ids-gnubg = GNU Backgammon ID (Position ID:Match ID)
ids-xgid = XGID (eXtreme Gammon)
ids-copy-gnubg = Copy the GNU Backgammon ID
ids-copy-xgid = Copy the XGID
ids-copy = Copy
ids-copied = Copied to the clipboard.
ids-copy-refused = The browser did not let the page copy: the ID is selected, copy it with Ctrl+C (or your device's Copy).
ids-paste = Paste a GNU Backgammon ID or an XGID
ids-open = Open this position
ids-opens = The ID you pasted opens the position { $id }.
ids-error-empty = Paste or type an ID first.
ids-error-gnubg-syntax = A GNU Backgammon ID is a Position ID and a Match ID joined by one colon (14 + 1 + 12 characters).
ids-error-position-length = The Position ID has { $count ->
        [one] { $count } character
       *[other] { $count } characters
    }, 14 expected.
ids-error-position-character = The Position ID has the character “{ $char }”, which is not Base64 (A–Z, a–z, 0–9, + and /).
ids-error-position-checkers = The Position ID describes more than 15 checkers for a side.
ids-error-position-illegal = The Position ID is not a legal position: { $reason }
ids-error-match-length = The Match ID has { $count ->
        [one] { $count } character
       *[other] { $count } characters
    }, 12 expected.
ids-error-match-character = The Match ID has the character “{ $char }”, which is not Base64 (A–Z, a–z, 0–9, + and /).
ids-error-match-invalid = The Match ID does not hold a match state: { $reason }
ids-error-xgid-fields = An XGID has 10 parts separated by colons; this one has { $count }.
ids-error-xgid-position-length = The XGID's position has { $count ->
        [one] { $count } character
       *[other] { $count } characters
    }, 26 expected.
ids-error-xgid-position-character = The XGID's position has the character “{ $char }”; only -, A–P and a–p count checkers.
ids-error-xgid-illegal = The XGID's position is not legal: { $reason }
# $field: which part of the XGID; $text: what it holds.
ids-error-xgid-field = The XGID's { $field ->
        [cube] cube value
        [owner] cube owner
        [turn] player to act
        [dice] dice
        [score-bottom] bottom player's score
        [score-top] top player's score
        [rules] rules
        [length] match length
       *[max-cube] largest cube
    } reads “{ $text }”, which it cannot be.
# $side: "bottom" or "top".
ids-error-xgid-score = The { $side ->
        [bottom] bottom
       *[top] top
    } player's score, { $score }, is above the match length.
ids-xgid-pending-beaver = The XGID has a beaver or a raccoon pending, which a GNU Backgammon ID cannot hold.
ids-xgid-state = The XGID's match state does not fit a GNU Backgammon ID: { $reason }
# Why the position on the board has no XGID; $state: "none", "playing", "over", "resigned" or "dropped".
ids-xgid-not-playing = An XGID describes a game in progress, and { $state ->
        [none] no game has started yet
        [over] this game is over
        [resigned] this game ended by a resignation
        [dropped] this game ended by a pass
       *[playing] this game is not at a decision
    }.
ids-xgid-resignation = An XGID cannot describe a resignation that is offered.
ids-xgid-turn = The player to act is neither the player on roll nor the one answering a double.
# $side: "on-roll", "opponent", "bottom" or "top".
ids-board-too-many = { $side ->
        [on-roll] The player on roll has
        [opponent] The opponent of the player on roll has
        [bottom] The bottom player has
       *[top] The top player has
    } { $count } checkers; at most 15 are allowed.
ids-board-bad-count = Place { $index } of the board holds an impossible count of checkers ({ $count }).
ids-board-shared-point = Both sides have checkers on point { $point }.
ids-board-no-such-point = There is no point { $point }: points are 1 to 24, and 25 is the bar.
ids-match-cube = The cube is { $value }, which is not a power of two up to 4096.
ids-match-owner = The cube owner's code is { $code }; only 0, 1 and 3 are used.
ids-match-state = The game state's code is { $code }; the codes go up to 4.
ids-match-die = A die shows { $value }; dice show 1 to 6.
ids-match-half-dice = The dice are { $first } and { $second }: both are rolled or neither.
ids-match-length = The match length, { $length }, is above 32767.
# $player: GNU Backgammon's player number, 0 or 1.
ids-match-score = The score of player { $player }, { $score }, is not possible in this match.
ids-match-crawford = The Crawford game is marked in a money game.
ids-match-unused = Bits that must be zero are set.
ids-setup-length = The match is { $length } points long; this game plays matches of 1 to { $max } points (0 for a money game).
ids-setup-cube = The cube is at { $value }; in this game it goes up to { $max }.
ids-setup-won = Player { $player } has already won the match, yet a game is in progress.
# $what: which contradiction.
ids-setup-inconsistent = The match state contradicts itself: { $what ->
        [no-game-turn] no game has started, yet a player is to act
        [no-game-cube] no game has started, yet the cube has moved
        [finished-board] a game is in progress on a board where one side has borne off every checker
        [resign-and-double] a resignation and a double are offered at once
        [resign-not-on-roll] the player not on roll resigns
        [double-after-roll] a double is offered after the dice were rolled
        [beaver-cube] a beaver is pending, but the beavering player does not hold the cube
        [beaver-not-allowed] a beaver is pending where beavers are not allowed
        [opponent-to-act] the opponent of the player on roll is to act with nothing offered
        [over-with-checkers] the game is marked as won by bearing off, yet the winner still has checkers on the board
        [resigned-no-level] the game ended by a resignation of no level
       *[other] its fields do not fit together
    }.


## Match files: export and import (helper inout; src/match_files.rs,
## src/web/components/match_files_dialog.rs). $name: a file's name; $format: "mat" or "sgf";
## $line: a line of the file; $problem: one of the files-problem-* sentences; $dice: a roll as
## files write it ("52"); a side ($written, $to_act, $winner, $loser) is "left" or "right" (the
## columns of a .mat file), "white" or "black" (SGF), or "none".
files-menu = Match files
files-title = Match files
files-intro = Save this match as a file that other backgammon programs read, or open a match from a file to replay and analyse it.
files-export-mat = Download as .mat (Jellyfish)
files-export-sgf = Download as SGF (GNU Backgammon)
files-exported = { $name } is downloaded.
files-import = Open a match file (.mat or .sgf)
files-drop = You can also drop a match file onto the page.
files-reading = Reading { $name }…
files-export-empty = There is nothing to save yet: the match has no move.
files-export-not-from-start = This match was set up from a position, so its history does not start at the start of a match: a match file cannot hold it.
files-export-rules = { $format ->
        [mat] A .mat file
       *[sgf] An SGF file
    } cannot hold this match's rules: it always has the cube{ $format ->
        [mat] , the Crawford rule in a match, and GNU Backgammon's money rules (Jacoby, beavers) in a money game
       *[sgf] , and GNU Backgammon's beavers in a money game
    }.
files-error-too-large = { $name } is { $size } kB; a match file this game opens is at most { $max } kB.
files-error-download = The browser would not make the file { $name }.
files-error-not-text = { $name } cannot be read as text.
files-error-no-moves = { $name } holds no move of a match.
files-error-line = { $name }, line { $line }: { $problem }
files-error-kept = Your match and its save are kept as they were.
files-problem-unexpected = “{ $found }” is not what a { $format ->
        [mat] .mat
       *[sgf] SGF
    } file has here.
files-problem-truncated = the file ends before the match is complete: it may be cut short.
files-problem-length = a match of { $length } points; this game plays matches of 1 to { $max } points (0 for a money game).
files-problem-move = the play “{ $play }” for { $dice }: { $reason }
files-problem-no-play = no play is written for { $dice }, although those dice can be played.
# $action: what the file does there.
files-problem-refused = the file { $action ->
        [opening-roll] rolls the opening roll
        [roll] rolls
        [double] doubles
        [take] takes
        [drop] passes
        [beaver] beavers
        [play] plays
        [resign] resigns
        [accept] accepts a resignation
        [reject] rejects a resignation
       *[next-game] starts the next game
    } where the rules do not allow it: { $reason }
files-problem-wrong-player = this is written for { $written ->
        [left] the left-hand player
        [right] the right-hand player
        [white] White
       *[black] Black
    }, but { $to_act ->
        [left] the left-hand player is
        [right] the right-hand player is
        [white] White is
        [black] Black is
       *[none] nobody is
    } to act.
files-problem-wrong-cube = the cube goes to { $offered }, not { $written }.
files-problem-wrong-score = the score written, { $written_zero }–{ $written_one }, is not the { $played_zero }–{ $played_one } that the games before make.
files-problem-wrong-game = game { $written } is written where game { $expected } comes.
files-problem-wrong-result = the game did not end with { $winner ->
        [left] the left-hand player
        [right] the right-hand player
        [white] White
       *[black] Black
    } winning { $points } points.
files-problem-bad-resignation = { $points } points at a cube of { $cube } is not a single game, a gammon or a backgammon.
files-problem-resignation-out-of-turn = { $loser ->
        [left] the left-hand player
        [right] the right-hand player
        [white] White
       *[black] Black
    } resigns while not on roll, which this game does not record.
files-problem-game-not-over = a new game starts before the last one ended.
files-problem-after-match-over = the match is already over here.
files-problem-unsupported = this game does not read { $what ->
        [set-up] a game set up from a position
        [variation] a variation (a game tree inside another)
       *[other] this part of an SGF file
    }.
# $problem: what is wrong with a part of a move ($part).
files-move-syntax = “{ $part }” does not read: { $problem ->
        [bad-point] points are 1 to 24, bar (25) and off (0)
        [missing-destination] a move is written from/to
        [not-forward] checkers move toward lower points
        [off-as-source] off can only be where a checker goes
        [bar-as-destination] the bar can only be where a checker starts
        [bad-count] the count in (n) is 1 to 4
       *[unexpected-character] a character that has no place in a move
    }.
files-move-no-checker-bar = there is no checker on the bar to move.
files-move-no-checker = there is no checker on point { $point } to move.
files-move-not-legal = these moves are not a legal play of the dice.
files-move-ambiguous = { $count } legal plays fit these moves: the point where the checker stops on the way is missing.
files-open-title = Open the match from the file?
# $zero, $one: the players' names; $games: games in the file; $length: 0 for a money game.
files-imported-summary = { $name }: { $zero } against { $one }, { $length ->
        [0] a money game
       *[other] a match to { $length } points
    }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, score { $zero_score }–{ $one_score }.
files-open-ends-match = Opening it ends your match in progress, which is not kept.
files-open-review = Open it for review
files-keep = Keep my match

## The table: direction of play, board colours, sounds, pip counts, rolling by itself (Settings)

settings-home = Direction of play
settings-home-right = Counter-clockwise (home board on the right)
settings-home-left = Clockwise (home board on the left)
settings-theme = Board colours
settings-theme-felt = Green felt
settings-theme-wood = Classic wood (dark and light brown)
settings-theme-high-contrast = High contrast
settings-sounds = Sounds of the dice, checkers and hits
settings-volume = Volume
settings-show-pips = Show the pip counts
settings-auto-roll = Roll by itself when no double is possible

## The review: analysis and replay (src/view_model/review.rs, src/web/components/review.rs)

review-open = Review
review-analyse-match = Analyse the match
review-analysis-title = Analysis
review-depth = Depth
review-depth-expert = Expert (quick)
review-depth-world-class = World class
review-analyse = Analyse
review-stop = Stop
# $done, $total: actions of the match's log analysed, and all of them.
review-progress = Analysed { $done } of { $total } actions
# $reason: the worker's words (English).
review-analysis-failed = The analysis stopped: { $reason }
review-row-unforced = Unforced decisions
review-row-doubtful = Doubtful errors (?!)
review-row-bad = Bad errors (?)
review-row-very-bad = Very bad errors (??)
review-row-error-rate = Error rate (×1000)
review-row-error-rate-mwc = Error rate in match winning chances (×1000)
review-row-pr = PR (as eXtreme Gammon gives it)
review-row-rating = Rating
review-row-luck = Luck
review-rating-supernatural = Supernatural
review-rating-world-class = World class
review-rating-expert = Expert
review-rating-advanced = Advanced
review-rating-intermediate = Intermediate
review-rating-casual = Casual player
review-rating-beginner = Beginner
review-rating-awful = Awful!
# $name: player 0's name.
review-chart-title = Chances of { $name } to win the game, move by move
# $game: the game's number; $chance: a percentage.
review-chart-point = Game { $game }: { $chance }
review-mistakes-title = Largest mistakes
review-no-mistakes = No mistakes so far.
# $dice: "31"; $play: the play made (or review-no-move); $best: the best play.
review-mistake-play = Game { $game }, { $name }, { $dice }: played { $play }, best { $best }
# $decision: one of the review-kind-* words.
review-mistake-cube = Game { $game }, { $name }: { $decision }
review-no-move = no move
review-notation = { $play }
review-kind-play = a play
review-kind-double = doubled
review-kind-no-double = did not double
review-kind-take = took
review-kind-pass = passed
review-kind-beaver = beavered
review-replay-title = Replay
review-replay-where = Game { $game } of { $games }, position { $position } of { $positions }
review-replay-back = ← Back
review-replay-forward = Forward →
review-replay-previous-game = Previous game
review-replay-next-game = Next game
review-leave = Back to the match
# $why: "damaged", "newer" or "older"; $next: review-storage-kept or review-storage-in-place.
review-storage-unreadable = The analysis of the match could not be read: it { $why ->
        [damaged] is damaged
        [newer] was written by a newer version of the game
       *[older] was written by an older version that this one cannot read
    }. { $next }
review-storage-kept = It was kept under the storage key “{ $key }”; the match can be analysed again.
review-storage-in-place = No copy of it could be made, so it stays under the storage key “{ $key }” and a new analysis is not saved over it.
review-storage-refused = The analysis cannot be saved: the browser refused to store it (its storage may be full, or turned off). It is shown until the page is closed; what was saved before is kept.

## Practice from your own mistakes (src/practice.rs, src/view_model/practice.rs,
## src/web/components/practice.rs)

# $why: "damaged", "newer" or "older"; $next: practice-storage-kept or practice-storage-in-place.
practice-storage-unreadable = The mistakes kept for practice could not be read: they { $why ->
        [damaged] are damaged
        [newer] were written by a newer version of the game
       *[older] were written by an older version that this one cannot read
    }. { $next }
practice-storage-kept = They were kept under the storage key “{ $key }”; the mistakes of the matches analysed from now on are kept again.
practice-storage-in-place = No copy of them could be made, so they stay under the storage key “{ $key }” and nothing is saved over them.
practice-storage-refused = The mistakes to practise cannot be saved: the browser refused to store them (its storage may be full, or turned off). What was saved before is kept.
practice-title = Practise your mistakes
practice-start = Practise your mistakes
# The main screen's button: mistakes due for practice.
practice-due = { $count ->
        [one] { $count } mistake to practise
       *[other] { $count } mistakes to practise
    }
practice-where = Position { $position } of { $positions }
# $dice: the roll, as "42".
practice-prompt-play = You rolled { $dice }: find the best play.
practice-prompt-double = Double, or roll without doubling?
practice-prompt-take = Take or pass?
practice-judging = Checking your answer…
# $loss: equity given up (normalized, EMG in a match), as 0.095.
practice-try-again = Not the best: that gives up { $loss }. Try again.
# $first: "yes" when right at the first try.
practice-praise = { $first ->
        [yes] Well played: as good as the best.
       *[no] Well played at the second try: as good as the best.
    }
# $best: one of the practice-best-* messages.
practice-solution = { $best }.
practice-solution-after = { $best }. Yours gave up { $loss }.
practice-best-play = The best play is { $play }
practice-best-double = The best is to double
practice-best-no-double = The best is to roll without doubling
practice-best-take = The best is to take
practice-best-pass = The best is to pass
practice-best-beaver = The best is to beaver
practice-best-unknown = The best decision could not be computed
# $reason: a link-error-* message.
practice-bad-position = This position cannot be set up: { $reason }
# $reason: the worker's words (English).
practice-hint-failed = The solution could not be computed: { $reason }
practice-show-solution = Show the solution
practice-next = Next position
practice-finish = Finish the practice
practice-leave = Back to the match

## The review: cube errors by kind, the result and the luck-adjusted result, the chart's
## chances, replay from the move log (helper review2). $unit is "points" in money play,
## "mwc" in a match; $depth is "expert" or "world-class".
review-row-missed-doubles = Missed doubles
review-row-wrong-doubles = Wrong doubles
review-row-wrong-takes = Wrong takes
review-row-wrong-passes = Wrong passes
# $count: how many; $equity: the equity lost ("-0.312").
review-cube-errors-cell = { $count } ({ $equity })
# $mwc: the match winning chances lost, in percent ("-4.1").
review-cube-errors-cell-match = { $count } ({ $equity }; { $mwc }%)
review-row-result = Result ({ $unit ->
        [mwc] match winning chances
       *[points] points
    })
# $value: a result in points ("+1.000") or in match winning chances, in percent ("+12.3").
review-result-points = { $value }
review-result-mwc = { $value }%
review-row-luck-adjusted = Luck-adjusted result ({ $unit ->
        [mwc] match winning chances
       *[points] points
    })
review-chart-axis-analysis = Cubeless, after each play as the analysis at { $depth ->
        [expert] Expert
       *[world-class] World class
    } evaluated it.
review-chart-axis-zero-ply = Cubeless, after each play as the net evaluates the position at a glance (0 ply).
help-app-review-label = Review:
help-app-review = after a game, or with the Review button, the analysis of every decision of both players, a chart of the winning chances and the largest mistakes. The left and right arrow keys step the replay back and forward from anywhere on the review screen (except on the board and in a field); a line of the move log, clicked or tapped (or Enter on it), goes to the position after it.

## The tutor and hints in the rules book's chapter on the app (src/web/components/help/chapters.rs)
help-app-tutor-label = The tutor ({ -settings }):
help-app-tutor = off by default; it can warn you before a doubtful, bad or very bad decision (one that loses at least 0.04, 0.08 or 0.16 in equity, as GNU Backgammon judges). Before such a play, double, take or pass it says how much the decision loses and lets you take it back, see the hint, or play anyway; the move log marks your errors ?!, ? and ??, also after a reload. A match started with Hints turned off in { -new-game } has no Hint button and no tutor.

## The review's move log by game (src/view_model/review/game_log.rs, src/web/components/review.rs;
## helper reviewgaps)

# The links to each game of the match above the review's move log, for screen readers.
review-log-games = Games of the match

## An XGID's rules kept or refused when it is pasted (src/position_ids.rs; helper reviewgaps)

# $limit: the XGID's largest cube (2 to the power of its max cube field); $max: this game's (64).
ids-xgid-max-cube = The XGID limits the cube to { $limit }, and this game's cube goes up to { $max }: it cannot keep that limit.
