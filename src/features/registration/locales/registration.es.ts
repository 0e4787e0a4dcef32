/** Spec-quoted messages (spec §5, §8) are copied exactly and are the same in every locale. */
const messages = {
  phoneInvalid: '请正确输入手机号！',
  captchaInvalid: '请正确输入图形验证码！',
  smsCodeInvalid: '请正确输入短信验证码！',
  smsSent: '验证码已发送，请在手机上查看！',
  repeatSend: '请勿重复发送验证码!',
  alreadyRegistered: '您已注册,请直接下载APP登录！',
  registered: '注册成功',
  networkError: 'error',
};

const registration = {
  messages,
  landing: {
    title: 'Tu préstamo en minutos',
    subtitle: 'Regístrate con tu número de celular y solicita tu dinero hoy mismo.',
    templateFailed: 'No pudimos cargar esta promoción. Puedes registrarte de todos modos.',
    retry: 'Reintentar',
  },
  form: {
    label: 'Registro',
    phone: 'Número de celular',
    phoneHint: '11 dígitos',
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
