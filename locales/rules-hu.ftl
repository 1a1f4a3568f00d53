# Rules pages (hu). Same message ids in every language.
# A szabályoldalak magyar szövegei; az azonosítók ugyanazok, mint a rules-en.ftl-ben.

## Mindkét oldal
rules-title-deblockle = A Deblockle szabályai
rules-title-cephalopod = A Cephalopod szabályai
rules-chosen = Az alkalmazás döntése:
rules-notation-h = A lépések jelölése

## Deblockle: cél és kellékek
rules-d-intro = A Deblockle kétszemélyes stratégiai játék: Arany és Kék a saját fakockáit mozgatja egy kis táblán. A kockák minden oldalán egy-egy jel látható.
rules-d-goal-h = A játék célja
rules-d-goal = Juttasd le az összes kockádat a tábláról, mielőtt az ellenfeled megtenné. Egy kocka akkor kerül le a tábláról, ha a célodra, egy csillagmezőre billented úgy, hogy a Csillag jel kerüljön felülre.
rules-d-equip-h = Kellékek
rules-d-equip-board = A tábla 7 × 7 mezőből áll. Arany felől nézve az oszlopokat balról jobbra az a–g betűk, a sorokat alulról felfelé az 1–7 számok jelölik: az a1 a bal alsó sarok.
rules-d-equip-stars = Két mező csillagmező, és mindkettő az egyik játékos célja: Arany a d6 mezőn, Arany célján veszi le a kockáit, Kék a d2 mezőn, Kék célján. A nyomtatott szabály minden csillagot annak a játékosnak a hazai csillagának nevez, akinek az oldalán van, így a célod az ellenfeled hazai csillaga. A táblán mindegyik célt a játékosa színe keretezi, és felirat jelzi: „Arany célja” vagy „Kék célja”.
rules-d-chosen-stars = a nyomtatott szabály egy táblaábrára hivatkozik, amely a szövegből hiányzik. Az alkalmazásban a csillagok a d2 és a d6 mezőn vannak, mindkét játékos saját szélétől egy sorral beljebb.
rules-d-equip-blocks = Mindkét játékosnak 4 kockája van, Aranynak arany, Kéknek kék. Minden kockán ugyanaz a hat jel szerepel, oldalanként egy:
rules-d-fig-board-title = A Deblockle-tábla a játék elején: 7 × 7 mező, a–g oszlopok, 1–7 sorok. Csillagmezők: Arany célja a d6, Kék célja a d2 mezőn. Arany kockái a c1, e1, c3 és e3 mezőn, Kék kettős keretű kockái a c5, e5, c7 és e7 mezőn állnak.
rules-d-fig-board-cap = A kezdőállás. Arany kockái átlósan veszik körül az Arany oldalán álló csillagot (d2, Kék célja), Kék kockái pedig a Kék oldalán állót (d6, Arany célja). Az ábrákon Kék kockáinak kettős kerete van.
rules-d-net-h = A kocka oldalai
rules-d-net = A szemközti oldalak mindig ugyanazokat a párokat alkotják: Csillag és Stop, Kereszt és X, Csúszka és Karikák. Ha a Csillag van felül, és a Kereszt észak felé néz (a 7. sor irányába), akkor a Csúszka keletre, az X délre, a Karikák nyugatra néznek, a Stop pedig alul van.
rules-d-chosen-net = a szabály nem írja le, hogyan helyezkednek el a jelek a kockán. Az alkalmazásban minden kocka a fenti elrendezést követi.
rules-d-fig-net-title = A kocka kiterítve: középen a Csillag, fölötte a Kereszt (észak), tőle jobbra a Csúszka (kelet), alatta az X (dél), tőle balra a Karikák (nyugat), az X alatt pedig a Stop (az alsó oldal).

