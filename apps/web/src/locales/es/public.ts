import type { Translation } from '@/lib/i18n/catalogue';
import type en from '../en/public';

/** Español, namespace `public` (ADR 0013). */
const catalogue: Translation<typeof en> = {
  language: { label: 'Idioma', choose: 'Elige tu idioma' },
  common: {
    opensInNewTab: ' (se abre en una pestaña nueva)',
    comingSoon: '{{label}} (próximamente)',
    loading: 'Cargando...',
  },
  period: {
    perYear: 'al año',
    perMonth: 'al mes',
    perDay: 'al día',
    everyDays_one: 'cada {{count}} día',
    everyDays_many: 'cada {{count}} días',
    everyDays_other: 'cada {{count}} días',
    fee: '{{fee}} USDT {{period}}',
  },
  nav: {
    main: 'Principal',
    home: 'Inicio',
    copyTrading: 'Copy Trading',
    earn: 'Ganar',
    contactUs: 'Contacto',
    signIn: 'Iniciar sesión',
    signUp: 'Registrarse',
    signOut: 'Cerrar sesión',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    dashboard: 'Panel',
    referrals: 'Referidos',
    rewards: 'Recompensas',
    userTree: 'Árbol de usuarios',
    profile: 'Perfil',
    profileSettings: 'Ajustes del perfil',
    accountMenu: ', menú de la cuenta',
  },
  landing: {
    heroBadge: 'Tus fondos nunca salen del exchange',
    heroHeading: 'La plataforma de copy trading n.º 1 con el exchange',
    heroText:
      'Copia a un trader experto directamente en tu propia cuenta del exchange, quédate con el 50 % de las ganancias y gana con una red de referidos de quince niveles.',
    startCopyTrading: 'Empieza a copiar',
    seeHowYouEarn: 'Descubre cómo ganas',
    highlights: {
      traders: 'traders',
      profitShare: 'de las ganancias',
      monthlyReturn: 'rentabilidad mensual',
      referralLevels: 'niveles de referidos',
    },
    performance: {
      title: 'Estrategia principal',
      live: 'Copiando en vivo',
      typicalReturn: 'rentabilidad mensual habitual',
      yours: 'para ti',
      withdrawals: 'retiros',
      toStart: 'para empezar',
      disclaimer: 'Ilustración. Los resultados pasados no garantizan rentabilidades futuras.',
    },
    cards: {
      heading: 'Por qué nos eligen los traders',
      hint: 'Pasa el cursor o enfoca una tarjeta para saber más.',
      evolving: {
        front: 'En evolución',
        caption: 'Estrategia',
        back: 'La estrategia principal se adapta sin cesar al mercado, y la formación y el apoyo te ayudan a crecer con ella.',
      },
      best: {
        front: 'Los mejores',
        caption: 'Traders',
        back: 'Únete a más de 100 traders que copian una misma cuenta principal, con una rentabilidad habitual del 5-10 % al mes.',
      },
      levels: {
        front: '15',
        caption: 'Niveles de referidos',
        back: 'El 15 % de las ganancias se reparte entre 15 niveles de referidos, más bonos por cada suscripción.',
      },
      partner: {
        front: '{{exchange}}',
        caption: 'Exchange asociado',
        back: 'Tus fondos se quedan en tu propia cuenta del exchange: depósitos y retiros 24/7, sin paquete mínimo de trading.',
      },
    },
    steps: {
      eyebrow: 'Cuatro pasos',
      title: 'Cómo empezar con el copy trading',
      intro: 'De una cuenta nueva en el exchange a operaciones copiadas en una tarde.',
      stepLabel: 'Paso {{number}}: ',
      join: {
        title: 'Únete a {{exchange}}',
        text: 'Abre tu cuenta del exchange con nuestro enlace de afiliado para que tu trading quede vinculado a nuestra red.',
        action: 'Regístrate en {{exchange}}',
      },
      kyc: {
        title: 'Completa el KYC y deposita 100 $',
        text: 'Verifica tu identidad en el exchange y deposita al menos 100 USDT en tu propia cuenta. Los depósitos están abiertos 24/7.',
      },
      copy: {
        title: 'Copia las operaciones principales',
        text: 'Sigue el perfil de copy trading de nuestro trader principal y deja que cada operación se replique en tu cuenta.',
        action: 'Copiar al trader principal',
      },
      register: {
        title: 'Crea tu cuenta',
        text: 'Regístrate aquí con tu código de referido, vincula tu UID del exchange y empieza a ganar con tu red.',
        action: 'Crear una cuenta',
      },
    },
    earn: {
      eyebrow: 'Ganar',
      title: 'Tres formas de ganar',
      intro:
        'Ganancias de las operaciones que copias, recompensas por los traders que traes y ventajas para los mejores.',
      trading: {
        title: 'Ganancias de trading',
        profitShare: 'de las ganancias',
        monthlyReturn: 'rentabilidad mensual',
        text: 'Te quedas con el 50 % de las ganancias de trading, y se quedan en tu propia cuenta del exchange. Un mes habitual rinde un 5-10 %.',
      },
      referral: {
        title: 'Recompensas por referidos',
        profitShared: 'de las ganancias repartidas',
        levelsDeep: 'niveles de profundidad',
        text: 'Invita a traders y gana a medida que crece tu red: el 15 % de las ganancias se reparte entre 15 niveles, más bonos por suscripción.',
      },
      perks: {
        title: 'Ventajas para los mejores',
        tours: 'Viajes',
        toursLabel: 'y conferencias',
        gifts: 'Regalos',
        giftsLabel: 'para los mejores',
        text: 'Los miembros más activos reciben invitaciones a viajes y conferencias, y regalos por el camino.',
      },
    },
    about: {
      eyebrow: 'Quiénes somos',
      title: 'Por qué {{name}}',
      intro:
        'Conectamos a traders de a pie con un trader principal en un exchange líder, y recompensamos a quienes hacen crecer la comunidad. Tú mantienes el control de tu dinero en todo momento.',
      points: {
        funds: 'Tus fondos siempre se quedan en el exchange; nunca los custodiamos nosotros.',
        traders: 'Más de 100 traders ya copian la misma cuenta principal.',
        deposits: 'Depósitos y retiros 24/7, directamente en el exchange.',
        minimum: 'Sin paquete mínimo de trading: empieza con el depósito de 100 USDT.',
        education: 'Formación y apoyo de personas que operan cada día.',
      },
    },
    faq: {
      eyebrow: 'Preguntas frecuentes',
      title: 'Preguntas frecuentes',
      start: {
        question: '¿Qué necesito para empezar?',
        answer:
          'Un depósito de al menos 100 USDT en tu propia cuenta del exchange, más una suscripción de {{fee}}, pagada en USDT en la red BEP20 (BSC).',
      },
      funds: {
        question: '¿Custodiáis alguna vez mis fondos?',
        answer:
          'No. Tu dinero se queda siempre en tu propia cuenta del exchange; las operaciones principales se copian en ella y allí te quedas con el 50 % de las ganancias de trading.',
      },
      referral: {
        question: '¿Cómo funcionan las ganancias por referidos?',
        answer:
          'El 15 % de las ganancias de trading se reparte entre 15 niveles de referidos, y se pagan bonos por las suscripciones de las personas de tu red.',
      },
      compliance: {
        question: '¿Qué pasa si mi saldo baja de 100 USDT o dejo de copiar?',
        answer:
          'Tus ganancias por referidos se bloquean. Tienes entonces 30 días para volver a cumplir, recargando tu saldo hasta 100 USDT o retomando el copy trading, antes de perder las ganancias bloqueadas.',
      },
      where: {
        question: '¿Dónde operáis?',
        answer: 'Operamos en todo el mundo, con sede en {{location}}.',
      },
    },
    footer: {
      tagline:
        'Copy trading y recompensas por referidos en tu propia cuenta del exchange. Tus fondos nunca salen del exchange.',
      contactUs: 'Contacto',
      updates: 'Canal de novedades',
      community: 'Chat de la comunidad',
      explore: 'Explorar',
      howToStart: 'Cómo empezar',
      earn: 'Ganar',
      createAccount: 'Crear una cuenta',
      signIn: 'Iniciar sesión',
      rights: 'Todos los derechos reservados.',
      risk: 'El trading conlleva riesgos. Las rentabilidades son habituales, no garantizadas.',
    },
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o se ha movido.',
    back: 'Volver al inicio',
  },
  maintenance: {
    title: 'En mantenimiento',
    text: 'No se pierde nada: esta página vuelve sola en cuanto termine el mantenimiento.',
  },
};

export default catalogue;
