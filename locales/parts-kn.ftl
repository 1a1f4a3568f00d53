# ಮೊದಲ ಬಾರಿ ತೆರೆದಾಗ ಲೋಡ್ ಆಗುವ ಭಾಗಗಳು (ನಿಯಮಗಳು, ಪಾಠಗಳು, ಒಗಟುಗಳು, ವಿಶ್ಲೇಷಣೆ, ಮುಖಪುಟ, ಆಟ…).
part-opening = ತೆರೆಯಲಾಗುತ್ತಿದೆ…
part-unavailable = cubeplay ನ ಈ ಭಾಗವನ್ನು ಲೋಡ್ ಮಾಡಲಾಗಲಿಲ್ಲ: ಸಂಪರ್ಕವಿಲ್ಲ, ಅಥವಾ ತಾಣದಲ್ಲಿ ಒಂದು ಕಡತ ಕಾಣೆಯಾಗಿದೆ. ಇಂಟರ್ನೆಟ್‌ಗೆ ಸಂಪರ್ಕಿಸಿ, ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.
part-retry = ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ
# Links to the rules, lessons, puzzles and analysis board.
lessons-link = ಪಾಠಗಳು
lessons-puzzles-link = ಒಗಟುಗಳು
lessons-rules-link = ನಿಯಮಗಳು
analysis-open = ವಿಶ್ಲೇಷಿಸಿ
