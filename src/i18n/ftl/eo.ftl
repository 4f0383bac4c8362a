# La vortoj de la aplikaĵo en Esperanto. Terminoj (-nomo) estas la nomoj de la butonoj, al kiuj
# la helpo referencas. Vortaro: docs/terminology.md.

-roll = Ĵeti
-double = Duobligi
-resign = Rezigni
-undo = Malfari
-done = Finite
-swap-dice = Interŝanĝi ĵetkubojn
-new-game = Nova ludo
-settings = Agordoj
-statistics = Statistikoj

## La paĝo

app-title = Triktrako
menu = Menuo
menu-statistics = { -statistics }
menu-rules = Reguloj
menu-new-game = { -new-game }
close = Fermi

## Agordoj

settings-title = { -settings }
settings-language = Lingvo
settings-animation = Rapido de la animacioj
settings-speed-off = Malŝaltita (tuj)
settings-speed-fast = Rapida
settings-speed-normal = Normala
settings-speed-slow = Malrapida
settings-auto-forced = Ludi devigajn movojn aŭtomate
settings-auto-confirm = Konfirmi la movon, kiam la lasta peco estas movita (sen „{ -done }”)
settings-double-click = Formovi pecon per duobla klako aŭ duobla tuŝeto

## Statistikoj

stats-title = { -statistics }
stats-empty = Ankoraŭ neniu finita ludo.
stats-caption = Venkoj–malvenkoj de la suba ludanto (vi, kontraŭ la komputilo).
stats-games = Ludoj
stats-gammons = Gammonoj
stats-backgammons = Backgammonoj
stats-backgammons-short = Backg.
stats-matches = Maĉoj
stats-cell =
    { $won ->
        [one] { $won } venko
       *[other] { $won } venkoj
    }, { $lost ->
        [one] { $lost } malvenko
       *[other] { $lost } malvenkoj
    }
stats-note = Ĉiu finita ludo estas kalkulata unufoje, kiam ĝi finiĝas; backgammono kalkuliĝas kiel backgammono, ne ankaŭ kiel gammono. En ludo de du personoj ĉe unu aparato la nombroj estas tiuj de la suba ludanto.
stats-backups = Nelegeblaj statistikoj estis konservitaj sub: { $keys }.
stats-reset = Nuligi la statistikojn
stats-reset-question = Ĉu nuligi ĉiujn statistikojn? Tion oni ne povas malfari.
stats-keep = Konservi ilin
stats-reset-confirm = Jes, nuligi
stats-opponent-two-players = Du ludantoj
stats-opponent-computer = Komputilo: { $level }
stats-opponent-unknown = { $name }

## La komputilaj ludantoj

computer-random = Hazardaj movoj (ekzercado)
computer-pubeval = pubeval (la mezurilo de Tesauro)
computer-beginner = Komencanto
computer-casual = Hobiisto
computer-intermediate = Meznivela
computer-advanced = Progresinto
computer-expert = Eksperto
computer-world-class = Mondklasa (antaŭvidas 2 ĵetojn)
computer-expert-one-ply = Eksperto antaŭvidanta 1 ĵeton (analizo)

## Reguloj kaj helpo

help-title = Reguloj kaj helpo
help-contents = Enhavo
help-bearing-off-title = Formovado
help-cube-title = La duobligo-kubo
help-match-title = Maĉoj
help-app-title = Uzado de ĉi tiu aplikaĵo

help-board-points = { $home ->
        [left] La tabulo havas 24 mallarĝajn triangulojn en kvar kvaronoj po ses. La trianguloj estas numeritaj de la flanko de la suba ludanto: 1 ĝis 6 malsupre maldekstre (la hejmo de { $mover ->
            [white] Blanka
           *[black] Nigra
        }), 7 ĝis 12 malsupre dekstre, 13 ĝis 18 supre dekstre kaj 19 ĝis 24 supre maldekstre (la hejmo de { $mover ->
            [white] Nigra
           *[black] Blanka
        }). Sur la lato en la mezo staras la kaptitaj pecoj; sur la pletoj maldekstre, la formovitaj.
       *[right] La tabulo havas 24 mallarĝajn triangulojn en kvar kvaronoj po ses. La trianguloj estas numeritaj de la flanko de la suba ludanto: 1 ĝis 6 malsupre dekstre (la hejmo de { $mover ->
            [white] Blanka
           *[black] Nigra
        }), 7 ĝis 12 malsupre maldekstre, 13 ĝis 18 supre maldekstre kaj 19 ĝis 24 supre dekstre (la hejmo de { $mover ->
            [white] Nigra
           *[black] Blanka
        }). Sur la lato en la mezo staras la kaptitaj pecoj; sur la pletoj dekstre, la formovitaj.
    }
help-board-direction = { $home ->
        [left] { $mover ->
            [white] Blanka
           *[black] Nigra
        }, malsupre, movas de 24 al 1: supre de maldekstre dekstren, poste malsupre de dekstre maldekstren. { $mover ->
            [white] Nigra
           *[black] Blanka
        } movas inverse, de 1 al 24. Komence ĉiu ludanto havas du pecojn en la hejmo de la kontraŭulo (sur la 24-a triangulo), kvin sur la 13-a, tri sur la 8-a kaj kvin sur la 6-a, kalkulante de sia propra flanko.
       *[right] { $mover ->
            [white] Blanka
           *[black] Nigra
        }, malsupre, movas de 24 al 1: supre de dekstre maldekstren, poste malsupre de maldekstre dekstren. { $mover ->
            [white] Nigra
           *[black] Blanka
        } movas inverse, de 1 al 24. Komence ĉiu ludanto havas du pecojn en la hejmo de la kontraŭulo (sur la 24-a triangulo), kvin sur la 13-a, tri sur la 8-a kaj kvin sur la 6-a, kalkulante de sia propra flanko.
    }

help-moving-start = Komence ĉiu ludanto ĵetas unu ĵetkubon; kiu ĵetis pli altan nombron, komencas kaj ludas ambaŭ ĵetitajn nombrojn (ĉe egalaj nombroj oni ĵetas denove). Poste la ludantoj alternas: ĵeti du ĵetkubojn, poste movi.
help-moving-dice = Ĉiu ĵetkubo estas aparta movo: kun 5 kaj 3 vi movas unu pecon 5 triangulojn kaj unu pecon 3 triangulojn, aŭ unu pecon 5 kaj poste 3 (ĉiu haltejo devas esti libera).
help-moving-doubles = Duobla ĵeto (la sama valoro sur ambaŭ ĵetkuboj) estas ludata kvaroble: 4 kaj 4 estas kvar movoj de 4.
help-moving-blocked = Triangulo kun du aŭ pli da pecoj de la kontraŭulo estas blokita: vi ne povas halti tie.
help-moving-hit = Solan pecon de la kontraŭulo sur triangulo (unuopon) oni povas kapti: via peco haltas tie, kaj la unuopo iras al la lato.
help-moving-bar = Ludanto kun peco sur la lato devas unue enigi ĝin en la hejmon de la kontraŭulo, sur la triangulon de unu el la ĵetkuboj (3 enigas sur la 3-an triangulon de la kontraŭulo, la 22-an laŭ via flanko). Nenio alia moviĝas, ĝis ĉiuj pecoj de la lato eniris; se neniu ĵetkubo permesas eniri, vi perdas la vicon.
help-moving-both-dice = Vi devas uzi ambaŭ ĵetkubojn, kiam vi povas. Kiam nur unu estas uzebla, vi devas uzi la pli grandan, se tio eblas. Kiam neniu movo eblas, la vico pasas.

help-bearing-off-text = Kiam ĉiuj viaj 15 pecoj estas en via hejmo, vi rajtas formovi ilin: ĵetkubo forprenas pecon de la triangulo kun sia numero (4 de la 4-a triangulo). Ĵetkubo pli alta ol via plej alta okupita triangulo forprenas pecon de tiu plej alta triangulo. Anstataŭe vi povas ankaŭ movi ene de la hejmo. Peco kaptita dum vi formovas devas reveni ĉirkaŭ la tabulo, antaŭ ol vi povas denove formovi.

