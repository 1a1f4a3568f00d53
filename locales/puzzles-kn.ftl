# The puzzle screen: positions with a forced win, played against the solver.
puzzles-heading = { $game } ಒಗಟುಗಳು
puzzles-progress = ಒಗಟು { $number } / { $count } · { $solved } ಬಿಡಿಸಲಾಗಿದೆ
puzzles-goal-win = { $player } ನಡೆಸುವ ಸರದಿ: { $size } ಹಲಗೆಯಲ್ಲಿ ಗೆಲ್ಲಿರಿ
puzzles-goal-clear = { $player } ನಡೆಸುವ ಸರದಿ: { $turns ->
    [one] 1 ಸರದಿಯೊಳಗೆ
   *[other] { $turns } ಸರದಿಗಳೊಳಗೆ
} ನಿಮ್ಮ ಕೊನೆಯ ಘನವನ್ನು ಹಲಗೆಯಿಂದ ತೆಗೆಯಿರಿ
puzzles-your-move = ಗೆಲುವನ್ನು ಖಚಿತಪಡಿಸುವ ನಡೆಯನ್ನು ಹುಡುಕಿ.
puzzles-checking = ನಿಮ್ಮ ನಡೆಯನ್ನು ಪರಿಶೀಲಿಸಲಾಗುತ್ತಿದೆ…
puzzles-correct = ಸರಿ! { $player } { $move } ಎಂದು ಉತ್ತರಿಸುತ್ತದೆ. ಈಗ ನಿಮ್ಮ ಸರದಿ.
puzzles-correct-stuck = ಸರಿ! { $player } ನಡೆಸಲಾಗದು, ಆದ್ದರಿಂದ ನೀವು ಮತ್ತೆ ನಡೆಸುತ್ತೀರಿ.
puzzles-wrong = { $move } ಫಲಿಸುವುದಿಲ್ಲ: { $player } { $answer } ಎಂದು ಉತ್ತರಿಸುತ್ತದೆ, ಗುರಿ ಇನ್ನು ಕೈಗೆಟುಕದು.
puzzles-wrong-over = { $move } ಫಲಿಸುವುದಿಲ್ಲ: ನಿಮ್ಮ ಗೆಲುವಿಲ್ಲದೆ ಆಟ ಮುಗಿಯುತ್ತದೆ.
puzzles-solved = ಬಿಡಿಸಿದಿರಿ! ಚೆನ್ನಾಗಿ ಆಡಿದಿರಿ.
puzzles-solved-mark = ಬಿಡಿಸಲಾಗಿದೆ
puzzles-solution-playing = ಉತ್ತರವನ್ನು ಆಡಿ ತೋರಿಸಲಾಗುತ್ತಿದೆ…
puzzles-solution-shown = ಉತ್ತರ: { $line }
puzzles-hint = ಸುಳಿವು
# A first hint: the block that moves, or the square to place a die on.
puzzles-hint-first = { $game ->
    [deblockle] ಸುಳಿವು: { $square } ಮೇಲಿರುವ ಘನವನ್ನು ನಡೆಸಿ.
   *[other] ಸುಳಿವು: ನಿಮ್ಮ ದಾಳವನ್ನು { $square } ಮೇಲೆ ಇಡಿ.
} ಇಡೀ ನಡೆಯನ್ನು ನೋಡಲು ಇನ್ನೊಮ್ಮೆ ಸುಳಿವು ಕೇಳಿ.
puzzles-hint-shown = ಎದ್ದು ಕಾಣಿಸಿದ ನಡೆಯೇ ಆಡಬೇಕಾದದ್ದು.
puzzles-solution = ಉತ್ತರ ತೋರಿಸಿ
puzzles-retry = ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ
puzzles-previous = ಹಿಂದಿನದು
puzzles-next = ಮುಂದಿನದು
puzzles-nav = ಒಗಟುಗಳು
puzzles-unreadable = { $game } ಒಗಟುಗಳನ್ನು ಓದಲಾಗಲಿಲ್ಲ ({ $reason }).
puzzles-failed = ನಡೆಯನ್ನು ಪರಿಶೀಲಿಸಲಾಗಲಿಲ್ಲ ({ $reason }).
