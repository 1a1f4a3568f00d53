# A leckék (#/learn/<játék>): a lista, a lépések, és hogy egy lépés miért nem jó.
lessons-heading = { $game } – leckék
lessons-intro = Minden lecke néhány rövid feladatból áll. Olvasd el a feladatot, és lépj a táblán: ha a lépés nem jó, elmagyarázzuk, miért, és a feladat újraindul.
lessons-progress = { $total } feladatból { $done } kész
lessons-next-step = Következő feladat
lessons-next-lesson = Következő lecke
lessons-all-done = Vissza a leckékhez
lessons-again = Feladat újrakezdése
lessons-step-of = { $step }. feladat, összesen { $total }

lessons-d-tip = A billentés
lessons-d-tip-1 = Minden lépés billentéssel kezdődik: válaszd ki a kockádat, majd billentsd át egy szomszédos mezőre úgy, hogy a Csúszka kerüljön felülre.
lessons-d-tip-1-ok = Ügyes! Billentéskor az az oldal kerül felülre, amelyik a billentés irányával ellentétes oldalon volt, és a kocka ezután ennek a jelnek megfelelően mozog.
lessons-d-tip-2 = Billentsd úgy a kockát, hogy a Stop kerüljön felülre: a Stop után nincs ugrás, így a lépésed rögtön véget ér.
lessons-d-tip-2-ok = Így van. Az áthúzott billentés a Csillagot hozta volna felülre: a Csillag csak a célodon kerülhet felülre, közönséges mezőn soha (egy későbbi lecke megmutatja, hogyan).
lessons-d-step = Egy lépés: Kereszt és X
lessons-d-step-1 = A Kereszt egy lépés előre, hátra, jobbra vagy balra: hozd felülre a Keresztet, és fejezd be a lépést a d3 mezőn.
lessons-d-step-1-ok = Pontosan: egy mező egyenesen, és soha nem csillagmezőre.
lessons-d-step-2 = Az X egy lépés átlósan: hozd felülre az X-et, és fejezd be a lépést az f6 mezőn.
lessons-d-step-2-ok = Jó: egy mező átlósan, egy üres mezőre, amely nem csillag.
lessons-d-slider = A Csúszka
lessons-d-slider-1 = A Csúszka egyenesen halad, amíg a következő mező a tábla széle vagy egy kocka nem lesz: csússz el egészen a tábla széléig, a g4 mezőig.
lessons-d-slider-1-ok = Igen. A Csúszka sosem áll meg félúton, és át is csúszhat egy csillagmezőn.
lessons-d-slider-2 = Állj meg a csillag előtt: csússz északra, és állj meg a d5 mezőn, Arany célja előtt.
lessons-d-slider-2-ok = Így van. Itt a Csúszka a csillagon, a kék kocka alatt állna meg, ezért közvetlenül előtte kell megállnia; bármelyik csillag előtt magától is megállhat.
lessons-d-hoops = A Karikák
lessons-d-hoops-1 = A Karikák pontosan három egyenes lépés, tetszőleges irányokba: hozd felülre, és fejezd be a lépést az f4 mezőn.
lessons-d-hoops-1-ok = Igen. A három lépés kanyarodhat, sőt vissza is fordulhat, és áthaladhat csillagon, de sosem érhet véget rajta.
lessons-d-star = Kocka levétele
lessons-d-star-1 = Végy le egy kockát: billentsd Arany céljára, a d6 mezőre úgy, hogy a Csillag kerüljön felülre.
lessons-d-star-1-ok = A kocka lekerül a tábláról, és a lépésed véget ér. Kék céljára, a d2 mezőre a kockáid soha nem léphetnek.
lessons-d-setup = Előkészületek
lessons-d-setup-1 = A kockák feldobva, a saját oldaluk csillagával átlósan szomszédos négy mezőn kezdenek: lépj az e3 mezőn álló kockával, amelyre Csillagot dobtak.
lessons-d-setup-1-ok = Jó. Az ellenfél döntötte el, hol állnak a kockáid és merre néznek, de a feldobott felső oldalon nem változtatott; általában Arany kezd.
lessons-d-stuck = Deblockle'd
lessons-d-stuck-1 = Zárd be Kéket: lépj úgy, hogy Kék egyetlen kockája utána sehová se tudjon billenni.
lessons-d-stuck-1-ok = Kék Deblockle'd lett: mivel nem tud szabályosan lépni, kimarad, és te lépsz újra, amíg Kék ismét lépni nem tud. Ha egyik fél sem tud lépni, a játszma döntetlen.
lessons-d-end = A játék vége
lessons-d-end-1 = Ez az utolsó kockád: vedd le Arany célján, és nyersz.
lessons-d-end-1-ok = Nyertél: az győz, aki elsőként leveszi az összes kockáját. Ha ugyanaz az állás harmadszor jön létre, a játszma döntetlen.