help-cube-text = Ludo valoras unu poenton oble la valoron de la duobligo-kubo, kiu komence kuŝas en la mezo kun la valoro 1 (ĝia faco montras 64). Antaŭ ol ĵeti, ludanto, kiu kredas sin gvidanta, povas proponi duobligon: daŭrigi la ludon je duobla intereso.
help-cube-take-label = Akcepti:
help-cube-take = la kontraŭulo akceptas; la ludo daŭras je la duobla valoro, kaj la akceptinto posedas la kubon: nur la akceptinto rajtas duobligi venontfoje (reduobligo).
help-cube-drop-label = Malakcepti:
help-cube-drop = la kontraŭulo rifuzas kaj perdas la ludon je la valoro antaŭ la duobligo.
help-cube-beaver-label = Kastoro („beaver”, nur en mona ludo):
help-cube-beaver = la kontraŭulo akceptas kaj tuj reduobligas, tenante la kubon; la duobliginto tiam akceptas aŭ malakceptas je la nova valoro. Ĝis tri kastoroj povas sekvi unu la alian, kaj nur kiam la opcio estas ŝaltita.
help-cube-jacoby-label = La regulo de Jacoby (nur en mona ludo):
help-cube-jacoby = kiam ĝi estas ŝaltita, gammonoj kaj backgammonoj kalkuliĝas kiel simplaj ludoj, ĝis iu duobligis. Ĝi ne malpliigas rezignon.

help-gammons-text = Se la malvenkanto ne formovis eĉ unu pecon, kiam la ludo finiĝas, la venkanto gajnas gammonon: duoble la valoron de la kubo. Se la malvenkanto krome ankoraŭ havas pecon sur la lato aŭ en la hejmo de la venkanto, temas pri backgammono: trioble. Ludanto, kiu estas ĵetonta, povas ankaŭ rezigni simplan ludon, gammonon aŭ backgammonon; la kontraŭulo akceptas (la ludo finiĝas je tiu valoro) aŭ rifuzas (la ludo daŭras).

help-match-text = Maĉo estas ludata ĝis certa nombro da poentoj: kiu unua atingas ĝin, venkas en la maĉo. Mona ludo ne havas finon: ĉiu ludo estas poentata aparte.
help-match-crawford = La regulo de Crawford: tuj kiam al unu ludanto mankas unu poento por venki en la maĉo, la sekva ludo (la Crawford-raŭndo) estas ludata sen la kubo. En la ludoj post ĝi (post-Crawford) la kubo revenas. La poentpanelo markas la Crawford-raŭndon. Kastoroj kaj la regulo de Jacoby ne estas uzataj en maĉoj.

help-app-new-game-label = { -new-game }:
help-app-new-game = elektu la nivelon de la komputilo aŭ duan personon ĉe ĉi tiu aparato (alterna ludo), ĉu la malsupra ludanto ludas per la blankaj aŭ la nigraj pecoj (kontraŭ la komputilo tio estas vi; ĝi prenas la alian flankon), la longon de la maĉo aŭ monan ludon, kaj la regulojn de la kubo.
help-app-roll-label = { -roll }:
help-app-roll = ĵetas la ĵetkubojn; antaŭ la ĵeto vi ankaŭ povas premi „{ -double }” aŭ „{ -resign }”.
help-app-tap-label = Movi per tuŝeto aŭ klako:
help-app-tap = tuŝetu pecon, kiu povas moviĝi (ĝi estas emfazita), poste unu el la emfazitaj trianguloj, kiujn ĝi povas atingi. Tuŝetu la pecon denove por remeti ĝin.
help-app-drag-label = Movi per trenado:
help-app-drag = trenu pecon kaj faligu ĝin sur emfazitan triangulon.
help-app-keyboard-label = Movi per klavaro:
help-app-keyboard = Tab atingas la tabulon; la sagoklavoj iras de triangulo al triangulo (supren kaj malsupren inter la duonoj, Home kaj End al la finoj de vico), al la latoj kaj al la pletoj; Enter aŭ Spaco prenas kaj demetas pecon; Escape nuligas la elekton.
help-app-undo-label = „{ -undo }” kaj „{ -done }”:
help-app-undo = „{ -undo }” malfaras la lastan movon de peco en ĉi tiu vico; „{ -done }” finas la vicon, kiam la ĵetkuboj estas luditaj. Nenio estas definitiva antaŭ „{ -done }”.
help-app-swap-label = { -swap-dice }:
help-app-swap = kiam ambaŭ ĵetkuboj povus formovi pecon, la butono elektas, kiu ĵetkubo estas ludata unue.
help-app-settings-label = { -settings }:
help-app-settings = la lingvo, la rapido de la animacioj, ĉu la movo estas konfirmata per la lasta peco (sen „{ -done }”), ĉu devigaj movoj ludiĝas per si mem, kaj formovado per duobla klako aŭ tuŝeto; kaj la tablo: la direkto de la ludo (la hejmo dekstre aŭ maldekstre), la koloroj de la tabulo (verda feltaĵo, klasika ligno, alta kontrasto), sonoj kaj ilia laŭteco, ĉu la nombro de okuloj estas montrata, kaj aŭtomata ĵeto, kiam duobligo ne eblas.
help-app-saving-label = Konservado:
help-app-saving = la maĉo estas konservata en ĉi tiu retumilo post ĉiu ago kaj daŭras post reŝargo de la paĝo, ankaŭ senrete.
help-app-statistics-label = { -statistics }:
help-app-statistics = ludoj, gammonoj, backgammonoj kaj maĉoj gajnitaj kaj perditaj kontraŭ ĉiu kontraŭulo, kalkulitaj por la suba ludanto.
help-app-status = La linio sub la tabulo ĉiam diras, kies vico estas kaj kio okazos poste; la movoprotokolo listigas ĉiun movon.

## La regullibro (la ĉapitroj de la ekrano Reguloj kaj helpo, kaj iliaj diagramoj)

