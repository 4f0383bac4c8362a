# Rakenduse sõnad eesti keeles. Terminid (-nimi) on nende nuppude nimed, millele abitekst viitab.
# Sõnavara: docs/terminology.md.

-roll = Veereta
-double = Kahekordista
-resign = Loobu
-undo = Võta tagasi
-done = Valmis
-swap-dice = Vaheta täringud
-new-game = Uus mäng
-settings = Seaded
-statistics = Statistika

## Leht

app-title = Triktrak
menu = Menüü
menu-statistics = { -statistics }
menu-rules = Reeglid
menu-new-game = { -new-game }
close = Sulge

## Seaded

settings-title = { -settings }
settings-language = Keel
settings-animation = Animatsioonide kiirus
settings-speed-off = Väljas (kohe)
settings-speed-fast = Kiire
settings-speed-normal = Tavaline
settings-speed-slow = Aeglane
settings-auto-forced = Tee sunnitud käigud automaatselt
settings-auto-confirm = Kinnita käik, kui viimane kabe on liigutatud (ilma „{ -done }” vajutuseta)
settings-double-click = Võta kabe maha topeltklõpsu või topeltpuudutusega

## Statistika

stats-title = { -statistics }
stats-empty = Lõpetatud mänge veel ei ole.
stats-caption = Võidud–kaotused, alumise mängija omad (sinu omad arvuti vastu).
stats-games = Mängud
stats-gammons = Gammonid
stats-backgammons = Backgammonid
stats-backgammons-short = Backg.
stats-matches = Matšid
stats-cell =
    { $won ->
        [one] { $won } võit
       *[other] { $won } võitu
    }, { $lost ->
        [one] { $lost } kaotus
       *[other] { $lost } kaotust
    }
stats-note = Iga lõpetatud mäng loetakse üks kord, kui see lõpeb; backgammon loetakse backgammoniks, mitte lisaks gammoniks. Kui kaks inimest mängivad samas seadmes, on arvud alumise mängija omad.
stats-backups = Loetamatu statistika jäeti alles võtmete alla: { $keys }.
stats-reset = Nulli statistika
stats-reset-question = Kas nullida kogu statistika? Seda ei saa tagasi võtta.
stats-keep = Jäta alles
stats-reset-confirm = Jah, nulli
stats-opponent-two-players = Kaks mängijat
stats-opponent-computer = Arvuti: { $level }
stats-opponent-unknown = { $name }

## Arvutimängijad

computer-random = Juhuslikud käigud (harjutamiseks)
computer-pubeval = pubeval (Tesauro võrdlusmängija)
computer-beginner = Algaja
computer-casual = Harrastaja
computer-intermediate = Keskmine
computer-advanced = Edasijõudnu
computer-expert = Ekspert
computer-world-class = Maailmatase (vaatab 2 viset ette)
computer-expert-one-ply = Ekspert, kes vaatab 1 viske ette (analüüs)

## Reeglid ja abi

help-title = Reeglid ja abi
help-contents = Sisukord
help-bearing-off-title = Kabede mahavõtmine
help-cube-title = Kahekordistamise kuubik
help-match-title = Matšimäng
help-app-title = Rakenduse kasutamine

help-board-points = { $home ->
        [left] Laual on 24 kitsast kolmnurka ehk punkti, neljas veerandis kuue kaupa. Punktid on nummerdatud alumise mängija poolt: 1 kuni 6 all vasakul ({ $mover ->
            [white] valge
           *[black] musta
        } maja), 7 kuni 12 all paremal, 13 kuni 18 üleval paremal ja 19 kuni 24 üleval vasakul ({ $mover ->
            [white] musta
           *[black] valge
        } maja). Keskel olevale baarile pannakse löödud kabed, vasakul olevatesse salvedesse mahavõetud kabed.
       *[right] Laual on 24 kitsast kolmnurka ehk punkti, neljas veerandis kuue kaupa. Punktid on nummerdatud alumise mängija poolt: 1 kuni 6 all paremal ({ $mover ->
            [white] valge
           *[black] musta
        } maja), 7 kuni 12 all vasakul, 13 kuni 18 üleval vasakul ja 19 kuni 24 üleval paremal ({ $mover ->
            [white] musta
           *[black] valge
        } maja). Keskel olevale baarile pannakse löödud kabed, paremal olevatesse salvedesse mahavõetud kabed.
    }
help-board-direction = { $home ->
        [left] { $mover ->
            [white] Valge
           *[black] Must
        }, all, käib 24-lt 1 poole: üleval vasakult paremale, siis all paremalt vasakule. { $mover ->
            [white] Must
           *[black] Valge
        } käib vastupidi, 1-lt 24 poole. Alguses on kummalgi mängijal kaks kabet vastase majas (24. punktil), viis 13. punktil, kolm 8. punktil ja viis 6. punktil, oma poolt lugedes.
       *[right] { $mover ->
            [white] Valge
           *[black] Must
        }, all, käib 24-lt 1 poole: üleval paremalt vasakule, siis all vasakult paremale. { $mover ->
            [white] Must
           *[black] Valge
        } käib vastupidi, 1-lt 24 poole. Alguses on kummalgi mängijal kaks kabet vastase majas (24. punktil), viis 13. punktil, kolm 8. punktil ja viis 6. punktil, oma poolt lugedes.
    }

help-moving-start = Alguses veeretab kumbki mängija ühte täringut; suurema silmaarvu saanu alustab ja mängib mõlemad veeretatud arvud (viigi korral veeretatakse uuesti). Seejärel käivad mängijad kordamööda: veereta kahte täringut, siis käi.
help-moving-dice = Iga täring on eraldi käik: 5 ja 3 korral käid ühe kabega 5 punkti ja teisega 3 punkti või ühe kabega 5 ja siis 3 (iga peatuspunkt peab olema vaba).
help-moving-doubles = Topelt (mõlemal täringul sama arv) mängitakse neli korda: 4 ja 4 on neli käiku 4 punkti võrra.
help-moving-blocked = Punkt, kus on kaks või enam vastase kabet, on blokeeritud: sinna ei saa käia.
help-moving-hit = Üksikut vastase kabet punktil (blotti) saab lüüa: sinu kabe jääb sinna ja löödud kabe läheb baarile.
help-moving-bar = Mängija, kelle kabe on baaril, peab selle kõigepealt laadima vastase majja, täringu arvule vastavale punktile (3 laadib vastase 3. punktile, sinu poolt vaadates 22. punktile). Midagi muud ei saa käia enne, kui kõik baaril olevad kabed on sisse laaditud; kui ükski täring ei lase sisse laadida, jääb käik vahele.
help-moving-both-dice = Pead kasutama mõlemat täringut, kui saad. Kui saab kasutada ainult ühte, pead võimaluse korral kasutama suuremat. Kui ühtki käiku pole võimalik teha, jääb käik vahele.

help-bearing-off-text = Kui kõik sinu 15 kabet on sinu majas, võid neid maha võtta: täring võtab kabe maha sama numbriga punktilt (4 võtab 4. punktilt). Täring, mis on suurem kui sinu kõrgeim hõivatud punkt, võtab kabe maha sellelt kõrgeimalt punktilt. Võid selle asemel käia ka maja sees. Kabe, mis mahavõtmise ajal lüüakse, peab tegema uuesti ringi, enne kui saad jälle maha võtta.

help-cube-text = Mäng on väärt ühe punkti korda kahekordistamise kuubiku väärtus; kuubik on alguses keskel väärtusega 1 (selle tahul on 64). Enne veeretamist võib mängija, kes arvab, et ta on eespool, pakkuda kahekordistamist: mängida edasi kahekordse panuse peale.
help-cube-take-label = Vastuvõtmine:
help-cube-take = vastane nõustub; mäng jätkub kahekordse väärtusega ja vastuvõtja saab kuubiku omanikuks: ainult tema võib järgmisena kahekordistada (uus kahekordistamine).
help-cube-drop-label = Loobumine:
help-cube-drop = vastane keeldub ja kaotab mängu kahekordistamise eelse väärtusega.
help-cube-beaver-label = Kobras („beaver”, ainult rahamängus):
help-cube-beaver = vastane võtab vastu ja kahekordistab kohe uuesti, jättes kuubiku endale; kahekordistaja võtab siis uue väärtuse vastu või loobub. Järjest võib tulla kuni kolm kobrast ja ainult siis, kui see valik on sisse lülitatud.
help-cube-jacoby-label = Jacoby reegel (ainult rahamängus):
help-cube-jacoby = kui see on sisse lülitatud, loetakse gammonid ja backgammonid tavalisteks võitudeks, kuni keegi pole kahekordistanud. See ei vähenda alistumise väärtust.

