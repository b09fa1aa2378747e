/** The catalogue documents' words in German. */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Technische Mitteilung',
    commonPreface: 'Allgemeines Vorwort',
    mainPreface: 'Hauptvorwort',
    overlayRepair: 'Overlay-Reparatur',
  },
  documentType: 'Dokumenttyp: {{type}}',
  reference: 'Referenz: {{reference}}',
  commonPreface: [
    [
      'Zu diesem Katalog',
      'Dieser Katalog enthält die Ersatzteile für das Fahrzeug {{vehicle}}, Modellcode {{modelCode}}. Die Teile sind in Hauptgruppen, Untergruppen und Bildtafeln gegliedert; jede Bildtafel zeigt eine Explosionszeichnung mit nummerierten Positionen, und die zugehörige Teileliste nennt Teilenummer, Benennung und Menge jeder Position.',
    ],
    [
      'Mengen',
      'Die Menge ist die Anzahl der an der Position verbauten Teile. A/R bedeutet „nach Bedarf“: Die Menge hängt von der Reparatur ab, etwa bei Dichtmittel, Flüssigkeiten oder auf Länge geschnittenen Befestigungsteilen.',
    ],
    [
      'Alternativteile',
      'Einige Positionen führen Alternativteile für unterschiedliche Motoren, Getriebe, Antriebsarten oder Bremsanlagen. Entschlüsseln Sie die Fahrzeug-Identifizierungsnummer (FIN), um die Teile zu kennzeichnen, die zum vorliegenden Fahrzeug passen; nicht passende Teile lassen sich ausblenden.',
    ],
    [
      'Mehrfach aufgeführte Teile',
      'Ein Teil, das auf einer Bildtafel zweimal erscheint, ist als Duplikat gekennzeichnet. Bestellen Sie es einmal für jede Position, an der es abgebildet ist.',
    ],
  ],
  mainPreface: [
    [
      'Fahrzeugidentifizierung',
      'Die Fahrzeug-Identifizierungsnummer des Fahrzeugs {{vehicle}} befindet sich an der A-Säule und auf dem Typschild im Motorraum. Die Stellen vier bis sieben geben den Modellcode an, {{modelCode}}; die zehnte Stelle gibt das Modelljahr an.',
    ],
    [
      'Arbeiten mit dem Katalog',
      'Beginnen Sie nach Möglichkeit mit der Fahrzeug-Identifizierungsnummer: Der Katalog kennt dann Motor, Getriebe, Antrieb und Bremsen des Fahrzeugs. Die Suche nach Modell zeigt alle Varianten.',
    ],
    [
      'Teile bestellen',
      'Fügen Sie Teile von jeder Bildtafel aus der Einkaufsliste hinzu. Preise, Rabatte und Steuern stammen aus Ihrem Händlerkonto, wenn die Liste bepreist wird; die Liste kann exportiert oder an den Teilebestellservice gesendet werden.',
    ],
    [
      'Ersetzungen',
      'Eine Teilenummer kann durch einen neueren Stand ersetzt werden. Der Katalog zeigt immer das heute zu bestellende Teil; frühere Nummern bleiben suchbar.',
    ],
  ],
  overlayRepair: [
    [
      'Vor Beginn der Arbeiten',
      'Overlay-Reparaturen am Fahrzeug {{vehicle}} sind nur an Außenhautteilen zulässig, niemals an tragenden Strukturteilen. Prüfen Sie den Schaden anhand der Karosserie-Reparaturgrenzen, bevor Sie ein Overlay-Blech bestellen.',
    ],
    [
      'Vorbereiten der Oberfläche',
      'Entfernen Sie Lack und Nahtabdichtung im Reparaturbereich bis auf das blanke Metall, zwanzig Millimeter über den Rand des Overlays hinaus. Behandeln Sie freiliegenden Stahl mit Schweißprimer.',
    ],
    [
      'Anbringen des Overlays',
      'Setzen Sie das Overlay an, reißen Sie es an und schneiden Sie es auf eine Überlappung von fünfzehn Millimetern zu; kleben und vernieten Sie es dann nach dem Schema auf dem Reparaturblatt. Aluminiumteile nicht schweißen.',
    ],
    [
      'Abschlussarbeiten',
      'Dichten Sie alle Fugen ab, tragen Sie hinter der Reparaturstelle Hohlraumkonservierung auf und lackieren Sie das Teil. Tragen Sie die Reparatur in die Fahrzeughistorie ein.',
    ],
  ],
  bulletinSummary: [
    'Zusammenfassung',
    'Diese Mitteilung betrifft die Hauptgruppe „{{section}}“ des Fahrzeugs {{vehicle}}. Für die nachstehenden Teile gelten geänderte Einbauhinweise; befolgen Sie diese bei der nächsten Wartung oder Reparatur, je nachdem, was zuerst ansteht.',
  ],
  unnamedSection: 'Teile',
  bulletinItem: 'Punkt {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Auf Verschleiß und korrekten Sitz prüfen; das Teil im Zweifelsfall erneuern und seine Befestigungen mit dem Anzugsdrehmoment laut Reparaturhandbuch festziehen.',
    'Teile einer früheren Charge können vorzeitigen Verschleiß aufweisen. Chargencode auf dem Etikett prüfen und Teile aus betroffenen Chargen kostenlos ersetzen.',
    'Es gilt ein geändertes Einbauverfahren: Dichtflächen reinigen, neue Dichtungen einsetzen und bei laufendem Motor auf Dichtheit prüfen.',
    'Bei Fahrzeugen, in die dieses Teil bereits eingebaut ist, sind keine Maßnahmen erforderlich; es bei einer Reparatur anstelle des früheren Teils einbauen.',
  ],
};
