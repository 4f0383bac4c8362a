# Słowa aplikacji po polsku. Terminy (-nazwa) to nazwy przycisków, do których odwołuje się pomoc.
# Słownictwo: docs/terminology.md.

-roll = Rzuć
-double = Podwój
-resign = Poddaj się
-undo = Cofnij
-done = Gotowe
-swap-dice = Zamień kości
-new-game = Nowa gra
-settings = Ustawienia
-statistics = Statystyki

## Strona

app-title = Tryktrak
menu = Menu
menu-statistics = { -statistics }
menu-rules = Zasady
menu-new-game = { -new-game }
close = Zamknij

## Ustawienia

settings-title = { -settings }
settings-language = Język
settings-animation = Szybkość animacji
settings-speed-off = Wyłączona (od razu)
settings-speed-fast = Szybka
settings-speed-normal = Zwykła
settings-speed-slow = Wolna
settings-auto-forced = Wykonuj ruchy wymuszone automatycznie
settings-auto-confirm = Zatwierdzaj ruch po przestawieniu ostatniego piona (bez „{ -done }”)
settings-double-click = Zbieraj piona podwójnym kliknięciem lub podwójnym dotknięciem

## Statystyki

stats-title = { -statistics }
stats-empty = Nie ma jeszcze ukończonych gier.
stats-caption = Wygrane–przegrane dolnego gracza (twoje, w grze z komputerem).
stats-games = Gry
stats-gammons = Gammony
stats-backgammons = Backgammony
stats-backgammons-short = Backg.
stats-matches = Mecze
stats-cell =
    { $won ->
        [one] { $won } wygrana
        [few] { $won } wygrane
       *[many] { $won } wygranych
    }, { $lost ->
        [one] { $lost } przegrana
        [few] { $lost } przegrane
       *[many] { $lost } przegranych
    }
stats-note = Każda ukończona gra jest liczona raz, gdy się kończy; backgammon liczy się jako backgammon, a nie także jako gammon. W grze dwóch osób na jednym urządzeniu liczone są wyniki dolnego gracza.
stats-backups = Nieczytelne statystyki zachowano pod kluczami: { $keys }.
stats-reset = Wyzeruj statystyki
stats-reset-question = Wyzerować wszystkie statystyki? Tego nie można cofnąć.
stats-keep = Zachowaj je
stats-reset-confirm = Tak, wyzeruj
stats-opponent-two-players = Dwóch graczy
stats-opponent-computer = Komputer: { $level }
stats-opponent-unknown = { $name }

## Gracze komputerowi

computer-random = Losowe ruchy (trening)
computer-pubeval = pubeval (wzorzec Tesauro)
computer-beginner = Początkujący
computer-casual = Amator
computer-intermediate = Średniozaawansowany
computer-advanced = Zaawansowany
computer-expert = Ekspert
computer-world-class = Światowa klasa (patrzy 2 rzuty naprzód)
computer-expert-one-ply = Ekspert patrzący 1 rzut naprzód (analiza)

## Zasady i pomoc

help-title = Zasady i pomoc
help-contents = Spis treści
help-bearing-off-title = Zbieranie pionów
help-cube-title = Kostka podwajająca
help-match-title = Mecz
help-app-title = Jak korzystać z aplikacji

help-board-points = { $home ->
        [left] Plansza ma 24 wąskie trójkąty, czyli pola, w czterech ćwiartkach po sześć. Pola są numerowane od strony dolnego gracza: od 1 do 6 w lewym dolnym rogu (dom { $mover ->
            [white] białych
           *[black] czarnych
        }), od 7 do 12 w prawym dolnym, od 13 do 18 w prawym górnym i od 19 do 24 w lewym górnym (dom { $mover ->
            [white] czarnych
           *[black] białych
        }). Na bandzie pośrodku stoją zbite piony, a w przegródkach po lewej piony zebrane.
       *[right] Plansza ma 24 wąskie trójkąty, czyli pola, w czterech ćwiartkach po sześć. Pola są numerowane od strony dolnego gracza: od 1 do 6 w prawym dolnym rogu (dom { $mover ->
            [white] białych
           *[black] czarnych
        }), od 7 do 12 w lewym dolnym, od 13 do 18 w lewym górnym i od 19 do 24 w prawym górnym (dom { $mover ->
            [white] czarnych
           *[black] białych
        }). Na bandzie pośrodku stoją zbite piony, a w przegródkach po prawej piony zebrane.
    }
help-board-direction = { $home ->
        [left] { $mover ->
            [white] Białe
           *[black] Czarne
        }, na dole, idą od pola 24 do pola 1: górą od lewej do prawej, a potem dołem od prawej do lewej. { $mover ->
            [white] Czarne
           *[black] Białe
        } idą w przeciwną stronę, od 1 do 24. Na początku każdy gracz ma dwa piony w domu przeciwnika (na polu 24), pięć na polu 13, trzy na polu 8 i pięć na polu 6, licząc od swojej strony.
       *[right] { $mover ->
            [white] Białe
           *[black] Czarne
        }, na dole, idą od pola 24 do pola 1: górą od prawej do lewej, a potem dołem od lewej do prawej. { $mover ->
            [white] Czarne
           *[black] Białe
        } idą w przeciwną stronę, od 1 do 24. Na początku każdy gracz ma dwa piony w domu przeciwnika (na polu 24), pięć na polu 13, trzy na polu 8 i pięć na polu 6, licząc od swojej strony.
    }

help-moving-start = Na początku każdy gracz rzuca jedną kością; zaczyna ten, kto wyrzucił więcej, i rozgrywa obie wyrzucone liczby (przy remisie rzuca się ponownie). Potem gracze grają na zmianę: rzut dwiema kośćmi, potem ruch.
help-moving-dice = Każda kość to osobny ruch: przy 5 i 3 przesuwasz jeden pion o 5 pól i jeden o 3 pola albo jeden pion o 5, a potem o 3 (pole, na którym pion się zatrzymuje, nie może być zablokowane).
help-moving-doubles = Dublet rozgrywa się cztery razy: 4 i 4 to cztery ruchy po 4 pola.
help-moving-blocked = Pole z dwoma lub więcej pionami przeciwnika jest zablokowane: nie można na nim stanąć.
help-moving-hit = Pojedynczego piona przeciwnika (samotnika) można zbić: twój pion staje na jego polu, a zbity pion idzie na bandę.
help-moving-bar = Gracz, który ma pion na bandzie, musi najpierw wprowadzić go do domu przeciwnika, na pole o liczbie oczek jednej z kości (3 wprowadza na pole 3 przeciwnika, czyli na pole 22 liczone od twojej strony). Dopóki wszystkie piony z bandy nie wejdą, żaden inny pion się nie rusza; jeśli żadna kość nie pozwala wejść, tracisz kolejkę.
help-moving-both-dice = Jeśli możesz, musisz wykorzystać obie kości. Gdy da się wykorzystać tylko jedną, musisz użyć większej, jeśli to możliwe. Gdy żaden ruch nie jest możliwy, tracisz kolejkę.

help-bearing-off-text = Gdy wszystkie twoje piony (wszystkie 15) są już w domu, możesz je zbierać: kość zdejmuje piona z pola o swojej liczbie oczek (4 z pola 4). Kość większa niż twoje najwyższe zajęte pole zdejmuje piona z tego najwyższego pola. Zamiast zbierać, możesz też przesunąć piona wewnątrz domu. Pion zbity w trakcie zbierania musi wrócić dookoła planszy do domu, zanim znów będzie można zbierać.

help-cube-text = Gra jest warta jeden punkt razy wartość kostki podwajającej, która na początku leży pośrodku z wartością 1 (na jej ściance widać 64). Przed rzutem gracz, który uważa, że prowadzi, może zaproponować podwojenie: dalszą grę o podwójną stawkę.
help-cube-take-label = Przyjęcie:
help-cube-take = przeciwnik się zgadza; gra toczy się dalej o podwójną wartość, a przyjmujący staje się właścicielem kostki: tylko on może podwoić następnym razem (ponowne podwojenie).
help-cube-drop-label = Odrzucenie:
help-cube-drop = przeciwnik odmawia i przegrywa grę o wartość sprzed podwojenia.
help-cube-beaver-label = Beaver (tylko w grze na pieniądze):
help-cube-beaver = przeciwnik przyjmuje i od razu podwaja ponownie, zatrzymując kostkę; podwajający przyjmuje wtedy albo odrzuca nową wartość. Po sobie mogą nastąpić najwyżej trzy beavery, i tylko gdy ta opcja jest włączona.
help-cube-jacoby-label = Reguła Jacoby’ego (tylko w grze na pieniądze):
help-cube-jacoby = gdy jest włączona, gammony i backgammony liczą się jak zwykłe wygrane, dopóki nikt nie podwoił. Nie zmniejsza wartości poddania się.

