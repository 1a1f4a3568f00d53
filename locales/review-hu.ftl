# A játszma gépi elemzése: haladás, grafikon, lépések minősítése, pontosság.
review-start = Elemzés a számítógéppel
review-progress = Elemzés: { $total } állásból { $done } kész
review-cancel = Elemzés leállítása
review-failed = Az elemzés leállt: a motor hibára futott. A játszmád nem változott; próbáld újra.
review-title = Gépi elemzés
review-graph = Értékelési grafikon: { $player } nyerési esélye lépésről lépésre
review-accuracy = { $player }: { $accuracy }% pontosság
review-marks = { $inaccuracies } pontatlanság, { $mistakes } hiba, { $blunders } durva hiba
review-class-best = a legjobb lépés
review-class-good = jó lépés
review-class-inaccuracy = pontatlanság
review-class-mistake = hiba
review-class-blunder = durva hiba
review-played = { $number }. lépés, { $move }: { $class }.
review-better = A számítógép a(z) { $move } lépést választaná.
review-show-better = Mutasd meg a táblán
review-show-played = Mutasd a megtett lépést
review-proven-win = Hibátlan játékkal { $player } nyer.
review-proven-in = Hibátlan játékkal { $player } { $turns } lépésben nyer.
review-proven-clear = { $player } { $turns } lépésben leviszi az összes kockáját a tábláról.
review-proven-draw = Hibátlan játékkal döntetlen.
# A move that changes the result with perfect play, for the player who made
# it: $was is what they had before it, $now what is left after it.
review-result-changed = { $move } lépéssel elúszik { $was ->
    [win] a győzelem
   *[draw] a döntetlen
}: hibátlan játékkal { $now ->
    [draw] döntetlen
   *[loss] vereség
} lesz belőle.
# $moves lists them as "7. b2, 12. c1".
review-result-changes = Az eredményt megváltoztató lépések: { $moves }
