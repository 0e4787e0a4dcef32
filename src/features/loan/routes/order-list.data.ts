import { deferData } from '@/lib/router/lazy-route';
import { getOrderList } from '../api/get-order-list';

export function loader() {
  return { orders: deferData(getOrderList()) };
}
