import type { LoaderFunctionArgs } from 'react-router-dom';
import { routeQueryFromRequest } from '@/lib/session';
import { deferData } from '@/lib/router/early-data';
import { getComplaintInit } from '../api/get-complaint-init';

export function loader({ request }: LoaderFunctionArgs) {
  const { orderId } = routeQueryFromRequest(request);
  return {
    init: deferData(getComplaintInit(orderId || undefined, { signal: request.signal })),
    orderId: orderId ?? '',
  };
}
