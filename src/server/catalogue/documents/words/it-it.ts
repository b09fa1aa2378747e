/** The catalogue documents' words in Italian. */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Bollettino tecnico',
    commonPreface: 'Prefazione comune',
    mainPreface: 'Prefazione principale',
    overlayRepair: 'Riparazione a sovrapposizione',
  },
  documentType: 'Tipo di documento: {{type}}',
  reference: 'Riferimento: {{reference}}',
  commonPreface: [
    [
      'Informazioni sul catalogo',
      'Questo catalogo elenca i ricambi del veicolo {{vehicle}}, codice modello {{modelCode}}. I ricambi sono raggruppati in gruppi principali, sottogruppi e tavole; ogni tavola mostra un esploso con posizioni numerate e la relativa distinta indica codice ricambio, descrizione e quantità di ogni posizione.',
    ],
    [
      'Quantità',
      'La quantità è il numero di pezzi montati nella posizione. A/R significa «secondo necessità»: la quantità dipende dalla riparazione, come per sigillante, liquidi o elementi di fissaggio tagliati a misura.',
    ],
    [
      'Ricambi alternativi',
      'Alcune posizioni riportano ricambi alternativi per motori, cambi, tipi di trazione o impianti frenanti diversi. Decodificate il numero di telaio (VIN) per contrassegnare i ricambi adatti al veicolo in officina; i ricambi non adatti possono essere nascosti.',
    ],
    [
      'Ricambi ripetuti',
      'Un ricambio che compare due volte nella stessa tavola è contrassegnato come duplicato. Ordinatelo una volta per ogni posizione in cui compare.',
    ],
  ],
  mainPreface: [
    [
      'Identificazione del veicolo',
      'Il numero di telaio del veicolo {{vehicle}} si trova sul montante del parabrezza e sulla targhetta di identificazione nel vano motore. I caratteri dal quarto al settimo indicano il codice modello, {{modelCode}}; il decimo indica l’anno modello.',
    ],
    [
      'Uso del catalogo',
      'Quando possibile, partite dal numero di telaio: il catalogo conosce così motore, cambio, trazione e freni del veicolo. La ricerca per modello mostra tutte le varianti.',
    ],
    [
      'Ordinazione dei ricambi',
      'Aggiungete ricambi alla lista d’acquisto da qualsiasi tavola. Prezzi, sconti e imposte provengono dal vostro account rivenditore quando la lista viene valorizzata; la lista può essere esportata o inviata al servizio ordini ricambi.',
    ],
    [
      'Sostituzioni',
      'Un codice ricambio può essere sostituito da una versione successiva. Il catalogo mostra sempre il ricambio da ordinare oggi; i codici precedenti restano ricercabili.',
    ],
  ],
  overlayRepair: [
    [
      'Prima di iniziare',
      'Sul veicolo {{vehicle}} le riparazioni a sovrapposizione sono ammesse solo sui pannelli esterni, mai sugli elementi strutturali. Confrontate il danno con i limiti di riparazione della carrozzeria prima di ordinare un pannello di sovrapposizione.',
    ],
    [
      'Preparazione della superficie',
      'Rimuovete vernice e sigillante dalla zona di riparazione fino al metallo nudo, venti millimetri oltre il bordo della sovrapposizione. Trattate l’acciaio scoperto con primer saldabile.',
    ],
    [
      'Montaggio della sovrapposizione',
      'Presentate il pannello di sovrapposizione, tracciatelo e rifilatelo per ottenere una sovrapposizione di quindici millimetri, quindi incollatelo e rivettatelo secondo lo schema della scheda di riparazione. Non saldate i pannelli in alluminio.',
    ],
    [
      'Finitura',
      'Sigillate ogni giunzione, applicate cera protettiva per corpi cavi dietro la riparazione e riverniciate il pannello. Registrate la riparazione nella cronologia del veicolo.',
    ],
  ],
  bulletinSummary: [
    'Sintesi',
    'Questo bollettino riguarda il gruppo «{{section}}» del veicolo {{vehicle}}. I ricambi seguenti hanno istruzioni di montaggio aggiornate; applicatele al prossimo tagliando o alla prossima riparazione, a seconda di quale avvenga prima.',
  ],
  unnamedSection: 'ricambi',
  bulletinItem: 'Punto {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Verificare usura e corretto alloggiamento; in caso di dubbio sostituire il ricambio e serrare i fissaggi alla coppia indicata nel manuale di riparazione.',
    'I ricambi di un lotto precedente possono presentare usura prematura. Verificare il codice lotto sull’etichetta e sostituire gratuitamente i ricambi dei lotti interessati.',
    'Si applica una procedura di montaggio aggiornata: pulire le superfici di contatto, montare guarnizioni nuove e verificare l’assenza di perdite a motore acceso.',
    'Nessun intervento necessario sui veicoli già dotati di questo ricambio; montarlo al posto del ricambio precedente quando una riparazione lo richiede.',
  ],
};