book-to-contents = Reen al la enhavo
book-short-title = Mallonge
book-short-1 = Du ludantoj, Nigra kaj Blanka, ĉiu movas 15 pecojn ĉirkaŭ la tabulo, en kontraŭaj direktoj, en sian propran hejmon.
book-short-2 = Ĉiuvice vi ĵetas du ĵetkubojn kaj movas laŭ la du nombroj; duobla ĵeto estas ludata kvaroble.
book-short-3 = Triangulo kun du aŭ pli da pecoj de la kontraŭulo estas blokita; sola peco de la kontraŭulo tie estas kaptita kaj iras al la lato.
book-short-4 = Kiam ĉiuj viaj pecoj estas hejme, vi formovas ilin; kiu unua formovas ĉiujn 15, venkas.
book-short-5 = Venko valoras unu poenton, gammono du, backgammono tri, oble la duobligo-kubon.
book-board-title = La tabulo kaj kiel aranĝi ĝin
book-board-setup = Por aranĝi veran tabulon, sidu tiel, ke via hejmo estu dekstre. Metu du el viaj pecoj sur la plej dekstran triangulon de la kontraŭa flanko (via 24-a triangulo), kvin sur ĝian plej maldekstran triangulon (via 13-a), tri sur la duan triangulon maldekstre de la lato ĉe via flanko (via 8-a) kaj kvin sur la unuan triangulon dekstre de la lato ĉe via flanko (via 6-a). La pecoj de la kontraŭulo staras kiel spegula bildo de la viaj.
book-moving-title = Movado, kaptado kaj enigo de la lato
book-two-dice-title = Uzi ambaŭ ĵetkubojn
book-two-dice-order = Tial la ordo de la movoj gravas: unua movo, post kiu la dua ĵetkubo ne plu estas ludebla, ne estas permesata, se alia maniero ludas ambaŭ ĵetkubojn. Ĉi tiu aplikaĵo proponas nur movojn, kiuj ankoraŭ kondukas al permesata ludo.
book-scoring-title = La fino de la ludo kaj la poentoj
book-scoring-examples = Ludo valoras sian specon (simpla ludo 1, gammono 2, backgammono 3) oble la valoron de la kubo. Tri ekzemploj:
book-money-title = Mona ludo: la regulo de Jacoby kaj kastoroj
book-money-text = Ambaŭ estas elektoj nur de mona ludo; elektu ilin en „{ -new-game }”.
book-departures-title = Kie ĉi tiu aplikaĵo diferencas de la oficialaj reguloj, kaj kial
book-departures-text = Ĉi tiu aplikaĵo ludas laŭ la normaj reguloj, kiel GNU Backgammon ludas ilin, krom en tri punktoj:
book-departures-cube = La kubo haltas ĉe 64: oni ne povas duobligi kubon de 64. La normaj reguloj ne konas limon, sed la plej alta faco de vera kubo estas 64.
book-departures-dead-cube = Neniu duobligo, kiu ne povas gravi: en maĉo ludanto, al kiu la nuna kubo jam donas la maĉon, se li venkas en la ludo, ne povas duobligi. La reguloj permesas tion, sed tia duobligo povas helpi nur la kontraŭulon.
book-departures-crawford = En maĉo la regulo de Crawford ĉiam validas. Kelkaj ludantoj preterlasas ĝin; ĝi estas la regulo de turniroj, kaj unu regulo por ĉiu maĉo tenas la rezultojn kompareblaj.
book-sources-title = De kie venas la reguloj
book-sources-text = La reguloj estas tiuj de GNU Backgammon; la vortoj estas tiuj de la regulpaĝoj, laŭ kiuj ĉi tiu ludo estis farita:
book-sources-gnubg = GNU Backgammon, la libera triktrako-programo: la reguloj, kiel ĝi ludas ilin. La regul-testoj de la aplikaĵo kontrolas la motoron kontraŭ ĝiaj respondoj.
book-sources-polish = La regulpaĝoj de du polaj triktrako-aplikaĵoj: la polaj vortoj (tryktrak, pole, banda, pion, dublet).
book-sources-esperanto = La Esperanta regulpaĝo de BrainKing: la Esperantaj vortoj (triktrako, triangulo, lato, unuopo).
book-sources-estonian = La Estona regulpaĝo de Gamezz: la Estonaj vortoj (triktrak, kabe, punkt, baar, maja).
book-faq-title = Demandoj kaj respondoj
book-faq-checkers-q = Kiom da pecoj havas ĉiu ludanto?
book-faq-checkers-a = Dek kvin: komence du sur la 24-a triangulo, kvin sur la 13-a, tri sur la 8-a kaj kvin sur la 6-a.
book-faq-doubles-q = Kion faras duobla ĵeto?
book-faq-doubles-a = Ĝi estas ludata kvaroble: 5 kaj 5 estas kvar movoj de 5, per unu peco aŭ pluraj. La komenca ĵeto neniam estas duobla: ĉe egalaj nombroj oni ĵetas denove.
book-faq-single-q = Ĉu mi rajtas halti sur triangulo kun sola peco de la kontraŭulo?
book-faq-single-a = Jes: vi kaptas ĝin. Ĝi iras al la lato, kaj ĝia posedanto devas enigi ĝin en vian hejmon, antaŭ ol movi ion alian.
book-faq-no-move-q = Kio okazas, se neniu movo eblas?
book-faq-no-move-a = Vi perdas la vicon, kaj la kontraŭulo ĵetas. Kiam nur parto de la ĵeto estas ludebla, vi ludas tiun parton.
book-faq-gammon-q = Kio estas gammono?
book-faq-gammon-a = Venko, antaŭ ol la malvenkanto formovis eĉ unu pecon: ĝi valoras duoble. Se la malvenkanto krome ankoraŭ havas pecon sur la lato aŭ en la hejmo de la venkanto, temas pri backgammono, kiu valoras trioble.
book-faq-tavla-q = Ĉu tavlo estas la sama ludo?
book-faq-tavla-a = Preskaŭ. La turka tavlo havas la saman tabulon, komencan aranĝon kaj movojn, sed oni ludas ĝin sen duobligo-kubo, kaj gammono (mars) valoras du poentojn, sen backgammono. Ĉi tiu aplikaĵo ludas triktrakon kun la kubo.
book-openings-title = La plej bonaj komencaj ludoj
book-openings-text = La unua ludo de ludo por ĉiu el la 15 ĵetoj, per kiuj ĝi povas komenciĝi (duobla ĵeto ne povas: ĉe egalaj nombroj oni ĵetas denove), kiel la plej forta ludanto de ĉi tiu aplikaĵo, Mondklasa, ludas ĝin en mona ludo, aŭ, kiam Mondklasa taksas du ludojn je malpli ol 0,01 poento por ludo unu de la alia, tiun, kiun elektas GNU Backgammon. La trianguloj estas numeritaj laŭ la flanko de la movanto.
book-openings-roll = Ĵeto
book-openings-play = Ludo
book-strategy-title = Unuaj ideoj de strategio
book-strategy-points-label = Okupu triangulojn:
book-strategy-points = du pecoj sur triangulo estas sekuraj kaj blokas la kontraŭulon; la trianguloj de via hejmo kaj via 7-a triangulo valoras plej multe.
book-strategy-blots-label = Evitu unuopojn atingeblajn:
book-strategy-blots = sola peco ses trianguloj aŭ malpli antaŭ peco de la kontraŭulo estas kaptebla per multaj ĵetoj; lasu unuopojn tie, kie malmultaj ĵetoj trafas ilin aŭ kie kapto malmulte kostas.
book-strategy-prime-label = Konstruu baron:
book-strategy-prime = ses okupitaj trianguloj sinsekve tute ne estas trapaseblaj, kaj kvar aŭ kvin sinsekve jam retenas la pecojn malantaŭ ili.
book-strategy-race-label = Kuru, kiam vi gvidas:
book-strategy-race = kiam via nombro de okuloj (la trianguloj, kiujn viaj pecoj ankoraŭ devas trairi) estas pli malgranda, rompu la kontakton kaj kuru hejmen; kiam ĝi estas pli granda, tenu triangulojn ĉe la flanko de la kontraŭulo kaj atendu ŝancon kapti.
book-before = Antaŭe
book-after = Post { $play }
book-alt-after = La tabulo post kiam { $mover ->
        [white] Blanka
       *[black] Nigra
    } ludas { $play }, kun sago por ĉiu movita peco.
book-diagram-start = La komenca aranĝo. { $mover ->
        [white] Blanka
       *[black] Nigra
    }, malsupre, movas de 24 al 1; { $mover ->
        [white] Nigra
       *[black] Blanka
    } en la alia direkto.
book-diagram-hit = { $mover ->
        [white] Blanka
       *[black] Nigra
    } ĵetas 6 kaj 1 kaj ludas 13/7* 8/7: la 6 kaptas la unuopon de { $mover ->
        [white] Nigra
       *[black] Blanka
    } sur la 7-a triangulo, kaj la 1 kovras ĝin. La kaptita peco iras al la lato.
book-diagram-enter = { $mover ->
        [white] Blanka
       *[black] Nigra
    } havas pecon sur la lato kaj ĵetas 5 kaj 3. { $mover ->
        [white] Nigra
       *[black] Blanka
    } tenas sian 5-an triangulon (la 20-an de { $mover ->
        [white] Blanka
       *[black] Nigra
    }), do la 5 ne povas eniri; la 3 eniras sur la 3-an triangulon de { $mover ->
        [white] Nigra
       *[black] Blanka
    } (bar/22), kaj la 5 estas ludata poste (13/8).
book-diagram-larger-die = { $mover ->
        [white] Blanka
       *[black] Nigra
    } ĵetas 6 kaj 3. Unu aŭ la alia ĵetkubo estas ludebla, sed ne ambaŭ: la 4-a triangulo estas blokita. La pli granda devas esti ludata: 13/7.
book-diagram-both-dice = { $mover ->
        [white] Blanka
       *[black] Nigra
    } ĵetas 6 kaj 5. Ludi la 6 unue, 13/7, lasus la 5 sen movo (la 2-a kaj 6-a trianguloj estas blokitaj). Alia maniero ludas ambaŭ ĵetkubojn, do ĝi estas la sola permesata ludo: 13/8 11/5.
book-diagram-bear-off = { $mover ->
        [white] Blanka
       *[black] Nigra
    } ĵetas 6 kaj 4 dum formovado. La plej alta peco estas sur la 3-a triangulo, do ambaŭ ĵetkuboj formovas de tie: 3/off(2).
book-diagram-single = Simpla ludo: { $mover ->
        [white] Nigra
       *[black] Blanka
    } jam formovis pecojn. 1 (simpla ludo) × 1 (kubo) = 1 poento.
book-diagram-gammon = Gammono: { $mover ->
        [white] Nigra
       *[black] Blanka
    } formovis neniun pecon. 2 (gammono) × 2 (kubo) = 4 poentoj.
book-diagram-backgammon = Backgammono: { $mover ->
        [white] Nigra
       *[black] Blanka
    } formovis neniun pecon kaj havas pecon en la hejmo de { $mover ->
        [white] Blanka
       *[black] Nigra
    }. 3 (backgammono) × 4 (kubo) = 12 poentoj.
book-alt-start = La komenca aranĝo: ĉiu flanko havas du pecojn sur sia 24-a triangulo, kvin sur la 13-a, tri sur la 8-a kaj kvin sur la 6-a.
book-alt-hit = { $mover ->
        [white] Blanka
       *[black] Nigra
    } ludu 6 kaj 1 de la komenca aranĝo; { $mover ->
        [white] Nigra
       *[black] Blanka
    } havas solan pecon sur la 7-a triangulo de { $mover ->
        [white] Blanka
       *[black] Nigra
    }.
book-alt-enter = { $mover ->
        [white] Blanka
       *[black] Nigra
    } ludu 5 kaj 3 kun peco sur la lato; { $mover ->
        [white] Nigra
       *[black] Blanka
    } tenas la 19-an, 20-an kaj 21-an triangulojn de { $mover ->
        [white] Blanka
       *[black] Nigra
    }, kaj la 22-a de { $mover ->
        [white] Blanka
       *[black] Nigra
    } estas libera.
