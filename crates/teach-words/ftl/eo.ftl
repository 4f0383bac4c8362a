# Esperanto catalogue of the teaching messages (bg_engine::teach): the same ids as en.ftl.
# Terms: docs/terminology.md (triangulo, unuopo, peco, lato, hejmo, kapti, enigi, formovi,
# ankro, baro, okulo). Plurals by CLDR: one (1), other.

# A point's name in the nominative (after "sur") and the accusative (an object), from the
# message's own `side` and `point`.
point-nom = { $side ->
    [opponent] { $point ->
        [5] la 5-a triangulo de la kontraŭulo (la ora triangulo)
        [7] la lato-triangulo de la kontraŭulo (lia 7-a)
       *[other] la { $point }-a triangulo de la kontraŭulo
    }
   *[own] { $point ->
        [7] via lato-triangulo (la 7-a)
        [13] via meza triangulo (la 13-a)
       *[other] via { $point }-a triangulo
    }
}
point-acc = { $side ->
    [opponent] { $point ->
        [5] la 5-an triangulon de la kontraŭulo (la oran triangulon)
        [7] la lato-triangulon de la kontraŭulo (lian 7-an)
       *[other] la { $point }-an triangulon de la kontraŭulo
    }
   *[own] { $point ->
        [7] vian lato-triangulon (la 7-an)
        [13] vian mezan triangulon (la 13-an)
       *[other] vian { $point }-an triangulon
    }
}

teach-makes-point = { $play } faras { point-acc }.
teach-gives-up-point = { $play } forlasas { point-acc }.
teach-makes-anchor = { $play } faras ankron sur { point-nom }.
teach-breaks-anchor = { $play } forlasas la ankron sur { point-nom }.
teach-no-blot = { $play } lasas neniun unuopon.
teach-blot = { $play } lasas unuopon sur { point-nom }, kiun kaptas { $shots } el la 36 ĵetoj.
teach-blots = { $play } lasas { $count } unuopojn; { $shots } el la 36 ĵetoj kaptas almenaŭ unu el ili.
teach-hits = { $play } kaptas { $count } { $count ->
    [one] pecon
   *[other] pecojn
}.
teach-no-hit = { $play } kaptas neniun pecon.
teach-entering = Post { $play } la kontraŭulo enigas de la lato per { $rolls } el la 36 ĵetoj.
teach-closes-board = { $play } fermas la hejmon: la kontraŭulo ne povas enigi de la lato.
teach-escapes = { $play } savas { $count } { $count ->
    [one] malantaŭan pecon
   *[other] malantaŭajn pecojn
}.
teach-prime = { $play } konstruas baron el { $length } trianguloj, kiu enfermas { $trapped } { $trapped ->
    [one] pecon
   *[other] pecojn
}.
teach-builders = { $play } tenas { $count } { $count ->
    [one] konstruantan pecon
   *[other] konstruantajn pecojn
} por la venontaj trianguloj.
teach-bears-off = { $play } formovas { $count } { $count ->
    [one] pecon
   *[other] pecojn
}.
teach-wastes-pips = { $play } malŝparas { $pips } { $pips ->
    [one] okulon
   *[other] okulojn
}.
teach-gammons = Post { $play } vi gajnas gammonon en { $win }% de la ludoj kaj perdas unu en { $lose }%.
teach-game-kind = { $play } kondukas al { $kind ->
    [race] vetkuro
    [back-game] malantaŭa ludo (back game)
    [blitz] blico
    [priming] bara ludo
    [holding] tena ludo
   *[middle-game] mezludo
}.
teach-costs = La diferenco kostas { $loss } { $loss ->
    [one] poenton
   *[other] poentojn
} por ludo.
teach-costs-match = La diferenco kostas { $loss }% de la ŝanco gajni la maĉon.
teach-same-play = Ambaŭ movoj kondukas al la sama pozicio.
teach-only-play = Ĉi tio estas la sola ebla movo de la ĵeto.
teach-cube-verdict = { $double ->
    [double] { $redouble ->
        [yes] Reduobligi
       *[no] Duobligi
    }
    [too-good] { $redouble ->
        [yes] Tro bona por reduobligi
       *[no] Tro bona por duobligi
    }
   *[no-double] { $redouble ->
        [yes] Ne reduobligi
       *[no] Ne duobligi
    }
}, { $take ->
    [pass] malakcepti
    [beaver] kastoro
   *[take] akcepti
}.
teach-cube-cannot-double = Vi ne povas duobligi nun.
teach-cube-market-losers = Post { $rolls } el viaj 36 ĵetoj la kontraŭulo malakceptus duobligon en la sekva vico.
teach-cube-take-point = La akceptanto gajnas { $chance }% de la ludoj; ĉe ĉi tiu poentaro akcepto bezonas { $needed }%.
teach-cube-too-good = Vi gajnas gammonon en { $gammon }% de la ludoj: plu ludi valoras pli ol la poento, kiun duobligo enspezigas.
