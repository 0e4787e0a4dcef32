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
    title: 'उपलब्ध ऑफ़र',
    empty: 'अभी कोई प्रोडक्ट उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर देखें।',
  },
  offer: {
    costMexico: {
      label: 'कुल सालाना लागत (CAT)',
      value: 'CAT {{rate}}, VAT के बिना',
      note: 'जानकारी और तुलना के लिए। {{date}} को निकाली गई।',
      noteUndated: 'जानकारी और तुलना के लिए।',
      missing: 'ऋणदाता ने इस ऑफ़र का CAT नहीं बताया है। आवेदन करने से पहले आपको भुगतानों के साथ CAT दिखाया जाएगा।',
    },
    costIndia: {
      label: 'एपीआर (सालाना प्रतिशत दर)',
      value: '{{rate}} सालाना',
      date: '{{date}} को, उदाहरण वाले लोन के लिए निकाली गई',
      dateNoExample: '{{date}} को निकाली गई',
      missing: 'ऋणदाता ने इस ऑफ़र का एपीआर नहीं बताया है। आवेदन करने से पहले आपको किस्तों के साथ एपीआर दिखाया जाएगा।',
    },
    example: {
      label: 'उदाहरण',
      received: { label: 'आपके खाते में आने वाली राशि', value: 'उदाहरण के {{lent}} में से {{amount}}' },
      value: '{{amount}} का लोन, {{term}} के लिए: {{payments}}',
      noPayments: '{{amount}} का लोन, {{term}} के लिए',
      term: {
        day_one: '{{count}} दिन',
        day_other: '{{count}} दिन',
        week_one: '{{count}} हफ़्ते',
        week_other: '{{count}} हफ़्ते',
        month_one: '{{count}} महीने',
        month_other: '{{count}} महीने',
      },
      payments: {
        once: '{{amount}} का एक भुगतान',
        week_one: '{{amount}} की {{count}} साप्ताहिक किस्त',
        week_other: '{{amount}} की {{count}} साप्ताहिक किस्तें',
        fortnight_one: '{{amount}} की {{count}} किस्त, हर 15 दिन',
        fortnight_other: '{{amount}} की {{count}} किस्तें, हर 15 दिन',
        month_one: '{{amount}} की {{count}} ईएमआई',
        month_other: '{{amount}} की {{count}} ईएमआई',
      },
    },
    amount: 'लोन राशि',
    term: 'अवधि',
    termUnit: { day: '{{range}} दिन', week: '{{range}} हफ़्ते', month: '{{range}} महीने' },
    every: {
      week: '{{amount}} हर हफ़्ते',
      fortnight: '{{amount}} हर 15 दिन',
      month: '{{amount}} हर महीने',
      once: '{{amount}}, एक ही बार में',
      unknown: '{{amount}}',
    },
    penalCharges: 'देरी का शुल्क',
    interest: {
      label: 'ब्याज दर',
      value: '{{annual}} सालाना ({{daily}} प्रति दिन)',
    },
    keyFactsMexico: '{{name}} का लोन सारांश (carátula)',
    keyFactsIndia: '{{name}} का मुख्य तथ्य विवरण (केएफएस)',
  },
};

export default loanProducts;