help-gammons-text = Jeśli przegrywający nie zebrał ani jednego piona, gdy gra się kończy, zwycięzca wygrywa gammona: podwójną wartość kostki. Jeśli przegrywający ma ponadto pion na bandzie lub w domu zwycięzcy, jest to backgammon: potrójna wartość. Gracz, który ma rzucać, może też poddać zwykłą grę, gammona albo backgammona; przeciwnik przyjmuje (gra kończy się z tą wartością) albo odrzuca (gra toczy się dalej).

help-match-text = Mecz rozgrywa się do określonej liczby punktów: kto pierwszy ją osiągnie, wygrywa mecz. Gra na pieniądze nie ma końca: każda gra jest liczona osobno.
help-match-crawford = Reguła Crawforda: gdy tylko jednemu z graczy brakuje jednego punktu do wygrania meczu, następna gra (gra Crawforda) toczy się bez kostki podwajającej. W grach po niej (po Crawfordzie) kostka wraca. Panel wyniku oznacza grę Crawforda. W meczach nie stosuje się beaverów ani reguły Jacoby’ego.

help-app-new-game-label = { -new-game }:
help-app-new-game = wybierz poziom komputera albo drugą osobę na tym urządzeniu (gra na zmianę), czy dolny gracz gra białymi, czy czarnymi (w grze z komputerem to ty; komputer bierze drugą stronę), długość meczu albo grę na pieniądze oraz zasady kostki.
help-app-roll-label = { -roll }:
help-app-roll = rzuca kośćmi; przed rzutem możesz też nacisnąć „{ -double }” albo „{ -resign }”.
help-app-tap-label = Ruch dotknięciem lub kliknięciem:
help-app-tap = dotknij piona, który może się ruszyć (jest podświetlony), a potem jednego z podświetlonych pól, na które może dojść. Dotknij piona ponownie, aby go odłożyć.
help-app-drag-label = Ruch przeciąganiem:
help-app-drag = przeciągnij piona i upuść go na podświetlonym polu.
help-app-keyboard-label = Ruch klawiaturą:
help-app-keyboard = Tab przenosi na planszę; strzałki przechodzą od pola do pola (w górę i w dół między połówkami, Home i End na końce rzędu), na bandy i przegródki; Enter lub spacja podnosi i odkłada piona; Escape anuluje wybór.
help-app-undo-label = „{ -undo }” i „{ -done }”:
help-app-undo = „{ -undo }” cofa ostatni ruch piona w tej kolejce; „{ -done }” kończy kolejkę, gdy kości są rozegrane. Przed „{ -done }” nic nie jest ostateczne.
help-app-swap-label = { -swap-dice }:
help-app-swap = gdy każda z kości mogłaby zebrać piona, ten przycisk wybiera, która kość jest rozgrywana pierwsza.
help-app-settings-label = { -settings }:
help-app-settings = język, szybkość animacji, czy ruch jest zatwierdzany ostatnim pionem (bez „{ -done }”), czy ruchy wymuszone wykonują się same oraz zbieranie podwójnym kliknięciem lub dotknięciem; a także stół: kierunek gry (dom po prawej lub po lewej), kolory planszy (zielone sukno, klasyczne drewno, wysoki kontrast), dźwięki i ich głośność, czy widać liczbę oczek oraz samoczynny rzut, gdy podwojenie nie jest możliwe.
help-app-saving-label = Zapisywanie:
help-app-saving = mecz jest zapisywany w tej przeglądarce po każdym ruchu i decyzji i wznawia się po ponownym wczytaniu strony, także bez internetu.
help-app-statistics-label = { -statistics }:
help-app-statistics = gry, gammony, backgammony i mecze wygrane i przegrane z każdym przeciwnikiem, liczone dla dolnego gracza.
help-app-status = Wiersz pod planszą zawsze mówi, czyja jest kolejka i co nastąpi; zapis partii wymienia każdy ruch.

## Księga zasad (rozdziały ekranu Zasady i pomoc oraz ich diagramy)

book-to-contents = Powrót do spisu treści
book-short-title = W skrócie
book-short-1 = Dwaj gracze, czarny i biały, przeprowadzają po 15 pionów dookoła planszy, w przeciwnych kierunkach, do własnego domu.
book-short-2 = W każdej kolejce rzucasz dwiema kośćmi i przesuwasz piony o wyrzucone liczby; dublet rozgrywa się cztery razy.
book-short-3 = Pole z dwoma lub więcej pionami przeciwnika jest zablokowane; pojedynczy pion przeciwnika zostaje tam zbity i idzie na bandę.
book-short-4 = Gdy wszystkie twoje piony są w domu, zbierasz je; kto pierwszy zbierze wszystkie 15, wygrywa.
book-short-5 = Wygrana jest warta jeden punkt, gammon dwa, backgammon trzy, razy wartość kostki podwajającej.
book-board-title = Plansza i jak ją ustawić
book-board-setup = Aby ustawić prawdziwą planszę, usiądź tak, żeby twój dom był po prawej. Postaw dwa swoje piony na skrajnym prawym polu po przeciwnej stronie (twoje pole 24), pięć na skrajnym lewym polu tej strony (twoje pole 13), trzy na drugim polu na lewo od bandy po twojej stronie (twoje pole 8) i pięć na pierwszym polu na prawo od bandy po twojej stronie (twoje pole 6). Piony przeciwnika stoją jak lustrzane odbicie twoich.
book-moving-title = Ruchy, bicie i wprowadzanie z bandy
book-two-dice-title = Wykorzystanie obu kości
book-two-dice-order = Dlatego kolejność ruchów ma znaczenie: pierwszy ruch, po którym drugiej kości nie da się rozegrać, jest niedozwolony, jeśli inny sposób pozwala rozegrać obie kości. Ta aplikacja proponuje tylko ruchy, które nadal prowadzą do dozwolonego posunięcia.
book-scoring-title = Koniec gry i punkty
book-scoring-examples = Gra jest warta tyle, ile jej rodzaj (zwykła wygrana 1, gammon 2, backgammon 3) razy wartość kostki. Trzy przykłady:
book-money-title = Gra na pieniądze: reguła Jacoby’ego i beavery
book-money-text = Obie opcje dotyczą tylko gry na pieniądze; wybierasz je w oknie „{ -new-game }”.
book-departures-title = Czym ta aplikacja różni się od oficjalnych zasad i dlaczego
book-departures-text = Ta aplikacja gra według standardowych zasad, tak jak stosuje je GNU Backgammon, z wyjątkiem trzech punktów:
book-departures-cube = Kostka kończy się na 64: kostki o wartości 64 nie można podwoić. Standardowe zasady nie znają granicy, ale najwyższa ścianka prawdziwej kostki to 64.
book-departures-dead-cube = Nie ma podwojenia, które nie może mieć znaczenia: w meczu gracz, któremu obecna wartość kostki już daje wygraną w meczu, jeśli wygra grę, nie może podwoić. Zasady na to pozwalają, ale takie podwojenie może pomóc tylko przeciwnikowi.
book-departures-crawford = W meczu reguła Crawforda obowiązuje zawsze. Niektórzy gracze ją pomijają; to reguła turniejów, a jedna reguła dla każdego meczu pozwala porównywać wyniki.
book-sources-title = Skąd pochodzą zasady
book-sources-text = Zasady są zasadami GNU Backgammon; słowa pochodzą ze stron z zasadami, na których oparto tę grę:
book-sources-gnubg = GNU Backgammon, wolny program do gry w tryktraka: zasady tak, jak on je stosuje. Testy zasad tej aplikacji sprawdzają silnik według jego odpowiedzi.
book-sources-polish = Strony z zasadami dwóch polskich aplikacji do tryktraka: polskie słowa (tryktrak, pole, banda, pion, dublet).
book-sources-esperanto = Strona z zasadami BrainKing w esperanto: słowa esperanckie (triktrako, triangulo, lato, unuopo).
book-sources-estonian = Strona z zasadami Gamezz po estońsku: słowa estońskie (triktrak, kabe, punkt, baar, maja).
book-faq-title = Pytania i odpowiedzi
book-faq-checkers-q = Ile pionów ma każdy gracz?
book-faq-checkers-a = Piętnaście: na początku dwa na polu 24, pięć na polu 13, trzy na polu 8 i pięć na polu 6.
book-faq-doubles-q = Co daje dublet?
book-faq-doubles-a = Rozgrywa się go cztery razy: 5 i 5 to cztery ruchy po 5 pól, jednym pionem albo kilkoma. Rzut otwierający nigdy nie jest dubletem: przy remisie rzuca się ponownie.
book-faq-single-q = Czy mogę stanąć na polu z pojedynczym pionem przeciwnika?
book-faq-single-a = Tak: zbijasz go. Idzie on na bandę, a jego właściciel musi go wprowadzić do twojego domu, zanim ruszy czymkolwiek innym.
book-faq-no-move-q = Co, jeśli żaden ruch nie jest możliwy?
book-faq-no-move-a = Tracisz kolejkę i rzuca przeciwnik. Gdy da się rozegrać tylko część rzutu, rozgrywasz tę część.
book-faq-gammon-q = Co to jest gammon?
book-faq-gammon-a = Wygrana, zanim przegrywający zebrał choć jednego piona: liczy się podwójnie. Jeśli przegrywający ma ponadto pion na bandzie lub w domu zwycięzcy, jest to backgammon i liczy się potrójnie.
book-faq-tavla-q = Czy tavla to ta sama gra?
book-faq-tavla-a = Prawie. Turecka tavla ma tę samą planszę, ustawienie i ruchy, ale gra się w nią bez kostki podwajającej, a gammon (mars) liczy się za dwa punkty i nie ma backgammona. Ta aplikacja gra w tryktraka z kostką podwajającą.
book-openings-title = Najlepsze pierwsze ruchy
book-openings-text = Pierwsze posunięcie gry dla każdego z 15 rzutów, którymi gra może się zacząć (dubletem nie może: przy remisie rzuca się ponownie), tak jak gra je najsilniejszy gracz tej aplikacji, Światowa klasa, w grze na pieniądze, a gdy Światowa klasa ocenia dwa posunięcia na mniej niż 0,01 punktu na grę od siebie, to, które wybiera GNU Backgammon. Pola są numerowane od strony wykonującego ruch.
book-openings-roll = Rzut
book-openings-play = Posunięcie
book-strategy-title = Pierwsze zasady strategii
book-strategy-points-label = Zajmuj pola:
book-strategy-points = dwa piony na polu są bezpieczne i blokują przeciwnika; najwięcej są warte pola twojego domu i twoje pole 7.
book-strategy-blots-label = Unikaj samotników w zasięgu:
book-strategy-blots = pojedynczy pion sześć pól lub mniej przed pionem przeciwnika może zostać zbity wieloma rzutami; zostawiaj samotniki tam, gdzie trafia je mało rzutów albo gdzie zbicie niewiele kosztuje.
book-strategy-prime-label = Buduj blokadę:
book-strategy-prime = sześciu zajętych pól z rzędu nie da się przejść, a cztery lub pięć z rzędu już zatrzymują piony za nimi.
book-strategy-race-label = Ścigaj się, gdy prowadzisz:
book-strategy-race = gdy twoja liczba oczek (pola, które twoje piony mają jeszcze do przejścia) jest mniejsza, zerwij kontakt i uciekaj do domu; gdy jest większa, trzymaj pola po stronie przeciwnika i czekaj na okazję do bicia.
book-before = Przed
book-after = Po { $play }
book-alt-after = Plansza po posunięciu { $mover ->
        [white] białych
       *[black] czarnych
    } { $play }, ze strzałką dla każdego przesuniętego piona.
