/** The catalogue documents' words in Polish. */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Biuletyn techniczny',
    commonPreface: 'Przedmowa ogólna',
    mainPreface: 'Przedmowa główna',
    overlayRepair: 'Naprawa metodą nakładki',
  },
  documentType: 'Rodzaj dokumentu: {{type}}',
  reference: 'Numer referencyjny: {{reference}}',
  commonPreface: [
    [
      'O katalogu',
      'Niniejszy katalog zawiera części serwisowe pojazdu {{vehicle}}, kod modelu {{modelCode}}. Części są podzielone na grupy główne, podgrupy i sekcje stron; każda strona przedstawia rysunek złożeniowy w widoku rozstrzelonym z numerowanymi pozycjami, a wykaz części podaje dla każdej pozycji numer części, opis i ilość.',
    ],
    [
      'Ilości',
      'Ilość to liczba części zamontowanych w danej pozycji. A/R oznacza „według potrzeb”: ilość zależy od naprawy, jak w przypadku uszczelniaczy, płynów lub elementów złącznych przycinanych na długość.',
    ],
    [
      'Części alternatywne',
      'Przy niektórych pozycjach podano części alternatywne dla różnych silników, skrzyń biegów, rodzajów napędu lub układów hamulcowych. Odkoduj numer identyfikacyjny pojazdu (VIN), aby oznaczyć części pasujące do obsługiwanego pojazdu; części niepasujące można ukryć.',
    ],
    [
      'Części powtórzone',
      'Część występująca dwukrotnie na jednej stronie jest oznaczona jako duplikat. Zamów ją raz dla każdej pozycji, w której występuje.',
    ],
  ],
  mainPreface: [
    [
      'Identyfikacja pojazdu',
      'Numer identyfikacyjny pojazdu {{vehicle}} znajduje się na słupku szyby przedniej oraz na tabliczce znamionowej w komorze silnika. Znaki od czwartego do siódmego określają kod modelu, {{modelCode}}; znak dziesiąty określa rok modelowy.',
    ],
    [
      'Korzystanie z katalogu',
      'W miarę możliwości zaczynaj od numeru identyfikacyjnego pojazdu: katalog zna wtedy silnik, skrzynię biegów, napęd i hamulce pojazdu. Przeglądanie według modelu pokazuje wszystkie wersje.',
    ],
    [
      'Zamawianie części',
      'Części można dodać do listy zakupów z dowolnej strony. Ceny, rabaty i podatek są pobierane z konta dealera podczas wyceny listy; listę można wyeksportować lub wysłać do serwisu zamawiania części.',
    ],
    [
      'Zamienniki',
      'Numer części może zostać zastąpiony nowszą wersją. Katalog zawsze pokazuje część, którą zamawia się obecnie; wcześniejsze numery nadal można wyszukać.',
    ],
  ],
  overlayRepair: [
    [
      'Przed rozpoczęciem',
      'Naprawy metodą nakładki w pojeździe {{vehicle}} są dozwolone wyłącznie na zewnętrznych panelach nadwozia, nigdy na elementach konstrukcyjnych. Przed zamówieniem nakładki porównaj uszkodzenie z dopuszczalnymi granicami napraw nadwozia.',
    ],
    [
      'Przygotowanie powierzchni',
      'Usuń lakier i masę uszczelniającą z obszaru naprawy do gołego metalu, dwadzieścia milimetrów poza krawędź nakładki. Odsłoniętą stal zabezpiecz podkładem spawalniczym.',
    ],
    [
      'Montaż nakładki',
      'Przyłóż nakładkę, zaznacz i przytnij ją tak, aby zakładka wynosiła piętnaście milimetrów, a następnie przyklej ją i zanituj według schematu pokazanego w karcie naprawy. Nie spawaj paneli aluminiowych.',
    ],
    [
      'Wykończenie',
      'Uszczelnij wszystkie połączenia, nanieś wosk do profili zamkniętych za miejscem naprawy i polakieruj panel. Odnotuj naprawę w historii pojazdu.',
    ],
  ],
  bulletinSummary: [
    'Streszczenie',
    'Niniejszy biuletyn dotyczy grupy „{{section}}” pojazdu {{vehicle}}. Dla poniższych części obowiązują zmienione instrukcje montażu; należy je zastosować przy najbliższym przeglądzie lub naprawie, w zależności od tego, co nastąpi wcześniej.',
  ],
  unnamedSection: 'części',
  bulletinItem: 'Pozycja {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Sprawdź zużycie i prawidłowe osadzenie; w razie wątpliwości wymień część i dokręć jej elementy mocujące momentem podanym w instrukcji napraw.',
    'Części z wcześniejszej partii produkcyjnej mogą wykazywać przedwczesne zużycie. Sprawdź kod partii na etykiecie i bezpłatnie wymień części z partii objętych akcją.',
    'Obowiązuje zmieniona procedura montażu: oczyść powierzchnie przylegania, zamontuj nowe uszczelnienia i sprawdź szczelność przy pracującym silniku.',
    'W pojazdach, w których ta część jest już zamontowana, nie są wymagane żadne działania; zamontuj ją w miejsce wcześniejszej części, gdy wymaga tego naprawa.',
  ],
};
