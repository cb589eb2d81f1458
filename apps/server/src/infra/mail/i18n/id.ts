import type { MailTexts } from './en';

/** The e-mails in Indonesian (key for key as `en.ts`). */
export const id: MailTexts = {
  layout: {
    greeting: 'Halo {name},',
    buttonFallback: 'Jika tombol tidak berfungsi, buka tautan ini:',
    unknown: 'tidak diketahui',
  },
  verifyEmail: {
    subject: 'Verifikasi alamat email Anda untuk {product}',
    heading: 'Verifikasi alamat email Anda',
    intro: 'Terima kasih telah mendaftar. Mohon konfirmasi bahwa alamat email ini milik Anda.',
    action: 'Verifikasi email',
    expires: {
      one: 'Tautan ini hanya berlaku sekali dan kedaluwarsa dalam {count} jam.',
      other: 'Tautan ini hanya berlaku sekali dan kedaluwarsa dalam {count} jam.',
    },
    ignore: 'Jika Anda tidak mendaftar, abaikan saja email ini.',
  },
  resetPassword: {
    subject: 'Atur ulang kata sandi {product} Anda',
    heading: 'Atur ulang kata sandi Anda',
    intro: 'Seseorang meminta untuk mengatur ulang kata sandi akun Anda. Pilih kata sandi baru di sini:',
    action: 'Buat kata sandi baru',
    expires: {
      one: 'Tautan ini hanya berlaku sekali dan kedaluwarsa dalam {count} jam. Membuat kata sandi baru akan mengeluarkan Anda dari semua perangkat.',
      other:
        'Tautan ini hanya berlaku sekali dan kedaluwarsa dalam {count} jam. Membuat kata sandi baru akan mengeluarkan Anda dari semua perangkat.',
    },
    ignore: 'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap sama.',
  },
  passwordChanged: {
    subject: 'Kata sandi {product} Anda telah diubah',
    heading: 'Kata sandi Anda telah diubah',
    changed:
      'Kata sandi akun Anda diubah dari halaman profil pada {when}. Semua sesi lain telah dikeluarkan.',
    reset:
      'Kata sandi akun Anda diatur ulang dengan tautan yang dikirim ke alamat ini pada {when}. Semua sesi lain telah dikeluarkan.',
    advice:
      'Jika itu Anda, tidak ada yang perlu dilakukan. Jika bukan, amankan akun Anda sekarang: minta tautan atur ulang, pilih kata sandi baru, lalu hubungi dukungan.',
    action: 'Amankan akun saya',
    paused: {
      one: 'Penarikan dijeda selama {count} jam setelah kata sandi diubah.',
      other: 'Penarikan dijeda selama {count} jam setelah kata sandi diubah.',
    },
  },
  withdrawalCode: {
    subject: 'Kode penarikan Anda',
    heading: 'Konfirmasi penarikan Anda',
    intro: 'Masukkan kode ini untuk mengonfirmasi permintaan penarikan Anda:',
    code: 'Kode',
    valid: {
      one: 'Kode berlaku selama {count} menit dan hanya dapat digunakan sekali.',
      other: 'Kode berlaku selama {count} menit dan hanya dapat digunakan sekali.',
    },
    warning:
      'Jika Anda tidak meminta penarikan, jangan bagikan kode ini, ubah kata sandi Anda, dan hubungi dukungan.',
  },
  withdrawalsFrozen: {
    subject: 'Penarikan dijeda di akun {product} Anda',
    heading: 'Penarikan dijeda',
    what: 'Hari ini {count} kode penarikan yang salah dimasukkan di akun Anda, sehingga penarikan dijeda hingga {until}. Tidak ada dana yang keluar dari akun Anda.',
    advice:
      'Jika itu bukan Anda, mungkin ada orang lain yang mengetahui kata sandi Anda: amankan akun Anda sekarang dengan meminta tautan atur ulang dan memilih kata sandi baru, lalu hubungi dukungan.',
    action: 'Amankan akun saya',
  },
  withdrawalDecision: {
    subject: 'Penarikan {amount} Anda: {status}',
    heading: 'Penarikan {status}',
    status: {
      APPROVED: 'DISETUJUI',
      REJECTED: 'DITOLAK',
      BLOCKED_COMPLIANCE: 'DIBLOKIR KARENA KEPATUHAN',
    },
    summary: {
      APPROVED: 'Penarikan Anda telah disetujui dan dikirim ke dompet Anda.',
      REJECTED: 'Penarikan Anda ditolak. Jumlahnya sudah kembali ke saldo tersedia Anda.',
      BLOCKED_COMPLIANCE:
        'Penarikan Anda diblokir karena alasan kepatuhan. Jumlahnya sudah kembali ke saldo tersedia Anda.',
    },
    amount: 'Jumlah',
    walletAddress: 'Alamat dompet',
    statusLabel: 'Status',
    reason: 'Alasan',
    transaction: 'Transaksi',
    action: 'Lihat hadiah Anda',
  },
  newDeviceSignIn: {
    subject: 'Login baru ke akun Anda',
    heading: 'Perangkat baru telah login',
    intro:
      'Akun Anda baru saja dimasuki dari perangkat atau jaringan yang belum pernah digunakan sebelumnya.',
    time: 'Waktu',
    address: 'Alamat IP',
    browser: 'Peramban',
    browserOn: '{browser} di {device}',
    action: 'Ini bukan saya: akhiri semua sesi',
    ifYou: 'Jika itu Anda, tidak ada yang perlu dilakukan.',
    ifNot:
      'Jika bukan, akhiri semua sesi dengan tombol di atas, lalu atur ulang kata sandi Anda dan aktifkan autentikasi dua faktor di profil Anda.',
  },
  securityNotice: {
    twoFactorEnabled: {
      subject: 'Autentikasi dua faktor diaktifkan',
      what: 'Autentikasi dua faktor telah diaktifkan untuk akun Anda. Saat login, Anda kini juga akan diminta kode dari aplikasi autentikator.',
    },
    twoFactorDisabled: {
      subject: 'Autentikasi dua faktor dinonaktifkan',
      what: 'Autentikasi dua faktor telah dinonaktifkan untuk akun Anda.',
    },
    recoveryCodesRegenerated: {
      subject: 'Kode pemulihan baru',
      what: 'Kode pemulihan baru telah dibuat untuk akun Anda; kode lama tidak berlaku lagi.',
    },
    passkeyAdded: {
      subject: 'Passkey ditambahkan',
      what: 'Sebuah passkey telah ditambahkan ke akun Anda. Passkey ini dapat digunakan untuk masuk dan mengonfirmasi penarikan. Jika ini bukan Anda, amankan akun Anda sekarang.',
    },
    passkeyRemoved: {
      subject: 'Passkey dihapus',
      what: 'Sebuah passkey telah dihapus dari akun Anda; passkey ini tidak dapat lagi digunakan untuk masuk.',
    },
    recoveryCodeUsed: {
      subject: 'Kode pemulihan telah digunakan',
      what: 'Salah satu kode pemulihan Anda digunakan untuk memastikan bahwa ini Anda. Setiap kode hanya berlaku sekali.',
    },
    hold: {
      one: 'Demi keamanan Anda, penarikan dijeda selama {count} jam, hingga {until}.',
      other: 'Demi keamanan Anda, penarikan dijeda selama {count} jam, hingga {until}.',
    },
    time: 'Waktu',
    address: 'Alamat IP',
    action: 'Tinjau pengaturan keamanan Anda',
    note: 'Jika bukan Anda yang melakukannya, segera ubah kata sandi Anda dan hubungi dukungan.',
  },
  adminSignInGuessing: {
    subject: 'Seseorang mencoba masuk ke akun admin Anda',
    heading: 'Login gagal berulang kali',
    what: 'Seseorang telah beberapa kali memasukkan kata sandi yang salah untuk akun administrator Anda.',
    slowed:
      'Percobaan login dari tempat yang belum pernah Anda gunakan untuk login kini diperlambat. Anda tetap dapat login seperti biasa dari tempat yang pernah Anda gunakan.',
    advice:
      'Jika itu bukan Anda, pastikan kata sandi Anda kuat dan unik; halaman peristiwa keamanan menampilkan setiap percobaan.',
    time: 'Waktu (UTC)',
    latestSource: 'Sumber terakhir',
    action: 'Tinjau peristiwa keamanan',
  },
  adminNewRegistration: {
    subject: 'Pendaftaran baru: {name}',
    heading: 'Pendaftaran baru',
    intro: 'Akun baru telah terdaftar. Akun ini masih harus memverifikasi alamat emailnya.',
    name: 'Nama',
    email: 'Email',
    userId: 'ID Pengguna',
    referredBy: 'Direferensikan oleh',
    action: 'Buka di admin',
  },
  adminNewWithdrawal: {
    subject: 'Permintaan penarikan baru: {amount}',
    heading: 'Permintaan penarikan baru',
    intro: 'Seorang anggota meminta penarikan. Permintaan ini menunggu tinjauan Anda.',
    member: 'Anggota',
    email: 'Email',
    amount: 'Jumlah',
    walletAddress: 'Alamat dompet',
    action: 'Tinjau',
  },
  adminDepositSetAside: {
    subject: 'Setoran sebesar {amount} tidak dapat dikreditkan',
    heading: 'Sebuah setoran disisihkan',
    intro:
      'Pengkreditan transfer ini gagal. Transfer ini disisihkan dan dicoba lagi secara otomatis; setoran lain tetap dikreditkan seperti biasa.',
    member: 'Anggota',
    amount: 'Jumlah',
    depositAddress: 'Alamat setoran',
    transaction: 'Transaksi',
    error: 'Kesalahan',
    action: 'Buka setoran',
    note: 'Anda menerima email ini sekali per transfer, berapa kali pun transfer dicoba lagi.',
  },
  operations: {
    action: 'Buka area admin',
    backupFailed: {
      subject: 'Pencadangan basis data gagal',
      what: 'Cadangan otomatis basis data tidak dapat ditulis. Pencadangan dicoba lagi setiap jam; cadangan baik terakhir tetap ada di folder cadangan.',
      advice:
        'Periksa alasan di bawah (ruang disk, izin folder cadangan, koneksi basis data). Halaman pengaturan menampilkan cadangan terakhir di Ringkasan Sistem.',
      reason: 'Alasan',
      folder: 'Folder cadangan',
    },
    complianceWaiting: {
      subject: 'Pemeriksaan kepatuhan menunggu bursa',
      what: 'Bursa tidak dapat dihubungi untuk pemeriksaan kepatuhan. Hadiah yang terkunci hanya hangus setelah pemeriksaan baru menemukan anggota masih belum patuh, sehingga anggota di bawah tetap menyimpan hadiah terkunci mereka hingga bursa menjawab lagi.',
      advice:
        'Tidak ada yang perlu dilakukan jika gangguannya singkat. Jika berlanjut, periksa pengaturan API bursa (BINGX_BASE_URL, kunci) dan statusnya.',
      overdue: 'Anggota yang masa 30 harinya telah berakhir',
    },
    reconciliation: {
      subject: {
        one: 'Rekonsiliasi: {count} ketidakcocokan baru antara buku besar dan rantai',
        other: 'Rekonsiliasi: {count} ketidakcocokan baru antara buku besar dan rantai',
      },
    },
    walletLacks: {
      subject: 'Dompet pembayaran kekurangan {what}',
      what: 'Pembayaran sebesar {amount} menunggu: dompet pembayaran {address} berisi {usdt} dan {bnb}.',
      advice: 'Isi dompetnya; pembayaran akan terkirim sendiri begitu memungkinkan.',
      usdt: 'USDT',
      bnb: 'BNB untuk gas',
    },
    walletLow: {
      subject: 'Saldo {what} dompet pembayaran menipis',
      what: 'Dompet pembayaran {address} berisi {have} {what}, di bawah ambang peringatan {min}.',
      advice: 'Isi ulang sebelum pembayaran harus menunggu.',
      usdt: 'USDT',
      bnb: 'BNB (gas)',
    },
  },
  walletAddressAdded: {
    subject: 'Konfirmasi alamat penarikan baru Anda',
    heading: 'Alamat penarikan baru',
    intro: {
      one: 'Alamat ini ditambahkan ke buku alamat penarikan akun Anda. Penarikan ke alamat ini baru bisa dilakukan setelah Anda mengonfirmasinya dengan tombol di bawah, dan baru {count} jam setelah konfirmasi.',
      other:
        'Alamat ini ditambahkan ke buku alamat penarikan akun Anda. Penarikan ke alamat ini baru bisa dilakukan setelah Anda mengonfirmasinya dengan tombol di bawah, dan baru {count} jam setelah konfirmasi.',
    },
    address: 'Alamat',
    name: 'Nama',
    added: 'Ditambahkan',
    linkValidUntil: 'Tautan berlaku hingga',
    action: 'Konfirmasi alamat ini',
    note: 'Jika Anda tidak menambahkan alamat ini, jangan konfirmasi: segera ganti kata sandi Anda dan hapus alamat ini di profil Anda.',
  },
  walletAddressConfirmed: {
    subject: 'Alamat penarikan dikonfirmasi',
    heading: 'Alamat penarikan dikonfirmasi',
    opens: 'Penarikan ke alamat ini bisa dilakukan mulai {when}.',
    confirmed: 'Dikonfirmasi',
    action: 'Alamat penarikan Anda',
    note: 'Jika Anda tidak mengonfirmasi alamat ini, segera hapus di profil Anda dan ganti kata sandi Anda.',
  },
};
