import type { MailTexts } from './en';

/** The e-mails in Spanish (key for key as `en.ts`). */
export const es: MailTexts = {
  layout: {
    greeting: 'Hola {name}:',
    buttonFallback: 'Si el botón no funciona, abre este enlace:',
    unknown: 'desconocida',
  },
  verifyEmail: {
    subject: 'Verifica tu correo electrónico para {product}',
    heading: 'Verifica tu correo electrónico',
    intro: 'Gracias por registrarte. Confirma que esta dirección de correo electrónico es tuya.',
    action: 'Verificar correo',
    expires: {
      one: 'Este enlace funciona una sola vez y caduca en {count} hora.',
      other: 'Este enlace funciona una sola vez y caduca en {count} horas.',
    },
    ignore: 'Si no te registraste, puedes ignorar este correo.',
  },
  resetPassword: {
    subject: 'Restablece tu contraseña de {product}',
    heading: 'Restablece tu contraseña',
    intro: 'Alguien pidió restablecer la contraseña de tu cuenta. Elige una nueva contraseña aquí:',
    action: 'Elegir una nueva contraseña',
    expires: {
      one: 'Este enlace funciona una sola vez y caduca en {count} hora. Al elegir una nueva contraseña se cierran todas tus sesiones.',
      other:
        'Este enlace funciona una sola vez y caduca en {count} horas. Al elegir una nueva contraseña se cierran todas tus sesiones.',
    },
    ignore: 'Si no lo pediste, ignora este correo: tu contraseña no cambia.',
  },
  passwordChanged: {
    subject: 'Tu contraseña de {product} ha cambiado',
    heading: 'Tu contraseña ha cambiado',
    changed:
      'La contraseña de tu cuenta se cambió desde tu perfil el {when}. Se cerraron todas las demás sesiones.',
    reset:
      'La contraseña de tu cuenta se restableció con un enlace enviado a esta dirección el {when}. Se cerraron todas las demás sesiones.',
    advice:
      'Si fuiste tú, no tienes que hacer nada. Si no, protege tu cuenta ahora: pide un enlace de restablecimiento, elige una nueva contraseña y contacta con soporte.',
    action: 'Proteger mi cuenta',
    paused: {
      one: 'Los retiros quedan en pausa durante {count} hora después de un cambio de contraseña.',
      other: 'Los retiros quedan en pausa durante {count} horas después de un cambio de contraseña.',
    },
  },
  withdrawalCode: {
    subject: 'Tu código de retiro',
    heading: 'Confirma tu retiro',
    intro: 'Introduce este código para confirmar tu solicitud de retiro:',
    code: 'Código',
    valid: {
      one: 'El código es válido durante {count} minuto y se puede usar una sola vez.',
      other: 'El código es válido durante {count} minutos y se puede usar una sola vez.',
    },
    warning:
      'Si no solicitaste un retiro, no compartas este código, cambia tu contraseña y contacta con soporte.',
  },
  withdrawalsFrozen: {
    subject: 'Retiros en pausa en tu cuenta de {product}',
    heading: 'Retiros en pausa',
    what: 'Hoy se introdujeron {count} códigos de retiro incorrectos en tu cuenta, por lo que los retiros quedan en pausa hasta el {until}. No ha salido dinero de tu cuenta.',
    advice:
      'Si no fuiste tú, alguien podría conocer tu contraseña: protege tu cuenta ahora pidiendo un enlace de restablecimiento y eligiendo una nueva contraseña, y contacta con soporte.',
    action: 'Proteger mi cuenta',
  },
  withdrawalDecision: {
    subject: 'Tu retiro de {amount}: {status}',
    heading: 'Retiro {status}',
    status: {
      APPROVED: 'APROBADO',
      REJECTED: 'RECHAZADO',
      BLOCKED_COMPLIANCE: 'BLOQUEADO POR CUMPLIMIENTO',
    },
    summary: {
      APPROVED: 'Tu retiro fue aprobado y enviado a tu billetera.',
      REJECTED: 'Tu retiro fue rechazado. El importe ha vuelto a tu saldo disponible.',
      BLOCKED_COMPLIANCE:
        'Tu retiro fue bloqueado por motivos de cumplimiento normativo. El importe ha vuelto a tu saldo disponible.',
    },
    amount: 'Importe',
    walletAddress: 'Dirección de la billetera',
    statusLabel: 'Estado',
    reason: 'Motivo',
    transaction: 'Transacción',
    action: 'Ver tus recompensas',
  },
  newDeviceSignIn: {
    subject: 'Nuevo inicio de sesión en tu cuenta',
    heading: 'Un nuevo dispositivo inició sesión',
    intro: 'Se acaba de iniciar sesión en tu cuenta desde un dispositivo o una red que no había usado antes.',
    time: 'Hora',
    address: 'Dirección IP',
    browser: 'Navegador',
    browserOn: '{browser} en {device}',
    action: 'No fui yo: cerrar todas las sesiones',
    ifYou: 'Si fuiste tú, no tienes que hacer nada.',
    ifNot:
      'Si no, cierra todas las sesiones con el botón de arriba, restablece tu contraseña y activa la autenticación en dos pasos en tu perfil.',
  },
  securityNotice: {
    twoFactorEnabled: {
      subject: 'Autenticación en dos pasos activada',
      what: 'Se activó la autenticación en dos pasos en tu cuenta. Ahora, al iniciar sesión, también se te pedirá un código de tu aplicación de autenticación.',
    },
    twoFactorDisabled: {
      subject: 'Autenticación en dos pasos desactivada',
      what: 'Se desactivó la autenticación en dos pasos en tu cuenta.',
    },
    recoveryCodesRegenerated: {
      subject: 'Nuevos códigos de recuperación',
      what: 'Se generaron nuevos códigos de recuperación para tu cuenta; los anteriores ya no funcionan.',
    },
    passkeyAdded: {
      subject: 'Se añadió una llave de acceso',
      what: 'Se añadió una llave de acceso a tu cuenta. Puede usarse para iniciar sesión y confirmar retiros. Si no fuiste tú, protege tu cuenta ahora.',
    },
    passkeyRemoved: {
      subject: 'Se eliminó una llave de acceso',
      what: 'Se eliminó una llave de acceso de tu cuenta; ya no puede usarse para iniciar sesión.',
    },
    recoveryCodeUsed: {
      subject: 'Se usó un código de recuperación',
      what: 'Se usó uno de tus códigos de recuperación para confirmar que eres tú. Cada código funciona una sola vez.',
    },
    hold: {
      one: 'Por tu seguridad, los retiros quedan en pausa durante {count} hora, hasta el {until}.',
      other: 'Por tu seguridad, los retiros quedan en pausa durante {count} horas, hasta el {until}.',
    },
    time: 'Hora',
    address: 'Dirección IP',
    action: 'Revisar tu configuración de seguridad',
    note: 'Si no fuiste tú, cambia tu contraseña de inmediato y contacta con soporte.',
  },
  adminSignInGuessing: {
    subject: 'Alguien intenta iniciar sesión en tu cuenta de administrador',
    heading: 'Inicios de sesión fallidos repetidos',
    what: 'Alguien ha escrito varias veces una contraseña incorrecta para tu cuenta de administrador.',
    slowed:
      'Los intentos de inicio de sesión desde lugares desde los que no has iniciado sesión ahora se ralentizan. Puedes seguir iniciando sesión con normalidad desde los lugares que ya usaste.',
    advice:
      'Si no fuiste tú, asegúrate de que tu contraseña sea segura y única; la página de eventos de seguridad muestra cada intento.',
    time: 'Hora (UTC)',
    latestSource: 'Último origen',
    action: 'Revisar eventos de seguridad',
  },
  adminNewRegistration: {
    subject: 'Nuevo registro: {name}',
    heading: 'Nuevo registro',
    intro: 'Se registró una nueva cuenta. Todavía tiene que verificar su correo electrónico.',
    name: 'Nombre',
    email: 'Correo electrónico',
    userId: 'ID de usuario',
    referredBy: 'Referido por',
    action: 'Abrir en administración',
  },
  adminNewWithdrawal: {
    subject: 'Nueva solicitud de retiro: {amount}',
    heading: 'Nueva solicitud de retiro',
    intro: 'Un miembro solicitó un retiro. Espera tu revisión.',
    member: 'Miembro',
    email: 'Correo electrónico',
    amount: 'Importe',
    walletAddress: 'Dirección de la billetera',
    action: 'Revisar',
  },
  adminDepositSetAside: {
    subject: 'No se pudo acreditar un depósito de {amount}',
    heading: 'Un depósito quedó apartado',
    intro:
      'Falló la acreditación de esta transferencia. Queda apartada y se reintenta sola; los demás depósitos se acreditan con normalidad.',
    member: 'Miembro',
    amount: 'Importe',
    depositAddress: 'Dirección de depósito',
    transaction: 'Transacción',
    error: 'Error',
    action: 'Abrir depósitos',
    note: 'Recibes este correo una vez por transferencia, por muchas veces que se reintente.',
  },
  operations: {
    action: 'Abrir el área de administración',
    backupFailed: {
      subject: 'La copia de seguridad de la base de datos falló',
      what: 'No se pudo escribir la copia de seguridad automática de la base de datos. Se reintenta cada hora; la última copia buena sigue en la carpeta de copias.',
      advice:
        'Revisa el motivo indicado abajo (espacio en disco, permisos de la carpeta de copias, conexión a la base de datos). La página de configuración muestra la última copia en Resumen del sistema.',
      reason: 'Motivo',
      folder: 'Carpeta de copias',
    },
    complianceWaiting: {
      subject: 'Las comprobaciones de cumplimiento esperan al exchange',
      what: 'No se pudo contactar con el exchange para las comprobaciones de cumplimiento. Las recompensas bloqueadas solo se pierden tras una comprobación nueva que confirme que el miembro sigue sin cumplir, así que los miembros indicados abajo conservan sus recompensas bloqueadas hasta que el exchange vuelva a responder.',
      advice:
        'Si la interrupción es breve, no hay que hacer nada. Si se prolonga, revisa la configuración de la API del exchange (BINGX_BASE_URL, claves) y su estado.',
      overdue: 'Miembros cuyo plazo de 30 días ha terminado',
    },
    reconciliation: {
      subject: {
        one: 'Conciliación: {count} nueva discrepancia entre el libro contable y la cadena',
        other: 'Conciliación: {count} nuevas discrepancias entre el libro contable y la cadena',
      },
    },
    walletLacks: {
      subject: 'A la billetera de pagos le falta {what}',
      what: 'Un pago de {amount} está en espera: la billetera de pagos {address} tiene {usdt} y {bnb}.',
      advice: 'Recarga la billetera; el pago se envía solo en cuanto sea posible.',
      usdt: 'USDT',
      bnb: 'BNB para el gas',
    },
    walletLow: {
      subject: 'A la billetera de pagos le queda poco {what}',
      what: 'La billetera de pagos {address} tiene {have} {what}, por debajo del umbral de alerta de {min}.',
      advice: 'Recárgala antes de que los pagos tengan que esperar.',
      usdt: 'USDT',
      bnb: 'BNB (gas)',
    },
  },
  walletAddressAdded: {
    subject: 'Confirma tu nueva dirección de retiro',
    heading: 'Una nueva dirección de retiro',
    intro: {
      one: 'Se ha añadido esta dirección a la libreta de direcciones de retiro de tu cuenta. Solo se podrá retirar a ella después de que la confirmes con el botón de abajo, y solo {count} hora después de la confirmación.',
      other:
        'Se ha añadido esta dirección a la libreta de direcciones de retiro de tu cuenta. Solo se podrá retirar a ella después de que la confirmes con el botón de abajo, y solo {count} horas después de la confirmación.',
    },
    address: 'Dirección',
    name: 'Nombre',
    added: 'Añadida',
    linkValidUntil: 'Enlace válido hasta',
    action: 'Confirmar esta dirección',
    note: 'Si no añadiste esta dirección, no la confirmes: cambia tu contraseña de inmediato y elimina la dirección en tu perfil.',
  },
  walletAddressConfirmed: {
    subject: 'Dirección de retiro confirmada',
    heading: 'Dirección de retiro confirmada',
    opens: 'Se podrá retirar a esta dirección a partir del {when}.',
    confirmed: 'Confirmada',
    action: 'Tus direcciones de retiro',
    note: 'Si no confirmaste esta dirección, elimínala de tu perfil de inmediato y cambia tu contraseña.',
  },
};
