import type { ProfileHindi } from '@/config/lender-profile.schema';
import type es from './common.es';

/** India's profile's free texts in Hindi, put here by the build (vite.config.ts): see ../profile-hindi.ts. */
declare const __LENDER_PROFILE_HINDI__: ProfileHindi;

const common: typeof es & { profile: ProfileHindi } = {
  // A browser test reads these texts in Node, where no build defined the profile's: it has none of them.
  profile:
    typeof __LENDER_PROFILE_HINDI__ === 'undefined'
      ? { hours: '', roles: {}, address: '' }
      : __LENDER_PROFILE_HINDI__,
  loading: 'लोड हो रहा है…',
  retry: 'फिर कोशिश करें',
  retrying: 'फिर कोशिश हो रही है…',
  close: 'बंद करें',
  cancel: 'रद्द करें',
  confirm: 'पुष्टि करें',
  ok: 'ठीक है',
  back: 'वापस',
  copy: 'कॉपी करें',
  copied: 'कॉपी हो गया',
  copyFailed: 'कॉपी नहीं हो पाया। कॉपी करने के लिए टेक्स्ट को दबाकर रखें।',
  notifications: 'सूचनाएँ',
  language: { label: 'भाषा', en: 'English', hi: 'हिन्दी' },
  errors: {
    title: 'लोड नहीं हो पाया',
    server: 'सर्वर अनुरोध पूरा नहीं कर पाया। कृपया फिर कोशिश करें।',
    network: 'कनेक्शन नहीं है। अपना नेटवर्क जाँचें और फिर कोशिश करें।',
    timeout: 'जवाब आने में बहुत देर लगी। कृपया फिर कोशिश करें।',
    invalid: 'हमें उम्मीद से अलग जवाब मिला। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    unknown: 'कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
    session: 'आपका सेशन खत्म हो गया है। आगे बढ़ने के लिए फिर से लॉग इन करें।',
    refused: 'सर्वर ने अनुरोध स्वीकार नहीं किया।',
    detail: 'सर्वर का संदेश:',
    help: 'मदद चाहिए? ग्राहक सेवा:',
    call: '{{phone}} पर कॉल करें',
    email: '{{email}} पर ईमेल करें',
  },
  session: {
    title: 'आपका सेशन खत्म हो गया है',
    body: 'आपकी सुरक्षा के लिए सेशन बंद कर दिया गया। आगे बढ़ने के लिए फिर से लॉग इन करें।',
    logIn: 'लॉग इन करें',
    noHost: 'लॉग इन करने के लिए ऐप फिर से खोलें।',
  },
  crash: {
    title: 'कुछ गड़बड़ हो गई',
    body: 'पेज में कोई समस्या आ गई। आपका डेटा सुरक्षित है।',
    reload: 'पेज फिर से लोड करें',
    notLoadedTitle: 'पेज लोड नहीं हो पाया',
    notLoadedBody: 'अपना कनेक्शन जाँचें और फिर कोशिश करें।',
    retry: 'फिर कोशिश करें',
  },
  notFound: {
    title: 'पेज नहीं मिला',
    body: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
    home: 'होम पेज पर जाएँ',
  },
  schedule: {
    title: 'भुगतान शेड्यूल',
    state: { paid: 'भुगतान हो गया', overdue: 'तारीख निकल गई', next: 'अगला भुगतान', upcoming: 'आगामी' },
  },
  grievance: {
    label: 'मदद और शिकायतें',
    contact: 'ग्राहक सेवा',
    complain: 'शिकायत करें',
    responseTime_one: 'हम {{count}} घंटे के अंदर जवाब देते हैं।',
    responseTime_other: 'हम {{count}} घंटे के अंदर जवाब देते हैं।',
    escalate: 'अगर हम आपकी शिकायत हल न करें',
    une: 'विशेष उपयोगकर्ता सेवा इकाई (UNE)',
    condusef: 'CONDUSEF, वित्तीय सेवाओं के उपयोगकर्ताओं की सुरक्षा करने वाला आयोग',
    officer: 'शिकायत निवारण अधिकारी: {{name}}',
    rbi: 'भारतीय रिज़र्व बैंक (आरबीआई) का शिकायत पोर्टल',
  },
  empty: 'यहाँ अभी कुछ नहीं है।',
  lender: { line: 'लोन देने वाली कंपनी: {{name}}' },
  advertising: {
    cat: '{{product}}: {{amount}} तक के लोन, {{minTerm}} से {{maxTerm}} दिन के लिए। औसत CAT {{cat}}, VAT के बिना। जानकारी और तुलना के लिए। {{date}} को निकाला गया।',
    aprRange:
      '{{product}}: {{amount}} तक के लोन, {{minTerm}} से {{maxTerm}} दिन के लिए। एपीआर (सालाना प्रतिशत दर) {{min}} से {{max}} सालाना, {{date}} को निकाली गई।',
    aprOne:
      '{{product}}: {{amount}} तक के लोन, {{minTerm}} से {{maxTerm}} दिन के लिए। एपीआर (सालाना प्रतिशत दर) {{apr}} सालाना, {{date}} को निकाली गई।',
  },
  fee: {
    processing: 'प्रोसेसिंग शुल्क',
    extension: 'एक्सटेंशन शुल्क',
  },
  lateCharge: {
    annual: '{{rate}} सालाना',
    withBasis: '{{value}}, {{basis}}',
    withDaily: '{{value}} ({{daily}} प्रति दिन: सालाना दर को 365 से भाग देकर)',
    named: '{{name}}: {{value}}',
    overduePayment: 'देरी वाले भुगतान पर',
  },
};

export default common;
