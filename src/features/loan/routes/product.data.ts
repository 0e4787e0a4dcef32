import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery } from '@/lib/router/query-cache';
import { getProduct } from '../api/get-product';

export function load({ productId }: RouteQuery, signal?: AbortSignal) {
  return {
    productId,
    product: fetchQuery(['product', productId], (abort) => getProduct(productId, { signal: abort }), {
      signal,
    }),
  };
}