lessons-c-place = Dobókocka letétele
lessons-c-place-1 = Amikor rád kerül a sor, letészel egy saját színű dobókockát: tedd bármelyik üres mezőre.
lessons-c-place-1-ok = Ha nincs mit kiütni, az új kocka 1-et mutat. Passzolni soha nem lehet.
lessons-c-capture = Ütés
lessons-c-capture-1 = Üss ki két kockát, amelyek pöttyeinek összege 5: tedd a kockádat mindkettő mellé.
lessons-c-capture-1-ok = A kiütött kockák lekerülnek a tábláról, az új kockád pedig az összegüket, 5-öt mutat.
lessons-c-capture-2 = Üss ki egyszerre három kockát: az összegük most is legfeljebb 6 lehet.
lessons-c-capture-2-ok = Így van: ütéskor két vagy több, bármilyen színű szomszédot veszel le, ha összesen legfeljebb 6 pöttyük van.
lessons-c-choice = Mit üss ki?
lessons-c-choice-1 = Válaszd ki, melyik csoportot ütöd ki a b2 mezőn: vedd le Fekete két kockáját, a tiédet hagyd meg.
lessons-c-choice-1-ok = Ha több csoport is szóba jön, te választasz, és a választásod dönti el, hányat mutat az új kocka (itt 5-öt).
lessons-c-choice-2 = Ütni csak azon a mezőn kötelező, amelyet választasz: tedd a kockát oda, ahol semmit sem üt ki.
lessons-c-choice-2-ok = Így van: a b2 mező egyetlen kockával sem szomszédos, ezért nem üt ki semmit, pedig máshol üthettél volna.
lessons-c-end = A vége és a számolás
lessons-c-end-1 = Az utolsó üres mezővel megtelik a tábla, és véget ér a játszma: tedd oda a kockádat.
lessons-c-end-1-ok = Megtelt a tábla: Fehérnek 5, Feketének 4 kockája van, tehát Fehér nyer. Páros számú mezőből álló táblán a holtverseny döntetlen.

lessons-why-rules = Ez a lépés itt nem szabályos.
lessons-why-not-yours = Ez a kocka { $player } színű: csak a saját kockáiddal léphetsz.
lessons-why-not-next = Kockát csak közvetlenül szomszédos mezőre lehet billenteni, átlósan soha, a(z) { $to } pedig nem szomszédja a(z) { $from } mezőnek.
lessons-why-occupied = A(z) { $to } mező foglalt: kockát csak üres mezőre lehet billenteni.
lessons-why-own-star = A kockáidat soha nem billentheted az ellenfeled céljára ({ $to }).
lessons-why-star-face = A célodra csak úgy billenthetsz, hogy a Csillag kerüljön felülre, ez a billentés viszont ezt hozná felülre: { $top }.
lessons-why-star-up = Ezzel a billentéssel a Csillag kerülne felülre a(z) { $to } mezőn, pedig a Csillag csak a célodon kerülhet felülre.
lessons-why-ends = Ezzel a billentéssel véget ér a lépés, így nem követi ugrás.
lessons-why-no-hop = Ez a billentés ezt hozná felülre: { $top }, amellyel onnan sehová sem lehetne ugrani, billenteni pedig csak akkor szabad, ha a teljes lépés megtehető.
lessons-why-hop-star = Ugráskor át lehet haladni egy csillagmezőn, de megállni soha nem lehet rajta.
lessons-why-cross = A Kereszt a(z) { $to } mezőről egy lépés egyenesen, a(z) { $dest } mező pedig nincs ezek között.
lessons-why-x = Az X a(z) { $to } mezőről egy lépés átlósan, a(z) { $dest } pedig nem átlós szomszédja.
lessons-why-slider = A Csúszka nem állhat meg a(z) { $dest } mezőn: a tábla széléig vagy egy kockáig halad, vagy közvetlenül egy csillag előtt áll meg.
lessons-why-hoops = A Karikák pontosan három lépés üres mezőkön át, így a(z) { $to } mezőről nem lehet eljutni a(z) { $dest } mezőre.
lessons-miss-tip = E billentés után egyik ugrás sem teljesíti a feladatot: billentsd másfelé a kockát.
lessons-miss-face = Ez a billentés ezt hozta felülre: { $got }, a feladat viszont ezt kéri: { $want }. Próbáld egy másik irányba.
lessons-miss-square = Szabályos lépés, de a(z) { $got } mezőn ért véget, a feladat pedig a(z) { $want } mezőt kéri.
lessons-miss-from = Szabályos lépés, de a feladat a(z) { $want } mezőn álló kockát kéri.
lessons-miss-remove = Szabályos lépés, de egy kocka sem került le a tábláról: billents a célodra úgy, hogy a Csillag kerüljön felülre.
lessons-miss-again = E lépés után { $player } még tud lépni: foglald el az utolsó mezőt, ahová a kockája billenhetne.
lessons-miss-clear = { $count ->
    [one] Még van egy kockád a táblán: vedd le, és nyersz.
   *[other] Még { $count } kockád van a táblán: vedd le mindet, és nyersz.
}
lessons-why-full = A(z) { $square } mezőn már van kocka: csak üres mezőre tehetsz.
lessons-why-apart = Csak az új kocka közvetlen, nem átlós szomszédait lehet kiütni, a(z) { $square } pedig nem szomszédja a(z) { $target } mezőnek.
lessons-why-empty = A(z) { $square } mezőn nincs kiüthető kocka.
lessons-why-one = Ütéskor legalább két kockát kell levenni: egyetlen kockát soha nem lehet kiütni.
lessons-why-over-six = Ezek összege { $sum }, több mint 6: a kiütött kockák összege legfeljebb 6 lehet.
lessons-why-must = A(z) { $square } mezőre tett kockának ütnie kell: ha ott ki lehet ütni kockákat, egy csoportot le kell venned.
lessons-miss-captured = Ez a kocka kiütött valamit, a feladat viszont olyan letételt kér, amely semmit sem üt ki.
lessons-miss-sum = { $count ->
    [one] Ez egy kockát ütött ki
   *[other] Ez { $count } kockát ütött ki
}, összesen { $sum } pöttyel: válaszd azt a kettőt, amelyek összege { $want }.
lessons-miss-count = Ez { $count } kockát ütött ki: a feladat egyszerre { $want } kockát kér.
lessons-miss-set = Ezeket ütötted ki: { $got }, a feladat pedig ezeket kéri: { $want }.
lessons-miss-count-dice = Így neked { $mine } kockád lenne, az ellenfélnek { $theirs }: ez nem győzelem.
