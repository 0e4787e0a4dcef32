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
    acknowledgeKfs: 'I have read and understood the Key Facts Statement',
    acknowledgeRequired: 'Also tick the Key Facts Statement box to continue.',
    submit: 'Apply for {{amount}}',
    statementOpen: {
      kfs: 'Open the Key Facts Statement',
      caratula: 'Open the carátula (key terms)',
    },
    statementSheet: {
      kfs: 'Key Facts Statement',
      caratula: 'Carátula (key terms of the loan)',
    },
    submitting: 'Sending…',
    sent: 'Application sent',
    sentNote: 'We have your application. There is no need to send it again.',
    retry: 'Try the application again',
    retryNote:
      'We could not tell whether your application arrived. Trying again does not create a second one.',
    unsafeLink:
      'We could not open the next step: the link we received is not safe. Please contact customer service.',
    cost: {
      title: 'Key facts: cost of your loan',
      received: 'Net amount disbursed to you',
      totalRepay: 'Total amount to be paid',
      totalCost: 'Total cost of the loan',
      rate: 'Annual Percentage Rate (APR)',
      rateNote: 'Annualised from the repayment plan above, for information and comparison',
      rateNoteLender: 'As computed by the lender, for information and comparison',
      calculatedOn: 'Calculated on',
      rateIvaAssumed:
        'calculated by the app assuming each payment includes 16 % VAT on its cost (interest and commission), in proportion to its amount: the lender sent no amortisation table',
      rateNoServerDate:
        'Not computed: the lender did not state one and the server sent no calculation date (the phone’s date is no basis for it)',
    },
    coolingOff: {
      title: 'Cooling-off period: you can change your mind',
      period_one: 'After the money reaches you, you have {{count}} day to exit this loan.',
      period_other: 'After the money reaches you, you have {{count}} days to exit this loan.',
      costWithRate:
        'To exit, repay the amount you received ({{amount}}) plus interest at the APR of {{rate}} for the days you had the money. There is no penalty and no exit fee.',
      cost: 'To exit, repay the amount you received ({{amount}}) plus interest at the APR for the days you had the money. There is no penalty and no exit fee.',
      how: 'To exit, talk to customer service, send a complaint, or call us.',
      call: 'Call {{phone}}',
    },
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