book-alt-larger-die = { $mover ->
        [white] Blanka
       *[black] Nigra
    } ludu 6 kaj 3 kun unu peco sur la 13-a triangulo kaj dek kvar sur la 1-a; { $mover ->
        [white] Nigra
       *[black] Blanka
    } tenas la 4-an triangulon de { $mover ->
        [white] Blanka
       *[black] Nigra
    }.
book-alt-both-dice = { $mover ->
        [white] Blanka
       *[black] Nigra
    } ludu 6 kaj 5 kun pecoj sur la 13-a kaj 11-a trianguloj kaj dek tri sur la 1-a; { $mover ->
        [white] Nigra
       *[black] Blanka
    } tenas la 2-an kaj 6-an triangulojn de { $mover ->
        [white] Blanka
       *[black] Nigra
    }.
book-alt-bear-off = { $mover ->
        [white] Blanka
       *[black] Nigra
    } ludu 6 kaj 4 kun kvin restantaj pecoj: du sur la 3-a triangulo, du sur la 2-a kaj unu sur la 1-a.
book-alt-single = { $mover ->
        [white] Blanka
       *[black] Nigra
    } ludu 6 kaj 5 kun la lasta peco sur la 2-a triangulo; { $mover ->
        [white] Nigra
       *[black] Blanka
    } formovis kvar pecojn; la kubo estas je 1.
book-alt-gammon = { $mover ->
        [white] Blanka
       *[black] Nigra
    } ludu 6 kaj 5 kun la lasta peco sur la 2-a triangulo; { $mover ->
        [white] Nigra
       *[black] Blanka
    } formovis neniun pecon; la kubo estas je 2.
book-alt-backgammon = { $mover ->
        [white] Blanka
       *[black] Nigra
    } ludu 6 kaj 5 kun la lasta peco sur la 2-a triangulo; { $mover ->
        [white] Nigra
       *[black] Blanka
    } formovis neniun pecon kaj havas pecon sur la 5-a triangulo de { $mover ->
        [white] Blanka
       *[black] Nigra
    }; la kubo estas je 4.

## La konsilo

hint-plays-title = Konsilo
hint-cube-title = Konsilo pri la duobligo-kubo
hint-cube-no-double = Ne duobligi
hint-cube-double-take = Duobligi, akcepti
hint-cube-double-pass = Duobligi, malakcepti
hint-teach-me = Instruu min
hint-match-chance = Ŝanco gajni la matĉon { $chance }
hint-chances-mine = Vi venkas { $win } (gammono { $gammon }, backgammono { $backgammon })
hint-chances-theirs = La kontraŭulo venkas { $lose } (gammono { $gammon }, backgammono { $backgammon })
hint-depth = { $plies ->
        [0] unua rigardo
        [1] 1 ĵeton antaŭen
       *[other] { $plies } ĵetojn antaŭen
    }
hint-depth-note = La plej bonaj movoj estas rigardataj pli profunde. Valoroj de malsamaj profundoj ne kompareblas: la perdo de ĉiu movo estas kompare kun la plej bona movo rigardita same profunde.
hint-thinking = Mi pensas…
new-game-hints = Konsiloj (la butono Konsilo)

## La instruisto (tutoro)

settings-tutor = Instruisto: avertu min antaŭ
settings-tutor-off = Malŝaltita
settings-tutor-doubtful = dubinda aŭ pli malbona decido (perdo de 0,04 aŭ pli)
settings-tutor-bad = malbona aŭ pli malbona decido (perdo de 0,08 aŭ pli)
settings-tutor-very-bad = tre malbona decido (perdo de 0,16 aŭ pli)
tutor-title = Instruisto
tutor-checking = La instruisto kontrolas vian decidon…
tutor-loses-play = Ĉi tiu movo perdas { $loss } de la atendata valoro (equity) kompare kun la plej bona movo.
tutor-loses-double = Duobligi ĉi tie perdas { $loss } de la atendata valoro (equity).
tutor-loses-take = Akcepti perdas { $loss } de la atendata valoro (equity).
tutor-loses-pass = Malakcepti perdas { $loss } de la atendata valoro (equity).
tutor-loses-beaver = La kastoro (beaver) perdas { $loss } de la atendata valoro (equity).
tutor-loses-match-chance = La ŝanco gajni la matĉon estas per tio { $chance } pli malgranda.
tutor-doubtful = Dubinda decido (?!).
tutor-bad = Malbona decido (?).
tutor-very-bad = Tre malbona decido (??).
tutor-take-back = Repreni
tutor-show-hint = Montri la konsilon
tutor-play-anyway = Tamen ludi
hint-top-three = La tri plej bonaj sur la tabulo
hint-more-plays = { $count ->
        [one] Montri ankoraŭ 1 movon
       *[other] Montri ankoraŭ { $count } movojn
    }

## La tablo: ludantoj, statlinio, poentaro, butonoj, fino de ludo, protokolo, tabulo, dialogoj
## (helpanto i18n). $person: "you" por la alparolata persono, alie "other"; $kind: "single",
## "gammon" aŭ "backgammon"; $ending: "dropped", "resigned" aŭ "none".

player-you = Vi
player-computer = Komputilo
player-black = Nigra
player-white = Blanka
player-named = { $name }

status-thinking = { $name } pensas…
status-opening = Ludo { $game }: ĵetu por decidi, kiu komencas.
status-opening-tie = Komenca ĵeto: { $zero } { $zero_die }, { $one } { $one_die }: egalo, ĵetu denove.
status-after-opening = Komenca ĵeto: { $zero } { $zero_die }, { $one } { $one_die }. { $status }
status-to-roll = { $name } devas ĵeti.
status-to-move = { $name } devas movi { $high }-{ $low }.
status-to-move-die-choice = { $name } devas movi { $high }-{ $low }. Kie ambaŭ ĵetkuboj povas formovi pecon, la { $spent } estas uzata ({ -swap-dice } por uzi la { $kept }).
status-cannot-move = { $name } ĵetis { $high }-{ $low } kaj ne povas movi: premu { -done }.
status-double-question = { $name } proponas duobligon al { $value }: { $taker }, ĉu akcepti aŭ malakcepti?
status-double-waits = { $name } proponas duobligon al { $value }. { $thinking }
status-resign-question = { $name } proponas rezigni { $kind ->
        [gammon] gammonon
        [backgammon] backgammonon
       *[single] simplan ludon
    }: { $answerer }, ĉu akcepti aŭ malakcepti?
status-resign-waits = { $name } proponas rezigni { $kind ->
        [gammon] gammonon
        [backgammon] backgammonon
       *[single] simplan ludon
    }. { $thinking }
status-game-over = { $name } gajnas { $kind ->
        [gammon] gammonon
        [backgammon] backgammonon
       *[single] simplan ludon
    } kaj { $points ->
        [one] { $points } poenton
       *[other] { $points } poentojn
    }{ $ending ->
        [dropped] {" "}(duobligo malakceptita)
        [resigned] {" "}(rezignita)
       *[none] {""}
    }.
status-match-over = { $name } gajnas la maĉon { $won }-{ $lost }.

info-money-game = Mona ludo
info-match-length = Maĉo ĝis { $length } { $length ->
        [one] poento
       *[other] poentoj
    }
info-crawford = Crawford-raŭndo
info-post-crawford = Post la Crawford-raŭndo

score-region = Poentaro
score-to-play = ĉe la vico
score-pips = { $pips ->
        [one] { $pips } okulo
       *[other] { $pips } okuloj
    }
score-computer-note = komputilo, { $level }
computer-short-random = Hazardaj movoj
computer-short-pubeval = pubeval
computer-short-world-class = Mondklasa
computer-short-expert-one-ply = Eksperto rigardanta 1 ĵeton antaŭen

controls-region = Agoj
controls-settings = { -settings }
control-roll = { -roll }
control-double = { -double }
control-take = Akcepti
control-drop = Malakcepti
control-beaver = Kastoro
control-undo = { -undo }
control-done = { -done }
control-resign = { -resign }
control-accept = Akcepti
control-reject = Malakcepti
control-next-game = Sekva ludo
control-swap-dice = { -swap-dice }

double-reason-crawford = Neniu duobligo en la Crawford-raŭndo.
double-reason-one-point = Neniu duobligo en maĉo ĝis 1 poento: unu ludo decidas ĝin.
double-reason-dead-cube = Neniu duobligo: venko je la nuna valoro de la kubo jam gajnigas la maĉon al { $person ->
        [you] vi
       *[other] { $name }
    }.
double-reason-cube-owned = { $name } posedas la kubon, do nur tiu rajtas duobligi.
double-reason-cube-at-maximum = La kubo jam havas sian plej altan valoron.

resign-title = { -resign }
resign-single = Rezigni simplan ludon
resign-gammon = Rezigni gammonon
resign-backgammon = Rezigni backgammonon
cancel = Nuligi

ending-headline = { $name } gajnas la { $what ->
        [match] maĉon
       *[game] ludon
    }
