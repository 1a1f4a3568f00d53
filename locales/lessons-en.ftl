# The lessons (#/learn/<game>): the list, the steps, and why a move does not count.
lessons-heading = Learn { $game }
lessons-intro = Each lesson is a few short steps. Read the task, then make the move on the board: a wrong move is explained and the step starts again.
lessons-progress = { $done } of { $total } done
lessons-next-step = Next step
lessons-next-lesson = Next lesson
lessons-all-done = Back to the lessons
lessons-again = Start the step again
lessons-step-of = Step { $step } of { $total }

lessons-d-tip = Tipping a block
lessons-d-tip-1 = Every turn starts with a tip: pick your block, then tip it onto a square next to it so that the Slider comes up on top.
lessons-d-tip-1-ok = Well done. A tip brings up the face that was on the side you tipped away from, and the block then moves by that symbol.
lessons-d-tip-2 = Tip the block so that Stop comes up: Stop has no hop, so your turn ends right there.
lessons-d-tip-2-ok = Right. The crossed-out tip would have brought Star up: Star may come up only on your goal, never on an ordinary square (a later lesson shows how).
lessons-d-step = One step: Cross and X
lessons-d-step-1 = A Cross hop is one step up, down, left or right: bring up the Cross and end your turn on d3.
lessons-d-step-1-ok = Exactly: one square in a straight line, and never onto a star space.
lessons-d-step-2 = An X hop is one step diagonally: bring up the X and end your turn on f6.
lessons-d-step-2-ok = Good: one square diagonally, onto an empty square that is not a star.
lessons-d-slider = The Slider
lessons-d-slider-1 = A Slider keeps going in a straight line until the next square is the edge or a block: slide all the way to the edge at g4.
lessons-d-slider-1-ok = Yes. A Slider never stops halfway, and it may slide across a star space.
lessons-d-slider-2 = Stop before the star: slide north and end on d5, the square before Gold's goal.
lessons-d-slider-2-ok = Right. Here the Slider would have stopped on the star, under the Blue block, so it stops just before it; it may also choose to stop before any star.
lessons-d-hoops = Hoops
lessons-d-hoops-1 = Hoops makes exactly three single steps, straight, in any directions: bring it up and end on f4.
lessons-d-hoops-1-ok = Yes. The three steps may turn or even go back, and they may pass a star, but they never end on one.
lessons-d-star = Removing a block
lessons-d-star-1 = Remove a block: tip it onto Gold's goal, d6, so that Star comes up.
lessons-d-star-1-ok = The block leaves the board and your turn ends. Your blocks can never enter Blue's goal, d2.
lessons-d-setup = The set-up
lessons-d-setup-1 = The blocks start, rolled like dice, on the four squares diagonal to the star on their side: make a turn with the block on e3, which rolled Star.
lessons-d-setup-1-ok = Good. The opponent chose where your blocks stand and which way they face, but never changed the rolled top face; Gold usually moves first.
lessons-d-stuck = Deblockle'd
lessons-d-stuck-1 = Shut Blue in: make a turn after which Blue's only block cannot tip anywhere.
lessons-d-stuck-1-ok = Blue is Deblockle'd: with no legal turn Blue passes, and you move again until Blue can move. If neither side can move, the game is a draw.
lessons-d-end = The end of the game
lessons-d-end-1 = This is your last block: remove it on Gold's goal and win.
lessons-d-end-1-ok = You win: the first to clear all their blocks wins. A position that comes up a third time ends the game in a draw.

