import type { Translation } from '@/lib/i18n/catalogue';
import type en from '../en/public';

/** Bahasa Indonesia, namespace `public` (ADR 0013). */
const catalogue: Translation<typeof en> = {
  language: { label: 'Bahasa', choose: 'Pilih bahasa Anda' },
  common: {
    opensInNewTab: ' (terbuka di tab baru)',
    comingSoon: '{{label}} (segera hadir)',
    loading: 'Memuat...',
  },
  period: {
    perYear: 'per tahun',
    perMonth: 'per bulan',
    perDay: 'per hari',
    everyDays_one: 'setiap {{count}} hari',
    everyDays_other: 'setiap {{count}} hari',
    fee: '{{fee}} USDT {{period}}',
  },
  nav: {
    main: 'Utama',
    home: 'Beranda',
    copyTrading: 'Copy Trading',
    earn: 'Penghasilan',
    contactUs: 'Hubungi Kami',
    signIn: 'Masuk',
    signUp: 'Daftar',
    signOut: 'Keluar',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    dashboard: 'Dasbor',
    referrals: 'Referal',
    rewards: 'Hadiah',
    userTree: 'Pohon Pengguna',
    profile: 'Profil',
    profileSettings: 'Pengaturan Profil',
    accountMenu: ', menu akun',
  },
  landing: {
    heroBadge: 'Dana Anda tidak pernah keluar dari bursa',
    heroHeading: 'Platform copy trading #1 bersama bursa',
    heroText:
      'Salin master trader langsung ke akun bursa Anda sendiri, simpan 50% keuntungannya, dan dapatkan penghasilan dari jaringan referal sedalam lima belas level.',
    startCopyTrading: 'Mulai Copy Trading',
    seeHowYouEarn: 'Lihat cara Anda menghasilkan',
    highlights: {
      traders: 'trader',
      profitShare: 'bagi hasil',
      monthlyReturn: 'imbal hasil bulanan',
      referralLevels: 'level referal',
    },
    performance: {
      title: 'Strategi master',
      live: 'Menyalin langsung',
      typicalReturn: 'imbal hasil bulanan umumnya',
      yours: 'milik Anda',
      withdrawals: 'penarikan',
      toStart: 'untuk memulai',
      disclaimer: 'Ilustrasi. Hasil masa lalu tidak menjamin imbal hasil di masa depan.',
    },
    cards: {
      heading: 'Mengapa trader memilih kami',
      hint: 'Arahkan kursor atau fokus ke kartu untuk mengetahui lebih lanjut.',
      evolving: {
        front: 'Terus Berkembang',
        caption: 'Strategi',
        back: 'Strategi master terus menyesuaikan diri dengan pasar, dan edukasi serta dukungan membantu Anda berkembang bersamanya.',
      },
      best: {
        front: 'Terbaik',
        caption: 'Trader',
        back: 'Bergabunglah dengan 100+ trader yang menyalin satu akun master, dengan imbal hasil umumnya 5-10% per bulan.',
      },
      levels: {
        front: '15',
        caption: 'Level referal',
        back: '15% keuntungan dibagikan ke 15 level referal, ditambah bonus untuk setiap langganan.',
      },
      partner: {
        front: '{{exchange}}',
        caption: 'Mitra bursa',
        back: 'Dana Anda tetap di akun bursa Anda sendiri: setoran dan penarikan 24/7, tanpa paket trading minimum.',
      },
    },
    steps: {
      eyebrow: 'Empat langkah',
      title: 'Cara Memulai Copy Trading',
      intro: 'Dari akun bursa baru hingga transaksi yang tersalin dalam satu sore.',
      stepLabel: 'Langkah {{number}}: ',
      join: {
        title: 'Bergabung dengan {{exchange}}',
        text: 'Buka akun bursa melalui tautan afiliasi kami agar trading Anda terhubung dengan jaringan kami.',
        action: 'Daftar di {{exchange}}',
      },
      kyc: {
        title: 'Selesaikan KYC dan setor $100',
        text: 'Verifikasi identitas Anda di bursa dan setor minimal 100 USDT ke akun Anda sendiri. Setoran buka 24/7.',
      },
      copy: {
        title: 'Salin transaksi master',
        text: 'Ikuti profil copy trading master trader kami dan biarkan setiap transaksi tersalin ke akun Anda.',
        action: 'Salin master trader',
      },
      register: {
        title: 'Buat akun Anda',
        text: 'Daftar di sini dengan kode referal Anda, tautkan UID bursa Anda, dan mulai menghasilkan dari jaringan Anda.',
        action: 'Buat akun',
      },
    },
    earn: {
      eyebrow: 'Penghasilan',
      title: 'Tiga cara menghasilkan',
      intro:
        'Keuntungan dari transaksi yang Anda salin, hadiah dari trader yang Anda ajak, dan bonus untuk yang terbaik.',
      trading: {
        title: 'Keuntungan Trading',
        profitShare: 'bagi hasil',
        monthlyReturn: 'imbal hasil bulanan',
        text: 'Anda menyimpan 50% keuntungan trading, dan dana itu tetap di akun bursa Anda sendiri. Bulan yang umum menghasilkan 5-10%.',
      },
      referral: {
        title: 'Hadiah Referal',
        profitShared: 'keuntungan dibagikan',
        levelsDeep: 'level kedalaman',
        text: 'Ajak trader dan dapatkan penghasilan seiring jaringan Anda tumbuh: 15% keuntungan dibagikan ke 15 level, ditambah bonus langganan.',
      },
      perks: {
        title: 'Keistimewaan untuk yang Terbaik',
        tours: 'Tur',
        toursLabel: 'dan konferensi',
        gifts: 'Hadiah',
        giftsLabel: 'untuk yang terbaik',
        text: 'Anggota paling aktif diundang ke tur dan konferensi serta menerima hadiah di sepanjang perjalanan.',
      },
    },
    about: {
      eyebrow: 'Tentang kami',
      title: 'Mengapa {{name}}',
      intro:
        'Kami menghubungkan trader sehari-hari dengan master trader di bursa terkemuka, dan memberi hadiah kepada mereka yang menumbuhkan komunitas. Anda memegang kendali atas uang Anda sepanjang waktu.',
      points: {
        funds: 'Dana Anda selalu tetap di bursa dan tidak pernah kami pegang.',
        traders: '100+ trader sudah menyalin akun master yang sama.',
        deposits: 'Setoran dan penarikan 24/7, langsung di bursa.',
        minimum: 'Tanpa paket trading minimum: mulai dari setoran 100 USDT.',
        education: 'Edukasi dan dukungan dari orang-orang yang trading setiap hari.',
      },
    },
    faq: {
      eyebrow: 'FAQ',
      title: 'Pertanyaan yang sering diajukan',
      start: {
        question: 'Apa yang saya butuhkan untuk memulai?',
        answer:
          'Setoran minimal 100 USDT di akun bursa Anda sendiri, ditambah langganan {{fee}}, dibayar dalam USDT di jaringan BEP20 (BSC).',
      },
      funds: {
        question: 'Apakah Anda pernah memegang dana saya?',
        answer:
          'Tidak. Uang Anda selalu berada di akun bursa Anda sendiri; transaksi master disalin ke sana, dan Anda menyimpan 50% keuntungan trading di sana.',
      },
      referral: {
        question: 'Bagaimana penghasilan referal bekerja?',
        answer:
          '15% keuntungan trading dibagikan ke 15 level referal, dan bonus dibayarkan atas langganan orang-orang di jaringan Anda.',
      },
      compliance: {
        question: 'Apa yang terjadi jika saldo saya di bawah 100 USDT atau saya berhenti menyalin?',
        answer:
          'Penghasilan referal Anda terkunci. Anda lalu punya 30 hari untuk kembali memenuhi syarat, dengan menambah saldo hingga 100 USDT atau melanjutkan copy trading, sebelum penghasilan yang terkunci hilang.',
      },
      where: {
        question: 'Di mana Anda beroperasi?',
        answer: 'Kami beroperasi secara global, dengan kantor pusat di {{location}}.',
      },
    },
    footer: {
      tagline:
        'Copy trading dan hadiah referal di akun bursa Anda sendiri. Dana Anda tidak pernah keluar dari bursa.',
      contactUs: 'Hubungi Kami',
      updates: 'Kanal pembaruan',
      community: 'Obrolan komunitas',
      explore: 'Jelajahi',
      howToStart: 'Cara memulai',
      earn: 'Penghasilan',
      createAccount: 'Buat akun',
      signIn: 'Masuk',
      rights: 'Hak cipta dilindungi.',
      risk: 'Trading mengandung risiko. Imbal hasil bersifat umum, tidak dijamin.',
    },
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    text: 'Halaman yang Anda cari tidak ada atau sudah dipindahkan.',
    back: 'Kembali ke beranda',
  },
  maintenance: {
    title: 'Sedang dalam pemeliharaan',
    text: 'Tidak ada yang hilang: halaman ini akan kembali dengan sendirinya begitu pemeliharaan selesai.',
  },
};

export default catalogue;
