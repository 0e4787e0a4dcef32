import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery } from '@/lib/router/query-cache';
import { getRepaymentWay } from '../api/get-repayment-way';
import { cardRepayQueryFrom } from '../utils/route-query';

export function load(routeQuery: RouteQuery, signal?: AbortSignal) {
  const query = cardRepayQueryFrom(routeQuery);
  return {
    query,
    way: query
      ? fetchQuery(
          ['repaymentWay', query.orderId, query.amount],
          (abort) => getRepaymentWay({ orderId: query.orderId, amount: query.amount }, { signal: abort }),
          { signal },
        )
      : null,
  };
}
