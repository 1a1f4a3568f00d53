# The computer's review of a game: progress, graph, classes, accuracy.
review-start = Review with the computer
review-progress = Reviewing position { $done } of { $total }
review-cancel = Cancel review
review-failed = The review stopped: the engine failed. Your game is unchanged; try again.
review-title = Computer review
review-graph = Evaluation graph: { $player }'s winning chances, move by move
review-accuracy = { $player }: { $accuracy }% accuracy
review-marks = { $inaccuracies ->
    [one] 1 inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
}
review-class-best = best move
review-class-good = good move
review-class-inaccuracy = inaccuracy
review-class-mistake = mistake
review-class-blunder = blunder
review-played = Move { $number }, { $move }: { $class }.
review-better = The computer prefers { $move }.
review-show-better = Show it on the board
review-show-played = Show the move played
review-proven-win = { $player } wins with perfect play.
review-proven-in = { $player } wins in { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
} with perfect play.
review-proven-clear = { $player } clears the board in { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}.
review-proven-draw = A draw with perfect play.
# A move that changes the result with perfect play, for the player who made
# it: $was is what they had before it, $now what is left after it.
review-result-changed = { $move } throws away { $was ->
    [win] a win
   *[draw] a draw
}: { $now ->
    [draw] a draw
   *[loss] a loss
} with perfect play.
# $moves lists them as "7. b2, 12. c1".
review-result-changes = Moves that changed the result: { $moves }
