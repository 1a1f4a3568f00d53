# Billentyűzetes játék és leírások képernyőolvasóhoz.

## A táblák
board-cephalopod = Cephalopod-tábla
board-deblockle = Deblockle-tábla
board-help-cephalopod = A nyilakkal mozgathatod a kurzort. Az Enter vagy a szóköz kockát tesz a kurzor mezőjére, vagy kijelöl egy kiütendő kockát; ezután a Tab billentyűvel éred el az Ütés gombot.
board-help-deblockle = A nyilakkal mozgathatod a kurzort. Az Enter vagy a szóköz kijelöli az alatta álló kockát; ezután egy nyíl arra billenti a kockát, a megjelölt mezőn pedig az Enter odaugratja. Az Esc egy lépést visszalép.
board-help-setup = A nyilakkal mozgathatod a kurzort. Az Enter vagy a szóköz a kiválasztott kockát egy kezdőmezőre teszi, vagy negyed fordulattal elforgat egy már letett kockát. A Tab billentyűvel éred el a még le nem tett kockákat és a Kész gombot.

## Mezők, dobókockák és kockák
cell-empty = üres mező: { $square }
cell-die = { $square }: { $player } kocka, felül { $pips } pötty
cell-block = { $square }: { $player } kocka, felül { $top }, északra { $north }
state-last-move = utolsó lépés
state-captured = az utolsó lépés ütötte ki
state-hint = ezt javasolja a tipp
state-candidate = kiüthető
state-chosen = kiütésre kijelölve
state-target = ide kerül az új kocka
state-selected = kijelölve
state-tip-target = ide billenthető a kocka
state-hop-target = ide ugorhat a kocka
state-start = kezdőmező

## Bejelentések
announce-place = { $player } { $pips } pöttyös kockát tett ide: { $square }
announce-place-capture = { $player } { $pips } pöttyös kockát tett ide: { $square }, és kiütötte ezeket: { $captured }
announce-tip = { $player } { $direction } felé billentette a kockát a(z) { $from } mezőről a(z) { $to } mezőre
announce-tip-hop = { $player } { $direction } felé billentette a kockát a(z) { $from } mezőről a(z) { $to } mezőre, majd a(z) { $end } mezőre ugrott vele
announce-removed = { $player } { $direction } felé billentette a kockát a(z) { $from } mezőről a(z) { $to } mezőn álló csillagra, és levette a tábláról
announce-selected = { $square } kijelölve: a nyilakkal billentheted a kockát
announce-tipped = Billentés { $direction } felé. Ugrási célok: { $squares }. A kurzor itt áll: { $square }
announce-cannot-tip = Arra nem billenthető a kocka.
list-and = { $items } és { $last }
