import type { LoaderFunctionArgs } from 'react-router-dom';
import { deferData } from '@/lib/router/early-data';
import { routeQueryFromRequest } from '@/lib/session';
import { getRepaymentWay } from '../api/get-repayment-way';
import { cardRepayQueryFrom } from '../utils/route-query';

export function loader({ request }: LoaderFunctionArgs) {
  const query = cardRepayQueryFrom(routeQueryFromRequest(request));
  return {
    query,
    way: query ? deferData(getRepaymentWay({ orderId: query.orderId, amount: query.amount })) : null,
  };
}
