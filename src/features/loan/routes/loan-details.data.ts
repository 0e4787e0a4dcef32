import { loadPaymentPending } from '@/entities/payment/pending/load';
import { withOverdueTexts } from '@/entities/loan-figures/overdue/load';
import type { RouteQuery } from '@/lib/router/page-data';
import { getLoanDetails } from '../api/get-loan-details';

export function load({ productId, orderId }: RouteQuery, signal: AbortSignal) {
  return {
    // An overdue loan's lead block brings its texts along.
    details: withOverdueTexts(
      getLoanDetails(productId, orderId, { signal }),
      (details) => details.overdue !== undefined || details.orderStatus === '180',
    ),
    // The "paid, not showing yet" panel, only when the phone keeps a voucher for this order.
    paidPanel: loadPaymentPending(orderId),
  };
}
