/** The catalogue documents' words in Swedish. */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Teknisk information',
    commonPreface: 'Allmänt förord',
    mainPreface: 'Huvudförord',
    overlayRepair: 'Överlappsreparation',
  },
  documentType: 'Dokumenttyp: {{type}}',
  reference: 'Referens: {{reference}}',
  commonPreface: [
    [
      'Om den här katalogen',
      'Den här katalogen visar reservdelarna till {{vehicle}}, modellkod {{modelCode}}. Delarna är indelade i huvudgrupper, undergrupper och sidavsnitt; varje sida visar en sprängskiss med numrerade positioner, och dess reservdelslista anger artikelnummer, benämning och antal för varje position.',
    ],
    [
      'Antal',
      'Antalet är det antal delar som är monterade vid positionen. A/R betyder efter behov: mängden beror på reparationen, som för tätningsmedel, vätskor eller fästelement som kapas i längd.',
    ],
    [
      'Alternativa delar',
      'Vissa positioner visar alternativa delar för olika motorer, växellådor, drivlinor eller bromssystem. Avkoda chassinumret (VIN) för att markera de delar som passar bilen framför dig; delar som inte passar kan döljas.',
    ],
    [
      'Upprepade delar',
      'En del som förekommer två gånger på samma sida är markerad som dubblett. Beställ den en gång för varje position där den visas.',
    ],
  ],
  mainPreface: [
    [
      'Identifiering av fordonet',
      '{{vehicle}} har chassinumret (VIN) på vindrutestolpen och på typskylten i motorrummet. Tecken fyra till sju anger modellkoden, {{modelCode}}; det tionde tecknet anger årsmodellen.',
    ],
    [
      'Använda katalogen',
      'Börja om möjligt med chassinumret: katalogen känner då till fordonets motor, växellåda, drivning och bromsar. Sökning per modell visar alla varianter.',
    ],
    [
      'Beställa delar',
      'Lägg till delar i inköpslistan från valfri sida. Priser, rabatter och moms hämtas från ditt återförsäljarkonto när listan prissätts; listan kan exporteras eller skickas till beställningstjänsten för reservdelar.',
    ],
    [
      'Ersättningsnummer',
      'Ett artikelnummer kan ersättas av en senare utgåva. Katalogen visar alltid den del som ska beställas i dag; tidigare nummer går fortfarande att söka på.',
    ],
  ],
  overlayRepair: [
    [
      'Innan du börjar',
      'Överlappsreparationer på {{vehicle}} är endast tillåtna på yttre paneler, aldrig på bärande delar. Jämför skadan med gränserna för karossreparation innan du beställer en reparationsplåt.',
    ],
    [
      'Förbereda ytan',
      'Ta bort lack och tätningsmassa från reparationsområdet ner till blank plåt, tjugo millimeter utanför reparationsplåtens kant. Behandla friliggande stål med svetsbar grundfärg.',
    ],
    [
      'Montera reparationsplåten',
      'Provpassa reparationsplåten, märk ut och klipp den till ett överlapp på femton millimeter, limma och nita den sedan enligt mönstret på reparationsbladet. Svetsa inte aluminiumpaneler.',
    ],
    [
      'Efterbehandling',
      'Täta alla fogar, applicera hålrumsvax bakom reparationen och lackera panelen. Registrera reparationen i fordonets historik.',
    ],
  ],
  bulletinSummary: [
    'Sammanfattning',
    'Denna information gäller gruppen ”{{section}}” på {{vehicle}}. För delarna nedan gäller reviderade monteringsanvisningar; följ dem vid nästa service eller reparation, beroende på vad som kommer först.',
  ],
  unnamedSection: 'delar',
  bulletinItem: 'Punkt {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Kontrollera slitage och korrekt anliggning; byt delen vid tveksamhet och dra åt dess fästelement till det åtdragningsmoment som anges i verkstadshandboken.',
    'Delar från en tidigare tillverkningsomgång kan uppvisa förtida slitage. Kontrollera batchkoden på etiketten och byt delar från berörda omgångar kostnadsfritt.',
    'En reviderad monteringsmetod gäller: rengör anliggningsytorna, montera nya tätningar och kontrollera täthet med motorn i gång.',
    'Ingen åtgärd krävs på fordon som redan har denna del monterad; montera den i stället för den tidigare delen när en reparation kräver det.',
  ],
};
