/** The catalogue documents' words in Dutch. */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Technische mededeling',
    commonPreface: 'Algemeen voorwoord',
    mainPreface: 'Hoofdvoorwoord',
    overlayRepair: 'Overlapreparatie',
  },
  documentType: 'Documenttype: {{type}}',
  reference: 'Referentie: {{reference}}',
  commonPreface: [
    [
      'Over deze catalogus',
      'Deze catalogus bevat de onderhouds- en vervangingsonderdelen van de {{vehicle}}, modelcode {{modelCode}}. De onderdelen zijn ingedeeld in hoofdgroepen, subgroepen en paginasecties; elke pagina toont een explosietekening met genummerde posities, en de onderdelenlijst geeft per positie het onderdeelnummer, de omschrijving en het aantal.',
    ],
    [
      'Aantallen',
      'Het aantal is het aantal onderdelen dat op de positie is gemonteerd. A/R betekent naar behoefte: de hoeveelheid hangt af van de reparatie, zoals bij afdichtmiddel, vloeistoffen of op lengte gesneden bevestigingsmateriaal.',
    ],
    [
      'Alternatieve onderdelen',
      'Bij sommige posities staan alternatieve onderdelen voor verschillende motoren, transmissies, aandrijvingen of remsystemen. Decodeer het chassisnummer (VIN) om de onderdelen te markeren die passen op het voertuig dat voor u staat; onderdelen die niet passen, kunnen worden verborgen.',
    ],
    [
      'Herhaalde onderdelen',
      'Een onderdeel dat twee keer op één pagina voorkomt, is gemarkeerd als dubbel. Bestel het één keer voor elke positie waarbij het staat.',
    ],
  ],
  mainPreface: [
    [
      'Voertuigidentificatie',
      'Het chassisnummer (VIN) van de {{vehicle}} staat op de voorruitstijl en op het typeplaatje in de motorruimte. Het vierde tot en met zevende teken geven de modelcode, {{modelCode}}; het tiende teken geeft het modeljaar.',
    ],
    [
      'De catalogus gebruiken',
      'Begin waar mogelijk met het chassisnummer: de catalogus kent dan de motor, transmissie, aandrijving en remmen van het voertuig. Zoeken op model toont alle uitvoeringen.',
    ],
    [
      'Onderdelen bestellen',
      'Voeg vanaf elke pagina onderdelen toe aan de bestellijst. Prijzen, kortingen en btw komen uit uw dealeraccount wanneer de lijst wordt geprijsd; de lijst kan worden geëxporteerd of naar de bestelservice voor onderdelen worden verzonden.',
    ],
    [
      'Vervangende nummers',
      'Een onderdeelnummer kan worden vervangen door een nieuwere uitvoering. De catalogus toont altijd het onderdeel dat u vandaag bestelt; eerdere nummers blijven vindbaar.',
    ],
  ],
  overlayRepair: [
    [
      'Voordat u begint',
      'Overlapreparaties aan de {{vehicle}} zijn alleen toegestaan op buitenpanelen, nooit op dragende delen. Toets de schade aan de grenzen voor carrosseriereparatie voordat u een reparatiepaneel bestelt.',
    ],
    [
      'Het oppervlak voorbereiden',
      'Verwijder lak en kit in het reparatiegebied tot op het blanke metaal, twintig millimeter voorbij de rand van het reparatiepaneel. Behandel blootliggend staal met doorlasbare primer.',
    ],
    [
      'Het reparatiepaneel aanbrengen',
      'Pas het reparatiepaneel, teken het af en snijd het bij tot een overlap van vijftien millimeter; lijm en popnagel het vervolgens volgens het patroon op het reparatieblad. Aluminium panelen niet lassen.',
    ],
    [
      'Afwerking',
      'Kit alle naden af, breng holteruimtewas aan achter de reparatie en spuit het paneel over. Leg de reparatie vast in de voertuighistorie.',
    ],
  ],
  bulletinSummary: [
    'Samenvatting',
    'Deze mededeling betreft de groep ‘{{section}}’ van de {{vehicle}}. Voor de onderstaande onderdelen gelden herziene montage-instructies; volg deze bij de eerstvolgende onderhoudsbeurt of reparatie, wat het eerst komt.',
  ],
  unnamedSection: 'onderdelen',
  bulletinItem: 'Punt {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Controleer op slijtage en juiste passing; vervang het onderdeel bij twijfel en draai de bevestigingsmiddelen aan met het aanhaalmoment uit het werkplaatshandboek.',
    'Onderdelen uit een eerdere productiepartij kunnen vroegtijdige slijtage vertonen. Controleer de partijcode op het etiket en vervang onderdelen uit betrokken partijen kosteloos.',
    'Er geldt een herziene montageprocedure: reinig de contactvlakken, monteer nieuwe afdichtingen en controleer op lekkage met draaiende motor.',
    'Bij voertuigen waarop dit onderdeel al is gemonteerd, is geen actie nodig; monteer het in plaats van het eerdere onderdeel wanneer een reparatie dat vereist.',
  ],
};
