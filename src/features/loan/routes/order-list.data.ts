import { deferData } from '@/lib/router/early-data';
import { getOrderList } from '../api/get-order-list';

export function loader() {
  return { orders: deferData(getOrderList()) };
}
