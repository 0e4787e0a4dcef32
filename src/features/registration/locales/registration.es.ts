/**
 * The spec's own texts (spec §5, §8), copied exactly and the same in every locale. They are shown only with
 * `VITE_REGISTRATION_RULES=spec`: a borrower in Mexico or India does not read Chinese (a recorded
 * departure, docs/departures.md). `messages` says the same in the page's language.
 */
const specMessages = {
  captchaInvalid: '请正确输入图形验证码！',
  smsCodeInvalid: '请正确输入短信验证码！',
  smsSent: '验证码已发送，请在手机上查看！',
  repeatSend: '请勿重复发送验证码!',
  alreadyRegistered: '您已注册,请直接下载APP登录！',
  registered: '注册成功',
  networkError: 'error',
};

const registration = {
  messages: {
    captchaInvalid: 'Ingresa correctamente el código de la imagen.',
    smsCodeInvalid: 'Ingresa correctamente el código que te llegó por SMS.',
    smsSent: 'Te enviamos el código. Revisa los SMS de tu celular.',
    repeatSend: 'Ya te enviamos un código. Espera a que termine la cuenta para pedir otro.',
    alreadyRegistered: 'Ya estás registrado. Descarga la app e inicia sesión.',
    registered: 'Registro exitoso',
    networkError: 'Error de conexión. Inténtalo de nuevo.',
  },
  specMessages,
  /** The phone rule's hint and error, per rule (model/phone-rule.ts). */
  phoneRule: {
    mexico: {
      hint: '10 dígitos',
      invalid: 'Ingresa correctamente tu número de celular: 10 dígitos.',
    },
    india: {
      hint: '10 dígitos, empieza con 6, 7, 8 o 9',
      invalid: 'Ingresa correctamente tu número de celular: 10 dígitos que empiezan con 6, 7, 8 o 9.',
    },
    spec: { hint: '11 dígitos', invalid: '请正确输入手机号！' },
  },
  landing: {
    // The amount is the lender's own limit (profile advertising.maxAmount), never a number in the text.
    title: 'Hasta {{amount}}, solicítalo en minutos',
    upTo: 'Hasta {{amount}}',
    subtitle: 'Regístrate con tu número de celular y solicita tu dinero hoy mismo.',
    templateFailed: 'No pudimos cargar esta promoción. Puedes registrarte de todos modos.',
    retry: 'Reintentar',
  },
  lender: {
    label: 'Quién otorga el préstamo:',
    mexico: 'RFC {{rfc}} · Registro CONDUSEF (SIPRES) {{condusef}}',
    india: 'CIN {{cin}} · Registro del RBI {{rbiCor}}',
  },
  consent: {
    notice: 'Aviso de privacidad',
    label:
      'He leído el aviso de privacidad y acepto que {{lender}} use mi número para enviarme el código de verificación, registrarme y contactarme sobre mi solicitud.',
    required: 'Marca la casilla para continuar: sin tu consentimiento no podemos usar tu número.',
  },
  form: {
    label: 'Registro',
    phone: 'Número de celular',
    captcha: 'Código de la imagen',
    captchaHint: '4 caracteres',
    captchaImage: 'Código de verificación. Toca para cambiarlo',
    captchaLoading: 'Cargando la imagen…',
    captchaRetry: 'Cargar la imagen de nuevo',
    smsCode: 'Código SMS',
    smsCodeHint: '6 dígitos',
    getCode: 'Obtener código',
    resendIn: '{{count}} s',
    resendInLabel: 'Puedes pedir otro código en {{count}} segundos',
    apply: 'Solicitar ahora',
    applying: 'Enviando…',
  },
  download: {
    title: 'Descarga la app',
    pitch: 'Solicita tu préstamo desde tu celular: rápido, seguro y sin papeleo.',
    iconAlt: 'Ícono de {{name}}',
    button: 'Descargar la app',
    hint: 'Si la app no se abre, te llevamos a la tienda para instalarla.',
  },
};

export default registration;
