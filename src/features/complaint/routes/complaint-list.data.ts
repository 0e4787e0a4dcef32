import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery } from '@/lib/router/query-cache';
import { getComplaintList } from '../api/get-complaint-list';

export function load(_query: RouteQuery, signal?: AbortSignal) {
  return { tabs: fetchQuery(['complaintList'], (abort) => getComplaintList({ signal: abort }), { signal }) };
}