ending-detail = { $kind ->
        [gammon] Gammono
        [backgammon] Backgammono
       *[single] Simpla ludo
    }: { $points ->
        [one] { $points } poento
       *[other] { $points } poentoj
    }{ $ending ->
        [dropped] {" "}(duobligo malakceptita)
        [resigned] {" "}(rezignita)
       *[none] {""}
    }
ending-score = { $last ->
        [yes] Fina poentaro
       *[no] Poentaro
    }: { $zero } { $zero_score }, { $one } { $one_score } ({ $length ->
        [0] mona ludo
        [one] maĉo ĝis { $length } poento
       *[other] maĉo ĝis { $length } poentoj
    })
ending-new-match = Nova maĉo

log-region = Protokolo de la movoj
log-title = Movoj
log-note-pass-and-play = Ĉiu movo estas numerita de la flanko de sia ludanto, kiel la tabulo montras ĝin al tiu.
log-note-versus = Ĉiu movo estas numerita de via flanko, kiel sur la tabulo.
log-game = Ludo { $game }
log-by = { $name }: { $text }
log-standard = Norma notacio: { $play }
log-opening-roll = Komenca ĵeto: { $zero } { $zero_die }, { $one } { $one_die }{ $tie ->
        [yes] {" "}(egalo)
       *[no] {""}
    }
log-play = { $dice }: { $moves }
log-cannot-move = { $dice }: ne povas movi
log-marked = { $text } { $mark }
log-take = Akceptas
log-drop = Malakceptas
log-double = Duobligas al { $value }
log-beaver = Kastoras al { $value }
log-resign = Proponas rezigni { $kind ->
        [gammon] gammonon
        [backgammon] backgammonon
       *[single] simplan ludon
    }
log-accept-resignation = Akceptas la rezignon
log-reject-resignation = Malakceptas la rezignon
log-game-won = { $name } gajnas { $kind ->
        [gammon] gammonon
        [backgammon] backgammonon
       *[single] simplan ludon
    }: { $points ->
        [one] { $points } poento
       *[other] { $points } poentoj
    }

board-label = Triktraka tabulo
board-keys = La sagoklavoj iras de triangulo al triangulo, Enen-klavo aŭ spaceto prenas pecon aŭ elektas ĝian celon, Eskapo remetas ĝin.
board-point = Triangulo { $number }: { $count ->
        [0] malplena
        [one] { $count } { $colour ->
            [white] blanka
           *[black] nigra
        } peco
       *[other] { $count } { $colour ->
            [white] blankaj
           *[black] nigraj
        } pecoj
    }{ $state ->
        [selected] , elektita
        [destination] , permesata celo
        [movable] , movebla
       *[none] {""}
    }
board-side = { $what ->
        [bar] Lato
       *[tray] Pleto
    } de { $colour ->
        [white] Blanka
       *[black] Nigra
    }: { $count ->
        [0] neniu peco
        [one] { $count } { $colour ->
            [white] blanka
           *[black] nigra
        } peco
       *[other] { $count } { $colour ->
            [white] blankaj
           *[black] nigraj
        } pecoj
    }{ $state ->
        [selected] , elektita
        [destination] , permesata celo
        [movable] , movebla
       *[none] {""}
    }
board-die = { $colour ->
        [white] Blanka
       *[black] Nigra
    } ĵetkubo: { $value }{ $state ->
        [past] , lasta ĵeto
        [used] , uzita
       *[none] {""}
    }
board-cube = Duobligo-kubo je { $value }, { $owner ->
        [black] posedata de Nigra
        [white] posedata de Blanka
       *[none] en la mezo
    }
board-cube-offered = { $colour ->
        [white] Blanka
       *[black] Nigra
    } proponas la kubon je { $value }

last-play = Lasta movo de { $name }: { $moves }

notice-ok = Bone
notice-dismiss = Fermi la mesaĝon
notice-computer-failed = La komputilo ne povis decidi: { $reason }
notice-hint-failed = La konsilo ne estis kalkulebla: { $reason }
notice-tutor-failed = La instruisto ne povis kontroli ĉi tiun decidon: { $reason }
refused-not-now = Tio ne eblas nun.
refused-invalid-die = Ĵetkubo montras 1 ĝis 6, ne { $value }.
refused-cube-disabled = La kubo ne estas uzata en ĉi tiu maĉo.
refused-no-cube-access = La kontraŭulo posedas la kubon.
refused-dead-cube = La kubo jam gajnigas la maĉon: duobligo estas senutila.
refused-beaver = Kastoro ne estas permesata ĉi tie.
refused-illegal-play = Tiu movo ne estas laŭregula kun ĉi tiuj ĵetkuboj.

new-game-title = { -new-game }
new-game-opponent = Kontraŭulo
new-game-computer = Komputilo
new-game-person = Homo
new-game-second-person = Dua persono ĉe ĉi tiu aparato
new-game-match = Maĉo
new-game-points = { $points ->
        [one] { $points } poento
       *[other] { $points } poentoj
    }
new-game-rules = Reguloj
new-game-cube = Duobligo-kubo
new-game-jacoby = La regulo de Jacoby
new-game-beavers = Kastoroj
new-game-money-rules-note = La regulo de Jacoby kaj kastoroj: { $note }
money-rules-match = Nur en mona ludo, ne en maĉo.
money-rules-no-cube = Nur kun la duobligo-kubo.
new-game-name-bottom = { $colour ->
        [white] Blanka
       *[black] Nigra
    } (malsupre)
new-game-name-top = { $colour ->
        [white] Blanka
       *[black] Nigra
    } (supre)
new-game-start = Komenci
abandon-title = Ĉu fini la daŭrantan maĉon?
abandon-warning = { $length ->
        [0] La daŭranta mona ludo
        [one] La daŭranta maĉo ĝis { $length } poento
       *[other] La daŭranta maĉo ĝis { $length } poentoj
    } ({ $zero } { $zero_score }, { $one } { $one_score }) finiĝos definitive.
abandon-keep = Daŭrigi la ludon
abandon-confirm = Fini ĝin kaj komenci

## La konservado en la retumilo (helpanto i18n). $store: "save", "settings" aŭ "statistics";
## $why: "damaged", "newer" aŭ "older"; $next: unu el la mesaĝoj storage-*-kept kaj
## storage-*-in-place; $key: ŝlosilo de localStorage.

storage-unreadable = { $store ->
        [save] La konservita maĉo
        [settings] Viaj agordoj
       *[statistics] Viaj statistikoj
    } ne estis legebla{ $store ->
        [save] {""}
       *[other] j
    }: { $why ->
        [damaged] { $store ->
            [save] ĝi estas difektita
           *[other] ili estas difektitaj
        }
        [newer] { $store ->
            [save] ĝi estis skribita
           *[other] ili estis skribitaj
        } de pli nova versio de la ludo
       *[older] { $store ->
            [save] ĝi estis skribita
           *[other] ili estis skribitaj
        } de pli malnova versio, kiun ĉi tiu ne povas legi
    }. { $next }
storage-save-kept = Ĝi estis konservita, netuŝita, sub la ŝlosilo „{ $key }”; nova maĉo komenciĝas.
storage-save-in-place = Neniu kopio de ĝi estis farebla, do ĝi restas sub la ŝlosilo „{ $key }”, kaj ĉi tiu maĉo ne estos konservata, por ne skribi super ĝin.
storage-settings-kept = Ili estis konservitaj sub la ŝlosilo „{ $key }”; la defaŭltaj agordoj validas.
storage-settings-in-place = Neniu kopio de ili estis farebla, do ili restas sub la ŝlosilo „{ $key }”; la defaŭltaj agordoj validas kaj ne estas konservataj super ilin.
storage-statistics-kept = Ili estis konservitaj sub la ŝlosilo „{ $key }”; la kalkulado rekomenciĝas de nulo.
storage-statistics-in-place = Neniu kopio de ili estis farebla, do ili restas sub la ŝlosilo „{ $key }”, kaj neniu ludo estas kalkulata, ĝis ili estos forigitaj.
storage-save-refused = Ĉi tiu maĉo ne povas esti konservata: la retumilo rifuzis konservi ĝin (ĝia memoro eble estas plena aŭ malŝaltita). Kio estis konservita antaŭe, restas; reŝargi la paĝon revenigus al ĝi.
storage-settings-refused = Viaj agordoj ne povas esti konservataj: la retumilo rifuzis konservi ilin (ĝia memoro eble estas plena aŭ malŝaltita). Ili validas, ĝis la paĝo estos fermita.
storage-statistics-refused = La statistikoj ne povas esti konservataj: la retumilo rifuzis konservi ilin (ĝia memoro eble estas plena aŭ malŝaltita). Kio estis kalkulita antaŭe, restas.
storage-changed-elsewhere = Ĉi tiu maĉo estis ŝanĝita en alia langeto aŭ fenestro; ĉi tiu langeto nun montras la pli novan staton.
storage-changed-elsewhere-unreadable = La maĉo estis ŝanĝita en alia langeto aŭ fenestro, kaj ĉi tiu langeto ne povas legi la novan konservaĵon. Ĉi tiu langeto ne skribos super ĝin; reŝargu la paĝon por daŭrigi de ĝi.

