/** The catalogue documents' words in Czech. */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Technická informace',
    commonPreface: 'Obecná předmluva',
    mainPreface: 'Hlavní předmluva',
    overlayRepair: 'Oprava přeplátováním',
  },
  documentType: 'Typ dokumentu: {{type}}',
  reference: 'Číslo dokumentu: {{reference}}',
  commonPreface: [
    [
      'O tomto katalogu',
      'Tento katalog obsahuje servisní díly vozidla {{vehicle}}, kód modelu {{modelCode}}. Díly jsou rozděleny do hlavních skupin, podskupin a oddílů stránek; každá stránka zobrazuje rozložený pohled s očíslovanými pozicemi a její seznam dílů uvádí ke každé pozici číslo dílu, popis a množství.',
    ],
    [
      'Množství',
      'Množství je počet dílů montovaných na dané pozici. A/R znamená „podle potřeby“: množství závisí na opravě, například u těsnicích hmot, provozních kapalin nebo spojovacího materiálu řezaného na délku.',
    ],
    [
      'Alternativní díly',
      'U některých pozic jsou uvedeny alternativní díly pro různé motory, převodovky, druhy pohonu nebo brzdové soustavy. Dekódujte identifikační číslo vozidla (VIN), aby se označily díly, které pasují na vozidlo, jež máte před sebou; nevhodné díly lze skrýt.',
    ],
    [
      'Opakující se díly',
      'Díl, který se na jedné stránce vyskytuje dvakrát, je označen jako duplicitní. Objednejte jej jednou pro každou pozici, na které je uveden.',
    ],
  ],
  mainPreface: [
    [
      'Identifikace vozidla',
      'Identifikační číslo vozidla {{vehicle}} je uvedeno na sloupku čelního skla a na výrobním štítku v motorovém prostoru. Čtvrtý až sedmý znak udává kód modelu, {{modelCode}}; desátý znak udává modelový rok.',
    ],
    [
      'Práce s katalogem',
      'Pokud je to možné, začněte identifikačním číslem vozidla: katalog pak zná motor, převodovku, pohon a brzdy vozidla. Při procházení podle modelu se zobrazí všechny varianty.',
    ],
    [
      'Objednávání dílů',
      'Díly lze přidat do nákupního seznamu z kterékoli stránky. Ceny, slevy a daň se při ocenění seznamu převezmou z vašeho účtu prodejce; seznam lze exportovat nebo odeslat do služby objednávání dílů.',
    ],
    [
      'Náhrady čísel dílů',
      'Číslo dílu může být nahrazeno novějším provedením. Katalog vždy zobrazuje díl, který se objednává dnes; dřívější čísla lze nadále vyhledat.',
    ],
  ],
  overlayRepair: [
    [
      'Než začnete',
      'Opravy přeplátováním jsou u vozidla {{vehicle}} přípustné pouze na vnějších panelech karoserie, nikdy na nosných dílech. Před objednáním opravného dílu porovnejte poškození s mezními hodnotami pro opravy karoserie.',
    ],
    [
      'Příprava povrchu',
      'V místě opravy odstraňte barvu a těsnicí hmotu až na holý kov, a to dvacet milimetrů za okraj opravného dílu. Obnažený ocelový plech ošetřete svařitelnou základní barvou.',
    ],
    [
      'Osazení opravného dílu',
      'Přiložte opravný díl, označte jej a zkraťte na přesah patnáct milimetrů, poté jej přilepte a snýtujte podle schématu v opravném listu. Hliníkové panely nesvařujte.',
    ],
    [
      'Dokončení',
      'Utěsněte všechny spoje, za místo opravy naneste dutinový vosk a panel přelakujte. Opravu zaznamenejte do historie vozidla.',
    ],
  ],
  bulletinSummary: [
    'Shrnutí',
    'Tato technická informace se týká skupiny „{{section}}“ vozidla {{vehicle}}. U níže uvedených dílů platí upravené pokyny k montáži; dodržujte je při příštím servisu nebo opravě, podle toho, co nastane dříve.',
  ],
  unnamedSection: 'díly',
  bulletinItem: 'Položka {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Zkontrolujte opotřebení a správné usazení; v případě pochybností díl vyměňte a spojovací prvky utáhněte momentem uvedeným v dílenské příručce.',
    'Díly z dřívější výrobní šarže mohou vykazovat předčasné opotřebení. Zkontrolujte kód šarže na štítku a díly z dotčených šarží bezplatně vyměňte.',
    'Platí upravený postup montáže: očistěte dosedací plochy, použijte nová těsnění a při běžícím motoru zkontrolujte těsnost.',
    'U vozidel, která již tento díl mají, není nutný žádný zásah; při opravě, která to vyžaduje, jej namontujte místo dřívějšího dílu.',
  ],
};
