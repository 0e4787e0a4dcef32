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
    title: 'Available offers',
    empty: 'No products are available right now. Please check back soon.',
  },
  offer: {
    costMexico: {
      label: 'Total annual cost (CAT)',
      value: 'CAT {{rate}} without VAT',
      note: 'For information and comparison. Worked out on {{date}}.',
      noteUndated: 'For information and comparison.',
      missing:
        'The lender has not stated it for this offer. You will see the CAT with your payments before you apply.',
    },
    costIndia: {
      label: 'APR (annual percentage rate)',
      value: '{{rate}} a year',
      date: 'Worked out on {{date}}, for the example loan',
      dateNoExample: 'Worked out on {{date}}',
      missing:
        'The lender has not stated it for this offer. You will see the APR with your EMIs before you apply.',
    },
    example: {
      label: 'Example',
      received: { label: 'Reaches your account', value: '{{amount}} of the example’s {{lent}}' },
      value: 'For {{amount}} over {{term}}: {{payments}}',
      noPayments: 'For {{amount}} over {{term}}',
      term: {
        day_one: '{{count}} day',
        day_other: '{{count}} days',
        week_one: '{{count}} week',
        week_other: '{{count}} weeks',
        month_one: '{{count}} month',
        month_other: '{{count}} months',
      },
      payments: {
        once: '1 payment of {{amount}}',
        week_one: '{{count}} weekly EMI of {{amount}}',
        week_other: '{{count}} weekly EMIs of {{amount}}',
        fortnight_one: '{{count}} fortnightly EMI of {{amount}}',
        fortnight_other: '{{count}} fortnightly EMIs of {{amount}}',
        month_one: '{{count}} EMI of {{amount}}',
        month_other: '{{count}} EMIs of {{amount}}',
      },
    },
    amount: 'Amount',
    term: 'Term',
    termUnit: { day: '{{range}} days', week: '{{range}} weeks', month: '{{range}} months' },
    every: {
      week: '{{amount}} a week',
      fortnight: '{{amount}} a fortnight',
      month: '{{amount}} a month',
      once: '{{amount}}, paid once',
      unknown: '{{amount}}',
    },
    penalCharges: 'Penal charges',
    interest: {
      label: 'Interest rate',
      value: '{{annual}} a year ({{daily}} a day)',
    },
    keyFactsMexico: 'Loan summary (carátula) of {{name}}',
    keyFactsIndia: 'Key Facts Statement (KFS) of {{name}}',
  },
};

export default loanProducts;
