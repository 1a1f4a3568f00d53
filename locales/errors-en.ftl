# Why a position or a move cannot be read or played: the engine's reasons,
# word for word as the engine writes them in English.

## Cephalopod

err-c-empty = empty { $what ->
    [square] square
    [move] move
   *[position] position
}
err-c-bad-square = '{ $token }' at column { $column } is not a square (expected a column letter and a row number, like c3)
err-c-unknown-square = square { $square } is not on the { $rows }×{ $cols } board
err-c-missing-captured = expected a captured square at column { $column }
err-c-occupied = square { $square } is already occupied
err-c-duplicate-capture = square { $square } is captured twice
err-c-not-adjacent = captured square { $captured } is not orthogonally adjacent to { $target }
err-c-nothing-to-capture = there is no die on { $square } to capture
err-c-too-few-captures = a capture on { $target } must take at least two dice
err-c-sum-too-large = the captured dice sum to { $sum } pips, more than { $max }
err-c-compulsory = illegal in this position: a capture is compulsory on { $square } (for example { $example })
err-c-game-over = the game is over: the board is full
err-c-unexpected-char = unexpected { $found } at column { $column } (expected '.', 'w', 'b', '/' or a space)
err-c-bad-pips = bad pips { $found } at column { $column } (a die's pips are 1 to 6)
err-c-missing-pips = missing pips at column { $column } (a die's pips are 1 to 6)
err-c-empty-row = row { $row } from the top is empty (column { $column })
err-c-row-length = row { $row } from the top has { $found } squares but the first row has { $expected } (column { $column })
err-c-too-large = board too large at column { $column } (at most { $max } rows and { $max } columns)
err-c-too-small = board of { $rows }×{ $cols } is too small (at least { $min } rows and { $min } columns)
err-c-missing-side = expected a space and the side to move (w or b) at column { $column }
err-c-bad-side = bad side to move '{ $found }' at column { $column } (expected w or b)
err-c-trailing = unexpected text after the side to move at column { $column }
err-c-not-on-board = square { $square } is not on the board
err-c-capture-off-board = a capture on { $target } reaches beyond the edge of the board

## Deblockle

err-d-missing-side = the position must end with a space and the side to move ('g' or 'b')
err-d-bad-side = side to move '{ $found }' is not 'g' (Gold) or 'b' (Blue)
err-d-row-count = the board has { $found } rows separated by '/', expected { $size }
err-d-row-length = row { $row } describes { $squares } squares, expected { $size }
err-d-bad-square-start = { $square }: '{ $found }' cannot start a square (expected '.', 'g' or 'b')
err-d-truncated = { $square }: the block needs three characters (owner, top face, north face)
err-d-bad-face = { $square }: '{ $found }' is not a face letter (expected S, T, C, X, L or H)
err-d-impossible = { $square }: top { $top } and north { $north } are { $same ->
    [yes] the same face
   *[no] opposite faces
}, so no cube lies that way
err-d-bad-square = '{ $found }' is not a square (expected a1 to g7)
err-d-bad-move = '{ $found }' is not a move (expected <from>-<to> or <from>-<to>:<dest>, e.g. c3-c4:d5)
err-d-illegal = { $text } is not legal here: { $reason }
err-d-block-on-star = a block stands on the star space { $square }
err-d-square-taken = two blocks are placed on { $square }
err-d-too-many = { $player } has { $count } blocks (at most { $max })
err-d-no-blocks = neither player has a block on the board
err-d-setup-count = a side uses 1 to { $max } blocks, not { $count }
err-d-setup-placements = { $expected } blocks were rolled but { $found } placements were given
err-d-setup-square = { $square } is not a starting square of { $player } (allowed: { $allowed })
err-d-setup-twice = two blocks are placed on { $square }
err-d-setup-north = block { $block } shows { $top } on top, so { $north } cannot face north (it is { $same ->
    [yes] the top face
   *[no] the bottom face
})
err-d-game-over = the game is over
err-d-no-block = there is no block on { $from }
err-d-not-yours = the block on { $from } is { $owner }'s, and { $mover } is to move
err-d-not-adjacent = { $to } is not orthogonally next to { $from }, so the block cannot tip there
err-d-occupied = { $to } is occupied
err-d-into-home-star = a block may tip into the star space { $to } only onto the opponent's home star with Star face up, and this tip puts { $top } on top
err-d-into-star = a block may not tip into the star space { $to }
err-d-star-up = the tip leaves Star face up on { $to }; Star may only land face up on the opponent's home star
err-d-removed-ends = the block is removed on the star, so the turn ends without a hop
err-d-ends-after-tip = { $top } lands on top, so the turn ends without a hop
err-d-hop-missing = { $top } lands on top, so the block must hop (write <from>-<to>:<dest>)
err-d-no-hop = { $top } lands on top and no { $top } hop is possible, so the turn cannot be completed
err-d-unreachable = a { $top } hop from { $to } cannot end on { $dest }
err-d-ends-adjacent = no-adjacent variant: the turn would end with a block next to an opponent's block
err-d-to-move-stuck = { $stuck } (to move) has no legal turn: { $stuck } is Deblockle'd and { $mover } would move; write the position with '{ $letter }' to move

## The AI

ai-no-playouts = uct needs at least one playout
ai-bad-level = bad level { $level } (expected 1 to 6)
ai-bad-position = position '{ $text }': { $reason }
ai-bad-history = earlier position { $number } '{ $text }': { $reason }
ai-game-over = the game is over
ai-replaced = the search was replaced by a newer one
ai-stopped = the search was cancelled
ai-worker-lost = the computer cannot play right now: its engine did not start or stopped answering. Your game is kept; tap Try again.
ai-unreadable = the AI could not read the position '{ $text }'

## Addresses: a value the app cannot take is refused by name (src/game/address.rs)
address-refused = This address cannot be opened as it is: { $problems }
address-missing = '{ $parameter }=' is missing ({ $allowed })
address-bad-value = '{ $parameter }={ $value }' ({ $allowed })
address-allowed-game = the game is cephalopod or deblockle
address-allowed-opponent = the opponent is ai, friend, demo or link
address-allowed-level = the level is a whole number from 1 to { $most }
address-allowed-perfect-level = level { $level }, perfect play, is for Cephalopod boards of up to { $squares } squares
address-allowed-side = the side is first or second (or white, black, gold, blue)
address-allowed-speed = the speed is a whole number from 0 to { $most }
address-allowed-size = the size is rows x columns, each from { $least } to { $most }, such as 5x5
address-allowed-blocks = a side has from { $least } to { $most } blocks
address-allowed-flag = the value is 0 or 1
address-allowed-setup = the only set-up it names is hand
address-allowed-seed = the seed is a whole number
address-allowed-position = the position cannot be read: { $reason }
address-allowed-mode = the mode is play or replay
address-allowed-orientation = the side at the bottom is first or second (or white, black, gold, blue)
address-nearest = Open the nearest game instead
address-rules = There are no rules called “{ $value }” here: the games are cephalopod and deblockle.
address-puzzles = There are no puzzles at “{ $value }”: the address is puzzles/cephalopod or puzzles/deblockle, then a puzzle's number if you like.
address-learn = There is no lesson at '{ $value }': the address is learn/cephalopod or learn/deblockle, then a lesson's name and a step's number if you like.
embed-refused = This embed cannot show its board: { $problems }
