# The hand-over to the lessons, puzzles and analysis board, which load when first opened.
study-opening = Opening…
study-unavailable = This part of cubeplay has not been loaded on this device yet, and there is no connection now. Go online once, then try again.
study-retry = Try again
