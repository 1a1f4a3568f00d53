# The play screen's guidance for newcomers: why Capture is not ready yet,
# the resign confirmation, and the hint's marks.

picker-need-two = Válassz legalább két kockát.
picker-over-six = Ezek a kockák együtt 6-nál többet érnek: hagyj ki egyet.
resign-confirm = Biztosan feladod a játszmát?
resign-yes = Igen, feladom
resign-no = Nem, játszom tovább
state-hint-capture = ezt a kockát üti ki a tipp
