import type { RouteQuery } from '@/lib/router/page-data';
import { getRepaymentWay } from '../api/get-repayment-way';
import { cardRepayQueryFrom } from '../utils/route-query';

export function load(routeQuery: RouteQuery, signal: AbortSignal) {
  const query = cardRepayQueryFrom(routeQuery);
  return {
    query,
    way: query ? getRepaymentWay({ orderId: query.orderId, amount: query.amount }, { signal }) : null,
  };
}