## Ludi per blankaj aŭ nigraj pecoj: la koloro de la malsupra ludanto en la formularo
## Nova ludo. $colour: "black" aŭ "white"; $person: "you" kontraŭ la komputilo, alie "other".
new-game-colour = { $person ->
        [you] Viaj pecoj
       *[other] Pecoj de la malsupra ludanto
    }
new-game-colour-choice = { $colour ->
        [white] Blankaj
       *[black] Nigraj
    }

## Ligilo al pozicio (#gnubg=PositionID:MatchID)

link-title = Malfermi pozicion
link-opens = Ĉi tiu ligilo malfermas la pozicion { $id }.
link-ends-match = Malfermi ĝin finas vian nunan maĉon, kiu ne estos konservita.
link-play-computer = Ludi kontraŭ: { $level }
link-pass-and-play = Alterna ludo, du ludantoj
link-keep = Konservi mian maĉon
link-cancel = Nuligi
link-error-title = Ĉi tiu ligilo ne malfermeblas
link-error-syntax = La ligilo ne havas la formon PositionID:MatchID.
link-error-position = La Position ID de la ligilo ne legeblas.
link-error-match = La Match ID de la ligilo ne legeblas.
link-error-state = La pozicio kaj la stato de la maĉo en la ligilo ne ludeblas (ekzemple kubo aŭ maĉlongo ekster la limoj, aŭ ludo jam finita).
link-error-kept = Via konservita maĉo restas kiel ĝi estis.


## La identigiloj de la pozicio: montritaj, kopiitaj, algluitaj (helpanto inout;
## src/position_ids.rs, src/web/components/position_dialog.rs).
ids-menu = Pozicio
ids-title = La identigiloj de la pozicio
ids-intro = La pozicio sur la tabulo, kiel GNU Backgammon kaj eXtreme Gammon skribas ĝin, por kopii en alian programon; aŭ algluu identigilon por aranĝi la tabulon laŭ ĝi.
ids-gnubg = Identigilo de GNU Backgammon (Position ID:Match ID)
ids-xgid = XGID (eXtreme Gammon)
ids-copy-gnubg = Kopii la identigilon de GNU Backgammon
ids-copy-xgid = Kopii la XGID
ids-copy = Kopii
ids-copied = Kopiita en la tondujon.
ids-copy-refused = La retumilo ne permesis al la paĝo kopii: la identigilo estas elektita, kopiu ĝin per Ctrl+C (aŭ per la komando Kopii de via aparato).
ids-paste = Algluu identigilon de GNU Backgammon aŭ XGID
ids-open = Malfermi ĉi tiun pozicion
ids-opens = La identigilo, kiun vi algluis, malfermas la pozicion { $id }.
ids-error-empty = Unue algluu aŭ tajpu identigilon.
ids-error-gnubg-syntax = Identigilo de GNU Backgammon estas Position ID kaj Match ID kunigitaj per unu dupunkto (14 + 1 + 12 signoj).
ids-error-position-length = La Position ID havas { $count ->
        [one] { $count } signon
       *[other] { $count } signojn
    }, atendataj estas 14.
ids-error-position-character = La Position ID enhavas la signon „{ $char }”, kiu ne estas Base64 (A–Z, a–z, 0–9, + kaj /).
ids-error-position-checkers = La Position ID priskribas pli ol 15 pecojn de unu flanko.
ids-error-position-illegal = La Position ID ne estas permesita pozicio: { $reason }
ids-error-match-length = La Match ID havas { $count ->
        [one] { $count } signon
       *[other] { $count } signojn
    }, atendataj estas 12.
ids-error-match-character = La Match ID enhavas la signon „{ $char }”, kiu ne estas Base64 (A–Z, a–z, 0–9, + kaj /).
ids-error-match-invalid = La Match ID ne enhavas staton de maĉo: { $reason }
ids-error-xgid-fields = XGID havas 10 partojn apartigitajn per dupunktoj; ĉi tiu havas { $count }.
ids-error-xgid-position-length = La pozicio de la XGID havas { $count ->
        [one] { $count } signon
       *[other] { $count } signojn
    }, atendataj estas 26.
ids-error-xgid-position-character = La pozicio de la XGID enhavas la signon „{ $char }”; nur -, A–P kaj a–p nombras pecojn.
ids-error-xgid-illegal = La pozicio de la XGID ne estas permesita: { $reason }
ids-error-xgid-field = { $field ->
        [cube] La valoro de la duobligo-kubo
        [owner] La posedanto de la duobligo-kubo
        [turn] La ludanto, kiu agu,
        [dice] La ĵetkuboj
        [score-bottom] La poentaro de la malsupra ludanto
        [score-top] La poentaro de la supra ludanto
        [rules] La reguloj
        [length] La longo de la maĉo
       *[max-cube] La plej granda valoro de la duobligo-kubo
    } en la XGID estas „{ $text }”, kio ne eblas.
ids-error-xgid-score = La poentaro de la { $side ->
        [bottom] malsupra
       *[top] supra
    } ludanto, { $score }, superas la longon de la maĉo.
ids-xgid-pending-beaver = En la XGID atendas kastoro aŭ rakuno, kiun identigilo de GNU Backgammon ne povas enhavi.
ids-xgid-state = La stato de la maĉo en la XGID ne konvenas al identigilo de GNU Backgammon: { $reason }
ids-xgid-not-playing = XGID priskribas ludon, kiu daŭras, kaj { $state ->
        [none] ankoraŭ neniu ludo komenciĝis
        [over] ĉi tiu ludo finiĝis
        [resigned] ĉi tiu ludo finiĝis per rezigno
        [dropped] ĉi tiu ludo finiĝis per malakcepto de duobligo
       *[playing] ĉi tiu ludo ne atendas decidon
    }.
ids-xgid-resignation = XGID ne povas priskribi proponitan rezignon.
ids-xgid-turn = La ludanto, kiu agu, estas nek la ludanto ĉe la vico nek tiu, kiu respondas al duobligo.
ids-board-too-many = { $side ->
        [on-roll] La ludanto ĉe la vico havas
        [opponent] La kontraŭulo de la ludanto ĉe la vico havas
        [bottom] La malsupra ludanto havas
       *[top] La supra ludanto havas
    } { $count } pecojn; permesitaj estas maksimume 15.
ids-board-bad-count = Loko { $index } de la tabulo havas neeblan nombron da pecoj ({ $count }).
ids-board-shared-point = Ambaŭ flankoj havas pecojn sur triangulo { $point }.
ids-board-no-such-point = Ne ekzistas triangulo { $point }: trianguloj estas 1 ĝis 24, kaj 25 estas la lato.
ids-match-cube = La duobligo-kubo montras { $value }, kio ne estas potenco de du ĝis 4096.
ids-match-owner = La kodo de la posedanto de la duobligo-kubo estas { $code }; uziĝas nur 0, 1 kaj 3.
ids-match-state = La kodo de la stato de la ludo estas { $code }; la kodoj iras ĝis 4.
ids-match-die = Ĵetkubo montras { $value }; ĵetkuboj montras 1 ĝis 6.
ids-match-half-dice = La ĵetkuboj estas { $first } kaj { $second }: aŭ ambaŭ estas ĵetitaj aŭ neniu.
ids-match-length = La longo de la maĉo, { $length }, superas 32767.
ids-match-score = La poentaro de ludanto { $player }, { $score }, ne eblas en ĉi tiu maĉo.
ids-match-crawford = La Crawford-raŭndo estas markita en mona ludo.
ids-match-unused = Bitoj, kiuj devas esti nulo, estas ŝaltitaj.
ids-setup-length = La maĉo estas { $length } poentojn longa; ĉi tiu ludo ludas maĉojn de 1 ĝis { $max } poentoj (0 por mona ludo).
ids-setup-cube = La duobligo-kubo montras { $value }; en ĉi tiu ludo ĝi iras ĝis { $max }.
ids-setup-won = Ludanto { $player } jam gajnis la maĉon, tamen ludo daŭras.
ids-setup-inconsistent = La stato de la maĉo kontraŭdiras sin mem: { $what ->
        [no-game-turn] neniu ludo komenciĝis, tamen ludanto agu
        [no-game-cube] neniu ludo komenciĝis, tamen la duobligo-kubo moviĝis
        [finished-board] ludo daŭras sur tabulo, de kiu unu flanko jam formovis ĉiujn pecojn
        [resign-and-double] rezigno kaj duobligo estas proponitaj samtempe
        [resign-not-on-roll] rezignas la ludanto, kiu ne estas ĉe la vico
        [double-after-roll] duobligo estas proponita post la ĵeto de la ĵetkuboj
        [beaver-cube] kastoro atendas, sed la kastoranta ludanto ne havas la duobligo-kubon
        [beaver-not-allowed] kastoro atendas, kie kastoroj ne estas permesitaj
        [opponent-to-act] la kontraŭulo de la ludanto ĉe la vico agu, kvankam nenio estas proponita
        [over-with-checkers] la ludo estas markita kiel gajnita per formovado, tamen la gajnanto ankoraŭ havas pecojn sur la tabulo
        [resigned-no-level] la ludo finiĝis per rezigno sen nivelo
       *[other] ĝiaj kampoj ne kongruas
    }.


