# Miért nem olvasható be vagy nem játszható meg egy állás vagy egy lépés.

## Cephalopod

err-c-empty = { $what ->
    [square] üres mezőnév
    [move] üres lépés
   *[position] üres állás
}
err-c-bad-square = a(z) { $column }. karaktertől kezdődő „{ $token }” nem mező (oszlopbetű és sorszám kell, például c3)
err-c-unknown-square = a(z) { $square } mező nincs rajta a(z) { $rows }×{ $cols }-es táblán
err-c-missing-captured = a(z) { $column }. karakternél egy leütött mezőnek kellene állnia
err-c-occupied = a(z) { $square } mező már foglalt
err-c-duplicate-capture = a(z) { $square } mező kétszer szerepel a leütöttek között
err-c-not-adjacent = a leütött { $captured } mező nem oldalszomszédja a(z) { $target } mezőnek
err-c-nothing-to-capture = a(z) { $square } mezőn nincs leüthető kocka
err-c-too-few-captures = a(z) { $target } mezőre tett ütésnek legalább két kockát kell levennie
err-c-sum-too-large = a leütött kockák pöttyeinek összege { $sum }, ez több, mint { $max }
err-c-compulsory = ebben az állásban nem szabályos: a(z) { $square } mezőn kötelező ütni (például így: { $example })
err-c-game-over = a játszmának vége: a tábla megtelt
err-c-unexpected-char = váratlan karakter a(z) { $column }. helyen: { $found } („.”, „w”, „b”, „/” vagy szóköz állhat itt)
err-c-bad-pips = hibás pöttyszám a(z) { $column }. helyen: { $found } (egy kocka 1–6 pöttyöt mutathat)
err-c-missing-pips = hiányzik a pöttyszám a(z) { $column }. helyen (egy kocka 1–6 pöttyöt mutathat)
err-c-empty-row = felülről a(z) { $row }. sor üres ({ $column }. karakter)
err-c-row-length = felülről a(z) { $row }. sorban { $found } mező van, az elsőben viszont { $expected } ({ $column }. karakter)
err-c-too-large = a tábla túl nagy a(z) { $column }. karakternél (legfeljebb { $max } sor és { $max } oszlop lehet)
err-c-too-small = a(z) { $rows }×{ $cols }-es tábla túl kicsi (legalább { $min } sor és { $min } oszlop kell)
err-c-missing-side = a(z) { $column }. karakternél egy szóköznek és a soron következő félnek (w vagy b) kellene állnia
err-c-bad-side = a soron következő fél hibás a(z) { $column }. karakternél: „{ $found }” (w vagy b lehet)
err-c-trailing = váratlan szöveg a soron következő fél után, a(z) { $column }. karakternél
err-c-not-on-board = a(z) { $square } mező nincs rajta a táblán
err-c-capture-off-board = a(z) { $target } mezőre tett ütés túlnyúlik a tábla szélén

## Deblockle

