export interface UpiPayment {
  /** The payee's VPA (pa). */
  vpa: string;
  /** The payee's name (pn): the account's holder, else the loan's lender. */
  payee: string;
  /** Minor units (paise). */
  amount: number;
  /** The note the payer's app shows (tn). */
  note: string;
  /** The lender's reference for this payment (tr). */
  reference: string;
}

/**
 * The UPI intent of NPCI's UPI linking specification: `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=…`. The
 * amount is rupees with two decimals, '.' as the separator and no grouping; every value is
 * percent-encoded. An empty reference leaves tr out rather than sending an empty one.
 */
export function upiPayUri({ vpa, payee, amount, note, reference }: UpiPayment): string {
  const params: [string, string][] = [
    ['pa', vpa],
    ['pn', payee],
    ['am', (Math.round(amount) / 100).toFixed(2)],
    ['cu', 'INR'],
    ['tn', note],
  ];
  if (reference) params.push(['tr', reference]);
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