help-gammons-text = Kui kaotaja pole mängu lõppedes ühtki kabet maha võtnud, võidab võitja gammoni: kuubiku kahekordse väärtuse. Kui kaotajal on lisaks veel kabe baaril või võitja majas, on see backgammon: kolmekordne väärtus. Mängija, kelle kord on veeretada, võib ka alistuda tavalise mängu, gammoni või backgammoni väärtusega; vastane nõustub (mäng lõpeb selle väärtusega) või keeldub (mäng jätkub).

help-match-text = Matši mängitakse kindla punktide arvuni: kes selle esimesena saavutab, võidab matši. Rahamängul pole lõppu: iga mängu punktid loetakse eraldi.
help-match-crawford = Crawfordi reegel: niipea kui ühel mängijal on matši võiduni puudu üks punkt, mängitakse järgmine mäng (Crawfordi mäng) ilma kuubikuta. Sellele järgnevates mängudes (pärast Crawfordit) on kuubik tagasi. Seisupaneel märgib Crawfordi mängu. Kobraid ja Jacoby reeglit matšides ei kasutata.

help-app-new-game-label = { -new-game }:
help-app-new-game = vali arvuti tase või teine inimene samas seadmes (kordamööda mängimine), kas alumine mängija mängib valgete või mustadega (arvuti vastu oled see sina; arvuti võtab teise poole), matši pikkus või rahamäng ning kuubiku reeglid.
help-app-roll-label = { -roll }:
help-app-roll = veeretab täringuid; enne veeretamist võid vajutada ka „{ -double }” või „{ -resign }”.
help-app-tap-label = Käimine puudutuse või klõpsuga:
help-app-tap = puuduta kabet, mis saab käia (see on esile tõstetud), siis üht esile tõstetud punkti, kuhu see jõuab. Puuduta kabet uuesti, et see tagasi panna.
help-app-drag-label = Käimine lohistades:
help-app-drag = lohista kabe esile tõstetud punktile.
help-app-keyboard-label = Käimine klaviatuuriga:
help-app-keyboard = Tab viib lauale; nooleklahvid liiguvad punktilt punktile (üles ja alla poolte vahel, Home ja End rea otstesse), baaridele ja salvedele; Enter või tühik võtab kabe üles ja paneb maha; Escape tühistab valiku.
help-app-undo-label = „{ -undo }” ja „{ -done }”:
help-app-undo = „{ -undo }” võtab tagasi selle käigu viimase kabe liigutuse; „{ -done }” lõpetab käigu, kui täringud on mängitud. Enne „{ -done }” vajutamist pole miski lõplik.
help-app-swap-label = { -swap-dice }:
help-app-swap = kui kumbki täring saaks kabe maha võtta, valib see nupp, kumba täringut mängitakse esimesena.
help-app-settings-label = { -settings }:
help-app-settings = keel, animatsioonide kiirus, kas käik kinnitatakse viimase kabega (ilma „{ -done }” vajutuseta), kas sunnitud käigud tehakse automaatselt ning mahavõtmine topeltklõpsu või -puudutusega; samuti laud: mängu suund (maja paremal või vasakul), laua värvid (roheline kalev, klassikaline puit, suur kontrastsus), helid ja nende tugevus, kas silmade arvu näidatakse, ning automaatne veeretamine, kui kahekordistamine pole võimalik.
help-app-saving-label = Salvestamine:
help-app-saving = matš salvestatakse selles brauseris pärast iga toimingut ja jätkub pärast lehe uuesti laadimist, ka võrguühenduseta.
help-app-statistics-label = { -statistics }:
help-app-statistics = iga vastase vastu võidetud ja kaotatud mängud, gammonid, backgammonid ja matšid, alumise mängija jaoks loetuna.
help-app-status = Laua all olev rida ütleb alati, kelle käik on ja mis järgmiseks juhtub; käikude logi loetleb iga käigu.

## Reeglite raamat (ekraani Reeglid ja abi peatükid ning nende joonised)