book-diagram-start = Ustawienie początkowe. { $mover ->
        [white] Białe
       *[black] Czarne
    }, na dole, idą od pola 24 do pola 1; { $mover ->
        [white] czarne
       *[black] białe
    } w przeciwną stronę.
book-diagram-hit = { $mover ->
        [white] Białe
       *[black] Czarne
    } wyrzucają 6 i 1 i grają 13/7* 8/7: szóstka zbija samotnika { $mover ->
        [white] czarnych
       *[black] białych
    } na polu 7, a jedynka go osłania. Zbity pion idzie na bandę.
book-diagram-enter = { $mover ->
        [white] Białe
       *[black] Czarne
    } mają piona na bandzie i wyrzucają 5 i 3. { $mover ->
        [white] Czarne
       *[black] Białe
    } trzymają swoje pole 5 (pole 20 { $mover ->
        [white] białych
       *[black] czarnych
    }), więc piątka nie wprowadza; trójka wprowadza na pole 3 { $mover ->
        [white] czarnych
       *[black] białych
    } (bar/22), a piątkę rozgrywa się potem (13/8).
book-diagram-larger-die = { $mover ->
        [white] Białe
       *[black] Czarne
    } wyrzucają 6 i 3. Można rozegrać jedną albo drugą kość, ale nie obie: pole 4 jest zablokowane. Trzeba rozegrać większą: 13/7.
book-diagram-both-dice = { $mover ->
        [white] Białe
       *[black] Czarne
    } wyrzucają 6 i 5. Szóstka najpierw, 13/7, zostawiłaby piątkę bez ruchu (pola 2 i 6 są zablokowane). Inny sposób rozgrywa obie kości, więc jest jedynym dozwolonym posunięciem: 13/8 11/5.
book-diagram-bear-off = { $mover ->
        [white] Białe
       *[black] Czarne
    } wyrzucają 6 i 4 podczas zbierania. Najwyższy pion stoi na polu 3, więc obie kości zbierają z niego: 3/off(2).
book-diagram-single = Zwykła wygrana: { $mover ->
        [white] czarne
       *[black] białe
    } zebrały już piony. 1 (zwykła wygrana) × 1 (kostka) = 1 punkt.
book-diagram-gammon = Gammon: { $mover ->
        [white] czarne
       *[black] białe
    } nie zebrały żadnego piona. 2 (gammon) × 2 (kostka) = 4 punkty.
book-diagram-backgammon = Backgammon: { $mover ->
        [white] czarne
       *[black] białe
    } nie zebrały żadnego piona i mają piona w domu { $mover ->
        [white] białych
       *[black] czarnych
    }. 3 (backgammon) × 4 (kostka) = 12 punktów.
book-alt-start = Ustawienie początkowe: każda strona ma dwa piony na swoim polu 24, pięć na polu 13, trzy na polu 8 i pięć na polu 6.
book-alt-hit = { $mover ->
        [white] Białe
       *[black] Czarne
    } grają 6 i 1 z ustawienia początkowego; { $mover ->
        [white] czarne
       *[black] białe
    } mają pojedynczego piona na polu 7 { $mover ->
        [white] białych
       *[black] czarnych
    }.
book-alt-enter = { $mover ->
        [white] Białe
       *[black] Czarne
    } grają 5 i 3 z pionem na bandzie; { $mover ->
        [white] czarne
       *[black] białe
    } trzymają pola 19, 20 i 21 { $mover ->
        [white] białych
       *[black] czarnych
    }, a pole 22 { $mover ->
        [white] białych
       *[black] czarnych
    } jest wolne.
book-alt-larger-die = { $mover ->
        [white] Białe
       *[black] Czarne
    } grają 6 i 3, mając jednego piona na polu 13 i czternaście na polu 1; { $mover ->
        [white] czarne
       *[black] białe
    } trzymają pole 4 { $mover ->
        [white] białych
       *[black] czarnych
    }.
book-alt-both-dice = { $mover ->
        [white] Białe
       *[black] Czarne
    } grają 6 i 5, mając piony na polach 13 i 11 oraz trzynaście na polu 1; { $mover ->
        [white] czarne
       *[black] białe
    } trzymają pola 2 i 6 { $mover ->
        [white] białych
       *[black] czarnych
    }.
book-alt-bear-off = { $mover ->
        [white] Białe
       *[black] Czarne
    } grają 6 i 4, mając jeszcze pięć pionów: dwa na polu 3, dwa na polu 2 i jeden na polu 1.
book-alt-single = { $mover ->
        [white] Białe
       *[black] Czarne
    } grają 6 i 5 z ostatnim pionem na polu 2; { $mover ->
        [white] czarne
       *[black] białe
    } zebrały cztery piony; kostka ma wartość 1.
book-alt-gammon = { $mover ->
        [white] Białe
       *[black] Czarne
    } grają 6 i 5 z ostatnim pionem na polu 2; { $mover ->
        [white] czarne
       *[black] białe
    } nie zebrały żadnego piona; kostka ma wartość 2.
