# cubeplay ಕನ್ನಡ ಸಂದೇಶಗಳು. ಗುರುತುಗಳು en.ftl ನಲ್ಲಿರುವಂತೆಯೇ.
app-title = cubeplay
test-greeting = ನಮಸ್ಕಾರ, { $name }!

## ಮುಖಪುಟ
tagline = ಘನಗಳಿಂದ ಆಡುವ ತಂತ್ರದ ಆಟಗಳು: ಇದೇ ಪರದೆಯಲ್ಲಿ ಸ್ನೇಹಿತರೊಂದಿಗೆ ಅಥವಾ ಕಂಪ್ಯೂಟರ್ ವಿರುದ್ಧ, ಯಾವುದೇ ಬ್ರೌಸರ್‌ನಲ್ಲಿ, ಆಫ್‌ಲೈನ್‌ನಲ್ಲೂ ಆಡಿ.
engine-starting = ಎಂಜಿನ್ ಆರಂಭವಾಗುತ್ತಿದೆ…
engine-ready = ಎಂಜಿನ್ ಸಿದ್ಧ · perft({ $depth }) = { $count } · { $millis } ms
engine-failed = ಎಂಜಿನ್ ದೋಷ: { $message }
back-home = cubeplay: ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ

## ಹೊಸ ಆಟ
new-game = ಹೊಸ ಆಟ
start = ಪ್ರಾರಂಭಿಸಿ
cancel = ರದ್ದುಮಾಡಿ
opponent = ಎದುರಾಳಿ
opponent-friend = ಇಲ್ಲೇ ಒಬ್ಬ ಸ್ನೇಹಿತ
opponent-ai = ಕಂಪ್ಯೂಟರ್
opponent-demo = ಕಂಪ್ಯೂಟರ್ ವಿರುದ್ಧ ಕಂಪ್ಯೂಟರ್
level = ಮಟ್ಟ
level-name = { $level ->
    [1] ಆರಂಭಿಕ
    [2] ಸುಲಭ
    [3] ಮಧ್ಯಮ
    [4] ಕಠಿಣ
   *[5] ಅತ್ಯಂತ ಬಲಿಷ್ಠ
    [6] ಪರಿಪೂರ್ಣ
}
level-playing = ಕಂಪ್ಯೂಟರ್: ಮಟ್ಟ { $level } · { $name }
you-play = ನೀವು ಆಡುವುದು
board-size = ಹಲಗೆಯ ಗಾತ್ರ
white-moves-first = ಬಿಳಿ ಮೊದಲು ನಡೆಸುತ್ತದೆ.
moves-first = ಮೊದಲ ನಡೆ
blocks = ಘನಗಳು
setup = ಜೋಡಣೆ
setup-random = ತ್ವರಿತ ಯಾದೃಚ್ಛಿಕ
setup-hand = ಉರುಳಿಸಿ ಕೈಯಿಂದ ಇಡಿ
no-adjacent = ಪಕ್ಕದ ಘನಗಳಿಲ್ಲ (ರೂಪಾಂತರ)
repetition-draw = ಮೂರನೇ ಪುನರಾವರ್ತನೆ ಡ್ರಾ
demo-speed = ವೇಗ
speed-slow = ನಿಧಾನ
speed-normal = ಸಾಮಾನ್ಯ
speed-fast = ವೇಗವಾಗಿ

## ಆಟಗಾರರು ಮತ್ತು ಕಾಯಿಗಳು
player-white = ಬಿಳಿ
player-black = ಕಪ್ಪು
player-gold = ಚಿನ್ನ
player-blue = ನೀಲಿ
face-star = ನಕ್ಷತ್ರ
face-stop = ನಿಲ್ಲು
face-cross = ಅಧಿಕ ಚಿಹ್ನೆ
face-x = ಗುಣಾಕಾರ ಚಿಹ್ನೆ
face-slider = ಜಾರುಕ
face-hoops = ಬಳೆಗಳು
direction-north = ಉತ್ತರ
direction-east = ಪೂರ್ವ
direction-south = ದಕ್ಷಿಣ
direction-west = ಪಶ್ಚಿಮ
tip-face = { $face } ಮೇಲೆ ಬರುವಂತೆ { $direction } ದಿಕ್ಕಿಗೆ ಉರುಳಿಸಿ
hop-to = { $square } ಗೆ ಜಿಗಿಯಿರಿ

