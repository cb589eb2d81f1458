import type { Translation } from '@/lib/i18n/catalogue';
import type en from '../en/messages';

const UNEXPECTED = 'Terjadi kesalahan tak terduga. Silakan coba lagi.';

/** Bahasa Indonesia, namespace `messages` (ADR 0013): the contract's texts, by their keys. */
const catalogue: Translation<typeof en> = {
  texts: {
    signIn: {
      invalidCredentials: 'Email atau kata sandi salah. Silakan coba lagi.',
      unexpected: UNEXPECTED,
    },
    register: {
      referralApplied: 'Kode referal dari tautan Anda telah diterapkan!',
      unexpected: UNEXPECTED,
    },
    referralLanding: { processing: 'Memproses tautan referal...' },
    forgotPassword: { failed: 'Terjadi kesalahan. Silakan coba lagi.', unexpected: UNEXPECTED },
    resetPassword: {
      invalidToken:
        'Token atur ulang kata sandi tidak valid atau sudah kedaluwarsa. Silakan minta atur ulang kata sandi yang baru.',
      accountNotActive: 'Akun Anda tidak aktif. Silakan hubungi dukungan.',
      validation: 'Terjadi kesalahan validasi.',
      failed: 'Gagal mengatur ulang kata sandi. Silakan coba lagi.',
      unexpected: UNEXPECTED,
    },
    verifyEmail: {
      pendingTitle: 'Verifikasi Email Anda',
      verifyingTitle: 'Memverifikasi Email...',
      successTitle: 'Email Terverifikasi!',
      errorTitle: 'Verifikasi Gagal',
      verifying: 'Memverifikasi email Anda...',
      verified: 'Email berhasil diverifikasi! Sekarang Anda dapat masuk.',
      failed: 'Verifikasi email gagal. Token mungkin tidak valid atau sudah kedaluwarsa.',
      error: 'Terjadi kesalahan saat verifikasi. Silakan coba lagi.',
      resendFailed: 'Gagal mengirim ulang email verifikasi.',
      resendException: 'Terjadi kesalahan saat mengirim ulang email.',
      noEmail: 'Email tidak ditemukan. Silakan daftar lagi.',
      sending: 'Mengirim...',
    },
    fallbacks: {
      login: 'Gagal masuk',
      register: 'Pendaftaran gagal',
      sendVerification: 'Gagal mengirim email verifikasi',
      resendVerification: 'Gagal mengirim ulang email verifikasi',
      updateUid: 'Gagal memperbarui UID BingX',
      refreshSubscription: 'Gagal memperbarui status langganan',
    },
    linkUid: {
      failed: 'Gagal menautkan UID BingX',
      exception: 'Terjadi kesalahan saat menautkan UID BingX',
    },
    changePassword: {
      failed: 'Gagal mengubah kata sandi',
      exception: 'Gagal mengubah kata sandi. Silakan coba lagi.',
      success: 'Kata sandi berhasil diubah!',
    },
    dashboard: {
      verificationRequired: 'Verifikasi email diperlukan',
      verificationRequiredText: 'Silakan verifikasi alamat email Anda untuk membuka semua fitur platform',
      resendSuccess: 'Email verifikasi berhasil dikirim! Silakan periksa kotak masuk Anda.',
      sendVerificationFailed: 'Gagal mengirim email verifikasi',
      statsFailed: 'Gagal memuat statistik hadiah',
      copied: 'Disalin ke papan klip!',
    },
    referrals: {
      loadFailed: 'Gagal memuat data referal',
      statsFailed: 'Gagal memuat statistik',
      copied: 'Berhasil Disalin!',
      empty: 'Belum ada referal',
    },
    rewards: {
      userNotFound: 'Pengguna tidak ditemukan',
      statsFailed: 'Gagal memuat statistik hadiah',
      otpRequestFailed: 'Gagal meminta kode OTP',
      otpInvalid: 'Kode OTP tidak valid',
      otpVerifyFailed: 'Gagal memverifikasi kode OTP',
      submitFailed: 'Gagal mengirim permintaan penarikan',
      noWithdrawals: 'Belum ada penarikan',
      noRewards: 'Belum ada hadiah',
      directReward: 'Hadiah langsung',
      pendingTransaction: 'Tertunda',
    },
    referralTree: {
      fetchFailed: 'Gagal mengambil pohon referal',
      networkError: 'Terjadi kesalahan jaringan saat mengambil data',
      loading: 'Memuat pohon referal Anda...',
      noMatch: 'Tidak ada referal yang cocok',
      noMatchHint: 'Coba ubah kriteria pencarian Anda',
      empty: 'Mulai Bangun Jaringan Anda!',
    },
  },
  success: {
    verificationEmailSent: 'Email verifikasi terkirim',
    verificationEmailResent: 'Email verifikasi dikirim ulang',
    bingXUidUpdated: 'UID BingX berhasil diperbarui',
    subscriptionRefreshed: 'Status langganan diperbarui',
  },
  errors: {
    USER_NOT_FOUND: 'Pengguna tidak ditemukan. Periksa email Anda atau daftar.',
    USER_EXISTS: 'Akun dengan email ini sudah ada. Silakan masuk.',
    EMAIL_ALREADY_VERIFIED: 'Email Anda sudah terverifikasi. Silakan masuk.',
    INVALID_OR_EXPIRED_TOKEN:
      'Tautan verifikasi sudah kedaluwarsa atau tidak valid. Silakan minta yang baru.',
    TOKEN_REQUIRED: 'Token verifikasi diperlukan.',
    INVALID_REFERRAL_CODE: 'Kode referal ini tidak valid. Periksa lalu coba lagi.',
    WALLET_CREATION_FAILED:
      'Kami tidak dapat membuat alamat setoran Anda. Coba lagi nanti atau hubungi dukungan.',
    INVALID_CREDENTIALS: 'Email atau kata sandi salah. Silakan coba lagi.',
    TOO_MANY_LOGIN_ATTEMPTS:
      'Terlalu banyak percobaan masuk yang gagal. Tunggu beberapa menit lalu coba lagi.',
    ACCOUNT_LOCKED: 'Akun Anda dikunci. Silakan hubungi dukungan.',
    ACCOUNT_DISABLED: 'Akun Anda dinonaktifkan. Silakan hubungi dukungan.',
    ACCOUNT_NOT_ACTIVE: 'Akun Anda tidak aktif. Silakan hubungi dukungan.',
    EMAIL_NOT_VERIFIED: 'Silakan verifikasi alamat email Anda sebelum masuk.',
    UNAUTHORIZED: 'Sesi Anda telah berakhir. Silakan masuk lagi.',
    AUTHENTICATION_REQUIRED: 'Silakan masuk untuk melanjutkan.',
    CURRENT_PASSWORD_INCORRECT: 'Kata sandi Anda saat ini salah.',
    SAME_PASSWORD_ERROR: 'Kata sandi baru harus berbeda dari kata sandi saat ini.',
    PASSWORD_CHANGED_SUCCESSFULLY: 'Kata sandi berhasil diubah!',
    PASSWORD_TOO_COMMON: 'Kata sandi ini terlalu umum dan mudah ditebak. Silakan pilih yang lain.',
    PASSWORD_CHANGE_REQUIRED: 'Silakan ubah kata sandi Anda sebelum melanjutkan.',
    TWO_FACTOR_INVALID_CODE:
      'Kode ini salah. Periksa kode di aplikasi autentikator Anda (atau kode pemulihan Anda) lalu coba lagi.',
    TWO_FACTOR_CODE_USED: 'Kode ini sudah digunakan. Tunggu kode berikutnya di aplikasi autentikator Anda.',
    TWO_FACTOR_CODE_REQUIRED: 'Masukkan kode dari aplikasi autentikator Anda untuk mengonfirmasi.',
    TWO_FACTOR_CHALLENGE_INVALID:
      'Proses masuk ini sudah kedaluwarsa atau sudah selesai. Silakan masuk lagi.',
    TWO_FACTOR_ALREADY_ENABLED: 'Autentikasi dua faktor sudah aktif.',
    TWO_FACTOR_NOT_ENABLED: 'Autentikasi dua faktor belum aktif.',
    TWO_FACTOR_SETUP_EXPIRED: 'Penyiapan sudah kedaluwarsa atau belum dimulai. Silakan mulai penyiapan lagi.',
    SESSION_NOT_FOUND: 'Sesi ini tidak ditemukan atau sudah berakhir.',
    SESSIONS_LINK_INVALID:
      'Tautan ini tidak valid, sudah kedaluwarsa, atau sudah digunakan. Masuk lalu akhiri sesi Anda dari profil.',
    PASSKEY_INVALID: 'Passkey ini tidak dapat diverifikasi. Silakan coba lagi atau gunakan cara masuk lain.',
    PASSKEY_CHALLENGE_INVALID:
      'Permintaan passkey ini sudah kedaluwarsa atau sudah digunakan. Silakan coba lagi.',
    PASSKEY_NOT_FOUND: 'Passkey ini tidak ditemukan atau sudah dihapus.',
    PASSKEY_ALREADY_REGISTERED: 'Passkey ini sudah terdaftar.',
    PASSKEY_LIMIT_REACHED:
      'Anda telah mencapai jumlah maksimum passkey. Hapus satu sebelum menambahkan yang lain.',
    TWO_FACTOR_REQUIRED: 'Administrator harus menyiapkan autentikasi dua faktor sebelum melanjutkan.',
    STEP_UP_REQUIRED:
      'Untuk melanjutkan, konfirmasikan bahwa ini Anda dengan kode dari aplikasi autentikator Anda.',
    WALLET_ADDRESS_NOT_READY:
      'Alamat dompet ini baru di buku alamat Anda: konfirmasikan dengan tautan yang kami kirim lewat email. Alamat ini dapat digunakan 24 jam setelah dikonfirmasi.',
    WALLET_ADDRESS_LINK_INVALID:
      'Tautan konfirmasi ini tidak valid, sudah kedaluwarsa, atau sudah digunakan. Tambahkan alamat itu lagi di profil Anda untuk mendapatkan tautan baru.',
    WALLET_ADDRESS_NOT_FOUND: 'Alamat ini tidak ada di buku alamat Anda.',
    WALLET_ADDRESS_BOOK_FULL:
      'Buku alamat Anda sudah penuh. Hapus alamat yang tidak lagi Anda gunakan, lalu coba lagi.',
    BINGX_UID_ALREADY_SET: 'UID BingX Anda sudah ditautkan dan tidak dapat diubah.',
    BINGX_UID_ALREADY_EXISTS: 'UID BingX ini sudah ditautkan ke akun lain.',
    BINGX_UID_INELIGIBLE:
      'UID BingX ini tidak didaftarkan melalui tautan referal kami. Silakan daftar di BingX dengan tautan kami.',
    BINGX_UID_INCOMPLETE_KYC: 'Silakan selesaikan verifikasi identitas (KYC) di BingX, lalu coba lagi.',
    BINGX_UID_INSUFFICIENT_DEPOSIT: 'Setoran minimum 100 USDT di akun BingX Anda belum terpenuhi.',
    EXCHANGE_UNAVAILABLE:
      'Bursa tidak dapat dihubungi saat ini. Tidak ada yang disimpan. Silakan coba lagi nanti.',
    SUBSCRIPTION_REQUIRED: 'Silakan bayar langganan Anda untuk menggunakan fitur ini.',
    ONBOARDING_REQUIRED: 'Silakan selesaikan langkah awal terlebih dahulu.',
    INSUFFICIENT_BALANCE: 'Saldo tersedia Anda terlalu rendah untuk penarikan ini.',
    TOO_MANY_PENDING_WITHDRAWALS: 'Anda sudah memiliki penarikan tertunda. Tunggu hingga selesai diproses.',
    WITHDRAWAL_NOT_FOUND: 'Penarikan tidak ditemukan.',
    WITHDRAWAL_ALREADY_PROCESSED: 'Penarikan ini sudah diproses.',
    INSUFFICIENT_BALANCE_FOR_APPROVAL:
      'Saldo anggota tidak lagi mencukupi penarikan ini, sehingga tidak dapat disetujui.',
    WALLET_ADDRESS_IN_USE: 'Alamat dompet ini sudah terkait dengan penarikan tertunda lainnya.',
    INVALID_WALLET_ADDRESS: 'Silakan masukkan alamat dompet yang valid',
    WITHDRAWAL_COOLDOWN:
      'Penarikan dijeda selama 24 jam setelah kata sandi diubah atau diatur ulang. Silakan coba lagi nanti.',
    OTP_INVALID: 'Kode OTP tidak valid',
    OTP_EXPIRED: 'Kode ini sudah kedaluwarsa. Silakan minta yang baru.',
    OTP_TOO_MANY_ATTEMPTS: 'Terlalu banyak kode salah. Silakan minta yang baru.',
    OTP_NOT_VERIFIED: 'Silakan verifikasi kode sekali pakai Anda terlebih dahulu.',
    OTP_RATE_LIMITED: 'Terlalu banyak permintaan kode. Tunggu beberapa menit lalu coba lagi.',
    WITHDRAWALS_FROZEN:
      'Terlalu banyak kode salah hari ini. Penarikan dijeda hingga besok (UTC); kami telah mengirimi Anda email.',
    PAYOUT_TX_NOT_FOUND:
      'Belum ada transaksi yang ditambang dengan hash ini. Tunggu hingga ditambang, lalu masukkan lagi.',
    PAYOUT_TX_REVERTED: 'Transaksi ini gagal (dibatalkan) di chain: tidak ada yang dibayarkan.',
    PAYOUT_WRONG_TOKEN: 'Transaksi ini tidak mentransfer USDT milik platform.',
    PAYOUT_WRONG_RECIPIENT: 'Transfer USDT dalam transaksi ini tidak menuju alamat dompet penarikan.',
    PAYOUT_WRONG_AMOUNT: 'Transfer USDT dalam transaksi ini tidak tepat sebesar jumlah penarikan.',
    PAYOUT_HASH_IN_USE: 'Hash transaksi ini sudah tercatat untuk penarikan lain.',
    PAYOUT_NOT_AWAITING:
      'Pembayaran ini tidak sedang menunggu transaksi (belum disetujui, sudah dikirim, atau sudah dikonfirmasi).',
    PAYOUT_IN_PROGRESS:
      'Dompet pembayaran sudah menandatangani transaksi untuk penarikan ini; tunggu hasilnya.',
    CHAIN_UNAVAILABLE:
      'Node chain tidak dapat dihubungi saat ini, sehingga transaksi tidak dapat diperiksa. Silakan coba lagi nanti.',
    SECOND_APPROVAL_REQUIRED:
      'Penarikan ini di atas batas empat mata: administrator lain harus memberikan persetujuan kedua.',
    INVALID_STATUS: 'Perubahan status ini tidak diizinkan.',
    LAST_ADMIN: 'Administrator aktif terakhir tidak dapat dikunci, dinonaktifkan, atau dihapus.',
    OWN_ACCOUNT_CHANGE:
      'Anda tidak dapat mengubah status atau menghapus akun Anda sendiri. Minta administrator lain.',
    USER_HAS_PENDING_WITHDRAWAL:
      'Pengguna ini memiliki penarikan tertunda. Putuskan penarikan itu terlebih dahulu.',
    CYCLE_IN_PROGRESS: 'Siklus hadiah sedang berjalan. Tunggu hingga selesai.',
    CYCLE_ALREADY_IMPORTED: 'Berkas ini sudah diimpor dan dibayar. Tidak ada yang dibayar lagi.',
    CYCLE_PERIOD_OVERLAP:
      'Beberapa baris sudah dibayar untuk hari-hari dalam periode ini. Tinjau pratinjau dan impor hanya baris baru.',
    CYCLE_PERIOD_NOT_ENDED:
      'Periode harus sudah berakhir: hari terakhirnya harus sebelum hari ini (UTC), saat keuntungan hari itu final.',
    REWARD_RATES_INVALID:
      'Tarif hadiah trading di Pengaturan tidak valid, sehingga tidak ada yang dibayar. Perbaiki lalu impor lagi.',
    CYCLE_INTERRUPTED:
      'Siklus berhenti sebelum membayar apa pun (server berhenti atau kehilangan database). Impor lagi.',
    CYCLE_FAILED: 'Siklus gagal sebelum membayar apa pun. Impor lagi; jika gagal lagi, lihat log server.',
    REFUND_EXCEEDS_CREDIT: 'Pengembalian dana melebihi kredit anggota.',
    REFUND_ALREADY_RECORDED: 'Pengembalian dana dengan hash transaksi ini sudah tercatat.',
    ADJUSTMENT_NOT_FOUND: 'Penyesuaian ini tidak ada.',
    ADJUSTMENT_ALREADY_PROCESSED: 'Penyesuaian ini sudah diterapkan atau ditolak.',
    ADJUSTMENT_SECOND_APPROVAL_REQUIRED:
      'Penyesuaian ini di atas batas empat mata: administrator lain harus menyetujuinya.',
    ADJUSTMENT_EXCEEDS_AVAILABLE: 'Debit melebihi saldo tersedia anggota.',
    OWN_BALANCE_ADJUSTMENT: 'Anda tidak dapat menyesuaikan saldo Anda sendiri. Minta administrator lain.',
    BAD_REQUEST: 'Permintaan tidak dapat diproses. Periksa masukan Anda lalu coba lagi.',
    VALIDATION_ERROR: 'Terjadi kesalahan validasi.',
    FORBIDDEN: 'Anda tidak memiliki izin untuk melakukan ini.',
    NOT_FOUND: 'Sumber yang diminta tidak ditemukan.',
    METHOD_NOT_ALLOWED: 'Tindakan ini tidak didukung.',
    REQUEST_TIMEOUT: 'Permintaan terlalu lama sampai. Silakan coba lagi.',
    PAYLOAD_TOO_LARGE: 'Permintaan terlalu besar.',
    UNSUPPORTED_MEDIA_TYPE: 'Permintaan harus dikirim sebagai JSON.',
    HEADERS_TOO_LARGE: 'Header permintaan terlalu besar.',
    RATE_LIMITED: 'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.',
    INTERNAL_SERVER_ERROR: 'Terjadi masalah di pihak kami. Silakan coba lagi nanti.',
    UNKNOWN_ERROR: UNEXPECTED,
    MAINTENANCE_MODE: 'Platform sedang dalam pemeliharaan. Silakan coba lagi nanti.',
    SERVICE_UNAVAILABLE: 'Layanan sementara tidak tersedia. Silakan coba lagi nanti.',
    NETWORK_ERROR: 'Koneksi gagal. Periksa koneksi internet Anda lalu coba lagi.',
  },
  validation: {
    email: {
      required: 'Email wajib diisi',
      invalid: 'Email tidak valid',
      tooLong: 'Email maksimal 254 karakter',
    },
    names: {
      firstNameRequired: 'Nama depan wajib diisi',
      lastNameRequired: 'Nama belakang wajib diisi',
      firstNameTooLong: 'Nama depan maksimal 50 karakter',
      lastNameTooLong: 'Nama belakang maksimal 50 karakter',
    },
    password: {
      tooLong: 'Kata sandi maksimal 128 karakter',
      length: 'Kata sandi minimal 8 karakter',
      lowercase: 'Kata sandi harus berisi minimal satu huruf kecil',
      uppercase: 'Kata sandi harus berisi minimal satu huruf besar',
      digit: 'Kata sandi harus berisi minimal satu angka',
      special: 'Kata sandi harus berisi minimal satu karakter khusus (@$!%*?&)',
    },
    register: {
      passwordRequired: 'Kata sandi wajib diisi',
      passwordTooShort: 'Kata sandi minimal 8 karakter',
      confirmRequired: 'Silakan konfirmasi kata sandi Anda',
      passwordsDiffer: 'Kata sandi tidak cocok',
      termsRequired: 'Silakan setujui Ketentuan Layanan dan Kebijakan Privasi',
    },
    referralCode: {
      required: 'Kode referal wajib diisi',
      tooShort: 'Kode referal minimal 6 karakter',
      tooLong: 'Kode referal maksimal 32 karakter',
    },
    resetPassword: {
      fixRequirements: 'Silakan penuhi persyaratan kata sandi di bawah ini.',
      confirmationDiffers: 'Konfirmasi kata sandi tidak cocok dengan kata sandi baru.',
      tokenRequired: 'Token atur ulang kata sandi diperlukan.',
    },
    changePassword: {
      fillAll: 'Silakan isi semua kolom kata sandi',
      newPasswordsDiffer: 'Kata sandi baru tidak cocok',
      tooShort: 'Kata sandi baru minimal 8 karakter',
      weak: 'Kata sandi harus berisi minimal satu huruf besar, satu huruf kecil, satu angka, dan satu karakter khusus',
    },
    walletAddress: {
      invalid: 'Silakan masukkan alamat dompet yang valid',
      hintValid: 'Alamat dompet valid',
      hintInvalid: 'Format alamat dompet tidak valid',
    },
    withdrawal: {
      fillAll: 'Silakan isi semua kolom wajib',
      invalidAmount: 'Jumlah penarikan tidak valid',
      invalidAddress: 'Silakan masukkan alamat dompet yang valid',
      assetOnly: 'Hanya penarikan USDT yang didukung',
    },
    otp: {
      required: 'Silakan masukkan kode OTP',
      format: 'Kode OTP harus 6 digit',
    },
    twoFactor: {
      required: 'Silakan masukkan kode dari aplikasi autentikator Anda',
      totpFormat: 'Kode harus 6 digit',
      codeFormat: 'Masukkan kode 6 digit dari aplikasi autentikator Anda atau salah satu kode pemulihan Anda',
      passwordRequired: 'Silakan masukkan kata sandi Anda',
    },
    exchangeUid: {
      required: 'Silakan masukkan UID BingX Anda',
      digitsOnly: 'UID BingX hanya boleh berisi angka',
      tooLong: 'UID BingX maksimal 20 digit',
    },
    settings: {
      sessionTimeout: 'Batas waktu sesi harus 15, 30, 60, 120, atau 240 menit',
      maxLoginAttempts: 'Maksimal percobaan masuk harus 3, 5, atau 10',
      fee: 'Biaya langganan harus berupa jumlah antara 0.01 dan 1000000',
      period: 'Periode langganan harus antara 1 dan 3660 hari',
      periodsAhead: 'Periode yang dibayar di muka harus antara 1 dan 100',
      rate: 'Tarif harus berupa persentase antara 0 dan 100 dengan maksimal 4 desimal',
      level: 'Level dari 1 hingga 15',
      duplicateLevel: 'Setiap level hanya boleh muncul sekali',
      directTotal: 'Total tarif bonus langganan tidak boleh lebih dari 100%',
      downlineTotal: 'Total tarif hadiah trading harus 15%',
      complianceCheckMaxAge: 'Pemeriksaan kepatuhan berlaku 1 hingga 720 jam',
      payoutAmount: 'Harus berupa jumlah antara 0 dan 1000000000 USDT dengan maksimal 8 desimal',
      gasAmount: 'Harus berupa jumlah antara 0 dan 1000000 BNB dengan maksimal 8 desimal',
      empty: 'Tidak ada yang perlu diperbarui',
    },
    withdrawalDecision: {
      reasonRequired: 'Alasan wajib diisi untuk menolak atau memblokir penarikan',
      invalidHash: 'Hash transaksi harus berupa 0x diikuti 64 karakter heksadesimal',
      hashBeforeSecondApproval:
        'Bayar hanya setelah persetujuan kedua: penarikan ini di atas batas empat mata dan belum disetujui',
    },
    cyclePeriod: {
      day: 'Masukkan tanggal dengan format YYYY-MM-DD',
      order: 'Periode harus berakhir pada atau setelah hari dimulainya',
      notEnded: 'Periode harus sudah berakhir: hari terakhirnya harus sebelum hari ini (UTC)',
      length: 'Satu periode mencakup maksimal 366 hari',
    },
    language: {
      unsupported: 'Bahasa harus salah satu dari: en, es, vi, id',
    },
  },
};

export default catalogue;