err-d-missing-side = az állás végén egy szóköznek és a soron következő félnek kell állnia („g” vagy „b”)
err-d-bad-side = a soron következő fél, „{ $found }”, nem „g” (Arany) és nem „b” (Kék)
err-d-row-count = a táblán „/” jellel elválasztott { $found } sor van, { $size } kellene
err-d-row-length = a(z) { $row }. sor { $squares } mezőt ír le, { $size } kellene
err-d-bad-square-start = { $square }: a(z) „{ $found }” nem kezdhet mezőt („.”, „g” vagy „b” lehet)
err-d-truncated = { $square }: a kockához három karakter kell (tulajdonos, felső lap, északi lap)
err-d-bad-face = { $square }: a(z) „{ $found }” nem lapbetű (S, T, C, X, L vagy H lehet)
err-d-impossible = { $square }: a felső { $top } és az északi { $north } { $same ->
    [yes] ugyanaz a lap
   *[no] egymással szemközti lapok
}, így a kocka nem feküdhet
err-d-bad-square = a(z) „{ $found }” nem mező (a1 és g7 közötti kell)
err-d-bad-move = a(z) „{ $found }” nem lépés (<honnan>-<hová> vagy <honnan>-<hová>:<cél> alakú kell, például c3-c4:d5)
err-d-illegal = a(z) { $text } itt nem szabályos: { $reason }
err-d-block-on-star = kocka áll a(z) { $square } csillagmezőn
err-d-square-taken = két kocka kerülne a(z) { $square } mezőre
err-d-too-many = { $player } félnek { $count } kockája van (legfeljebb { $max } lehet)
err-d-no-blocks = egyik félnek sincs kockája a táblán
err-d-setup-count = egy fél 1–{ $max } kockával játszik, nem { $count } kockával
err-d-setup-placements = { $expected } kockát dobtak, de { $found } elhelyezés érkezett
err-d-setup-square = a(z) { $square } nem kezdőmezője { $player } félnek (lehet: { $allowed })
err-d-setup-twice = két kocka került a(z) { $square } mezőre
err-d-setup-north = a(z) { $block }. kocka tetején { $top } van, így { $north } nem nézhet északra ({ $same ->
    [yes] az a felső lap
   *[no] az az alsó lap
})
err-d-game-over = a játszmának vége
err-d-no-block = a(z) { $from } mezőn nincs kocka
err-d-not-yours = a(z) { $from } mezőn álló kocka { $owner } félé, és { $mover } következik
err-d-not-adjacent = a(z) { $to } nem oldalszomszédja a(z) { $from } mezőnek, ezért a kocka nem billenhet oda
err-d-occupied = a(z) { $to } mező foglalt
err-d-into-home-star = a(z) { $to } csillagmezőre csak az ellenfél hazai csillagára lehet billenteni, Csillaggal felül, ez a billentés pedig { $top } lapot hoz felülre
err-d-into-star = a(z) { $to } csillagmezőre nem lehet billenteni
err-d-star-up = a billentés után a Csillag kerül felülre a(z) { $to } mezőn; Csillaggal felül csak az ellenfél hazai csillagára érkezhet kocka
err-d-removed-ends = a kocka lekerül a csillagon, így a lépés ugrás nélkül véget ér
err-d-ends-after-tip = felülre { $top } kerül, így a lépés ugrás nélkül véget ér
err-d-hop-missing = felülre { $top } kerül, ezért a kockának ugrania kell (írd így: <honnan>-<hová>:<cél>)
err-d-no-hop = felülre { $top } kerül, de { $top }-ugrás nem lehetséges, így a lépést nem lehet befejezni
err-d-unreachable = a(z) { $to } mezőről induló { $top }-ugrás nem érhet véget a(z) { $dest } mezőn
err-d-ends-adjacent = nem szomszédos változat: a lépés végén egy kocka az ellenfél egyik kockája mellett állna
err-d-to-move-stuck = { $stuck } következne, de nem tud szabályosan lépni – { $stuck } Deblockle'd lett, így { $mover } lépne; írd az állás végére a(z) '{ $letter }' betűt, hogy { $mover } következzen

## A gép

ai-no-playouts = az UCT-keresésnek legalább egy lejátszás kell
ai-bad-level = hibás szint: { $level } (1 és 6 között lehet)
ai-bad-position = hibás állás („{ $text }”): { $reason }
ai-bad-history = hibás a(z) { $number }. korábbi állás („{ $text }”): { $reason }
ai-game-over = a játszmának vége
ai-replaced = a keresés helyett egy újabb indult
ai-stopped = a keresés leállt
ai-worker-lost = a gép most nem tud játszani: a motorja nem indult el, vagy nem válaszol. A játszmád megmaradt; koppints az Újra gombra.
ai-unreadable = a gép nem tudta beolvasni a(z) „{ $text }” állást

## Címek: az alkalmazás a nem elfogadható értéket néven nevezve utasítja el
address-refused = Ez a cím így nem nyitható meg: { $problems }
address-missing = hiányzik: „{ $parameter }=” ({ $allowed })
address-bad-value = „{ $parameter }={ $value }” ({ $allowed })
address-allowed-game = a játék „cephalopod” vagy „deblockle”
address-allowed-opponent = az ellenfél „ai”, „friend”, „demo” vagy „link”
address-allowed-level = a szint egész szám 1 és { $most } között
address-allowed-perfect-level = a(z) { $level }. szint, a tökéletes játék, legfeljebb { $squares } mezős Cephalopod-táblákon választható
address-allowed-side = az oldal „first” vagy „second” (vagy „white”, „black”, „gold”, „blue”)
address-allowed-speed = a sebesség egész szám 0 és { $most } között
address-allowed-size = a méret sorok x oszlopok, mindkettő { $least } és { $most } között, például 5x5
address-allowed-blocks = egy oldalnak { $least }–{ $most } kocka jár
address-allowed-flag = az érték 0 vagy 1
address-allowed-setup = az egyetlen megnevezhető felállás a „hand”
address-allowed-seed = a kezdőszám egész szám
address-allowed-position = az állás nem olvasható: { $reason }
address-allowed-mode = a mód „play” vagy „replay”
address-allowed-orientation = a lent álló oldal „first” vagy „second” (vagy „white”, „black”, „gold”, „blue”)
address-nearest = A legközelebbi játszma megnyitása
address-rules = Nincs „{ $value }” nevű szabály: a játékok a „cephalopod” és a „deblockle”.
address-puzzles = Nincsenek feladványok itt: „{ $value }”. A cím „puzzles/cephalopod” vagy „puzzles/deblockle”, utána ha kell, a feladvány száma.
address-learn = Nincs lecke itt: „{ $value }”. A cím „learn/cephalopod” vagy „learn/deblockle”, utána ha kell, egy lecke neve és egy lépés száma.
embed-refused = Ez a beágyazás nem tudja megmutatni a tábláját: { $problems }
