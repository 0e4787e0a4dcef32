import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPaymentPending } from '@/components/ui/payment-pending/load';
import { deferData } from '@/lib/router/early-data';
import { routeQueryFromRequest } from '@/lib/session';
import { getRepayDetail } from '../api/get-repay-detail';
import { orderQueryFrom } from '../utils/route-query';

export function loader({ request }: LoaderFunctionArgs) {
  const order = orderQueryFrom(routeQueryFromRequest(request));
  return {
    order,
    detail: order ? deferData(getRepayDetail(order, { signal: request.signal })) : null,
    // The "paid, not showing yet" panel, only when the phone keeps a voucher for this order.
    paidPanel: deferData(loadPaymentPending(order?.orderId)),
  };
}
