# Az első megnyitáskor betöltődő részek (szabályok, leckék, feladványok, elemzés, kezdőlap, játszma…).
part-opening = Megnyitás…
part-unavailable = A cubeplay ezen részét nem sikerült betölteni: nincs kapcsolat, vagy hiányzik egy fájl az oldalról. Csatlakozz az internethez, aztán próbáld újra.
part-retry = Újra
# Links to the rules, lessons, puzzles and analysis board.
lessons-link = Leckék
lessons-puzzles-link = Feladványok
lessons-rules-link = Szabályok
analysis-open = Elemzés
