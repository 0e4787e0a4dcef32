/**
 * What an order's amount is, from its status (contract §4's statuses): what is owed next on a loan being
 * repaid (174 due, 180 overdue), what was lent on a loan paid out or paid off (151, 200), what was asked for
 * on one not paid out (21 under review, 110 refused, 170 paid out failed). Another status: just an amount.
 */
export type OrderAmountKind = 'owed' | 'borrowed' | 'requested' | 'amount';

const KINDS: Record<string, OrderAmountKind> = {
  '174': 'owed',
  '180': 'owed',
  '151': 'borrowed',
  '200': 'borrowed',
  '21': 'requested',
  '110': 'requested',
  '170': 'requested',
};

export function orderAmountKind(status: string): OrderAmountKind {
  return KINDS[status.trim()] ?? 'amount';
}
