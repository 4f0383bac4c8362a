# Polish catalogue of the teaching messages (bg_engine::teach): the same ids as en.ftl. Terms:
# docs/terminology.md (pole, samotnik, pion, banda, dom, kotwica, blokada, zbierać, oczko).
# Plurals by CLDR: one (1), few (2-4, 22-24), many (0, 5-21, 25), other (fractions).

# A point's name in the accusative (the same as the nominative for "pole") and in the
# locative ("na polu"), from the message's own `side` and `point`.
point-acc = { $side ->
    [opponent] { $point ->
        [5] pole 5 przeciwnika (złote pole)
        [7] pole 7 przeciwnika (jego pole barowe)
       *[other] pole { $point } przeciwnika
    }
   *[own] { $point ->
        [7] twoje pole 7 (pole barowe)
        [13] twoje pole 13 (pole środkowe)
       *[other] twoje pole { $point }
    }
}
point-loc = { $side ->
    [opponent] { $point ->
        [5] polu 5 przeciwnika (złotym polu)
        [7] polu 7 przeciwnika (jego polu barowym)
       *[other] polu { $point } przeciwnika
    }
   *[own] { $point ->
        [7] twoim polu 7 (polu barowym)
        [13] twoim polu 13 (polu środkowym)
       *[other] twoim polu { $point }
    }
}

teach-makes-point = { $play } buduje { point-acc }.
teach-gives-up-point = { $play } oddaje { point-acc }.
teach-makes-anchor = { $play } buduje kotwicę na { point-loc }.
teach-breaks-anchor = { $play } porzuca kotwicę na { point-loc }.
teach-no-blot = { $play } nie zostawia samotnika.
teach-blot = { $play } zostawia samotnika na { point-loc }, którego { $shots ->
    [one] trafia { $shots } rzut
    [few] trafiają { $shots } rzuty
   *[many] trafia { $shots } rzutów
} na 36.
teach-blots = { $play } zostawia { $count } { $count ->
    [one] samotnika
    [few] samotniki
   *[many] samotników
}; przynajmniej jednego z nich { $shots ->
    [one] trafia { $shots } rzut
    [few] trafiają { $shots } rzuty
   *[many] trafia { $shots } rzutów
} na 36.
teach-hits = { $play } zbija { $count } { $count ->
    [one] piona
    [few] piony
   *[many] pionów
}.
teach-no-hit = { $play } nie zbija.
teach-entering = Po { $play } przeciwnik wprowadza piona z bandy { $rolls } { $rolls ->
    [one] rzutem
   *[other] rzutami
} na 36.
teach-closes-board = { $play } zamyka dom: przeciwnik nie może wprowadzić piona z bandy.
teach-escapes = { $play } uwalnia { $count } { $count ->
    [one] tylnego piona
    [few] tylne piony
   *[many] tylnych pionów
}.
teach-prime = { $play } buduje blokadę z { $length } pól, która więzi { $trapped } { $trapped ->
    [one] piona
    [few] piony
   *[many] pionów
}.
teach-builders = { $play } zostawia { $count } { $count ->
    [one] piona
    [few] piony
   *[many] pionów
} do budowy następnych pól.
teach-bears-off = { $play } zbiera { $count } { $count ->
    [one] piona
    [few] piony
   *[many] pionów
}.
teach-wastes-pips = { $play } marnuje { $pips } { $pips ->
    [one] oczko
    [few] oczka
   *[many] oczek
}.
teach-gammons = Po { $play } wygrywasz gammona w { $win }% gier, a przegrywasz w { $lose }%.
teach-game-kind = { $play } prowadzi do { $kind ->
    [race] wyścigu
    [back-game] gry z tyłu (back game)
    [blitz] blitzu
    [priming] gry blokującej
    [holding] gry z kotwicą (holding game)
   *[middle-game] gry środkowej
}.
teach-costs = Różnica kosztuje { $loss } { $loss ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
} na grę.
teach-costs-match = Różnica kosztuje { $loss }% szansy wygrania meczu.
teach-same-play = Oba ruchy prowadzą do tej samej pozycji.
teach-only-play = To jedyny możliwy ruch w tym rzucie.
teach-cube-verdict = { $double ->
    [double] { $redouble ->
        [yes] Ponowne podwojenie
       *[no] Podwojenie
    }
    [too-good] { $redouble ->
        [yes] Zbyt dobra pozycja na ponowne podwojenie
       *[no] Zbyt dobra pozycja na podwojenie
    }
   *[no-double] { $redouble ->
        [yes] Bez ponownego podwojenia
       *[no] Bez podwojenia
    }
}, { $take ->
    [pass] odrzucić
    [beaver] beaver
   *[take] przyjąć
}.
teach-cube-cannot-double = Nie możesz teraz podwoić.
teach-cube-market-losers = Po { $rolls } { $rolls ->
    [one] twoim rzucie
   *[other] twoich rzutach
} na 36 przeciwnik odrzuciłby podwojenie w następnej kolejce.
teach-cube-take-point = Przyjmujący wygrywa { $chance }% gier; przy tym wyniku przyjęcie wymaga { $needed }%.
teach-cube-too-good = Wygrywasz gammona w { $gammon }% gier: dalsza gra jest warta więcej niż punkt, który daje podwojenie.
