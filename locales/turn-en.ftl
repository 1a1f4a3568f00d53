# A Deblockle turn step by step: the status line during a turn, the tip
# targets, the confirm step, the goal stars and the last move shown.
turn-pick-tip = Now tip: pick one of the marked squares next to the block. Each mark shows the symbol that comes up.
turn-hop-slider = Now hop: the Slider slides; pick where it stops.
turn-hop-cross = Now hop: the Cross moves one step; pick the square.
turn-hop-x = Now hop: the X moves one diagonal step; pick the square.
turn-hop-hoops = Now hop: the Hoops make three steps; pick the end square.
turn-confirm-stop = The Stop comes up: the turn ends on { $square }. Play this move?
turn-confirm-removal = The Star comes up on { $square }: this block leaves the board. Play this move?
turn-confirm = Play it
turn-take-back = Take back
turn-others-block = That is { $player }'s block.
turn-no-tip = This block has no legal tip.
turn-not-hop = { $square } is not a hop destination: pick a marked square, or the block to take the tip back.
turn-ends-here = This tip ends the turn: choose “{ turn-confirm }” or “{ turn-take-back }”.
turn-refused-star = The { $face } would come up: a block may tip onto a star only onto your goal, with Star up.
turn-refused-star-up = The Star would come up here: it may face up only on your goal.
turn-refused-no-hop = The { $face } would come up, and it would have no hop from there.
turn-refused-adjacent = Every turn this way would end next to an opponent's block.
turn-target = Tip { $direction } onto { $square }: the { $face } comes up
turn-target-refused = { $square }: no tip { $direction }. { $reason }
turn-goal = { $player }'s goal
turn-confirm-setting = Confirm a tip that ends the turn (Stop or Star on top)
turn-last-move = Last move: { $sentence }
turn-hint = Hint: { $sentence } (marked on the board)
