# A cubeplay magyar szövegei. Az azonosítók ugyanazok, mint az en.ftl-ben.
app-title = cubeplay
test-greeting = Szia, { $name }!

## Kezdőlap
tagline = Absztrakt stratégiai játékok kockákkal: játssz egy baráttal ezen a képernyőn vagy a gép ellen, bármely böngészőben, internet nélkül is.
engine-starting = A motor indul…
engine-ready = A motor kész · perft({ $depth }) = { $count } · { $millis } ms
engine-failed = Motorhiba: { $message }
back-home = cubeplay: vissza a kezdőlapra

## Új játék
new-game = Új játék
start = Indítás
cancel = Mégse
opponent = Ellenfél
opponent-friend = Egy barát itt
opponent-ai = Számítógép
opponent-demo = Gép a gép ellen
level = Szint
level-name = { $level ->
    [1] Kezdő
    [2] Könnyű
    [3] Közepes
    [4] Nehéz
   *[5] Legerősebb
    [6] Tökéletes
}
level-playing = Számítógép: { $level }. szint · { $name }
you-play = Te játszol:
board-size = Táblaméret
white-moves-first = A fehér kezd.
moves-first = Kezd
blocks = Kockák
setup = Felállítás
setup-random = Gyors, véletlenszerű
setup-hand = Dobás és kézi elhelyezés
no-adjacent = Nem lehetnek szomszédos kockák (változat)
repetition-draw = Harmadik ismétlés döntetlen
demo-speed = Sebesség
speed-slow = Lassú
speed-normal = Normál
speed-fast = Gyors

## Játékosok és bábuk
player-white = Fehér
player-black = Fekete
player-gold = Arany
player-blue = Kék
face-star = Csillag
face-stop = Stop
face-cross = Kereszt
face-x = X
face-slider = Csúszka
face-hoops = Karikák
direction-north = észak
direction-east = kelet
direction-south = dél
direction-west = nyugat
tip-face = Billentés { $direction } felé, hogy a(z) { $face } kerüljön felülre
hop-to = Ugrás ide: { $square }

## Játékképernyő
status-to-move = { $player } lép
status-your-turn = Te lépsz ({ $player })
status-thinking = Gondolkodik…
status-setup = Felállítás
count-dice = { $player }: { $count } kocka
count-blocks = { $player }: { $count } kocka maradt
deblockled = Deblockle'd — { $stuck } nem tud lépni, { $player } újra lép
picker-help = Válaszd ki, mely kockákat üti ki a(z) { $square } mezőre tett kocka.
picker-sum = Összeg: { $sum }
picker-confirm = Ütés
picker-cancel = Mégse
picker-not-candidate = Csak a(z) { $square } melletti megjelölt kockákat lehet kiütni; ha máshová lépnél, előbb válaszd ezt: „{ picker-cancel }”.
moves = Lépések
no-moves = Még nincs lépés.
move-label = { $number }. lépés: { $move }
viewing = Az állás a(z) { $number }. lépés után
viewing-start = A kezdőállás látható
back-to-game = Vissza a játszmához
undo = Visszavonás
redo = Újra
flip = Tábla forgatása
hint = Tipp
hint-thinking = Gondolkodik…
resign = Feladás
rematch = Visszavágó
view-board = Tábla megtekintése
demo-pause = Szünet
demo-resume = Folytatás
error = Hiba történt: { $message }
setup-place = { $placer } helyezi el { $owner } kockáit: válassz egy kockát, majd egy kezdőmezőt; a letett kockára kattintva elforgathatod.
setup-done = Kész

## Eredmény
result-wins = { $player } nyert
result-draw = Döntetlen
result-you = { $won ->
    [yes] Nyertél
   *[no] Vesztettél
}
reason-board-full = Megtelt a tábla: { $first } { $white }, { $second } { $black }.
reason-all-removed = Minden kocka lekerült a tábláról.
reason-both-stuck = Egyik játékos sem tud lépni.
reason-repetition = Ugyanaz az állás harmadszor fordult elő.
reason-resigned = Feladás miatt.

# Navigáció, nyelv, frissítés
nav-label = Főmenü
nav-rules-deblockle = A Deblockle szabályai
nav-rules-cephalopod = A Cephalopod szabályai
language-label = Nyelv
language-unavailable = A nyelv ({ $language }) most nem tölthető be. Csatlakozz egyszer az internethez, aztán válaszd ki újra.
update-ready = Elkészült a cubeplay új változata.
update-reload = Újratöltés
