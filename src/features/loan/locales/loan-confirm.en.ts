import type es from './loan-confirm.es';
import { COOLING_OFF_EXIT } from '@/entities/loan-figures/cooling-off-exit';

const loanConfirm: typeof es = {
  confirm: {
    contractLink: 'Read the loan agreement',
    termsLink: 'Read the loan terms and conditions',
    title: 'Confirm loan',
    term: 'Term',
    termDays_one: '{{count}} day',
    termDays_other: '{{count}} days',
    interestRate: 'Interest rate',
    interestRateValue: '{{annual}} a year ({{daily}} a day)',
    coupon: 'Coupon',
    product: 'Product',
    plan: 'Repayment plan',
    planItem: 'Payment {{n}}',
    payTime: 'Due date: {{date}}',
    agree: 'I have read and accept the loan agreement',
    agreeRequired: 'Tick the agreement box to continue.',
    acknowledgeKfs: 'I have read and understood the Key Facts Statement',
    acknowledgeRequired: 'Also tick the Key Facts Statement box to continue.',
    submit: 'Apply and receive {{amount}}',
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
    summary: {
      received: 'You receive in your account',
      deducted:
        'That is your loan of {{sanctioned}} less {{deducted}} of fees and GST, taken when it is paid out.',
      totalRepay: 'You repay in total',
      when: 'When',
      single: 'In one payment, on {{date}}',
      equal_one: '{{count}} EMI of {{amount}}, on {{date}}',
      equal_other: '{{count}} EMIs of {{amount}}, from {{date}}',
      uneven: '{{count}} instalments from {{date}}: {{amounts}}',
      group: '{{count}} of {{amount}}',
      firstPay: 'First payment on {{date}}',
    },
    cost: {
      title: 'What it costs',
      interest: 'Interest',
      interestTaxIncluded: 'Interest, with its tax',
      withTax: '{{amount}} + GST {{tax}}',
      recurring: '{{amount}} with each instalment',
      totalCost: 'Total cost',
      rate: 'Annual Percentage Rate (APR)',
      rateNoteLender: 'Calculated by the lender on {{date}}, for information and comparison.',
      rateNoteLenderNoDate: 'Calculated by the lender, for information and comparison.',
      rateNote:
        'Calculated on {{date}}, for information and comparison. The lender did not state it, so we worked it out from your repayment plan.',
      rateIvaAssumed:
        'The lender did not say how much of each payment is tax, so we took 16 % of what the loan costs as tax.',
      rateNoServerDate:
        'We could not work it out: the lender did not state it and we did not receive today’s date to count from.',
      notItemised: 'The lender did not list its charges one by one; its breakdown is further down.',
      extension:
        'The extension fee ({{fee}}) is charged only if you ask for an extension: it is not in this cost or in the APR.',
    },
    coolingOff: {
      title: 'Cooling-off period: you can change your mind',
      period_one: 'After the money reaches you, you have {{count}} day to exit this loan.',
      period_other: 'After the money reaches you, you have {{count}} days to exit this loan.',
      // The exit amount in the words of the loan terms: one definition (COOLING_OFF_EXIT), then its figures.
      costWithRate: `To exit, pay ${COOLING_OFF_EXIT.en}: the loan amount ({{amount}}) plus interest at the APR of {{rate}} for the days you had the money. There is no penalty and no exit fee.`,
      cost: `To exit, pay ${COOLING_OFF_EXIT.en}: the loan amount ({{amount}}) plus interest at the APR for the days you had the money. There is no penalty and no exit fee.`,
      how: 'To exit, talk to customer service, send a complaint, or call us.',
      call: 'Call {{phone}}',
    },
    incomplete: {
      applyNote: 'You can apply once the lender completes its Key Facts Statement.',
      checkFailed:
        'We could not check the loan’s Key Facts Statement. Check your connection, then tap the apply button again.',
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
