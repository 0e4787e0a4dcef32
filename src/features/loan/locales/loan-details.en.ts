import type es from './loan-details.es';
import { COOLING_OFF_EXIT } from '@/entities/loan-figures/cooling-off-exit';

const loanDetails: typeof es = {
  details: {
    statementLink: 'View the Key Facts Statement',
    contractLink: 'Read the loan agreement',
    title: 'Loan details',
    order: 'Your loan',
    moreInfo: 'More information',
    repay: 'Repay',
    extend: 'Extension',
    borrowAgain: 'Borrow again',
    due: {
      title: 'Next payment',
      todayTitle: 'Due today',
      overdueTitle: 'Overdue amount',
      by: 'Pay by {{date}}',
      wasDue: 'Was due on {{date}}',
      left_one: '{{count}} EMI left: {{total}}.',
      left_other: '{{count}} EMIs left: {{total}} in all.',
    },
    disbursing: {
      title: 'Your money is on its way',
      card: 'We are paying it into your bank account ending {{ending}}.',
      cardAmount: 'We are paying {{amount}} into your bank account ending {{ending}}.',
      account: 'We are paying it into the bank account you registered.',
      accountAmount: 'We are paying {{amount}} into the bank account you registered.',
      whenDays_one: 'It reaches your account within {{count}} day.',
      whenDays_other: 'It reaches your account within {{count}} days.',
      whenRange: 'It reaches your account within {{from}} to {{to}} days.',
      nothingToDo: 'You do not need to do anything for now.',
    },
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
      body: 'An extension moves your due date by up to 7 days, and only the extension fee is due. You can also repay in full now.',
      go: 'Go to extension',
      skip: 'Skip and repay',
    },
  },
  terms: {
    title: 'Your loan’s rates and charges',
    annualRate: 'Annual interest rate',
    dailyRate: 'Daily interest rate',
    lateCharge: 'Late-payment interest',
    penalCharges: 'Penal charges',
    prepayment: 'Prepayment (foreclosure)',
  },
  coolingOff: {
    title: 'Cooling-off period: you can still exit this loan',
    daysLeft_one: '{{count}} day left: until the end of {{date}}.',
    daysLeft_other: '{{count}} days left: until the end of {{date}}.',
    endsToday: 'The period ends today ({{date}}).',
    cost: `To exit, pay ${COOLING_OFF_EXIT.en}: the loan amount plus interest at the APR for the days you had the money. There is no penalty and no exit fee.`,
    how: 'To exit, talk to customer service, send a complaint, or call us.',
    call: 'Call {{phone}}',
  },
  rating: {
    title: 'How was your experience?',
    legend: 'Rate our service from 1 to 5 stars',
    star_one: '{{count}} star',
    star_other: '{{count}} stars',
    submit: 'Send rating',
    sending: 'Sending…',
    // spec §5's quote in the page's language; VITE_WORDING=spec shows the quote (config/spec-texts.ts).
    required: 'Please choose a rating.',
    thanksTitle: 'Thank you for your feedback!',
    thanksBody: 'Your comments help us improve. We will keep working to serve you better.',
  },
};

export default loanDetails;
