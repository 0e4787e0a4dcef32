import type { RouteQuery } from '@/lib/router/page-data';
import { getComplaintInit } from '../api/get-complaint-init';

export function load({ orderId = '' }: RouteQuery, signal: AbortSignal) {
  return { init: getComplaintInit(orderId || undefined, { signal }), orderId };
}