lessons-c-place = Placing a die
lessons-c-place-1 = On your turn you place one die of your colour: put one on any empty square.
lessons-c-place-1-ok = With nothing to capture, the new die shows 1. You may never pass.
lessons-c-capture = Capturing
lessons-c-capture-1 = Capture two dice whose pips make 5: place your die right next to both of them.
lessons-c-capture-1-ok = The captured dice leave the board and your new die shows their total, 5.
lessons-c-capture-2 = Capture three dice at once: together they must still make 6 or less.
lessons-c-capture-2-ok = Right: a capture takes two or more neighbours, of either colour, adding up to 6 or less.
lessons-c-choice = Choosing what to capture
lessons-c-choice-1 = Choose which set to capture on b2: take Black's two dice and leave yours.
lessons-c-choice-1-ok = When several sets fit, you choose one, and it decides the pips of the new die (here 5).
lessons-c-choice-2 = A capture is a must only on the square you choose: place a die where it captures nothing.
lessons-c-choice-2-ok = Right: b2 touches no dice, so nothing is captured, though you could have captured elsewhere.
lessons-c-end = The end and the count
lessons-c-end-1 = The last empty square fills the board and ends the game: place your die there.
lessons-c-end-1-ok = The board is full: White has 5 dice and Black 4, so White wins. On a board with an even number of squares a tie is a draw.

lessons-why-rules = That move is not allowed here.
lessons-why-not-yours = That block is { $player }'s: you may move only your own blocks.
lessons-why-not-next = A block tips only onto a square right beside it, never diagonally, and { $to } is not beside { $from }.
lessons-why-occupied = { $to } is taken: a block tips only onto an empty square.
lessons-why-own-star = Your blocks may never be tipped into your opponent's goal, { $to }.
lessons-why-star-face = A block may enter your goal only with Star coming up, and this tip would bring up { $top }.
lessons-why-star-up = That tip would bring Star up on { $to }: Star may come up only on your goal.
lessons-why-ends = After this tip the turn is over, so no hop follows.
lessons-why-no-hop = That tip would bring up { $top }, which could not hop anywhere from there, and a tip is allowed only if the whole turn can be played.
lessons-why-hop-star = A hop may pass over a star space, but it may never end on one.
lessons-why-cross = A Cross hop is one step straight from { $to }, and { $dest } is not one of those squares.
lessons-why-x = An X hop is one step diagonally from { $to }, and { $dest } is not diagonal to it.
lessons-why-slider = A Slider cannot stop on { $dest }: it keeps going until the edge or a block, or stops just before a star.
lessons-why-hoops = Hoops takes exactly three single steps over empty squares, and { $dest } cannot be reached that way from { $to }.
lessons-miss-tip = No hop after that tip does what this step asks: tip the block another way.
lessons-miss-face = That tip brought up { $got }, but this step asks for { $want }: try another side.
lessons-miss-square = A legal move, but it ended on { $got }, and this step asks you to end on { $want }.
lessons-miss-from = A legal move, but this step asks you to move the block on { $want }.
lessons-miss-remove = A legal move, but no block left the board: tip onto your goal with Star coming up.
lessons-miss-again = After that move { $player } can still move: fill the last square the block could tip to.
lessons-miss-clear = { $count ->
    [one] You still have a block on the board: remove it to win.
   *[other] You still have { $count } blocks on the board: remove them all to win.
}
lessons-why-full = { $square } already holds a die: dice go only on empty squares.
lessons-why-apart = Only dice right beside the new die, not diagonal ones, can be captured, and { $square } is not beside { $target }.
lessons-why-empty = There is no die on { $square } to capture.
lessons-why-one = A capture takes at least two dice: one die on its own is never captured.
lessons-why-over-six = Those dice make { $sum }, more than 6: the dice captured may add up to 6 or less.
lessons-why-must = A die placed on { $square } has to capture: when dice there can be captured, you must take a set.
lessons-miss-captured = That die captured something, and this step asks for a placement that captures nothing.
lessons-miss-sum = { $count ->
    [one] That captured one die
   *[other] That captured { $count } dice
} making { $sum }: pick the two that make { $want }.
lessons-miss-count = That captured { $count } dice: this step asks for { $want } at once.
lessons-miss-set = You took { $got }, and this step asks for { $want }.
lessons-miss-count-dice = That leaves you { $mine } dice against { $theirs }: the game is not won.
