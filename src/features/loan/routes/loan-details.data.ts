import { loadPaymentPending } from '@/entities/payment/pending/load';
import type { RouteQuery } from '@/lib/router/page-data';
import { getLoanDetails } from '../api/get-loan-details';

export function load({ productId, orderId }: RouteQuery, signal: AbortSignal) {
  return {
    details: getLoanDetails(productId, orderId, { signal }),
    // The "paid, not showing yet" panel, only when the phone keeps a voucher for this order.
    paidPanel: loadPaymentPending(orderId),
  };
}
