import type { Translation } from '@/lib/i18n/catalogue';
import type en from '../en/member';

/** Español, namespace `member` (ADR 0013). */
const catalogue: Translation<typeof en> = {
  dashboard: {
    title: 'Panel',
    welcome: '¡Hola de nuevo, {{name}}!',
    userId: 'ID de usuario:',
    email: 'Correo:',
    verified: 'Verificado',
    unverified: 'Sin verificar',
    signOut: 'Cerrar sesión',
    subscription: 'Suscripción',
    active: 'Activa',
    activatedOn: 'Activada el {{date}}',
    pendingPayment: 'Pago pendiente',
    referralCode: 'Código de referido',
    copyLink: 'Copiar enlace de referido',
    resend: 'Reenviar verificación',
    balance: {
      title: 'Resumen del saldo',
      refresh: 'Actualizar',
      available: 'Saldo disponible',
      availableCaption: 'Listo para retirar',
      earned: 'Total ganado',
      earnedCaption: 'Ganancias acumuladas',
      withdrawn: 'Total retirado',
      withdrawnCaption: 'Retirado con éxito',
    },
    income: {
      title: 'Desglose de ingresos',
      total: 'Ingresos totales',
      totalCaption: 'Total calculado',
      direct: 'Referidos directos',
      directCaption: 'Recompensas por referidos',
      downline: 'Ingresos de la red',
      downlineCaption: 'Recompensas de trading',
    },
  },
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
