import type es from './registration.es';

const registration: typeof es = {
  messages: {
    captchaInvalid: 'Enter the code in the picture correctly.',
    smsCodeInvalid: 'Enter the SMS code correctly.',
    smsSent: 'Code sent. Please check the SMS on your phone.',
    repeatSend: 'We have already sent you a code. Wait for the countdown to end to ask for another.',
    alreadyRegistered: 'You are already registered. Download the app and log in.',
    registered: 'Registration successful',
    networkError: 'Connection error. Please try again.',
  },
  // The spec's texts are copied exactly and the same in every locale (spec §5, §8).
  specMessages: {
    captchaInvalid: '请正确输入图形验证码！',
    smsCodeInvalid: '请正确输入短信验证码！',
    smsSent: '验证码已发送，请在手机上查看！',
    repeatSend: '请勿重复发送验证码!',
    alreadyRegistered: '您已注册,请直接下载APP登录！',
    registered: '注册成功',
    networkError: 'error',
  },
  phoneRule: {
    mexico: { hint: '10 digits', invalid: 'Enter your mobile number correctly: 10 digits.' },
    india: {
      hint: '10 digits, starting with 6, 7, 8 or 9',
      invalid: 'Enter your mobile number correctly: 10 digits, starting with 6, 7, 8 or 9.',
    },
    spec: { hint: '11 digits', invalid: '请正确输入手机号！' },
  },
  landing: {
    title: 'Up to {{amount}}, apply in minutes',
    upTo: 'Up to {{amount}}',
    subtitle: 'Sign up with your mobile number and apply for your money today.',
    templateFailed: 'We could not load this promotion. You can still sign up.',
    retry: 'Try again',
  },
  lender: {
    label: 'Lender:',
    mexico: 'RFC {{rfc}} · CONDUSEF registry (SIPRES) {{condusef}}',
    india: 'CIN {{cin}} · RBI registration {{rbiCor}}',
  },
  consent: {
    notice: 'Privacy notice',
    label:
      'I have read the privacy notice and agree that {{lender}} may use my number to send me the verification code, register me and contact me about my application.',
    required: 'Tick the box to continue: without your consent we cannot use your number.',
  },
  form: {
    label: 'Sign up',
    phone: 'Mobile number',
    captcha: 'Code in the picture',
    captchaHint: '4 characters',
    captchaImage: 'Verification code. Tap to change it',
    captchaLoading: 'Loading the picture…',
    captchaRetry: 'Load the picture again',
    smsCode: 'SMS code',
    smsCodeHint: '6 digits',
    getCode: 'Get code',
    resendIn: '{{count}} s',
    resendInLabel: 'You can ask for another code in {{count}} seconds',
    apply: 'Apply now',
    applying: 'Sending…',
  },
  download: {
    title: 'Download the app',
    pitch: 'Apply for your loan from your phone: fast, safe and paperless.',
    iconAlt: '{{name}} icon',
    button: 'Download the app',
    hint: 'If the app does not open, we take you to the store to install it.',
  },
};

export default registration;
