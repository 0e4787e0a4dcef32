import type es from './loan-products.es';

const loanProducts: typeof es = {
  orders: {
    title: 'My loans',
    empty: 'You have no loans yet.',
    browse: 'See products',
    order: 'Loan {{id}}',
    amount: {
      owed: 'To repay: {{amount}}',
      borrowed: 'Borrowed: {{amount}}',
      requested: 'Requested: {{amount}}',
      amount: 'Amount: {{amount}}',
    },
  },
  product: {
    title: 'Product',
    apply: 'Apply',
  },
  recommend: {
    title: 'Recommended products',
    empty: 'No products are available right now. Please check back soon.',
  },
  offer: {
    costMexico: {
      label: 'Total annual cost (CAT)',
      value: 'CAT {{rate}} without VAT',
      note: 'For information and comparison. Worked out on {{date}}.',
      noteUndated: 'For information and comparison.',
    },
    costIndia: {
      label: 'APR (annual percentage rate)',
      value: '{{rate}} a year',
      date: 'Worked out on {{date}}, for the example loan',
    },
    amount: 'Amount',
    term: 'Term',
    termUnit: { day: '{{range}} days', week: '{{range}} weeks', month: '{{range}} months' },
    instalment: 'Example instalment',
    every: {
      week: '{{amount}} a week',
      fortnight: '{{amount}} a fortnight',
      month: '{{amount}} a month',
      once: '{{amount}}, paid once',
      unknown: '{{amount}}',
    },
    penalCharges: 'Penal charges',
    dailyRate: 'Daily rate',
    keyFactsMexico: 'Loan summary (carátula) of {{name}}',
    keyFactsIndia: 'Key Facts Statement (KFS) of {{name}}',
  },
};

export default loanProducts;
