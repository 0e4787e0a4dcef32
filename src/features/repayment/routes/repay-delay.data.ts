import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery } from '@/lib/router/query-cache';
import { getDelayDetail } from '../api/get-delay-detail';
import { getRepayDetail } from '../api/get-repay-detail';
import { orderQueryFrom } from '../utils/route-query';

export function load(query: RouteQuery, signal?: AbortSignal) {
  const order = orderQueryFrom(query);
  return {
    order,
    detail: order
      ? fetchQuery(
          ['delayDetail', order.productId, order.orderId],
          (abort) => getDelayDetail(order, { signal: abort }),
          { signal },
        )
      : null,
    // The due date the extension moves, and what is due on it: the repay page's own call. Only the
    // extension's cost in a year's terms needs it, so a failed call leaves that line out, not the page.
    current: order
      ? fetchQuery(
          ['repayDetailOrNone', order.productId, order.orderId],
          (abort) => getRepayDetail(order, { signal: abort }).catch(() => null),
          { signal },
        )
      : null,
  };
}
