# cubeplay ಕನ್ನಡ ಸಂದೇಶಗಳು. ಗುರುತುಗಳು en.ftl ನಲ್ಲಿರುವಂತೆಯೇ.
app-title = cubeplay
test-greeting = ನಮಸ್ಕಾರ, { $name }!
