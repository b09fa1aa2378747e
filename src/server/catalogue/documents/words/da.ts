/** The catalogue documents' words in Danish. */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Teknisk meddelelse',
    commonPreface: 'Generelt forord',
    mainPreface: 'Hovedforord',
    overlayRepair: 'Overlapsreparation',
  },
  documentType: 'Dokumenttype: {{type}}',
  reference: 'Reference: {{reference}}',
  commonPreface: [
    [
      'Om dette katalog',
      'Dette katalog viser reservedelene til {{vehicle}}, modelkode {{modelCode}}. Delene er inddelt i hovedgrupper, undergrupper og sideafsnit; hver side viser en eksploderet tegning med nummererede positioner, og sidens deleliste angiver varenummer, beskrivelse og antal for hver position.',
    ],
    [
      'Antal',
      'Antallet er det antal dele, der er monteret ved positionen. A/R betyder efter behov: mængden afhænger af reparationen, som ved tætningsmiddel, væsker eller fastgørelsesdele, der skæres til i længden.',
    ],
    [
      'Alternative dele',
      'Nogle positioner viser alternative dele til forskellige motorer, gearkasser, trækformer eller bremsesystemer. Afkod stelnummeret (VIN) for at markere de dele, der passer til det køretøj, du har foran dig; dele, der ikke passer, kan skjules.',
    ],
    [
      'Gentagne dele',
      'En del, der optræder to gange på samme side, er markeret som dublet. Bestil den én gang for hver position, der viser den.',
    ],
  ],
  mainPreface: [
    [
      'Identifikation af køretøjet',
      '{{vehicle}} har sit stelnummer (VIN) på forrudestolpen og på typeskiltet i motorrummet. Tegn fire til syv angiver modelkoden, {{modelCode}}; det tiende tegn angiver modelåret.',
    ],
    [
      'Brug af kataloget',
      'Start så vidt muligt med stelnummeret: kataloget kender så køretøjets motor, gearkasse, træk og bremser. Når du søger efter model, vises alle varianter.',
    ],
    [
      'Bestilling af dele',
      'Tilføj dele til indkøbslisten fra en hvilken som helst side. Priser, rabatter og moms hentes fra din forhandlerkonto, når listen prissættes; listen kan eksporteres eller sendes til bestillingstjenesten for dele.',
    ],
    [
      'Erstatninger',
      'Et varenummer kan blive erstattet af en nyere udgave. Kataloget viser altid den del, der skal bestilles i dag; tidligere numre kan stadig søges frem.',
    ],
  ],
  overlayRepair: [
    [
      'Før du begynder',
      'Overlapsreparationer på {{vehicle}} er kun tilladt på udvendige paneler, aldrig på bærende dele. Sammenhold skaden med grænserne for karrosserireparation, før du bestiller et reparationspanel.',
    ],
    [
      'Klargøring af overfladen',
      'Fjern maling og fugemasse fra reparationsområdet ned til blankt metal, tyve millimeter ud over kanten af reparationspanelet. Behandl blottet stål med svejsbar primer.',
    ],
    [
      'Montering af reparationspanelet',
      'Hold reparationspanelet op, afmærk og tilpas det til et overlap på femten millimeter, og lim og nit det derefter i det mønster, der er vist på reparationsarket. Aluminiumspaneler må ikke svejses.',
    ],
    [
      'Efterbehandling',
      'Forsegl alle samlinger, påfør hulrumsvoks bag reparationen, og lakér panelet. Registrér reparationen i køretøjets historik.',
    ],
  ],
  bulletinSummary: [
    'Sammendrag',
    'Denne meddelelse vedrører gruppen »{{section}}« på {{vehicle}}. Delene nedenfor har reviderede monteringsanvisninger; følg dem ved næste service eller reparation, alt efter hvad der kommer først.',
  ],
  unnamedSection: 'dele',
  bulletinItem: 'Punkt {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Kontrollér for slid og korrekt placering; udskift delen i tvivlstilfælde, og spænd dens fastgørelsesdele til det tilspændingsmoment, der er angivet i reparationshåndbogen.',
    'Dele fra en tidligere produktionsserie kan vise tidligt slid. Kontrollér batchkoden på etiketten, og udskift dele fra berørte serier uden beregning.',
    'En revideret monteringsprocedure gælder: rengør anlægsfladerne, monter nye tætninger, og kontrollér for utætheder med motoren i gang.',
    'Der kræves ingen handling på køretøjer, der allerede har denne del monteret; monter den i stedet for den tidligere del, når en reparation kræver det.',
  ],
};