book-alt-backgammon = { $mover ->
        [white] Białe
       *[black] Czarne
    } grają 6 i 5 z ostatnim pionem na polu 2; { $mover ->
        [white] czarne
       *[black] białe
    } nie zebrały żadnego piona i mają piona na polu 5 { $mover ->
        [white] białych
       *[black] czarnych
    }; kostka ma wartość 4.

## Podpowiedź

hint-plays-title = Podpowiedź
hint-cube-title = Podpowiedź: kostka podwajająca
hint-cube-no-double = Bez podwojenia
hint-cube-double-take = Podwojenie, przyjąć
hint-cube-double-pass = Podwojenie, odrzucić
hint-teach-me = Naucz mnie
hint-match-chance = Szansa wygrania meczu { $chance }
hint-chances-mine = Wygrywasz { $win } (gammon { $gammon }, backgammon { $backgammon })
hint-chances-theirs = Przeciwnik wygrywa { $lose } (gammon { $gammon }, backgammon { $backgammon })
hint-depth = { $plies ->
        [0] pierwsze spojrzenie
        [1] 1 rzut naprzód
        [few] { $plies } rzuty naprzód
       *[other] { $plies } rzutów naprzód
    }
hint-depth-note = Najlepsze ruchy są badane głębiej. Wartości z różnych głębokości nie są porównywalne: strata ruchu jest liczona względem najlepszego ruchu zbadanego tak samo głęboko.
hint-thinking = Myślę…
new-game-hints = Podpowiedzi (przycisk Podpowiedź)

## Nauczyciel (tutor)

settings-tutor = Nauczyciel: ostrzegaj mnie przed
settings-tutor-off = Wyłączony
settings-tutor-doubtful = decyzją wątpliwą lub gorszą (strata od 0,04)
settings-tutor-bad = decyzją złą lub gorszą (strata od 0,08)
settings-tutor-very-bad = decyzją bardzo złą (strata od 0,16)
tutor-title = Nauczyciel
tutor-checking = Nauczyciel sprawdza twoją decyzję…
tutor-loses-play = Ten ruch traci { $loss } wartości oczekiwanej (equity) względem najlepszego ruchu.
tutor-loses-double = Podwojenie traci tu { $loss } wartości oczekiwanej (equity).
tutor-loses-take = Przyjęcie traci { $loss } wartości oczekiwanej (equity).
tutor-loses-pass = Odrzucenie traci { $loss } wartości oczekiwanej (equity).
tutor-loses-beaver = Beaver traci { $loss } wartości oczekiwanej (equity).
tutor-loses-match-chance = Szansa wygrania meczu jest przez to mniejsza o { $chance }.
tutor-doubtful = Decyzja wątpliwa (?!).
tutor-bad = Zła decyzja (?).
tutor-very-bad = Bardzo zła decyzja (??).
tutor-take-back = Wycofaj
tutor-show-hint = Pokaż podpowiedź
tutor-play-anyway = Zagraj mimo to
hint-top-three = Trzy najlepsze na planszy
hint-more-plays = { $count ->
        [one] Pokaż jeszcze 1 ruch
        [few] Pokaż jeszcze { $count } ruchy
       *[other] Pokaż jeszcze { $count } ruchów
    }

## Stół: gracze, wiersz stanu, wynik, przyciski, koniec gry, zapis ruchów, plansza, okna
## (pomocnik i18n). $person: "you" dla osoby, do której się zwracamy, inaczej "other";
## $kind: "single", "gammon" albo "backgammon"; $ending: "dropped", "resigned" albo "none".
## Czarny i biały gracz to „Gracz czarny” i „Gracz biały”, żeby czasowniki w liczbie
## pojedynczej pasowały do każdego imienia.

player-you = Ty
player-computer = Komputer
player-black = Gracz czarny
player-white = Gracz biały
player-named = { $name }

status-thinking = { $name } myśli…
status-opening = Gra { $game }: rzut po jednej kości decyduje, kto zaczyna.
status-opening-tie = Rzut otwierający: { $zero } { $zero_die }, { $one } { $one_die }: remis, rzuć jeszcze raz.
status-after-opening = Rzut otwierający: { $zero } { $zero_die }, { $one } { $one_die }. { $status }
status-to-roll = { $person ->
        [you] Twój rzut.
       *[other] Rzuca { $name }.
    }
status-to-move = { $person ->
        [you] Twój ruch: { $high }-{ $low }.
       *[other] { $name } gra { $high }-{ $low }.
    }
status-to-move-die-choice = { $person ->
        [you] Twój ruch: { $high }-{ $low }.
       *[other] { $name } gra { $high }-{ $low }.
    } Gdy każda z kości może zebrać piona, gra kość { $spent } („{ -swap-dice }” wybiera { $kept }).
status-cannot-move = { $person ->
        [you] Masz { $high }-{ $low } i nie możesz się ruszyć: naciśnij „{ -done }”.
       *[other] { $name } ma { $high }-{ $low } i nie może się ruszyć: naciśnij „{ -done }”.
    }
status-double-question = { $person ->
        [you] Podwajasz
       *[other] { $name } podwaja
    } do { $value }. { $taker }, przyjmujesz czy odrzucasz?
status-double-waits = { $person ->
        [you] Podwajasz
       *[other] { $name } podwaja
    } do { $value }. { $thinking }
status-resign-question = { $person ->
        [you] Proponujesz
       *[other] { $name } proponuje
    } poddanie się { $kind ->
        [gammon] z gammonem
        [backgammon] z backgammonem
       *[single] ze zwykłą przegraną
    }. { $answerer }, przyjmujesz czy odrzucasz?
status-resign-waits = { $person ->
        [you] Proponujesz
       *[other] { $name } proponuje
    } poddanie się { $kind ->
        [gammon] z gammonem
        [backgammon] z backgammonem
       *[single] ze zwykłą przegraną
    }. { $thinking }
status-game-over = { $person ->
        [you] Wygrywasz
       *[other] { $name } wygrywa
    } { $kind ->
        [gammon] gammonem
        [backgammon] backgammonem
       *[single] zwykłą grą
    }: { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }{ $ending ->
        [dropped] {" "}(odrzucone podwojenie)
        [resigned] {" "}(poddanie)
       *[none] {""}
    }.
status-match-over = { $person ->
        [you] Wygrywasz
       *[other] { $name } wygrywa
    } mecz { $won }-{ $lost }.

info-money-game = Gra na pieniądze
info-match-length = Mecz do { $length } { $length ->
        [one] punktu
       *[other] punktów
    }
info-crawford = Gra Crawforda
info-post-crawford = Po grze Crawforda

score-region = Wynik
score-to-play = na ruchu
score-pips = { $pips ->
        [one] { $pips } oczko
        [few] { $pips } oczka
       *[many] { $pips } oczek
    }
score-computer-note = komputer, { $level }
computer-short-random = Losowe ruchy
computer-short-pubeval = pubeval
computer-short-world-class = Światowa klasa
computer-short-expert-one-ply = Ekspert patrzący 1 rzut naprzód

controls-region = Akcje
controls-settings = { -settings }
control-roll = { -roll }
control-double = { -double }
control-take = Przyjmij
control-drop = Odrzuć
control-beaver = Beaver
control-undo = { -undo }
control-done = { -done }
control-resign = { -resign }
control-accept = Przyjmij
control-reject = Odrzuć
control-next-game = Następna gra
control-swap-dice = { -swap-dice }

double-reason-crawford = W grze Crawforda nie wolno podwajać.
double-reason-one-point = W meczu do 1 punktu nie podwaja się: rozstrzyga go jedna gra.
double-reason-dead-cube = Podwojenie nic nie zmienia: wygrana przy obecnej wartości kostki już rozstrzyga mecz { $person ->
        [you] na twoją korzyść
       *[other] na korzyść: { $name }
    }.
double-reason-cube-owned = { $person ->
        [you] Masz kostkę podwajającą, więc tylko ty możesz podwoić.
       *[other] { $name } ma kostkę podwajającą i tylko ten gracz może podwoić.
    }
double-reason-cube-at-maximum = Kostka podwajająca ma już najwyższą wartość.

resign-title = { -resign }
resign-single = Poddaj się: zwykła przegrana
resign-gammon = Poddaj się: gammon
resign-backgammon = Poddaj się: backgammon
cancel = Anuluj