## Deblockle: előkészületek
rules-d-setup-h = Előkészületek
rules-d-setup-roll = Mindkét játékos kockáit feldobják, mint a dobókockát. Amelyik oldal felülre kerül, az lesz a kocka kezdő felső oldala. Ha egy kocka az élén áll meg, újra kell dobni.
rules-d-setup-place = A kockákat az ellenfél helyezi el a tulajdonosuk oldalán álló csillaggal átlósan szomszédos négy mezőn: Aranyét a c1, e1, c3 és e3, Kékét a c5, e5, c7 és e7 mezőn. Az ellenfél dönti el, melyik kocka melyik mezőre kerül, és mindegyiket elforgathatja a függőleges tengelye körül, így azt is ő választja meg, melyik oldal nézzen északra. A feldobott felső oldalon azonban nem változtathat.
rules-d-setup-star = A kocka a Csillaggal felfelé is kezdhet: a lerakás nem számít billentésnek.
rules-d-setup-first = Arany kezd, hacsak a játékosok másként nem egyeznek meg. A nyomtatott szabály szerint a legfiatalabb játékos kezd, vagy az előző játszma győztese.
rules-d-setup-app = Új játék indításakor választhatsz gyors, véletlenszerű felállítást, vagy feldobhatod a kockákat, és kézzel helyezheted el az ellenfeled kockáit.
rules-d-fewer-h = Játék kevesebb kockával
rules-d-fewer = 1, 2 vagy 3 kockával is lehet játszani; a szabályok ettől nem változnak. A két fél külön-külön dönti el, hány kockával játszik, így az erősebb játékos előnyt adhat azzal, hogy kevesebb kockát vesz magához.
rules-d-chosen-fewer = a kockák ebben a sorrendben kerülnek a kezdőmezőkre: Arany c3, e3, c1, e1; Kék e5, c5, e7, c7. Ha például mindkét fél két kockával játszik, Arany a c3 és az e3, Kék az e5 és a c5 mezőt használja.
rules-d-fig-fewer-title = A kezdőmezők a felhasználás sorrendjében számozva. Arany: 1 a c3, 2 az e3, 3 a c1, 4 az e1 mezőn. Kék: 1 az e5, 2 a c5, 3 az e7, 4 a c7 mezőn.

