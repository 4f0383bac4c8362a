# Estonian catalogue of the teaching messages (bg_engine::teach): the same ids as en.ftl.
# Terms: docs/terminology.md (punkt, blott, kabe, baar, maja, lööma, laadima, maha võtma,
# ankur, blokaad, silm). Plurals by CLDR: one (1), other (then the partitive singular).

# A point's name in the genitive (a whole object: "teeb ... punkti") and the adessive (on
# it: "punktil"), from the message's own `side` and `point`.
point-gen = { $side ->
    [opponent] { $point ->
        [5] vastase 5. punkti (kuldse punkti)
        [7] vastase baaripunkti (tema 7. punkti)
       *[other] vastase { $point }. punkti
    }
   *[own] { $point ->
        [7] sinu baaripunkti (7. punkti)
        [13] sinu keskpunkti (13. punkti)
       *[other] sinu { $point }. punkti
    }
}
point-ade = { $side ->
    [opponent] { $point ->
        [5] vastase 5. punktil (kuldsel punktil)
        [7] vastase baaripunktil (tema 7. punktil)
       *[other] vastase { $point }. punktil
    }
   *[own] { $point ->
        [7] sinu baaripunktil (7. punktil)
        [13] sinu keskpunktil (13. punktil)
       *[other] sinu { $point }. punktil
    }
}

teach-makes-point = { $play } teeb { point-gen }.
teach-gives-up-point = { $play } loovutab { point-gen }.
teach-makes-anchor = { $play } teeb ankru { point-ade }.
teach-breaks-anchor = { $play } loobub ankrust { point-ade }.
teach-no-blot = { $play } ei jäta ühtki blotti.
teach-blot = { $play } jätab bloti { point-ade }, mida lööb { $shots } { $shots ->
    [one] veeretus
   *[other] veeretust
} 36-st.
teach-blots = { $play } jätab { $count } { $count ->
    [one] bloti
   *[other] blotti
}; vähemalt ühte neist lööb { $shots } { $shots ->
    [one] veeretus
   *[other] veeretust
} 36-st.
teach-hits = { $play } lööb { $count } { $count ->
    [one] kabe
   *[other] kabet
}.
teach-no-hit = { $play } ei löö ühtki kabet.
teach-entering = Pärast käiku { $play } laadib vastane baarilt { $rolls } veeretusega 36-st.
teach-closes-board = { $play } sulgeb maja: vastane ei saa baarilt laadida.
teach-escapes = { $play } päästab { $count } { $count ->
    [one] tagumise kabe
   *[other] tagumist kabet
}.
teach-prime = { $play } ehitab { $length } punkti pikkuse blokaadi, mis hoiab lõksus { $trapped } kabet.
teach-builders = { $play } jätab { $count } { $count ->
    [one] ehituskabe
   *[other] ehituskabet
} järgmiste punktide jaoks.
teach-bears-off = { $play } võtab maha { $count } { $count ->
    [one] kabe
   *[other] kabet
}.
teach-wastes-pips = { $play } raiskab { $pips } silma.
teach-gammons = Pärast käiku { $play } võidad gammoni { $win }% mängudest ja kaotad { $lose }%.
teach-game-kind = { $play } viib { $kind ->
    [race] võidujooksuni
    [back-game] tagumise mänguni (back game)
    [blitz] blitsini
    [priming] blokaadimänguni
    [holding] hoidmismänguni
   *[middle-game] keskmänguni
}.
teach-costs = Erinevus maksab { $loss } punkti mängu kohta.
teach-costs-match = Erinevus maksab { $loss }% matši võidu tõenäosusest.
teach-same-play = Mõlemad käigud viivad samasse seisu.
teach-only-play = See on selle veeretuse ainus käik.
teach-cube-verdict = { $double ->
    [double] { $redouble ->
        [yes] Kahekordista uuesti
       *[no] Kahekordista
    }
    [too-good] { $redouble ->
        [yes] Liiga hea, et uuesti kahekordistada
       *[no] Liiga hea, et kahekordistada
    }
   *[no-double] { $redouble ->
        [yes] Ära kahekordista uuesti
       *[no] Ära kahekordista
    }
}, { $take ->
    [pass] loobuda
    [beaver] kobras
   *[take] vastu võtta
}.
teach-cube-cannot-double = Sa ei saa praegu kahekordistada.
teach-cube-market-losers = Pärast { $rolls } veeretust sinu 36-st loobuks vastane järgmisel käigul kahekordistamisest.
teach-cube-take-point = Vastuvõtja võidab { $chance }% mängudest; selle skoori juures on vastuvõtmiseks vaja { $needed }%.
teach-cube-too-good = Võidad gammoni { $gammon }% mängudest: edasi mängimine on väärt rohkem kui punkt, mille kahekordistamine kindlustab.
