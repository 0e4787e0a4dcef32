import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery } from '@/lib/router/query-cache';
import { getComplaintInit } from '../api/get-complaint-init';

export function load({ orderId = '' }: RouteQuery, signal?: AbortSignal) {
  return {
    init: fetchQuery(
      ['complaintInit', orderId],
      (abort) => getComplaintInit(orderId || undefined, { signal: abort }),
      { signal },
    ),
    orderId,
  };
}
