# English messages of cubeplay. Every other locale file has the same ids.
app-title = cubeplay
test-greeting = Hello, { $name }!

## Home
tagline = Abstract strategy games with cubes: play a friend on this screen or the computer, in any browser, offline.
engine-starting = Starting the engine…
engine-ready = Engine ready · perft({ $depth }) = { $count } · { $millis } ms
engine-failed = Engine error: { $message }
back-home = cubeplay: back to the home page

## New game
new-game = New game
start = Start
cancel = Cancel
opponent = Opponent
opponent-friend = A friend here
opponent-ai = Computer
opponent-demo = Computer vs computer
level = Level
level-name = { $level ->
    [1] Beginner
    [2] Easy
    [3] Medium
    [4] Hard
   *[5] Strongest
    [6] Perfect
}
level-playing = Computer: level { $level } · { $name }
you-play = You play
board-size = Board size
white-moves-first = White moves first.
moves-first = Moves first
blocks = Blocks
setup = Set-up
setup-random = Quick random
setup-hand = Roll and place by hand
no-adjacent = No adjacent blocks (variant)
repetition-draw = Third repetition is a draw
demo-speed = Speed
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast

## Players and pieces
player-white = White
player-black = Black
player-gold = Gold
player-blue = Blue
face-star = Star
face-stop = Stop
face-cross = Cross
face-x = X
face-slider = Slider
face-hoops = Hoops
direction-north = north
direction-east = east
direction-south = south
direction-west = west
tip-face = Tip { $direction } to bring { $face } on top
hop-to = Hop to { $square }

## Play screen
status-to-move = { $player } to move
status-your-turn = Your turn ({ $player })
status-thinking = Thinking…
status-setup = Set-up
count-dice = { $player }: { $count ->
    [one] { $count } die
   *[other] { $count } dice
}
count-blocks = { $player }: { $count ->
    [one] { $count } block left
   *[other] { $count } blocks left
}
deblockled = Deblockle'd — { $stuck } cannot move, { $player } moves again
picker-help = Choose the dice to capture with the die on { $square }.
picker-sum = Sum: { $sum }
picker-confirm = Capture
picker-cancel = Cancel
picker-not-candidate = Only the marked dice next to { $square } can be captured; to play elsewhere, first choose “{ picker-cancel }”.
moves = Moves
no-moves = No moves yet.
move-label = Move { $number }: { $move }
viewing = Viewing the position after move { $number }
viewing-start = Viewing the start position
back-to-game = Back to the game
undo = Undo
redo = Redo
flip = Flip board
hint = Hint
hint-thinking = Thinking…
resign = Resign
rematch = Rematch
view-board = View board
demo-pause = Pause
demo-resume = Resume
error = Something went wrong: { $message }
setup-place = { $placer } places { $owner }'s blocks: pick a block, then a starting square; click a placed block to turn it.
setup-done = Done

## Result
result-wins = { $player } wins
result-draw = Draw
result-you = { $won ->
    [yes] You won
   *[no] You lost
}
reason-board-full = The board is full: { $first } { $white }, { $second } { $black }.
reason-all-removed = All blocks removed from the board.
reason-both-stuck = Neither player can move.
reason-repetition = The same position occurred for the third time.
reason-resigned = By resignation.

# Navigation, language, updates
nav-label = Main menu
nav-rules-deblockle = Deblockle rules
nav-rules-cephalopod = Cephalopod rules
language-label = Language
language-unavailable = { $language } could not be loaded: it needs a connection the first time. Go online, then choose it again.
update-ready = A new version of cubeplay is ready.
update-reload = Reload