## Dosieroj de maĉoj: eksporto kaj importo (helpanto inout; src/match_files.rs,
## src/web/components/match_files_dialog.rs).
files-menu = Dosieroj de maĉoj
files-title = Dosieroj de maĉoj
files-intro = Konservu ĉi tiun maĉon kiel dosieron, kiun legas aliaj triktrakaj programoj, aŭ malfermu maĉon el dosiero por reludi kaj analizi ĝin.
files-export-mat = Elŝuti kiel .mat (Jellyfish)
files-export-sgf = Elŝuti kiel SGF (GNU Backgammon)
files-exported = { $name } estas elŝutita.
files-import = Malfermi dosieron de maĉo (.mat aŭ .sgf)
files-drop = Vi ankaŭ povas faligi dosieron de maĉo sur la paĝon.
files-reading = Legado de { $name }…
files-export-empty = Ankoraŭ estas nenio por konservi: la maĉo havas neniun movon.
files-export-not-from-start = Ĉi tiu maĉo estis aranĝita el pozicio, do ĝia historio ne komenciĝas ĉe la komenco de maĉo: dosiero de maĉo ne povas enhavi ĝin.
files-export-rules = { $format ->
        [mat] Dosiero .mat
       *[sgf] Dosiero SGF
    } ne povas enhavi la regulojn de ĉi tiu maĉo: ĝi ĉiam havas la duobligo-kubon{ $format ->
        [mat] , la regulon de Crawford en maĉo, kaj la monajn regulojn de GNU Backgammon (la regulo de Jacoby, kastoroj) en mona ludo
       *[sgf] kaj la kastorojn de GNU Backgammon en mona ludo
    }.
files-error-too-large = { $name } havas { $size } kB; dosiero de maĉo, kiun ĉi tiu ludo malfermas, havas maksimume { $max } kB.
files-error-download = La retumilo ne kreis la dosieron { $name }.
files-error-not-text = { $name } ne legeblas kiel teksto.
files-error-no-moves = { $name } enhavas neniun movon de maĉo.
files-error-line = { $name }, linio { $line }: { $problem }
files-error-kept = Via maĉo kaj ĝia konservaĵo restas kiel ili estis.
files-problem-unexpected = „{ $found }” ne estas tio, kion dosiero { $format ->
        [mat] .mat
       *[sgf] SGF
    } havas ĉi tie.
files-problem-truncated = la dosiero finiĝas antaŭ ol la maĉo estas kompleta: eble ĝi estas tranĉita.
files-problem-length = maĉo ĝis { $length } poentoj; ĉi tiu ludo ludas maĉojn de 1 ĝis { $max } poentoj (0 por mona ludo).
files-problem-move = la ludo „{ $play }” por { $dice }: { $reason }
files-problem-no-play = neniu ludo estas skribita por { $dice }, kvankam tiuj ĵetkuboj ludeblas.
files-problem-refused = la dosiero { $action ->
        [opening-roll] ĵetas la komencan ĵeton
        [roll] ĵetas
        [double] proponas duobligon
        [take] akceptas duobligon
        [drop] malakceptas duobligon
        [beaver] kastoras
        [play] ludas
        [resign] rezignas
        [accept] akceptas rezignon
        [reject] malakceptas rezignon
       *[next-game] komencas la sekvan ludon
    } tie, kie la reguloj ne permesas tion: { $reason }
files-problem-wrong-player = ĉi tio estas skribita por { $written ->
        [left] la ludanto de la maldekstra kolumno
        [right] la ludanto de la dekstra kolumno
        [white] Blanka
       *[black] Nigra
    }, sed { $to_act ->
        [left] la ludanto de la maldekstra kolumno agu
        [right] la ludanto de la dekstra kolumno agu
        [white] Blanka agu
        [black] Nigra agu
       *[none] neniu agu
    }.
files-problem-wrong-cube = la duobligo-kubo iras al { $offered }, ne al { $written }.
files-problem-wrong-score = la skribita poentaro, { $written_zero }–{ $written_one }, ne estas la { $played_zero }–{ $played_one }, kiun faras la antaŭaj ludoj.
files-problem-wrong-game = ludo { $written } estas skribita, kie venas ludo { $expected }.
files-problem-wrong-result = la ludo ne finiĝis per gajno de { $winner ->
        [left] la ludanto de la maldekstra kolumno
        [right] la ludanto de la dekstra kolumno
        [white] Blanka
       *[black] Nigra
    } je { $points } poentoj.
files-problem-bad-resignation = { $points } poentoj ĉe duobligo-kubo { $cube } estas nek simpla ludo, nek gammono, nek backgammono.
files-problem-resignation-out-of-turn = { $loser ->
        [left] la ludanto de la maldekstra kolumno
        [right] la ludanto de la dekstra kolumno
        [white] Blanka
       *[black] Nigra
    } rezignas ne estante ĉe la vico, kion ĉi tiu ludo ne registras.
files-problem-game-not-over = nova ludo komenciĝas antaŭ ol la lasta finiĝis.
files-problem-after-match-over = la maĉo jam finiĝis ĉi tie.
files-problem-unsupported = ĉi tiu ludo ne legas { $what ->
        [set-up] ludon aranĝitan el pozicio
        [variation] varianton (ludarbon ene de alia)
       *[other] ĉi tiun parton de dosiero SGF
    }.
files-move-syntax = „{ $part }” ne legeblas: { $problem ->
        [bad-point] trianguloj estas 1 ĝis 24, bar (25) kaj off (0)
        [missing-destination] movo estas skribita de/al
        [not-forward] pecoj moviĝas al pli malaltaj trianguloj
        [off-as-source] off povas esti nur celo de movo
        [bar-as-destination] la lato povas esti nur komenco de movo
        [bad-count] la nombro en (n) estas 1 ĝis 4
       *[unexpected-character] signo, kiu ne havas lokon en movo
    }.
files-move-no-checker-bar = sur la lato estas neniu peco por movi.
files-move-no-checker = sur triangulo { $point } estas neniu peco por movi.
files-move-not-legal = ĉi tiuj movoj ne estas permesita ludo de la ĵetkuboj.
files-move-ambiguous = { $count } permesitaj ludoj konvenas al ĉi tiuj movoj: mankas la triangulo, kie la peco haltas survoje.
files-open-title = Ĉu malfermi la maĉon el la dosiero?
files-imported-summary = { $name }: { $zero } kontraŭ { $one }, { $length ->
        [0] mona ludo
       *[other] maĉo ĝis { $length } poentoj
    }, { $games ->
        [one] { $games } ludo
       *[other] { $games } ludoj
    }, poentaro { $zero_score }–{ $one_score }.
files-open-ends-match = Malfermi ĝin finas vian daŭrantan maĉon, kiu ne estos konservita.
files-open-review = Malfermi por revizio
files-keep = Konservi mian maĉon

## La tablo: koloroj de la tabulo, sonoj, nombro de okuloj, aŭtomata ĵeto (Agordoj)

settings-home = Direkto de la ludo
settings-home-right = Maldekstrume (la hejmo dekstre)
settings-home-left = Dekstrume (la hejmo maldekstre)
settings-theme = Koloroj de la tabulo
settings-theme-felt = Verda feltaĵo
settings-theme-wood = Klasika ligno (malhela kaj hela bruno)
settings-theme-high-contrast = Alta kontrasto
settings-sounds = Sonoj de la ĵetkuboj, pecoj kaj kaptoj
settings-volume = Laŭteco
settings-show-pips = Montri la nombron de okuloj
settings-auto-roll = Ĵeti aŭtomate, kiam duobligo ne eblas

## The review: analysis and replay (src/view_model/review.rs, src/web/components/review.rs)

