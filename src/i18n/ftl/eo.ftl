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
help-goal-title = La celo
help-moving-title = Movado
help-bearing-off-title = Formovado
help-cube-title = La duobligo-kubo
help-gammons-title = Gammono kaj backgammono
help-match-title = Maĉoj
help-app-title = Uzado de ĉi tiu aplikaĵo

help-goal-text = Du ludantoj, Nigra kaj Blanka, havas po 15 pecojn. Ĉiu movas siajn pecojn la tutan vojon ĉirkaŭ la tabulo en sian propran hejmon kaj poste forprenas ilin (formovas). Kiu unua formovas ĉiujn 15 pecojn, venkas en la ludo.
help-board-title = La tabulo kaj la direkto de la ludo
help-board-points = La tabulo havas 24 mallarĝajn triangulojn en kvar kvaronoj po ses. La trianguloj estas numeritaj de la flanko de la suba ludanto: 1 ĝis 6 malsupre dekstre (la hejmo de Nigra), 7 ĝis 12 malsupre maldekstre, 13 ĝis 18 supre maldekstre kaj 19 ĝis 24 supre dekstre (la hejmo de Blanka). Sur la lato en la mezo staras la kaptitaj pecoj; sur la pletoj dekstre, la formovitaj.
help-board-direction = Nigra, malsupre, movas de 24 al 1: supre de dekstre maldekstren, poste malsupre de maldekstre dekstren. Blanka movas inverse, de 1 al 24. Komence ĉiu ludanto havas du pecojn en la hejmo de la kontraŭulo (sur la 24-a triangulo), kvin sur la 13-a, tri sur la 8-a kaj kvin sur la 6-a, kalkulante de sia propra flanko.

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
help-app-new-game = elektu la nivelon de la komputilo aŭ duan personon ĉe ĉi tiu aparato (alterna ludo), la longon de la maĉo aŭ monan ludon, kaj la regulojn de la kubo.
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
help-app-settings = la lingvo, la rapido de la animacioj, ĉu la movo estas konfirmata per la lasta peco (sen „{ -done }”), ĉu devigaj movoj ludiĝas per si mem, kaj formovado per duobla klako aŭ tuŝeto.
help-app-saving-label = Konservado:
help-app-saving = la maĉo estas konservata en ĉi tiu retumilo post ĉiu ago kaj daŭras post reŝargo de la paĝo, ankaŭ senrete.
help-app-statistics-label = { -statistics }:
help-app-statistics = ludoj, gammonoj, backgammonoj kaj maĉoj gajnitaj kaj perditaj kontraŭ ĉiu kontraŭulo, kalkulitaj por la suba ludanto.
help-app-status = La linio sub la tabulo ĉiam diras, kies vico estas kaj kio okazos poste; la movoprotokolo listigas ĉiun movon.

## La konsilo

hint-plays-title = Konsilo
hint-cube-title = Konsilo pri la duobligo-kubo
hint-cube-no-double = Ne duobligi
hint-cube-double-take = Duobligi, akcepti
hint-cube-double-pass = Duobligi, malakcepti
hint-teach-me = Instruu min
hint-match-chance = Ŝanco gajni la matĉon { $chance }
hint-chances-mine = Vi venkas { $win } (gamono { $gammon }, bakgamono { $backgammon })
hint-chances-theirs = La kontraŭulo venkas { $lose } (gamono { $gammon }, bakgamono { $backgammon })
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
