# Rules pages (en). Same message ids in every language.
# Binding rules: /work/shared/rules/deblockle.md and cephalopod.md.

## Both pages
rules-title-deblockle = How to play Deblockle
rules-title-cephalopod = How to play Cephalopod
rules-chosen = This app's choice:
rules-notation-h = Notation in the move list

## Deblockle: goal and equipment
rules-d-intro = Deblockle is a strategy game for two players, Gold and Blue. Each player moves wooden blocks with a symbol on every face across a small board.
rules-d-goal-h = Goal of the game
rules-d-goal = Get all of your blocks off the board before your opponent does. A block leaves the board when you tip it onto your goal, a star space, so that its Star symbol lands face up.
rules-d-equip-h = What you play with
rules-d-equip-board = The board has 7 × 7 squares. The columns are lettered a to g from left to right and the rows are numbered 1 to 7 from bottom to top, seen from Gold's side: a1 is the bottom-left corner.
rules-d-equip-stars = Two squares are star spaces, and each is one player's goal: Gold takes its blocks off on d6, Gold's goal, and Blue on d2, Blue's goal. The printed rules call each star the home star of the player on whose side it lies, so your goal is your opponent's home star. On the board each goal is ringed in its player's colour and labelled “Gold's goal” or “Blue's goal”.
rules-d-chosen-stars = the printed rules refer to a board diagram that is missing from the text. This app places the stars on d2 and d6, one row in from each player's edge of the board.
rules-d-equip-blocks = Each player has 4 blocks (cubes), Gold or Blue. All blocks carry the same six symbols, one on each face:
rules-d-fig-board-title = The Deblockle board at the start: 7 by 7 squares, columns a to g, rows 1 to 7. Star spaces: Gold's goal on d6 and Blue's goal on d2. Gold blocks on c1, e1, c3 and e3; Blue blocks, drawn with a double outline, on c5, e5, c7 and e7.
rules-d-fig-board-cap = The starting position. Gold's blocks stand diagonally around the star on Gold's side, d2 (Blue's goal), Blue's around the star on Blue's side, d6 (Gold's goal). In the pictures Blue blocks have a double outline.
rules-d-net-h = The faces of a block
rules-d-net = The opposite faces always form the same pairs: Star and Stop, Cross and X, Slider and Hoops. With the Star on top and the Cross facing north (towards row 7), the Slider faces east, the X faces south, the Hoops face west and the Stop is underneath.
rules-d-chosen-net = the rule text does not say how the symbols are arranged on the cube. Every block in this app is arranged as described above.
rules-d-fig-net-title = A block unfolded flat: the Star in the middle, the Cross above it (north), the Slider to its right (east), the X below it (south), the Hoops to its left (west), and the Stop below the X (the bottom face).

## Deblockle: set-up
rules-d-setup-h = Setting up
rules-d-setup-roll = Each player's blocks are rolled like dice. The face that lands on top is the block's starting top face. A block that lands on an edge is rolled again.
rules-d-setup-place = The opponent places the blocks on the four squares diagonal to the star on their owner's side: Gold on c1, e1, c3 and e3, Blue on c5, e5, c7 and e7. The opponent decides which block goes on which square and may turn each block around so that any of its side faces points north, but must never change the rolled top face.
rules-d-setup-star = A block may start with the Star facing up: placing a block is not a tip.
rules-d-setup-first = Gold moves first unless the players agree otherwise. The printed rules let the youngest player start, or the winner of the previous game.
rules-d-setup-app = When you start a new game, you can choose a quick random set-up, or roll the blocks and place your opponent's blocks by hand.
rules-d-fewer-h = Playing with fewer blocks
rules-d-fewer = You can also play with 1, 2 or 3 blocks; otherwise the rules stay the same. Each side chooses its number of blocks separately, so a stronger player can take fewer blocks as a handicap.
rules-d-chosen-fewer = the blocks go on the starting squares in this order: Gold c3, e3, c1, e1; Blue e5, c5, e7, c7. With two blocks each, for example, Gold uses c3 and e3 and Blue uses e5 and c5.
rules-d-fig-fewer-title = The starting squares numbered in the order they are used. Gold: 1 on c3, 2 on e3, 3 on c1, 4 on e1. Blue: 1 on e5, 2 on c5, 3 on e7, 4 on c7.

