import type es from './loan-agreement.es';

// \u2060 (word joiner) on each side of a slash between two words (करता/करती): a line may not break there,
// which a narrow screen would otherwise do, leaving half a word on each line.

/**
 * Hindi is India's (type=1), as English is: in India the tax is GST 18 % on the processing fee, interest is
 * exempt, and the fee and its GST are taken from the amount paid out, so the amount received is less than
 * the loan amount. The borrower speaks in the first person: verbs that Hindi marks for gender are written
 * "करता\u2060/\u2060करती", as Indian forms write them.
 */
const loanAgreement: typeof es = {
  title: 'लोन एग्रीमेंट',
  periodsTitle: 'किस्तों वाला लोन एग्रीमेंट',
  heading: 'वचन पत्र (प्रॉमिसरी नोट)',
  periodsHeading: 'किस्तों वाला वचन पत्र (प्रॉमिसरी नोट)',
  goodFor: 'राशि: {{amount}}',
  fields: {
    userName: 'उधारकर्ता',
    productName: 'प्रोडक्ट',
    amount: 'लोन राशि',
    bankNo: 'बैंक खाता',
    daiDate: 'पैसे खाते में आने की तारीख',
    planDate: 'चुकाने की तारीख',
    contractAmount: 'चुकाने वाली राशि',
    commission: 'प्रोसेसिंग शुल्क',
    interest: 'ब्याज',
    iva: 'प्रोसेसिंग शुल्क पर जीएसटी',
    giveAmount: 'मिली राशि',
    userAddress: 'उधारकर्ता का पता',
    contractDate: 'एग्रीमेंट की तारीख',
    company: 'ऋणदाता',
  },
  promise:
    'मैं, {{userName}}, निवासी {{userAddress}}, स्वीकार करता\u2060/\u2060करती हूँ कि प्रोडक्ट {{productName}} के ज़रिए मुझे दिए गए {{amount}} के लोन के लिए मुझ पर {{contractAmount}} बकाया है, और इस वचन पत्र द्वारा {{company}} को या उसके आदेश पर यह राशि {{planDate}} तक बिना शर्त चुकाने का वचन देता\u2060/\u2060देती हूँ।',
  promisePeriods:
    'मैं, {{userName}}, निवासी {{userAddress}}, स्वीकार करता\u2060/\u2060करती हूँ कि प्रोडक्ट {{productName}} के ज़रिए मुझे दिए गए {{amount}} के लोन के लिए मुझ पर कुल {{contractAmount}} बकाया है, और इस वचन पत्र द्वारा {{company}} को या उसके आदेश पर यह राशि नीचे दिए भुगतान शेड्यूल की किस्तों में, उसकी तारीखों पर, बिना शर्त चुकाने का वचन देता\u2060/\u2060देती हूँ। आखिरी किस्त की देय तारीख {{planDate}} है।',
  plan: {
    caption: 'भुगतान शेड्यूल',
    number: 'किस्त',
    date: 'तारीख',
    amount: 'राशि',
  },
  disbursal:
    '{{daiDate}} को ऋणदाता ने मेरे नाम के बैंक खाते {{bankNo}} में {{giveAmount}} जमा किए, यानी लोन राशि में से प्रोसेसिंग शुल्क और उस पर लगा जीएसटी घटाकर; मुझे स्वीकार है कि इससे मुझे लोन मिल गया है।',
  costs:
    'लोन पर {{annualRate}} की वार्षिक दर से सामान्य ब्याज लगता है, यानी {{dailyRate}} प्रति दिन{{rateNote}}। ब्याज {{interest}} है और प्रोसेसिंग शुल्क {{commission}} है। प्रोसेसिंग शुल्क पर {{taxRate}}{{taxNote}} की दर से जीएसटी {{iva}} है; ब्याज पर जीएसटी नहीं लगता।',
  rateGiven: {
    annual: ' (दैनिक दर: वार्षिक दर को 365 से भाग देकर)',
    daily: ' (वार्षिक दर: दैनिक दर को 365 से गुणा करके)',
  },
  overdue:
    'अगर मैं देय तारीख पर भुगतान नहीं करता\u2060/\u2060करती, तो मुझे देरी का ब्याज भी देना होगा: {{rate}}{{note}}, देय तारीख के अगले दिन से पूरा भुगतान होने तक।',
  penal:
    'अगर मैं देय तारीख पर भुगतान नहीं करता\u2060/\u2060करती, तो मुझे ये देरी के शुल्क (दंडात्मक प्रभार) देने होंगे{{note}}: {{charges}}। इन शुल्कों पर कोई ब्याज नहीं लिया जाता और ये मूलधन में नहीं जोड़े जाते।',
  penalReference: {
    oneTime: {
      name: 'डिफ़ॉल्ट होने पर एक बार लगने वाला देरी का शुल्क',
      basis: 'नए ग्राहकों के लिए; पुराने ग्राहकों के लिए {{repeat}}; हर लोन पर सिर्फ़ एक बार',
    },
    daily: {
      name: 'देरी के हर दिन का शुल्क',
      basis:
        'सिर्फ़ न चुकाई गई राशि पर, दिन 1-30 में {{firstYear}} प्रति वर्ष ({{first}} प्रति दिन), दिन 31-90 में {{secondYear}} प्रति वर्ष ({{second}} प्रति दिन), दिन 91 से {{thirdYear}} प्रति वर्ष ({{third}} प्रति दिन); मूलधन में नहीं जोड़ा जाता',
    },
  },
  prepayment: {
    free: 'मुझे पूरा लोन बिना किसी शुल्क के समय से पहले चुकाने का अधिकार है{{note}}।',
    charge: 'मुझे पूरा लोन {{charge}} के शुल्क के साथ समय से पहले चुकाने का अधिकार है{{note}}।',
    from: 'मुझे पूरा लोन {{from}} से समय से पहले चुकाने का अधिकार है{{note}}।',
    halfTerm:
      'लोन की आधी अवधि बीत जाने के बाद, और पैसे खाते में आने के 7 दिन से पहले नहीं, मुझे पूरा लोन समय से पहले चुकाने का अधिकार है{{note}}।',
    no: 'इस लोन को समय से पहले नहीं चुकाया जा सकता{{note}}।',
  },
  reference: ' (संदर्भ मान: इस लोन में यह तय नहीं किया गया)',
  deferral:
    'मुझे भुगतान टालने और भुगतान की तारीख 7 दिन तक आगे बढ़वाने का अनुरोध करने का अधिकार है। उस स्थिति में सिर्फ़ भुगतान टालने का सर्विस शुल्क देना होगा।',
  closing:
    'मैं, इसकी शर्तों से सहमत होकर, {{contractDate}} को इस वचन पत्र पर हस्ताक्षर करता\u2060/\u2060करती हूँ; इसमें ऋणदाता {{company}} है।',
  debtor: 'उधारकर्ता',
  creditor: 'ऋणदाता',
};

export default loanAgreement;
