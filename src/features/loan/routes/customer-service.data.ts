import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery } from '@/lib/router/query-cache';
import { getCustomerContact } from '../api/get-customer-contact';

export function load(_query: RouteQuery, signal?: AbortSignal) {
  return {
    contact: fetchQuery(['customerContact'], (abort) => getCustomerContact({ signal: abort }), { signal }),
  };
}