## Deblockle: a turn
rules-d-turn-h = Your turn: tip, then hop
rules-d-turn = Every turn has two steps, and both are made with the same block.
rules-d-tip-h = Step 1: tip
rules-d-tip = Choose one of your blocks and tip it over one of its bottom edges onto the neighbouring square to the north, east, south or west, never diagonally. That square must be on the board and empty. As the block rolls over, a new face comes on top: tipping north brings up the face that pointed south, tipping south the face that pointed north, tipping east the face that pointed west, and tipping west the face that pointed east.
rules-d-tip-star = You may not tip a block onto a star space, with one exception: you may tip it onto your goal so that the Star lands face up (see the Star below).
rules-d-hop-h = Step 2: hop
rules-d-hop = Then the same block must move as the symbol now on top tells it. Hopping never turns the block, so its top face stays the same. Every square the block stops on must be empty, and it may never end the turn on a star space, neither its own goal nor the opponent's.
rules-d-fig-tiphop-title = Gold tips the block on c3 north onto c4. The face that pointed south, the X, comes on top, and the block then hops one square diagonally to d5. In notation: c3-c4:d5.
rules-d-fig-tiphop-cap = First the tip (solid arrow), then the hop (dashed arrow): the move c3-c4:d5.
rules-d-symbols-h = The six symbols
rules-d-sym-star = A block may land Star face up in one place only: on its player's goal (Gold on d6, Blue on d2). The block is removed from the board and the turn ends at once. A tip that would leave the Star facing up anywhere else is not allowed.
rules-d-fig-star-title = A Gold block on d5 is tipped north onto d6, Gold's goal, and its Star comes on top. The block leaves the board. In notation: d5-d6.
rules-d-sym-stop = No hop: the turn ends and the block stays where it landed.
rules-d-fig-stop-title = A block tipped from c3 onto c4 shows the Stop and stays on c4. In notation: c3-c4.
rules-d-sym-cross = Hop exactly one square north, east, south or west.
rules-d-fig-cross-title = A block showing the Cross on d4 can hop to d5, e4, d3 or c4.
rules-d-sym-x = Hop exactly one square diagonally.
rules-d-fig-x-title = A block showing the X on d4 can hop to c5, e5, c3 or e3.
rules-d-sym-slider = Slide north, east, south or west, at least one square, and keep going until the next square is off the board or holds a block. Star spaces do not stop the slide: the block may slide right across a star, or stop on the square just before it, but it may never stop on a star. If the slide would come to rest on a star space, the block has to stop just before it; if it cannot move even one square that way, it cannot slide in that direction.
rules-d-fig-slider-title = A block showing the Slider on d4, with another block on f4. Sliding north it may stop on d5, just before Gold's goal on d6, or slide across the star to d7. Sliding east it stops on e4, in front of the block on f4.
rules-d-sym-hoops = Make exactly three single steps, each to the north, east, south or west, in any combination. The block may go back over squares it has already visited (its starting square counts as empty) and may pass over a star space, but every square on the way must be empty and the last one may not be a star. Different routes that end on the same square count as the same move.
rules-d-fig-hoops-title = A block showing the Hoops on c2 steps east onto Blue's goal d2, east again to e2, then north to e3: three steps that pass over the star.
rules-d-complete-h = A tip must leave a complete turn
rules-d-chosen-complete = you may only tip a block if the whole turn can then be finished. If the new top symbol calls for a hop and the block has no legal hop, that tip is not allowed.
rules-d-fig-complete-title = A Gold block on a1 may not be tipped north onto a2 if the X would come on top: both diagonal neighbours of a2, b1 and b3, hold blocks, so the X could not hop.

## Deblockle: blocked, end, variants
rules-d-stuck-h = Deblockle'd: when you cannot move
rules-d-stuck = If the player to move has no legal turn, that player is "Deblockle'd": the other player takes the next turn instead, and keeps on taking turns until the blocked player can move again.
rules-d-chosen-stuck = if neither player has a legal turn, the game ends in a draw.
rules-d-chosen-stuck-written = a position you open from a record, a share link or an address must name a player to move who can move. If that player cannot move but the other one can, the app refuses the position and says who would move instead (during a game the turn passes by itself). If neither player can move, the position is accepted as a finished draw.
rules-d-fig-stuck-title = Blue's last block stands in the corner a7, with Gold blocks on a6 and b7. It cannot be tipped anywhere, so Blue is Deblockle'd and Gold moves again.
rules-d-end-h = End of the game
rules-d-end-win = The first player to remove all of their blocks from the board wins.
rules-d-end-draws = A game can also end in a draw:
rules-d-end-draw-stuck = when neither player has a legal turn (see above);
rules-d-end-draw-repeat = when the same position occurs for the third time.
rules-d-chosen-repeat = the threefold repetition is a house rule, switched on by default. A position means the same blocks on the same squares, turned the same way, with the same player to move. The rule makes sure that every game ends, even between two computer players. You can switch it off in the new-game options ("Third repetition is a draw").
rules-d-var-h = Variants
rules-d-var-fewer = Fewer blocks: see "Playing with fewer blocks" above.
rules-d-adj-h = No adjacent blocks
rules-d-adj = A turn may not end with any of your blocks directly next to an opponent's block (to its north, east, south or west). Your own blocks may touch each other, and touching an opponent's block diagonally is allowed. Switch this variant on in the new-game options.
rules-d-fig-adj-title = In the no-adjacent variant, a Gold block may not end its turn on c4, next to the Blue block on c5 (crossed out), but it may end on d4, diagonal to it (ticked).
rules-d-not-square = Every square is named by its column letter and row number, for example c3.
rules-d-not-tip = c3-c4: the block on c3 is tipped onto c4 and the turn ends there, because the Stop came on top, or because the block was removed on its goal (as in d5-d6).
rules-d-not-hop = c3-c4:d5: the block on c3 is tipped onto c4 and then hops to d5.

