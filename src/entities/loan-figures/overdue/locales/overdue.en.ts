import type es from './overdue.es';

const overdue: typeof es = {
  title_one: 'Payment overdue by {{count}} day',
  title_other: 'Payment overdue by {{count}} days',
  since: 'It was due on {{date}}',
  totalToday: 'To clear everything overdue, pay today',
  parts: 'What it includes',
  overdueAmount: 'Overdue amount, before charges',
  perDay: 'Each further day overdue adds {{amount}} in charges.',
  asOf: 'Figures worked out on {{date}}',
  noFigures:
    'Your payment is overdue. The amount shown may not include late charges: before you pay, ask your lender what clears everything overdue today.',
};

export default overdue;
