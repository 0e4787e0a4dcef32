import type { LoaderFunctionArgs } from 'react-router-dom';
import { routeQueryFromRequest } from '@/lib/session';
import { deferData } from '@/lib/router/early-data';
import { loadPaymentPending } from '@/components/ui/payment-pending/load';
import { getLoanDetails } from '../api/get-loan-details';

export function loader({ request }: LoaderFunctionArgs) {
  const { productId, orderId } = routeQueryFromRequest(request);
  return {
    details: deferData(getLoanDetails(productId, orderId, { signal: request.signal })),
    // The "paid, not showing yet" panel, only when the phone keeps a voucher for this order.
    paidPanel: deferData(loadPaymentPending(orderId)),
  };
}
