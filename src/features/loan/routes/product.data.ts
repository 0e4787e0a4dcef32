import type { RouteQuery } from '@/lib/router/page-data';
import { getProduct } from '../api/get-product';

export function load({ productId }: RouteQuery, signal: AbortSignal) {
  return { product: getProduct(productId, { signal }) };
}
