# Saving, resuming, exporting, importing and sharing games.
kept-title = ನಿಮ್ಮ ಆಟಗಳು
kept-none = ನೀವು ಆರಂಭಿಸುವ ಆಟಗಳು ಇಲ್ಲಿ ಉಳಿಯುತ್ತವೆ.
games-in-progress = ನಡೆಯುತ್ತಿರುವ ಆಟಗಳು
games-finished = ಮುಗಿದ ಆಟಗಳು
games-vs-friend = ಇಲ್ಲೇ ಇರುವ ಸ್ನೇಹಿತನೊಂದಿಗೆ
games-vs-ai = ಕಂಪ್ಯೂಟರ್ ವಿರುದ್ಧ, ಮಟ್ಟ { $level } ({ $name })
games-demo = ಕಂಪ್ಯೂಟರ್ ವಿರುದ್ಧ ಕಂಪ್ಯೂಟರ್
games-vs-link = ಕೊಂಡಿಯ ಮೂಲಕ ಸ್ನೇಹಿತನೊಂದಿಗೆ
games-delete = ಅಳಿಸಿ
games-delete-label = ಈ { $game } ಆಟವನ್ನು ಅಳಿಸಿ
games-deleted = ಆಟವನ್ನು ಅಳಿಸಲಾಗಿದೆ
games-undo = ರದ್ದುಮಾಡಿ
games-damaged-kept = ಹಳೆಯ ಆವೃತ್ತಿ ಉಳಿಸಿದ, ಓದಲಾಗದ ಆಟಗಳನ್ನು ಬದಲಾಯಿಸದೆ ಇರಿಸಲಾಗಿದೆ: { $keys }.
ago-now = ಈಗಷ್ಟೇ
ago-minutes = { $count } ನಿಮಿಷಗಳ ಹಿಂದೆ
ago-hours = { $count } ಗಂಟೆಗಳ ಹಿಂದೆ
ago-days = { $count ->
    [one] ನಿನ್ನೆ
   *[other] { $count } ದಿನಗಳ ಹಿಂದೆ
}
game-missing = ಈ ಬ್ರೌಸರ್‌ನಲ್ಲಿ “{ $id }” ಎಂಬ ಉಳಿಸಿದ ಆಟವಿಲ್ಲ. ಅದನ್ನು ಅಳಿಸಿರಬಹುದು, ಅಥವಾ ಬೇರೆ ಬ್ರೌಸರ್‌ನಲ್ಲಿ ಉಳಿಸಿರಬಹುದು.
game-damaged = ಈ ಉಳಿಸಿದ ಆಟವನ್ನು ಓದಲಾಗಲಿಲ್ಲ ({ $reason }); ಅದನ್ನು ಹಾಗೆಯೇ ಬಿಡಲಾಗಿದೆ.
storage-unavailable = ಈ ಬ್ರೌಸರ್ ಈಗ ಆಟಗಳನ್ನು ಉಳಿಸುತ್ತಿಲ್ಲ (ಅದರ ಸಂಗ್ರಹ ತುಂಬಿದೆ ಅಥವಾ ಆಫ್ ಆಗಿದೆ). ನೀವು ಆಟ ಮುಂದುವರಿಸಬಹುದು, ಆದರೆ ಪುಟ ಮುಚ್ಚಿದಾಗ ಈ ಆಟ ಕಳೆದುಹೋಗುತ್ತದೆ.
kept-continue = ಮುಂದುವರಿಸಿ
kept-open = ತೆರೆಯಿರಿ
saved-damaged = ಉಳಿಸಿದ ಆಟವನ್ನು ಓದಲಾಗಲಿಲ್ಲ ({ $reason }); ಹೊಸ ಆಟ ಶುರುವಾಗಿದೆ, ಉಳಿಸಿದ್ದನ್ನು ಹಾಗೆಯೇ ಬಿಡಲಾಗಿದೆ.
saved-wrong-game = ಇದು { $game } ಆಟದ ದಾಖಲೆ
# Why a saved game cannot be read: the line of the saved text at fault.
saved-error-header = ಉಳಿಸಿದ ಆಟ, ಸಾಲು 1: '{ $expected }' ಇರಬೇಕಿತ್ತು
saved-error-missing = ಉಳಿಸಿದ ಆಟ, ಸಾಲು { $line }: ಕಾಣೆಯಾಗಿದೆ
saved-error-field = ಉಳಿಸಿದ ಆಟ, ಸಾಲು { $line }: '{ $key }=' ಇರಬೇಕಿತ್ತು
saved-error-cursor = ಉಳಿಸಿದ ಆಟ, ಸಾಲು { $line }: ತೋರಿಸುವ ನಡೆಯ ಸ್ಥಾನ ಸಂಖ್ಯೆಯಲ್ಲ
saved-error-side = ಉಳಿಸಿದ ಆಟ, ಸಾಲು { $line }: ಅಪರಿಚಿತ ಪಕ್ಷ
saved-error-no-game = '{ $query }' ವಿಳಾಸ ಯಾವ ಆಟವನ್ನೂ ಸೂಚಿಸುವುದಿಲ್ಲ
share = ಹಂಚುವ ಕೊಂಡಿ
export = ರಫ್ತು
import = ಆಮದು
embed = ಈ ಆಟವನ್ನು ಪುಟದಲ್ಲಿ ಸೇರಿಸಿ
close = ಮುಚ್ಚಿ
copy = ನಕಲಿಸಿ
copied = ನಕಲಾಯಿತು
replay = ಆಟವನ್ನು ಹೆಜ್ಜೆ ಹೆಜ್ಜೆಯಾಗಿ ನೋಡಿ
replay-start = ಮೊದಲ ಸ್ಥಿತಿ
replay-back = ಒಂದು ನಡೆ ಹಿಂದೆ
replay-forward = ಒಂದು ನಡೆ ಮುಂದೆ
replay-end = ಕೊನೆಯ ಸ್ಥಿತಿ
export-title = ಈ ಆಟವನ್ನು ರಫ್ತು ಮಾಡಿ
export-help = ದಾಖಲೆಯಲ್ಲಿ ಆಯ್ಕೆಗಳು, ಆರಂಭದ ಸ್ಥಿತಿ ಮತ್ತು ಪ್ರತಿಯೊಂದು ನಡೆ ಸಾಲಿಗೊಂದರಂತೆ ಇರುತ್ತವೆ. ಕಡತವಾಗಿ ಇಟ್ಟುಕೊಳ್ಳಿ ಅಥವಾ ಎಲ್ಲಿ ಬೇಕಾದರೂ ಅಂಟಿಸಿ.
export-text = ಆಟದ ದಾಖಲೆ
export-download = ಕಡತವಾಗಿ ಇಳಿಸಿಕೊಳ್ಳಿ
import-title = ಆಟವನ್ನು ಆಮದು ಮಾಡಿ
import-paste = ಆಟದ ದಾಖಲೆಯನ್ನು ಇಲ್ಲಿ ಅಂಟಿಸಿ
import-button = ಆಮದು ಮಾಡಿ
import-file = ಕಡತ ಆರಿಸಿ…
import-keeps = ಹಲಗೆಯ ಮೇಲಿನ ಆಟ ನಿಮ್ಮ ಆಟಗಳಲ್ಲಿ ಉಳಿಯುತ್ತದೆ.
import-error-line = ದಾಖಲೆಯನ್ನು ಓದಲಾಗಲಿಲ್ಲ: ಸಾಲು { $line }: { $reason }
import-error = ದಾಖಲೆಯನ್ನು ಓದಲಾಗಲಿಲ್ಲ: { $reason }
import-unreadable = ಆ ಕಡತವನ್ನು ಓದಲಾಗಲಿಲ್ಲ.
share-title = ಈ ಆಟವನ್ನು ಹಂಚಿಕೊಳ್ಳಿ
share-help = ಈ ಕೊಂಡಿಯನ್ನು ತೆರೆದವರು ಆಟವನ್ನು ಕೊನೆಯ ನಡೆಯಲ್ಲಿ ನೋಡುತ್ತಾರೆ; ಮುಂದೆ ಆಡಬಹುದು ಅಥವಾ ಹೆಜ್ಜೆ ಹೆಜ್ಜೆಯಾಗಿ ನೋಡಬಹುದು.
share-link = ಈ ಆಟದ ಕೊಂಡಿ
link-damaged = ಈ ಆಟದ ಕೊಂಡಿ ಹಾಳಾಗಿದೆ, ತೆರೆಯಲಾಗದು ({ $reason }). ನಿಮ್ಮ ಉಳಿಸಿದ ಆಟಕ್ಕೆ ಏನೂ ಆಗಿಲ್ಲ.
embed-title = ಈ ಆಟವನ್ನು ಜಾಲಪುಟದಲ್ಲಿ ಸೇರಿಸಿ
embed-help = ಈ ತುಣುಕನ್ನು ಬ್ಲಾಗ್ ಬರಹದಲ್ಲಿ ಅಥವಾ ಯಾವುದೇ ಜಾಲಪುಟದಲ್ಲಿ ಅಂಟಿಸಿ. ಹಲಗೆ ಪುಟದ ಅಗಲಕ್ಕೆ ಹೊಂದಿಕೊಳ್ಳುತ್ತದೆ.
embed-mode = ಸೇರಿಸಿದ ಹಲಗೆಯಲ್ಲಿ
embed-mode-replay = ಓದುಗರು ನಡೆಗಳನ್ನು ಒಂದೊಂದಾಗಿ ನೋಡಬಹುದು
embed-mode-play = ಓದುಗರು ಈ ಸ್ಥಿತಿಯಿಂದ ಮುಂದೆ ಆಡಬಹುದು
embed-snippet = ಅಂಟಿಸಬೇಕಾದ HTML
embed-frame-title = { $game } ಆಟ
embed-controls = ಹಲಗೆಯ ನಿಯಂತ್ರಣಗಳು
embed-open-app = cubeplay ನಲ್ಲಿ ತೆರೆಯಿರಿ ↗
play-rules-link = ನಿಯಮಗಳು
app-page-title = cubeplay — Deblockle ಮತ್ತು Cephalopod
rec-at-line = ಸಾಲು { $line }
rec-at-char = ಹಂಚುವ ಕೊಂಡಿ, ಅಕ್ಷರ { $char }
rec-nothing = ಏನೂ ಇಲ್ಲ
rec-empty = ಓದಲು ಏನೂ ಇಲ್ಲ
rec-missing-version = '{ $expected }' ಎಂಬ ಸ್ವರೂಪ ಗುರುತು ಇರಬೇಕಿತ್ತು, ಆದರೆ ಸಿಕ್ಕಿದ್ದು: { $found }
rec-unsupported-version = '{ $found }' ಸ್ವರೂಪದ ಆವೃತ್ತಿಯನ್ನು ಈ ಆ್ಯಪ್ ಓದಲಾರದು (ಇದು ಆವೃತ್ತಿ { $version } ಅನ್ನು ಓದುತ್ತದೆ)
rec-bad-header = ತಪ್ಪಾದ ಶೀರ್ಷಿಕೆ: { $reason }
rec-unknown-header = ಗೊತ್ತಿಲ್ಲದ ಶೀರ್ಷಿಕೆ '{ $name }'
rec-duplicate-header = '{ $name }' ಶೀರ್ಷಿಕೆ ಎರಡು ಬಾರಿ ಇದೆ (ಮೊದಲು ಸಾಲು { $first } ರಲ್ಲಿ)
rec-header-not-for-game = '{ $name }' ಶೀರ್ಷಿಕೆ { $game } ದಾಖಲೆಗೆ ಸೇರಿದ್ದಲ್ಲ
rec-missing-header = ಬೇಕಾದ '{ $name }' ಶೀರ್ಷಿಕೆ ಇಲ್ಲ
rec-missing-field = ಬೇಕಾದ '{ $key }=' ಕ್ಷೇತ್ರ ಇಲ್ಲ
rec-header-after-moves = '{ $name }' ಶೀರ್ಷಿಕೆ ನಡೆಗಳ ನಂತರ ಬಂದಿದೆ (ಶೀರ್ಷಿಕೆಗಳು ಮೊದಲು ಬರಬೇಕು)
rec-unknown-game = ಗೊತ್ತಿಲ್ಲದ ಆಟ '{ $found }' (cephalopod ಅಥವಾ deblockle ಇರಬೇಕು)
rec-bad-value = { $name } ಗೆ ತಪ್ಪಾದ ಮೌಲ್ಯ '{ $value }': ಇರಬೇಕಾದದ್ದು { $expected }
rec-bad-start = ತಪ್ಪಾದ ಆರಂಭದ ಸ್ಥಿತಿ: { $reason }
rec-size-disagrees = Size ಆರಂಭದ ಸ್ಥಿತಿಗೆ ಹೊಂದುತ್ತಿಲ್ಲ: ಗಾತ್ರ { $rows }x{ $cols }, ಆದರೆ ಆರಂಭದ ಸ್ಥಿತಿ { $start-rows }x{ $start-cols } ಹಲಗೆಯದು
rec-blocks-disagrees = Blocks ಆರಂಭದ ಸ್ಥಿತಿಗೆ ಹೊಂದುತ್ತಿಲ್ಲ: { $gold }/{ $blue } ಘನಗಳನ್ನು ನೀಡಲಾಗಿದೆ, ಆದರೆ ಆರಂಭದ ಸ್ಥಿತಿಯಲ್ಲಿ ಚಿನ್ನಕ್ಕೆ { $start-gold } ಮತ್ತು ನೀಲಿಗೆ { $start-blue } ಇವೆ
rec-bad-move-line = '{ $found }' ನಡೆಯ ಸಾಲು ಅಲ್ಲ (ನಡೆಯ ಸಂಖ್ಯೆ, ನಡೆಸುವವರು ಮತ್ತು ನಡೆ ಬೇಕು, ಉದಾ. '3. Gold c3-c4:d5')
rec-wrong-move-number = ನಡೆ ಸಂಖ್ಯೆ { $expected } ಇರಬೇಕಿತ್ತು, ಆದರೆ ಸಿಕ್ಕಿದ್ದು '{ $found }'
rec-wrong-mover = ನಡೆ { $number } { $expected } ಅವರದು, { $found } ಅವರದಲ್ಲ
rec-illegal-move = ನಡೆ { $number } ({ $text }) ಆಡಲಾಗದು: { $reason }
rec-trailing-text = ಸಾಲಿನ ಕೊನೆಯಲ್ಲಿ ಅನಿರೀಕ್ಷಿತ ಪಠ್ಯ '{ $found }'
rec-result-disagrees = '{ $written }' ಫಲಿತಾಂಶ ನಡೆಗಳಿಗೆ ಹೊಂದುತ್ತಿಲ್ಲ; ನಡೆಗಳ ಪ್ರಕಾರ '{ $actual }'
rec-bad-character = '{ $found }' ಅಕ್ಷರ ಹಂಚುವ ಕೊಂಡಿಯಲ್ಲಿ ಇರಬಾರದು
rec-missing-checksum = ಕೊಂಡಿ ಅಪೂರ್ಣವಾಗಿದೆ: ಅದು ';k=' ಪರಿಶೀಲನಾ ಮೊತ್ತ ಮತ್ತು 8 ಹೆಕ್ಸ್ ಅಂಕಿಗಳಿಂದ ಮುಗಿಯಬೇಕು (ಕೊನೆ ಕತ್ತರಿಸಿ ಹೋಗಿದೆಯೇ?)
rec-checksum-mismatch = ಕೊಂಡಿ ಹಾಳಾಗಿದೆ: ಅದರ ಪರಿಶೀಲನಾ ಮೊತ್ತ '{ $found }', ಆದರೆ ಅದರ ವಿಷಯದ ಪ್ರಕಾರ '{ $expected }' ಇರಬೇಕು
rec-bad-field = '{ $found }' ಕ್ಷೇತ್ರವಲ್ಲ (ಕೀ=ಮೌಲ್ಯ ರೂಪದಲ್ಲಿ ಇರಬೇಕು)
rec-unknown-field = ಗೊತ್ತಿಲ್ಲದ ಕ್ಷೇತ್ರ '{ $key }='
rec-duplicate-field = '{ $key }=' ಕ್ಷೇತ್ರ ಎರಡು ಬಾರಿ ಇದೆ
rec-field-not-for-game = '{ $key }=' ಕ್ಷೇತ್ರ { $game } ಕೊಂಡಿಗೆ ಸೇರಿದ್ದಲ್ಲ