ending-headline = { $person ->
        [you] Wygrywasz
       *[other] { $name } wygrywa
    } { $what ->
        [match] mecz
       *[game] grę
    }
ending-detail = { $kind ->
        [gammon] Gammon
        [backgammon] Backgammon
       *[single] Zwykła wygrana
    }: { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }{ $ending ->
        [dropped] {" "}(odrzucone podwojenie)
        [resigned] {" "}(poddanie)
       *[none] {""}
    }
ending-score = { $last ->
        [yes] Wynik końcowy
       *[no] Wynik
    }: { $zero } { $zero_score }, { $one } { $one_score } ({ $length ->
        [0] gra na pieniądze
        [one] mecz do { $length } punktu
       *[other] mecz do { $length } punktów
    })
ending-new-match = Nowy mecz

log-region = Zapis ruchów
log-title = Ruchy
log-note-pass-and-play = Każdy ruch jest numerowany od strony swojego gracza, tak jak plansza pokazuje go temu graczowi.
log-note-versus = Każdy ruch jest numerowany od twojej strony, jak na planszy.
log-game = Gra { $game }
log-by = { $name }: { $text }
log-standard = Notacja standardowa: { $play }
log-opening-roll = Rzut otwierający: { $zero } { $zero_die }, { $one } { $one_die }{ $tie ->
        [yes] {" "}(remis)
       *[no] {""}
    }
log-play = { $dice }: { $moves }
log-cannot-move = { $dice }: brak ruchu
log-marked = { $text } { $mark }
log-take = Przyjmuje
log-drop = Odrzuca
log-double = Podwaja do { $value }
log-beaver = Beaver do { $value }
log-resign = Proponuje poddanie się { $kind ->
        [gammon] z gammonem
        [backgammon] z backgammonem
       *[single] ze zwykłą przegraną
    }
log-accept-resignation = Przyjmuje poddanie
log-reject-resignation = Odrzuca poddanie
log-game-won = { $person ->
        [you] Wygrywasz
       *[other] { $name } wygrywa
    } { $kind ->
        [gammon] gammonem
        [backgammon] backgammonem
       *[single] zwykłą grą
    }: { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }

board-label = Plansza do tryktraka
board-keys = Strzałki przechodzą między polami, Enter lub spacja podnosi piona albo wybiera jego cel, Escape odkłada go z powrotem.
board-point = Pole { $number }: { $count ->
        [0] puste
        [one] { $count } { $colour ->
            [white] biały
           *[black] czarny
        } pion
        [few] { $count } { $colour ->
            [white] białe
           *[black] czarne
        } piony
       *[many] { $count } { $colour ->
            [white] białych
           *[black] czarnych
        } pionów
    }{ $state ->
        [selected] , wybrane
        [destination] , dozwolony cel
        [movable] , można ruszyć
       *[none] {""}
    }
board-side = { $what ->
        [bar] Banda
       *[tray] Przegródka
    } { $colour ->
        [white] białych
       *[black] czarnych
    }: { $count ->
        [0] brak pionów
        [one] { $count } { $colour ->
            [white] biały
           *[black] czarny
        } pion
        [few] { $count } { $colour ->
            [white] białe
           *[black] czarne
        } piony
       *[many] { $count } { $colour ->
            [white] białych
           *[black] czarnych
        } pionów
    }{ $state ->
        [selected] , wybrana
        [destination] , dozwolony cel
        [movable] , można ruszyć
       *[none] {""}
    }
board-die = { $colour ->
        [white] Biała
       *[black] Czarna
    } kość: { $value }{ $state ->
        [past] , ostatni rzut
        [used] , wykorzystana
       *[none] {""}
    }
board-cube = Kostka podwajająca na { $value }, { $owner ->
        [black] należy do czarnych
        [white] należy do białych
       *[none] na środku
    }
board-cube-offered = Podwojenie { $colour ->
        [white] białych
       *[black] czarnych
    } do { $value }

last-play = Ostatni ruch ({ $name }): { $moves }

notice-ok = OK
notice-dismiss = Zamknij komunikat
notice-computer-failed = Komputer nie podjął decyzji: { $reason }
notice-hint-failed = Nie udało się obliczyć podpowiedzi: { $reason }
notice-tutor-failed = Nauczyciel nie mógł sprawdzić tej decyzji: { $reason }
refused-not-now = Teraz nie można tego zrobić.
refused-invalid-die = Kość pokazuje od 1 do 6, nie { $value }.
refused-cube-disabled = W tym meczu nie gra się kostką podwajającą.
refused-no-cube-access = Kostka podwajająca należy do przeciwnika.
refused-dead-cube = Kostka już rozstrzyga mecz: podwojenie nic nie daje.
refused-beaver = Beaver nie jest tu dozwolony.
refused-illegal-play = Ten ruch jest niedozwolony przy tych kościach.

new-game-title = { -new-game }
new-game-opponent = Przeciwnik
new-game-computer = Komputer
new-game-person = Człowiek
new-game-second-person = Druga osoba na tym urządzeniu
new-game-match = Mecz
new-game-points = { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }
new-game-rules = Zasady
new-game-cube = Kostka podwajająca
new-game-jacoby = Reguła Jacoby’ego
new-game-beavers = Beavery
new-game-money-rules-note = Reguła Jacoby’ego i beavery: { $note }
money-rules-match = Tylko w grze na pieniądze, nie w meczu.
money-rules-no-cube = Tylko z kostką podwajającą.
new-game-name-bottom = { $colour ->
        [white] Gracz biały
       *[black] Gracz czarny
    } (na dole)
new-game-name-top = { $colour ->
        [white] Gracz biały
       *[black] Gracz czarny
    } (na górze)
new-game-start = Zacznij
abandon-title = Zakończyć trwający mecz?
abandon-warning = { $length ->
        [0] Trwająca gra na pieniądze ({ $zero } { $zero_score }, { $one } { $one_score }) skończy się na dobre.
        [one] Trwający mecz do { $length } punktu ({ $zero } { $zero_score }, { $one } { $one_score }) skończy się na dobre.
       *[other] Trwający mecz do { $length } punktów ({ $zero } { $zero_score }, { $one } { $one_score }) skończy się na dobre.
    }
abandon-keep = Graj dalej
abandon-confirm = Zakończ i zacznij

## Pamięć przeglądarki (pomocnik i18n). $store: "save", "settings" albo "statistics"; $why:
## "damaged", "newer" albo "older"; $next: jeden z komunikatów storage-*-kept i
## storage-*-in-place; $key: klucz localStorage.

storage-unreadable = { $store ->
        [save] Zapisanego meczu
        [settings] Twoich ustawień
       *[statistics] Twoich statystyk
    } nie udało się odczytać: { $why ->
        [damaged] { $store ->
            [save] zapis jest uszkodzony
           *[other] są uszkodzone
        }
        [newer] { $store ->
            [save] zapis pochodzi
           *[other] pochodzą
        } z nowszej wersji gry
       *[older] { $store ->
            [save] zapis pochodzi
           *[other] pochodzą
        } ze starszej wersji, której ta wersja nie umie odczytać
    }. { $next }
storage-save-kept = Zachowano go bez zmian pod kluczem „{ $key }”; zaczyna się nowy mecz.
storage-save-in-place = Nie udało się zrobić jego kopii, więc zostaje pod kluczem „{ $key }”, a ten mecz nie będzie zapisywany, żeby go nie nadpisać.
storage-settings-kept = Zachowano je pod kluczem „{ $key }”; obowiązują ustawienia domyślne.
storage-settings-in-place = Nie udało się zrobić ich kopii, więc zostają pod kluczem „{ $key }”; obowiązują ustawienia domyślne, które nie zostaną nad nimi zapisane.
storage-statistics-kept = Zachowano je pod kluczem „{ $key }”; liczenie zaczyna się od zera.
storage-statistics-in-place = Nie udało się zrobić ich kopii, więc zostają pod kluczem „{ $key }” i żadne gry nie są liczone, dopóki ich nie usuniesz.
storage-save-refused = Nie można zapisać tego meczu: przeglądarka odmówiła zapisu (jej pamięć może być pełna albo wyłączona). To, co zapisano wcześniej, zostaje; przeładowanie strony wróciłoby do tego.
storage-settings-refused = Nie można zapisać twoich ustawień: przeglądarka odmówiła zapisu (jej pamięć może być pełna albo wyłączona). Obowiązują do zamknięcia strony.
storage-statistics-refused = Nie można zapisać statystyk: przeglądarka odmówiła zapisu (jej pamięć może być pełna albo wyłączona). To, co policzono wcześniej, zostaje.
storage-changed-elsewhere = Ten mecz zmieniono w innej karcie lub oknie; ta karta pokazuje teraz nowszy stan.
storage-changed-elsewhere-unreadable = Mecz zmieniono w innej karcie lub oknie, a ta karta nie umie odczytać nowego zapisu. Ta karta go nie nadpisze; przeładuj stronę, aby grać dalej od tego zapisu.

