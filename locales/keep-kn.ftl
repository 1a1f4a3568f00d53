# Saving, resuming, exporting, importing and sharing games.
