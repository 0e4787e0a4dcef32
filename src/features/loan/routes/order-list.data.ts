import type { RouteQuery } from '@/lib/router/page-data';
import { getOrderList } from '../api/get-order-list';

export function load(_query: RouteQuery, signal: AbortSignal) {
  return { orders: getOrderList({ signal }) };
}
