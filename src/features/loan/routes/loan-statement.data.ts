import type { RouteQuery } from '@/lib/router/route-def';
import { fetchQuery } from '@/lib/router/query-cache';
import { getContract } from '../api/get-contract';
import { getLoanDetailsDated } from '../api/get-loan-details';

/**
 * The signed loan's statement: the contract's terms, and the loan details' dated plan when they load (the
 * statement still shows the contract's own dates without them).
 */
export function load({ productId, orderId, orderNo }: RouteQuery, signal?: AbortSignal) {
  return {
    orderId: orderNo || orderId,
    statement: fetchQuery(
      ['loanStatement', productId, orderId, orderNo],
      (abort) =>
        Promise.all([
          getContract(orderNo, { signal: abort }),
          getLoanDetailsDated(productId, orderId, { signal: abort }).catch(() => null),
        ]).then(([contract, dated]) => ({
          contract,
          loan: dated?.data ?? null,
          serverDate: dated?.serverDate,
        })),
      { signal },
    ),
  };
}
