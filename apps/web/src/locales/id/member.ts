import type { Translation } from '@/lib/i18n/catalogue';
import type en from '../en/member';

/** Bahasa Indonesia, namespace `member` (ADR 0013). */
const catalogue: Translation<typeof en> = {
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
