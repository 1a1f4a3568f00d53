# ಕೀಲಿಮಣೆಯಿಂದ ಆಟ ಮತ್ತು ಪರದೆ ಓದುಗರಿಗಾಗಿ ವಿವರಣೆಗಳು.

## ಹಲಗೆಗಳು
board-cephalopod = Cephalopod ಹಲಗೆ
board-deblockle = Deblockle ಹಲಗೆ
board-help-cephalopod = ಬಾಣದ ಕೀಲಿಗಳಿಂದ ಕರ್ಸರ್ ಸರಿಸಿ. Enter ಅಥವಾ ಸ್ಪೇಸ್ ಬಾರ್ ಒತ್ತಿದರೆ ಕರ್ಸರ್ ಇರುವ ಚೌಕದಲ್ಲಿ ದಾಳ ಇಡುತ್ತದೆ, ಇಲ್ಲವೇ ಸೆರೆಹಿಡಿಯಲು ದಾಳವನ್ನು ಆರಿಸುತ್ತದೆ; ನಂತರ Tab ಕೀಲಿಯಿಂದ ಸೆರೆಹಿಡಿ ಗುಂಡಿಯನ್ನು ತಲುಪಬಹುದು.
board-help-deblockle = ಬಾಣದ ಕೀಲಿಗಳಿಂದ ಕರ್ಸರ್ ಸರಿಸಿ. Enter ಅಥವಾ ಸ್ಪೇಸ್ ಬಾರ್ ಕರ್ಸರ್ ಕೆಳಗಿನ ಘನವನ್ನು ಆರಿಸುತ್ತದೆ; ನಂತರ ಬಾಣದ ಕೀಲಿ ಘನವನ್ನು ಆ ದಿಕ್ಕಿಗೆ ಉರುಳಿಸುತ್ತದೆ, ಗುರುತಿಸಿದ ಚೌಕದಲ್ಲಿ Enter ಒತ್ತಿದರೆ ಘನ ಅಲ್ಲಿಗೆ ಜಿಗಿಯುತ್ತದೆ. Esc ಒಂದು ಹೆಜ್ಜೆ ಹಿಂದಕ್ಕೆ ಕರೆದೊಯ್ಯುತ್ತದೆ.
board-help-setup = ಬಾಣದ ಕೀಲಿಗಳಿಂದ ಕರ್ಸರ್ ಸರಿಸಿ. Enter ಅಥವಾ ಸ್ಪೇಸ್ ಬಾರ್ ಆರಿಸಿದ ಘನವನ್ನು ಆರಂಭದ ಚೌಕದಲ್ಲಿ ಇಡುತ್ತದೆ, ಇಲ್ಲವೇ ಇಟ್ಟ ಘನವನ್ನು ಕಾಲು ಸುತ್ತು ತಿರುಗಿಸುತ್ತದೆ. Tab ಕೀಲಿಯಿಂದ ಇನ್ನೂ ಇಡಬೇಕಾದ ಘನಗಳನ್ನು ಮತ್ತು ಮುಗಿದಿದೆ ಗುಂಡಿಯನ್ನು ತಲುಪಬಹುದು.

## ಚೌಕಗಳು, ದಾಳಗಳು ಮತ್ತು ಘನಗಳು
cell-empty = ಖಾಲಿ ಚೌಕ { $square }
cell-die = { $square }: { $player } ದಾಳ, ಮೇಲೆ { $pips } ಚುಕ್ಕೆ
cell-block = { $square }: { $player } ಘನ, ಮೇಲೆ { $top }, ಉತ್ತರಕ್ಕೆ { $north }
state-last-move = ಕೊನೆಯ ನಡೆ
state-captured = ಕೊನೆಯ ನಡೆಯಲ್ಲಿ ಸೆರೆಯಾಯಿತು
state-hint = ಸುಳಿವು ಸೂಚಿಸಿದ ಚೌಕ
state-candidate = ಸೆರೆಹಿಡಿಯಬಹುದು
state-chosen = ಸೆರೆಹಿಡಿಯಲು ಆರಿಸಲಾಗಿದೆ
state-target = ಹೊಸ ದಾಳ ಇಲ್ಲಿಗೆ ಬರುತ್ತದೆ
state-selected = ಆರಿಸಲಾಗಿದೆ
state-tip-target = ಘನವನ್ನು ಇಲ್ಲಿಗೆ ಉರುಳಿಸಬಹುದು
state-hop-target = ಘನ ಇಲ್ಲಿಗೆ ಜಿಗಿಯಬಹುದು
state-start = ಆರಂಭದ ಚೌಕ

## ಘೋಷಣೆಗಳು
announce-place = { $player } { $square } ಚೌಕದಲ್ಲಿ { $pips } ಚುಕ್ಕೆಯ ದಾಳ ಇಟ್ಟಿತು
announce-place-capture = { $player } { $square } ಚೌಕದಲ್ಲಿ { $pips } ಚುಕ್ಕೆಯ ದಾಳ ಇಟ್ಟು { $captured } ಸೆರೆಹಿಡಿಯಿತು
announce-tip = { $player } { $from } ಘನವನ್ನು { $direction } ದಿಕ್ಕಿಗೆ { $to } ಚೌಕಕ್ಕೆ ಉರುಳಿಸಿತು
announce-tip-hop = { $player } { $from } ಘನವನ್ನು { $direction } ದಿಕ್ಕಿಗೆ { $to } ಚೌಕಕ್ಕೆ ಉರುಳಿಸಿ { $end } ಚೌಕಕ್ಕೆ ಜಿಗಿಸಿತು
announce-removed = { $player } { $from } ಘನವನ್ನು { $direction } ದಿಕ್ಕಿಗೆ { $to } ಚೌಕದ ನಕ್ಷತ್ರಕ್ಕೆ ಉರುಳಿಸಿ ಹಲಗೆಯಿಂದ ಹೊರತೆಗೆಯಿತು
announce-selected = { $square } ಆರಿಸಲಾಗಿದೆ: ಬಾಣದ ಕೀಲಿಗಳಿಂದ ಘನವನ್ನು ಉರುಳಿಸಿ
announce-tipped = { $direction } ದಿಕ್ಕಿಗೆ ಉರುಳಿಸಲಾಗಿದೆ. ಜಿಗಿಯಬಹುದಾದ ಚೌಕಗಳು: { $squares }. ಕರ್ಸರ್ ಇಲ್ಲಿದೆ: { $square }
announce-cannot-tip = ಘನವನ್ನು ಆ ದಿಕ್ಕಿಗೆ ಉರುಳಿಸಲಾಗದು.
list-and = { $items } ಮತ್ತು { $last }
