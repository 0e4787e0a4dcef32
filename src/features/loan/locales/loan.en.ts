import type es from './loan.es';

const loan: typeof es = {
  customerService: {
    title: 'Customer service',
    intro: 'We are here to help. Call or write to us.',
    telephone: 'Telephone',
    email: 'E-mail',
  },
  contractLink: 'Read the loan agreement',
  termsLink: 'Read the loan terms and conditions',
  confirm: {
    title: 'Confirm loan',
    amount: 'Amount you receive',
    term: 'Term',
    termDays_one: '{{count}} day',
    termDays_other: '{{count}} days',
    dailyRate: 'Daily rate',
    firstPayTime: 'First payment',
    coupon: 'Coupon',
    product: 'Product',
    plan: 'Repayment plan',
    planItem: 'Payment {{n}}',
    payTime: 'Due date: {{date}}',
    agree: 'I have read and accept the loan agreement',
    agreeRequired: 'Tick the agreement box to continue.',
    submit: 'Apply for the loan',
    submitting: 'Sending…',
    unsafeLink:
      'We could not open the next step: the link we received is not safe. Please contact customer service.',
    refresh: {
      title: 'Updating your offer',
      countdown_one: 'Ready in {{count}} second',
      countdown_other: 'Ready in {{count}} seconds',
      updating: 'Updating…',
      body: 'We are checking the latest amount and terms for you. Please keep this page open.',
    },
  },
  details: {
    title: 'Loan details',
    order: 'Your loan',
    moreInfo: 'More information',
    repay: 'Repay',
    extend: 'Extension',
    borrowAgain: 'Borrow again',
    statusImage: {
      '21': 'Hourglass: application under review',
      '110': 'Document with a cross: application not approved',
      '151': 'Coin on its way: disbursal in progress',
      '170': 'Warning sign: the loan needs attention',
      '174': 'Calendar: payment due',
      '180': 'Alarm clock: payment overdue',
      '200': 'Check mark: loan paid off',
    },
    extension: {
      title: 'Need more time?',
      body: 'An extension moves your due date by up to 7 days, and only the deferral service fee is due. You can also repay in full now.',
      go: 'Go to extension',
      skip: 'Skip and repay',
    },
  },
  rating: {
    title: 'How was your experience?',
    legend: 'Rate our service from 1 to 5 stars',
    star_one: '{{count}} star',
    star_other: '{{count}} stars',
    submit: 'Send rating',
    sending: 'Sending…',
    // spec §5: quoted message, identical in both locales.
    required: 'Seleccione una calificación',
    thanksTitle: 'Thank you for your feedback!',
    thanksBody: 'Your comments help us improve. We will keep working to serve you better.',
  },
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
  about: {
    title: 'About us',
    welcome: 'Welcome! We are glad you are here.',
    mission:
      'We built this service so you can get a small loan quickly and simply, from your phone and without paperwork.',
    promise:
      'Before you accept, you always see the amount, the term and the full cost of your loan. No small print and no hidden fees. We look after your data and use it only to handle your application.',
    thanks: 'Thank you for your trust. If you have any questions, our customer service team is here to help.',
  },
  // spec §2: the joint login failure page is in Spanish in every locale.
  jointLoginError: {
    title: 'Fracaso',
    notice: 'No pudimos iniciar tu sesión. Cierra esta página e inténtalo de nuevo más tarde.',
  },
  bindCard: {
    title: 'Link a bank card',
    intro: 'Your loan is paid into this account. Use a card in your own name.',
    bankName: 'Bank',
    holderName: 'Cardholder name',
    cardNo: 'Card number',
    submit: 'Link card',
    submitting: 'Linking…',
    successTitle: 'Card linked',
    successBody: 'Your card ending in {{last4}} is now linked.',
    continue: 'Continue with my loan',
    failed: 'The card could not be linked. {{reason}}',
    errors: {
      bankName: {
        required: 'Enter the name of your bank.',
        invalid: 'The bank name is too short.',
      },
      holderName: {
        required: 'Enter the cardholder name.',
        invalid: 'Enter the name as it appears on the card, letters only.',
      },
      cardNo: {
        required: 'Enter the card number.',
        invalid: 'The card number must have 12 to 19 digits.',
      },
    },
  },
};

export default loan;
