/** The catalogue documents' words in Turkish. */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Teknik bülten',
    commonPreface: 'Genel önsöz',
    mainPreface: 'Ana önsöz',
    overlayRepair: 'Bindirme panel ile onarım',
  },
  documentType: 'Belge türü: {{type}}',
  reference: 'Referans: {{reference}}',
  commonPreface: [
    [
      'Bu katalog hakkında',
      'Bu katalog, {{modelCode}} model kodlu {{vehicle}} aracının servis parçalarını listeler. Parçalar ana bölümler, alt bölümler ve sayfa bölümleri halinde gruplandırılmıştır; her sayfada numaralı işaretlerle bir patlatılmış görünüş yer alır ve sayfanın parça listesi her işaret için parça numarasını, tanımı ve miktarı verir.',
    ],
    [
      'Miktarlar',
      'Miktar, işaretin gösterdiği konuma takılan parça sayısıdır. A/R “gerektiği kadar” anlamına gelir: sızdırmazlık malzemesi, sıvılar veya boyuna göre kesilen bağlantı elemanlarında olduğu gibi, miktar onarıma bağlıdır.',
    ],
    [
      'Alternatif parçalar',
      'Bazı işaretlerde farklı motorlar, şanzımanlar, çekiş tipleri veya fren sistemleri için alternatif parçalar listelenir. Önünüzdeki araca uyan parçaları işaretlemek için şasi numarasını (VIN) çözümleyin; uymayan parçalar gizlenebilir.',
    ],
    [
      'Tekrarlanan parçalar',
      'Aynı sayfada iki kez görünen bir parça, tekrar olarak işaretlenir. Bu parçayı, gösterildiği her işaret için bir kez sipariş edin.',
    ],
  ],
  mainPreface: [
    [
      'Araç tanımlama',
      '{{vehicle}} aracının şasi numarası (VIN), ön cam direğinde ve motor bölmesindeki tanıtım plakasında bulunur. Dördüncü ile yedinci arasındaki karakterler {{modelCode}} model kodunu, onuncu karakter ise model yılını verir.',
    ],
    [
      'Kataloğun kullanımı',
      'Mümkün olduğunda şasi numarasından başlayın: böylece katalog aracın motorunu, şanzımanını, çekiş tipini ve frenlerini bilir. Modele göre gezinildiğinde tüm versiyonlar gösterilir.',
    ],
    [
      'Parça siparişi',
      'Herhangi bir sayfadan alışveriş listesine parça ekleyin. Liste fiyatlandırıldığında fiyatlar, indirimler ve vergiler bayi hesabınızdan alınır; liste dışa aktarılabilir veya parça sipariş hizmetine gönderilebilir.',
    ],
    [
      'Parça numarası değişiklikleri',
      'Bir parça numarasının yerini daha sonraki bir versiyon alabilir. Katalog her zaman bugün sipariş edilecek parçayı gösterir; eski numaralar aramada bulunmaya devam eder.',
    ],
  ],
  overlayRepair: [
    [
      'Başlamadan önce',
      '{{vehicle}} aracında bindirme panel ile onarıma yalnızca dış panellerde izin verilir, taşıyıcı elemanlarda asla. Bindirme paneli sipariş etmeden önce hasarı kaporta onarım sınırlarıyla karşılaştırın.',
    ],
    [
      'Yüzeyin hazırlanması',
      'Onarım bölgesindeki boyayı ve mastiği, bindirme panelin kenarından yirmi milimetre öteye kadar çıplak metal görünene dek temizleyin. Açıkta kalan çeliğe kaynak astarı uygulayın.',
    ],
    [
      'Bindirme panelin takılması',
      'Bindirme paneli yerine tutun, on beş milimetrelik bindirme payı kalacak şekilde işaretleyip kesin, ardından onarım föyünde gösterilen düzende yapıştırıp perçinleyin. Alüminyum panellere kaynak yapmayın.',
    ],
    [
      'Son işlemler',
      'Tüm birleşim yerlerini sızdırmaz hale getirin, onarımın arkasındaki boşluklara boşluk koruma mumu uygulayın ve paneli yeniden boyayın. Onarımı araç geçmişine kaydedin.',
    ],
  ],
  bulletinSummary: [
    'Özet',
    'Bu bülten, {{vehicle}} aracının “{{section}}” bölümüyle ilgilidir. Aşağıdaki parçaların montaj talimatları revize edilmiştir; bunları bir sonraki bakımda veya onarımda, hangisi önce gelirse, uygulayın.',
  ],
  unnamedSection: 'parçalar',
  bulletinItem: 'Madde {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Aşınma ve doğru oturma açısından kontrol edin; şüphe durumunda parçayı yenileyin ve bağlantı elemanlarını onarım kılavuzundaki tork değerinde sıkın.',
    'Önceki bir partiye ait parçalarda erken aşınma görülebilir. Etiketteki parti kodunu kontrol edin ve etkilenen partilere ait parçaları ücretsiz olarak değiştirin.',
    'Revize edilmiş bir montaj prosedürü geçerlidir: temas yüzeylerini temizleyin, yeni keçeler takın ve motor çalışırken kaçak kontrolü yapın.',
    'Bu parçanın zaten takılı olduğu araçlarda herhangi bir işlem gerekmez; bir onarım gerektirdiğinde bu parçayı önceki parçanın yerine takın.',
  ],
};
