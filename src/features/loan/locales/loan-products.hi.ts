import type es from './loan-products.es';

const loanProducts: typeof es = {
  orders: {
    title: 'मेरे लोन',
    empty: 'आपका अभी तक कोई लोन नहीं है।',
    browse: 'प्रोडक्ट देखें',
    order: 'लोन {{id}}',
    amount: {
      owed: 'चुकाना है: {{amount}}',
      borrowed: 'लिया गया लोन: {{amount}}',
      requested: 'माँगी गई राशि: {{amount}}',
      amount: 'राशि: {{amount}}',
    },
  },
  product: {
    title: 'प्रोडक्ट',
    apply: 'आवेदन करें',
  },
  recommend: {
    title: 'सुझाए गए प्रोडक्ट',
    empty: 'अभी कोई प्रोडक्ट उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर देखें।',
  },
  offer: {
    costMexico: {
      label: 'कुल वार्षिक लागत (CAT)',
      value: 'CAT {{rate}}, VAT के बिना',
      note: 'जानकारी और तुलना के लिए। {{date}} को निकाली गई।',
      noteUndated: 'जानकारी और तुलना के लिए।',
    },
    costIndia: {
      label: 'APR (वार्षिक प्रतिशत दर)',
      value: '{{rate}} सालाना',
      date: '{{date}} को, उदाहरण वाले लोन के लिए निकाली गई',
    },
    amount: 'लोन राशि',
    term: 'अवधि',
    termUnit: { day: '{{range}} दिन', week: '{{range}} हफ़्ते', month: '{{range}} महीने' },
    instalment: 'उदाहरण किस्त (ईएमआई)',
    every: {
      week: '{{amount}} हर हफ़्ते',
      fortnight: '{{amount}} हर 15 दिन',
      month: '{{amount}} हर महीने',
      once: '{{amount}}, एक ही बार में',
      unknown: '{{amount}}',
    },
    penalCharges: 'दंडात्मक प्रभार',
    dailyRate: 'दैनिक दर',
    keyFactsMexico: '{{name}} का लोन सारांश (carátula)',
    keyFactsIndia: '{{name}} का मुख्य तथ्य विवरण (KFS)',
  },
};

export default loanProducts;