## Gra białymi albo czarnymi: kolor dolnego gracza w oknie Nowa gra. $colour: "black"
## albo "white"; $person: "you" przy grze z komputerem, inaczej "other".
new-game-colour = { $person ->
        [you] Twoje piony
       *[other] Piony gracza na dole
    }
new-game-colour-choice = { $colour ->
        [white] Białe
       *[black] Czarne
    }

## Link do pozycji (#gnubg=PositionID:MatchID)

link-title = Otwórz pozycję
link-opens = Ten link otwiera pozycję { $id }.
link-ends-match = Jej otwarcie kończy twój trwający mecz, który nie zostanie zachowany.
link-play-computer = Graj przeciw: { $level }
link-pass-and-play = Gra na zmianę, dwóch graczy
link-keep = Zostaw mój mecz
link-cancel = Anuluj
link-error-title = Tego linku nie da się otworzyć
link-error-syntax = Link nie ma postaci PositionID:MatchID.
link-error-position = Nie da się odczytać Position ID z linku.
link-error-match = Nie da się odczytać Match ID z linku.
link-error-state = Pozycji i stanu meczu z linku nie da się rozegrać (na przykład kostka lub długość meczu poza zakresem albo gra już zakończona).
link-error-kept = Twój zapisany mecz pozostaje bez zmian.


## Identyfikatory pozycji: pokazane, kopiowane, wklejane (pomocnik inout; src/position_ids.rs,
## src/web/components/position_dialog.rs).
ids-menu = Pozycja
ids-title = Identyfikatory pozycji
ids-intro = Pozycja na planszy tak, jak zapisują ją GNU Backgammon i eXtreme Gammon, do skopiowania do innego programu; albo wklej identyfikator, aby ustawić według niego planszę.
ids-gnubg = Identyfikator GNU Backgammon (Position ID:Match ID)
ids-xgid = XGID (eXtreme Gammon)
ids-copy-gnubg = Kopiuj identyfikator GNU Backgammon
ids-copy-xgid = Kopiuj XGID
ids-copy = Kopiuj
ids-copied = Skopiowano do schowka.
ids-copy-refused = Przeglądarka nie pozwoliła stronie skopiować: identyfikator jest zaznaczony, skopiuj go klawiszami Ctrl+C (albo poleceniem Kopiuj swojego urządzenia).
ids-paste = Wklej identyfikator GNU Backgammon albo XGID
ids-open = Otwórz tę pozycję
ids-opens = Wklejony identyfikator otwiera pozycję { $id }.
ids-error-empty = Najpierw wklej albo wpisz identyfikator.
ids-error-gnubg-syntax = Identyfikator GNU Backgammon to Position ID i Match ID połączone jednym dwukropkiem (14 + 1 + 12 znaków).
ids-error-position-length = Position ID ma { $count ->
        [one] { $count } znak
        [few] { $count } znaki
       *[other] { $count } znaków
    }, a powinien mieć 14.
ids-error-position-character = Position ID zawiera znak „{ $char }”, którego nie ma w Base64 (A–Z, a–z, 0–9, + i /).
ids-error-position-checkers = Position ID opisuje więcej niż 15 pionów jednego gracza.
ids-error-position-illegal = Position ID nie opisuje dozwolonej pozycji: { $reason }
ids-error-match-length = Match ID ma { $count ->
        [one] { $count } znak
        [few] { $count } znaki
       *[other] { $count } znaków
    }, a powinien mieć 12.
ids-error-match-character = Match ID zawiera znak „{ $char }”, którego nie ma w Base64 (A–Z, a–z, 0–9, + i /).
ids-error-match-invalid = Match ID nie opisuje stanu meczu: { $reason }
ids-error-xgid-fields = XGID ma 10 części rozdzielonych dwukropkami; ten ma { $count }.
ids-error-xgid-position-length = Pozycja w XGID ma { $count ->
        [one] { $count } znak
        [few] { $count } znaki
       *[other] { $count } znaków
    }, a powinna mieć 26.
ids-error-xgid-position-character = Pozycja w XGID zawiera znak „{ $char }”; piony liczą tylko -, A–P i a–p.
ids-error-xgid-illegal = Pozycja w XGID nie jest dozwolona: { $reason }
ids-error-xgid-field = W XGID { $field ->
        [cube] wartość kostki podwajającej
        [owner] właściciel kostki podwajającej
        [turn] gracz, który ma ruch,
        [dice] kości
        [score-bottom] wynik dolnego gracza
        [score-top] wynik górnego gracza
        [rules] reguły
        [length] długość meczu
       *[max-cube] największa wartość kostki podwajającej
    } to „{ $text }”, a tak być nie może.
ids-error-xgid-score = Wynik { $side ->
        [bottom] dolnego
       *[top] górnego
    } gracza, { $score }, przekracza długość meczu.
ids-xgid-pending-beaver = W XGID czeka beaver albo raccoon, którego identyfikator GNU Backgammon nie potrafi zapisać.
ids-xgid-state = Stanu meczu z XGID nie da się zapisać jako identyfikator GNU Backgammon: { $reason }
ids-xgid-not-playing = XGID opisuje trwającą grę, a { $state ->
        [none] żadna gra jeszcze się nie zaczęła
        [over] ta gra jest skończona
        [resigned] ta gra skończyła się poddaniem
        [dropped] ta gra skończyła się odrzuceniem kostki podwajającej
       *[playing] ta gra nie czeka na decyzję
    }.
ids-xgid-resignation = XGID nie potrafi opisać zaproponowanego poddania się.
ids-xgid-turn = Gracz, który ma działać, nie jest ani graczem na ruchu, ani tym, który odpowiada na podwojenie.
ids-board-too-many = { $side ->
        [on-roll] Gracz na ruchu ma
        [opponent] Przeciwnik gracza na ruchu ma
        [bottom] Dolny gracz ma
       *[top] Górny gracz ma
    } { $count ->
        [one] { $count } pion
        [few] { $count } piony
       *[other] { $count } pionów
    }; wolno najwyżej 15.
ids-board-bad-count = Miejsce { $index } planszy ma niemożliwą liczbę pionów ({ $count }).
ids-board-shared-point = Obaj gracze mają piony na polu { $point }.
ids-board-no-such-point = Nie ma pola { $point }: pola mają numery od 1 do 24, a 25 to banda.
ids-match-cube = Kostka podwajająca pokazuje { $value }, a to nie jest potęga dwójki do 4096.
ids-match-owner = Kod właściciela kostki podwajającej to { $code }; używa się tylko 0, 1 i 3.
ids-match-state = Kod stanu gry to { $code }; kody sięgają do 4.
ids-match-die = Kość pokazuje { $value }; kości pokazują od 1 do 6.
ids-match-half-dice = Kości to { $first } i { $second }: rzuca się obiema albo żadną.
ids-match-length = Długość meczu, { $length }, przekracza 32767.
ids-match-score = Wynik gracza { $player }, { $score }, jest w tym meczu niemożliwy.
ids-match-crawford = Gra Crawforda jest zaznaczona w grze na pieniądze.
ids-match-unused = Ustawione są bity, które muszą być zerami.
ids-setup-length = Mecz ma { $length } pkt; ta gra rozgrywa mecze od 1 do { $max } pkt (0 to gra na pieniądze).
ids-setup-cube = Kostka podwajająca pokazuje { $value }; w tej grze sięga najwyżej { $max }.
ids-setup-won = Gracz { $player } już wygrał mecz, a mimo to trwa gra.
ids-setup-inconsistent = Stan meczu przeczy sam sobie: { $what ->
        [no-game-turn] żadna gra się nie zaczęła, a jakiś gracz ma działać
        [no-game-cube] żadna gra się nie zaczęła, a kostka podwajająca już się ruszyła
        [finished-board] gra trwa na planszy, z której jeden gracz zebrał już wszystkie piony
        [resign-and-double] naraz zaproponowano poddanie się i podwojenie
        [resign-not-on-roll] poddaje się gracz, który nie jest na ruchu
        [double-after-roll] podwojenie zaproponowano po rzucie kośćmi
        [beaver-cube] czeka beaver, ale gracz, który go zagrał, nie ma kostki podwajającej
        [beaver-not-allowed] czeka beaver tam, gdzie beavery są niedozwolone
        [opponent-to-act] przeciwnik gracza na ruchu ma działać, choć nic mu nie zaproponowano
        [over-with-checkers] gra jest oznaczona jako wygrana przez zebranie pionów, a zwycięzca wciąż ma piony na planszy
        [resigned-no-level] gra skończyła się poddaniem bez żadnego poziomu
       *[other] jego pola do siebie nie pasują
    }.