## Deblockle: a lépés
rules-d-turn-h = A lépés: billentés, aztán ugrás
rules-d-turn = Minden lépés két részből áll, és mindkettőt ugyanazzal a kockával kell megtenni.
rules-d-tip-h = 1. rész: billentés
rules-d-tip = Válaszd ki az egyik kockádat, és billentsd át valamelyik alsó élén a szomszédos mezőre északra, keletre, délre vagy nyugatra – átlósan soha. A célmezőnek a táblán kell lennie, és üresnek kell lennie. Átbillenéskor új oldal kerül felülre: ha északra billented, a korábban délre néző oldal; ha délre, az északra néző; ha keletre, a nyugatra néző; ha nyugatra, a keletre néző.
rules-d-tip-star = Csillagmezőre nem billenthetsz kockát, egyetlen kivétellel: a célodra billentheted úgy, hogy a Csillag kerüljön felülre (lásd lent, a Csillagnál).
rules-d-hop-h = 2. rész: ugrás
rules-d-hop = Ezután ugyanennek a kockának a felülre került jel szerint kell mozognia. Ugráskor a kocka nem fordul el, így a felső oldala sem változik. Minden mezőnek, ahol megáll, üresnek kell lennie, és a lépést soha nem fejezheti be csillagmezőn – sem a saját célján, sem az ellenfeléén.
rules-d-fig-tiphop-title = Arany a c3 mezőn álló kockáját északra, a c4 mezőre billenti. Felülre a korábban délre néző oldal, az X kerül, ezért a kocka egy mezőt ugrik átlósan, a d5 mezőre. Jelöléssel: c3-c4:d5.
rules-d-fig-tiphop-cap = Előbb a billentés (folytonos nyíl), aztán az ugrás (szaggatott nyíl): ez a c3-c4:d5 lépés.
rules-d-symbols-h = A hat jel
rules-d-sym-star = A Csillag csak egyetlen helyen kerülhet felülre: a kocka gazdájának célján (Arany kockája a d6, Kéké a d2 mezőn). Ilyenkor a kocka lekerül a tábláról, és a lépés azonnal véget ér. Nem szabad úgy billenteni, hogy a Csillag bárhol máshol kerüljön felülre.
rules-d-fig-star-title = Arany a d5 mezőn álló kockáját északra, Arany céljára, a d6 mezőre billenti, és felülre a Csillag kerül. A kocka lekerül a tábláról. Jelöléssel: d5-d6.
rules-d-sym-stop = Nincs ugrás: a lépés véget ér, a kocka ott marad, ahová átbillent.
rules-d-fig-stop-title = A c3 mezőről a c4 mezőre billentett kockán felül a Stop látszik, így a kocka a c4 mezőn marad. Jelöléssel: c3-c4.
rules-d-sym-cross = Pontosan egy mezőt ugrik északra, keletre, délre vagy nyugatra.
rules-d-fig-cross-title = A d4 mezőn álló kocka, amelynek tetején a Kereszt van, a d5, e4, d3 vagy c4 mezőre ugorhat.
rules-d-sym-x = Pontosan egy mezőt ugrik átlósan.
rules-d-fig-x-title = A d4 mezőn álló kocka, amelynek tetején az X van, a c5, e5, c3 vagy e3 mezőre ugorhat.
rules-d-sym-slider = Egy irányba – északra, keletre, délre vagy nyugatra – csúszik legalább egy mezőt, és addig halad, amíg a következő mező már a táblán kívül van, vagy kocka áll rajta. A csillagmezők nem állítják meg: a kocka átcsúszhat a csillagon, vagy megállhat közvetlenül előtte, de csillagmezőn soha nem állhat meg. Ha a csúszás egy csillagmezőn érne véget, a kockának közvetlenül a csillag előtt kell megállnia; ha abba az irányba egy mezőt sem tud haladni, arra nem csúszhat.
rules-d-fig-slider-title = A d4 mezőn álló kocka tetején a Csúszka van; az f4 mezőn egy másik kocka áll. Északra csúszva megállhat a d5 mezőn, közvetlenül Arany célja (d6) előtt, vagy átcsúszhat a csillagon egészen a d7 mezőig. Keletre csúszva az e4 mezőn áll meg, az f4 mezőn álló kocka előtt.
rules-d-sym-hoops = Pontosan három egyszerű lépést tesz északra, keletre, délre vagy nyugatra, tetszőleges sorrendben. Visszaléphet olyan mezőre, ahol az ugrás során már járt (a kiinduló mezője üresnek számít), és áthaladhat csillagmezőn is, de minden érintett mezőnek üresnek kell lennie, és az utolsó nem lehet csillagmező. Ha különböző utak ugyanarra a mezőre vezetnek, azok egyetlen lépésnek számítanak.
rules-d-fig-hoops-title = A c2 mezőn álló kocka tetején a Karikák vannak. Keletre lép Kék céljára (d2), onnan tovább keletre az e2 mezőre, végül északra az e3 mezőre: három lépés, amely áthalad a csillagon.
rules-d-complete-h = A billentés után a lépést be kell tudni fejezni
rules-d-chosen-complete = csak akkor billenthetsz egy kockát, ha utána a teljes lépést be tudod fejezni. Ha az új felső jel ugrást követel, de a kocka sehová sem ugorhat szabályosan, akkor ez a billentés nem megengedett.
rules-d-fig-complete-title = Arany az a1 mezőn álló kockáját nem billentheti északra, az a2 mezőre, ha így az X kerülne felülre: az a2 mindkét átlós szomszédján, a b1 és a b3 mezőn kocka áll, így az X nem tudna ugrani.

