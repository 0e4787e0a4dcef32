import type es from './loan-products.es';

const loanProducts: typeof es = {
  orders: {
    title: 'मेरे लोन',
    empty: 'आपका अभी तक कोई लोन नहीं है।',
    browse: 'प्रोडक्ट देखें',
    order: 'लोन {{id}}',
  },
  product: {
    title: 'प्रोडक्ट',
    amount: 'राशि',
    term: 'अवधि',
    termDays: '{{range}} दिन',
    rate: 'दैनिक दर',
    apply: 'आवेदन करें',
  },
  recommend: {
    title: 'सुझाए गए प्रोडक्ट',
    empty: 'अभी कोई प्रोडक्ट उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर देखें।',
    rate: 'दैनिक दर {{rate}}',
    upTo: '{{amount}} तक',
  },
};

export default loanProducts;