book-to-contents = Tagasi sisukorra juurde
book-short-title = Lühidalt
book-short-1 = Kaks mängijat, must ja valge, viivad kumbki 15 kabet ümber laua, vastassuundades, oma majja.
book-short-2 = Igal käigul veeretad kahte täringut ja käid nende kahe arvu võrra; topelt mängitakse neli korda.
book-short-3 = Punkt, kus on kaks või enam vastase kabet, on blokeeritud; üksik vastase kabe seal lüüakse ja see läheb baarile.
book-short-4 = Kui kõik su kabed on majas, võtad need maha; kes esimesena kõik 15 maha võtab, võidab.
book-short-5 = Võit on väärt ühe punkti, gammon kaks, backgammon kolm, korda kahekordistamise kuubiku väärtus.
book-board-title = Laud ja kuidas see üles seada
book-board-setup = Päris laua ülesseadmiseks istu nii, et su maja oleks paremal. Pane kaks oma kabet vastaskülje parempoolseimale punktile (sinu 24. punkt), viis selle külje vasakpoolseimale punktile (sinu 13. punkt), kolm oma külje teisele punktile baarist vasakul (sinu 8. punkt) ja viis oma külje esimesele punktile baarist paremal (sinu 6. punkt). Vastase kabed seisavad sinu omade peegelpildina.
book-moving-title = Käimine, löömine ja baarilt sisselaadimine
book-two-dice-title = Mõlema täringu kasutamine
book-two-dice-order = Seepärast on käikude järjekord oluline: esimene käik, mille järel teist täringut ei saa enam mängida, ei ole lubatud, kui mõni teine viis mängib mõlemad täringud. See rakendus pakub ainult käike, mis viivad ikka lubatud käiguni.
book-scoring-title = Mängu lõpp ja punktid
book-scoring-examples = Mäng on väärt oma liigi (tavaline võit 1, gammon 2, backgammon 3) korda kuubiku väärtus. Kolm näidet:
book-money-title = Rahamäng: Jacoby reegel ja kobrad
book-money-text = Mõlemad on ainult rahamängu valikud; vali need aknas „{ -new-game }”.
book-departures-title = Milles see rakendus ametlikest reeglitest erineb ja miks
book-departures-text = See rakendus mängib standardreeglite järgi, nagu GNU Backgammon neid mängib, välja arvatud kolmes punktis:
book-departures-cube = Kuubik lõpeb 64-ga: kuubikut väärtusega 64 ei saa kahekordistada. Standardreeglid piiri ei sea, kuid päris kuubiku kõrgeim tahk on 64.
book-departures-dead-cube = Pole kahekordistamist, millel ei saa olla tähtsust: matšis ei saa kahekordistada mängija, kellele praegune kuubik juba annab matši võidu, kui ta mängu võidab. Reeglid lubavad seda, kuid selline kahekordistamine saab aidata ainult vastast.
book-departures-crawford = Matšis kehtib Crawfordi reegel alati. Mõned mängijad jätavad selle välja; see on turniiride reegel ja üks reegel igale matšile hoiab tulemused võrreldavad.
book-sources-title = Kust reeglid pärinevad
book-sources-text = Reeglid on GNU Backgammoni omad; sõnad on pärit reeglilehtedelt, mille järgi see mäng tehti:
book-sources-gnubg = GNU Backgammon, vaba triktraki programm: reeglid nii, nagu see neid mängib. Rakenduse reeglitestid kontrollivad mootorit selle vastuste järgi.
book-sources-polish = Kahe Poola triktraki rakenduse reeglilehed: poolakeelsed sõnad (tryktrak, pole, banda, pion, dublet).
book-sources-esperanto = BrainKingi esperantokeelne reeglileht: esperantokeelsed sõnad (triktrako, triangulo, lato, unuopo).
book-sources-estonian = Gamezzi eestikeelne reeglileht: eestikeelsed sõnad (triktrak, kabe, punkt, baar, maja).
book-faq-title = Küsimused ja vastused
book-faq-checkers-q = Mitu kabet on igal mängijal?
book-faq-checkers-a = Viisteist: alguses kaks 24. punktil, viis 13. punktil, kolm 8. punktil ja viis 6. punktil.
book-faq-doubles-q = Mida topelt teeb?
book-faq-doubles-a = Seda mängitakse neli korda: 5 ja 5 on neli käiku 5 punkti võrra, ühe või mitme kabega. Avaveeretus pole kunagi topelt: viigi korral veeretatakse uuesti.
book-faq-single-q = Kas ma võin käia punktile, kus on üksik vastase kabe?
book-faq-single-a = Jah: sa lööd selle. See läheb baarile ja selle omanik peab selle sinu majja sisse laadima, enne kui midagi muud käib.
book-faq-no-move-q = Mis saab, kui ühtki käiku pole võimalik teha?
book-faq-no-move-a = Käik jääb vahele ja veeretab vastane. Kui saab mängida ainult osa veeretusest, mängid selle osa.
book-faq-gammon-q = Mis on gammon?
book-faq-gammon-a = Võit enne, kui kaotaja on võtnud maha ühegi kabe: see loeb kahekordselt. Kui kaotajal on lisaks veel kabe baaril või võitja majas, on see backgammon ja loeb kolmekordselt.
book-faq-tavla-q = Kas tavla on sama mäng?
book-faq-tavla-a = Peaaegu. Türgi tavlal on sama laud, algseis ja käigud, kuid seda mängitakse ilma kahekordistamise kuubikuta ning gammon (mars) annab kaks punkti ja backgammoni pole. See rakendus mängib triktraki kuubikuga.
book-openings-title = Parimad avakäigud
book-openings-text = Mängu esimene käik iga 15 veeretuse jaoks, millega mäng võib alata (topeltiga ei saa: viigi korral veeretatakse uuesti), nii nagu selle rakenduse tugevaim mängija, Maailmatase, seda rahamängus mängib, või kui Maailmatase hindab kaht käiku teineteisest vähem kui 0,01 punkti võrra mängu kohta erinevaks, siis see, mille valib GNU Backgammon. Punktid on nummerdatud käija poolt.
book-openings-roll = Veeretus
book-openings-play = Käik
book-strategy-title = Esimesed strateegia mõtted
book-strategy-points-label = Hõiva punkte:
book-strategy-points = kaks kabet punktil on ohutud ja blokeerivad vastast; kõige rohkem on väärt sinu maja punktid ja sinu 7. punkt.
book-strategy-blots-label = Väldi blotte löögiulatuses:
book-strategy-blots = üksikut kabet kuni kuus punkti vastase kabe ees saab lüüa paljude veeretustega; jäta blotid sinna, kuhu vähesed veeretused ulatuvad või kus löök vähe maksab.
book-strategy-prime-label = Ehita blokaad:
book-strategy-prime = kuuest järjestikusest hõivatud punktist ei pääse üldse mööda ning juba neli või viis järjest hoiavad kinni nende taga olevaid kabesid.
book-strategy-race-label = Võidujookse, kui oled ees:
book-strategy-race = kui sinu silmade arv (punktid, mis su kabedel on veel läbida) on väiksem, katkesta kontakt ja jookse koju; kui see on suurem, hoia punkte vastase poolel ja oota võimalust lüüa.
book-before = Enne
book-after = Pärast { $play }
book-alt-after = Laud pärast { $mover ->
        [white] valge
       *[black] musta
    } käiku { $play }, iga käidud kabe jaoks nool.
book-diagram-start = Algseis. { $mover ->
        [white] Valge
       *[black] Must
    }, all, käib 24-lt 1 poole; { $mover ->
        [white] must
       *[black] valge
    } teistpidi.
book-diagram-hit = { $mover ->
        [white] Valge
       *[black] Must
    } veeretab 6 ja 1 ning käib 13/7* 8/7: 6 lööb { $mover ->
        [white] musta
       *[black] valge
    } bloti 7. punktil ja 1 katab selle. Löödud kabe läheb baarile.
book-diagram-enter = { $mover ->
        [white] Valgel
       *[black] Mustal
    } on kabe baaril ja ta veeretab 5 ja 3. { $mover ->
        [white] Must
       *[black] Valge
    } hoiab oma 5. punkti ({ $mover ->
        [white] valge
       *[black] musta
    } 20. punkti), nii et 5-ga ei saa sisse laadida; 3 laadib { $mover ->
        [white] musta
       *[black] valge
    } 3. punktile (bar/22) ja 5 mängitakse pärast seda (13/8).
book-diagram-larger-die = { $mover ->
        [white] Valge
       *[black] Must
    } veeretab 6 ja 3. Mängida saab ühe või teise täringu, kuid mitte mõlemat: 4. punkt on blokeeritud. Mängida tuleb suurem: 13/7.
book-diagram-both-dice = { $mover ->
        [white] Valge
       *[black] Must
    } veeretab 6 ja 5. Kui mängida kõigepealt 6, 13/7, jääks 5 käiguta (2. ja 6. punkt on blokeeritud). Teine viis mängib mõlemad täringud, seega on see ainus lubatud käik: 13/8 11/5.
book-diagram-bear-off = { $mover ->
        [white] Valge
       *[black] Must
    } veeretab mahavõtmise ajal 6 ja 4. Kõrgeim kabe on 3. punktil, nii et mõlemad täringud võtavad sealt maha: 3/off(2).
book-diagram-single = Tavaline võit: { $mover ->
        [white] must
       *[black] valge
    } on juba kabesid maha võtnud. 1 (tavaline võit) × 1 (kuubik) = 1 punkt.
book-diagram-gammon = Gammon: { $mover ->
        [white] must
       *[black] valge
    } pole ühtki kabet maha võtnud. 2 (gammon) × 2 (kuubik) = 4 punkti.
book-diagram-backgammon = Backgammon: { $mover ->
        [white] must
       *[black] valge
    } pole ühtki kabet maha võtnud ja tal on kabe { $mover ->
        [white] valge
       *[black] musta
    } majas. 3 (backgammon) × 4 (kuubik) = 12 punkti.
book-alt-start = Algseis: kummalgi poolel on kaks kabet oma 24. punktil, viis 13. punktil, kolm 8. punktil ja viis 6. punktil.
book-alt-hit = { $mover ->
        [white] Valge
       *[black] Must
    } mängib algseisust 6 ja 1; { $mover ->
        [white] mustal
       *[black] valgel
    } on üksik kabe { $mover ->
        [white] valge
       *[black] musta
    } 7. punktil.
book-alt-enter = { $mover ->
        [white] Valge
       *[black] Must
    } mängib 5 ja 3, kabe baaril; { $mover ->
        [white] must
       *[black] valge
    } hoiab { $mover ->
        [white] valge
       *[black] musta
    } 19., 20. ja 21. punkti ning { $mover ->
        [white] valge
       *[black] musta
    } 22. punkt on vaba.
book-alt-larger-die = { $mover ->
        [white] Valge
       *[black] Must
    } mängib 6 ja 3, ühe kabega 13. punktil ja neljateistkümnega 1. punktil; { $mover ->
        [white] must
       *[black] valge
    } hoiab { $mover ->
        [white] valge
       *[black] musta
    } 4. punkti.
book-alt-both-dice = { $mover ->
        [white] Valge
       *[black] Must
    } mängib 6 ja 5, kabedega 13. ja 11. punktil ning kolmeteistkümnega 1. punktil; { $mover ->
        [white] must
       *[black] valge
    } hoiab { $mover ->
        [white] valge
       *[black] musta
    } 2. ja 6. punkti.
