import type { LoaderFunctionArgs } from 'react-router-dom';
import { deferData } from '@/lib/router/early-data';
import { routeQueryFromRequest } from '@/lib/session';
import { getRepayDetail } from '../api/get-repay-detail';
import { orderQueryFrom } from '../utils/route-query';

export function loader({ request }: LoaderFunctionArgs) {
  const order = orderQueryFrom(routeQueryFromRequest(request));
  return { order, detail: order ? deferData(getRepayDetail(order)) : null };
}
