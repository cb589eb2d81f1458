import type { Translation } from '@/lib/i18n/catalogue';
import type en from '../en/member';

/** Español, namespace `member` (ADR 0013). */
const catalogue: Translation<typeof en> = {
  profile: {
    language: {
      title: 'Idioma',
      text: 'El idioma de estas páginas y de los correos que te enviamos.',
    },
  },
  layout: {
    sections: 'Secciones del miembro',
    nav: 'Miembro',
    expand: 'Expandir barra lateral',
    collapseSidebar: 'Contraer barra lateral',
    collapse: 'Contraer',
    links: {
      dashboard: 'Panel',
      referrals: 'Referidos',
      userTree: 'Árbol de usuarios',
      userTreeDescription: 'Red de referidos',
      rewards: 'Recompensas',
      rewardsDescription: 'Tus ganancias',
      profile: 'Perfil',
      profileDescription: 'Perfil y seguridad',
      support: 'Ayuda y soporte',
    },
  },
};

export default catalogue;