book-alt-bear-off = { $mover ->
        [white] Valge
       *[black] Must
    } mängib 6 ja 4, viis kabet alles: kaks 3. punktil, kaks 2. punktil ja üks 1. punktil.
book-alt-single = { $mover ->
        [white] Valge
       *[black] Must
    } mängib 6 ja 5, viimane kabe 2. punktil; { $mover ->
        [white] must
       *[black] valge
    } on maha võtnud neli kabet; kuubik on 1.
book-alt-gammon = { $mover ->
        [white] Valge
       *[black] Must
    } mängib 6 ja 5, viimane kabe 2. punktil; { $mover ->
        [white] must
       *[black] valge
    } pole ühtki kabet maha võtnud; kuubik on 2.
book-alt-backgammon = { $mover ->
        [white] Valge
       *[black] Must
    } mängib 6 ja 5, viimane kabe 2. punktil; { $mover ->
        [white] must
       *[black] valge
    } pole ühtki kabet maha võtnud ja tal on kabe { $mover ->
        [white] valge
       *[black] musta
    } 5. punktil; kuubik on 4.

## Vihje

hint-plays-title = Vihje
hint-cube-title = Kahekordistamise kuubiku vihje
hint-cube-no-double = Ära kahekordista
hint-cube-double-take = Kahekordista, vastu võtta
hint-cube-double-pass = Kahekordista, loobuda
hint-teach-me = Õpeta mind
hint-match-chance = Matši võidu tõenäosus { $chance }
hint-chances-mine = Võidad { $win } (gammon { $gammon }, backgammon { $backgammon })
hint-chances-theirs = Vastane võidab { $lose } (gammon { $gammon }, backgammon { $backgammon })
hint-depth = { $plies ->
        [0] esimene pilk
        [1] 1 viske ette
       *[other] { $plies } viset ette
    }
hint-depth-note = Parimaid käike vaadatakse sügavamalt. Eri sügavusel hinnanguid ei saa võrrelda: iga käigu kaotus on arvutatud parima samal sügavusel vaadatud käigu suhtes.
hint-thinking = Mõtlen…
new-game-hints = Vihjed (nupp Vihje)

## Juhendaja (tutor)

settings-tutor = Juhendaja: hoiata mind enne
settings-tutor-off = Väljas
settings-tutor-doubtful = kahtlast või halvemat otsust (kaotus alates 0,04)
settings-tutor-bad = halba või halvemat otsust (kaotus alates 0,08)
settings-tutor-very-bad = väga halba otsust (kaotus alates 0,16)
tutor-title = Juhendaja
tutor-checking = Juhendaja kontrollib sinu otsust…
tutor-loses-play = Võrreldes parima käiguga kaotab see käik { $loss } oodatavast väärtusest (equity).
tutor-loses-double = Kahekordistamine kaotab siin { $loss } oodatavast väärtusest (equity).
tutor-loses-take = Vastu võtmine kaotab { $loss } oodatavast väärtusest (equity).
tutor-loses-pass = Loobumine kaotab { $loss } oodatavast väärtusest (equity).
tutor-loses-beaver = Kobras (beaver) kaotab { $loss } oodatavast väärtusest (equity).
tutor-loses-match-chance = Matši võidu tõenäosus on selle võrra { $chance } väiksem.
tutor-doubtful = Kahtlane otsus (?!).
tutor-bad = Halb otsus (?).
tutor-very-bad = Väga halb otsus (??).
tutor-take-back = Muuda otsust
tutor-show-hint = Näita vihjet
tutor-play-anyway = Mängi ikkagi
hint-top-three = Kolm parimat laual
hint-more-plays = { $count ->
        [one] Näita veel 1 käik
       *[other] Näita veel { $count } käiku
    }

## Laud: mängijad, olekurida, seis, nupud, mängu lõpp, käikude logi, laud, dialoogid
## (abiline i18n). $person: "you", kui pöördutakse mängija poole, muidu "other"; $kind:
## "single", "gammon" või "backgammon"; $ending: "dropped", "resigned" või "none".

player-you = Sina
player-computer = Arvuti
player-black = Must
player-white = Valge
player-named = { $name }

status-thinking = { $name } mõtleb…
status-opening = Mäng { $game }: veereta, et selgitada, kes alustab.
status-opening-tie = Avaveeretus: { $zero } { $zero_die }, { $one } { $one_die }: viik, veereta uuesti.
status-after-opening = Avaveeretus: { $zero } { $zero_die }, { $one } { $one_die }. { $status }
status-to-roll = { $person ->
        [you] Sinu kord veeretada.
       *[other] Veeretab { $name }.
    }
status-to-move = { $person ->
        [you] Sinu käik: { $high }-{ $low }.
       *[other] Käib { $name }: { $high }-{ $low }.
    }
status-to-move-die-choice = { $person ->
        [you] Sinu käik: { $high }-{ $low }.
       *[other] Käib { $name }: { $high }-{ $low }.
    } Kus kumbki täring võib kabe maha võtta, kasutatakse täringut { $spent } („{ -swap-dice }” kasutab täringut { $kept }).
status-cannot-move = { $person ->
        [you] Sul on { $high }-{ $low } ja käiku pole: vajuta „{ -done }”.
       *[other] { $name }: { $high }-{ $low }, käiku pole; vajuta „{ -done }”.
    }
status-double-question = { $person ->
        [you] Pakud
       *[other] { $name } pakub
    } kahekordistamist väärtusele { $value }. { $taker }, kas võtad vastu või loobud?
status-double-waits = { $person ->
        [you] Pakud
       *[other] { $name } pakub
    } kahekordistamist väärtusele { $value }. { $thinking }
status-resign-question = { $person ->
        [you] Pakud
       *[other] { $name } pakub
    } alistumist { $kind ->
        [gammon] gammoniga
        [backgammon] backgammoniga
       *[single] tavalise kaotusega
    }. { $answerer }, kas nõustud või keeldud?
status-resign-waits = { $person ->
        [you] Pakud
       *[other] { $name } pakub
    } alistumist { $kind ->
        [gammon] gammoniga
        [backgammon] backgammoniga
       *[single] tavalise kaotusega
    }. { $thinking }
status-game-over = { $person ->
        [you] Võidad
       *[other] { $name } võidab
    }: { $kind ->
        [gammon] gammon
        [backgammon] backgammon
       *[single] tavaline võit
    }, { $points ->
        [one] { $points } punkt
       *[other] { $points } punkti
    }{ $ending ->
        [dropped] {" "}(kahekordistamisest loobuti)
        [resigned] {" "}(alistumine)
       *[none] {""}
    }.
status-match-over = { $person ->
        [you] Võidad
       *[other] { $name } võidab
    } matši { $won }-{ $lost }.

info-money-game = Rahamäng
info-match-length = Matš { $length } punktini
info-crawford = Crawfordi mäng
info-post-crawford = Crawfordi järel

score-region = Seis
score-to-play = käigul
score-pips = { $pips ->
        [one] { $pips } silm
       *[other] { $pips } silma
    }
score-computer-note = arvuti, { $level }
computer-short-random = Juhuslikud käigud
computer-short-pubeval = pubeval
computer-short-world-class = Maailmatase
computer-short-expert-one-ply = Ekspert, vaatab 1 veeretuse ette

controls-region = Tegevused
controls-settings = { -settings }
control-roll = { -roll }
control-double = { -double }
control-take = Võta vastu
control-drop = Keeldu
control-beaver = Kobras
control-undo = { -undo }
control-done = { -done }
control-resign = { -resign }
control-accept = Nõustu
control-reject = Keeldu
control-next-game = Järgmine mäng
control-swap-dice = { -swap-dice }

double-reason-crawford = Crawfordi mängus ei kahekordistata.
double-reason-one-point = 1-punktilises matšis ei kahekordistata: üks mäng otsustab.
double-reason-dead-cube = Kahekordistamine ei muuda midagi: võit kuubiku praeguse väärtusega võidab matši juba { $person ->
        [you] sinule
       *[other] mängijale { $name }
    }.
