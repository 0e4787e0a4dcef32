export interface PaymentPendingProps {
  orderId: string;
  /** The page still shows an amount due (loan details: status 174 or 180; repay: an amount above 0). */
  owed: boolean;
  /** The order shows as paid (status 200): the kept voucher is forgotten. */
  settled: boolean;
}
