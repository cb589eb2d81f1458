import type { Translation } from '@/lib/i18n/catalogue';
import type en from '../en/member';

/** Bahasa Indonesia, namespace `member` (ADR 0013). */
const catalogue: Translation<typeof en> = {
  dashboard: {
    title: 'Dasbor',
    welcome: 'Selamat datang kembali, {{name}}!',
    userId: 'ID Pengguna:',
    email: 'Email:',
    verified: 'Terverifikasi',
    unverified: 'Belum terverifikasi',
    signOut: 'Keluar',
    subscription: 'Langganan',
    active: 'Aktif',
    activatedOn: 'Diaktifkan pada {{date}}',
    pendingPayment: 'Menunggu Pembayaran',
    referralCode: 'Kode Referal',
    copyLink: 'Salin tautan referal',
    resend: 'Kirim ulang verifikasi',
    balance: {
      title: 'Ringkasan Saldo',
      refresh: 'Muat ulang',
      available: 'Saldo Tersedia',
      availableCaption: 'Siap ditarik',
      earned: 'Total Penghasilan',
      earnedCaption: 'Penghasilan sepanjang waktu',
      withdrawn: 'Total Ditarik',
      withdrawnCaption: 'Berhasil ditarik',
    },
    income: {
      title: 'Rincian Penghasilan',
      total: 'Total Pendapatan',
      totalCaption: 'Total terhitung',
      direct: 'Referal Langsung',
      directCaption: 'Hadiah referal',
      downline: 'Pendapatan Jaringan',
      downlineCaption: 'Hadiah trading',
    },
  },
  profile: {
    language: {
      title: 'Bahasa',
      text: 'Bahasa halaman ini dan email yang kami kirimkan kepada Anda.',
    },
  },
  layout: {
    sections: 'Bagian anggota',
    nav: 'Anggota',
    expand: 'Perluas bilah samping',
    collapseSidebar: 'Ciutkan bilah samping',
    collapse: 'Ciutkan',
    links: {
      dashboard: 'Dasbor',
      referrals: 'Referal',
      userTree: 'Pohon Pengguna',
      userTreeDescription: 'Jaringan Referal',
      rewards: 'Hadiah',
      rewardsDescription: 'Penghasilan Anda',
      profile: 'Profil',
      profileDescription: 'Profil & Keamanan',
      support: 'Bantuan & Dukungan',
    },
  },
};

export default catalogue;
