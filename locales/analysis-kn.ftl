# ವಿಶ್ಲೇಷಣೆಯ ಹಲಗೆ: ಒಂದು ಆಟದ ಪರ್ಯಾಯ ನಡೆಗಳ ಮರ, ಪಕ್ಕದಲ್ಲಿ ಎಂಜಿನ್‌ನ
# ಅತ್ಯುತ್ತಮ ಸಾಲು.
analysis-title = ವಿಶ್ಲೇಷಣೆಯ ಹಲಗೆ
analysis-back = ಆಟಕ್ಕೆ ಹಿಂತಿರುಗಿ
analysis-engine = ಎಂಜಿನ್
analysis-engine-off = ಅತ್ಯುತ್ತಮ ಸಾಲನ್ನು ನೋಡಲು ಎಂಜಿನ್ ಅನ್ನು ಆನ್ ಮಾಡಿ.
analysis-engine-waiting = ಯೋಚಿಸುತ್ತಿದೆ…
analysis-depth = ಆಳ { $depth }
analysis-engine-estimate = ಎಂಜಿನ್‌ನ ಅಂದಾಜು: { $score }
analysis-engine-lost = ಎಂಜಿನ್ ನಿಂತಿತು: ಅದರ ಕೆಲಸಗಾರರು ಆರಂಭವಾಗಲಿಲ್ಲ ಅಥವಾ ಉತ್ತರಿಸುವುದನ್ನು ನಿಲ್ಲಿಸಿದರು. ವಿಶ್ಲೇಷಣೆ ಉಳಿದಿದೆ; ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಲು ಎಂಜಿನ್ ಅನ್ನು ಆನ್ ಮಾಡಿ.
analysis-lines = ಸಾಲುಗಳು
analysis-best-line = ಅತ್ಯುತ್ತಮ ಸಾಲು: { $line }
# ಮುಂದಿರುವ ಬದಿಯ ಮುನ್ನಡೆ: 100 ಎಂದರೆ ಒಂದು ದಾಳ (Cephalopod) ಅಥವಾ ಒಂದು ಸರದಿ
# (Deblockle); $whole ಪೂರ್ಣಾಂಕ, $tenth ದಶಾಂಶ.
analysis-ahead = { $player } +{ $whole }.{ $tenth }
analysis-unit-cephalopod = +1.0 ಎಂದರೆ ಹಲಗೆಯ ಮೇಲೆ ಸುಮಾರು ಒಂದು ದಾಳದಷ್ಟು ಮುನ್ನಡೆ.
analysis-unit-deblockle = +1.0 ಎಂದರೆ ಹಲಗೆ ಖಾಲಿ ಮಾಡುವ ಓಟದಲ್ಲಿ ಸುಮಾರು ಒಂದು ಸರದಿಯಷ್ಟು ಮುನ್ನಡೆ.
analysis-even = ಸಮಬಲ
# $moves ಗೆಲುವಿನವರೆಗಿನ ಇಬ್ಬರ ನಡೆಗಳನ್ನೂ ಎಣಿಸುತ್ತದೆ.
analysis-win-in = { $player } { $moves } ನಡೆಗಳಲ್ಲಿ ಗೆಲ್ಲುತ್ತಾರೆ
analysis-proven-win = ನಿಖರವಾಗಿ ಆಡಿದರೆ { $player } ಗೆಲ್ಲುತ್ತಾರೆ
analysis-only-move = ಇರುವುದು ಒಂದೇ ನಡೆ
analysis-moves = ನಡೆಗಳು ಮತ್ತು ಪರ್ಯಾಯಗಳು
analysis-no-moves = ಇನ್ನೂ ಯಾವುದೇ ನಡೆ ಇಲ್ಲ: ಯಾವುದೇ ಬದಿಯ ನಡೆಯನ್ನು ಹಲಗೆಯ ಮೇಲೆ ಆಡಿ.
analysis-promote = ಪರ್ಯಾಯವನ್ನು ಮೇಲಕ್ಕೆ ಸರಿಸಿ
analysis-main-line = ಮುಖ್ಯ ಸಾಲನ್ನಾಗಿ ಮಾಡಿ
analysis-delete = ಇಲ್ಲಿಂದ ಅಳಿಸಿ
analysis-delete-ask = { $moves ->
    [one] ಈ ನಡೆಯನ್ನು ಅಳಿಸುವುದೇ?
   *[other] ಈ ನಡೆಯನ್ನೂ ಅದರ ನಂತರದ ನಡೆಗಳನ್ನೂ, ಒಟ್ಟು { $moves } ನಡೆಗಳನ್ನು ಅಳಿಸುವುದೇ?
}
analysis-delete-yes = ಅಳಿಸಿ
analysis-delete-no = ಉಳಿಸಿಕೊಳ್ಳಿ
analysis-import-note = ಇದೇ ಆಟದ ದಾಖಲೆ ಇಲ್ಲಿನ ಮರವನ್ನು ಬದಲಾಯಿಸುತ್ತದೆ; ಬೇರೆ ಆಟವಾದರೆ ಅದು ನಿಮ್ಮ ಆಟಗಳಲ್ಲಿ ಉಳಿದು ಇಲ್ಲಿ ತೆರೆಯುತ್ತದೆ.
analysis-kept-damaged = ಈ ಆಟಕ್ಕಾಗಿ ಉಳಿಸಿದ ವಿಶ್ಲೇಷಣೆಯನ್ನು ಓದಲಾಗುತ್ತಿಲ್ಲ ({ $reason }). ಇಲ್ಲಿನ ಬದಲಾವಣೆಗಳು ಉಳಿಯುವುದಿಲ್ಲ: ಉಳಿಸಿಕೊಳ್ಳಲು ಅವುಗಳನ್ನು ರಫ್ತು ಮಾಡಿ.
analysis-kept-other = ಈ ಆಟದ ವಿಳಾಸದಲ್ಲಿ ಉಳಿಸಿದ ವಿಶ್ಲೇಷಣೆ ಬೇರೊಂದು ಆಟದ್ದು. ಇಲ್ಲಿನ ಬದಲಾವಣೆಗಳು ಉಳಿಯುವುದಿಲ್ಲ: ಉಳಿಸಿಕೊಳ್ಳಲು ಅವುಗಳನ್ನು ರಫ್ತು ಮಾಡಿ.
analysis-error-no-move-above = ಪರ್ಯಾಯವು ಯಾವ ನಡೆಗೆ ಬದಲಿಯೋ ಆ ನಡೆಯ ಸಾಲಿನ ನಂತರ ಬರಬೇಕು
analysis-error-no-version = ಪರ್ಯಾಯದ ಸಾಲು '#@variation 1' ಎಂದು ಆರಂಭವಾಗಿ ನಂತರ ನಡೆಗಳು ಬರಬೇಕು
analysis-error-version = ಪರ್ಯಾಯದ ಆವೃತ್ತಿ '{ $found }' ಬೆಂಬಲಿತವಲ್ಲ (ಈ ಆ್ಯಪ್ ಆವೃತ್ತಿ 1 ಅನ್ನು ಓದುತ್ತದೆ)
analysis-error-empty = ಪರ್ಯಾಯದಲ್ಲಿ ಯಾವುದೇ ನಡೆ ಇಲ್ಲ
analysis-error-choice-first = '(' ಯಾವ ನಡೆಗೆ ಬದಲಿಯೋ ಆ ನಡೆಯ ನಂತರವೇ ಬರಬೇಕು
analysis-error-unopened = ')' ಗಿಂತ ಮೊದಲು '(' ಇಲ್ಲ
analysis-error-unclosed = ಒಂದು '(' ಅನ್ನು ')' ನಿಂದ ಮುಚ್ಚಿಲ್ಲ
# Perfect play on small Cephalopod boards: the solver's exact values.
analysis-perfect = ನಿಖರ ಆಟ
analysis-perfect-solving = ನಿಖರವಾಗಿ ಬಿಡಿಸುತ್ತಿದೆ…
analysis-perfect-draw = ನಿಖರವಾಗಿ ಆಡಿದರೆ ಡ್ರಾ
# $positions is the solver's limit on the positions it keeps.
analysis-perfect-too-big = ಇಲ್ಲಿ ಬಿಡಿಸಲು ತುಂಬಾ ದೊಡ್ಡದು: { $positions } ಕ್ಕಿಂತ ಹೆಚ್ಚು ಸ್ಥಿತಿಗಳು ಬೇಕು.
# A move's value for the player who makes it; $moves counts both players' moves.
analysis-move-win = { $moves } ನಡೆಗಳಲ್ಲಿ ಗೆಲುವು
analysis-move-draw = ಡ್ರಾ
analysis-move-loss = { $moves } ನಡೆಗಳಲ್ಲಿ ಸೋಲು