## Pliki meczów: eksport i import (pomocnik inout; src/match_files.rs,
## src/web/components/match_files_dialog.rs).
files-menu = Pliki meczów
files-title = Pliki meczów
files-intro = Zapisz ten mecz jako plik, który czytają inne programy do tryktraka, albo otwórz mecz z pliku, aby go odtworzyć i przeanalizować.
files-export-mat = Pobierz jako .mat (Jellyfish)
files-export-sgf = Pobierz jako SGF (GNU Backgammon)
files-exported = Pobrano plik { $name }.
files-import = Otwórz plik meczu (.mat albo .sgf)
files-drop = Plik meczu możesz też upuścić na stronę.
files-reading = Czytanie pliku { $name }…
files-export-empty = Nie ma jeszcze czego zapisać: w meczu nie było ruchu.
files-export-not-from-start = Ten mecz ustawiono z pozycji, więc jego historia nie zaczyna się od początku meczu: plik meczu nie może go zapisać.
files-export-rules = { $format ->
        [mat] Plik .mat
       *[sgf] Plik SGF
    } nie może zapisać reguł tego meczu: zawsze ma kostkę podwajającą{ $format ->
        [mat] , regułę Crawforda w meczu oraz reguły gry na pieniądze GNU Backgammon (reguła Jacoby’ego, beavery)
       *[sgf] oraz beavery GNU Backgammon w grze na pieniądze
    }.
files-error-too-large = Plik { $name } ma { $size } kB; plik meczu, który ta gra otwiera, ma najwyżej { $max } kB.
files-error-download = Przeglądarka nie utworzyła pliku { $name }.
files-error-not-text = Pliku { $name } nie da się odczytać jako tekstu.
files-error-no-moves = Plik { $name } nie zawiera żadnego ruchu meczu.
files-error-line = { $name }, wiersz { $line }: { $problem }
files-error-kept = Twój mecz i jego zapis pozostają bez zmian.
files-problem-unexpected = „{ $found }” to nie to, co plik { $format ->
        [mat] .mat
       *[sgf] SGF
    } ma w tym miejscu.
files-problem-truncated = plik kończy się przed końcem meczu: może być ucięty.
files-problem-length = mecz do { $length } pkt; ta gra rozgrywa mecze od 1 do { $max } pkt (0 to gra na pieniądze).
files-problem-move = posunięcie „{ $play }” dla rzutu { $dice }: { $reason }
files-problem-no-play = dla rzutu { $dice } nie zapisano posunięcia, choć tymi kośćmi da się zagrać.
files-problem-refused = plik { $action ->
        [opening-roll] wykonuje rzut otwierający
        [roll] rzuca kośćmi
        [double] podwaja
        [take] przyjmuje podwojenie
        [drop] odrzuca podwojenie
        [beaver] zagrywa beavera
        [play] wykonuje posunięcie
        [resign] poddaje grę
        [accept] przyjmuje poddanie
        [reject] odrzuca poddanie
       *[next-game] zaczyna następną grę
    } tam, gdzie reguły na to nie pozwalają: { $reason }
files-problem-wrong-player = to jest zapisane dla { $written ->
        [left] gracza z lewej kolumny
        [right] gracza z prawej kolumny
        [white] białych
       *[black] czarnych
    }, ale działać { $to_act ->
        [left] ma gracz z lewej kolumny
        [right] ma gracz z prawej kolumny
        [white] mają białe
        [black] mają czarne
       *[none] nie ma nikt
    }.
files-problem-wrong-cube = kostka podwajająca przechodzi na { $offered }, nie na { $written }.
files-problem-wrong-score = zapisany wynik { $written_zero }–{ $written_one } nie zgadza się z wynikiem { $played_zero }–{ $played_one } z wcześniejszych gier.
files-problem-wrong-game = w miejscu gry { $expected } zapisano grę { $written }.
files-problem-wrong-result = gra nie skończyła się wygraną { $winner ->
        [left] gracza z lewej kolumny
        [right] gracza z prawej kolumny
        [white] białych
       *[black] czarnych
    } za { $points } pkt.
files-problem-bad-resignation = { $points } pkt przy kostce { $cube } to ani zwykła wygrana, ani gammon, ani backgammon.
files-problem-resignation-out-of-turn = { $loser ->
        [left] gracz z lewej kolumny poddaje
        [right] gracz z prawej kolumny poddaje
        [white] białe poddają
       *[black] czarne poddają
    } grę, nie będąc na ruchu, a tego ta gra nie zapisuje.
files-problem-game-not-over = nowa gra zaczyna się, zanim skończyła się poprzednia.
files-problem-after-match-over = mecz jest w tym miejscu już skończony.
files-problem-unsupported = ta gra nie czyta { $what ->
        [set-up] gry ustawionej z pozycji
        [variation] wariantu (drzewa gry w innym drzewie)
       *[other] tej części pliku SGF
    }.
files-move-syntax = nie da się odczytać „{ $part }”: { $problem ->
        [bad-point] pola to 1–24, bar (25) i off (0)
        [missing-destination] ruch zapisuje się jako skąd/dokąd
        [not-forward] piony idą w stronę niższych pól
        [off-as-source] off może być tylko celem ruchu
        [bar-as-destination] banda może być tylko początkiem ruchu
        [bad-count] liczba w (n) to 1 do 4
       *[unexpected-character] znak, który nie pasuje do zapisu ruchu
    }.
files-move-no-checker-bar = na bandzie nie ma piona do ruszenia.
files-move-no-checker = na polu { $point } nie ma piona do ruszenia.
files-move-not-legal = te ruchy nie są dozwolonym posunięciem tymi kośćmi.
files-move-ambiguous = do tych ruchów pasuje { $count ->
        [one] { $count } dozwolone posunięcie
        [few] { $count } dozwolone posunięcia
       *[other] { $count } dozwolonych posunięć
    }: brakuje pola, na którym pion zatrzymuje się po drodze.
files-open-title = Otworzyć mecz z pliku?
files-imported-summary = { $name }: { $zero } przeciw { $one }, { $length ->
        [0] gra na pieniądze
       *[other] mecz do { $length } pkt
    }, { $games ->
        [one] { $games } gra
        [few] { $games } gry
       *[other] { $games } gier
    }, wynik { $zero_score }–{ $one_score }.
files-open-ends-match = Jego otwarcie kończy twój trwający mecz, który nie zostanie zachowany.
files-open-review = Otwórz do przeglądu
files-keep = Zostaw mój mecz

## Stół: kolory planszy, dźwięki, liczba oczek, rzut samoczynny (Ustawienia)

settings-home = Kierunek gry
settings-home-right = Przeciwnie do ruchu wskazówek zegara (dom po prawej)
settings-home-left = Zgodnie z ruchem wskazówek zegara (dom po lewej)
settings-theme = Kolory planszy
settings-theme-felt = Zielone sukno
settings-theme-wood = Klasyczne drewno (ciemny i jasny brąz)
settings-theme-high-contrast = Wysoki kontrast
settings-sounds = Dźwięki kości, pionów i zbicia
settings-volume = Głośność
settings-show-pips = Pokazuj liczbę oczek
settings-auto-roll = Rzucaj kośćmi samoczynnie, gdy podwojenie nie jest możliwe

## The review: analysis and replay (src/view_model/review.rs, src/web/components/review.rs)

