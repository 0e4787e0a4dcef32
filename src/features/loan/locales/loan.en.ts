import type es from './loan.es';

const loan: typeof es = {
  customerService: {
    title: 'Customer service',
    intro: 'We are here to help. Call or write to us.',
    telephone: 'Telephone',
    email: 'E-mail',
  },
};

export default loan;
