# The puzzle screen: positions with a forced win, played against the solver.
puzzles-heading = { $game }-feladványok
puzzles-progress = { $number }. feladvány ({ $count } közül) · { $solved } megoldva
puzzles-goal-win = { $player } lép, és megnyeri a játszmát a { $size } mezős táblán
puzzles-goal-clear = { $player } lép: vidd le az utolsó kockádat legfeljebb { $turns } lépésből
puzzles-your-move = Keresd meg a lépést, amely kikényszeríti!
puzzles-checking = A lépésed ellenőrzése…
puzzles-correct = Jó! { $player } válasza: { $move }. Te jössz.
puzzles-correct-stuck = Jó! { $player } nem tud lépni, így újra te lépsz.
puzzles-wrong = A(z) { $move } lépés nem vezet célba: { $player } válasza { $answer }, és a cél már nem érhető el.
puzzles-wrong-over = A(z) { $move } lépés nem vezet célba: a játszma a győzelmed nélkül ér véget.
puzzles-solved = Megoldva! Szép volt.
puzzles-solved-mark = Megoldva
puzzles-solution-playing = A megoldás lejátszása…
puzzles-solution-shown = A megoldás: { $line }
puzzles-hint = Tipp
# A first hint: the block that moves, or the square to place a die on.
puzzles-hint-first = { $game ->
    [deblockle] Tipp: a(z) { $square } mezőn álló kockáddal lépj.
   *[other] Tipp: a kockádat a(z) { $square } mezőre tedd.
} Egy újabb tipp a teljes lépést is megmutatja.
puzzles-hint-shown = A kiemelt lépést kell megtenned.
puzzles-solution = Mutasd a megoldást
puzzles-retry = Újrapróbálom
puzzles-previous = Előző
puzzles-next = Következő
puzzles-nav = Feladványok
puzzles-unreadable = A(z) { $game }-feladványokat nem sikerült beolvasni ({ $reason }).
puzzles-failed = A lépést nem sikerült ellenőrizni ({ $reason }).
