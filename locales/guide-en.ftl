# The play screen's guidance for newcomers: why Capture is not ready yet,
# the resign confirmation, and the hint's marks.

picker-need-two = Choose at least two dice.
picker-over-six = Those dice add up to more than 6: leave one out.
resign-confirm = Resign this game?
resign-yes = Yes, resign
resign-no = No, play on
state-hint-capture = the hint captures this die
