# Saving, resuming, exporting, importing and sharing games.
kept-title = Your games
kept-none = Games you start are kept here.
games-in-progress = In progress
games-finished = Finished
games-vs-friend = with a friend here
games-vs-ai = against the computer, level { $level } ({ $name })
games-demo = computer against computer
games-vs-link = with a friend, by link
games-delete = Delete
games-delete-label = Delete this { $game } game
games-deleted = Game deleted
games-undo = Undo
games-damaged-kept = Games saved by an older version that could not be read were kept unchanged: { $keys }.
ago-now = just now
ago-minutes = { $count } min ago
ago-hours = { $count } h ago
ago-days = { $count ->
    [one] yesterday
   *[other] { $count } days ago
}
game-missing = There is no saved game “{ $id }” in this browser. It may have been deleted, or saved in another browser.
game-damaged = This saved game could not be read ({ $reason }); it was left as it is.
storage-unavailable = This browser is not saving games right now (its storage is full or turned off). You can play on, but this game is lost when the page closes.
kept-continue = Continue
kept-open = Open
saved-damaged = The saved game could not be read ({ $reason }); a new game was started and the saved one was left as it was.
saved-wrong-game = this is a { $game } record
# Why a saved game cannot be read: the line of the saved text at fault.
saved-error-header = saved game, line 1: expected '{ $expected }'
saved-error-missing = saved game, line { $line }: missing
saved-error-field = saved game, line { $line }: expected '{ $key }='
saved-error-cursor = saved game, line { $line }: the cursor is not a number
saved-error-side = saved game, line { $line }: unknown side
saved-error-no-game = the address '{ $query }' names no game
share = Share link
export = Export
import = Import
embed = Embed this game
close = Close
copy = Copy
copied = Copied
replay = Step through the game
replay-start = First position
replay-back = One move back
replay-forward = One move forward
replay-end = Last position
export-title = Export this game
export-help = The record lists the options, the start position and every move, one per line. Keep it as a file or paste it anywhere.
export-text = Game record
export-download = Download as a file
import-title = Import a game
import-paste = Paste a game record here
import-button = Import
import-file = Choose a file…
import-keeps = The game on the board is kept among your games.
import-error-line = The record could not be read: line { $line }: { $reason }
import-error = The record could not be read: { $reason }
import-unreadable = That file could not be read.
share-title = Share this game
share-help = Anyone who opens this link sees this game at its last move and can go on playing or step through it.
share-link = Link to this game
link-damaged = This game link is damaged and cannot be opened ({ $reason }). Your saved game is untouched.
embed-title = Embed this game in a web page
embed-help = Paste this snippet into a blog post or any web page. The board fits the width of the page.
embed-mode = The embedded board
embed-mode-replay = lets readers step through the moves
embed-mode-play = lets readers play on from this position
embed-snippet = HTML to paste
embed-frame-title = A game of { $game }
embed-controls = Board controls
embed-open-app = Open in cubeplay ↗
play-rules-link = Rules
app-page-title = cubeplay — Deblockle and Cephalopod
rec-at-line = line { $line }
rec-at-char = share link, character { $char }
rec-nothing = nothing
rec-empty = there is nothing to read
rec-missing-version = expected the format marker '{ $expected }' but found { $found }
rec-unsupported-version = format version '{ $found }' is not supported (this app reads version { $version })
rec-bad-header = bad header: { $reason }
rec-unknown-header = unknown header '{ $name }'
rec-duplicate-header = header '{ $name }' appears twice (first on line { $first })
rec-header-not-for-game = header '{ $name }' does not belong to a { $game } record
rec-missing-header = the required header '{ $name }' is missing
rec-missing-field = the required field '{ $key }=' is missing
rec-header-after-moves = header '{ $name }' comes after the moves (headers must come first)
rec-unknown-game = unknown game '{ $found }' (expected cephalopod or deblockle)
rec-bad-value = bad { $name } value '{ $value }': expected { $expected }
rec-bad-start = bad start position: { $reason }
rec-size-disagrees = Size disagrees with the start position: the size is { $rows }x{ $cols } but the start position is a { $start-rows }x{ $start-cols } board
rec-blocks-disagrees = Blocks disagrees with the start position: { $gold }/{ $blue } blocks are given but the start position has { $start-gold } for Gold and { $start-blue } for Blue
rec-bad-move-line = '{ $found }' is not a move line (expected the move number, the mover and the move, like '3. Gold c3-c4:d5')
rec-wrong-move-number = expected move number { $expected } but found '{ $found }'
rec-wrong-mover = move { $number } is by { $expected }, not { $found }
rec-illegal-move = move { $number } ({ $text }) cannot be played: { $reason }
rec-trailing-text = unexpected text '{ $found }' at the end of the line
rec-result-disagrees = the result '{ $written }' disagrees with the moves, which give '{ $actual }'
rec-bad-character = the character '{ $found }' cannot appear in a share link
rec-missing-checksum = the link is incomplete: it must end with the checksum ';k=' and 8 hex digits (was it cut short?)
rec-checksum-mismatch = the link is damaged: its checksum is '{ $found }' but its content gives '{ $expected }'
rec-bad-field = '{ $found }' is not a field (expected key=value)
rec-unknown-field = unknown field '{ $key }='
rec-duplicate-field = field '{ $key }=' appears twice
rec-field-not-for-game = field '{ $key }=' does not belong to a { $game } link
