# Átadás a leckékhez, feladványokhoz és az elemzőtáblához, amelyek első megnyitáskor töltődnek be.
study-opening = Megnyitás…
study-unavailable = A cubeplay ezen része még nem töltődött le erre az eszközre, és most nincs kapcsolat. Csatlakozz egyszer az internethez, aztán próbáld újra.
study-retry = Újra
# Links to the study screens, shown by the core build too.
lessons-link = Leckék
lessons-puzzles-link = Feladványok
lessons-rules-link = Szabályok
analysis-open = Elemzés
