# Az elemzőtábla: egy játszma változatainak fája, mellette a gép legjobb
# folytatása.
analysis-title = Elemzőtábla
analysis-back = Vissza a játszmához
analysis-engine = Gépi elemzés
analysis-engine-off = Kapcsold be a gépi elemzést, és megmutatja a legjobb folytatást.
analysis-engine-waiting = Gondolkodik…
analysis-depth = Mélység: { $depth }
analysis-engine-estimate = a motor becslése: { $score }
analysis-engine-lost = A motor leállt: a szálai nem indultak el, vagy nem válaszolnak. Az elemzés megmaradt; kapcsold be újra a motort, hogy újra próbáld.
analysis-lines = Változatok
analysis-best-line = Legjobb folytatás: { $line }
# Az előnyben lévő fél előnye: 100 egy kocka (Cephalopod) vagy egy lépés
# (Deblockle); $whole az egészrész, $tenth a tizedek.
analysis-ahead = { $player } +{ $whole },{ $tenth }
analysis-unit-cephalopod = A +1,0 nagyjából egy kockányi előnyt jelent a táblán.
analysis-unit-deblockle = A +1,0 nagyjából egy lépésnyi előnyt jelent a tábla kiürítéséért folyó versenyben.
analysis-even = Kiegyenlített
# $moves a két játékos lépéseit együtt számolja a győzelemig.
analysis-win-in = { $player } { $moves } lépésben nyer
analysis-proven-win = { $player } tökéletes játékkal nyer
analysis-only-move = Egyetlen lehetséges lépés
analysis-moves = Lépések és változatok
analysis-no-moves = Még nincs lépés: lépj a táblán, bármelyik fél nevében.
analysis-promote = Változat feljebb
analysis-main-line = Legyen ez a főváltozat
analysis-delete = Törlés innentől
analysis-delete-ask = { $moves ->
    [one] Törlöd ezt a lépést?
   *[other] Törlöd ezt a lépést és az utána következőket, összesen { $moves } lépést?
}
analysis-delete-yes = Törlés
analysis-delete-no = Megtartom
analysis-import-note = Ennek a játszmának a lejegyzése lecseréli az itteni fát; egy másik játszma a játszmáid közé kerül, és itt nyílik meg.
analysis-kept-damaged = A játszmához mentett elemzés nem olvasható ({ $reason }). Az itteni változtatások nem mentődnek: exportáld őket, ha meg akarod tartani.
analysis-kept-other = A játszma címén mentett elemzés egy másik játszmáé. Az itteni változtatások nem mentődnek: exportáld őket, ha meg akarod tartani.
analysis-error-no-move-above = a változatnak annak a lépésnek a sora után kell jönnie, amelynek egy másik lehetősége
analysis-error-no-version = a változat sora így kezdődik: '#@variation 1', utána jönnek a lépések
analysis-error-version = a(z) '{ $found }' változatverziót nem ismeri (ez az alkalmazás az 1-es verziót olvassa)
analysis-error-empty = egy változatban nincs lépés
analysis-error-choice-first = a '(' előtt ott kell állnia a lépésnek, amelynek egy másik lehetőségét adja
analysis-error-unopened = a ')' előtt nincs '('
analysis-error-unclosed = egy '(' nincs lezárva ')' jellel
# Perfect play on small Cephalopod boards: the solver's exact values.
analysis-perfect = Tökéletes játék
analysis-perfect-solving = Pontos megoldás keresése…
analysis-perfect-draw = Tökéletes játékkal döntetlen
# $positions is the solver's limit on the positions it keeps.
analysis-perfect-too-big = Itt túl nagy a megoldáshoz: több mint { $positions } állás kellene.
# A move's value for the player who makes it; $moves counts both players' moves.
analysis-move-win = { $moves } lépésben nyer
analysis-move-draw = Döntetlen
analysis-move-loss = { $moves } lépésben veszít
