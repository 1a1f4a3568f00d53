# A Deblockle turn step by step: the status line during a turn, the tip
# targets, the confirm step, the goal stars and the last move shown.
turn-pick-tip = ಈಗ ಉರುಳಿಸಿ: ಘನದ ಪಕ್ಕದ ಗುರುತಿಸಿದ ಚೌಕಗಳಲ್ಲಿ ಒಂದನ್ನು ಆರಿಸಿ. ಪ್ರತಿ ಗುರುತು ಮೇಲೆ ಬರುವ ಚಿಹ್ನೆಯನ್ನು ತೋರಿಸುತ್ತದೆ.
turn-hop-slider = ಈಗ ಜಿಗಿಯಿರಿ: ಜಾರುಕ ಜಾರುತ್ತದೆ; ಅದು ಎಲ್ಲಿ ನಿಲ್ಲಬೇಕೆಂದು ಆರಿಸಿ.
turn-hop-cross = ಈಗ ಜಿಗಿಯಿರಿ: ಅಧಿಕ ಚಿಹ್ನೆ ಒಂದು ಹೆಜ್ಜೆ ಚಲಿಸುತ್ತದೆ; ಚೌಕವನ್ನು ಆರಿಸಿ.
turn-hop-x = ಈಗ ಜಿಗಿಯಿರಿ: ಗುಣಾಕಾರ ಚಿಹ್ನೆ ಓರೆಯಾಗಿ ಒಂದು ಹೆಜ್ಜೆ ಚಲಿಸುತ್ತದೆ; ಚೌಕವನ್ನು ಆರಿಸಿ.
turn-hop-hoops = ಈಗ ಜಿಗಿಯಿರಿ: ಬಳೆಗಳು ಮೂರು ಹೆಜ್ಜೆ ಚಲಿಸುತ್ತವೆ; ಕೊನೆಯ ಚೌಕವನ್ನು ಆರಿಸಿ.
turn-confirm-stop = ನಿಲ್ಲು ಚಿಹ್ನೆ ಮೇಲೆ ಬರುತ್ತದೆ: ಸರದಿ { $square } ಚೌಕದಲ್ಲಿ ಮುಗಿಯುತ್ತದೆ. ಈ ನಡೆಯನ್ನು ಆಡುವಿರಾ?
turn-confirm-removal = { $square } ಚೌಕದಲ್ಲಿ ನಕ್ಷತ್ರ ಮೇಲೆ ಬರುತ್ತದೆ: ಈ ಘನ ಹಲಗೆಯಿಂದ ಹೊರಹೋಗುತ್ತದೆ. ಈ ನಡೆಯನ್ನು ಆಡುವಿರಾ?
turn-confirm = ಆಡಿ
turn-take-back = ಹಿಂಪಡೆಯಿರಿ
turn-others-block = ಇದು { $side ->
    [gold] ಚಿನ್ನದ
   *[blue] ನೀಲಿಯ
} ಘನ.
turn-no-tip = ಈ ಘನವನ್ನು ನಿಯಮದಂತೆ ಎಲ್ಲಿಗೂ ಉರುಳಿಸಲಾಗದು.
turn-not-hop = { $square } ಚೌಕಕ್ಕೆ ಜಿಗಿಯಲಾಗದು: ಗುರುತಿಸಿದ ಚೌಕವನ್ನು ಆರಿಸಿ, ಅಥವಾ ಹಿಂಪಡೆಯಲು ಘನವನ್ನು ಆರಿಸಿ.
turn-ends-here = ಈ ನಡೆಯಿಂದ ಸರದಿ ಮುಗಿಯುತ್ತದೆ: “{ turn-confirm }” ಅಥವಾ “{ turn-take-back }” ಆರಿಸಿ.
turn-refused-star = { $face } ಮೇಲೆ ಬರುತ್ತಿತ್ತು: ಘನವನ್ನು ನಕ್ಷತ್ರ ಚೌಕಕ್ಕೆ ನಕ್ಷತ್ರ ಮೇಲೆ ಬರುವಂತೆ ಮಾತ್ರ, ಅದೂ ನಿಮ್ಮ ಗುರಿಗೆ ಮಾತ್ರ ಉರುಳಿಸಬಹುದು.
turn-refused-star-up = ಇಲ್ಲಿ ನಕ್ಷತ್ರ ಮೇಲೆ ಬರುತ್ತಿತ್ತು: ಅದು ನಿಮ್ಮ ಗುರಿಯಲ್ಲಿ ಮಾತ್ರ ಮೇಲೆ ಬರಬಹುದು.
turn-refused-no-hop = { $face } ಮೇಲೆ ಬರುತ್ತಿತ್ತು, ಆದರೆ ಅಲ್ಲಿಂದ ಅದಕ್ಕೆ ಜಿಗಿಯಲು ದಾರಿ ಇಲ್ಲ.
turn-refused-adjacent = ಈ ದಿಕ್ಕಿನ ಪ್ರತಿಯೊಂದು ನಡೆಯೂ ಎದುರಾಳಿಯ ಘನದ ಪಕ್ಕದಲ್ಲಿ ಮುಗಿಯುತ್ತದೆ.
turn-target = { $direction } ದಿಕ್ಕಿಗೆ { $square } ಚೌಕಕ್ಕೆ ಉರುಳಿಸಿ: { $face } ಮೇಲೆ ಬರುತ್ತದೆ
turn-target-refused = { $square }: { $direction } ದಿಕ್ಕಿಗೆ ಉರುಳಿಸಲಾಗದು. { $reason }
turn-goal = { $side ->
    [gold] ಚಿನ್ನದ
   *[blue] ನೀಲಿಯ
} ಗುರಿ
turn-confirm-setting = ಸರದಿ ಮುಗಿಸುವ ಉರುಳಿಸುವಿಕೆಯನ್ನು ಖಚಿತಪಡಿಸಿ (ಮೇಲೆ ನಿಲ್ಲು ಅಥವಾ ನಕ್ಷತ್ರ)
turn-last-move = ಕೊನೆಯ ನಡೆ: { $sentence }
turn-hint = ಸುಳಿವು: { $sentence } (ಹಲಗೆಯ ಮೇಲೆ ಗುರುತಿಸಲಾಗಿದೆ)