## ಆಟದ ಪರದೆ
status-to-move = { $player } ನಡೆಸುವ ಸರದಿ
status-your-turn = ನಿಮ್ಮ ಸರದಿ ({ $player })
status-thinking = ಯೋಚಿಸುತ್ತಿದೆ…
status-setup = ಜೋಡಣೆ
count-dice = { $player }: { $count } ದಾಳ
count-blocks = { $player }: { $count } ಘನ ಉಳಿದಿದೆ
deblockled = Deblockle'd — { $stuck } ನಡೆಸಲಾಗದು, { $player } ಮತ್ತೆ ನಡೆಸುತ್ತದೆ
picker-help = { $square } ಮೇಲಿನ ದಾಳದಿಂದ ಸೆರೆಹಿಡಿಯುವ ದಾಳಗಳನ್ನು ಆರಿಸಿ.
picker-sum = ಮೊತ್ತ: { $sum }
picker-confirm = ಸೆರೆಹಿಡಿ
picker-cancel = ರದ್ದುಮಾಡಿ
picker-not-candidate = { $square } ಪಕ್ಕದ ಗುರುತಿಸಿದ ದಾಳಗಳನ್ನು ಮಾತ್ರ ಸೆರೆಹಿಡಿಯಬಹುದು; ಬೇರೆಡೆ ಆಡಲು ಮೊದಲು “{ picker-cancel }” ಆರಿಸಿ.
moves = ನಡೆಗಳು
no-moves = ಇನ್ನೂ ಯಾವುದೇ ನಡೆ ಇಲ್ಲ.
move-label = ನಡೆ { $number }: { $move }
viewing = ನಡೆ { $number } ರ ನಂತರದ ಸ್ಥಿತಿಯನ್ನು ನೋಡುತ್ತಿದ್ದೀರಿ
viewing-start = ಆರಂಭದ ಸ್ಥಿತಿಯನ್ನು ನೋಡುತ್ತಿದ್ದೀರಿ
back-to-game = ಆಟಕ್ಕೆ ಹಿಂತಿರುಗಿ
undo = ಹಿಂಪಡೆ
redo = ಮರುಮಾಡು
flip = ಹಲಗೆ ತಿರುಗಿಸಿ
hint = ಸುಳಿವು
hint-thinking = ಯೋಚಿಸುತ್ತಿದೆ…
resign = ಸೋಲೊಪ್ಪಿಕೊಳ್ಳಿ
rematch = ಮರುಪಂದ್ಯ
view-board = ಹಲಗೆ ನೋಡಿ
demo-pause = ವಿರಾಮ
demo-resume = ಮುಂದುವರಿಸಿ
error = ಏನೋ ತಪ್ಪಾಗಿದೆ: { $message }
setup-place = { $placer } ಅವರು { $owner } ಘನಗಳನ್ನು ಇಡುತ್ತಾರೆ: ಒಂದು ಘನವನ್ನು ಆರಿಸಿ, ನಂತರ ಆರಂಭದ ಚೌಕವನ್ನು; ಇಟ್ಟ ಘನವನ್ನು ತಿರುಗಿಸಲು ಅದರ ಮೇಲೆ ಕ್ಲಿಕ್ ಮಾಡಿ.
setup-done = ಮುಗಿದಿದೆ

## ಫಲಿತಾಂಶ
result-wins = { $player } ಗೆಲುವು
result-draw = ಡ್ರಾ
result-you = { $won ->
    [yes] ನೀವು ಗೆದ್ದಿರಿ
   *[no] ನೀವು ಸೋತಿರಿ
}
reason-board-full = ಹಲಗೆ ತುಂಬಿದೆ: { $first } { $white }, { $second } { $black }.
reason-all-removed = ಎಲ್ಲಾ ಘನಗಳು ಹಲಗೆಯಿಂದ ಹೊರಬಿದ್ದಿವೆ.
reason-both-stuck = ಯಾವ ಆಟಗಾರನೂ ನಡೆಸಲಾಗದು.
reason-repetition = ಅದೇ ಸ್ಥಿತಿ ಮೂರನೇ ಬಾರಿ ಬಂದಿದೆ.
reason-resigned = ಸೋಲೊಪ್ಪಿಕೊಂಡ ಕಾರಣ.

# ಸಂಚರಣೆ, ಭಾಷೆ, ನವೀಕರಣ
nav-label = ಮುಖ್ಯ ಮೆನು
nav-rules-deblockle = Deblockle ನಿಯಮಗಳು
nav-rules-cephalopod = Cephalopod ನಿಯಮಗಳು
language-label = ಭಾಷೆ
language-unavailable = { $language } ಭಾಷೆಯನ್ನು ಈಗ ತೆರೆಯಲಾಗಲಿಲ್ಲ. ಒಮ್ಮೆ ಇಂಟರ್ನೆಟ್‌ಗೆ ಸಂಪರ್ಕಿಸಿ, ನಂತರ ಅದನ್ನು ಮತ್ತೆ ಆಯ್ಕೆಮಾಡಿ.
update-ready = cubeplay ನ ಹೊಸ ಆವೃತ್ತಿ ಸಿದ್ಧವಾಗಿದೆ.
update-reload = ಮರುಲೋಡ್ ಮಾಡಿ
