# Keyboard play and screen-reader descriptions.

## The boards
board-cephalopod = Cephalopod board
board-deblockle = Deblockle board
board-help-cephalopod = Arrow keys move the cursor. Enter or the space bar places a die on the cursor's square, or picks a die to capture; Tab then reaches the Capture button.
board-help-deblockle = Arrow keys move the cursor. Enter or the space bar selects the block under it; an arrow key then tips the block that way, and Enter on a marked square hops there. Esc takes a step back.
board-help-setup = Arrow keys move the cursor. Enter or the space bar places the chosen block on a starting square, or turns a placed block a quarter. Tab reaches the blocks still to place and the Done button.

## Squares, dice and blocks
cell-empty = empty { $square }
cell-die = { $square }: { $player } die showing { $pips }
cell-block = { $square }: { $player } block, { $top } on top, { $north } facing north
state-last-move = last move
state-captured = taken by the last move
state-hint = the suggested move
state-candidate = can be taken
state-chosen = chosen to be taken
state-target = the new die goes here
state-selected = selected
state-tip-target = the block can tip here
state-hop-target = the block can hop here
state-start = a starting square

## Announcements
announce-place = { $player } placed a { $pips } on { $square }
announce-place-capture = { $player } placed a { $pips } on { $square }, capturing { $captured }
announce-tip = { $player } tipped { $from } { $direction } to { $to }
announce-tip-hop = { $player } tipped { $from } { $direction } to { $to } and hopped to { $end }
announce-removed = { $player } tipped { $from } { $direction } onto the star on { $to } and took the block off the board
announce-selected = { $square } selected: arrow keys tip the block
announce-tipped = Tipped { $direction }. Hop destinations: { $squares }. The cursor is on { $square }
announce-cannot-tip = The block cannot tip that way.
list-and = { $items } and { $last }
