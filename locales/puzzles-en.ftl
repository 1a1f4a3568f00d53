# The puzzle screen: positions with a forced win, played against the solver.
puzzles-heading = { $game } puzzles
puzzles-progress = Puzzle { $number } of { $count } · { $solved } solved
puzzles-goal-win = { $player } to move and win the { $size } board
puzzles-goal-clear = { $player } to move: clear your last block within { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}
puzzles-your-move = Find the move that forces it.
puzzles-checking = Checking your move…
puzzles-correct = Right! { $player } answers { $move }. Your move.
puzzles-correct-stuck = Right! { $player } cannot move, so you move again.
puzzles-wrong = { $move } does not work: { $player } answers { $answer }, and the goal is out of reach.
puzzles-wrong-over = { $move } does not work: the game ends without your win.
puzzles-solved = Solved! Well played.
puzzles-solved-mark = Solved
puzzles-solution-playing = The solution is being played…
puzzles-solution-shown = The solution: { $line }
puzzles-hint = Hint
# A first hint: the block that moves, or the square to place a die on.
puzzles-hint-first = { $game ->
    [deblockle] Hint: move the block on { $square }.
   *[other] Hint: place your die on { $square }.
} Ask for a second hint to see all of it.
puzzles-hint-shown = The highlighted move is the one to play.
puzzles-solution = Show the solution
puzzles-retry = Try again
puzzles-previous = Previous
puzzles-next = Next
puzzles-nav = Puzzles
puzzles-unreadable = The puzzles of { $game } could not be read ({ $reason }).
puzzles-failed = The move could not be checked ({ $reason }).
