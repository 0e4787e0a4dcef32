import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery } from '@/lib/router/query-cache';
import { getRecommendList } from '../api/get-recommend-list';

export function load(_query: RouteQuery, signal?: AbortSignal) {
  return {
    products: fetchQuery(['recommendList'], (abort) => getRecommendList({ signal: abort }), { signal }),
  };
}