double-reason-cube-owned = { $person ->
        [you] Kuubik on sinu käes, nii et ainult sina võid kahekordistada.
       *[other] Kuubik on mängija { $name } käes, nii et ainult tema võib kahekordistada.
    }
double-reason-cube-at-maximum = Kuubik on juba suurimal väärtusel.

resign-title = { -resign }
resign-single = Alistu tavalise kaotusega
resign-gammon = Alistu gammoniga
resign-backgammon = Alistu backgammoniga
cancel = Tühista

ending-headline = { $person ->
        [you] Võidad
       *[other] { $name } võidab
    } { $what ->
        [match] matši
       *[game] mängu
    }
ending-detail = { $kind ->
        [gammon] Gammon
        [backgammon] Backgammon
       *[single] Tavaline võit
    }: { $points ->
        [one] { $points } punkt
       *[other] { $points } punkti
    }{ $ending ->
        [dropped] {" "}(kahekordistamisest loobuti)
        [resigned] {" "}(alistumine)
       *[none] {""}
    }
ending-score = { $last ->
        [yes] Lõppseis
       *[no] Seis
    }: { $zero } { $zero_score }, { $one } { $one_score } ({ $length ->
        [0] rahamäng
       *[other] matš { $length } punktini
    })
ending-new-match = Uus matš

log-region = Käikude logi
log-title = Käigud
log-note-pass-and-play = Iga käik on nummerdatud oma mängija poolelt, nagu laud seda talle näitab.
log-note-versus = Iga käik on nummerdatud sinu poolelt, nagu laual.
log-game = Mäng { $game }
log-by = { $name }: { $text }
log-standard = Standardnotatsioon: { $play }
log-opening-roll = Avaveeretus: { $zero } { $zero_die }, { $one } { $one_die }{ $tie ->
        [yes] {" "}(viik)
       *[no] {""}
    }
log-play = { $dice }: { $moves }
log-cannot-move = { $dice }: käiku pole
log-marked = { $text } { $mark }
log-take = Võtab vastu
log-drop = Loobub
log-double = Kahekordistab väärtusele { $value }
log-beaver = Kobras väärtusele { $value }
log-resign = Pakub alistumist { $kind ->
        [gammon] gammoniga
        [backgammon] backgammoniga
       *[single] tavalise kaotusega
    }
log-accept-resignation = Nõustub alistumisega
log-reject-resignation = Keeldub alistumisest
log-game-won = { $person ->
        [you] Võidad
       *[other] { $name } võidab
    } { $kind ->
        [gammon] gammoniga
        [backgammon] backgammoniga
       *[single] tavalise võiduga
    }: { $points ->
        [one] { $points } punkt
       *[other] { $points } punkti
    }

board-label = Triktrakilaud
board-keys = Nooleklahvid liiguvad punktide vahel, Enter või tühik võtab kabe üles või valib selle sihtpunkti, Escape paneb selle tagasi.
board-point = Punkt { $number }: { $count ->
        [0] tühi
        [one] { $count } { $colour ->
            [white] valge
           *[black] must
        } kabe
       *[other] { $count } { $colour ->
            [white] valget
           *[black] musta
        } kabet
    }{ $state ->
        [selected] , valitud
        [destination] , lubatud sihtpunkt
        [movable] , saab käia
       *[none] {""}
    }
board-side = { $colour ->
        [white] Valge
       *[black] Musta
    } { $what ->
        [bar] baar
       *[tray] salv
    }: { $count ->
        [0] kabesid pole
        [one] { $count } { $colour ->
            [white] valge
           *[black] must
        } kabe
       *[other] { $count } { $colour ->
            [white] valget
           *[black] musta
        } kabet
    }{ $state ->
        [selected] , valitud
        [destination] , lubatud sihtpunkt
        [movable] , saab käia
       *[none] {""}
    }
board-die = { $colour ->
        [white] Valge
       *[black] Must
    } täring: { $value }{ $state ->
        [past] , viimane veeretus
        [used] , kasutatud
       *[none] {""}
    }
board-cube = Kahekordistamise kuubik väärtusel { $value }, { $owner ->
        [black] musta käes
        [white] valge käes
       *[none] keskel
    }
board-cube-offered = { $colour ->
        [white] Valge
       *[black] Must
    } pakub kuubikut väärtusel { $value }

last-play = Viimane käik ({ $name }): { $moves }

notice-ok = OK
notice-dismiss = Sulge teade
notice-computer-failed = Arvuti ei suutnud otsustada: { $reason }
notice-hint-failed = Vihjet ei õnnestunud arvutada: { $reason }
notice-tutor-failed = Juhendaja ei saanud seda otsust kontrollida: { $reason }
refused-not-now = Seda ei saa praegu teha.
refused-invalid-die = Täring näitab 1 kuni 6, mitte { $value }.
refused-cube-disabled = Selles matšis kuubikut ei kasutata.
refused-no-cube-access = Kuubik on vastase käes.
refused-dead-cube = Kuubik võidab matši juba: kahekordistamine on mõttetu.
refused-beaver = Kobras pole siin lubatud.
refused-illegal-play = See käik pole nende täringutega lubatud.

new-game-title = { -new-game }
new-game-opponent = Vastane
new-game-computer = Arvuti
new-game-person = Inimene
new-game-second-person = Teine inimene samas seadmes
new-game-match = Matš
new-game-points = { $points ->
        [one] { $points } punkt
       *[other] { $points } punkti
    }
new-game-rules = Reeglid
new-game-cube = Kahekordistamise kuubik
new-game-jacoby = Jacoby reegel
new-game-beavers = Kobrad
new-game-money-rules-note = Jacoby reegel ja kobrad: { $note }
money-rules-match = Ainult rahamängus, mitte matšis.
money-rules-no-cube = Ainult kahekordistamise kuubikuga.
new-game-name-bottom = { $colour ->
        [white] Valge
       *[black] Must
    } (all)
new-game-name-top = { $colour ->
        [white] Valge
       *[black] Must
    } (üleval)
new-game-start = Alusta
abandon-title = Kas lõpetada käimasolev matš?
abandon-warning = { $length ->
        [0] Käimasolev rahamäng
       *[other] Käimasolev matš { $length } punktini
    } ({ $zero } { $zero_score }, { $one } { $one_score }) lõpeb jäädavalt.
abandon-keep = Mängi edasi
abandon-confirm = Lõpeta ja alusta

## Salvestamine brauserisse (abiline i18n). $store: "save", "settings" või "statistics";
## $why: "damaged", "newer" või "older"; $next: üks teadetest storage-*-kept ja
## storage-*-in-place; $key: localStorage'i võti.

storage-unreadable = { $store ->
        [save] Salvestatud matši
        [settings] Sinu seadeid
       *[statistics] Sinu statistikat
    } ei õnnestunud lugeda: { $store ->
        [settings] need on
       *[other] see on
    } { $why ->
        [damaged] rikutud
        [newer] kirjutatud mängu uuema versiooniga
       *[older] kirjutatud vanema versiooniga, mida see versioon lugeda ei oska
    }. { $next }
storage-save-kept = See säilitati muutmata kujul võtme „{ $key }” all; algab uus matš.
storage-save-in-place = Sellest ei saanud koopiat teha, nii et see jääb võtme „{ $key }” alla ja seda matši ei salvestata, et seda mitte üle kirjutada.
storage-settings-kept = Need säilitati võtme „{ $key }” all; kasutatakse vaikeseadeid.
storage-settings-in-place = Neist ei saanud koopiat teha, nii et need jäävad võtme „{ $key }” alla; kasutatakse vaikeseadeid, mida nende peale ei salvestata.
storage-statistics-kept = See säilitati võtme „{ $key }” all; loendamine algab uuesti nullist.
storage-statistics-in-place = Sellest ei saanud koopiat teha, nii et see jääb võtme „{ $key }” alla ja mänge ei loendata, kuni see on eemaldatud.
storage-save-refused = Seda matši ei saa salvestada: brauser keeldus seda salvestamast (selle mälu võib olla täis või välja lülitatud). Varem salvestatu on alles; lehe uuesti laadimine viiks selle juurde tagasi.
storage-settings-refused = Sinu seadeid ei saa salvestada: brauser keeldus neid salvestamast (selle mälu võib olla täis või välja lülitatud). Need kehtivad, kuni leht suletakse.
storage-statistics-refused = Statistikat ei saa salvestada: brauser keeldus seda salvestamast (selle mälu võib olla täis või välja lülitatud). Varem loendatu on alles.
storage-changed-elsewhere = Seda matši muudeti teises vahekaardis või aknas; see vahekaart näitab nüüd uuemat seisu.
storage-changed-elsewhere-unreadable = Matši muudeti teises vahekaardis või aknas ja see vahekaart ei suuda uut salvestust lugeda. See vahekaart ei kirjuta sellest üle; jätkamiseks laadi leht uuesti.

