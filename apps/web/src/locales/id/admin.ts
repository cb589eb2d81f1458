import type { Translation } from '@/lib/i18n/catalogue';
import type en from '../en/admin';

/** Bahasa Indonesia, namespace `admin` (ADR 0013). */
const catalogue: Translation<typeof en> = {
  layout: {
    admin: 'Panel',
    panel: 'Admin',
    administrator: 'Administrator',
    logout: 'Keluar',
    openMenu: 'Buka menu admin',
    closeMenu: 'Tutup menu admin',
    sections: 'Bagian admin',
    nav: 'Admin',
    links: {
      dashboard: 'Ikhtisar & Analitik',
      users: 'Pengguna',
      withdrawals: 'Tinjau Permintaan',
      deposits: 'Setoran',
      reconciliation: 'Rekonsiliasi',
      rewards: 'Distribusi Hadiah',
      cycles: 'Siklus Distribusi',
      userReports: 'Laporan Pengguna',
      auditLogs: 'Log Audit',
      securityEvents: 'Peristiwa Keamanan',
      settings: 'Pengaturan Admin',
    },
  },
  texts: {
    guard: { verifying: 'Memverifikasi akses admin...' },
    dashboard: {
      fetchFailed: 'Gagal mengambil statistik dasbor',
      loadFailed: 'Gagal memuat data dasbor',
      noRecentWithdrawals: 'Tidak ada penarikan terbaru',
      noRecentUsers: 'Tidak ada pengguna terbaru',
      chartsFailed: 'Gagal memuat data grafik',
    },
    users: {
      fetchFailed: 'Gagal mengambil data pengguna',
      fetchError: 'Terjadi kesalahan saat mengambil data pengguna',
      empty: 'Tidak ada pengguna ditemukan',
      notLinked: 'Belum ditautkan',
      showing: 'Menampilkan {{shown}} dari {{total}} pengguna',
    },
    statusUpdate: {
      failed: 'Gagal memperbarui status pengguna',
      error: 'Terjadi kesalahan saat memperbarui status pengguna',
      success: 'Status pengguna berhasil diperbarui menjadi {{status}}!',
    },
    withdrawals: {
      fetchFailed: 'Gagal mengambil data penarikan',
      fetchError: 'Terjadi kesalahan saat mengambil data penarikan',
      empty: 'Tidak ada penarikan ditemukan',
      page: 'Halaman {{page}} dari {{totalPages}}',
    },
    rewards: {
      fetchFailed: 'Gagal mengambil data hadiah',
      fetchError: 'Terjadi kesalahan saat mengambil data hadiah',
      empty: 'Tidak ada hadiah ditemukan',
    },
    userDetail: {
      fetchFailed: 'Gagal mengambil detail pengguna',
      fetchError: 'Terjadi kesalahan saat mengambil detail pengguna',
      invalidId: 'ID pengguna tidak valid',
      loading: 'Memuat detail pengguna...',
      noRewards: 'Tidak ada hadiah ditemukan',
      noWithdrawals: 'Tidak ada penarikan ditemukan',
    },
    deleteUser: {
      failed: 'Gagal menghapus pengguna',
      error: 'Terjadi kesalahan saat menghapus pengguna',
    },
    withdrawalReview: {
      accountNotActive:
        'Akun anggota berstatus {{status}}, sehingga penarikan ini tidak dapat disetujui. Anda tetap dapat menolak atau memblokirnya.',
      waitingForSecondApproval: 'Disetujui oleh {{name}}, menunggu administrator kedua',
    },
    passwordChange: {
      failed: 'Gagal mengubah kata sandi',
      exception: 'Gagal mengubah kata sandi. Silakan coba lagi.',
      success: 'Kata sandi berhasil diubah!',
      changing: 'Mengubah...',
    },
    settings: { lastLoginUnknown: 'Tidak tersedia' },
  },
};

export default catalogue;
