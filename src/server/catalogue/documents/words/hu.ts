/** The catalogue documents' words in Hungarian. */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Műszaki közlemény',
    commonPreface: 'Általános előszó',
    mainPreface: 'Fő előszó',
    overlayRepair: 'Átlapolásos javítás',
  },
  documentType: 'Dokumentumtípus: {{type}}',
  reference: 'Hivatkozási szám: {{reference}}',
  commonPreface: [
    [
      'A katalógusról',
      'Ez a katalógus a következő jármű szervizalkatrészeit tartalmazza: {{vehicle}}, típuskód: {{modelCode}}. Az alkatrészek főcsoportokba, alcsoportokba és oldalszakaszokba vannak rendezve; minden oldal robbantott ábrát mutat számozott tételekkel, az alkatrészlista pedig minden tételhez megadja a cikkszámot, a megnevezést és a mennyiséget.',
    ],
    [
      'Mennyiségek',
      'A mennyiség az adott tételnél beépített alkatrészek száma. Az A/R jelentése: szükség szerint; a mennyiség a javítástól függ, mint például tömítőanyagok, folyadékok vagy méretre vágott rögzítőelemek esetén.',
    ],
    [
      'Alternatív alkatrészek',
      'Egyes tételeknél különböző motorokhoz, sebességváltókhoz, hajtásmódokhoz vagy fékrendszerekhez tartozó alternatív alkatrészek szerepelnek. Dekódolja az alvázszámot (VIN), hogy a katalógus megjelölje az előtte álló járműhöz illő alkatrészeket; a nem illő alkatrészek elrejthetők.',
    ],
    [
      'Ismétlődő alkatrészek',
      'Az egy oldalon kétszer szereplő alkatrész ismétlődőként van megjelölve. Minden olyan tételhez egyszer rendelje meg, amelynél szerepel.',
    ],
  ],
  mainPreface: [
    [
      'A jármű azonosítása',
      'A jármű ({{vehicle}}) alvázszáma (VIN) a szélvédőoszlopon és a motortérben lévő adattáblán található. A negyediktől a hetedik karakterig terjedő rész a típuskódot ({{modelCode}}) adja meg, a tizedik karakter a modellévet.',
    ],
    [
      'A katalógus használata',
      'Ha lehet, az alvázszámból induljon ki: a katalógus ekkor ismeri a jármű motorját, sebességváltóját, hajtását és fékjeit. Modell szerinti böngészéskor minden változat megjelenik.',
    ],
    [
      'Alkatrészek rendelése',
      'Bármelyik oldalról adhat alkatrészt a bevásárlólistához. Az árak, kedvezmények és adók a lista beárazásakor a kereskedői fiókjából származnak; a lista exportálható, vagy elküldhető az alkatrész-rendelési szolgáltatásnak.',
    ],
    [
      'Helyettesítések',
      'Egy cikkszámot egy későbbi kiadás válthat fel. A katalógus mindig a ma rendelendő alkatrészt mutatja; a korábbi cikkszámok továbbra is kereshetők.',
    ],
  ],
  overlayRepair: [
    [
      'Mielőtt hozzákezd',
      'A jármű ({{vehicle}}) átlapolásos javítása csak külső karosszériaelemeken megengedett, teherviselő elemeken soha. Mielőtt javítólemezt rendel, vesse össze a sérülést a karosszériajavítási határértékekkel.',
    ],
    [
      'A felület előkészítése',
      'A javítási területről távolítsa el a festéket és a tömítőanyagot a csupasz fémig, a javítólemez szélén túl húsz milliméterre. A szabaddá vált acélfelületet kezelje átheggeszthető alapozóval.',
    ],
    [
      'A javítólemez felhelyezése',
      'Illessze fel a javítólemezt, jelölje be és vágja méretre tizenöt milliméteres átfedéssel, majd ragassza és szegecselje a javítási lapon látható minta szerint. Alumíniumlemezeket ne hegesszen.',
    ],
    [
      'Befejezés',
      'Tömítse az összes illesztést, hordjon fel üregvédő viaszt a javítás mögé, és fényezze újra az elemet. Rögzítse a javítást a jármű előzményeiben.',
    ],
  ],
  bulletinSummary: [
    'Összefoglalás',
    'Ez a közlemény a következő jármű „{{section}}” csoportjára vonatkozik: {{vehicle}}. Az alábbi alkatrészekre módosított beszerelési utasítások érvényesek; ezeket a következő szerviz vagy javítás alkalmával kell követni, amelyik előbb esedékes.',
  ],
  unnamedSection: 'alkatrészek',
  bulletinItem: '{{number}}. tétel: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Ellenőrizze a kopást és a megfelelő illeszkedést; kétség esetén cserélje az alkatrészt, és húzza meg a rögzítőelemeit a javítási kézikönyvben megadott nyomatékkal.',
    'Egy korábbi gyártási tétel alkatrészei idő előtti kopást mutathatnak. Ellenőrizze a címkén a gyártási tétel kódját, és az érintett tételekből származó alkatrészeket díjmentesen cserélje.',
    'Módosított beszerelési eljárás érvényes: tisztítsa meg az illeszkedő felületeket, szereljen be új tömítéseket, és járó motor mellett ellenőrizze a tömítettséget.',
    'Azokon a járműveken, amelyekbe ez az alkatrész már be van szerelve, nincs teendő; ha egy javítás megkívánja, a korábbi alkatrész helyett ezt szerelje be.',
  ],
};
