# The hand-over to the lessons, puzzles and analysis board, which load when first opened.
study-opening = Opening…
study-unavailable = This part of cubeplay has not been loaded on this device yet, and there is no connection now. Go online once, then try again.
study-retry = Try again
# Links to the study screens, shown by the core build too.
lessons-link = Lessons
lessons-puzzles-link = Puzzles
lessons-rules-link = Rules
analysis-open = Analyse
