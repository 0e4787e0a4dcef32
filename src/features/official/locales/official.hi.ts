import type es from './official.es';

const official: typeof es = {
  site: {
    skipToContent: 'सीधे मुख्य भाग पर जाएँ',
    navLabel: 'साइट के हिस्से',
    menu: 'मेन्यू',
    nav: {
      home: 'होम',
      about: 'हमारे बारे में',
      feedback: 'सुझाव',
      loanTerms: 'लोन के नियम और शर्तें',
      privacy: 'प्राइवेसी पॉलिसी',
    },
  },
  footer: {
    label: 'कंपनी की जानकारी',
    phone: 'फ़ोन',
    email: 'ई-मेल',
    address: 'पता',
    registrations: 'पंजीकरण',
    rfc: 'टैक्स ID (RFC)',
    condusef: 'CONDUSEF रजिस्ट्री (SIPRES)',
    reca: 'आसंजन अनुबंध रजिस्ट्री (RECA)',
    cin: 'कॉर्पोरेट पहचान संख्या (CIN)',
    rbiCor: 'आरबीआई पंजीकरण प्रमाणपत्र',
    hours: 'सेवा का समय',
    copyright: 'सर्वाधिकार सुरक्षित। © {{year}} {{company}}',
  },
  grievance: {
    title: 'शिकायत और आपके अधिकार',
    une: 'ग्राहक सेवा इकाई (UNE)',
    condusef: 'CONDUSEF',
    buro: 'वित्तीय संस्थाओं का ब्यूरो (Buró de Entidades Financieras)',
    reus: 'विज्ञापन रोकने की रजिस्ट्री (REUS)',
    officer: 'शिकायत निवारण अधिकारी',
    nodalOfficer: 'डिजिटल लोन के नोडल अधिकारी',
    rbiPortal: 'आरबीआई शिकायत पोर्टल (CMS)',
    sachet: 'आरबीआई सचेत पोर्टल',
    website: 'लोन देने वाली कंपनी की वेबसाइट',
    apps: 'डिजिटल लोन ऐप',
    app: '{{name}}, {{operator}} द्वारा संचालित',
    serviceProviders: 'लोन सेवा प्रदाता',
    serviceProvider: '{{name}}: {{role}}',
    noServiceProviders: 'लोन देने वाली कंपनी किसी लोन सेवा प्रदाता के साथ काम नहीं करती।',
    providerOfficer: 'इसके शिकायत निवारण अधिकारी:',
    recoveryAgents: 'नियुक्त वसूली एजेंट',
    noRecoveryAgents: 'लोन देने वाली कंपनी किसी वसूली एजेंट को नियुक्त नहीं करती।',
  },
  home: {
    title: 'फ़ोन से झटपट लोन',
    lead: 'ऐप में ही लोन के लिए आवेदन करें, पैसे पाएँ और चुकाएँ: साफ़ नियम, कोई छिपा हुआ शुल्क नहीं।',
    carousel: {
      label: 'ऑफ़र',
      slide: '{{total}} में से {{n}}',
      goTo: 'ऑफ़र {{n}} दिखाएँ',
      stop: 'अपने-आप चलने वाला स्लाइड शो रोकें',
      start: 'अपने-आप चलने वाला स्लाइड शो शुरू करें',
    },
    banners: {
      fast: {
        title: 'मिनटों में आवेदन करें',
        text: 'अपने फ़ोन से आवेदन करें, न लाइन, न कागज़ी कार्रवाई।',
      },
      clear: {
        title: 'शुरू से ही साफ़ लागत',
        text: 'स्वीकार करने से पहले आप राशि, अवधि और कुल चुकाने की राशि देखते हैं।',
      },
      secure: {
        title: 'आपका डेटा सुरक्षित',
        text: 'हम आपकी जानकारी एन्क्रिप्ट करते हैं और इसे कभी नहीं बेचते।',
      },
    },
  },
  about: {
    title: 'हमारे बारे में',
    images: {
      mission: 'हम कौन हैं: एक डिजिटल ऋणदाता, जो लोगों को उनके फ़ोन से, जल्दी और ज़िम्मेदारी से लोन देता है।',
      process: 'यह कैसे काम करता है: ऐप डाउनलोड करें, आवेदन पूरा करें, फ़ैसला जानें और पैसे अपने बैंक खाते में पाएँ।',
      support: 'हम आपके साथ हैं: हमारी सेवा टीम फ़ोन और ई-मेल पर आपके सवालों के जवाब देती है।',
    },
  },
  user: {
    title: 'उपयोगकर्ता',
  },
  contact: {
    title: 'सुझाव',
    intro: 'अपनी राय या अपना सवाल बताएँ। सभी फ़ील्ड भरना ज़रूरी है।',
    name: 'नाम',
    telephone: 'फ़ोन',
    email: 'ई-मेल',
    message: 'संदेश',
    submit: 'भेजें',
    required: 'ज़रूरी',
    // spec §5's quotes in the page's language; VITE_WORDING=spec shows the quotes (config/spec-texts.ts).
    incomplete: 'कृपया सभी फ़ील्ड भरें।',
    success: 'हो गया!',
  },
  policy: {
    title: 'प्राइवेसी पॉलिसी',
    frameTitle: 'प्राइवेसी पॉलिसी (बाहरी पेज)',
    ownFrameTitle: 'प्राइवेसी नोटिस',
    openExternal: 'प्राइवेसी पॉलिसी नए टैब में खोलें',
    unavailable: 'प्राइवेसी पॉलिसी अभी उपलब्ध नहीं है।',
  },
  loan: {
    title: 'लोन के नियम और शर्तें',
    imageAlt: 'मंज़ूर लोन वाला फ़ोन पकड़े एक हाथ, पास में भुगतान का कैलेंडर और सिक्के।',
  },
};

export default official;
