/** The catalogue documents' words in Norwegian (Bokmål). */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Teknisk melding',
    commonPreface: 'Generelt forord',
    mainPreface: 'Hovedforord',
    overlayRepair: 'Overlappsreparasjon',
  },
  documentType: 'Dokumenttype: {{type}}',
  reference: 'Referanse: {{reference}}',
  commonPreface: [
    [
      'Om denne katalogen',
      'Denne katalogen viser reservedelene til {{vehicle}}, modellkode {{modelCode}}. Delene er delt inn i hovedgrupper, undergrupper og sideavsnitt; hver side viser en sprengskisse med nummererte posisjoner, og delelisten oppgir delenummer, beskrivelse og antall for hver posisjon.',
    ],
    [
      'Antall',
      'Antallet er hvor mange deler som er montert i posisjonen. A/R betyr etter behov: mengden avhenger av reparasjonen, som for tetningsmasse, væsker eller festemidler som kappes til lengde.',
    ],
    [
      'Alternative deler',
      'Noen posisjoner viser alternative deler for ulike motorer, girkasser, drivlinjer eller bremsesystemer. Dekod understellsnummeret (VIN) for å merke delene som passer kjøretøyet du har foran deg; deler som ikke passer, kan skjules.',
    ],
    [
      'Gjentatte deler',
      'En del som vises to ganger på samme side, er merket som duplikat. Bestill den én gang for hver posisjon som viser den.',
    ],
  ],
  mainPreface: [
    [
      'Identifikasjon av kjøretøyet',
      '{{vehicle}} har understellsnummeret (VIN) på frontrutestolpen og på typeskiltet i motorrommet. Tegn fire til sju angir modellkoden, {{modelCode}}; det tiende tegnet angir årsmodellen.',
    ],
    [
      'Bruke katalogen',
      'Start om mulig med understellsnummeret: katalogen kjenner da kjøretøyets motor, girkasse, drift og bremser. Søk etter modell viser alle varianter.',
    ],
    [
      'Bestille deler',
      'Legg til deler i handlelisten fra hvilken som helst side. Priser, rabatter og mva. hentes fra forhandlerkontoen din når listen prises; listen kan eksporteres eller sendes til bestillingstjenesten for deler.',
    ],
    [
      'Erstatninger',
      'Et delenummer kan bli erstattet av en nyere utgave. Katalogen viser alltid delen som skal bestilles i dag; tidligere numre er fortsatt søkbare.',
    ],
  ],
  overlayRepair: [
    [
      'Før du starter',
      'Overlappsreparasjoner på {{vehicle}} er bare tillatt på utvendige paneler, aldri på bærende deler. Sammenlign skaden med grensene for karosserireparasjon før du bestiller et reparasjonspanel.',
    ],
    [
      'Klargjøre overflaten',
      'Fjern lakk og fugemasse fra reparasjonsområdet ned til blankt metall, tjue millimeter utenfor kanten av reparasjonspanelet. Behandle eksponert stål med sveisbar grunning.',
    ],
    [
      'Montere reparasjonspanelet',
      'Hold reparasjonspanelet på plass, merk og tilpass det til et overlapp på femten millimeter, og lim og nagle det deretter i mønsteret som vises på reparasjonsarket. Aluminiumspaneler skal ikke sveises.',
    ],
    [
      'Etterbehandling',
      'Forsegl alle skjøter, påfør hulromsvoks bak reparasjonen og lakker panelet. Registrer reparasjonen i kjøretøyets historikk.',
    ],
  ],
  bulletinSummary: [
    'Sammendrag',
    'Denne meldingen gjelder gruppen «{{section}}» på {{vehicle}}. Delene nedenfor har reviderte monteringsanvisninger; følg dem ved neste service eller reparasjon, det som kommer først.',
  ],
  unnamedSection: 'deler',
  bulletinItem: 'Punkt {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Kontroller for slitasje og riktig plassering; skift delen ved tvil, og trekk til festemidlene med tiltrekkingsmomentet i verkstedhåndboken.',
    'Deler fra en tidligere produksjonsserie kan vise tidlig slitasje. Kontroller batchkoden på etiketten, og skift deler fra berørte serier kostnadsfritt.',
    'En revidert monteringsprosedyre gjelder: rengjør anleggsflatene, monter nye tetninger og kontroller for lekkasje med motoren i gang.',
    'Ingen tiltak er nødvendig på kjøretøy som allerede har denne delen; monter den i stedet for den tidligere delen når en reparasjon krever det.',
  ],
};
