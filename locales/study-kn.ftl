# ಪಾಠಗಳು, ಒಗಟುಗಳು ಮತ್ತು ವಿಶ್ಲೇಷಣಾ ಹಲಗೆಗೆ ಹಸ್ತಾಂತರ; ಇವು ಮೊದಲ ಬಾರಿ ತೆರೆದಾಗ ಲೋಡ್ ಆಗುತ್ತವೆ.
study-opening = ತೆರೆಯಲಾಗುತ್ತಿದೆ…
study-unavailable = cubeplay ನ ಈ ಭಾಗ ಈ ಸಾಧನಕ್ಕೆ ಇನ್ನೂ ಬಂದಿಲ್ಲ, ಮತ್ತು ಈಗ ಸಂಪರ್ಕವಿಲ್ಲ. ಒಮ್ಮೆ ಇಂಟರ್ನೆಟ್‌ಗೆ ಸಂಪರ್ಕಿಸಿ, ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.
study-retry = ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ
# Links to the study screens, shown by the core build too.
lessons-link = ಪಾಠಗಳು
lessons-puzzles-link = ಒಗಟುಗಳು
lessons-rules-link = ನಿಯಮಗಳು
analysis-open = ವಿಶ್ಲೇಷಿಸಿ
