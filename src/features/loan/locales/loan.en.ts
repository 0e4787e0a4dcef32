import type es from './loan.es';

const loan: typeof es = {
  customerService: {
    title: 'Customer service',
    intro: 'We are here to help. Call or write to us.',
    telephone: 'Telephone',
    email: 'E-mail',
    hours: 'Hours',
  },
  about: {
    title: 'About us',
    welcome: 'Welcome! We are glad you are here.',
    mission:
      'We built this service so you can get a small loan quickly and simply, from your phone and without paperwork.',
    promise:
      'Before you accept, you always see the amount, the term and the full cost of your loan. No small print and no hidden fees. We look after your data and use it only to handle your application.',
    thanks: 'Thank you for your trust. If you have any questions, our customer service team is here to help.',
  },
  jointLoginError: {
    // spec §2's Spanish page ('Fracaso') in the page's language; VITE_WORDING=spec shows it (config/spec-texts.ts).
    title: 'We could not sign you in',
    notice: 'Close this page and try again later.',
    close: 'Close',
  },
};

export default loan;