## Cephalopod
rules-c-intro = Cephalopod is a game by Mark Steere for two players, White and Black, played with ordinary six-sided dice on a small board.
rules-c-goal-h = Goal of the game
rules-c-goal = Have more dice on the board than your opponent when the board is full.
rules-c-equip-h = What you play with
rules-c-equip = A rectangular board, 5 × 5 squares in the standard game, and six-sided dice in each player's colour. There are always enough dice: the supply never runs out.
rules-c-chosen-first = White moves first.
rules-c-turn-h = A turn
rules-c-turn = On your turn, place one die of your colour on any empty square. You may never pass. The number the new die shows depends on its neighbours: the dice directly to its north, east, south and west, of either colour.
rules-c-nocap-h = Placing without a capture
rules-c-nocap = If no capture is possible on that square, nothing is removed and the new die shows 1.
rules-c-fig-nocap-title = White places a die on b2. Its neighbours show 5 and 4, which add up to more than 6, so nothing is captured and the new die shows 1. Placed dice have a thick dashed frame.
rules-c-cap-h = Capturing
rules-c-cap = A capture set is any group of two or more of the neighbouring dice whose pips add up to 6 or less. The colour does not matter: you can capture your own dice too.
rules-c-cap-must = If at least one capture set exists, you must capture: choose one set and take those dice off the board. They go back to their owners.
rules-c-cap-choose = If there are several capture sets, you choose which one. It does not have to be the biggest.
rules-c-cap-sum = The new die shows the total number of pips you captured, so always a number from 2 to 6.
rules-c-cap-square = Capturing is only compulsory on the square you chose. You may always place your die on a square where no capture is possible instead.
rules-c-fig-cap-title = Left, before: White places a die on b2, next to a 2 on b3, a 1 on a2, a 3 on c2 and a 6 on b1. Right, after: White has captured the 1, the 2 and the 3, six pips in all; they leave the board and the new die on b2 shows 6. The 6 on b1 stays. In notation: b2=a2+b3+c2.
rules-c-fig-cap-cap = Left: before the placement. Right: after the capture b2=a2+b3+c2.
rules-c-cap-example = In this example White could choose any one of these sets: a2+b3 (3 pips), a2+c2 (4), b3+c2 (5) or a2+b3+c2 (6). The 6 on b1 cannot belong to any set, because with it the total would be more than 6.
rules-c-end-h = End of the game and scoring
rules-c-end = The game ends as soon as every square is filled. Then count the dice: the player with more dice on the board wins.
rules-c-chosen-tie = on a board with an even number of squares, both players can end up with the same number of dice. Such a tie is a draw. On a board with an odd number of squares, such as 3 × 3, 3 × 5 or 5 × 5, there can be no draw.
rules-c-fig-end-title = A full 3 by 3 board with 5 White dice and 4 Black dice: White wins.
rules-c-sizes-h = Board sizes
rules-c-sizes = The standard board has 5 × 5 squares. Smaller boards give quick games and are good for learning: this app offers 3 × 3, 3 × 5 and 5 × 5 (rows × columns). The columns are lettered from a on the left and the rows are numbered from 1 at the bottom.
rules-c-fig-sizes-title = The three board sizes side by side: 3 by 3, 3 by 5 and 5 by 5 squares.
rules-c-not-square = Every square is named by its column letter and row number, for example c3.
rules-c-not-place = c3: a die is placed on c3 without a capture.
rules-c-not-cap = c3=b3+c4: a die is placed on c3 and captures the dice on b3 and c4.