## Deblockle: elakadás, a játék vége, változatok
rules-d-stuck-h = Deblockle'd – ha nem tudsz lépni
rules-d-stuck = Ha a soron következő játékos nem tud szabályosan lépni, akkor „Deblockle'd” lett: helyette a másik játékos lép, és addig lép újra meg újra, amíg a beszorult játékos ismét lépni nem tud.
rules-d-chosen-stuck = ha egyik játékos sem tud szabályosan lépni, a játszma döntetlen.
rules-d-chosen-stuck-written = a játékfeljegyzésből, megosztott hivatkozásból vagy címből megnyitott állásban olyan játékosnak kell következnie, aki tud lépni. Ha a megadott játékos nem tud lépni, de a másik igen, az alkalmazás elutasítja az állást, és megmondja, ki lépne helyette (játszma közben a lépés jogát magától átadja). Ha egyik játékos sem tud lépni, az állást befejezett, döntetlen játszmaként fogadja el.
rules-d-fig-stuck-title = Kék utolsó kockája az a7 sarokmezőn áll, az a6 és a b7 mezőn Arany kockái. Sehová sem billenthető, ezért Kék nem tud lépni (Deblockle'd), és Arany lép újra.
rules-d-end-h = A játék vége
rules-d-end-win = Az nyer, aki elsőként juttatja le az összes kockáját a tábláról.
rules-d-end-draws = A játszma döntetlennel is véget érhet:
rules-d-end-draw-stuck = ha egyik játékos sem tud szabályosan lépni (lásd fent);
rules-d-end-draw-repeat = ha ugyanaz az állás harmadszor fordul elő.
rules-d-chosen-repeat = a háromszori ismétlés házi szabály, amely alapból be van kapcsolva. Ugyanaz az állás azt jelenti, hogy ugyanazok a kockák ugyanazokon a mezőkön, ugyanúgy elforgatva állnak, és ugyanaz a játékos következik. A szabály biztosítja, hogy minden játszma véget érjen, még két számítógépes játékos között is. Az új játék beállításainál kikapcsolhatod („Harmadik ismétlés döntetlen”).
rules-d-var-h = Változatok
rules-d-var-fewer = Kevesebb kocka: lásd fent, „Játék kevesebb kockával”.
rules-d-adj-h = Nem lehetnek szomszédos kockák
rules-d-adj = A lépés végén egyik kockád sem állhat közvetlenül az ellenfél valamelyik kockája mellett (tőle északra, keletre, délre vagy nyugatra). A saját kockáid érintkezhetnek egymással, és az ellenfél kockájával átlósan is szabad érintkezni. Ezt a változatot az új játék beállításainál kapcsolhatod be.
rules-d-fig-adj-title = Ebben a változatban Arany kockája nem fejezheti be a lépését a c4 mezőn, Kék c5 mezőn álló kockája mellett (tiltójel), de a d4 mezőn, attól átlósan, igen (pipa).
rules-d-not-square = Minden mezőt az oszlop betűje és a sor száma jelöl, például c3.
rules-d-not-tip = c3-c4: a c3 mezőn álló kockát a c4 mezőre billentették, és a lépés itt véget ért, mert a Stop került felülre, vagy mert a kocka a célján lekerült a tábláról (mint a d5-d6 lépésben).
rules-d-not-hop = c3-c4:d5: a c3 mezőn álló kockát a c4 mezőre billentették, majd a kocka a d5 mezőre ugrott.

## Cephalopod
rules-c-intro = A Cephalopod Mark Steere kétszemélyes játéka. Fehér és Fekete közönséges hatoldalú dobókockákkal játszik egy kis táblán.
rules-c-goal-h = A játék célja
rules-c-goal = Mire megtelik a tábla, legyen több dobókockád rajta, mint az ellenfelednek.
rules-c-equip-h = Kellékek
rules-c-equip = Egy téglalap alakú tábla – az alapjátékban 5 × 5 mezős –, és mindkét játékosnak a saját színében hatoldalú dobókockák. Dobókockából mindig van elég, sosem fogy el.
rules-c-chosen-first = Fehér kezd.
rules-c-turn-h = A lépés
rules-c-turn = Amikor rád kerül a sor, tegyél le egy saját színű dobókockát bármelyik üres mezőre. Passzolni nem lehet. Hogy az új kocka hányast mutat, az a szomszédaitól függ: a tőle közvetlenül északra, keletre, délre és nyugatra álló dobókockáktól, bármilyen színűek is.
rules-c-nocap-h = Lerakás ütés nélkül
rules-c-nocap = Ha azon a mezőn nem lehet ütni, semmi sem kerül le a tábláról, és az új kocka egyest mutat.
rules-c-fig-nocap-title = Fehér dobókockát tesz a b2 mezőre. A szomszédai 5-öt és 4-et mutatnak, ezek összege több mint 6, így nincs ütés, és az új kocka egyest mutat. A most lerakott kockát vastag szaggatott keret jelöli.
rules-c-cap-h = Ütés
rules-c-cap = Ütőcsoport a szomszédos dobókockák közül bármely legalább kettőből álló csoport, amelynek pöttyösszege legfeljebb 6. A szín nem számít: a saját kockáidat is kiütheted.
rules-c-cap-must = Ha van legalább egy ütőcsoport, kötelező ütni: válassz ki egyet, és vedd le ezeket a kockákat a tábláról. Visszakerülnek a gazdájukhoz.
rules-c-cap-choose = Ha több ütőcsoport is van, te döntöd el, melyiket választod. Nem kell a legnagyobbat.
rules-c-cap-sum = Az új kocka a kiütött pöttyök összegét mutatja, tehát mindig 2 és 6 közötti számot.
rules-c-cap-square = Ütni csak a választott mezőn kötelező. Mindig teheted a kockádat olyan mezőre is, ahol nincs ütés.
rules-c-fig-cap-title = Balra, előtte: Fehér dobókockát tesz a b2 mezőre; szomszédai a b3 mezőn egy 2-es, az a2 mezőn egy 1-es, a c2 mezőn egy 3-as és a b1 mezőn egy 6-os. Jobbra, utána: Fehér kiütötte az 1-est, a 2-est és a 3-ast, összesen hat pöttyöt; ezek lekerülnek a tábláról, és a b2 mezőn álló új kocka 6-ost mutat. A b1 mezőn álló 6-os marad. Jelöléssel: b2=a2+b3+c2.
rules-c-fig-cap-cap = Balra: a lerakás előtt. Jobbra: a b2=a2+b3+c2 ütés után.
rules-c-cap-example = Ebben a példában Fehér ezek közül bármelyik csoportot választhatja: a2+b3 (3 pötty), a2+c2 (4), b3+c2 (5) vagy a2+b3+c2 (6). A b1 mezőn álló 6-os egyik csoportba sem tartozhat, mert vele az összeg 6 fölé menne.
rules-c-end-h = A játék vége és az eredmény
rules-c-end = A játszma akkor ér véget, amikor minden mező megtelt. Ekkor meg kell számolni a dobókockákat: az nyer, akinek több van a táblán.
rules-c-chosen-tie = ha a táblán páros számú mező van, előfordulhat, hogy a végén mindkét játékosnak ugyanannyi kockája van. Az ilyen egyenlőség döntetlen. Páratlan számú mezőből álló táblán – például 3 × 3, 3 × 5 vagy 5 × 5 – nem lehet döntetlen.
rules-c-fig-end-title = Teli 3 × 3-as tábla 5 fehér és 4 fekete dobókockával: Fehér nyer.
rules-c-sizes-h = Táblaméretek
rules-c-sizes = Az alaptábla 5 × 5 mezős. A kisebb táblákon gyorsabbak a játszmák, és könnyebb rajtuk tanulni: az alkalmazásban 3 × 3, 3 × 5 és 5 × 5 méret közül választhatsz (sorok × oszlopok). Az oszlopokat balról jobbra a-tól kezdődő betűk, a sorokat alulról felfelé 1-től kezdődő számok jelölik.
rules-c-fig-sizes-title = A három táblaméret egymás mellett: 3 × 3, 3 × 5 és 5 × 5 mező.
rules-c-not-square = Minden mezőt az oszlop betűje és a sor száma jelöl, például c3.
rules-c-not-place = c3: dobókocka a c3 mezőre, ütés nélkül.
rules-c-not-cap = c3=b3+c4: dobókocka a c3 mezőre, amely kiüti a b3 és a c4 mezőn álló kockákat.
