import type { RouteQuery } from '@/lib/router/page-data';
import { getCustomerContact } from '../api/get-customer-contact';

export function load(_query: RouteQuery, signal: AbortSignal) {
  return { contact: getCustomerContact({ signal }) };
}
