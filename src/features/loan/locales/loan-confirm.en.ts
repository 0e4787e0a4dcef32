import type es from './loan-confirm.es';

const loanConfirm: typeof es = {
  confirm: {
    contractLink: 'Read the loan agreement',
    termsLink: 'Read the loan terms and conditions',
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
};

export default loanConfirm;
