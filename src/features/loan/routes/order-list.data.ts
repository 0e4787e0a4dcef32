import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery } from '@/lib/router/query-cache';
import { getOrderList } from '../api/get-order-list';

export function load(_query: RouteQuery, signal?: AbortSignal) {
  return { orders: fetchQuery(['orderList'], (abort) => getOrderList({ signal: abort }), { signal }) };
}
