# ಆಟದ ಕಂಪ್ಯೂಟರ್ ವಿಮರ್ಶೆ: ಪ್ರಗತಿ, ನಕ್ಷೆ, ನಡೆಗಳ ವರ್ಗ, ನಿಖರತೆ.
review-start = ಕಂಪ್ಯೂಟರ್‌ನಿಂದ ವಿಮರ್ಶೆ ಮಾಡಿಸಿ
review-progress = { $total } ಸ್ಥಿತಿಗಳಲ್ಲಿ { $done } ವಿಮರ್ಶಿಸಲಾಗಿದೆ
review-cancel = ವಿಮರ್ಶೆ ನಿಲ್ಲಿಸಿ
review-failed = ವಿಮರ್ಶೆ ನಿಂತುಹೋಯಿತು: ಎಂಜಿನ್ ವಿಫಲವಾಯಿತು. ನಿಮ್ಮ ಆಟ ಬದಲಾಗಿಲ್ಲ; ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.
review-title = ಕಂಪ್ಯೂಟರ್ ವಿಮರ್ಶೆ
review-graph = ಮೌಲ್ಯಮಾಪನ ನಕ್ಷೆ: ಪ್ರತಿ ನಡೆಯ ನಂತರ { $player } ಗೆಲ್ಲುವ ಸಾಧ್ಯತೆ
review-accuracy = { $player }: { $accuracy }% ನಿಖರತೆ
review-marks = ನಿಖರವಲ್ಲದ ನಡೆಗಳು { $inaccuracies }, ತಪ್ಪುಗಳು { $mistakes }, ಘೋರ ತಪ್ಪುಗಳು { $blunders }
review-class-best = ಅತ್ಯುತ್ತಮ ನಡೆ
review-class-good = ಒಳ್ಳೆಯ ನಡೆ
review-class-inaccuracy = ನಿಖರವಲ್ಲದ ನಡೆ
review-class-mistake = ತಪ್ಪು
review-class-blunder = ಘೋರ ತಪ್ಪು
review-played = ನಡೆ { $number }, { $move }: { $class }.
review-better = ಕಂಪ್ಯೂಟರ್ { $move } ನಡೆಯನ್ನು ಆರಿಸುತ್ತದೆ.
review-show-better = ಹಲಗೆಯ ಮೇಲೆ ತೋರಿಸಿ
review-show-played = ಆಡಿದ ನಡೆಯನ್ನು ತೋರಿಸಿ
review-proven-win = ದೋಷವಿಲ್ಲದ ಆಟದಿಂದ { $player } ಗೆಲ್ಲುತ್ತದೆ.
review-proven-in = ದೋಷವಿಲ್ಲದ ಆಟದಿಂದ { $player } { $turns } ಸರದಿಗಳಲ್ಲಿ ಗೆಲ್ಲುತ್ತದೆ.
review-proven-clear = { $player } { $turns } ಸರದಿಗಳಲ್ಲಿ ಹಲಗೆಯಿಂದ ಎಲ್ಲಾ ಘನಗಳನ್ನು ತೆಗೆಯುತ್ತದೆ.
review-proven-draw = ದೋಷವಿಲ್ಲದ ಆಟದಿಂದ ಪಂದ್ಯ ಸಮಬಲದಲ್ಲಿ ಮುಗಿಯುತ್ತದೆ.
# A move that changes the result with perfect play, for the player who made
# it: $was is what they had before it, $now what is left after it.
review-result-changed = { $move } { $was ->
    [win] ಗೆಲುವನ್ನು
   *[draw] ಡ್ರಾವನ್ನು
} ಕಳೆದುಕೊಳ್ಳುತ್ತದೆ: ದೋಷವಿಲ್ಲದ ಆಟದಿಂದ ಇನ್ನು { $now ->
    [draw] ಡ್ರಾ
   *[loss] ಸೋಲು
}.
# $moves lists them as "7. b2, 12. c1".
review-result-changes = ಫಲಿತಾಂಶ ಬದಲಿಸಿದ ನಡೆಗಳು: { $moves }
