import { loadPaymentPending } from '@/entities/payment/pending/load';
import { withOverdueTexts } from '@/entities/loan-figures/overdue/load';
import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery } from '@/lib/router/query-cache';
import { getRepayDetail } from '../api/get-repay-detail';
import { orderQueryFrom } from '../utils/route-query';

export function load(query: RouteQuery, signal?: AbortSignal) {
  const order = orderQueryFrom(query);
  return {
    order,
    detail: order
      ? fetchQuery(
          ['repayDetail', order.productId, order.orderId],
          // An overdue loan's lead block brings its texts along.
          (abort) =>
            withOverdueTexts(
              getRepayDetail(order, { signal: abort }),
              (detail) => detail.overdue !== undefined,
            ),
          { signal },
        )
      : null,
    // The "paid, not showing yet" panel, only when the phone keeps a voucher for this order.
    paidPanel: fetchQuery(['paidPanel', order?.orderId], () => loadPaymentPending(order?.orderId), {
      signal,
    }),
  };
}
