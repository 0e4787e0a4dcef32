import type es from './loan-bind-card.es';

const loanBindCard: typeof es = {
  bindCard: {
    title: 'बैंक कार्ड जोड़ें',
    intro: 'आपका लोन इसी खाते में भेजा जाता है। अपने ही नाम का कार्ड इस्तेमाल करें।',
    bankName: 'बैंक',
    holderName: 'कार्डधारक का नाम',
    cardNo: 'कार्ड नंबर',
    submit: 'कार्ड जोड़ें',
    submitting: 'जोड़ा जा रहा है…',
    successTitle: 'कार्ड जुड़ गया',
    successBody: '{{last4}} पर खत्म होने वाला आपका कार्ड जुड़ गया है।',
    continue: 'अपने लोन पर आगे बढ़ें',
    failed: 'कार्ड नहीं जुड़ पाया। {{reason}}',
    errors: {
      bankName: {
        required: 'अपने बैंक का नाम डालें।',
        invalid: 'बैंक का नाम बहुत छोटा है।',
      },
      holderName: {
        required: 'कार्डधारक का नाम डालें।',
        invalid: 'नाम वैसे ही डालें जैसे कार्ड पर लिखा है, सिर्फ़ अक्षर।',
      },
      cardNo: {
        required: 'कार्ड नंबर डालें।',
        invalid: 'कार्ड नंबर में 12 से 19 अंक होने चाहिए।',
      },
    },
  },
};

export default loanBindCard;
