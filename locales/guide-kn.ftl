# The play screen's guidance for newcomers: why Capture is not ready yet,
# the resign confirmation, and the hint's marks.

picker-need-two = ಕನಿಷ್ಠ ಎರಡು ದಾಳಗಳನ್ನು ಆರಿಸಿ.
picker-over-six = ಈ ದಾಳಗಳ ಮೊತ್ತ 6 ಕ್ಕಿಂತ ಹೆಚ್ಚು: ಒಂದನ್ನು ಬಿಟ್ಟುಬಿಡಿ.
resign-confirm = ಈ ಆಟದಲ್ಲಿ ಸೋಲೊಪ್ಪಿಕೊಳ್ಳುವಿರಾ?
resign-yes = ಹೌದು, ಸೋಲೊಪ್ಪಿಕೊಳ್ಳುತ್ತೇನೆ
resign-no = ಇಲ್ಲ, ಆಟ ಮುಂದುವರಿಸುತ್ತೇನೆ
state-hint-capture = ಸುಳಿವು ಈ ದಾಳವನ್ನು ಸೆರೆಹಿಡಿಯುತ್ತದೆ
