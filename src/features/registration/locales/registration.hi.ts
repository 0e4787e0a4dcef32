import type es from './registration.es';

const registration: typeof es = {
  messages: {
    captchaInvalid: 'तस्वीर में दिया कोड सही-सही डालें।',
    smsCodeInvalid: 'SMS कोड सही-सही डालें।',
    smsSent: 'कोड भेज दिया गया। कृपया अपने फ़ोन पर SMS देखें।',
    repeatSend: 'हम आपको कोड भेज चुके हैं। नया कोड माँगने के लिए उलटी गिनती खत्म होने तक रुकें।',
    alreadyRegistered: 'आप पहले से रजिस्टर्ड हैं। ऐप डाउनलोड करके लॉग इन करें।',
    registered: 'रजिस्ट्रेशन हो गया',
    networkError: 'कनेक्शन में दिक्कत। कृपया फिर कोशिश करें।',
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
    mexico: { hint: '10 अंक', invalid: 'अपना मोबाइल नंबर सही डालें: 10 अंक।' },
    india: {
      hint: '10 अंक, 6, 7, 8 या 9 से शुरू',
      invalid: 'अपना मोबाइल नंबर सही डालें: 10 अंक, 6, 7, 8 या 9 से शुरू।',
    },
    spec: { hint: '11 अंक', invalid: '请正确输入手机号！' },
  },
  landing: {
    title: '{{amount}} तक, मिनटों में आवेदन करें',
    upTo: '{{amount}} तक',
    subtitle: 'अपने मोबाइल नंबर से साइन अप करें और आज ही पैसों के लिए आवेदन करें।',
    templateFailed: 'यह ऑफ़र लोड नहीं हो पाया। आप फिर भी साइन अप कर सकते हैं।',
    retry: 'फिर कोशिश करें',
  },
  lender: {
    label: 'ऋणदाता:',
    mexico: 'RFC {{rfc}} · CONDUSEF रजिस्ट्री (SIPRES) {{condusef}}',
    india: 'CIN {{cin}} · आरबीआई पंजीकरण {{rbiCor}}',
  },
  consent: {
    notice: 'प्राइवेसी नोटिस',
    label:
      'मैंने प्राइवेसी नोटिस पढ़ लिया है और मेरी सहमति है कि {{lender}} मेरे नंबर का इस्तेमाल करके मुझे वेरिफ़िकेशन कोड भेजे, मेरा रजिस्ट्रेशन करे और मेरे आवेदन के बारे में मुझसे संपर्क करे।',
    required: 'आगे बढ़ने के लिए बॉक्स पर टिक करें: आपकी सहमति के बिना हम आपके नंबर का इस्तेमाल नहीं कर सकते।',
  },
  form: {
    label: 'साइन अप करें',
    phone: 'मोबाइल नंबर',
    captcha: 'तस्वीर वाला कोड',
    captchaHint: '4 अक्षर या अंक',
    captchaImage: 'वेरिफ़िकेशन कोड। बदलने के लिए टैप करें',
    captchaLoading: 'तस्वीर लोड हो रही है…',
    captchaRetry: 'तस्वीर फिर से लोड करें',
    smsCode: 'SMS कोड',
    smsCodeHint: '6 अंक',
    getCode: 'कोड पाएँ',
    resendIn: '{{count}} सेकंड',
    resendInLabel: 'आप {{count}} सेकंड में नया कोड माँग सकते हैं',
    apply: 'अभी आवेदन करें',
    applying: 'भेजा जा रहा है…',
  },
  download: {
    title: 'ऐप डाउनलोड करें',
    pitch: 'अपने फ़ोन से लोन के लिए आवेदन करें: झटपट, सुरक्षित और बिना कागज़ के।',
    iconAlt: '{{name}} आइकन',
    button: 'ऐप डाउनलोड करें',
    hint: 'अगर ऐप नहीं खुलता, तो हम आपको उसे इंस्टॉल करने के लिए स्टोर पर ले जाते हैं।',
  },
};

export default registration;
