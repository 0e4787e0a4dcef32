import type { RouteQuery } from '@/lib/router/page-data';
import { getComplaintList } from '../api/get-complaint-list';

export function load(_query: RouteQuery, signal: AbortSignal) {
  return { tabs: getComplaintList({ signal }) };
}
