import { loadPaymentPending } from '@/entities/payment/pending/load';
import { withOverdueTexts } from '@/entities/loan-figures/overdue/load';
import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery } from '@/lib/router/query-cache';
import { getLoanDetails } from '../api/get-loan-details';

export function load({ productId, orderId }: RouteQuery, signal?: AbortSignal) {
  return {
    productId,
    orderId,
    // An overdue loan's lead block brings its texts along.
    details: fetchQuery(
      ['loanDetails', productId, orderId],
      (abort) =>
        withOverdueTexts(
          getLoanDetails(productId, orderId, { signal: abort }),
          (details) => details.overdue !== undefined || details.orderStatus === '180',
        ),
      { signal },
    ),
    // The "paid, not showing yet" panel, only when the phone keeps a voucher for this order.
    paidPanel: fetchQuery(['paidPanel', orderId], () => loadPaymentPending(orderId), { signal }),
  };
}