## Valgete või mustadega mängimine: alumise mängija värv vormil Uus mäng. $colour: "black"
## või "white"; $person: "you" arvuti vastu, muidu "other".
new-game-colour = { $person ->
        [you] Sinu kabed
       *[other] Alumise mängija kabed
    }
new-game-colour-choice = { $colour ->
        [white] Valged
       *[black] Mustad
    }

## Link seisule (#gnubg=PositionID:MatchID)

link-title = Ava seis
link-opens = See link avab seisu { $id }.
link-ends-match = Selle avamine lõpetab sinu pooleli oleva matši, mida ei jäeta alles.
link-play-computer = Mängi vastu: { $level }
link-pass-and-play = Kordamööda mängimine, kaks mängijat
link-keep = Jäta minu matš alles
link-cancel = Tühista
link-error-title = Seda linki ei saa avada
link-error-syntax = Link ei ole kujul PositionID:MatchID.
link-error-position = Lingi Position ID-d ei saa lugeda.
link-error-match = Lingi Match ID-d ei saa lugeda.
link-error-state = Lingi seisu ja matši olekut ei saa mängida (näiteks on kuubik või matši pikkus lubatust väljas või mäng juba läbi).
link-error-kept = Sinu salvestatud matš jääb nii, nagu ta oli.


## Seisu ID-d: näidatud, kopeeritud, kleebitud (abiline inout; src/position_ids.rs,
## src/web/components/position_dialog.rs).
ids-menu = Seis
ids-title = Seisu ID-d
ids-intro = Laual olev seis nii, nagu GNU Backgammon ja eXtreme Gammon selle kirja panevad, et kopeerida see teise programmi; või kleebi ID, et laud selle järgi üles seada.
ids-gnubg = GNU Backgammoni ID (Position ID:Match ID)
ids-xgid = XGID (eXtreme Gammon)
ids-copy-gnubg = Kopeeri GNU Backgammoni ID
ids-copy-xgid = Kopeeri XGID
ids-copy = Kopeeri
ids-copied = Kopeeritud lõikelauale.
ids-copy-refused = Brauser ei lubanud lehel kopeerida: ID on valitud, kopeeri see klahvidega Ctrl+C (või oma seadme käsuga Kopeeri).
ids-paste = Kleebi GNU Backgammoni ID või XGID
ids-open = Ava see seis
ids-opens = Kleebitud ID avab seisu { $id }.
ids-error-empty = Kleebi või kirjuta kõigepealt ID.
ids-error-gnubg-syntax = GNU Backgammoni ID on Position ID ja Match ID, mida ühendab üks koolon (14 + 1 + 12 märki).
ids-error-position-length = Position ID-s on { $count ->
        [one] { $count } märk
       *[other] { $count } märki
    }, oodatakse 14.
ids-error-position-character = Position ID-s on märk „{ $char }”, mis ei kuulu Base64 hulka (A–Z, a–z, 0–9, + ja /).
ids-error-position-checkers = Position ID kirjeldab ühel poolel rohkem kui 15 kabet.
ids-error-position-illegal = Position ID ei ole lubatud seis: { $reason }
ids-error-match-length = Match ID-s on { $count ->
        [one] { $count } märk
       *[other] { $count } märki
    }, oodatakse 12.
ids-error-match-character = Match ID-s on märk „{ $char }”, mis ei kuulu Base64 hulka (A–Z, a–z, 0–9, + ja /).
ids-error-match-invalid = Match ID ei kirjelda matši seisu: { $reason }
ids-error-xgid-fields = XGID-l on 10 koolonitega eraldatud osa; sellel on { $count }.
ids-error-xgid-position-length = XGID seisus on { $count ->
        [one] { $count } märk
       *[other] { $count } märki
    }, oodatakse 26.
ids-error-xgid-position-character = XGID seisus on märk „{ $char }”; kabesid loevad ainult -, A–P ja a–p.
ids-error-xgid-illegal = XGID seis ei ole lubatud: { $reason }
ids-error-xgid-field = XGID { $field ->
        [cube] kuubiku väärtus
        [owner] kuubiku omanik
        [turn] käiguga mängija
        [dice] täringud
        [score-bottom] alumise mängija punktid
        [score-top] ülemise mängija punktid
        [rules] reeglid
        [length] matši pikkus
       *[max-cube] kuubiku suurim väärtus
    } on „{ $text }”, mis ei ole võimalik.
ids-error-xgid-score = { $side ->
        [bottom] Alumise
       *[top] Ülemise
    } mängija punktid, { $score }, ületavad matši pikkuse.
ids-xgid-pending-beaver = XGID-s ootab kobras või pesukaru, mida GNU Backgammoni ID kirja panna ei saa.
ids-xgid-state = XGID matši seis ei mahu GNU Backgammoni ID-sse: { $reason }
ids-xgid-not-playing = XGID kirjeldab käimasolevat mängu, aga { $state ->
        [none] ükski mäng pole veel alanud
        [over] see mäng on läbi
        [resigned] see mäng lõppes alistumisega
        [dropped] see mäng lõppes kahekordistamisest loobumisega
       *[playing] see mäng ei oota otsust
    }.
ids-xgid-resignation = XGID ei saa kirjeldada pakutud alistumist.
ids-xgid-turn = Tegutsema peaks mängija, kes pole ei käigul ega vasta kahekordistamisele.
ids-board-too-many = { $side ->
        [on-roll] Käigul oleval mängijal
        [opponent] Käigul oleva mängija vastasel
        [bottom] Alumisel mängijal
       *[top] Ülemisel mängijal
    } on { $count } kabet; lubatud on kõige rohkem 15.
ids-board-bad-count = Laua koht { $index } sisaldab võimatu arvu kabesid ({ $count }).
ids-board-shared-point = Mõlemal poolel on kabed punktil { $point }.
ids-board-no-such-point = Punkti { $point } ei ole: punktid on 1 kuni 24 ja 25 on baar.
ids-match-cube = Kuubik näitab { $value }, mis ei ole kahe aste kuni 4096.
ids-match-owner = Kuubiku omaniku kood on { $code }; kasutatakse ainult 0, 1 ja 3.
ids-match-state = Mängu oleku kood on { $code }; koodid ulatuvad 4-ni.
ids-match-die = Täring näitab { $value }; täringud näitavad 1 kuni 6.
ids-match-half-dice = Täringud on { $first } ja { $second }: veeretatud on kas mõlemad või mitte kumbki.
ids-match-length = Matši pikkus, { $length }, ületab 32767.
ids-match-score = Mängija { $player } punktid, { $score }, ei ole selles matšis võimalikud.
ids-match-crawford = Crawfordi mäng on märgitud rahamängus.
ids-match-unused = Bitid, mis peavad olema nullid, on seatud.
ids-setup-length = Matš on { $length } punkti pikk; see mäng mängib matše 1 kuni { $max } punktini (0 on rahamäng).
ids-setup-cube = Kuubik näitab { $value }; selles mängus ulatub see { $max }-ni.
ids-setup-won = Mängija { $player } on matši juba võitnud, ometi mäng käib.
ids-setup-inconsistent = Matši seis on endaga vastuolus: { $what ->
        [no-game-turn] ükski mäng pole alanud, ometi peaks mängija tegutsema
        [no-game-cube] ükski mäng pole alanud, ometi on kuubik liikunud
        [finished-board] mäng käib laual, kust üks pool on juba kõik kabed maha võtnud
        [resign-and-double] alistumine ja kahekordistamine on pakutud korraga
        [resign-not-on-roll] alistub mängija, kes pole käigul
        [double-after-roll] kahekordistamist pakutakse pärast täringute veeretamist
        [beaver-cube] kobras ootab, aga kobrast pakkunud mängijal pole kuubikut
        [beaver-not-allowed] kobras ootab seal, kus kobras pole lubatud
        [opponent-to-act] käigul oleva mängija vastane peaks tegutsema, kuigi midagi pole pakutud
        [over-with-checkers] mäng on märgitud mahavõtmisega võidetuks, ometi on võitjal kabesid laual
        [resigned-no-level] mäng lõppes alistumisega ilma tasemeta
       *[other] selle väljad ei sobi kokku
    }.