review-open = Revizio
review-analyse-match = Analizi la maĉon
review-analysis-title = Analizo
review-depth = Profundo
review-depth-expert = Eksperto (rapide)
review-depth-world-class = Mondklasa
review-analyse = Analizi
review-stop = Haltigi
review-progress = Analizitaj { $done } el { $total } agoj
review-analysis-failed = La analizo haltis: { $reason }
review-row-unforced = Nedevigitaj decidoj
review-row-doubtful = Dubindaj eraroj (?!)
review-row-bad = Malbonaj eraroj (?)
review-row-very-bad = Tre malbonaj eraroj (??)
review-row-error-rate = Erarkvoto (×1000)
review-row-error-rate-mwc = Erarkvoto laŭ la ŝancoj gajni la maĉon (×1000)
review-row-pr = PR (kiel eXtreme Gammon donas ĝin)
review-row-rating = Taksado
review-row-luck = Bonŝanco
review-rating-supernatural = Supernatura
review-rating-world-class = Mondklasa
review-rating-expert = Eksperto
review-rating-advanced = Progresinto
review-rating-intermediate = Meznivela
review-rating-casual = Hobiisto
review-rating-beginner = Komencanto
review-rating-awful = Terure!
review-chart-title = La ŝancoj de { $name } gajni la ludon, movon post movo
review-chart-point = Ludo { $game }: { $chance }
review-mistakes-title = La plej grandaj eraroj
review-no-mistakes = Ankoraŭ neniu eraro.
review-mistake-play = Ludo { $game }, { $name }, { $dice }: movis { $play }, plej bone { $best }
review-mistake-cube = Ludo { $game }, { $name }: { $decision }
review-no-move = neniu movo
review-notation = { $play }
review-kind-play = movo
review-kind-double = duobligis
review-kind-no-double = ne duobligis
review-kind-take = akceptis
review-kind-pass = malakceptis
review-kind-beaver = kastoris
review-replay-title = Reludado
review-replay-where = Ludo { $game } el { $games }, pozicio { $position } el { $positions }
review-replay-back = ← Reen
review-replay-forward = Antaŭen →
review-replay-previous-game = Antaŭa ludo
review-replay-next-game = Sekva ludo
review-leave = Reen al la maĉo
review-storage-unreadable = La analizo de la maĉo ne estis legebla: { $why ->
        [damaged] ĝi estas difektita
        [newer] ĝi estis skribita de pli nova versio de la ludo
       *[older] ĝi estis skribita de pli malnova versio, kiun ĉi tiu ne povas legi
    }. { $next }
review-storage-kept = Ĝi estis konservita sub la ŝlosilo „{ $key }”; la maĉo povas esti analizita denove.
review-storage-in-place = Neniu kopio de ĝi povis esti farita, do ĝi restas sub la ŝlosilo „{ $key }”, kaj nova analizo ne estas konservata super ĝi.
review-storage-refused = La analizo ne povas esti konservita: la retumilo rifuzis konservi ĝin (ĝia memoro eble estas plena aŭ malŝaltita). Ĝi videblas ĝis la paĝo fermiĝas; kio estis konservita antaŭe restas.

## Practice from your own mistakes (src/practice.rs, src/view_model/practice.rs,
## src/web/components/practice.rs)

practice-storage-unreadable = La eraroj konservitaj por ekzercado ne estis legeblaj: { $why ->
        [damaged] ili estas difektitaj
        [newer] ili estis skribitaj de pli nova versio de la ludo
       *[older] ili estis skribitaj de pli malnova versio, kiun ĉi tiu ne povas legi
    }. { $next }
practice-storage-kept = Ili estis konservitaj sub la ŝlosilo „{ $key }”; la eraroj de la maĉoj analizitaj ekde nun estos denove konservataj.
practice-storage-in-place = Neniu kopio de ili povis esti farita, do ili restas sub la ŝlosilo „{ $key }”, kaj nenio estas konservata super ili.
practice-storage-refused = La eraroj por ekzerci ne povas esti konservitaj: la retumilo rifuzis konservi ilin (ĝia memoro eble estas plena aŭ malŝaltita). Kio estis konservita antaŭe restas.
practice-title = Ekzercu viajn erarojn
practice-start = Ekzercu viajn erarojn
practice-due = { $count ->
        [one] { $count } eraro por ekzerci
       *[other] { $count } eraroj por ekzerci
    }
practice-where = Pozicio { $position } el { $positions }
practice-prompt-play = Vi ĵetis { $dice }: trovu la plej bonan movon.
practice-prompt-double = Ĉu duobligi, aŭ ĵeti sen duobligi?
practice-prompt-take = Ĉu akcepti aŭ malakcepti?
practice-judging = Mi kontrolas vian respondon…
practice-try-again = Ne la plej bona: tio perdas { $loss }. Provu denove.
practice-praise = { $first ->
        [yes] Bone ludita: same bone kiel la plej bona.
       *[no] Bone ludita je la dua provo: same bone kiel la plej bona.
    }
practice-solution = { $best }.
practice-solution-after = { $best }. Via elekto perdis { $loss }.
practice-best-play = La plej bona movo estas { $play }
practice-best-double = Plej bone estas duobligi
practice-best-no-double = Plej bone estas ĵeti sen duobligi
practice-best-take = Plej bone estas akcepti
practice-best-pass = Plej bone estas malakcepti
practice-best-beaver = Plej bone estas kastori (beaver)
practice-best-unknown = La plej bona decido ne povis esti kalkulita
practice-bad-position = Ĉi tiu pozicio ne povas esti starigita: { $reason }
practice-hint-failed = La solvo ne povis esti kalkulita: { $reason }
practice-show-solution = Montri la solvon
practice-next = Sekva pozicio
practice-finish = Fini la ekzercadon
practice-leave = Reen al la maĉo

## The review: cube errors by kind, the result and the luck-adjusted result, the chart's
## chances, replay from the move log (helper review2). $unit: "points" aŭ "mwc"; $depth:
## "expert" aŭ "world-class".
review-row-missed-doubles = Maltrafitaj duobligoj
review-row-wrong-doubles = Malĝustaj duobligoj
review-row-wrong-takes = Malĝustaj akceptoj
review-row-wrong-passes = Malĝustaj malakceptoj
review-cube-errors-cell = { $count } ({ $equity })
review-cube-errors-cell-match = { $count } ({ $equity }; { $mwc }%)
review-row-result = Rezulto ({ $unit ->
        [mwc] ŝancoj gajni la maĉon
       *[points] poentoj
    })
review-result-points = { $value }
review-result-mwc = { $value }%
review-row-luck-adjusted = Rezulto korektita laŭ la bonŝanco ({ $unit ->
        [mwc] ŝancoj gajni la maĉon
       *[points] poentoj
    })
review-chart-axis-analysis = Sen kubo, post ĉiu movo, kiel la analizo je la nivelo { $depth ->
        [expert] Eksperto
       *[world-class] Mondklasa
    } taksis ĝin.
review-chart-axis-zero-ply = Sen kubo, post ĉiu movo, kiel la reto taksas la pozicion unuavide (0 ply).
help-app-review-label = Revizio:
help-app-review = post ludo, aŭ per la butono Revizio: la analizo de ĉiu decido de ambaŭ ludantoj, grafikaĵo de la ŝancoj gajni kaj la plej grandaj eraroj. La sagoklavoj maldekstren kaj dekstren paŝas la reludon malantaŭen kaj antaŭen de ĉie sur la revizia ekrano (krom sur la tabulo kaj en kampo); linio de la movlisto, klakita aŭ tuŝita (aŭ Enter sur ĝi), iras al la pozicio post ĝi.

## The tutor and hints in the rules book's chapter on the app (src/web/components/help/chapters.rs)
help-app-tutor-label = La instruisto ({ -settings }):
help-app-tutor = malŝaltita defaŭlte; ĝi povas averti vin antaŭ dubinda, malbona aŭ tre malbona decido (tia, kiu perdas almenaŭ 0,04, 0,08 aŭ 0,16 de la atendata valoro, kiel GNU Backgammon taksas). Antaŭ tia movo, duobligo, akcepto aŭ malakcepto ĝi diras, kiom la decido perdas, kaj lasas vin repreni ĝin, vidi la konsilon aŭ tamen ludi; la listo de movoj markas viajn erarojn per ?!, ? kaj ??, ankaŭ post reŝargo de la paĝo. Maĉo komencita en „{ -new-game }” kun malŝaltitaj konsiloj havas nek la butonon Konsilo nek la instruiston.

## The review's move log by game (src/view_model/review/game_log.rs, src/web/components/review.rs;
## helper reviewgaps)

# The links to each game of the match above the review's move log, for screen readers.
review-log-games = Ludoj de la maĉo

## An XGID's rules kept or refused when it is pasted (src/position_ids.rs; helper reviewgaps)

# $limit: the XGID's largest cube (2 to the power of its max cube field); $max: this game's (64).
ids-xgid-max-cube = La XGID limigas la duobligo-kubon al { $limit }, kaj en ĉi tiu ludo la kubo iras ĝis { $max }: la ludo ne povas konservi tiun limon.
