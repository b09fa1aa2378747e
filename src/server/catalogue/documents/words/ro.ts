/** The catalogue documents' words in Romanian. */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Buletin tehnic',
    commonPreface: 'Prefață comună',
    mainPreface: 'Prefață principală',
    overlayRepair: 'Reparație cu panou suprapus',
  },
  documentType: 'Tip document: {{type}}',
  reference: 'Referință: {{reference}}',
  commonPreface: [
    [
      'Despre acest catalog',
      'Acest catalog cuprinde piesele de schimb pentru service ale vehiculului {{vehicle}}, cod model {{modelCode}}. Piesele sunt grupate în secțiuni principale, subsecțiuni și secțiuni de pagină; fiecare pagină prezintă o vedere explodată cu repere numerotate, iar lista de piese indică numărul de piesă, denumirea și cantitatea pentru fiecare reper.',
    ],
    [
      'Cantități',
      'Cantitatea este numărul de piese montate la reperul respectiv. A/R înseamnă „după necesitate”: cantitatea depinde de reparație, ca în cazul materialelor de etanșare, al lichidelor sau al elementelor de fixare tăiate la lungime.',
    ],
    [
      'Piese alternative',
      'Unele repere includ piese alternative pentru motoare, cutii de viteze, tipuri de tracțiune sau sisteme de frânare diferite. Decodificați numărul de identificare al vehiculului (VIN) pentru a marca piesele potrivite pentru vehiculul pe care îl aveți în față; piesele care nu se potrivesc pot fi ascunse.',
    ],
    [
      'Piese repetate',
      'O piesă care apare de două ori pe aceeași pagină este marcată ca duplicat. Comandați-o o dată pentru fiecare reper la care apare.',
    ],
  ],
  mainPreface: [
    [
      'Identificarea vehiculului',
      'Numărul de identificare al vehiculului {{vehicle}} se află pe stâlpul parbrizului și pe plăcuța de identificare din compartimentul motor. Caracterele patru până la șapte indică codul modelului, {{modelCode}}; al zecelea caracter indică anul modelului.',
    ],
    [
      'Utilizarea catalogului',
      'Porniți, ori de câte ori este posibil, de la numărul de identificare al vehiculului: catalogul cunoaște atunci motorul, cutia de viteze, tracțiunea și frânele vehiculului. Căutarea după model afișează toate variantele.',
    ],
    [
      'Comandarea pieselor',
      'Adăugați piese în lista de cumpărături din orice pagină. Prețurile, reducerile și taxele provin din contul dumneavoastră de dealer atunci când se calculează prețul listei; lista poate fi exportată sau trimisă serviciului de comandă a pieselor.',
    ],
    [
      'Înlocuiri de coduri',
      'Un număr de piesă poate fi înlocuit de o versiune ulterioară. Catalogul afișează întotdeauna piesa care se comandă astăzi; numerele anterioare pot fi căutate în continuare.',
    ],
  ],
  overlayRepair: [
    [
      'Înainte de a începe',
      'Reparațiile cu panou suprapus la vehiculul {{vehicle}} sunt permise numai la panourile exterioare, niciodată la elementele structurale. Comparați avaria cu limitele de reparație a caroseriei înainte de a comanda un panou suprapus.',
    ],
    [
      'Pregătirea suprafeței',
      'Îndepărtați vopseaua și masticul de etanșare din zona reparației până la metalul gol, cu douăzeci de milimetri dincolo de marginea panoului suprapus. Tratați oțelul expus cu grund sudabil.',
    ],
    [
      'Montarea panoului suprapus',
      'Prezentați panoul suprapus, marcați-l și ajustați-l la o suprapunere de cincisprezece milimetri, apoi lipiți-l și niturați-l după schema din fișa de reparație. Nu sudați panourile din aluminiu.',
    ],
    [
      'Finisarea',
      'Etanșați fiecare îmbinare, aplicați ceară pentru cavități în spatele zonei reparate și revopsiți panoul. Înregistrați reparația în istoricul vehiculului.',
    ],
  ],
  bulletinSummary: [
    'Rezumat',
    'Acest buletin se referă la secțiunea „{{section}}” a vehiculului {{vehicle}}. Piesele de mai jos au instrucțiuni de montare revizuite; aplicați-le la următoarea revizie sau reparație, oricare dintre ele are loc prima.',
  ],
  unnamedSection: 'piese',
  bulletinItem: 'Poziția {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Verificați uzura și așezarea corectă; înlocuiți piesa dacă aveți dubii și strângeți elementele de fixare la cuplul indicat în manualul de reparații.',
    'Piesele dintr-un lot anterior pot prezenta uzură prematură. Verificați codul lotului de pe etichetă și înlocuiți gratuit piesele din loturile afectate.',
    'Se aplică o procedură de montare revizuită: curățați suprafețele de contact, montați elemente de etanșare noi și verificați etanșeitatea cu motorul pornit.',
    'Nu este necesară nicio intervenție la vehiculele care au deja montată această piesă; montați-o în locul piesei anterioare atunci când o reparație o impune.',
  ],
};
