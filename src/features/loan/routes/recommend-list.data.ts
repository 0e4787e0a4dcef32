import type { RouteQuery } from '@/lib/router/page-data';
import { getRecommendList } from '../api/get-recommend-list';

export function load(_query: RouteQuery, signal: AbortSignal) {
  return { products: getRecommendList({ signal }) };
}
