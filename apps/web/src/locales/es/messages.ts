import type { Translation } from '@/lib/i18n/catalogue';
import type en from '../en/messages';

const UNEXPECTED = 'Se ha producido un error inesperado. Inténtalo de nuevo.';

/** Español, namespace `messages` (ADR 0013): the contract's texts, by their keys. */
const catalogue: Translation<typeof en> = {
  texts: {
    signIn: {
      invalidCredentials: 'Correo o contraseña incorrectos. Inténtalo de nuevo.',
      unexpected: UNEXPECTED,
    },
    register: {
      referralApplied: '¡Código de referido aplicado desde tu enlace!',
      unexpected: UNEXPECTED,
    },
    referralLanding: { processing: 'Procesando el enlace de referido...' },
    forgotPassword: { failed: 'Se ha producido un error. Inténtalo de nuevo.', unexpected: UNEXPECTED },
    resetPassword: {
      invalidToken:
        'El token para restablecer la contraseña no es válido o ha caducado. Solicita un nuevo restablecimiento.',
      accountNotActive: 'Tu cuenta no está activa. Ponte en contacto con soporte.',
      validation: 'Se ha producido un error de validación.',
      failed: 'No se ha podido restablecer la contraseña. Inténtalo de nuevo.',
      unexpected: UNEXPECTED,
    },
    verifyEmail: {
      pendingTitle: 'Verifica tu correo',
      verifyingTitle: 'Verificando el correo...',
      successTitle: '¡Correo verificado!',
      errorTitle: 'Verificación fallida',
      verifying: 'Verificando tu correo...',
      verified: '¡Correo verificado correctamente! Ya puedes iniciar sesión.',
      failed: 'La verificación del correo ha fallado. Puede que el token no sea válido o haya caducado.',
      error: 'Se ha producido un error durante la verificación. Inténtalo de nuevo.',
      resendFailed: 'No se ha podido reenviar el correo de verificación.',
      resendException: 'Se ha producido un error al reenviar el correo.',
      noEmail: 'No se ha encontrado ningún correo. Vuelve a registrarte.',
      sending: 'Enviando...',
    },
    fallbacks: {
      login: 'Error al iniciar sesión',
      register: 'Error en el registro',
      sendVerification: 'No se ha podido enviar el correo de verificación',
      resendVerification: 'No se ha podido reenviar el correo de verificación',
      updateUid: 'No se ha podido actualizar el UID de BingX',
      refreshSubscription: 'No se ha podido actualizar el estado de la suscripción',
    },
    linkUid: {
      failed: 'No se ha podido vincular el UID de BingX',
      exception: 'Se ha producido un error al vincular el UID de BingX',
    },
    changePassword: {
      failed: 'No se ha podido cambiar la contraseña',
      exception: 'No se ha podido cambiar la contraseña. Inténtalo de nuevo.',
      success: '¡Contraseña cambiada correctamente!',
    },
    dashboard: {
      verificationRequired: 'Es necesario verificar el correo',
      verificationRequiredText:
        'Verifica tu dirección de correo para desbloquear todas las funciones de la plataforma',
      resendSuccess: '¡Correo de verificación enviado! Revisa tu bandeja de entrada.',
      sendVerificationFailed: 'No se ha podido enviar el correo de verificación',
      statsFailed: 'No se han podido cargar las estadísticas de recompensas',
      copied: '¡Copiado al portapapeles!',
    },
    referrals: {
      loadFailed: 'No se han podido cargar los datos de referidos',
      statsFailed: 'No se han podido cargar las estadísticas',
      copied: '¡Copiado correctamente!',
      empty: 'Aún no tienes referidos',
    },
    rewards: {
      userNotFound: 'Usuario no encontrado',
      statsFailed: 'No se han podido cargar las estadísticas de recompensas',
      otpRequestFailed: 'No se ha podido solicitar el código OTP',
      otpInvalid: 'Código OTP no válido',
      otpVerifyFailed: 'No se ha podido verificar el código OTP',
      submitFailed: 'No se ha podido enviar la solicitud de retiro',
      noWithdrawals: 'Aún no hay retiros',
      noRewards: 'Aún no hay recompensas',
      directReward: 'Recompensa directa',
      pendingTransaction: 'Pendiente',
    },
    referralTree: {
      fetchFailed: 'No se ha podido obtener el árbol de referidos',
      networkError: 'Se ha producido un error de red al obtener los datos',
      loading: 'Cargando tu árbol de referidos...',
      noMatch: 'No hay referidos que coincidan',
      noMatchHint: 'Prueba a ajustar los criterios de búsqueda',
      empty: '¡Empieza a construir tu red!',
    },
  },
  success: {
    verificationEmailSent: 'Correo de verificación enviado',
    verificationEmailResent: 'Correo de verificación reenviado',
    bingXUidUpdated: 'UID de BingX actualizado correctamente',
    subscriptionRefreshed: 'Estado de la suscripción actualizado',
  },
  errors: {
    USER_NOT_FOUND: 'Usuario no encontrado. Comprueba tu correo o regístrate.',
    USER_EXISTS: 'Ya existe una cuenta con este correo. Inicia sesión.',
    EMAIL_ALREADY_VERIFIED: 'Tu correo ya está verificado. Inicia sesión.',
    INVALID_OR_EXPIRED_TOKEN: 'El enlace de verificación ha caducado o no es válido. Solicita uno nuevo.',
    TOKEN_REQUIRED: 'Se necesita un token de verificación.',
    INVALID_REFERRAL_CODE: 'Este código de referido no es válido. Compruébalo e inténtalo de nuevo.',
    WALLET_CREATION_FAILED:
      'No hemos podido crear tu dirección de depósito. Inténtalo más tarde o contacta con soporte.',
    INVALID_CREDENTIALS: 'Correo o contraseña incorrectos. Inténtalo de nuevo.',
    TOO_MANY_LOGIN_ATTEMPTS:
      'Demasiados intentos fallidos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
    ACCOUNT_LOCKED: 'Tu cuenta está bloqueada. Ponte en contacto con soporte.',
    ACCOUNT_DISABLED: 'Tu cuenta está desactivada. Ponte en contacto con soporte.',
    ACCOUNT_NOT_ACTIVE: 'Tu cuenta no está activa. Ponte en contacto con soporte.',
    EMAIL_NOT_VERIFIED: 'Verifica tu dirección de correo antes de iniciar sesión.',
    UNAUTHORIZED: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    AUTHENTICATION_REQUIRED: 'Inicia sesión para continuar.',
    CURRENT_PASSWORD_INCORRECT: 'Tu contraseña actual no es correcta.',
    SAME_PASSWORD_ERROR: 'La nueva contraseña debe ser distinta de la actual.',
    PASSWORD_CHANGED_SUCCESSFULLY: '¡Contraseña cambiada correctamente!',
    PASSWORD_TOO_COMMON: 'Esta contraseña es demasiado común y fácil de adivinar. Elige otra.',
    PASSWORD_CHANGE_REQUIRED: 'Cambia tu contraseña antes de continuar.',
    TWO_FACTOR_INVALID_CODE:
      'Este código no es correcto. Comprueba el código de tu app de autenticación (o tu código de recuperación) e inténtalo de nuevo.',
    TWO_FACTOR_CODE_USED:
      'Este código ya se ha usado. Espera al siguiente código de tu app de autenticación.',
    TWO_FACTOR_CODE_REQUIRED: 'Introduce el código de tu app de autenticación para confirmarlo.',
    TWO_FACTOR_CHALLENGE_INVALID:
      'Este inicio de sesión ha caducado o ya se completó. Vuelve a iniciar sesión.',
    TWO_FACTOR_ALREADY_ENABLED: 'La verificación en dos pasos ya está activada.',
    TWO_FACTOR_NOT_ENABLED: 'La verificación en dos pasos no está activada.',
    TWO_FACTOR_SETUP_EXPIRED: 'La configuración ha caducado o no se inició. Vuelve a empezarla.',
    SESSION_NOT_FOUND: 'No se ha encontrado esta sesión o ya ha terminado.',
    SESSIONS_LINK_INVALID:
      'Este enlace no es válido, ha caducado o ya se usó. Inicia sesión y cierra tus sesiones desde tu perfil.',
    PASSKEY_INVALID:
      'No se ha podido verificar esta llave de acceso. Inténtalo de nuevo o usa otra forma de iniciar sesión.',
    PASSKEY_CHALLENGE_INVALID:
      'Esta solicitud de llave de acceso ha caducado o ya se usó. Inténtalo de nuevo.',
    PASSKEY_NOT_FOUND: 'No se ha encontrado esta llave de acceso o ya se eliminó.',
    PASSKEY_ALREADY_REGISTERED: 'Esta llave de acceso ya está registrada.',
    PASSKEY_LIMIT_REACHED:
      'Has alcanzado el número máximo de llaves de acceso. Elimina una antes de añadir otra.',
    TWO_FACTOR_REQUIRED:
      'Los administradores deben configurar la verificación en dos pasos antes de continuar.',
    STEP_UP_REQUIRED: 'Para continuar, confirma que eres tú con el código de tu app de autenticación.',
    WALLET_ADDRESS_NOT_READY:
      'Esta dirección de billetera es nueva en tu libreta de direcciones: confírmala con el enlace que te enviamos por correo. Podrás usarla 24 horas después de confirmarla.',
    WALLET_ADDRESS_LINK_INVALID:
      'Este enlace de confirmación no es válido, ha caducado o ya se usó. Vuelve a añadir la dirección en tu perfil para recibir un enlace nuevo.',
    WALLET_ADDRESS_NOT_FOUND: 'Esta dirección no está en tu libreta de direcciones.',
    WALLET_ADDRESS_BOOK_FULL:
      'Tu libreta de direcciones está llena. Elimina una dirección que ya no uses e inténtalo de nuevo.',
    BINGX_UID_ALREADY_SET: 'Tu UID de BingX ya está vinculado y no se puede cambiar.',
    BINGX_UID_ALREADY_EXISTS: 'Este UID de BingX ya está vinculado a otra cuenta.',
    BINGX_UID_INELIGIBLE:
      'Este UID de BingX no se registró con nuestro enlace de referido. Regístrate en BingX con nuestro enlace.',
    BINGX_UID_INCOMPLETE_KYC: 'Completa la verificación de identidad (KYC) en BingX y vuelve a intentarlo.',
    BINGX_UID_INSUFFICIENT_DEPOSIT:
      'No se ha alcanzado el depósito mínimo de 100 USDT en tu cuenta de BingX.',
    EXCHANGE_UNAVAILABLE:
      'No se puede acceder al exchange en este momento. No se ha guardado nada. Inténtalo más tarde.',
    SUBSCRIPTION_REQUIRED: 'Paga tu suscripción para usar esta función.',
    ONBOARDING_REQUIRED: 'Completa primero tu registro inicial.',
    INSUFFICIENT_BALANCE: 'Tu saldo disponible es demasiado bajo para este retiro.',
    TOO_MANY_PENDING_WITHDRAWALS: 'Ya tienes un retiro pendiente. Espera a que se procese.',
    WITHDRAWAL_NOT_FOUND: 'Retiro no encontrado.',
    WITHDRAWAL_ALREADY_PROCESSED: 'Este retiro ya se ha procesado.',
    INSUFFICIENT_BALANCE_FOR_APPROVAL:
      'El saldo del miembro ya no cubre este retiro, así que no se puede aprobar.',
    WALLET_ADDRESS_IN_USE: 'Esta dirección de billetera ya está ligada a otro retiro pendiente.',
    INVALID_WALLET_ADDRESS: 'Introduce una dirección de billetera válida',
    WITHDRAWAL_COOLDOWN:
      'Los retiros se pausan 24 horas tras un cambio o restablecimiento de contraseña. Inténtalo más tarde.',
    OTP_INVALID: 'Código OTP no válido',
    OTP_EXPIRED: 'Este código ha caducado. Solicita uno nuevo.',
    OTP_TOO_MANY_ATTEMPTS: 'Demasiados códigos incorrectos. Solicita uno nuevo.',
    OTP_NOT_VERIFIED: 'Verifica primero tu código de un solo uso.',
    OTP_RATE_LIMITED: 'Demasiadas solicitudes de código. Espera unos minutos e inténtalo de nuevo.',
    WITHDRAWALS_FROZEN:
      'Demasiados códigos incorrectos hoy. Los retiros quedan en pausa hasta mañana (UTC); te hemos enviado un correo.',
    PAYOUT_TX_NOT_FOUND:
      'Aún no se ha encontrado ninguna transacción minada con este hash. Espera a que se mine y vuelve a introducirlo.',
    PAYOUT_TX_REVERTED: 'Esta transacción falló (revertida) en la cadena: no pagó nada.',
    PAYOUT_WRONG_TOKEN: 'Esta transacción no transfiere el USDT de la plataforma.',
    PAYOUT_WRONG_RECIPIENT: 'La transferencia de USDT de esta transacción no va a la billetera del retiro.',
    PAYOUT_WRONG_AMOUNT:
      'La transferencia de USDT de esta transacción no es exactamente el importe del retiro.',
    PAYOUT_HASH_IN_USE: 'Este hash de transacción ya está registrado para otro retiro.',
    PAYOUT_NOT_AWAITING:
      'Este pago no está esperando una transacción (no está aprobado, ya se envió o ya se confirmó).',
    PAYOUT_IN_PROGRESS:
      'La billetera de pagos ya ha firmado una transacción para este retiro; espera a su resultado.',
    CHAIN_UNAVAILABLE:
      'No se puede acceder al nodo de la cadena, así que no se puede comprobar la transacción. Inténtalo más tarde.',
    SECOND_APPROVAL_REQUIRED:
      'Este retiro supera el importe de doble control: otro administrador debe dar la segunda aprobación.',
    INVALID_STATUS: 'Este cambio de estado no está permitido.',
    LAST_ADMIN: 'El último administrador activo no se puede bloquear, desactivar ni eliminar.',
    OWN_ACCOUNT_CHANGE:
      'No puedes cambiar el estado de tu propia cuenta ni eliminarla. Pídeselo a otro administrador.',
    USER_HAS_PENDING_WITHDRAWAL: 'Este usuario tiene un retiro pendiente. Decide primero sobre él.',
    CYCLE_IN_PROGRESS: 'Ya hay un ciclo de recompensas en marcha. Espera a que termine.',
    CYCLE_ALREADY_IMPORTED: 'Este archivo ya se importó y se pagó. No se ha vuelto a pagar nada.',
    CYCLE_PERIOD_OVERLAP:
      'Algunas filas ya se pagaron para días de este periodo. Revisa la vista previa e importa solo las filas nuevas.',
    CYCLE_PERIOD_NOT_ENDED:
      'El periodo debe haber terminado: su último día debe ser anterior a hoy (UTC), cuando la ganancia del día es definitiva.',
    REWARD_RATES_INVALID:
      'Las tasas de recompensa de trading en Ajustes no son válidas, así que no se pagó nada. Corrígelas e importa de nuevo.',
    CYCLE_INTERRUPTED:
      'El ciclo se detuvo antes de pagar nada (el servidor se paró o perdió la base de datos). Impórtalo de nuevo.',
    CYCLE_FAILED:
      'El ciclo falló antes de pagar nada. Impórtalo de nuevo; si vuelve a fallar, consulta el registro del servidor.',
    REFUND_EXCEEDS_CREDIT: 'El reembolso supera el crédito del miembro.',
    REFUND_ALREADY_RECORDED: 'Ya hay un reembolso registrado con este hash de transacción.',
    ADJUSTMENT_NOT_FOUND: 'Este ajuste no existe.',
    ADJUSTMENT_ALREADY_PROCESSED: 'Este ajuste ya se aplicó o se rechazó.',
    ADJUSTMENT_SECOND_APPROVAL_REQUIRED:
      'Este ajuste supera el importe de doble control: otro administrador debe aprobarlo.',
    ADJUSTMENT_EXCEEDS_AVAILABLE: 'El cargo supera el saldo disponible del miembro.',
    OWN_BALANCE_ADJUSTMENT: 'No puedes ajustar tu propio saldo. Pídeselo a otro administrador.',
    BAD_REQUEST: 'No se ha podido procesar la solicitud. Revisa los datos e inténtalo de nuevo.',
    VALIDATION_ERROR: 'Se ha producido un error de validación.',
    FORBIDDEN: 'No tienes permiso para hacer esto.',
    NOT_FOUND: 'No se ha encontrado el recurso solicitado.',
    METHOD_NOT_ALLOWED: 'Esta acción no está disponible.',
    REQUEST_TIMEOUT: 'La solicitud tardó demasiado en llegar. Inténtalo de nuevo.',
    PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
    UNSUPPORTED_MEDIA_TYPE: 'La solicitud debe enviarse como JSON.',
    HEADERS_TOO_LARGE: 'Las cabeceras de la solicitud son demasiado grandes.',
    RATE_LIMITED: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    INTERNAL_SERVER_ERROR: 'Algo ha fallado por nuestra parte. Inténtalo más tarde.',
    UNKNOWN_ERROR: UNEXPECTED,
    MAINTENANCE_MODE: 'La plataforma está en mantenimiento. Inténtalo más tarde.',
    SERVICE_UNAVAILABLE: 'El servicio no está disponible temporalmente. Inténtalo más tarde.',
    NETWORK_ERROR: 'Error de conexión. Comprueba tu conexión a internet e inténtalo de nuevo.',
  },
  validation: {
    email: {
      required: 'El correo es obligatorio',
      invalid: 'El correo no es válido',
      tooLong: 'El correo debe tener como máximo 254 caracteres',
    },
    names: {
      firstNameRequired: 'El nombre es obligatorio',
      lastNameRequired: 'Los apellidos son obligatorios',
      firstNameTooLong: 'El nombre debe tener como máximo 50 caracteres',
      lastNameTooLong: 'Los apellidos deben tener como máximo 50 caracteres',
    },
    password: {
      tooLong: 'La contraseña debe tener como máximo 128 caracteres',
      length: 'La contraseña debe tener al menos 8 caracteres',
      lowercase: 'La contraseña debe contener al menos una letra minúscula',
      uppercase: 'La contraseña debe contener al menos una letra mayúscula',
      digit: 'La contraseña debe contener al menos un número',
      special: 'La contraseña debe contener al menos un carácter especial (@$!%*?&)',
    },
    register: {
      passwordRequired: 'La contraseña es obligatoria',
      passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
      confirmRequired: 'Confirma tu contraseña',
      passwordsDiffer: 'Las contraseñas no coinciden',
      termsRequired: 'Acepta los Términos del servicio y la Política de privacidad',
    },
    referralCode: {
      required: 'El código de referido es obligatorio',
      tooShort: 'El código de referido debe tener al menos 6 caracteres',
      tooLong: 'El código de referido debe tener como máximo 32 caracteres',
    },
    resetPassword: {
      fixRequirements: 'Corrige los requisitos de contraseña indicados abajo.',
      confirmationDiffers: 'La confirmación no coincide con la nueva contraseña.',
      tokenRequired: 'Se necesita el token para restablecer la contraseña.',
    },
    changePassword: {
      fillAll: 'Rellena todos los campos de contraseña',
      newPasswordsDiffer: 'Las contraseñas nuevas no coinciden',
      tooShort: 'La nueva contraseña debe tener al menos 8 caracteres',
      weak: 'La contraseña debe contener al menos una mayúscula, una minúscula, un número y un carácter especial',
    },
    walletAddress: {
      invalid: 'Introduce una dirección de billetera válida',
      hintValid: 'Dirección de billetera válida',
      hintInvalid: 'Formato de dirección de billetera no válido',
    },
    withdrawal: {
      fillAll: 'Rellena todos los campos obligatorios',
      invalidAmount: 'Importe de retiro no válido',
      invalidAddress: 'Introduce una dirección de billetera válida',
      assetOnly: 'Solo se admiten retiros en USDT',
    },
    otp: {
      required: 'Introduce el código OTP',
      format: 'El código OTP debe tener 6 dígitos',
    },
    twoFactor: {
      required: 'Introduce el código de tu app de autenticación',
      totpFormat: 'El código debe tener 6 dígitos',
      codeFormat:
        'Introduce el código de 6 dígitos de tu app de autenticación o uno de tus códigos de recuperación',
      passwordRequired: 'Introduce tu contraseña',
    },
    exchangeUid: {
      required: 'Introduce tu UID de BingX',
      digitsOnly: 'El UID de BingX solo puede contener dígitos',
      tooLong: 'El UID de BingX debe tener como máximo 20 dígitos',
    },
    settings: {
      sessionTimeout: 'El tiempo de sesión debe ser de 15, 30, 60, 120 o 240 minutos',
      maxLoginAttempts: 'El máximo de intentos de inicio de sesión debe ser 3, 5 o 10',
      fee: 'La cuota de suscripción debe ser un importe entre 0.01 y 1000000',
      period: 'El periodo de suscripción debe estar entre 1 y 3660 días',
      periodsAhead: 'Los periodos pagados por adelantado deben estar entre 1 y 100',
      rate: 'Una tasa debe ser un porcentaje entre 0 y 100 con 4 decimales como máximo',
      level: 'Los niveles van del 1 al 15',
      duplicateLevel: 'Cada nivel solo puede aparecer una vez',
      directTotal: 'Las tasas de bono por suscripción no deben sumar más del 100%',
      downlineTotal: 'Las tasas de recompensa de trading deben sumar el 15%',
      complianceCheckMaxAge: 'Una comprobación de cumplimiento vale de 1 a 720 horas',
      payoutAmount: 'Debe ser un importe entre 0 y 1000000000 USDT con 8 decimales como máximo',
      gasAmount: 'Debe ser un importe entre 0 y 1000000 BNB con 8 decimales como máximo',
      empty: 'No hay nada que actualizar',
    },
    withdrawalDecision: {
      reasonRequired: 'Hace falta un motivo para rechazar o bloquear un retiro',
      invalidHash: 'El hash de la transacción debe ser 0x seguido de 64 caracteres hexadecimales',
      hashBeforeSecondApproval:
        'Paga solo tras la segunda aprobación: este retiro supera el importe de doble control y aún no tiene aprobación',
    },
    cyclePeriod: {
      day: 'Introduce un día como AAAA-MM-DD',
      order: 'El periodo debe terminar el mismo día en que empieza o después',
      notEnded: 'El periodo debe haber terminado: su último día debe ser anterior a hoy (UTC)',
      length: 'Un periodo abarca como máximo 366 días',
    },
    language: {
      unsupported: 'El idioma debe ser uno de: en, es, vi, id',
    },
  },
};

export default catalogue;
