import type es from './payment.es';

const payment: typeof es = {
  title: 'Already paid?',
  intro: 'If you have already paid with this reference, it can take a while to show here.',
  channel: 'Payment method',
  reference: 'Reference',
  usual: 'Payments through this method usually show here within {{duration}}.',
  duration: {
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
  },
  whenLabel: 'When did you pay?',
  whenHint: 'Only if you have paid. We use it to tell you when to expect your payment.',
  whenInvalid: 'Enter the date and time you paid.',
  whenFuture: 'That time has not come yet. Enter when you paid.',
  save: 'Save',
  cancel: 'Cancel',
  change: 'Change the time',
  told: 'You told us you paid on {{time}}.',
  expected: 'It should show by {{time}}.',
  late: 'It is taking longer than usual. Tell us and we will look for it.',
  report: 'Report that my payment is not showing',
  reportHint:
    'We fill in the description with your payment details; you choose the complaint type and send it.',
  complaintText:
    'My payment is not showing. Loan: {{order}}. Channel: {{channel}}. Reference: {{reference}}. I paid on {{time}}.',
};

export default payment;
