import type { RouteQuery } from '@/lib/router/page-data';
import { getLoanConfirm } from '../api/get-loan-confirm';

/** spec §4: the reload (components/use-confirm-reload.ts) asks with `isType=1`. */
export function load({ productId, isType }: RouteQuery, signal: AbortSignal) {
  return { confirm: getLoanConfirm(productId, { signal, reload: isType === '1' }) };
}