review-open = Przegląd
review-analyse-match = Przeanalizuj mecz
review-analysis-title = Analiza
review-depth = Głębokość
review-depth-expert = Ekspert (szybko)
review-depth-world-class = Światowa klasa
review-analyse = Analizuj
review-stop = Zatrzymaj
review-progress = Przeanalizowano { $done } z { $total } akcji
review-analysis-failed = Analiza została przerwana: { $reason }
review-row-unforced = Decyzje niewymuszone
review-row-doubtful = Wątpliwe błędy (?!)
review-row-bad = Złe błędy (?)
review-row-very-bad = Bardzo złe błędy (??)
review-row-error-rate = Wskaźnik błędów (×1000)
review-row-error-rate-mwc = Wskaźnik błędów w szansach wygrania meczu (×1000)
review-row-pr = PR (jak podaje eXtreme Gammon)
review-row-rating = Ocena
review-row-luck = Szczęście
review-rating-supernatural = Nadprzyrodzony
review-rating-world-class = Światowa klasa
review-rating-expert = Ekspert
review-rating-advanced = Zaawansowany
review-rating-intermediate = Średniozaawansowany
review-rating-casual = Amator
review-rating-beginner = Początkujący
review-rating-awful = Fatalnie!
review-chart-title = Szanse gracza { $name } na wygranie gry, ruch po ruchu
review-chart-point = Gra { $game }: { $chance }
review-mistakes-title = Największe błędy
review-no-mistakes = Na razie bez błędów.
review-mistake-play = Gra { $game }, { $name }, { $dice }: zagrano { $play }, najlepiej { $best }
review-mistake-cube = Gra { $game }, { $name }: { $decision }
review-no-move = bez ruchu
review-notation = { $play }
review-kind-play = ruch
review-kind-double = podwojenie
review-kind-no-double = brak podwojenia
review-kind-take = przyjęcie
review-kind-pass = odrzucenie
review-kind-beaver = beaver
review-replay-title = Odtwarzanie
review-replay-where = Gra { $game } z { $games }, pozycja { $position } z { $positions }
review-replay-back = ← Wstecz
review-replay-forward = Dalej →
review-replay-previous-game = Poprzednia gra
review-replay-next-game = Następna gra
review-leave = Powrót do meczu
review-storage-unreadable = Nie udało się odczytać analizy meczu: { $why ->
        [damaged] zapis jest uszkodzony
        [newer] zapis pochodzi z nowszej wersji gry
       *[older] zapis pochodzi ze starszej wersji, której ta wersja nie umie odczytać
    }. { $next }
review-storage-kept = Zachowano ją pod kluczem „{ $key }”; mecz można przeanalizować ponownie.
review-storage-in-place = Nie udało się zrobić jej kopii, więc zostaje pod kluczem „{ $key }”, a nowa analiza nie zostanie zapisana w jej miejsce.
review-storage-refused = Nie można zapisać analizy: przeglądarka odmówiła zapisu (jej pamięć może być pełna albo wyłączona). Analiza jest widoczna do zamknięcia strony; to, co zapisano wcześniej, zostaje.

## Practice from your own mistakes (src/practice.rs, src/view_model/practice.rs,
## src/web/components/practice.rs)

practice-storage-unreadable = Nie udało się odczytać błędów zachowanych do ćwiczeń: { $why ->
        [damaged] zapis jest uszkodzony
        [newer] zapis pochodzi z nowszej wersji gry
       *[older] zapis pochodzi ze starszej wersji, której ta wersja nie umie odczytać
    }. { $next }
practice-storage-kept = Zachowano je pod kluczem „{ $key }”; błędy z meczów analizowanych od teraz będą znów zachowywane.
practice-storage-in-place = Nie udało się zrobić ich kopii, więc zostają pod kluczem „{ $key }” i nic nie zostanie zapisane w ich miejsce.
practice-storage-refused = Nie można zapisać błędów do ćwiczeń: przeglądarka odmówiła zapisu (jej pamięć może być pełna albo wyłączona). To, co zapisano wcześniej, zostaje.
practice-title = Ćwicz swoje błędy
practice-start = Ćwicz swoje błędy
practice-due = { $count ->
        [one] { $count } błąd do przećwiczenia
        [few] { $count } błędy do przećwiczenia
        [many] { $count } błędów do przećwiczenia
       *[other] { $count } błędu do przećwiczenia
    }
practice-where = Pozycja { $position } z { $positions }
practice-prompt-play = Wyrzucono { $dice }: znajdź najlepszy ruch.
practice-prompt-double = Podwoić czy rzucać bez podwojenia?
practice-prompt-take = Przyjąć czy odrzucić?
practice-judging = Sprawdzam odpowiedź…
practice-try-again = To nie najlepszy wybór: traci { $loss }. Spróbuj jeszcze raz.
practice-praise = { $first ->
        [yes] Dobrze zagrane: tak dobrze jak najlepszy wybór.
       *[no] Dobrze zagrane za drugim razem: tak dobrze jak najlepszy wybór.
    }
practice-solution = { $best }.
practice-solution-after = { $best }. Twój wybór stracił { $loss }.
practice-best-play = Najlepszy ruch to { $play }
practice-best-double = Najlepiej podwoić
practice-best-no-double = Najlepiej rzucać bez podwojenia
practice-best-take = Najlepiej przyjąć
practice-best-pass = Najlepiej odrzucić
practice-best-beaver = Najlepiej odpowiedzieć beaverem
practice-best-unknown = Nie udało się obliczyć najlepszej decyzji
practice-bad-position = Tej pozycji nie da się ustawić: { $reason }
practice-hint-failed = Nie udało się obliczyć rozwiązania: { $reason }
practice-show-solution = Pokaż rozwiązanie
practice-next = Następna pozycja
practice-finish = Zakończ ćwiczenie
practice-leave = Powrót do meczu

## The review: cube errors by kind, the result and the luck-adjusted result, the chart's
## chances, replay from the move log (helper review2). $unit: "points" albo "mwc"; $depth:
## "expert" albo "world-class".
review-row-missed-doubles = Pominięte podwojenia
review-row-wrong-doubles = Błędne podwojenia
review-row-wrong-takes = Błędne przyjęcia
review-row-wrong-passes = Błędne odrzucenia
review-cube-errors-cell = { $count } ({ $equity })
review-cube-errors-cell-match = { $count } ({ $equity }; { $mwc }%)
review-row-result = Wynik ({ $unit ->
        [mwc] szanse wygrania meczu
       *[points] punkty
    })
review-result-points = { $value }
review-result-mwc = { $value }%
review-row-luck-adjusted = Wynik skorygowany o szczęście ({ $unit ->
        [mwc] szanse wygrania meczu
       *[points] punkty
    })
review-chart-axis-analysis = Bez kostki, po każdym ruchu, tak jak oceniła go analiza na poziomie { $depth ->
        [expert] Ekspert
       *[world-class] Światowa klasa
    }.
review-chart-axis-zero-ply = Bez kostki, po każdym ruchu, tak jak sieć ocenia pozycję na pierwszy rzut oka (0 ply).
help-app-review-label = Przegląd:
help-app-review = po grze albo przyciskiem Przegląd: analiza każdej decyzji obu graczy, wykres szans na wygraną i największe błędy. Strzałki w lewo i w prawo przesuwają odtwarzanie wstecz i naprzód z każdego miejsca ekranu przeglądu (poza planszą i polami formularza); kliknięcie lub dotknięcie wiersza zapisu ruchów (albo Enter na nim) przechodzi do pozycji po tym ruchu.

## The tutor and hints in the rules book's chapter on the app (src/web/components/help/chapters.rs)
help-app-tutor-label = Nauczyciel ({ -settings }):
help-app-tutor = domyślnie wyłączony; może ostrzegać cię przed decyzją wątpliwą, złą lub bardzo złą (taką, która traci co najmniej 0,04, 0,08 lub 0,16 wartości oczekiwanej, jak ocenia to GNU Backgammon). Przed takim ruchem, podwojeniem, przyjęciem lub odrzuceniem mówi, ile decyzja traci, i pozwala ją wycofać, zobaczyć podpowiedź albo zagrać mimo to; lista ruchów oznacza twoje błędy znakami ?!, ? i ??, także po ponownym wczytaniu strony. Mecz rozpoczęty w „{ -new-game }” z wyłączonymi podpowiedziami nie ma przycisku Podpowiedź ani nauczyciela.

## The review's move log by game (src/view_model/review/game_log.rs, src/web/components/review.rs;
## helper reviewgaps)

# The links to each game of the match above the review's move log, for screen readers.
review-log-games = Gry meczu

## An XGID's rules kept or refused when it is pasted (src/position_ids.rs; helper reviewgaps)

# $limit: the XGID's largest cube (2 to the power of its max cube field); $max: this game's (64).
ids-xgid-max-cube = XGID ogranicza kostkę podwajającą do { $limit }, a w tej grze kostka sięga { $max }: gra nie może zachować tego ograniczenia.
