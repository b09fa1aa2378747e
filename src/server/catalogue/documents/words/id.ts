/** The catalogue documents' words in Indonesian. */
import type { DocumentWords } from './document-words-type';

export const documentWords: DocumentWords = {
  typeNames: {
    bulletins: 'Buletin teknis',
    commonPreface: 'Kata pengantar umum',
    mainPreface: 'Kata pengantar utama',
    overlayRepair: 'Perbaikan dengan panel tumpang',
  },
  documentType: 'Jenis dokumen: {{type}}',
  reference: 'Referensi: {{reference}}',
  commonPreface: [
    [
      'Tentang katalog ini',
      'Katalog ini memuat suku cadang servis untuk {{vehicle}}, kode model {{modelCode}}. Suku cadang dikelompokkan dalam bagian utama, subbagian, dan bagian halaman; setiap halaman menampilkan gambar urai dengan nomor penunjuk, dan daftar suku cadangnya mencantumkan nomor suku cadang, deskripsi, serta jumlah untuk setiap nomor penunjuk.',
    ],
    [
      'Jumlah',
      'Jumlah adalah banyaknya suku cadang yang terpasang pada nomor penunjuk tersebut. A/R berarti sesuai kebutuhan: jumlahnya bergantung pada perbaikan, seperti pada sealant, cairan, atau pengencang yang dipotong sesuai panjang.',
    ],
    [
      'Suku cadang alternatif',
      'Beberapa nomor penunjuk mencantumkan suku cadang alternatif untuk mesin, transmisi, jenis penggerak, atau sistem rem yang berbeda. Uraikan nomor identifikasi kendaraan (VIN) untuk menandai suku cadang yang cocok dengan kendaraan yang sedang Anda tangani; suku cadang yang tidak cocok dapat disembunyikan.',
    ],
    [
      'Suku cadang berulang',
      'Suku cadang yang muncul dua kali pada satu halaman ditandai sebagai duplikat. Pesanlah satu kali untuk setiap nomor penunjuk yang menampilkannya.',
    ],
  ],
  mainPreface: [
    [
      'Identifikasi kendaraan',
      'Nomor identifikasi kendaraan (VIN) {{vehicle}} tertera pada pilar kaca depan dan pada pelat identifikasi di ruang mesin. Karakter keempat hingga ketujuh menunjukkan kode model, {{modelCode}}; karakter kesepuluh menunjukkan tahun model.',
    ],
    [
      'Menggunakan katalog',
      'Jika memungkinkan, mulailah dari nomor identifikasi kendaraan: dengan begitu katalog mengetahui mesin, transmisi, penggerak, dan rem kendaraan. Penelusuran berdasarkan model menampilkan semua varian.',
    ],
    [
      'Memesan suku cadang',
      'Tambahkan suku cadang ke daftar belanja dari halaman mana pun. Harga, diskon, dan pajak diambil dari akun dealer Anda saat harga daftar dihitung; daftar dapat diekspor atau dikirim ke layanan pemesanan suku cadang.',
    ],
    [
      'Penggantian nomor',
      'Nomor suku cadang dapat digantikan oleh versi yang lebih baru. Katalog selalu menampilkan suku cadang yang harus dipesan saat ini; nomor lama tetap dapat dicari.',
    ],
  ],
  overlayRepair: [
    [
      'Sebelum memulai',
      'Perbaikan dengan panel tumpang pada {{vehicle}} hanya diizinkan pada panel eksterior, tidak pernah pada komponen struktural. Bandingkan kerusakan dengan batas perbaikan bodi sebelum memesan panel tumpang.',
    ],
    [
      'Menyiapkan permukaan',
      'Kupas cat dan sealer dari area perbaikan hingga logam dasar, sampai dua puluh milimeter melewati tepi panel tumpang. Lapisi baja yang terbuka dengan primer yang dapat dilas.',
    ],
    [
      'Memasang panel tumpang',
      'Paskan panel tumpang, tandai dan potong hingga tumpang tindih lima belas milimeter, lalu rekatkan dan keling sesuai pola pada lembar perbaikan. Jangan mengelas panel aluminium.',
    ],
    [
      'Penyelesaian',
      'Segel setiap sambungan, semprotkan lilin rongga di balik area perbaikan, lalu cat ulang panel. Catat perbaikan dalam riwayat kendaraan.',
    ],
  ],
  bulletinSummary: [
    'Ringkasan',
    'Buletin ini berkaitan dengan bagian “{{section}}” pada {{vehicle}}. Suku cadang di bawah ini memiliki petunjuk pemasangan yang direvisi; terapkan petunjuk tersebut pada servis atau perbaikan berikutnya, mana pun yang lebih dahulu.',
  ],
  unnamedSection: 'suku cadang',
  bulletinItem: 'Butir {{number}}: {{partNumber}}',
  bulletinItemText: '{{description}}. {{advice}}',
  bulletinAdvice: [
    'Periksa keausan dan kedudukan yang benar; ganti suku cadang jika ragu dan kencangkan pengencangnya sesuai torsi dalam buku manual perbaikan.',
    'Suku cadang dari batch sebelumnya dapat mengalami keausan dini. Periksa kode batch pada label dan ganti tanpa biaya suku cadang dari batch yang terdampak.',
    'Berlaku prosedur pemasangan yang direvisi: bersihkan permukaan yang bersentuhan, pasang seal baru, dan periksa kebocoran dengan mesin menyala.',
    'Tidak diperlukan tindakan pada kendaraan yang sudah terpasang suku cadang ini; pasang suku cadang ini sebagai pengganti suku cadang sebelumnya bila perbaikan memerlukannya.',
  ],
};