## Matšifailid: eksport ja import (abiline inout; src/match_files.rs,
## src/web/components/match_files_dialog.rs).
files-menu = Matšifailid
files-title = Matšifailid
files-intro = Salvesta see matš failina, mida loevad teised triktraki programmid, või ava matš failist, et seda taasesitada ja analüüsida.
files-export-mat = Laadi alla .mat-failina (Jellyfish)
files-export-sgf = Laadi alla SGF-failina (GNU Backgammon)
files-exported = { $name } on alla laaditud.
files-import = Ava matšifail (.mat või .sgf)
files-drop = Matšifaili võid ka lehele lohistada.
files-reading = Loen faili { $name }…
files-export-empty = Veel pole midagi salvestada: matšis pole ühtegi käiku.
files-export-not-from-start = See matš seati üles seisust, nii et selle ajalugu ei alga matši algusest: matšifail ei saa seda hoida.
files-export-rules = { $format ->
        [mat] .mat-fail
       *[sgf] SGF-fail
    } ei saa hoida selle matši reegleid: sellel on alati kahekordistamise kuubik{ $format ->
        [mat] , matšis Crawfordi reegel ja rahamängus GNU Backgammoni rahamängu reeglid (Jacoby reegel, kobras)
       *[sgf] ja rahamängus GNU Backgammoni kobras
    }.
files-error-too-large = { $name } on { $size } kB; matšifail, mida see mäng avab, on kõige rohkem { $max } kB.
files-error-download = Brauser ei loonud faili { $name }.
files-error-not-text = Faili { $name } ei saa lugeda tekstina.
files-error-no-moves = Failis { $name } pole ühtegi matši käiku.
files-error-line = { $name }, rida { $line }: { $problem }
files-error-kept = Sinu matš ja selle salvestus jäävad nii, nagu olid.
files-problem-unexpected = „{ $found }” ei ole see, mis { $format ->
        [mat] .mat-failis
       *[sgf] SGF-failis
    } siin on.
files-problem-truncated = fail lõpeb enne, kui matš on lõpuni kirjas: see võib olla poolik.
files-problem-length = matš { $length } punktini; see mäng mängib matše 1 kuni { $max } punktini (0 on rahamäng).
files-problem-move = käik „{ $play }” veeretusele { $dice }: { $reason }
files-problem-no-play = veeretusele { $dice } pole käiku kirjutatud, kuigi nende täringutega saab käia.
files-problem-refused = fail { $action ->
        [opening-roll] teeb avaveeretuse
        [roll] veeretab
        [double] pakub kahekordistamist
        [take] võtab kahekordistamise vastu
        [drop] loobub kahekordistamisest
        [beaver] pakub kobrast
        [play] käib
        [resign] alistub
        [accept] nõustub alistumisega
        [reject] keeldub alistumisest
       *[next-game] alustab järgmist mängu
    } seal, kus reeglid seda ei luba: { $reason }
files-problem-wrong-player = see on kirjutatud { $written ->
        [left] vasaku veeru mängijale
        [right] parema veeru mängijale
        [white] valgele
       *[black] mustale
    }, aga tegutsema peab { $to_act ->
        [left] vasaku veeru mängija
        [right] parema veeru mängija
        [white] valge
        [black] must
       *[none] mitte keegi
    }.
files-problem-wrong-cube = kuubik läheb väärtusele { $offered }, mitte { $written }.
files-problem-wrong-score = kirjutatud seis { $written_zero }–{ $written_one } ei ole seis { $played_zero }–{ $played_one }, mille eelnevad mängud annavad.
files-problem-wrong-game = mäng { $written } on kirjutatud sinna, kus tuleb mäng { $expected }.
files-problem-wrong-result = mäng ei lõppenud nii, et { $winner ->
        [left] vasaku veeru mängija
        [right] parema veeru mängija
        [white] valge
       *[black] must
    } võitis { $points } punkti.
files-problem-bad-resignation = { $points } punkti kuubikuga { $cube } ei ole tavaline võit, gammon ega backgammon.
files-problem-resignation-out-of-turn = { $loser ->
        [left] vasaku veeru mängija
        [right] parema veeru mängija
        [white] valge
       *[black] must
    } alistub, kuigi pole käigul, ja seda see mäng ei salvesta.
files-problem-game-not-over = uus mäng algab enne, kui eelmine lõppes.
files-problem-after-match-over = matš on siin juba läbi.
files-problem-unsupported = see mäng ei loe { $what ->
        [set-up] seisust üles seatud mängu
        [variation] varianti (mängupuud teise sees)
       *[other] seda SGF-faili osa
    }.
files-move-syntax = „{ $part }” ei ole loetav: { $problem ->
        [bad-point] punktid on 1 kuni 24, bar (25) ja off (0)
        [missing-destination] käik kirjutatakse kust/kuhu
        [not-forward] kabed liiguvad madalamate punktide poole
        [off-as-source] off saab olla ainult käigu siht
        [bar-as-destination] baar saab olla ainult käigu algus
        [bad-count] arv sulgudes (n) on 1 kuni 4
       *[unexpected-character] märk, millel pole käigus kohta
    }.
files-move-no-checker-bar = baaris pole kabet, mida liigutada.
files-move-no-checker = punktil { $point } pole kabet, mida liigutada.
files-move-not-legal = need liigutused ei ole nende täringutega lubatud käik.
files-move-ambiguous = nende liigutustega sobib { $count } lubatud käiku: puudub punkt, kus kabe teel peatub.
files-open-title = Kas avada matš failist?
files-imported-summary = { $name }: { $zero } ja { $one }, { $length ->
        [0] rahamäng
       *[other] matš { $length } punktini
    }, { $games ->
        [one] { $games } mäng
       *[other] { $games } mängu
    }, seis { $zero_score }–{ $one_score }.
files-open-ends-match = Selle avamine lõpetab sinu pooleli oleva matši, mida ei säilitata.
files-open-review = Ava ülevaateks
files-keep = Jäta minu matš

## Laud: laua värvid, helid, silmade arv, automaatne veeretamine (Seaded)

settings-home = Mängu suund
settings-home-right = Vastupäeva (maja paremal)
settings-home-left = Päripäeva (maja vasakul)
settings-theme = Laua värvid
settings-theme-felt = Roheline kalev
settings-theme-wood = Klassikaline puit (tume- ja helepruun)
settings-theme-high-contrast = Suur kontrastsus
settings-sounds = Täringute, kabede ja löömise helid
settings-volume = Helitugevus
settings-show-pips = Näita silmade arvu
settings-auto-roll = Veereta ise, kui kahekordistamine pole võimalik

## The review: analysis and replay (src/view_model/review.rs, src/web/components/review.rs)

