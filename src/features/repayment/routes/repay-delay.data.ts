import type { RouteQuery } from '@/lib/router/page-data';
import { getDelayDetail } from '../api/get-delay-detail';
import { orderQueryFrom } from '../utils/route-query';

export function load(query: RouteQuery, signal: AbortSignal) {
  const order = orderQueryFrom(query);
  return { order, detail: order ? getDelayDetail(order, { signal }) : null };
}
