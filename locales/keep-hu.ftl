# Saving, resuming, exporting, importing and sharing games.
kept-title = Játszmáid
kept-none = Az elkezdett játszmáid itt jelennek meg.
games-in-progress = Folyamatban
games-finished = Befejezett
games-vs-friend = egy baráttal itt
games-vs-ai = a számítógép ellen, { $level }. szint ({ $name })
games-demo = számítógép a számítógép ellen
games-vs-link = egy baráttal, linken át
games-delete = Törlés
games-delete-label = { $game }-játszma törlése
games-deleted = Játszma törölve
games-undo = Visszavonás
games-damaged-kept = Egy korábbi verzió olvashatatlan mentett játszmáit változatlanul megőriztük: { $keys }.
ago-now = épp most
ago-minutes = { $count } perce
ago-hours = { $count } órája
ago-days = { $count ->
    [one] tegnap
   *[other] { $count } napja
}
game-missing = Ebben a böngészőben nincs „{ $id }” azonosítójú mentett játszma. Lehet, hogy törölték, vagy egy másik böngészőben mentették.
game-damaged = Ez a mentett játszma nem olvasható ({ $reason }); érintetlenül hagytuk.
storage-unavailable = A böngésző most nem menti a játszmákat (a tárhelye megtelt vagy ki van kapcsolva). Játszhatsz tovább, de ez a játszma elvész, amikor bezárod az oldalt.
kept-continue = Folytatás
kept-open = Megnyitás
saved-damaged = A mentett játszma nem olvasható ({ $reason }); új játszma indult, a mentést érintetlenül hagytuk.
saved-wrong-game = ez egy { $game }-játszma
# Why a saved game cannot be read: the line of the saved text at fault.
saved-error-header = mentett játszma, 1. sor: „{ $expected }” kellene
saved-error-missing = mentett játszma, { $line }. sor: hiányzik
saved-error-field = mentett játszma, { $line }. sor: „{ $key }=” kellene
saved-error-cursor = mentett játszma, { $line }. sor: az állás sorszáma nem szám
saved-error-side = mentett játszma, { $line }. sor: ismeretlen fél
saved-error-no-game = a(z) „{ $query }” cím nem nevez meg játékot
share = Megosztási link
export = Exportálás
import = Importálás
embed = Beágyazás
close = Bezárás
copy = Másolás
copied = Kimásolva
replay = A játszma visszajátszása
replay-start = Kezdőállás
replay-back = Egy lépéssel vissza
replay-forward = Egy lépéssel előre
replay-end = Utolsó állás
export-title = A játszma exportálása
export-help = A lejegyzés soronként tartalmazza a beállításokat, a kezdőállást és minden lépést. Mentsd fájlba, vagy másold be bárhová.
export-text = A játszma lejegyzése
export-download = Letöltés fájlként
import-title = Játszma importálása
import-paste = Illeszd be ide a játszma lejegyzését
import-button = Importálás
import-file = Fájl kiválasztása…
import-keeps = A táblán lévő játszma megmarad a játszmáid között.
import-error-line = A lejegyzés nem olvasható: { $line }. sor: { $reason }
import-error = A lejegyzés nem olvasható: { $reason }
import-unreadable = Ez a fájl nem olvasható.
share-title = A játszma megosztása
share-help = Aki megnyitja ezt a linket, az utolsó lépésnél látja a játszmát, és folytathatja vagy visszajátszhatja.
share-link = Link a játszmához
link-damaged = Ez a játszmalink sérült, nem nyitható meg ({ $reason }). A mentett játszmád érintetlen maradt.
embed-title = A játszma beágyazása weboldalba
embed-help = Másold ezt a kódrészletet egy blogbejegyzésbe vagy bármely weboldalba. A tábla kitölti az oldal szélességét.
embed-mode = A beágyazott tábla
embed-mode-replay = az olvasó lépésenként visszajátszhatja a játszmát
embed-mode-play = az olvasó ebből az állásból játszhat tovább
embed-snippet = Beillesztendő HTML
embed-frame-title = Egy { $game }-játszma
embed-controls = A tábla vezérlői
embed-open-app = Megnyitás a cubeplayben ↗
play-rules-link = Szabályok
app-page-title = cubeplay — Deblockle és Cephalopod
rec-at-line = { $line }. sor
rec-at-char = megosztási link, { $char }. karakter
rec-nothing = semmit
rec-empty = nincs mit beolvasni
rec-missing-version = a(z) „{ $expected }” formátumjelzőnek kellene itt állnia, de ezt találtam: { $found }
rec-unsupported-version = a(z) „{ $found }” formátumváltozatot nem ismeri az alkalmazás (a { $version }. változatot olvassa)
rec-bad-header = hibás fejléc: { $reason }
rec-unknown-header = ismeretlen fejléc: „{ $name }”
rec-duplicate-header = a(z) „{ $name }” fejléc kétszer szerepel (először a { $first }. sorban)
rec-header-not-for-game = a(z) „{ $name }” fejléc nem tartozik { $game }-lejegyzéshez
rec-missing-header = hiányzik a kötelező „{ $name }” fejléc
rec-missing-field = hiányzik a kötelező „{ $key }=” mező
rec-header-after-moves = a(z) „{ $name }” fejléc a lépések után áll (a fejlécek kerülnek előre)
rec-unknown-game = ismeretlen játék: „{ $found }” (cephalopod vagy deblockle lehet)
rec-bad-value = hibás { $name }-érték: „{ $value }”; ilyennek kellene lennie: { $expected }
rec-bad-start = hibás kezdőállás: { $reason }
rec-size-disagrees = a Size nem egyezik a kezdőállással: a méret { $rows }x{ $cols }, a kezdőállás viszont { $start-rows }x{ $start-cols }-es táblán áll
rec-blocks-disagrees = a Blocks nem egyezik a kezdőállással: { $gold }/{ $blue } kocka van megadva, a kezdőállásban viszont Aranynak { $start-gold }, Kéknek { $start-blue } kockája van
rec-bad-move-line = a(z) „{ $found }” nem lépéssor (lépésszám, a lépő játékos és a lépés kell, például „3. Gold c3-c4:d5”)
rec-wrong-move-number = { $expected }. lépésnek kellene következnie, de ez áll itt: „{ $found }”
rec-wrong-mover = a(z) { $number }. lépés { $expected } lépése, nem { $found } lépése
rec-illegal-move = a(z) { $number }. lépés ({ $text }) nem játszható meg: { $reason }
rec-trailing-text = váratlan szöveg a sor végén: „{ $found }”
rec-result-disagrees = a(z) „{ $written }” eredmény nem egyezik a lépésekkel, azok szerint: „{ $actual }”
rec-bad-character = a(z) „{ $found }” karakter nem szerepelhet megosztási linkben
rec-missing-checksum = a link hiányos: a „;k=” ellenőrzőösszeggel és 8 hexadecimális számjeggyel kell végződnie (talán levágták a végét?)
rec-checksum-mismatch = a link sérült: az ellenőrzőösszege „{ $found }”, a tartalma alapján „{ $expected }” kellene legyen
rec-bad-field = a(z) „{ $found }” nem mező (kulcs=érték alakú kellene legyen)
rec-unknown-field = ismeretlen mező: „{ $key }=”
rec-duplicate-field = a(z) „{ $key }=” mező kétszer szerepel
rec-field-not-for-game = a(z) „{ $key }=” mező nem tartozik { $game }-linkhez
