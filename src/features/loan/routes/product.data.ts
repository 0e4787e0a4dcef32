import type { LoaderFunctionArgs } from 'react-router-dom';
import { routeQueryFromRequest } from '@/lib/session';
import { deferData } from '@/lib/router/early-data';
import { getProduct } from '../api/get-product';

export function loader({ request }: LoaderFunctionArgs) {
  const { productId } = routeQueryFromRequest(request);
  return { product: deferData(getProduct(productId, { signal: request.signal })) };
}
