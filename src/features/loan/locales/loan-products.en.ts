import type es from './loan-products.es';

const loanProducts: typeof es = {
  orders: {
    title: 'My loans',
    empty: 'You have no loans yet.',
    browse: 'See products',
    order: 'Loan {{id}}',
  },
  product: {
    title: 'Product',
    amount: 'Amount',
    term: 'Term',
    termDays: '{{range}} days',
    rate: 'Daily rate',
    apply: 'Apply',
  },
  recommend: {
    title: 'Recommended products',
    empty: 'No products are available right now. Please check back soon.',
    rate: 'Daily rate {{rate}}',
    upTo: 'Up to {{amount}}',
  },
};

export default loanProducts;
