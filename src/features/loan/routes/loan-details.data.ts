import type { LoaderFunctionArgs } from 'react-router-dom';
import { routeQueryFromRequest } from '@/lib/session';
import { deferData } from '@/lib/router/early-data';
import { getLoanDetails } from '../api/get-loan-details';

export function loader({ request }: LoaderFunctionArgs) {
  const { productId, orderId } = routeQueryFromRequest(request);
  return { details: deferData(getLoanDetails(productId, orderId)) };
}
