import type { LoaderFunctionArgs } from 'react-router-dom';
import { routeQueryFromRequest } from '@/lib/session';
import { deferData } from '@/lib/router/early-data';
import { getLoanConfirm } from '../api/get-loan-confirm';

export function loader({ request }: LoaderFunctionArgs) {
  const { productId } = routeQueryFromRequest(request);
  return { confirm: deferData(getLoanConfirm(productId, { signal: request.signal })) };
}