review-open = Ülevaade
review-analyse-match = Analüüsi matši
review-analysis-title = Analüüs
review-depth = Sügavus
review-depth-expert = Ekspert (kiire)
review-depth-world-class = Maailmatase
review-analyse = Analüüsi
review-stop = Peata
review-progress = Analüüsitud { $done } toimingut { $total }-st
review-analysis-failed = Analüüs peatus: { $reason }
review-row-unforced = Vabad otsused
review-row-doubtful = Kahtlased vead (?!)
review-row-bad = Halvad vead (?)
review-row-very-bad = Väga halvad vead (??)
review-row-error-rate = Veamäär (×1000)
review-row-error-rate-mwc = Veamäär matši võiduvõimalustes (×1000)
review-row-pr = PR (nagu eXtreme Gammon selle annab)
review-row-rating = Hinnang
review-row-luck = Õnn
review-rating-supernatural = Üleloomulik
review-rating-world-class = Maailmatase
review-rating-expert = Ekspert
review-rating-advanced = Edasijõudnu
review-rating-intermediate = Keskmine
review-rating-casual = Harrastaja
review-rating-beginner = Algaja
review-rating-awful = Kohutav!
review-chart-title = Mängija { $name } võiduvõimalused mängus, käik käigult
review-chart-point = Mäng { $game }: { $chance }
review-mistakes-title = Suurimad vead
review-no-mistakes = Seni vigu pole.
review-mistake-play = Mäng { $game }, { $name }, { $dice }: käis { $play }, parim { $best }
review-mistake-cube = Mäng { $game }, { $name }: { $decision }
review-no-move = käiku polnud
review-notation = { $play }
review-kind-play = käik
review-kind-double = kahekordistas
review-kind-no-double = ei kahekordistanud
review-kind-take = võttis vastu
review-kind-pass = loobus
review-kind-beaver = kobras (beaver)
review-replay-title = Taasesitus
review-replay-where = Mäng { $game }/{ $games }, seis { $position }/{ $positions }
review-replay-back = ← Tagasi
review-replay-forward = Edasi →
review-replay-previous-game = Eelmine mäng
review-replay-next-game = Järgmine mäng
review-leave = Tagasi matši juurde
review-storage-unreadable = Matši analüüsi ei õnnestunud lugeda: see on { $why ->
        [damaged] rikutud
        [newer] kirjutatud mängu uuema versiooniga
       *[older] kirjutatud vanema versiooniga, mida see versioon lugeda ei oska
    }. { $next }
review-storage-kept = See säilitati võtme „{ $key }” all; matši saab uuesti analüüsida.
review-storage-in-place = Sellest ei saanud koopiat teha, nii et see jääb võtme „{ $key }” alla ja uut analüüsi selle peale ei salvestata.
review-storage-refused = Analüüsi ei saa salvestada: brauser keeldus seda salvestamast (selle mälu võib olla täis või välja lülitatud). See on näha, kuni leht suletakse; varem salvestatu on alles.

## Practice from your own mistakes (src/practice.rs, src/view_model/practice.rs,
## src/web/components/practice.rs)

practice-storage-unreadable = Harjutamiseks hoitud vigu ei õnnestunud lugeda: { $why ->
        [damaged] need on rikutud
        [newer] need on kirjutanud mängu uuem versioon
       *[older] need on kirjutanud vanem versioon, mida see versioon lugeda ei oska
    }. { $next }
practice-storage-kept = Need säilitati võtme „{ $key }” all; nüüdsest analüüsitud matšide vead hoitakse jälle alles.
practice-storage-in-place = Neist ei saanud koopiat teha, nii et need jäävad võtme „{ $key }” alla ja nende peale ei salvestata midagi.
practice-storage-refused = Harjutatavaid vigu ei saa salvestada: brauser keeldus neid salvestamast (selle mälu võib olla täis või välja lülitatud). Varem salvestatu on alles.
practice-title = Harjuta oma vigu
practice-start = Harjuta oma vigu
practice-due = { $count ->
        [one] { $count } viga harjutamiseks
       *[other] { $count } viga harjutamiseks
    }
practice-where = Seis { $position }/{ $positions }
practice-prompt-play = Veeretasid { $dice }: leia parim käik.
practice-prompt-double = Kahekordistada või veeretada kahekordistamata?
practice-prompt-take = Vastu võtta või loobuda?
practice-judging = Kontrollin sinu vastust…
practice-try-again = See pole parim: see kaotab { $loss }. Proovi uuesti.
practice-praise = { $first ->
        [yes] Hästi mängitud: sama hea kui parim.
       *[no] Hästi mängitud teisel katsel: sama hea kui parim.
    }
practice-solution = { $best }.
practice-solution-after = { $best }. Sinu valik kaotas { $loss }.
practice-best-play = Parim käik on { $play }
practice-best-double = Parim on kahekordistada
practice-best-no-double = Parim on veeretada kahekordistamata
practice-best-take = Parim on vastu võtta
practice-best-pass = Parim on loobuda
practice-best-beaver = Parim on vastata kopraga (beaver)
practice-best-unknown = Parimat otsust ei õnnestunud arvutada
practice-bad-position = Seda seisu ei saa üles seada: { $reason }
practice-hint-failed = Lahendust ei õnnestunud arvutada: { $reason }
practice-show-solution = Näita lahendust
practice-next = Järgmine seis
practice-finish = Lõpeta harjutamine
practice-leave = Tagasi matši juurde

## The review: cube errors by kind, the result and the luck-adjusted result, the chart's
## chances, replay from the move log (helper review2). $unit: "points" või "mwc"; $depth:
## "expert" või "world-class".
review-row-missed-doubles = Tegemata kahekordistamised
review-row-wrong-doubles = Valed kahekordistamised
review-row-wrong-takes = Valed vastuvõtmised
review-row-wrong-passes = Valed loobumised
review-cube-errors-cell = { $count } ({ $equity })
review-cube-errors-cell-match = { $count } ({ $equity }; { $mwc }%)
review-row-result = Tulemus ({ $unit ->
        [mwc] matši võiduvõimalused
       *[points] punktid
    })
review-result-points = { $value }
review-result-mwc = { $value }%
review-row-luck-adjusted = Õnne järgi korrigeeritud tulemus ({ $unit ->
        [mwc] matši võiduvõimalused
       *[points] punktid
    })
review-chart-axis-analysis = Kuubikuta, pärast iga käiku, nagu analüüs tasemel { $depth ->
        [expert] Ekspert
       *[world-class] Maailmatase
    } seda hindas.
review-chart-axis-zero-ply = Kuubikuta, pärast iga käiku, nagu võrk seisu esmapilgul hindab (0 ply).
help-app-review-label = Ülevaade:
help-app-review = pärast mängu või nupuga Ülevaade: mõlema mängija iga otsuse analüüs, võiduvõimaluste graafik ja suurimad vead. Vasak- ja paremnooleklahv liigutavad taasesitust tagasi ja edasi ülevaate ekraani igast kohast (välja arvatud laual ja sisestusväljal); käikude logi rida, millele klõpsatakse või puudutatakse (või Enter sellel), viib seisu juurde pärast seda.

## The tutor and hints in the rules book's chapter on the app (src/web/components/help/chapters.rs)
help-app-tutor-label = Juhendaja ({ -settings }):
help-app-tutor = vaikimisi väljas; see võib sind hoiatada enne kahtlast, halba või väga halba otsust (sellist, mis kaotab vähemalt 0,04, 0,08 või 0,16 oodatavast väärtusest, nagu GNU Backgammon seda hindab). Enne sellist käiku, kahekordistamist, vastuvõtmist või loobumist ütleb see, kui palju otsus kaotab, ja laseb sul otsust muuta, vihjet vaadata või ikkagi mängida; käikude loend märgib sinu vead märkidega ?!, ? ja ??, ka pärast lehe uuesti laadimist. Matšil, mis alustati vormis „{ -new-game }” väljalülitatud vihjetega, pole nuppu Vihje ega juhendajat.

## The review's move log by game (src/view_model/review/game_log.rs, src/web/components/review.rs;
## helper reviewgaps)

# The links to each game of the match above the review's move log, for screen readers.
review-log-games = Matši mängud

## An XGID's rules kept or refused when it is pasted (src/position_ids.rs; helper reviewgaps)

# $limit: the XGID's largest cube (2 to the power of its max cube field); $max: this game's (64).
ids-xgid-max-cube = XGID piirab kuubiku väärtuse { $limit }-ni, aga selles mängus ulatub kuubik { $max }-ni: mäng ei saa seda piirangut järgida.
