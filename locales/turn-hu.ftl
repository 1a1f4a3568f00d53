# A Deblockle turn step by step: the status line during a turn, the tip
# targets, the confirm step, the goal stars and the last move shown.
turn-pick-tip = Most billents: válassz egyet a kocka melletti megjelölt mezők közül. Mindegyik jelölés azt a jelet mutatja, amelyik felülre kerül.
turn-hop-slider = Most ugorj: a Csúszka csúszik; válaszd ki, hol álljon meg.
turn-hop-cross = Most ugorj: a Kereszt egyet lép; válaszd ki a mezőt.
turn-hop-x = Most ugorj: az X egyet lép átlósan; válaszd ki a mezőt.
turn-hop-hoops = Most ugorj: a Karikák hármat lépnek; válaszd ki a célmezőt.
turn-confirm-stop = Felülre a Stop kerül, így a lépés a(z) { $square } mezőn véget ér. Megteszed ezt a lépést?
turn-confirm-removal = Felülre a Csillag kerül a(z) { $square } mezőn: a kocka lekerül a tábláról. Megteszed ezt a lépést?
turn-confirm = Lépek
turn-take-back = Visszavonom
turn-others-block = Ez { $player } kockája.
turn-no-tip = Ezt a kockát sehová sem lehet szabályosan billenteni.
turn-not-hop = A(z) { $square } mezőre nem lehet ugrani: válassz egy megjelölt mezőt, vagy a kockát, ha visszavonnád a billentést.
turn-ends-here = Ez a billentés lezárja a lépést: válaszd a „{ turn-confirm }” vagy a „{ turn-take-back }” gombot.
turn-refused-star = Felülre ez kerülne: { $face }. Csillagmezőre csak a célodra lehet billenteni, és csak úgy, hogy a Csillag kerüljön felülre.
turn-refused-star-up = Itt a Csillag kerülne felülre, pedig az csak a célodon lehet felül.
turn-refused-no-hop = Felülre ez kerülne: { $face }, de onnan nem tudna ugrani.
turn-refused-adjacent = Erre minden lépés az ellenfél egy kockája mellett érne véget.
turn-target = Billentés { $direction } felé, ide: { $square }. Felülre kerül: { $face }
turn-target-refused = { $square }: { $direction } felé nem lehet billenteni. { $reason }
turn-goal = { $player } célja
turn-confirm-setting = A lépést lezáró billentés megerősítése (felül Stop vagy Csillag)
turn-last-move = Utolsó lépés: { $sentence }
turn-hint = Tipp: { $sentence } (a táblán megjelölve)
