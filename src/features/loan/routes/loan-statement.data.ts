import type { RouteQuery } from '@/lib/router/page-data';
import { getContract } from '../api/get-contract';
import { getLoanDetailsDated } from '../api/get-loan-details';

/**
 * The signed loan's statement: the contract's terms, and the loan details' dated plan when they load (the
 * statement still shows the contract's own dates without them).
 */
export function load({ productId, orderId, orderNo }: RouteQuery, signal: AbortSignal) {
  const details = getLoanDetailsDated(productId, orderId, { signal }).catch(() => null);
  return {
    statement: Promise.all([getContract(orderNo, { signal }), details]).then(
      ([contract, dated]) => ({ contract, loan: dated?.data ?? null, serverDate: dated?.serverDate }),
    ),
  };
}
