import type { Translation } from '@/lib/i18n/catalogue';
import type en from '../en/account';

/** Bahasa Indonesia, namespace `account` (ADR 0013). */
const catalogue: Translation<typeof en> = {
  email: 'Email',
  password: 'Kata sandi',
  backToSignIn: 'Kembali ke Masuk',
  signIn: {
    title: 'Masuk',
    subtitle: 'Selamat datang kembali. Masuk ke akun Anda.',
    rememberMe: 'Ingat saya',
    forgot: 'Lupa kata sandi?',
    submitting: 'Sedang masuk...',
    submit: 'Masuk',
    noAccount: 'Belum punya akun?',
    createAccount: 'Buat akun',
  },
  twoFactor: {
    title: 'Autentikasi Dua Faktor',
    subtitle: 'Satu langkah lagi untuk masuk.',
    label: 'Autentikasi dua faktor',
    text: 'Masukkan kode 6 digit dari aplikasi autentikator Anda. Kehilangan perangkat? Masukkan salah satu kode pemulihan Anda.',
    code: 'Kode autentikasi',
    verifying: 'Memverifikasi...',
    verify: 'Verifikasi',
    back: 'Kembali ke masuk',
  },
  register: {
    title: 'Buat Akun',
    subtitle: 'Bergabung dengan kode referal Anda.',
    firstName: 'Nama depan',
    lastName: 'Nama belakang',
    referralCode: 'Kode referal',
    confirmPassword: 'Konfirmasi kata sandi',
    agree: 'Saya menyetujui',
    terms: 'Ketentuan Layanan',
    and: 'dan',
    privacy: 'Kebijakan Privasi',
    submitting: 'Membuat akun...',
    submit: 'Buat Akun',
    haveAccount: 'Sudah punya akun?',
    signIn: 'Masuk',
  },
  forgot: {
    sentTitle: 'Periksa email Anda',
    sentText:
      'Jika ada akun dengan email tersebut, kami telah mengirim tautan untuk mengatur ulang kata sandi Anda. Tautan berlaku selama satu jam.',
    title: 'Lupa Kata Sandi',
    subtitle: 'Masukkan email Anda dan kami akan mengirim tautan untuk mengatur ulang kata sandi.',
    sending: 'Mengirim...',
    submit: 'Kirim Tautan Atur Ulang',
    remembered: 'Sudah ingat?',
  },
  reset: {
    doneTitle: 'Kata Sandi Berhasil Diatur Ulang',
    doneText: 'Kata sandi Anda telah diubah. Anda akan segera diarahkan ke halaman masuk...',
    continue: 'Lanjut ke Masuk',
    title: 'Atur Ulang Kata Sandi',
    subtitle: 'Pilih kata sandi baru untuk akun Anda.',
    newPassword: 'Kata sandi baru',
    confirmPassword: 'Konfirmasi kata sandi baru',
    submitting: 'Mengatur ulang...',
    submit: 'Atur Ulang Kata Sandi',
    requirements: 'Persyaratan Kata Sandi:',
    unmet: 'Persyaratan kata sandi yang belum terpenuhi',
  },
  verify: {
    resend: 'Kirim Ulang Email Verifikasi',
    continue: 'Lanjut ke Masuk',
    signIn: 'Masuk',
    lost: 'Tautan kedaluwarsa atau email hilang?',
    requestNew: 'Masuk untuk meminta yang baru',
    sentBefore: 'Kami telah mengirim email verifikasi ke',
    sentAfter: '. Buka tautan di dalamnya untuk memverifikasi akun Anda.',
    noEmail:
      'Kami tidak menemukan email yang Anda gunakan untuk mendaftar di perangkat ini. Silakan daftar lagi.',
    checking: 'Mohon tunggu sementara kami memeriksa tautan verifikasi Anda.',
    redirecting: 'Anda akan segera diarahkan ke halaman masuk...',
    alreadyVerified: 'Tautan ini sudah pernah digunakan: akun Anda sudah siap.',
    failed: 'Kami tidak dapat memverifikasi email Anda dengan tautan ini.',
  },
  endSessions: {
    title: 'Akhiri semua sesi',
    text: 'Jika Anda tidak masuk dari perangkat baru yang kami beritahukan, keluar dari semua perangkat sekarang.',
    ended:
      'Semua sesi telah dikeluarkan ({{ended}}). Atur ulang kata sandi Anda dan aktifkan autentikasi dua faktor.',
    button: 'Akhiri semua sesi',
    reset: 'Atur ulang kata sandi Anda',
  },
};

export default catalogue;
