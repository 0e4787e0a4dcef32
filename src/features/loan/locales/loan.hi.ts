import type es from './loan.es';

const loan: typeof es = {
  customerService: {
    title: 'ग्राहक सेवा',
    intro: 'हम आपकी मदद के लिए यहाँ हैं। हमें कॉल करें या लिखें।',
    telephone: 'फ़ोन',
    email: 'ई-मेल',
    hours: 'समय',
  },
  about: {
    title: 'हमारे बारे में',
    welcome: 'स्वागत है! आपके आने से हमें खुशी है।',
    mission:
      'हमने यह सेवा इसलिए बनाई है ताकि आप अपने फ़ोन से, बिना कागज़ी कार्रवाई के, जल्दी और आसानी से छोटा लोन ले सकें।',
    promise:
      'लोन स्वीकार करने से पहले आपको हमेशा राशि, अवधि और लोन की पूरी लागत दिखती है। न कोई छोटे अक्षरों वाली शर्त, न कोई छिपा शुल्क। हम आपके डेटा का ध्यान रखते हैं और इसे सिर्फ़ आपके आवेदन के लिए इस्तेमाल करते हैं।',
    thanks: 'हम पर भरोसा करने के लिए धन्यवाद। कोई भी सवाल हो तो हमारी ग्राहक सेवा टीम मदद के लिए मौजूद है।',
  },
  // spec §2: the joint login failure page is in Spanish in every locale.
  jointLoginError: {
    // spec §2's Spanish page ('Fracaso') in the page's language; VITE_WORDING=spec shows it (config/spec-texts.ts).
    title: 'हम आपको लॉग इन नहीं करा पाए',
    notice: 'यह पेज बंद करें और थोड़ी देर बाद फिर कोशिश करें।',
    close: 'बंद करें',
  },
};

export default loan;
