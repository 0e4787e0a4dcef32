import type { LoaderFunctionArgs } from 'react-router-dom';
import { deferData } from '@/lib/router/early-data';
import { getOrderList } from '../api/get-order-list';

export function loader({ request }: LoaderFunctionArgs) {
  return { orders: deferData(getOrderList({ signal: request.signal })) };
}
