# The parts of the app loaded when first opened (rules, lessons, puzzles, analysis, home, a game…).
part-opening = Opening…
part-unavailable = This part of cubeplay could not be loaded: there is no connection, or the site is missing a file. Go online, then try again.
part-retry = Try again
# Links to the rules, lessons, puzzles and analysis board.
lessons-link = Lessons
lessons-puzzles-link = Puzzles
lessons-rules-link = Rules
analysis-open = Analyse
