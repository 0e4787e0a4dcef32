import { loadPaymentPending } from '@/entities/payment/pending/load';
import { withOverdueTexts } from '@/entities/loan-figures/overdue/load';
import type { RouteQuery } from '@/lib/router/page-data';
import { getRepayDetail } from '../api/get-repay-detail';
import { orderQueryFrom } from '../utils/route-query';

export function load(query: RouteQuery, signal: AbortSignal) {
  const order = orderQueryFrom(query);
  return {
    order,
    // An overdue loan's lead block brings its texts along.
    detail: order
      ? withOverdueTexts(getRepayDetail(order, { signal }), (detail) => detail.overdue !== undefined)
      : null,
    // The "paid, not showing yet" panel, only when the phone keeps a voucher for this order.
    paidPanel: loadPaymentPending(order?.orderId),
  };
}
