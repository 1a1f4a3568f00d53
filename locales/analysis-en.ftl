# The analysis board: a game's tree of variations, with the engine's best
# line beside the board.
analysis-title = Analysis board
analysis-back = Back to the game
analysis-engine = Engine
analysis-engine-off = Switch the engine on to see its best line.
analysis-engine-waiting = Thinking…
analysis-depth = Depth { $depth }
analysis-engine-estimate = the engine's estimate: { $score }
analysis-engine-lost = The engine stopped: its workers could not start or stopped answering. The analysis is kept; switch the engine on to try again.
# The setting of how many best moves the engine shows, 1 to 5.
analysis-lines = Lines
analysis-best-line = Best line: { $line }
# The advantage of the side ahead: 100 is one die (Cephalopod) or one turn
# (Deblockle); $whole and $tenth are its whole part and its tenths.
analysis-ahead = { $player } +{ $whole }.{ $tenth }
analysis-unit-cephalopod = +1.0 is worth about one die on the board.
analysis-unit-deblockle = +1.0 is about one turn ahead in the race to clear the board.
analysis-even = Even
# $moves counts the moves of both players until the game is won.
analysis-win-in = { $player } wins in { $moves } moves
analysis-proven-win = { $player } wins with perfect play
analysis-only-move = Only move
analysis-moves = Moves and variations
analysis-no-moves = No moves yet: play one on the board, for either side.
analysis-promote = Promote variation
analysis-main-line = Make main line
analysis-delete = Delete from here
analysis-delete-ask = { $moves ->
    [one] Delete this move?
   *[other] Delete this move and the moves after it, { $moves } in all?
}
analysis-delete-yes = Delete
analysis-delete-no = Keep them
analysis-import-note = A record of this game replaces the tree here; another game is kept among your games and opens here.
analysis-kept-damaged = The analysis kept for this game cannot be read ({ $reason }). Changes here are not kept: export them to keep them.
analysis-kept-other = The analysis kept under this game's address is of another game. Changes here are not kept: export them to keep them.
analysis-error-no-move-above = a variation must come after the move line it is another choice for
analysis-error-no-version = a variation line starts with '#@variation 1' and then the moves
analysis-error-version = variation version '{ $found }' is not supported (this app reads version 1)
analysis-error-empty = a variation has no moves
analysis-error-choice-first = '(' must follow the move it is another choice for
analysis-error-unopened = ')' has no '(' before it
analysis-error-unclosed = a '(' is not closed with ')'
# Perfect play on small Cephalopod boards: the solver's exact values.
analysis-perfect = Perfect play
analysis-perfect-solving = Solving exactly…
analysis-perfect-draw = A draw with perfect play
# $positions is the solver's limit on the positions it keeps.
analysis-perfect-too-big = Too big to solve here: it needs more than { $positions } positions.
# A move's value for the player who makes it; $moves counts both players' moves.
analysis-move-win = Wins in { $moves }
analysis-move-draw = Draws
analysis-move-loss = Loses in { $moves }
