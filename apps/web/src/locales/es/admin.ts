import type { Translation } from '@/lib/i18n/catalogue';
import type en from '../en/admin';

/** Español, namespace `admin` (ADR 0013). */
const catalogue: Translation<typeof en> = {
  layout: {
    admin: 'Panel',
    panel: 'de administración',
    administrator: 'Administrador',
    logout: 'Cerrar sesión',
    openMenu: 'Abrir menú de administración',
    closeMenu: 'Cerrar menú de administración',
    sections: 'Secciones de administración',
    nav: 'Administración',
    links: {
      dashboard: 'Resumen y analítica',
      users: 'Usuarios',
      withdrawals: 'Revisar solicitudes',
      deposits: 'Depósitos',
      reconciliation: 'Conciliación',
      rewards: 'Reparto de recompensas',
      cycles: 'Ciclos de reparto',
      userReports: 'Informes de usuarios',
      auditLogs: 'Registro de auditoría',
      securityEvents: 'Eventos de seguridad',
      settings: 'Ajustes de administración',
    },
  },
  texts: {
    guard: { verifying: 'Verificando el acceso de administrador...' },
    dashboard: {
      fetchFailed: 'No se han podido obtener las estadísticas del panel',
      loadFailed: 'No se han podido cargar los datos del panel',
      noRecentWithdrawals: 'No hay retiros recientes',
      noRecentUsers: 'No hay usuarios recientes',
      chartsFailed: 'No se han podido cargar los datos de los gráficos',
    },
    users: {
      fetchFailed: 'No se han podido obtener los usuarios',
      fetchError: 'Se ha producido un error al obtener los usuarios',
      empty: 'No se han encontrado usuarios',
      notLinked: 'Sin vincular',
      showing: 'Mostrando {{shown}} de {{total}} usuarios',
    },
    statusUpdate: {
      failed: 'No se ha podido actualizar el estado del usuario',
      error: 'Se ha producido un error al actualizar el estado del usuario',
      success: '¡Estado del usuario actualizado a {{status}} correctamente!',
    },
    withdrawals: {
      fetchFailed: 'No se han podido obtener los retiros',
      fetchError: 'Se ha producido un error al obtener los retiros',
      empty: 'No se han encontrado retiros',
      page: 'Página {{page}} de {{totalPages}}',
    },
    rewards: {
      fetchFailed: 'No se han podido obtener las recompensas',
      fetchError: 'Se ha producido un error al obtener las recompensas',
      empty: 'No se han encontrado recompensas',
    },
    userDetail: {
      fetchFailed: 'No se han podido obtener los detalles del usuario',
      fetchError: 'Se ha producido un error al obtener los detalles del usuario',
      invalidId: 'ID de usuario no válido',
      loading: 'Cargando los detalles del usuario...',
      noRewards: 'No se han encontrado recompensas',
      noWithdrawals: 'No se han encontrado retiros',
    },
    deleteUser: {
      failed: 'No se ha podido eliminar el usuario',
      error: 'Se ha producido un error al eliminar el usuario',
    },
    withdrawalReview: {
      accountNotActive:
        'La cuenta del miembro está {{status}}, así que este retiro no se puede aprobar. Aún puedes rechazarlo o bloquearlo.',
      waitingForSecondApproval: 'Aprobado por {{name}}, a la espera de un segundo administrador',
    },
    passwordChange: {
      failed: 'No se ha podido cambiar la contraseña',
      exception: 'No se ha podido cambiar la contraseña. Inténtalo de nuevo.',
      success: '¡Contraseña cambiada correctamente!',
      changing: 'Cambiando...',
    },
    settings: { lastLoginUnknown: 'No disponible' },
  },
};

export default catalogue;
